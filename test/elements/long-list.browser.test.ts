/** Long option lists (issue 16, point 6): a bounded scroll area, the keyboard still reaches every row, type-ahead. */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { enterWithTab, fresh, mountData, press, restoreClock, root, settle } from './helpers.js';

const COUNTRIES = [
  'Albania',
  'Andorra',
  'Austria',
  'Belarus',
  'Belgium',
  'Bosnia',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czechia',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Iceland',
  'Ireland',
  'Italy',
  'Latvia',
  'Liechtenstein',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Moldova',
  'Monaco',
  'Montenegro',
  'Netherlands',
  'Norway',
  'Poland',
  'Portugal',
  'Romania',
  'San Marino',
  'Serbia',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Switzerland',
];

/** egoz, one single-choice question of 40 options. */
const LONG = {
  id: 'qs_long',
  locale: 'en-US',
  questions: [
    {
      id: 'country',
      title: 'Which country?',
      answers: COUNTRIES.map((label, i) => ({ id: `c${i}`, label })),
    },
  ],
};

const focusedLabel = (el: Element) =>
  (root(el as never).activeElement as HTMLElement | null)?.querySelector('.label')?.textContent?.trim();

describe('a long option list', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  it('scrolls in a bounded area instead of growing the card by 40 rows', async () => {
    const { el } = await mountData(LONG);
    const list = root(el).querySelector<HTMLElement>('.options')!;
    expect(list.classList.contains('long')).to.equal(true);
    const row = list.querySelector<HTMLElement>('.option')!.getBoundingClientRect().height;
    expect(list.clientHeight, 'about eight rows, not forty').to.be.below(row * 12);
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight * 2);
  });

  it('the keyboard reaches the last row, which scrolls into view; letters jump to a row by its name', async () => {
    const m = await mountData(LONG);
    const { el } = m;
    const list = root(el).querySelector<HTMLElement>('.options')!;
    await enterWithTab(m);
    expect(focusedLabel(el)).to.equal('Albania');
    await press(el, 'End');
    expect(focusedLabel(el)).to.equal('Switzerland');
    const last = root(el).activeElement!.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    expect(last.bottom, 'the focused row is inside the scroll area').to.be.at.most(box.bottom + 1);
    await press(el, 'Home');
    await press(el, 'g');
    expect(focusedLabel(el)).to.equal('Germany');
    await press(el, 'g');
    expect(focusedLabel(el), 'the same letter again: the next one').to.equal('Greece');
    // a word: "po" finds Poland, then "r" narrows to Portugal
    await press(el, 'Home');
    await press(el, 'p');
    await press(el, 'o');
    await press(el, 'r');
    expect(focusedLabel(el)).to.equal('Portugal');
    await settle(el);
    expect(el.answers.find((a) => a.questionId === 'country')?.selected).to.deep.equal(['c31']);
  });
});

/**
 * Long option lists (issue 16, point 6): a bounded scroll area, the keyboard still reaches every row,
 * type-ahead, and a filter field (case- and accent-insensitive, its count announced, hidden rows
 * skipped by the arrows, Escape clears it, a chosen option filtered out stays chosen).
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import {
  deepActive,
  enterWithTab,
  fresh,
  mountData,
  press,
  restoreClock,
  root,
  settle,
  typeText,
  wordsOf,
} from './helpers.js';

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
    expect(deepActive()?.classList.contains('filter-field'), 'the filter field comes first').to.equal(true);
    await press(el, 'Tab');
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

  describe('its filter field', () => {
    /** the labels of the rows on screen */
    const shown = (el: Element) =>
      [...root(el as never).querySelectorAll<HTMLElement>('.option')]
        .filter((r) => r.getClientRects().length)
        .map((r) => r.querySelector('.label')!.textContent!.trim());
    const status = (el: Element) =>
      root(el as never)
        .querySelector('.filter [role="status"]')!
        .textContent!.trim();
    const field = (el: Element) => root(el as never).querySelector<HTMLInputElement>('.filter-field')!;

    it('narrows the rows as the user types, says how many match, and the arrows skip the hidden rows', async () => {
      const m = await mountData(LONG);
      const { el } = m;
      const s = wordsOf(el);
      await enterWithTab(m);
      expect(deepActive()).to.equal(field(el));
      expect(field(el).getAttribute('aria-label')).to.equal(s.filterOptions);
      expect(status(el), 'nothing said before anything is typed').to.equal('');
      await typeText(el, 'SLO');
      expect(shown(el)).to.deep.equal(['Slovakia', 'Slovenia']);
      expect(status(el)).to.equal(s.optionCount(2));
      expect(status(el)).to.equal('2 options');
      await press(el, 'Backspace');
      const sl = COUNTRIES.filter((c) => c.toLowerCase().includes('sl'));
      expect(shown(el)).to.deep.equal(sl);
      expect(status(el)).to.equal(s.optionCount(sl.length));
      // Down from the field: the first row shown; the arrows then go through the shown rows only
      await press(el, 'ArrowDown');
      expect(focusedLabel(el)).to.equal(sl[0]);
      await press(el, 'ArrowDown');
      expect(focusedLabel(el), 'the hidden rows between are skipped').to.equal(sl[1]);
      await press(el, 'End');
      expect(focusedLabel(el)).to.equal(sl.at(-1));
      await press(el, 'ArrowDown');
      expect(focusedLabel(el), 'wraps to the first row shown').to.equal(sl[0]);
      expect(el.answers[0]?.selected, 'arrows choose in a single choice').to.deep.equal([
        `c${COUNTRIES.indexOf(sl[0])}`,
      ]);
      // no number hints, and digits pick nothing, while rows are hidden
      const hint = root(el).querySelector('.option:not([hidden]) .hint')!;
      expect(getComputedStyle(hint, '::before').content).to.be.oneOf(['""', 'none', 'normal']);
      await press(el, '3');
      expect(el.answers[0]?.selected).to.deep.equal([`c${COUNTRIES.indexOf(sl[0])}`]);
    });

    it('passes axe, with and without a filter typed, light and dark', async function () {
      // axe takes a second or more on a busy machine, and this runs it four times
      this.timeout(60_000);
      // the step fades in (150 ms, none under reduced motion): axe reads colours once it has.
      // Chromium's headless page ends it before axe looks; Firefox and WebKit run it in real time
      const faded = (el: Element) =>
        Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => {})));
      for (const theme of ['light', 'dark'] as const) {
        const m = await mountData(LONG, { theme });
        await faded(m.el);
        await expect(m.el).to.be.accessible();
        await enterWithTab(m);
        await typeText(m.el, 'sl');
        await faded(m.el);
        await expect(m.el).to.be.accessible();
        m.wrapper.remove();
      }
    });

    it('matches without case or accents, in the label and the description', async () => {
      const CITIES = {
        id: 'qs_cities',
        locale: 'en-US',
        questions: [
          {
            id: 'city',
            title: 'Which office?',
            answers: [
              'Zürich',
              'São Paulo',
              'Kraków',
              'Reykjavík',
              'Malmö',
              'Łódź',
              'Córdoba',
              'Genève',
              'Oslo',
              'Lyon',
              'Porto',
              'Bergen',
              'Turku',
            ].map((label, i) => ({
              id: `o${i}`,
              label,
              ...(label === 'Oslo' ? { description: 'Near Zurich? No' } : {}),
            })),
          },
        ],
      };
      const m = await mountData(CITIES);
      const { el } = m;
      await enterWithTab(m);
      await typeText(el, 'zur');
      expect(shown(el)).to.deep.equal(['Zürich', 'Oslo']);
      await press(el, 'Escape');
      await typeText(el, 'SAO');
      expect(shown(el)).to.deep.equal(['São Paulo']);
      await press(el, 'Escape');
      await typeText(el, 'genev');
      expect(shown(el)).to.deep.equal(['Genève']);
    });

    it('Escape clears it; a chosen option filtered out stays chosen, and the tab stop is on the first row shown', async () => {
      const m = await mountData(LONG);
      const { el } = m;
      await enterWithTab(m);
      await typeText(el, 'slove');
      await press(el, 'ArrowDown');
      expect(focusedLabel(el)).to.equal('Slovenia');
      expect(el.answers, 'Down from the field moves focus, it chooses nothing').to.deep.equal([]);
      await press(el, ' ');
      const slovenia = `c${COUNTRIES.indexOf('Slovenia')}`;
      expect(el.answers[0]?.selected).to.deep.equal([slovenia]);
      // back to the field, another word: Slovenia is hidden, and still the answer
      await press(el, 'Shift+Tab');
      expect(deepActive()).to.equal(field(el));
      await press(el, 'Control+KeyA');
      await typeText(el, 'fr');
      expect(shown(el)).to.deep.equal(['France']);
      expect(el.answers[0]?.selected, 'never loses an answer').to.deep.equal([slovenia]);
      const stop = root(el).querySelector<HTMLElement>('.option[tabindex="0"]')!;
      expect(stop.querySelector('.label')!.textContent!.trim(), 'the tab stop is a row shown').to.equal(
        'France',
      );
      await press(el, 'Tab');
      expect(focusedLabel(el)).to.equal('France');
      // Escape in the field: every row again, nothing said, Slovenia still chosen
      await press(el, 'Shift+Tab');
      await press(el, 'Escape');
      expect(field(el).value).to.equal('');
      expect(shown(el)).to.have.length(COUNTRIES.length);
      expect(status(el)).to.equal('');
      expect(el.answers[0]?.selected).to.deep.equal([slovenia]);
      const checked = root(el).querySelector('.option[aria-checked="true"] .label')!.textContent!.trim();
      expect(checked).to.equal('Slovenia');
    });

    it('multi-select: Space picks rows shown; a pick filtered out stays picked', async () => {
      const MULTI = { ...LONG, questions: [{ ...LONG.questions[0], multi: true }] };
      const m = await mountData(MULTI);
      const { el } = m;
      await enterWithTab(m);
      await typeText(el, 'land');
      expect(shown(el)).to.deep.equal([
        'Finland',
        'Iceland',
        'Ireland',
        'Netherlands',
        'Poland',
        'Switzerland',
      ]);
      await press(el, 'ArrowDown');
      await press(el, 'ArrowDown');
      expect(focusedLabel(el)).to.equal('Iceland');
      await press(el, ' ');
      await press(el, 'Shift+Tab');
      await press(el, 'Control+KeyA');
      await typeText(el, 'mal');
      expect(shown(el)).to.deep.equal(['Malta']);
      await press(el, 'ArrowDown');
      await press(el, ' ');
      const picked = () => el.answers.find((a) => a.questionId === 'country')?.selected;
      const id = (c: string) => `c${COUNTRIES.indexOf(c)}`;
      expect(picked(), 'Iceland, hidden now, stays picked').to.deep.equal([id('Iceland'), id('Malta')]);
      await press(el, 'Shift+Tab');
      await press(el, 'Escape');
      expect(shown(el)).to.have.length(COUNTRIES.length);
      expect(picked()).to.deep.equal([id('Iceland'), id('Malta')]);
    });
  });
});

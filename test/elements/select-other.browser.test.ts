/**
 * A select does not get a redundant free-text field (issue 16, point 4): a question that takes a
 * typed answer ends its select with "Other…", which opens the field and moves focus into it; a
 * question that takes none has no field at all. Keyboard only, real key presses.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import {
  $,
  deepActive,
  describeEl,
  enterWithTab,
  fresh,
  mountData,
  press,
  restoreClock,
  tabTo,
  typeText,
  wordsOf,
} from './helpers.js';

/** a one-page form: a select that takes a typed answer, and one that does not */
const FORM = {
  questions: [
    {
      id: 'region',
      label: 'Which region?',
      type: 'select',
      options: [
        { label: 'Europe', value: 'eu' },
        { label: 'Americas', value: 'am' },
      ],
    },
    {
      id: 'length',
      label: 'How long?',
      type: 'select',
      allowCustom: false,
      options: [
        { label: '5 slides', value: 's' },
        { label: '10 slides', value: 'm' },
      ],
    },
  ],
};

const section = (el: HTMLElement, index: number) =>
  el.shadowRoot!.getElementById(`q-${index}-text`)!.closest('section')!;

describe('a select and its "Other…" entry', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  it('shows no free-text field beside a select; "Other…" is its last entry only where a typed answer is taken', async () => {
    const { el } = await mountData(FORM, { tag: 'question-form' });
    const s = wordsOf(el);
    const [region, length] = [section(el, 0), section(el, 1)];
    expect(region.querySelector('textarea'), 'no field before "Other…"').to.equal(null);
    const entries = [...region.querySelector('select')!.options].map((o) => o.textContent!.trim());
    expect(entries).to.deep.equal(['—', 'Europe', 'Americas', s.otherChoice]);
    expect(s.otherChoice, 'an ellipsis, not three dots').to.match(/…$/);
    const plain = [...length.querySelector('select')!.options].map((o) => o.textContent!.trim());
    expect(plain, 'no "Other…" where no typed answer is taken').to.deep.equal(['—', '5 slides', '10 slides']);
    expect(length.querySelector('textarea'), 'and no field').to.equal(null);
  });

  it('keyboard only: arrows reach "Other…", the field opens with focus, typing answers; a real option hides it again', async () => {
    const m = await mountData(FORM, { tag: 'question-form' });
    const { el } = m;
    await enterWithTab(m);
    const select = await tabTo(el, (e) => e.localName === 'select', 'the first select');
    expect(select).to.equal(section(el, 0).querySelector('select'));
    await press(el, 'ArrowDown');
    expect(el.answers).to.deep.equal([{ questionId: 'region', outcome: 'answered', selected: ['eu'] }]);
    await press(el, 'ArrowDown');
    await press(el, 'ArrowDown');
    const field = section(el, 0).querySelector('textarea.free');
    expect(field, '"Other…" opens the field').to.not.equal(null);
    expect(deepActive(), `focus in the field, not ${describeEl(deepActive())}`).to.equal(field);
    expect(el.answers, 'nothing chosen, nothing typed yet').to.deep.equal([]);
    await typeText(el, 'Asia');
    expect(el.answers).to.deep.equal([
      { questionId: 'region', outcome: 'answered', selected: [], text: 'Asia' },
    ]);
    expect(section(el, 0).querySelector('select')!.selectedIndex, 'the select still reads "Other…"').to.equal(
      3,
    );

    // an empty field stays open while "Other…" is chosen
    await press(el, 'Control+KeyA');
    await press(el, 'Backspace');
    expect(el.answers).to.deep.equal([]);
    expect(
      section(el, 0).querySelector('textarea.free'),
      'the field stays while "Other…" is chosen',
    ).to.not.equal(null);

    // back to the select (Shift+Tab), a real option: the empty field goes
    await tabTo(el, (e) => e.localName === 'select', 'the select', { back: true });
    await press(el, 'ArrowUp');
    expect(el.answers).to.deep.equal([{ questionId: 'region', outcome: 'answered', selected: ['am'] }]);
    expect(section(el, 0).querySelector('textarea'), 'a real option closes the field').to.equal(null);
  });

  it('text typed under "Other…" stays on screen while it is part of the answer', async () => {
    const m = await mountData(FORM, { tag: 'question-form' });
    const { el } = m;
    await enterWithTab(m);
    await tabTo(el, (e) => e.localName === 'select', 'the first select');
    for (let i = 0; i < 3; i++) await press(el, 'ArrowDown');
    await typeText(el, 'Asia');
    await tabTo(el, (e) => e.localName === 'select', 'the select', { back: true });
    await press(el, 'ArrowUp');
    // the session keeps typed text beside a selection: what is sent is never hidden
    const a = el.answers.find((x) => x.questionId === 'region');
    expect(a).to.deep.include({ selected: ['am'], text: 'Asia' });
    expect($<HTMLTextAreaElement>(el, 'textarea.free')?.value).to.equal('Asia');
  });
});

/**
 * The receipt keeps its context and stays small (issue 16, point 7): the intro, then one line (the
 * status and the answers) that opens to the questions with their answers by a real click or the
 * keyboard, for one question as for several (issue 35: one structure); a set replaced by a newer
 * one keeps its one muted line.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { QuestionSetElement } from '../../src/index.js';
import { isolate } from '../../src/elements/render/text.js';
import {
  $,
  $$,
  clickOn,
  deepActive,
  enterWithTab,
  fresh,
  mountData,
  press,
  shownText,
  wordsOf,
} from './helpers.js';

const ONE = {
  intro: 'Let us find a slot for the **kick-off**.',
  questions: [
    { key: 'when', text: 'When shall we meet?', kind: 'choice', options: ['Friday', 'Sat 14 Mar, 15:30'] },
  ],
};

const SEVERAL = {
  intro: 'Three points regarding the requirement',
  questions: [
    {
      key: 'region',
      text: 'In which region will data be stored?',
      kind: 'choice',
      options: ['eu-central-1', 'eu-west-1'],
    },
    { key: 'notes', text: 'Anything else?' },
    { key: 'owner', text: 'Who owns the bucket?', kind: 'choice', options: ['Platform', 'Data'] },
  ],
};

/** A set restored as answered, as a transcript does: its answers and state="answered". */
async function restored(body: object, answers: QuestionSetElement['answers']) {
  const m = await mountData(JSON.stringify(body));
  m.el.answers = answers;
  m.el.state = 'answered';
  await m.el.updateComplete;
  return m;
}

/** The text of a part of a receipt line: `q` the question, `a` the answer. */
const part = (line: Element | undefined, which: 'q' | 'a') => line?.querySelector(`.${which}`)?.textContent;

/**
 * A mark the stylesheet draws as a pseudo-element (the check mark, the chevron: two borders of a
 * turned box): its size and its turn, or undefined where none is drawn.
 */
function drawn(e: Element, pseudo: '::before' | '::after') {
  const style = getComputedStyle(e, pseudo);
  if (style.content === 'none' || style.borderBottomStyle === 'none') return undefined;
  return { width: style.width, height: style.height, rotate: style.rotate };
}

/** Whether a node is rendered (a closed `<details>` renders nothing but its summary). */
const rendered = (e: Element) => e.checkVisibility();

describe('receipt', () => {
  beforeEach(fresh);

  it('one question: the intro, then the same line as for several ("Sent" and the answer) that opens to the question with its answer', async () => {
    const { el } = await restored(ONE, [{ questionId: 'when', outcome: 'answered', selected: ['2'] }]);
    const s = wordsOf(el);
    expect($(el, '.receipt .intro')!.textContent!.trim()).to.equal('Let us find a slot for the kick-off.');
    expect($(el, '.receipt .intro strong')?.textContent, 'the intro keeps its Markdown').to.equal('kick-off');
    const details = $<HTMLDetailsElement>(el, '.receipt details')!;
    expect(details, 'one question opens from the same line as several').to.not.equal(null);
    expect(details.getAttribute('aria-label')).to.equal(s.yourAnswers);
    const summary = details.querySelector('summary')!;
    expect(summary.textContent).to.equal(`${s.sent}${isolate('Sat 14 Mar, 15:30')}`);
    const [line] = $$(el, '.receipt .lines li');
    expect(part(line, 'q')).to.equal('When shall we meet?');
    expect(part(line, 'a')).to.equal('Sat 14 Mar, 15:30');
    // each text isolated from its neighbours (an RTL question cannot reorder the answer beside it)
    for (const text of $$(el, '.receipt :is(.q, .a)'))
      expect(getComputedStyle(text).unicodeBidi, text.className).to.equal('isolate');
    expect($(el, '.receipt .done')!.textContent).to.equal(s.sent);
    expect(drawn($(el, '.receipt .done')!, '::before'), 'answered: the check mark').to.deep.equal({
      width: '5px',
      height: '10px',
      rotate: '45deg',
    });
    expect(summary.getBoundingClientRect().height, 'one line').to.be.below(40);
    expect(rendered(line!), 'the question waits behind the line').to.equal(false);
    await expect(el).to.be.accessible();
    await clickOn(el, summary);
    expect(rendered(line!)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('one receipt structure: one question and several are the same elements in the same order', async () => {
    const one = await restored(ONE, [{ questionId: 'when', outcome: 'answered', selected: ['1'] }]);
    const several = await restored(SEVERAL, [
      { questionId: 'region', outcome: 'answered', selected: ['2'] },
      { questionId: 'owner', outcome: 'answered', selected: ['1'] },
    ]);
    /** each element's tag and class in document order, the intro's Markdown and the list's rows after the first left out */
    const shape = (el: QuestionSetElement) =>
      [...$(el, '.receipt')!.querySelectorAll('*')]
        .filter((e) => !e.parentElement!.closest('.intro') && !e.closest('li:not(:first-child)'))
        .map((e) => `${e.localName}.${e.className}`);
    expect(shape(one.el)).to.deep.equal(shape(several.el));
    expect(shape(one.el)).to.include.members(['details.', 'summary.', 'span.gist', 'ul.lines', 'li.']);
    // the line is as high in both (the answers fit on one line here)
    const height = (el: QuestionSetElement) => $(el, '.receipt summary')!.getBoundingClientRect().height;
    expect(Math.abs(height(one.el) - height(several.el))).to.be.below(1);
  });

  it('several questions: one compact line that a real click opens to the whole list and closes again', async () => {
    const { el } = await restored(SEVERAL, [
      { questionId: 'region', outcome: 'answered', selected: ['2'] },
      { questionId: 'notes', outcome: 'answered', selected: [], text: 'keep logs 30 days' },
      { questionId: 'owner', outcome: 'answered', selected: ['1'] },
    ]);
    const s = wordsOf(el);
    expect($(el, '.receipt .intro')!.textContent).to.equal(SEVERAL.intro);
    const details = $<HTMLDetailsElement>(el, '.receipt details')!;
    const summary = details.querySelector('summary')!;
    expect(details.open, 'closed at first').to.equal(false);
    expect(summary.textContent).to.equal(
      `${s.sent}${['eu-west-1', 'keep logs 30 days', 'Platform'].map(isolate).join(' · ')}`,
    );
    const lines = $$(el, '.receipt .lines li');
    expect(lines.map((li) => [part(li, 'q'), part(li, 'a')])).to.deep.equal([
      ['In which region will data be stored?', 'eu-west-1'],
      ['Anything else?', 'keep logs 30 days'],
      ['Who owns the bucket?', 'Platform'],
    ]);
    expect(lines.map(rendered), 'the list waits behind the line').to.deep.equal([false, false, false]);
    expect(drawn(summary, '::after'), 'the chevron points down').to.deep.equal({
      width: '7px',
      height: '7px',
      rotate: '45deg',
    });
    expect(drawn(summary.querySelector('.done')!, '::before'), 'the check mark').to.not.equal(undefined);
    // one line high: the summary row is the whole receipt's body
    const row = summary.getBoundingClientRect().height;
    expect(row).to.be.below(40);
    await expect(el).to.be.accessible();

    await clickOn(el, summary);
    expect(details.open).to.equal(true);
    expect(lines.map(rendered)).to.deep.equal([true, true, true]);
    expect(drawn(summary, '::after')?.rotate, 'open: the chevron points up').to.equal('225deg');
    await expect(el).to.be.accessible();

    await clickOn(el, summary);
    expect(details.open).to.equal(false);
    expect(lines.map(rendered)).to.deep.equal([false, false, false]);
  });

  it('the keyboard reaches the line with Tab and opens it with Enter, closes it with Space', async () => {
    const m = await restored(SEVERAL, [{ questionId: 'region', outcome: 'answered', selected: ['1'] }]);
    const { el } = m;
    const details = $<HTMLDetailsElement>(el, '.receipt details')!;
    await enterWithTab(m);
    expect(deepActive(), 'Tab lands on the line').to.equal(details.querySelector('summary'));
    await press(el, 'Enter');
    expect(details.open).to.equal(true);
    expect(shownText(el)).to.contain('In which region will data be stored?');
    expect(rendered($(el, '.receipt .lines li')!)).to.equal(true);
    await press(el, ' ');
    expect(details.open).to.equal(false);
  });

  it('a set replaced by a newer one keeps its one muted line: no intro, no answers, nothing to open', async () => {
    const { el } = await mountData(JSON.stringify(SEVERAL));
    el.reason = 'superseded';
    el.state = 'closed';
    await el.updateComplete;
    const receipt = $(el, '.receipt')!;
    expect(receipt.textContent).to.equal(wordsOf(el).reasons.superseded);
    expect(receipt.querySelector('.intro, details, .lines')).to.equal(null);
    expect(drawn(receipt.querySelector('.done')!, '::before'), 'not answered: no check mark').to.equal(
      undefined,
    );
    await expect(el).to.be.accessible();
  });
});

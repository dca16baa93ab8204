/**
 * Issue 4, item 1, and issue 41 (E): while `streaming` is set the element shows a quiet
 * placeholder until a question is complete in the bytes so far, then the questions complete so
 * far — never an error, never a half question, nothing sent — and when it is removed the body
 * decodes once, to exactly what a one-shot body gives.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { forgetAll } from '../../src/elements.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import {
  $,
  actionable,
  canonical,
  container,
  create,
  mount,
  normalizedDom,
  optionRows,
  record,
  settle,
} from '../elements/helpers.js';
import { WIZARD, ask } from './bodies.js';

/** Asserts the quiet placeholder state. */
function expectPlaceholder(el: QuestionSetElement, at: string) {
  expect($(el, '[part~="placeholder"]'), `placeholder (${at})`).to.not.equal(null);
  expect($(el, '[role="alert"]'), `no alert (${at})`).to.equal(null);
  expect(el.error, `no error (${at})`).to.equal(undefined);
  expect(
    actionable(el).map((e) => e.localName),
    `nothing actionable (${at})`,
  ).to.deep.equal([]);
}

/**
 * Where the first question of WIZARD is complete: once the line that begins the second one has its
 * first character, the next item's `-` (issue 49: the body is read without the blanks that end it,
 * so a line's end may never come).
 */
const FIRST_DONE = WIZARD.indexOf('  - key: retention') + 3;

/** While streaming with questions complete: no error, no Send, nothing that could send. */
function expectStreamingSet(el: QuestionSetElement, at: string) {
  expect($(el, '[part~="placeholder"]'), `no placeholder (${at})`).to.equal(null);
  expect($(el, '[role="alert"]'), `no alert (${at})`).to.equal(null);
  expect(el.error, `no error (${at})`).to.equal(undefined);
  expect($(el, '[part~="overview"]'), `no overview (${at})`).to.equal(null);
  expect(el.submit(), `submit() while streaming (${at})`).to.equal(false);
}

/** Renders `body` once, without streaming, and returns its DOM and answers (then removes it). */
async function oneShot(body: string, attrs: Record<string, string> = {}) {
  const el = await mount(body, { attrs });
  const snapshot = { dom: normalizedDom(el), answers: canonical(el.answers), state: el.state };
  el.remove();
  forgetAll();
  return snapshot;
}

describe('streaming', () => {
  beforeEach(() => forgetAll());
  afterEach(() => forgetAll());

  it('a placeholder until the first question is complete, then the questions so far, with no error event', async () => {
    const events = record();
    const parent = await container();
    const el = create('', { attrs: { streaming: '' } });
    el.textContent = '';
    parent.append(el);
    await settle(el);
    expectPlaceholder(el, 'empty');
    // cut points across the YAML: mid-key, mid-value, mid-flow-sequence, at line ends
    const points = [1, 4, 13, 30, 47, 60, 75, 99, 120, 150, 180, 211, WIZARD.length - 3, WIZARD.length];
    let from = 0;
    for (const to of points) {
      el.append(document.createTextNode(WIZARD.slice(from, to)));
      from = to;
      await settle(el);
      if (to < FIRST_DONE) expectPlaceholder(el, `${to} of ${WIZARD.length} characters`);
      else expectStreamingSet(el, `${to} of ${WIZARD.length} characters`);
    }
    expect(events.errors, 'question-error while streaming').to.have.length(0);
    events.stop();
  });

  it('a half body stays quiet however long it waits, and nothing can be sent', async () => {
    const events = record();
    const el = await mount(WIZARD.slice(0, 70), { attrs: { streaming: '' } });
    await new Promise((r) => setTimeout(r, 200));
    await settle(el);
    expectPlaceholder(el, 'half body');
    expect(el.submit(), 'submit() while streaming').to.equal(false);
    expect(el.decline(), 'decline() while streaming').to.equal(false);
    expect(events.errors).to.have.length(0);
    expect(events.answers).to.have.length(0);
    events.stop();
  });

  it('removing `streaming` decodes the whole body once: the DOM and answers equal a one-shot body', async () => {
    const want = await oneShot(WIZARD);
    const events = record();
    const el = await mount('', { attrs: { streaming: '' } });
    for (const ch of WIZARD) el.append(document.createTextNode(ch));
    await settle(el);
    // the last YAML item is complete only once the stream ends: two of three questions so far
    expectStreamingSet(el, 'all characters in, still streaming');
    expect(el.set?.questions.length).to.equal(2);
    el.removeAttribute('streaming');
    await settle(el);
    expect(normalizedDom(el)).to.equal(want.dom);
    expect(canonical(el.answers)).to.deep.equal(want.answers);
    expect(el.state).to.equal('open');
    expect(optionRows(el)).to.have.length(3);
    expect(events.errors).to.have.length(0);
    events.stop();
  });

  it('the `data` property growing under `streaming` ends in the one-shot result too', async () => {
    const body = ask('ask-stream-data');
    const want = await oneShot(body);
    const events = record();
    const parent = await container();
    const el = document.createElement('question-set');
    el.setAttribute('streaming', '');
    parent.append(el);
    for (let i = 1; i <= body.length; i += 17) {
      el.data = body.slice(0, i);
      await el.updateComplete;
      if (!el.set) expectPlaceholder(el, `${i} characters`);
      else expectStreamingSet(el, `${i} characters`);
    }
    el.data = body;
    await settle(el);
    el.streaming = false;
    await settle(el);
    expect(normalizedDom(el)).to.equal(want.dom);
    expect(canonical(el.answers)).to.deep.equal(want.answers);
    expect(events.errors).to.have.length(0);
    events.stop();
  });

  it('an object replaced as it arrives (a partial tool input): every question but the last, kept when it goes undefined (issue 49)', async () => {
    const q = (n: number, label = `Option ${n}`) => ({
      header: `H${n}`,
      question: `Question ${n}?`,
      multiSelect: false,
      options: [
        { label, description: 'A' },
        { label: `Other ${n}`, description: 'B' },
      ],
    });
    const events = record();
    const parent = await container();
    const el = document.createElement('question-set');
    el.format = 'structured';
    el.setAttribute('streaming', '');
    parent.append(el);
    const questions = () => el.set?.questions.map((x) => x.text) ?? [];
    // as parsePartialJson gives them: a cut label, a half-written item, then more
    el.data = { questions: [q(1, 'Opt')] };
    await settle(el);
    expectPlaceholder(el, 'one question, still arriving');
    el.data = { questions: [q(1), {}] };
    await settle(el);
    expectStreamingSet(el, 'the second begun');
    expect(questions()).to.deep.equal(['Question 1?']);
    const shown = el.set;
    // the SDK's repair failed: nothing new, what is shown stays
    el.data = undefined;
    await settle(el);
    expect(el.set).to.equal(shown);
    // an equal object again: the same set, not decoded again
    el.data = { questions: [q(1), { header: 'H' }] };
    await settle(el);
    expect(el.set).to.equal(shown);
    el.data = { questions: [q(1), q(2), q(3, 'Opt')] };
    await settle(el);
    expect(questions()).to.deep.equal(['Question 1?', 'Question 2?']);
    el.data = { questions: [q(1), q(2), q(3)] };
    el.streaming = false;
    await settle(el);
    expect(questions()).to.deep.equal(['Question 1?', 'Question 2?', 'Question 3?']);
    expect(events.errors).to.have.length(0);
    events.stop();
  });

  it('a half body shows its error only once streaming ends (one question-error event)', async () => {
    const events = record();
    const el = await mount('{"questions": [{"key": "a", "te', { attrs: { streaming: '' } });
    expectPlaceholder(el, 'streaming');
    el.removeAttribute('streaming');
    await settle(el);
    expect(el.error?.code).to.equal('syntax');
    expect($(el, '[role="alert"]')).to.not.equal(null);
    expect(events.errors.map((e) => e.detail.error.code)).to.deep.equal(['syntax']);
    events.stop();
  });

  it('an unclosed ```questions fence is still arriving while streaming, and decodes once it is closed', async () => {
    const fenced = '```questions\n' + WIZARD + '```\n';
    const want = await oneShot(fenced);
    const events = record();
    const el = await mount('```questions\n' + WIZARD, { attrs: { streaming: '' } });
    expectStreamingSet(el, 'fence open');
    expect(el.set?.questions.length).to.equal(2);
    el.append(document.createTextNode('```\n'));
    await settle(el);
    expectStreamingSet(el, 'fence closed, still streaming');
    el.removeAttribute('streaming');
    await settle(el);
    expect(normalizedDom(el)).to.equal(want.dom);
    expect(events.errors).to.have.length(0);
    events.stop();
  });

  it('setting `streaming` again on a shown set shows its complete questions, and nothing can be sent', async () => {
    const events = record();
    const el = await mount(WIZARD);
    expect(optionRows(el)).to.have.length(3);
    el.setAttribute('streaming', '');
    await settle(el);
    expectStreamingSet(el, 'streaming again');
    optionRows(el).forEach((o) => o.click());
    expect(el.submit()).to.equal(false);
    expect(events.answers).to.have.length(0);
    events.stop();
    el.removeAttribute('streaming');
    await settle(el);
    expect(optionRows(el)).to.have.length(3);
  });

  it('a framework patching the text node in place while streaming ends in the final body', async () => {
    const want = await oneShot(WIZARD);
    const el = await mount('', { attrs: { streaming: '' } });
    const node = el.firstChild as Text;
    for (let i = 0; i <= WIZARD.length; i += 9) {
      node.data = WIZARD.slice(0, i);
      await el.updateComplete;
    }
    node.data = WIZARD;
    el.removeAttribute('streaming');
    await settle(el);
    expect(normalizedDom(el)).to.equal(want.dom);
  });
});

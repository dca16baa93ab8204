/**
 * Issue 36, decision 2 (SPEC §6, amended): a set restored as answered or closed renders its
 * receipt from the decoded set, without an answering session, until `reopen()` or a host change
 * needs one; it then behaves as it always did. On the built script-tag bundle, as a page loads it.
 *
 * The session is observed by what only a session does: it is the one thing that re-renders the
 * element when its status changes from outside (`subscribe`) and that claims the set's scope; a
 * restored receipt is one update and nothing after it. What is counted here is the element's
 * update cycles (`performUpdate`, Lit's one entry to an update) and what the page sees: the receipt's
 * DOM, the `question-change` events, `state`, `answers`. The same set restored the old way (its
 * session made at once, by a host change of `answers` after the first render) is the reference
 * for "as today". Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import type { Answer } from '../../src/codec/model.js';

const BASE = '/some/site/assets/question-elements/';
const bundle = (await import(`${BASE}question-elements.js`)) as { forgetAll(): void };

const SET = {
  id: 'readonly-1',
  intro: 'Two points on the **bucket**.',
  questions: [
    { key: 'region', text: 'Region?', kind: 'choice', options: ['eu-central-1', 'eu-west-1'] },
    { key: 'owner', text: 'Who owns it?', kind: 'choice', options: ['Platform', 'Data'] },
  ],
};
const ANSWERS: Answer[] = [
  { questionId: 'region', outcome: 'answered', selected: ['2'] },
  { questionId: 'owner', outcome: 'answered', selected: ['1'] },
];

/** Counts the element's update cycles from its creation. */
function counted(el: QuestionSetElement): { updates: number } {
  const count = { updates: 0 };
  const own = el as unknown as { performUpdate(): void };
  const performUpdate = own.performUpdate;
  own.performUpdate = function (this: unknown) {
    count.updates++;
    return performUpdate.call(this);
  };
  return count;
}

/** A transcript's restored set: state and answers written before it is inserted (what the bench does). */
async function restored(
  state: 'answered' | 'closed',
  answers: Answer[] = ANSWERS,
): Promise<{ el: QuestionSetElement; count: { updates: number } }> {
  const el = document.createElement('question-set') as QuestionSetElement;
  const count = counted(el);
  el.setAttribute('state', state);
  el.setAttribute('scope-name', 'readonly');
  el.data = SET;
  el.answers = answers;
  document.body.append(el);
  await el.updateComplete;
  return { el, count };
}

/** The same restore with a session made at once: the answers set after the first render. */
async function withSession(state: 'answered' | 'closed'): Promise<QuestionSetElement> {
  const el = document.createElement('question-set') as QuestionSetElement;
  el.setAttribute('state', state);
  el.setAttribute('scope-name', 'readonly-reference');
  el.data = SET;
  document.body.append(el);
  await el.updateComplete;
  el.answers = ANSWERS;
  await el.updateComplete;
  return el;
}

const html = (el: QuestionSetElement) =>
  [...el.shadowRoot!.children]
    .filter((n) => n.localName !== 'style')
    .map((n) => n.outerHTML)
    .join('');
const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

describe('the built bundle: a receipt may be read-only (SPEC §6)', () => {
  beforeEach(() => bundle.forgetAll());
  afterEach(() => {
    document.querySelectorAll('question-set').forEach((el) => el.remove());
    bundle.forgetAll();
  });

  for (const state of ['answered', 'closed'] as const) {
    it(`a set restored as ${state} renders the same receipt as with a session, and nothing after it`, async () => {
      const { el, count } = await restored(state);
      const reference = await withSession(state);
      expect(el.shadowRoot!.querySelector('[part~="receipt"]'), 'a receipt').to.not.equal(null);
      expect(html(el)).to.equal(html(reference));
      expect(el.state).to.equal(state);
      expect(el.answers).to.deep.equal(reference.answers);
      const shown = count.updates;
      await frames();
      await el.updateComplete;
      expect(count.updates, 'nothing re-renders it once shown').to.equal(shown);
    });
  }

  it('a newer open set in the same scope leaves the restored receipt alone and does not wake it', async () => {
    const { el, count } = await restored('answered');
    const shown = count.updates;
    const open = document.createElement('question-set') as QuestionSetElement;
    open.setAttribute('scope-name', 'readonly');
    open.data = { ...SET, id: 'readonly-2' };
    document.body.append(open);
    await open.updateComplete;
    await frames();
    expect(open.state).to.equal('open');
    expect(el.state).to.equal('answered');
    expect(count.updates).to.equal(shown);
  });

  it('reopen() then works as today: open, an empty draft, and a send is an answer', async () => {
    const { el } = await restored('answered');
    expect(el.answers, 'the restored answers, kept until reopened').to.deep.equal(ANSWERS);
    const changes: Event[] = [];
    el.addEventListener('question-change', (e) => changes.push(e));
    el.reopen();
    await el.updateComplete;
    expect(el.state).to.equal('open');
    expect(el.shadowRoot!.querySelector('[part~="receipt"]')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('[role="radio"]').length).to.be.greaterThan(0);
    expect(el.answers).to.deep.equal([]);
    expect(changes, 'reopening is a change of the draft').to.have.length(1);
    const sent: CustomEvent[] = [];
    el.addEventListener('question-answers', (e) => sent.push(e as CustomEvent));
    el.answers = ANSWERS;
    expect(el.submit()).to.equal(true);
    await el.updateComplete;
    expect(sent).to.have.length(1);
    expect(el.state).to.equal('answered');
  });

  it('the host opening a restored closed set keeps its answers as the draft', async () => {
    const { el } = await restored('closed');
    el.state = 'open';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="receipt"]')).to.equal(null);
    expect(el.answers).to.deep.equal(ANSWERS);
    // a wizard: its first question shows, with the restored answer chosen
    const checked = [...el.shadowRoot!.querySelectorAll('[role="radio"][aria-checked="true"]')];
    expect(checked.map((r) => r.textContent?.trim())).to.deep.equal(['eu-west-1']);
  });

  it('a host change of answers re-renders the receipt with them, with the change event as before', async () => {
    const { el } = await restored('closed');
    const reference = await withSession('closed');
    const changes: CustomEvent[] = [];
    el.addEventListener('question-change', (e) => changes.push(e as CustomEvent));
    const other: Answer[] = [{ questionId: 'region', outcome: 'answered', selected: ['1'] }];
    el.answers = other;
    reference.answers = other;
    await el.updateComplete;
    await reference.updateComplete;
    expect(changes).to.have.length(1);
    expect(changes[0].detail.answers).to.deep.equal(other);
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.include('eu-central-1');
    expect(text).to.not.include('eu-west-1');
    expect(html(el)).to.equal(html(reference));
  });

  it('a set sent by another element showing it is shown sent in the restored receipt too', async () => {
    const { el } = await restored('closed', []);
    const live = document.createElement('question-set') as QuestionSetElement;
    live.setAttribute('scope-name', 'readonly-live');
    live.data = SET;
    document.body.append(live);
    await live.updateComplete;
    live.answers = ANSWERS;
    expect(live.submit()).to.equal(true);
    await el.updateComplete;
    expect(el.state).to.equal('answered');
    expect(el.answers).to.deep.equal(live.answers);
    const receipt = (e: QuestionSetElement) => e.shadowRoot!.querySelector('[part~="receipt"]')?.outerHTML;
    expect(receipt(el)).to.equal(receipt(live));
  });
});

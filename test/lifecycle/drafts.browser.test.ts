/**
 * Issue 4, item 2: the draft (answers and current step) is kept in sessionStorage, keyed by format
 * and set id, and restored when an element for the same set is created again; it is never applied
 * to a different body; `persist="off"` turns it off; storage that throws changes nothing but
 * persistence.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { forgetAll } from '../../src/elements.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import {
  button,
  canonical,
  clickOn,
  container,
  mount,
  optionRows,
  record,
  settle,
  step,
  storedKeys,
  typeFree,
} from '../elements/helpers.js';
import { WIZARD, WIZARD_CHANGED } from './bodies.js';

/** Picks eu-west-1, Next, confirms, Next, types a note: step 2 of the wizard. */
async function answerSome(el: QuestionSetElement) {
  await clickOn(el, optionRows(el)[1]);
  await clickOn(el, button(el, 'Next'));
  expect(step(el), 'after the choice').to.equal(1);
  await clickOn(el, button(el, 'Confirm'));
  await clickOn(el, button(el, 'Next'));
  expect(step(el), 'after the confirm').to.equal(2);
  await typeFree(el, 'keep the logs');
}

const ANSWERED = [
  { questionId: 'notes', outcome: 'answered', selected: [], text: 'keep the logs' },
  { questionId: 'region', outcome: 'answered', selected: ['2'] },
  { questionId: 'retention', outcome: 'answered', selected: [] },
];

describe('drafts', () => {
  beforeEach(() => forgetAll());
  afterEach(() => forgetAll());

  it('survive removing and re-inserting the element', async () => {
    const el = await mount(WIZARD);
    await answerSome(el);
    const parent = el.parentElement!;
    el.remove();
    await new Promise((r) => setTimeout(r, 10));
    parent.append(el);
    await settle(el);
    expect(canonical(el.answers)).to.deep.equal(ANSWERED);
    expect(step(el)).to.equal(2);
    expect((el.shadowRoot!.querySelector('textarea.free') as HTMLTextAreaElement).value).to.equal(
      'keep the logs',
    );
  });

  it('are stored under question-elements:draft:<format>:<set id>', async () => {
    const el = await mount(WIZARD);
    await answerSome(el);
    expect(storedKeys()).to.include('question-elements:draft:vance:lifecycle-wizard');
  });

  it('are restored in a new element with the same body (a framework re-render, a reload)', async () => {
    const first = await mount(WIZARD);
    await answerSome(first);
    const parent = first.parentElement!;
    first.remove();
    const second = await mount(WIZARD, { parent });
    expect(canonical(second.answers)).to.deep.equal(ANSWERED);
    expect(step(second), 'the step is restored').to.equal(2);
    expect((second.shadowRoot!.querySelector('textarea.free') as HTMLTextAreaElement).value).to.equal(
      'keep the logs',
    );
  });

  it('are restored whether the body comes as text or as the data property', async () => {
    const first = await mount(WIZARD);
    await answerSome(first);
    first.remove();
    const second = await mount(WIZARD, { asData: true });
    expect(canonical(second.answers)).to.deep.equal(ANSWERED);
  });

  it('are never applied to a different body with the same set id', async () => {
    const first = await mount(WIZARD);
    await answerSome(first);
    first.remove();
    const other = await mount(WIZARD_CHANGED);
    expect(other.set?.id).to.equal('lifecycle-wizard');
    expect(other.answers).to.deep.equal([]);
    expect(step(other)).to.equal(0);
  });

  it('a body changed in place (same id) keeps the answers to the questions it did not change, and the step', async () => {
    const el = await mount(WIZARD);
    await answerSome(el);
    (el.firstChild as Text).data = WIZARD_CHANGED;
    await settle(el);
    // the region question's text changed: its answer goes (with the notice); the others stay
    expect(canonical(el.answers)).to.deep.equal(ANSWERED.filter((a) => a.questionId !== 'region'));
    expect(step(el)).to.equal(2);
  });

  it('persist="off" stores nothing and restores nothing', async () => {
    const first = await mount(WIZARD, { attrs: { persist: 'off' } });
    await answerSome(first);
    expect(storedKeys(), 'nothing in sessionStorage').to.deep.equal([]);
    first.remove();
    const second = await mount(WIZARD, { attrs: { persist: 'off' } });
    expect(second.answers).to.deep.equal([]);
    // the same instance keeps its own draft across re-insertion, storage or not
    const parent = first.parentElement ?? (await container());
    parent.append(first);
    await settle(first);
    expect(canonical(first.answers)).to.deep.equal(ANSWERED);
  });

  it('persist="off" leaves earlier drafts of other elements alone and does not read them', async () => {
    const first = await mount(WIZARD);
    await answerSome(first);
    first.remove();
    const off = await mount(WIZARD, { attrs: { persist: 'off' } });
    expect(off.answers, 'a persist="off" element does not read the stored draft').to.deep.equal([]);
  });

  describe('with a sessionStorage that throws', () => {
    const saved = {
      getItem: Storage.prototype.getItem,
      setItem: Storage.prototype.setItem,
      removeItem: Storage.prototype.removeItem,
      key: Storage.prototype.key,
    };
    const boom = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    beforeEach(() => {
      Storage.prototype.getItem = boom;
      Storage.prototype.setItem = boom;
      Storage.prototype.removeItem = boom;
      Storage.prototype.key = boom;
    });
    afterEach(() => Object.assign(Storage.prototype, saved));

    it('the element still renders, takes answers, moves on and sends once', async () => {
      const events = record();
      const el = await mount(WIZARD);
      await answerSome(el);
      expect(canonical(el.answers)).to.deep.equal(ANSWERED);
      await clickOn(el, button(el, 'Review'));
      expect(step(el)).to.equal(3);
      const send = button(el, 'Send answers');
      send.click();
      send.click();
      await settle(el);
      expect(events.answers).to.have.length(1);
      expect(el.state).to.equal('answered');
      // a re-created element still knows it was sent (in memory)
      const parent = el.parentElement!;
      el.remove();
      const again = await mount(WIZARD, { parent });
      expect(again.state).to.equal('answered');
      expect(events.answers).to.have.length(1);
      events.stop();
    });

    it('remove and re-insert keeps the draft of the same instance', async () => {
      const el = await mount(WIZARD);
      await answerSome(el);
      const parent = el.parentElement!;
      el.remove();
      parent.append(el);
      await settle(el);
      expect(canonical(el.answers)).to.deep.equal(ANSWERED);
    });
  });

  it('a missing sessionStorage (access throws, as in a sandboxed frame) changes nothing but persistence', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const events = record();
      const el = await mount(WIZARD);
      await answerSome(el);
      expect(canonical(el.answers)).to.deep.equal(ANSWERED);
      await clickOn(el, button(el, 'Review'));
      await clickOn(el, button(el, 'Send answers'));
      expect(events.answers).to.have.length(1);
      events.stop();
    } finally {
      if (descriptor) Object.defineProperty(window, 'sessionStorage', descriptor);
      else delete (window as { sessionStorage?: Storage }).sessionStorage;
    }
  });

  it('a stored draft that is not JSON, or not a draft, is ignored', async () => {
    sessionStorage.setItem('question-elements:draft:vance:lifecycle-wizard', '{not json');
    const a = await mount(WIZARD);
    expect(a.answers).to.deep.equal([]);
    a.remove();
    sessionStorage.setItem(
      'question-elements:draft:vance:lifecycle-wizard',
      JSON.stringify({ answers: 'x', step: 'y' }),
    );
    const b = await mount(WIZARD);
    expect(b.answers).to.deep.equal([]);
    expect(step(b)).to.equal(0);
  });
});

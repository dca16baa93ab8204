/**
 * Issue 4, item 3: a set is sent at most once per set id — double click, Enter plus click, a
 * re-created element give one `question-answers` event, and later attempts show the read-only
 * answered state. A listener calling `preventDefault()` reports failed delivery: the draft stays
 * and the retry carries the same `requestId`.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { forgetAll } from '../../src/elements.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import {
  $,
  actionable,
  button,
  canonical,
  clickOn,
  container,
  mount,
  optionRows,
  record,
  settle,
  shownText,
  step,
  typeFree,
} from '../elements/helpers.js';
import { CARD, WIZARD, ask } from './bodies.js';

/** Answers the wizard and opens the overview; returns the send button. */
async function toOverview(el: QuestionSetElement): Promise<HTMLButtonElement> {
  await clickOn(el, optionRows(el)[0]);
  await clickOn(el, button(el, 'Next'));
  await clickOn(el, button(el, 'Confirm'));
  await clickOn(el, button(el, 'Next'));
  await typeFree(el, 'none');
  await clickOn(el, button(el, 'Review'));
  expect(step(el)).to.equal(3);
  return button(el, 'Send answers');
}

/** The read-only answered state: a receipt, nothing to act on. */
function expectAnswered(el: QuestionSetElement) {
  expect(el.state).to.equal('answered');
  expect(el.getAttribute('state'), 'state is reflected').to.equal('answered');
  expect($(el, '[part~="receipt"]'), 'receipt').to.not.equal(null);
  expect(
    actionable(el).map((e) => e.localName),
    'nothing actionable in the receipt',
  ).to.deep.equal([]);
}

function centre(e: Element): [number, number] {
  const r = e.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

describe('sent once', () => {
  beforeEach(() => forgetAll());
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
    forgetAll();
  });

  it('two clicks on "Send answers" in one task send once', async () => {
    const events = record();
    const el = await mount(WIZARD);
    const send = await toOverview(el);
    send.click();
    send.click();
    await settle(el);
    expect(events.answers).to.have.length(1);
    expectAnswered(el);
    events.stop();
  });

  it('a real mouse double click on "Send answers" sends once', async () => {
    const events = record();
    const el = await mount(WIZARD);
    const send = await toOverview(el);
    const at = centre(send);
    await sendMouse({ type: 'click', position: at });
    await sendMouse({ type: 'click', position: at });
    await settle(el);
    expect(events.answers).to.have.length(1);
    expectAnswered(el);
    events.stop();
  });

  it('Enter on the focused send button plus a click sends once', async () => {
    const events = record();
    const el = await mount(WIZARD);
    const send = await toOverview(el);
    send.focus();
    await sendKeys({ press: 'Enter' });
    send.click();
    await settle(el);
    expect(events.answers).to.have.length(1);
    expectAnswered(el);
    events.stop();
  });

  it('a card: two option clicks in a row send once (the first)', async () => {
    const events = record();
    const el = await mount(CARD);
    const [yes, no] = optionRows(el);
    yes.click();
    no.click();
    yes.click();
    await settle(el);
    expect(events.answers).to.have.length(1);
    expect(events.answers[0].detail.answers).to.deep.equal([
      { questionId: 'go', outcome: 'answered', selected: ['1'], labels: ['Yes'] },
    ]);
    expectAnswered(el);
    events.stop();
  });

  it('submit() twice sends once; methods after sending do nothing', async () => {
    const events = record();
    const el = await mount(WIZARD);
    await toOverview(el);
    expect(el.submit()).to.equal(true);
    expect(el.submit()).to.equal(false);
    expect(el.decline()).to.equal(false);
    await settle(el);
    expect(events.answers).to.have.length(1);
    expectAnswered(el);
    events.stop();
  });

  it('a re-created element for the sent set shows the answers read-only and sends nothing', async () => {
    const events = record();
    const el = await mount(WIZARD);
    const send = await toOverview(el);
    await clickOn(el, send);
    const sent = canonical(el.answers);
    const parent = el.parentElement!;
    el.remove();
    const again = await mount(WIZARD, { parent });
    expectAnswered(again);
    expect(canonical(again.answers)).to.deep.equal(sent);
    expect(shownText(again)).to.include('eu-central-1');
    expect(again.submit()).to.equal(false);
    expect(events.answers).to.have.length(1);
    events.stop();
  });

  it('a re-created element with persist="off" still knows the set was sent (in this page)', async () => {
    const events = record();
    const el = await mount(CARD, { attrs: { persist: 'off' } });
    await clickOn(el, optionRows(el)[0]);
    el.remove();
    const again = await mount(CARD, { attrs: { persist: 'off' } });
    expectAnswered(again);
    expect(events.answers).to.have.length(1);
    events.stop();
  });

  describe('a host that reports failure with preventDefault()', () => {
    it('keeps the draft open, and the retry carries the same requestId', async () => {
      const events = record();
      const el = await mount(WIZARD);
      const send = await toOverview(el);
      const draft = canonical(el.answers);
      let fail = true;
      el.addEventListener('question-answers', (e) => {
        if (fail) e.preventDefault();
      });
      await clickOn(el, send);
      expect(events.answers, 'the attempt was dispatched').to.have.length(1);
      expect(el.state, 'still open').to.equal('open');
      expect(canonical(el.answers), 'the draft is kept').to.deep.equal(draft);
      expect(step(el), 'still on the overview').to.equal(3);
      fail = false;
      await clickOn(el, button(el, 'Send answers'));
      expect(events.answers).to.have.length(2);
      const [first, retry] = events.answers;
      expect(retry.detail.requestId, 'same requestId').to.equal(first.detail.requestId);
      expect(retry.detail.payload).to.deep.equal(first.detail.payload);
      expectAnswered(el);
      // and nothing more
      expect(el.submit()).to.equal(false);
      expect(events.answers).to.have.length(2);
      events.stop();
    });

    it('a re-created element retries with the same requestId', async () => {
      const events = record();
      const el = await mount(WIZARD);
      const send = await toOverview(el);
      const refuse = (e: Event) => e.preventDefault();
      el.addEventListener('question-answers', refuse);
      await clickOn(el, send);
      const parent = el.parentElement!;
      el.remove();
      const again = await mount(WIZARD, { parent });
      expect(again.state).to.equal('open');
      expect(step(again), 'back on the overview').to.equal(3);
      await clickOn(again, button(again, 'Send answers'));
      expect(events.answers).to.have.length(2);
      expect(events.answers[1].detail.requestId).to.equal(events.answers[0].detail.requestId);
      expectAnswered(again);
      events.stop();
    });

    it('a decline refused by the host keeps the set open; the retry carries the same requestId', async () => {
      const events = record();
      const el = await mount(ask('ask-decline-retry'));
      let fail = true;
      el.addEventListener('question-decline', (e) => {
        if (fail) e.preventDefault();
      });
      expect(el.decline('not now')).to.equal(false);
      expect(el.state).to.equal('open');
      fail = false;
      expect(el.decline('not now')).to.equal(true);
      await settle(el);
      expect(events.declines).to.have.length(2);
      expect(events.declines[1].detail.requestId).to.equal(events.declines[0].detail.requestId);
      expect(el.state).to.equal('closed');
      expect(el.decline()).to.equal(false);
      expect(el.submit()).to.equal(false);
      events.stop();
    });
  });

  it('two elements showing the same set at once (different scopes): once one has sent, the other cannot send again', async () => {
    const events = record();
    const parent = await container();
    const a = await mount(CARD, { parent, attrs: { scope: 'thread' } });
    const b = await mount(CARD, { parent, attrs: { scope: 'popover' } });
    expect(a.state).to.equal('open');
    expect(b.state).to.equal('open');
    await clickOn(a, optionRows(a)[0]);
    expect(events.answers).to.have.length(1);
    const rows = optionRows(b);
    if (rows.length) await clickOn(b, rows[1]);
    expect(
      events.answers.map((e) => e.detail.setId),
      'answer events for one set id',
    ).to.have.length(1);
    events.stop();
  });
});

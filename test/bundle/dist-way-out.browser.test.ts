/**
 * Issue 41 §2 and §3 on the built script-tag entry (test/builds.ts). The way out, in every format and layout: reached with Tab and
 * pressed with Enter, it fires `question-decline` with the codec's text and the format's payload,
 * and the receipt says the set was answered in the chat. `question-open` fires once per opening:
 * not again on a re-render or the same body read again, again after `reopen()`, never for a set
 * restored as answered. readAnswers of that text is held in Node (test/codec/decline.test.ts).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { DECLINED_WORDS } from '../../src/codec/decline-words.js';
import type { QuestionSetElement } from '../../src/index.js';
import { forEachBuild, useBuild } from '../builds.js';
import { $, fresh, mountData, settle, shownText as text, tabTo as tabUntil } from '../elements/helpers.js';

await useBuild('dist');

type El = QuestionSetElement;

const DECLINED = DECLINED_WORDS.en;
/** the receipt of the way out where the format has no decline of its own: the user answers in the chat */
const IN_CHAT = 'Answering in the chat';
/** the receipt of a format's own decline (shiitake, mcp): declined, not answered anywhere (issue 50) */
const DECLINED_RECEIPT = 'Declined';

/** Tab from the button before the set until focus is on `wanted` (a real key each time). */
async function tabTo(el: El, wanted: () => Element | null, what: string): Promise<void> {
  (el.previousElementSibling as HTMLElement).focus();
  await tabUntil(el, (e) => e === wanted(), what, { max: 60 });
}

interface Case {
  name: string;
  body: string;
  tag?: 'question-form';
  attrs?: Record<string, string>;
  /** what the payload holds (the rest is the format's own) */
  payload: (setId: string, requestId: string) => unknown;
  /** shiitake: the Decline button, then a note and its Decline */
  note?: string;
  /** mcp: the format's own Decline chip is the way out */
  own?: boolean;
}

const VANCE_ONE =
  'id: way-card\nquestions:\n  - key: db\n    text: Which database?\n    kind: choice\n    options: [PostgreSQL, SQLite]\n';
const VANCE_TWO = `${VANCE_ONE.replace('way-card', 'way-wizard')}  - key: name\n    text: What name?\n`;

const CASES: Case[] = [
  {
    name: 'vance card',
    body: VANCE_ONE,
    payload: (setId) => ({ content: DECLINED, questionDecline: { setId } }),
  },
  {
    name: 'vance wizard',
    body: VANCE_TWO,
    payload: (setId) => ({ content: DECLINED, questionDecline: { setId } }),
  },
  {
    name: 'vance, the form layout',
    body: VANCE_TWO.replace('way-wizard', 'way-form-layout'),
    attrs: { layout: 'form' },
    payload: (setId) => ({ content: DECLINED, questionDecline: { setId } }),
  },
  {
    name: 'egoz',
    body: JSON.stringify({
      id: 'qs_way',
      locale: 'en-US',
      questions: [
        {
          id: 'slot',
          title: 'Which slot?',
          answers: [
            { id: 'am', label: 'Morning' },
            { id: 'pm', label: 'Afternoon' },
          ],
        },
      ],
    }),
    payload: (setId) => ({ message: DECLINED, metadata: { questionSetId: setId, declined: true } }),
  },
  {
    name: 'index',
    body: JSON.stringify({
      version: 1,
      questions: [
        { opportunityId: 'c7e2a4f0-93b1-4d58-a6e0-000000000041', prompt: 'What do you need from them?' },
      ],
    }),
    payload: () => ({ message: DECLINED, answers: [], declined: true }),
  },
  {
    name: 'structured',
    body: JSON.stringify({
      questions: [
        {
          header: 'Stage',
          question: 'Which stage?',
          multiSelect: false,
          options: [
            { label: 'Seed', description: 'first round' },
            { label: 'Series A', description: 'growth' },
          ],
        },
      ],
    }),
    payload: () => ({
      questions: [
        {
          question: 'Which stage?',
          header: 'Stage',
          options: [
            { label: 'Seed', description: 'first round' },
            { label: 'Series A', description: 'growth' },
          ],
          multiSelect: false,
        },
      ],
      answers: {},
      declined: true,
    }),
  },
  {
    name: '<question-form>',
    tag: 'question-form',
    attrs: { id: 'way-form', title: 'Brief' },
    body: JSON.stringify({ questions: [{ id: 'goal', label: 'Your goal?', type: 'text' }] }),
    payload: () => ({ formId: 'way-form', message: DECLINED, values: {}, declined: true }),
  },
  {
    name: 'shiitake (its own Decline, with a note)',
    body: JSON.stringify([
      {
        id: 'go',
        header: 'Go',
        question: 'Ship it?',
        options: [
          { label: 'Yes', description: '' },
          { label: 'No', description: '' },
        ],
      },
    ]),
    note: 'ask me on Monday',
    payload: (setId, requestId) => ({ askId: setId, requestId, note: 'ask me on Monday' }),
  },
  {
    name: 'mcp (its own Decline)',
    body: JSON.stringify({
      message: 'Deploy?',
      requestedSchema: { type: 'object', properties: { region: { type: 'string', enum: ['eu', 'us'] } } },
    }),
    own: true,
    payload: () => ({ action: 'decline' }),
  },
];

/** The case's body as the element's text, in a page of its own (no storage, no scope), after the button where a Tab starts. */
const mount = async (c: Pick<Case, 'body' | 'tag' | 'attrs'>, created?: (el: El) => void) =>
  (
    await mountData(c.body, {
      text: true,
      tag: c.tag,
      persist: false,
      attrs: { 'scope-name': 'none', ...c.attrs },
      created,
    })
  ).el;

await forEachBuild('a way out in every format (issue 41 §2)', function () {
  this.timeout(20_000);
  afterEach(fresh);

  for (const c of CASES) {
    const receipt = c.note || c.own ? DECLINED_RECEIPT : IN_CHAT;
    it(`${c.name}: reached by keyboard, the event carries the text and payload, the receipt says "${receipt}"`, async () => {
      const el = await mount(c);
      const events: CustomEvent[] = [];
      el.addEventListener('question-decline', (e) => events.push(e as CustomEvent));
      const wayOut = () => $(el, 'button[data-act="start-decline"]');
      expect(wayOut(), `the way out is on the set: ${text(el)}`).to.not.equal(null);
      // quiet: a text button in the footer row, never the primary action
      expect(wayOut()!.closest('.leave')).to.not.equal(null);
      expect(wayOut()!.classList.contains('primary')).to.equal(false);
      if (!c.own && !c.note) {
        expect(wayOut()!.textContent!.trim()).to.equal('Answer in chat instead');
        expect(wayOut()!.classList.contains('outlined'), 'a text button, not a chip').to.equal(false);
      }
      await tabTo(el, wayOut, 'the way out');
      await sendKeys({ press: 'Enter' });
      await settle(el);
      if (c.note) {
        expect(events, 'the note comes first').to.have.length(0);
        await sendKeys({ type: c.note });
        await tabTo(el, () => $(el, 'button[data-act="decline"]'), 'the Decline of the note');
        await sendKeys({ press: 'Enter' });
        await settle(el);
      }
      expect(events).to.have.length(1);
      const d = events[0].detail as {
        setId: string;
        format: string;
        requestId: string;
        note?: string;
        text: string;
        payload: unknown;
      };
      expect(d.setId).to.be.a('string').and.not.equal('');
      expect(d.requestId).to.match(/^[0-9a-f-]{36}$/);
      expect(d.text).to.equal(c.note ? `${DECLINED} — ${c.note}` : DECLINED);
      expect(d.note).to.equal(c.note);
      expect(d.payload).to.deep.equal(c.payload(d.setId, d.requestId));
      expect(el.getAttribute('reason')).to.equal('declined');
      expect(text(el)).to.contain(receipt);
      expect(text(el)).not.to.contain(receipt === IN_CHAT ? 'Answered in the chat' : 'in the chat');
      expect(text(el)).not.to.contain('Answer in chat instead');
    });
  }
});

await forEachBuild('question-open once per opening (issue 41 §3)', function () {
  this.timeout(20_000);
  afterEach(fresh);

  /** Mounts with a listener from before the first render; returns the opens seen. */
  async function counted(c: Pick<Case, 'body' | 'tag' | 'attrs'>, setup?: (el: El) => void) {
    const opens: CustomEvent[] = [];
    const el = await mount(c, (e) => {
      e.addEventListener('question-open', (ev) => opens.push(ev as CustomEvent));
      setup?.(e);
    });
    return { el, opens };
  }

  it('first render fires once, with setId and format, bubbling and composed; re-renders and a re-read fire nothing', async () => {
    const seenAbove: Event[] = [];
    document.addEventListener('question-open', (e) => seenAbove.push(e));
    const { el, opens } = await counted({ body: VANCE_TWO });
    document.removeEventListener('question-open', (e) => seenAbove.push(e));
    expect(opens).to.have.length(1);
    expect(opens[0].detail).to.deep.equal({ setId: 'way-wizard', format: 'vance' });
    expect(opens[0].bubbles && opens[0].composed).to.equal(true);
    expect(seenAbove).to.have.length(1);
    el.requestUpdate();
    await settle(el);
    el.textContent = VANCE_TWO; // the same body, read again
    await settle(el);
    el.data = VANCE_TWO;
    await settle(el);
    // a step moved is a re-render of the same opening
    await sendKeys({ press: 'Tab' });
    await settle(el);
    expect(opens).to.have.length(1);
  });

  it('answered, then reopen(): once more; a declined set reopened: once more', async () => {
    const { el, opens } = await counted({ body: VANCE_ONE });
    el.answers = [{ questionId: 'db', outcome: 'answered', selected: ['1'] }];
    await settle(el);
    expect(el.submit()).to.equal(true);
    await settle(el);
    expect(el.state).to.equal('answered');
    expect(opens).to.have.length(1);
    el.reopen();
    await settle(el);
    expect(el.state).to.equal('open');
    expect(opens).to.have.length(2);
    el.requestUpdate();
    await settle(el);
    expect(opens).to.have.length(2);
  });

  it('a set restored as answered or closed fires nothing; a broken body fires nothing', async () => {
    const answered = await counted({ body: VANCE_ONE }, (e) => {
      e.setAttribute('state', 'answered');
      e.answers = [{ questionId: 'db', outcome: 'answered', selected: ['1'] }];
    });
    const closed = await counted({ body: VANCE_ONE.replace('way-card', 'way-closed') }, (e) =>
      e.setAttribute('reason', 'withdrawn'),
    );
    const broken = await counted({ body: '{"questions": 3}' });
    expect(answered.el.state).to.equal('answered');
    expect(closed.el.state).to.equal('closed');
    expect([answered.opens.length, closed.opens.length, broken.opens.length]).to.deep.equal([0, 0, 0]);
  });

  it('<question-form> and a set the host opens fire it too; two open sets, two events', async () => {
    const form = await counted({
      tag: 'question-form',
      attrs: { id: 'open-form' },
      body: JSON.stringify({ questions: [{ id: 'goal', label: 'Your goal?', type: 'text' }] }),
    });
    expect(form.opens.map((e) => e.detail)).to.deep.equal([{ setId: 'open-form', format: 'form' }]);
    const closed = await counted({ body: VANCE_ONE.replace('way-card', 'way-later') }, (e) =>
      e.setAttribute('reason', 'withdrawn'),
    );
    expect(closed.opens).to.have.length(0);
    closed.el.removeAttribute('reason');
    closed.el.setAttribute('state', 'open');
    await settle(closed.el);
    expect(closed.el.state).to.equal('open');
    expect(closed.opens).to.have.length(1);
  });
});

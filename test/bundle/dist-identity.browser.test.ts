/**
 * Issue 40, classes 6 and 7, on the built script-tag bundle (SPEC §6, the identity of sets):
 * the same set shown twice at once (a transcript and a search pane) is one set, and neither copy
 * closes the other; a set without an id of its own asked again later in the conversation is a new,
 * open set, while a re-render of the same message keeps its record; a host's `record-key` wins.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { forEachBuild, useBuild } from '../builds.js';
import { fresh, mount } from '../elements/helpers.js';
import type { Answer } from '../../src/codec/model.js';

await useBuild('dist');

/** A set with an id of its own. */
const DEPLOY = {
  id: 'deploy-1',
  questions: [{ key: 'region', text: 'Region?', kind: 'choice', options: ['eu-central-1', 'eu-west-1'] }],
};
/** Another set with an id of its own: asked after DEPLOY. */
const NOTIFY = {
  id: 'notify-1',
  questions: [{ key: 'who', text: 'Notify whom?', kind: 'choice', options: ['Ops', 'Nobody'] }],
};
/** No id of its own (derived from the body): what an agent asks again and again. */
const CONTINUE = {
  questions: [{ key: 'go', text: 'Continue?', kind: 'choice', options: ['Yes', 'No'] }],
};
const SUPERSEDED = 'Replaced by a newer question';

/** A transcript and a search pane, each a plain container in one document (one scope). */
function panes(): { transcript: HTMLElement; pane: HTMLElement } {
  const transcript = document.createElement('div');
  const pane = document.createElement('aside');
  document.body.append(transcript, pane);
  return { transcript, pane };
}

const shown = (el: QuestionSetElement) => (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');

/** Answers through the element's own API (what its buttons call), counting the events it sends. */
async function answer(el: QuestionSetElement, option: number): Promise<CustomEvent[]> {
  const events: CustomEvent[] = [];
  const listen = (e: Event) => events.push(e as CustomEvent);
  el.addEventListener('question-answers', listen);
  const q = el.set!.questions[0];
  const answers: Answer[] = [{ questionId: q.id, outcome: 'answered', selected: [q.options[option].id] }];
  el.answers = answers;
  el.submit();
  await el.updateComplete;
  el.removeEventListener('question-answers', listen);
  return events;
}

const open = (el: QuestionSetElement) => {
  expect(el.state, 'open').to.equal('open');
  expect(el.reason).to.equal(undefined);
  expect(shown(el)).not.to.include(SUPERSEDED);
  expect(el.shadowRoot!.querySelector('[part~="receipt"]'), 'no receipt').to.equal(null);
};

await forEachBuild('a copy of a set is the same set (issue 40, class 6)', () => {
  beforeEach(fresh);
  afterEach(() => {
    document.body.replaceChildren();
    fresh();
  });

  it('the same set shown in a transcript and a search pane: the first copy stays open', async () => {
    const { transcript, pane } = panes();
    const first = await mount(DEPLOY, { parent: transcript, asData: true });
    const copy = await mount(JSON.stringify(DEPLOY), { parent: pane, asData: true });
    open(first);
    open(copy);
    // one set: answering either copy shows the receipt in both, sent once
    expect(await answer(copy, 1)).to.have.length(1);
    await first.updateComplete;
    expect(first.state).to.equal('answered');
    expect(shown(first)).to.include('eu-west-1');
    expect(await answer(first, 0), 'nothing is sent twice').to.have.length(0);
  });

  it('a copy of an older set shown below a newer one never closes the newer one', async () => {
    const { transcript, pane } = panes();
    const older = await mount(DEPLOY, { parent: transcript, asData: true });
    const newer = await mount(NOTIFY, { parent: transcript, asData: true });
    expect(older.reason).to.equal('superseded');
    // the search pane (after the transcript in the document) shows the older set again
    const copy = await mount(DEPLOY, { parent: pane, asData: true });
    open(newer);
    expect(copy.reason, 'the copy is the older set: superseded as it is').to.equal('superseded');
    expect(older.reason).to.equal('superseded');
  });

  it('a copy of a set with a derived id in a pane of its own (question-scope) is the same set', async () => {
    const { transcript, pane } = panes();
    pane.setAttribute('question-scope', '');
    const first = await mount(CONTINUE, { parent: transcript, asData: true });
    const copy = await mount(CONTINUE, { parent: pane, asData: true });
    open(first);
    open(copy);
    expect(await answer(first, 0)).to.have.length(1);
    await copy.updateComplete;
    expect(copy.state).to.equal('answered');
    expect(shown(copy)).to.include('Yes');
  });

  it('copies that carry the same record-key are one set wherever they stand', async () => {
    const { transcript, pane } = panes();
    const first = await mount(CONTINUE, {
      parent: transcript,
      asData: true,
      attrs: { 'record-key': 'msg-7' },
    });
    const copy = await mount(CONTINUE, { parent: pane, asData: true, attrs: { 'record-key': 'msg-7' } });
    open(first);
    open(copy);
    expect(await answer(copy, 1)).to.have.length(1);
    await first.updateComplete;
    expect(first.state).to.equal('answered');
    expect(shown(first)).to.include('No');
  });
});

await forEachBuild('the same question asked again (issue 40, class 7)', () => {
  beforeEach(fresh);
  afterEach(() => {
    document.body.replaceChildren();
    fresh();
  });

  it('"Continue?" asked again later opens, and is answered on its own', async () => {
    const { transcript } = panes();
    const first = await mount(CONTINUE, { parent: transcript, asData: true });
    expect(await answer(first, 0)).to.have.length(1);
    expect(first.state).to.equal('answered');
    transcript.append(Object.assign(document.createElement('p'), { textContent: 'Done. Next step…' }));
    const again = await mount(CONTINUE, { parent: transcript, asData: true });
    open(again);
    expect(again.answers, 'the first answer is not shown').to.deep.equal([]);
    const events = await answer(again, 1);
    expect(events, 'the second ask is answered once').to.have.length(1);
    expect(events[0].detail.text).to.equal('No');
    expect(shown(again)).to.include('No');
    await first.updateComplete;
    expect(first.state).to.equal('answered');
    expect(shown(first)).to.include('Yes');
    expect(shown(first)).not.to.include('No');
  });

  it('a re-render of each message keeps its own record; a third ask opens', async () => {
    const { transcript } = panes();
    const first = await mount(CONTINUE, { parent: transcript, asData: true });
    await answer(first, 0);
    const second = await mount(CONTINUE, { parent: transcript, asData: true });
    await answer(second, 1);

    // each message re-rendered in place (a framework re-creating the element)
    for (const [el, text] of [
      [first, 'Yes'],
      [second, 'No'],
    ] as const) {
      const next = el.nextSibling;
      el.remove();
      const again = await mount(JSON.stringify(CONTINUE), { parent: transcript, asData: true, before: next });
      expect(again.state).to.equal('answered');
      expect(again.answers[0].selected).to.deep.equal([
        again.set!.questions[0].options[text === 'Yes' ? 0 : 1].id,
      ]);
      expect(await answer(again, 0), 'nothing is sent twice').to.have.length(0);
    }
    // its body set again to the same content: the same record
    const [a] = transcript.querySelectorAll<QuestionSetElement>('question-set');
    a.data = { ...CONTINUE };
    await a.updateComplete;
    expect(a.state).to.equal('answered');

    const third = await mount(CONTINUE, { parent: transcript, asData: true });
    open(third);
  });

  it('after a reload (the DOM rebuilt, sessionStorage kept) each ask shows its own answer', async () => {
    const { transcript } = panes();
    await answer(await mount(CONTINUE, { parent: transcript, asData: true }), 0);
    await mount(CONTINUE, { parent: transcript, asData: true }); // asked again, not answered
    await answer(await mount(CONTINUE, { parent: transcript, asData: true }), 1);
    transcript.replaceChildren();
    const rebuilt = [
      await mount(CONTINUE, { parent: transcript, asData: true }),
      await mount(CONTINUE, { parent: transcript, asData: true }),
      await mount(CONTINUE, { parent: transcript, asData: true }),
    ];
    // the unanswered ask is open again: an answered set after it closes nothing (seed 000)
    expect(rebuilt.map((el) => el.state)).to.deep.equal(['answered', 'open', 'answered']);
    expect(shown(rebuilt[0])).to.include('Yes');
    expect(shown(rebuilt[2])).to.include('No');
    expect(rebuilt[1].answers).to.deep.equal([]);
  });

  it("a host's record-key wins: the same key is the same record, another key another set", async () => {
    const { transcript } = panes();
    const first = await mount(CONTINUE, {
      parent: transcript,
      asData: true,
      attrs: { 'record-key': 'msg-1' },
    });
    await answer(first, 0);
    const second = await mount(CONTINUE, {
      parent: transcript,
      asData: true,
      attrs: { 'record-key': 'msg-2' },
    });
    open(second);
    first.remove();
    // the first message re-rendered after the second (a host that orders by its own keys)
    const again = await mount(CONTINUE, {
      parent: transcript,
      asData: true,
      attrs: { 'record-key': 'msg-1' },
    });
    expect(again.state).to.equal('answered');
    expect(shown(again)).to.include('Yes');
  });

  it('a record-key changed on a shown element reads the set again under the new key', async () => {
    const { transcript } = panes();
    const el = await mount(CONTINUE, { parent: transcript, asData: true, attrs: { 'record-key': 'msg-1' } });
    await answer(el, 0);
    el.setAttribute('record-key', 'msg-2');
    await el.updateComplete;
    open(el);
    el.setAttribute('record-key', 'msg-1');
    await el.updateComplete;
    expect(el.state).to.equal('answered');
    expect(shown(el)).to.include('Yes');
  });
});

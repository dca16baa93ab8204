/**
 * Issue 30 §1 and §3 and issue 31 §3 on the built script-tag bundle, as a page loads it: a sent
 * record belongs to the content that was sent (the issue's own example, two live sets sharing an
 * id, the same content twice), honest blanks in the receipt ("no answer", never "later", outside
 * vance), a reply typed in the chat restored with `answered-by`, and the age-out of stored records.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { forEachBuild, useBuild } from '../builds.js';
import { fresh, mount } from '../elements/helpers.js';
import type { Answer } from '../../src/codec/model.js';

await useBuild('dist');

const REGION = {
  id: 'wiz-1',
  questions: [{ key: 'region', text: 'Region?', kind: 'choice', options: ['eu-central-1', 'eu-west-1'] }],
};
const DELETE = {
  id: 'wiz-1',
  questions: [
    {
      key: 'region',
      text: 'Delete all production data?',
      kind: 'choice',
      options: ['Yes, delete everything', 'No'],
    },
  ],
};

const shown = (el: QuestionSetElement) => (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');

/** Answers through the element's own API (what its buttons call), counting the events it sends. */
async function answer(el: QuestionSetElement, answers: Answer[]): Promise<CustomEvent[]> {
  const events: CustomEvent[] = [];
  el.addEventListener('question-answers', (e) => events.push(e as CustomEvent));
  el.answers = answers;
  el.submit();
  await el.updateComplete;
  return events;
}

const pick = (set: { questions: { key: string }[] }, option: string): Answer[] => [
  { questionId: set.questions[0].key, outcome: 'answered', selected: [option] },
];

await forEachBuild('a sent record belongs to the content that was sent', () => {
  beforeEach(fresh);
  afterEach(fresh);

  it("the issue's example: Region sent under wiz-1, then 'Delete all production data?' under wiz-1 opens", async () => {
    const first = await mount(REGION, { asData: true });
    const optionId = first.set!.questions[0].options[0].id;
    expect(await answer(first, pick(REGION, optionId))).to.have.length(1);
    expect(first.state).to.equal('answered');
    first.remove();

    const second = await mount(DELETE, { asData: true });
    expect(second.state, 'another content under the same id is another set').to.equal('open');
    expect(second.answers).to.deep.equal([]);
    expect(shown(second)).to.include('Delete all production data?');
    expect(shown(second)).not.to.include('Sent');
    expect(second.shadowRoot!.querySelector('.receipt')).to.equal(null);

    // and the first content, mounted again, still shows its own receipt: sent once
    second.remove();
    const again = await mount(REGION, { asData: true });
    expect(again.state).to.equal('answered');
    expect(shown(again)).to.include('eu-central-1');
    expect(await answer(again, pick(REGION, optionId)), 'nothing is sent twice').to.have.length(0);
  });

  it('two live sets sharing an id with different content never adopt each other’s receipt', async () => {
    const a = await mount(REGION, { asData: true, attrs: { 'scope-name': 'none' } });
    const b = await mount(DELETE, { asData: true, attrs: { 'scope-name': 'none' } });
    expect(a.state).to.equal('open');
    expect(b.state).to.equal('open');
    expect(await answer(b, pick(DELETE, b.set!.questions[0].options[1].id))).to.have.length(1);
    expect(b.state).to.equal('answered');
    expect(a.state, 'the other content stays open').to.equal('open');
    expect(shown(a)).not.to.include('Sent');
    expect(a.answers).to.deep.equal([]);
  });

  it('in one scope, the newer of two sets sharing an id with other content closes the older as superseded', async () => {
    const a = await mount(REGION, { asData: true });
    const b = await mount(DELETE, { asData: true });
    expect(a.reason).to.equal('superseded');
    expect(b.state).to.equal('open');
    await answer(b, pick(DELETE, b.set!.questions[0].options[1].id));
    expect(a.reason).to.equal('superseded');
    expect(shown(a)).not.to.include('No ·');
    expect(a.answers).to.deep.equal([]);
  });

  it('the same content twice is one set: answering one shows the receipt in both, sent once', async () => {
    const a = await mount(REGION, { asData: true, attrs: { 'scope-name': 'none' } });
    const b = await mount(JSON.stringify(REGION), { asData: true, attrs: { 'scope-name': 'none' } });
    const optionId = a.set!.questions[0].options[1].id;
    const events = await answer(a, pick(REGION, optionId));
    expect(events).to.have.length(1);
    await b.updateComplete;
    expect(b.state).to.equal('answered');
    expect(shown(b)).to.include('eu-west-1');
    expect(await answer(b, pick(REGION, optionId))).to.have.length(0);
  });
});

await forEachBuild('honest blanks', () => {
  afterEach(fresh);
  const FORM = {
    questions: [
      { id: 'name', label: 'Project name', type: 'text' },
      { id: 'budget', label: 'Budget', type: 'number' },
    ],
  };

  it('a form sent with nothing filled in reads "no answer", never "later"', async () => {
    const el = await mount(FORM, { asData: true });
    const events = await answer(el, []);
    expect(events).to.have.length(1);
    expect(events[0].detail.text).to.equal(
      `[form answers — ${el.set!.id}]\n- Project name → no answer\n- Budget → no answer`,
    );
    expect(shown(el)).to.include('no answer');
    expect(shown(el)).not.to.include('later');
  });

  it('in German: "keine Antwort"', async () => {
    const el = await mount(FORM, { asData: true, attrs: { lang: 'de' } });
    const events = await answer(el, []);
    expect(events[0].detail.text).to.include('- Project name → keine Antwort');
    expect(shown(el)).to.include('keine Antwort');
  });

  it('vance keeps "later", its own outcome', async () => {
    const el = await mount({ ...REGION, id: 'later-1' }, { asData: true });
    // a vance card sends nothing open on its own: the open question goes with the outcome
    const events = await answer(el, [{ questionId: 'region', outcome: 'later', selected: [] }]);
    expect(events[0].detail.text).to.equal('later');
  });

  it('a reply typed in the chat restores as answered in the chat, nothing attributed', async () => {
    const form = await mount(FORM, {
      asData: true,
      attrs: { 'answered-by': 'Sure, go ahead — whatever you think is best.' },
    });
    await form.updateComplete;
    expect(form.state).to.equal('answered');
    expect(shown(form)).to.include('Answered in the chat');
    expect(shown(form)).not.to.include('no answer');
    expect(shown(form)).not.to.include('later');
    expect(shown(form)).not.to.include('whatever you think');
    expect(form.answers).to.deep.equal([]);

    const mcp = await mount(
      {
        message: 'Your details',
        requestedSchema: {
          type: 'object',
          properties: { name: { type: 'string', title: 'Name' }, email: { type: 'string', title: 'E-mail' } },
        },
      },
      { attrs: { 'answered-by': 'Ada Lovelace, ada@example.com\nthanks', 'scope-name': 'none' } },
    );
    await mcp.updateComplete;
    expect(shown(mcp)).to.include('Answered in the chat');
    expect(shown(mcp)).not.to.include('Ada Lovelace');
  });

  it("the set's own answer text restores its answers, blanks as no answer", async () => {
    const el = await mount(FORM, { asData: true, attrs: { 'scope-name': 'none' } });
    el.setAttribute(
      'answered-by',
      `[form answers — ${el.set!.id}]\n- Project name → Atlas\n- Budget → no answer`,
    );
    await el.updateComplete;
    await el.updateComplete;
    expect(el.state).to.equal('answered');
    expect(shown(el)).to.include('Atlas');
    expect(shown(el)).to.include('no answer');
    expect(shown(el)).not.to.include('Answered in the chat');
  });
});

await forEachBuild('stored records age out', () => {
  afterEach(fresh);

  it('records older than a week are gone once a page uses the store; newer ones stay', async () => {
    fresh();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    sessionStorage.setItem(
      'question-elements:draft:vance:stale',
      JSON.stringify({ at: now - 8 * day, answers: [] }),
    );
    sessionStorage.setItem(
      'question-elements:sent:vance:stale:x',
      JSON.stringify({ at: now - 8 * day, fingerprint: 'x', answers: [] }),
    );
    sessionStorage.setItem(
      'question-elements:draft:vance:fresh',
      JSON.stringify({ at: now - day, answers: [] }),
    );
    sessionStorage.setItem('someone-else', 'kept');
    const el = await mount({ ...REGION, id: 'aging' }, { asData: true });
    el.answers = pick(REGION, el.set!.questions[0].options[0].id);
    const keys = Object.keys(sessionStorage).sort();
    expect(keys).to.include('question-elements:draft:vance:fresh');
    expect(keys).to.include('someone-else');
    expect(keys).not.to.include('question-elements:draft:vance:stale');
    expect(keys).not.to.include('question-elements:sent:vance:stale:x');
    const draft = sessionStorage.getItem('question-elements:draft:vance:aging');
    expect(draft, 'the draft written now carries its time first').to.match(/^\{"at":\d+,/);
    sessionStorage.removeItem('someone-else');
  });
});

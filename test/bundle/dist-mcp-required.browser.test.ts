/**
 * Issue 40, class 10, on the built script-tag entry (test/builds.ts): an MCP request whose
 * `required` names a property it does not define is refused with a stable code and a plain
 * message, in place of the questions: no answer could pass the server's own validator (the SDK's
 * request schema takes it; its ajv check of `content` refuses it).
 */
import { expect } from '@open-wc/testing';
import { forEachBuild, useBuild } from '../builds.js';
import { $, fresh, mountData, record, type Recorder } from '../elements/helpers.js';

await useBuild('dist');

const request = (required: string[]) => ({
  message: 'Who are you?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, age: { type: 'integer', title: 'Age' } },
    required,
  },
});

/** Mounts the request as a message carries it (its JSON text), recording its events from the start. */
async function mount(required: string[]) {
  let events: Recorder | undefined;
  const m = await mountData(JSON.stringify(request(required)), { created: (el) => (events = record(el)) });
  return { ...m, events: events! };
}

await forEachBuild('an MCP request requiring a property it does not define', () => {
  afterEach(fresh);

  it('is refused: the error panel in place of the questions, question-error with its code, nothing to send', async () => {
    const { el, events } = await mount(['name', 'email']);
    expect($(el, '[role="alert"]'), el.shadowRoot!.innerHTML).to.not.equal(null);
    expect($(el, 'input, .option, button.primary'), 'no question shows').to.equal(null);
    const errors = events.errors.map((e) => e.detail.error);
    expect(errors.map((e) => e.code)).to.deep.equal(['undefined-required']);
    expect(errors[0].message).to.include('"email"');
    expect(el.error?.code).to.equal('undefined-required');
    expect(el.submit(), 'nothing can be sent').to.equal(false);
    expect(events.answers).to.have.length(0);
  });

  it('a request requiring only what it defines (a name listed twice too) still shows its questions', async () => {
    const { el, events } = await mount(['name', 'name']);
    expect(events.errors).to.deep.equal([]);
    expect($(el, '[role="alert"]')).to.equal(null);
    expect($(el, 'input'), 'the name field').to.not.equal(null);
  });
});

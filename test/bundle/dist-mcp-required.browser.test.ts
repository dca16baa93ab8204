/**
 * Issue 40, class 10, on the BUILT script-tag bundle (dist/question-elements.js; `npm run build`
 * first): an MCP request whose `required` names a property it does not define is refused with a
 * stable code and a plain message, in place of the questions: no answer could pass the server's
 * own validator (the SDK's request schema takes it; its ajv check of `content` refuses it).
 */
import { expect } from '@open-wc/testing';

const BASE = '/some/site/assets/question-elements/';

type El = HTMLElement & { updateComplete: Promise<boolean>; submit(): boolean; error?: { code: string } };

async function mount(body: object): Promise<{ el: El; errors: { code: string; message: string }[] }> {
  const wrapper = document.body.appendChild(document.createElement('div'));
  const el = document.createElement('question-set') as El;
  const errors: { code: string; message: string }[] = [];
  el.addEventListener('question-error', (e) =>
    errors.push((e as Event & { detail: { error: never } }).detail.error),
  );
  el.textContent = JSON.stringify(body);
  wrapper.append(el);
  await el.updateComplete;
  await new Promise((done) => setTimeout(done, 0));
  await el.updateComplete;
  return { el, errors };
}

const request = (required: string[]) => ({
  message: 'Who are you?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, age: { type: 'integer', title: 'Age' } },
    required,
  },
});

describe('the built bundle: an MCP request requiring a property it does not define', () => {
  before(async () => {
    await import(/* @vite-ignore */ `${BASE}question-elements.js`);
    await customElements.whenDefined('question-set');
  });
  afterEach(() => {
    for (const el of document.querySelectorAll('question-set')) el.parentElement!.remove();
  });

  it('is refused: the error panel in place of the questions, question-error with its code, nothing to send', async () => {
    const sent: Event[] = [];
    document.addEventListener('question-answers', (e) => sent.push(e));
    const { el, errors } = await mount(request(['name', 'email']));
    const root = el.shadowRoot!;
    expect(root.querySelector('[role="alert"]'), root.innerHTML).to.not.equal(null);
    expect(root.querySelector('input, .option, button.primary'), 'no question shows').to.equal(null);
    expect(errors.map((e) => e.code)).to.deep.equal(['undefined-required']);
    expect(errors[0].message).to.include('"email"');
    expect(el.error?.code).to.equal('undefined-required');
    expect(el.submit(), 'nothing can be sent').to.equal(false);
    expect(sent).to.have.length(0);
  });

  it('a request requiring only what it defines (a name listed twice too) still shows its questions', async () => {
    const { el, errors } = await mount(request(['name', 'name']));
    expect(errors).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('input'), 'the name field').to.not.equal(null);
  });
});

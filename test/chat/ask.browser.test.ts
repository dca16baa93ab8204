/** ask(): the promise API, answered, declined and withdrawn with real key presses. */
import { ask } from '../../src/index.js';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { fresh, settle, shownText, wordsOf } from '../elements/helpers.js';

const card = {
  questions: [
    { key: 'region', text: 'Which region?', kind: 'choice', options: ['eu-central-1', 'eu-west-1'] },
  ],
};
const mcp = {
  message: 'Your name?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' } },
    required: ['name'],
  },
};

async function pressTab(times: number): Promise<void> {
  for (let i = 0; i < times; i++) await sendKeys({ press: 'Tab' });
}

describe('ask()', () => {
  let container: HTMLElement;
  beforeEach(() => {
    fresh();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('resolves with the answers the user gives by keys', async () => {
    const pending = ask(card, { container });
    await settle(pending.element);
    await pressTab(1);
    await sendKeys({ press: 'Enter' });
    const result = await pending;
    expect(result.action).to.equal('answers');
    expect(result.answers).to.deep.equal([
      { questionId: 'region', outcome: 'answered', selected: ['1'], labels: ['eu-central-1'] },
    ]);
    expect(result.text).to.contain('eu-central-1');
    expect(result.requestId).to.be.a('string').and.not.equal('');
  });

  it('settles once delivery has: a host promise that rejects leaves it pending, the next try resolves it (same request)', async () => {
    const pending = ask(card, { container });
    let settled = false;
    void pending.then(() => (settled = true));
    const tries: string[] = [];
    let reject = true;
    container.addEventListener('question-answers', (e) => {
      tries.push(e.detail.requestId);
      e.waitUntil(reject ? Promise.reject(new Error('offline')) : Promise.resolve());
    });
    await settle(pending.element);
    await pressTab(1);
    await sendKeys({ press: 'Enter' });
    for (let i = 0; i < 50 && !shownText(pending.element).includes('offline'); i++)
      await settle(pending.element);
    expect(shownText(pending.element)).to.include('Not sent (offline)');
    expect(settled, 'not delivered: the promise waits').to.equal(false);
    expect(pending.element.state).to.equal('open');
    reject = false;
    // the card sends on a pick: the user picks again
    await sendKeys({ press: 'Enter' });
    const result = await pending;
    expect(result.action).to.equal('answers');
    expect(tries).to.have.length(2);
    expect(result.requestId).to.equal(tries[0]);
    expect(tries[1]).to.equal(tries[0]);
  });

  it('asking the same set again is a new request: it opens and resolves again, never shown as already sent', async () => {
    for (const round of [1, 2]) {
      const pending = ask(card, { container });
      await settle(pending.element);
      expect(pending.element.state, `round ${round} opens`).to.equal('open');
      pending.element.shadowRoot!.querySelector<HTMLElement>('[role="radio"]')!.focus();
      await sendKeys({ press: 'Enter' });
      const result = await pending;
      expect(result.action, `round ${round}`).to.equal('answers');
      expect(result.text).to.contain('eu-central-1');
      pending.element.remove();
    }
  });

  it('an aborted signal withdraws the set: closed with reason withdrawn, resolved with cancel', async () => {
    const abort = new AbortController();
    const pending = ask(card, { container, signal: abort.signal });
    await settle(pending.element);
    abort.abort();
    const result = await pending;
    expect(result.action).to.equal('cancel');
    await settle(pending.element);
    expect(pending.element.reason).to.equal('withdrawn');
    expect(pending.element.state).to.equal('closed');
    expect(shownText(pending.element)).to.contain(wordsOf(pending.element).reasons.withdrawn);
  });

  it('an mcp decline resolves with decline and its payload', async () => {
    const pending = ask(mcp, { container });
    await settle(pending.element);
    pending.element.decline();
    const result = await pending;
    expect(result.action).to.equal('decline');
    expect(result.payload).to.deep.equal({ action: 'decline' });
  });

  it('an mcp cancel resolves with cancel', async () => {
    const pending = ask(mcp, { container });
    await settle(pending.element);
    pending.element.decline(undefined, 'cancel');
    expect((await pending).action).to.equal('cancel');
  });

  it('a set of the same content declined or cancelled before opens again for a new request', async () => {
    for (const action of ['decline', 'cancel', 'decline'] as const) {
      const pending = ask(mcp, { container });
      await settle(pending.element);
      expect(pending.element.state, `before this ${action}`).to.equal('open');
      pending.element.decline(undefined, action);
      expect((await pending).action).to.equal(action);
      pending.element.remove();
    }
  });

  it('refuses an empty body with a clear error', () => {
    expect(() => ask('', { container })).to.throw(/body is empty/);
  });
});

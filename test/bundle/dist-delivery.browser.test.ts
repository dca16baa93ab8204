/**
 * Issue 50 on the built script-tag bundle, as a page loads it, against a real HTTP backend on the
 * test server (test/bundle/wtr-delivery.mjs) that fails as each test asks: a 500, a dropped
 * connection, a hang past the set's `send-timeout`, a reload of the page while the POST hangs, and
 * a host listener that throws. The host hands its POST to `event.waitUntil`. Each test checks what
 * the user sees (sending and locked, then "not sent" with the reason, then sent) and what the
 * server received: every try carries the user's answers under one request id, accepted once.
 * Needs `npm run build` (`npm test` runs it when dist/ is stale).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { QuestionSetElement } from '../../src/index.js';
import { forEachBuild, useBuild } from '../builds.js';
import { clickOn, fresh, mountData, settle, shownText, typeText } from '../elements/helpers.js';
import { newRun, oneDelivery, post, received, until } from './delivery-backend.js';
import { hostPage } from './host-page.js';

await useBuild('dist');

/** A shiitake ask of one question: its decline takes a note. */
const ASK = {
  questions: [
    {
      id: 'db',
      header: 'Database',
      question: 'Which database?',
      options: [
        { label: 'Postgres', description: 'The server' },
        { label: 'SQLite', description: 'A file' },
      ],
    },
  ],
};

/** One text question and Send: the user types the answer. */
const FORM = { questions: [{ id: 'name', label: 'Project name', type: 'text' }] };

/** The one-question form in an element of the page's build, with more attributes. */
const mount = async (attrs: Record<string, string> = {}) => (await mountData(FORM, { attrs })).el;

const field = (el: QuestionSetElement) => el.shadowRoot!.querySelector<HTMLInputElement>('input')!;
const send = (el: QuestionSetElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('button.primary')!;
const live = (el: QuestionSetElement) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
const card = (el: QuestionSetElement) => el.shadowRoot!.querySelector<HTMLElement>('.card')!;

/** Types the answer as a person does: a click in the field, then key by key. */
async function answer(el: QuestionSetElement, text: string): Promise<void> {
  await clickOn(el, field(el));
  await typeText(el, text);
}

/** How opaque a node of the card looks: its opacity and that of every box around it. */
function seenOpacity(node: Element): number {
  let o = 1;
  for (let n: Element | null = node; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
  return o;
}

await forEachBuild('nothing lost when delivery fails (issue 50)', () => {
  beforeEach(fresh);
  afterEach(fresh);

  it('a 500: not sent, with the reason; the draft stays; Send again delivers the same request', async () => {
    const run = newRun();
    const el = await mount();
    el.addEventListener('question-answers', post(run, '500'));
    await answer(el, 'Atlas');
    await clickOn(el, send(el));
    await until(() => shownText(el).includes('Not sent (HTTP 500)'), 'the failure');
    expect(el.state, 'nothing recorded as sent').to.equal('open');
    expect(el.shadowRoot!.querySelector('.receipt')).to.equal(null);
    expect(field(el).value, 'the draft stays').to.equal('Atlas');
    expect(live(el)).to.include('Not sent');
    expect(card(el).inert, 'the set is usable again').to.equal(false);

    await clickOn(el, send(el));
    await until(() => el.state === 'answered', 'the receipt');
    expect(shownText(el)).to.include('Sent');
    expect(shownText(el)).to.include('Atlas');
    expect(shownText(el)).not.to.include('Not sent');
    oneDelivery(await received(run), 'Atlas', '500');
  });

  it('a dropped connection: not sent, with the network error as text; Send again delivers', async () => {
    const run = newRun();
    const el = await mount();
    el.addEventListener('question-answers', post(run, 'drop'));
    await answer(el, 'Bora');
    await clickOn(el, send(el));
    await until(() => shownText(el).includes('Not sent ('), 'the failure');
    expect(el.state).to.equal('open');
    expect(field(el).value).to.equal('Bora');
    // the engine's own message (a TypeError: "Failed to fetch", "NetworkError …", "Load failed")
    expect(el.shadowRoot!.querySelector('.delivery')!.textContent).to.match(/Not sent \(.+\)/);

    await fetch(`/__delivery__/${run}/heal`);
    await clickOn(el, send(el));
    await until(() => el.state === 'answered', 'the receipt');
    oneDelivery(await received(run), 'Bora', 'drop');
  });

  it('a hang past send-timeout: sending and locked meanwhile, then not sent; Send again delivers', async () => {
    const run = newRun();
    const el = await mount({ 'send-timeout': '1500' });
    el.addEventListener('question-answers', post(run, 'hang'));
    await answer(el, 'Cirrus');
    await clickOn(el, send(el));
    // on its way: said, announced, and nothing in the set acts or looks usable
    expect(shownText(el)).to.include('Sending…');
    expect(live(el)).to.equal('Sending…');
    expect(card(el).inert).to.equal(true);
    expect(card(el).getAttribute('aria-busy')).to.equal('true');
    expect(seenOpacity(send(el)), 'Send looks unusable').to.be.below(1);
    expect(seenOpacity(field(el)), 'the field looks unusable').to.be.below(1);
    await clickOn(el, field(el));
    await sendKeys({ type: 'x' });
    await settle(el);
    expect(field(el).value, 'typing does nothing while it sends').to.equal('Cirrus');
    expect(el.submit(), 'a second send waits for the first').to.equal(false);

    await until(() => shownText(el).includes('no reply in time'), 'the timeout');
    expect(el.state).to.equal('open');
    expect(card(el).inert).to.equal(false);
    expect(field(el).value).to.equal('Cirrus');

    await clickOn(el, send(el));
    await until(() => el.state === 'answered', 'the receipt');
    oneDelivery(await received(run), 'Cirrus', 'hang');
  });

  it('a listener that throws: not sent, with its error; the page still hears the error; Send again delivers', async () => {
    const run = newRun();
    const el = await mount();
    let fail = true;
    el.addEventListener('question-answers', (e) => {
      // the README's old snippet: a function the page never defined
      if (fail) (globalThis as unknown as { sendAsUserMessage(t: string): void }).sendAsUserMessage('x');
      post(run, 'ok')(e);
    });
    const heard: string[] = [];
    const hear = (e: ErrorEvent) => heard.push(e.message);
    // the page's own error reporting (mocha's window.onerror would fail the test: it steps aside)
    const mochaOnError = window.onerror;
    window.onerror = null;
    window.addEventListener('error', hear);
    try {
      await answer(el, 'Delta');
      await clickOn(el, send(el));
    } finally {
      window.removeEventListener('error', hear);
      window.onerror = mochaOnError;
    }
    expect(heard.length, "the page's own reporting goes on").to.equal(1);
    expect(shownText(el)).to.include('Not sent (');
    expect(shownText(el)).to.include('sendAsUserMessage');
    expect(el.state).to.equal('open');
    expect(await received(run)).to.deep.equal([]);

    fail = false;
    await clickOn(el, send(el));
    await until(() => el.state === 'answered', 'the receipt');
    const tries = await received(run);
    expect(tries.map((t) => t.answer)).to.deep.equal(['accepted']);
    expect(tries[0].body.text).to.match(/\nDelta$/);
  });

  it("the host's reason is shown as text, never as markup", async () => {
    const el = await mount();
    el.addEventListener('question-answers', (e) =>
      e.waitUntil(Promise.reject(new Error('<img src=x onerror="window.pwned=1">bad gateway'))),
    );
    await answer(el, 'Echo');
    await clickOn(el, send(el));
    await until(() => shownText(el).includes('bad gateway'), 'the failure');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(shownText(el)).to.include('<img src=x');
  });

  it('MCP: a decline whose delivery fails stays open; Decline and Cancel each say what happened', async () => {
    const MCP = {
      message: 'Deploy?',
      requestedSchema: { type: 'object', properties: { region: { type: 'string', enum: ['eu', 'us'] } } },
    };
    const mountMcp = async (key: string) => {
      const { el } = await mountData(MCP, { attrs: { 'scope-name': 'none', 'record-key': key } });
      for (let i = 0; i < 200 && !el.shadowRoot!.querySelector('[data-act="cancel"]'); i++) await settle(el);
      return el;
    };
    const button = (el: QuestionSetElement, act: string) =>
      el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-act="${act}"]`)!;

    const declined = await mountMcp('decline');
    let refuse = true;
    declined.addEventListener('question-decline', (e) =>
      e.waitUntil(refuse ? Promise.reject(new Error('transport closed')) : Promise.resolve()),
    );
    await clickOn(declined, button(declined, 'start-decline'));
    await until(() => shownText(declined).includes('Not sent (transport closed)'), 'the failure');
    expect(declined.state).to.equal('open');
    refuse = false;
    await clickOn(declined, button(declined, 'start-decline'));
    await until(() => declined.reason === 'declined', 'the receipt');
    expect(shownText(declined)).to.include('Declined');
    expect(shownText(declined)).not.to.include('in the chat');

    const cancelled = await mountMcp('cancel');
    await clickOn(cancelled, button(cancelled, 'cancel'));
    await until(() => cancelled.reason === 'cancelled', 'the receipt');
    expect(shownText(cancelled)).to.include('Cancelled');
    expect(shownText(cancelled)).not.to.include('Declined');
    expect(shownText(cancelled)).not.to.include('in the chat');
  });

  it('a reload while the POST hangs: the draft comes back marked not confirmed, Send again carries the same request', async () => {
    const run = newRun();
    const page = hostPage(run, 'hang', FORM);
    try {
      let el = await page.shown();
      await page.click(el, field(el));
      await sendKeys({ type: 'Fjord' });
      await settle(el);
      await page.click(el, send(el));
      await until(() => (el.shadowRoot!.textContent ?? '').includes('Sending…'), 'sending');
      el = await page.reload();
      const text = (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');
      expect(text).to.include('Not confirmed');
      expect(el.state).to.equal('open');
      expect(field(el).value, 'the draft came back').to.equal('Fjord');

      await page.click(el, send(el));
      await until(() => el.state === 'answered', 'the receipt');
      oneDelivery(await received(run), 'Fjord', 'hang');
    } finally {
      page.frame.remove();
    }
  });

  it('a reload while a decline hangs: not confirmed, its note comes back; declining again carries the same request', async () => {
    const run = newRun();
    // shiitake: a decline with a note of the user's
    const page = hostPage(run, 'hang', ASK);
    const act = (el: QuestionSetElement, name: string) =>
      el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-act="${name}"]`)!;
    const note = (el: QuestionSetElement) => el.shadowRoot!.querySelector<HTMLTextAreaElement>('.note')!;
    try {
      let el = await page.shown();
      await page.click(el, act(el, 'start-decline'));
      await page.click(el, note(el));
      await sendKeys({ type: 'Not this sprint' });
      await settle(el);
      await page.click(el, act(el, 'decline'));
      await until(() => (el.shadowRoot!.textContent ?? '').includes('Sending…'), 'sending');
      el = await page.reload();
      expect((el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ')).to.include('Not confirmed');
      expect(el.state).to.equal('open');

      await page.click(el, act(el, 'start-decline'));
      expect(note(el).value, 'the note came back').to.equal('Not this sprint');
      await page.click(el, act(el, 'decline'));
      await until(() => el.reason === 'declined', 'the receipt');
      expect(el.shadowRoot!.textContent).to.include('Declined');
      const tries = await received(run);
      oneDelivery(tries, (t) => (t.body as unknown as { note?: string }).note === 'Not this sprint', 'hang');

      // delivered, then reloaded: the receipt comes back, and nothing is sent again
      el = await page.reload();
      expect(el.reason).to.equal('declined');
      expect(el.shadowRoot!.textContent).to.include('Declined');
      expect(await received(run)).to.have.length(tries.length);
    } finally {
      page.frame.remove();
    }
  });
});

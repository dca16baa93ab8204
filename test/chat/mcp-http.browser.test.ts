/**
 * question-elements/mcp over a real network: a real 2.x `McpServer` (protocol 2026-07-28) served over
 * Streamable HTTP from Node, on the test server's own port (test/chat/wtr-mcp-http.mjs), and a real
 * 2.x `Client` in the page over `StreamableHTTPClientTransport`, wrapped in the package's
 * `deliveryTransport()` (the built npm entry, `dist/npm/mcp.js`: needs `npm run build`). The tool
 * asks one question by an embedded input request; the user answers with real key presses and
 * clicks; the client's retried `tools/call` (with `inputResponses`) then meets a server that fails
 * its first POST as each test asks: a 500, a dropped connection, a POST that hangs. The server's log
 * says what reached it and what the tool got; the set says what the user saw.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type * as Mcp from '../../src/chat/mcp.js';
import type { QuestionSetElement } from '../../src/elements.js';
import { newRun, until } from '../bundle/delivery-backend.js';
import { useBuild } from '../builds.js';
import { $$, clickOn, deepActive, press, settle, shownText } from '../elements/helpers.js';
import { mcpPage } from './mcp-page.js';

// the built npm entry, as a bundler serving the package loads it; in a variable, so the type checker
// stays off the built file (its types are the sources')
await useBuild('npm');
const MCP_ENTRY = '/dist/npm/mcp.js';
const { deliveryTransport, elicitationCapabilities, elicitationHandler } = (await import(
  /* @vite-ignore */ MCP_ENTRY
)) as typeof Mcp;

type Mode = '500' | 'drop' | 'hang' | 'ok';

/** What the server's log holds (test/chat/wtr-mcp-http.mjs). */
interface Log {
  posts: {
    method?: string;
    id?: string | number;
    /** the page's try (of the POSTs carrying the answer) */
    try?: number;
    inputResponses: boolean;
    answer: 'served' | '500' | 'drop' | 'hang';
    status?: number;
  }[];
  /** each run of the tool with answers */
  tool: { inputResponses: unknown; requestState?: string }[];
}

/** The answer the user gives: the second region, as the elicitation result the tool reads. */
const PICKED = { region: { action: 'accept', content: { region: 'eu-west-1' } } };

interface Connected {
  client: Client;
  /** how many POSTs carrying the answer the page's fetch made (the browser may send one again by itself) */
  fetches(): number;
  log(): Promise<Log>;
  callTool(signal?: AbortSignal): Promise<{ content: { text: string }[] }>;
}

/** A real client of the run's server, over Streamable HTTP wrapped by `deliveryTransport(options)`. */
async function connect(
  container: Element,
  mode: Mode,
  options: Mcp.DeliveryTransportOptions,
): Promise<Connected> {
  const run = newRun();
  let fetches = 0;
  const http = new StreamableHTTPClientTransport(new URL(`/__mcp__/${run}/${mode}`, location.href), {
    // the page's own fetch; each POST that carries the answer is numbered, so that the server tells
    // the page's tries from a copy the browser sends again by itself
    fetch: (url, init) => {
      if (typeof init?.body !== 'string' || !init.body.includes('"inputResponses"')) return fetch(url, init);
      const headers = new Headers(init.headers);
      headers.set('x-mcp-try', String(++fetches));
      return fetch(url, { ...init, headers });
    },
  });
  const transport = deliveryTransport(http, options);
  const client = new Client(
    { name: 'page', version: '1.0.0' },
    { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  client.setRequestHandler('elicitation/create', elicitationHandler({ container, transport }));
  await client.connect(transport);
  return {
    client,
    fetches: () => fetches,
    log: async () => (await fetch(`/__mcp__/${run}/log`)).json() as Promise<Log>,
    callTool: (signal) =>
      client.callTool({ name: 'deploy', arguments: {} }, { signal }) as Promise<{
        content: { text: string }[];
      }>,
  };
}

/** The set the handler placed in the container, rendered. */
async function shownSet(container: Element): Promise<QuestionSetElement> {
  let el: QuestionSetElement | null = null;
  await until(() => (el = container.querySelector('question-set')) !== null, 'the set');
  await settle(el!);
  await until(() => el!.set !== undefined, 'the set read');
  await settle(el!);
  return el!;
}

/** Every text the set showed from now on, in order (each render, as the page drew it). */
function shownTexts(el: QuestionSetElement): string[] {
  const seen = [shownText(el)];
  new MutationObserver(() => {
    const text = shownText(el);
    if (text !== seen.at(-1)) seen.push(text);
  }).observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
  return seen;
}

/** The user picks eu-west-1 with keys: Tab into the set's first option, down to the second, Enter. */
async function pickByKeys(el: QuestionSetElement): Promise<void> {
  await sendKeys({ press: 'Tab' });
  expect(deepActive()?.textContent).to.contain('eu-central-1');
  await press(el, 'ArrowDown');
  expect(deepActive()?.textContent).to.contain('eu-west-1');
  await press(el, 'Enter');
}

/** The user picks eu-west-1 with a click. */
const pickByClick = (el: QuestionSetElement) =>
  clickOn(
    el,
    $$(el, '.option').find((o) => o.textContent?.includes('eu-west-1'))!,
  );

const selected = (el: QuestionSetElement) => el.answers.find((a) => a.questionId === 'region')?.selected;
/** The POSTs of the retried call (the ones that carried the answer), each as "<the page's try> <what the server did>". */
const answerPosts = (log: Log) =>
  log.posts.filter((p) => p.inputResponses).map((p) => `${p.try} ${p.answer}`);

/**
 * The page's first try failing as `mode` says: one POST, or for a drop that POST and each copy the
 * browser sent again by itself on another connection (Chromium and Firefox do; WebKit does not).
 */
function failedFirst(posts: string[], mode: Exclude<Mode, 'ok'>): string[] {
  const copies = mode === 'drop' ? posts.filter((p) => p === '1 drop').length : 1;
  return Array<string>(Math.max(1, copies)).fill(`1 ${mode}`);
}

const FAILS: Record<Exclude<Mode, 'ok'>, string> = {
  500: 'answers 500',
  drop: 'drops the connection',
  hang: 'hangs past the send timeout',
};

describe('question-elements/mcp over Streamable HTTP to a real 2.x server that fails', () => {
  const page = mcpPage<Connected>();

  it('nothing fails: the tool runs once with the pick', async () => {
    page.connected = await connect(page.container, 'ok', { tries: 2, backoffMs: 100, timeoutMs: 600 });
    const call = page.connected.callTool();
    const el = await shownSet(page.container);
    expect(shownText(el)).to.contain('Which region should we deploy to?');
    await pickByKeys(el);
    expect(JSON.parse((await call).content[0].text)).to.deep.equal({ inputResponses: PICKED });
    const log = await page.connected.log();
    expect(log.tool).to.deep.equal([{ inputResponses: PICKED, requestState: 'round-1' }]);
    expect(answerPosts(log)).to.deep.equal(['1 served']);
  });

  for (const mode of ['500', 'drop', 'hang'] as const) {
    it(`the first POST of the retried call ${FAILS[mode]}: "Sending…", then "Sent"; the tool ran once with exactly the pick`, async () => {
      page.connected = await connect(page.container, mode, { tries: 2, backoffMs: 100, timeoutMs: 600 });
      const call = page.connected.callTool();
      const el = await shownSet(page.container);
      const seen = shownTexts(el);
      await pickByKeys(el);
      const result = await call;
      await until(() => el.state === 'answered', 'the receipt');
      await settle(el);

      const log = await page.connected.log();
      expect(log.tool, 'the tool ran once, with what the user picked').to.deep.equal([
        { inputResponses: PICKED, requestState: 'round-1' },
      ]);
      expect(JSON.parse(result.content[0].text)).to.deep.equal({ inputResponses: PICKED });
      const posts = answerPosts(log);
      // a hung try given up must not come again (the browser would send it by itself once its
      // connection went): the tool would run twice
      expect(posts, 'the failed first try, then the second of deliveryTransport').to.deep.equal([
        ...failedFirst(posts, mode),
        '2 served',
      ]);
      const calls = log.posts.filter((p) => p.inputResponses);
      expect(
        calls.every((p) => p.method === 'tools/call' && p.id === calls[0].id),
        'one tools/call, one JSON-RPC id for every try',
      ).to.equal(true);
      expect(page.connected.fetches(), "the page's own POSTs").to.equal(2);

      // what the user saw: the pick, sending while the call was tried again, then the receipt;
      // never "not sent"
      const sending = seen.findIndex((t) => t.includes('Sending…'));
      expect(sending, seen.join(' | ')).to.be.at.least(1);
      expect(
        seen.slice(sending).some((t) => /\bSent\b/.test(t)),
        seen.join(' | '),
      ).to.equal(true);
      expect(seen.join(' | ')).not.to.match(/Not sent|Could not be delivered/);
      expect(shownText(el)).to.match(/\bSent\b/);
      expect(shownText(el)).to.include('eu-west-1');
    });

    it(`the only try of the retried call ${FAILS[mode]}: "Could not be delivered" with the pick kept; called again, the tool runs once with it`, async () => {
      page.connected = await connect(page.container, mode, { tries: 1, timeoutMs: 600 });
      // the call fails while the user's click settles: its failure is taken at once
      const failed = page.connected.callTool().then(
        () => false,
        () => true,
      );
      const el = await shownSet(page.container);
      const seen = shownTexts(el);
      await pickByClick(el);
      expect(await failed, 'the call failed: its only try of the retried call did not go').to.equal(true);
      await until(() => el.reason === 'undeliverable', 'closed as undeliverable');
      await settle(el);
      expect(shownText(el)).to.include('Could not be delivered');
      expect(shownText(el)).not.to.match(/\bSent\b/);
      expect(
        seen.some((t) => t.includes('Sending…')),
        seen.join(' | '),
      ).to.equal(true);
      expect(selected(el), 'the pick kept').to.deep.equal(['eu-west-1']);
      let log = await page.connected.log();
      expect(log.tool, 'the tool never ran with the answer').to.deep.equal([]);
      let posts = answerPosts(log);
      expect(posts).to.deep.equal(failedFirst(posts, mode));

      // the host calls the tool again: the new round's set has the pick, and the user sends it
      el.remove();
      const again = page.connected.callTool();
      const next = await shownSet(page.container);
      expect(next.state).to.equal('open');
      expect(selected(next), 'the pick, as the user left it').to.deep.equal(['eu-west-1']);
      // Tab reaches the picked option; Enter sends it
      await sendKeys({ press: 'Tab' });
      expect(deepActive()?.getAttribute('aria-checked')).to.equal('true');
      await press(next, 'Enter');
      expect(JSON.parse((await again).content[0].text)).to.deep.equal({ inputResponses: PICKED });
      log = await page.connected.log();
      expect(log.tool, 'the tool ran once, with the pick').to.deep.equal([
        { inputResponses: PICKED, requestState: 'round-1' },
      ]);
      posts = answerPosts(log);
      expect(posts, 'the failed try (never served, not even later), then the call made again').to.deep.equal([
        ...failedFirst(posts, mode),
        '2 served',
      ]);
    });
  }

  it('the host gives the call up while its answer is being tried again: the POST is aborted, no try follows, the tool never runs', async () => {
    page.connected = await connect(page.container, 'hang', { tries: 3, backoffMs: 100, timeoutMs: 1000 });
    const cancel = new AbortController();
    const call = page.connected.callTool(cancel.signal).then(
      () => 'answered',
      (e: Error) => `${e.name}: ${e.message}`,
    );
    const el = await shownSet(page.container);
    await pickByKeys(el);
    // the first try of the retried call hangs; the host cancels it (the user left the chat)
    await until(() => page.connected!.fetches() === 1, 'the first try');
    cancel.abort();
    expect(await call).to.match(/abort|cancel/i);
    // longer than the send timeout and the backoff: a try the wrapper still made would be here
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const log = await page.connected.log();
    expect(log.tool, 'the tool never ran with the answer').to.deep.equal([]);
    expect(page.connected.fetches(), 'no try after the cancel').to.equal(1);
    expect(
      log.posts.filter((p) => p.method === 'notifications/cancelled'),
      'a call on a stream of its own is cancelled by aborting its POST',
    ).to.deep.equal([]);
  });
});

/**
 * question-elements/mcp on the 2.x SDK line (`@modelcontextprotocol/client` and `/server`,
 * protocol revision 2026-07-28, SEP-2322): a real McpServer whose tool answers `tools/call` with
 * `input_required`, served by the SDK's 2026-07-28 entry (`createMcpHandler`, whose web-standard
 * `fetch` the client's Streamable HTTP transport calls in the page: no network), a real Client
 * pinned to that revision, and the package's handler (the built npm entry, `dist/npm/mcp.js`:
 * needs `npm run build`) fulfilling each embedded `elicitation/create`. The user answers with real
 * key presses and clicks; the tool, called again with `inputResponses` and the echoed
 * `requestState`, gets exactly what they gave, once; over `deliveryTransport()`, a retried call
 * whose POST fails is sent again, and one that cannot be sent closes the set as undeliverable. The
 * same handler answers a 2.x client on the 2025 era, where the server's shim sends the requests as
 * server-initiated elicitations.
 */
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { acceptedContent, createMcpHandler, inputRequired, McpServer } from '@modelcontextprotocol/server';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type * as Mcp from '../../src/chat/mcp.js';
import type { QuestionSetElement } from '../../src/elements.js';
import { until } from '../bundle/delivery-backend.js';
import { useBuild } from '../builds.js';
import { $$, clickOn, settle, shownText } from '../elements/helpers.js';
import { mcpPage, REGION } from './mcp-page.js';

// the built npm entry, as a bundler serving the package loads it (the page's build is the npm
// split); in a variable, so the type checker stays off the built file (its types are the sources')
await useBuild('npm');
const MCP_ENTRY = '/dist/npm/mcp.js';
const { deliveryTransport, elicitationCapabilities, elicitationHandler } = (await import(
  /* @vite-ignore */ MCP_ENTRY
)) as typeof Mcp;

const NOTE = {
  message: 'Anything the on-call engineer should know?',
  requestedSchema: {
    type: 'object' as const,
    properties: { note: { type: 'string' as const, title: 'Note' } },
    required: ['note'],
  },
};

/** A URL-mode request as the 2.x server builds it: revision 2026-07-28 sends no elicitationId. */
const LINK = {
  message: 'Connect your calendar so the booking can be made.',
  url: 'https://calendar.example.com/oauth/authorize?client=booking',
};

/** What the tool saw on each call: the responses and state it was called with. */
interface ToolCall {
  inputResponses: unknown;
  requestState: string | undefined;
}

interface Connected {
  client: Client;
  calls: ToolCall[];
  callTool(options?: { signal?: AbortSignal }): Promise<{ content: { text: string }[] }>;
}

/**
 * The request the client's fetch makes, as the server reads it. The server reads `request.body` as
 * a stream; Firefox has no `Request.prototype.body` (it reads a request's body only whole, with
 * text() or arrayBuffer()), so there the request (and its clones) gets one: the same bytes as a
 * Response's stream, which Firefox has.
 */
async function readableRequest(url: string | URL, init?: RequestInit): Promise<Request> {
  const request = new Request(url, init);
  if (request.body !== undefined) return request;
  const bytes = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  const make = (): Request => {
    const copy = new Request(url, { ...init, body: bytes });
    Object.defineProperty(copy, 'body', { get: () => (bytes ? new Response(bytes).body : null) });
    Object.defineProperty(copy, 'clone', { value: make });
    return copy;
  };
  return make();
}

/** The deploy tool: asks for what it lacks (one request, or two in one round), then reports what it got. */
async function connect(
  container: Element,
  {
    ask = ['region'],
    era = 'modern',
    drop,
  }: {
    ask?: ('region' | 'note' | 'link')[];
    era?: 'modern' | 'legacy';
    /**
     * The connection drops the client's POST of a call that carries answers (`inputResponses`)
     * while this says so (the fetch fails: nothing reaches the server); the client is then
     * connected over `deliveryTransport()`, which the handler is given.
     */
    drop?: (attempt: number) => boolean;
  } = {},
): Promise<Connected> {
  const calls: ToolCall[] = [];
  /** The server: one instance per request on the 2026-07-28 entry, one for the connection otherwise. */
  const factory = () => {
    const server = new McpServer({ name: 'deploy', version: '1.0.0' });
    server.registerTool('deploy', { description: 'Deploys the service' }, async (ctx) => {
      const responses = ctx.mcpReq.inputResponses;
      calls.push({ inputResponses: responses, requestState: ctx.mcpReq.requestState<string>() });
      if (!responses)
        return inputRequired({
          inputRequests: Object.fromEntries(
            ask.map((key) => [
              key,
              key === 'link'
                ? inputRequired.elicitUrl(LINK)
                : inputRequired.elicit(key === 'region' ? REGION : NOTE),
            ]),
          ),
          requestState: 'round-1',
        });
      const got = Object.fromEntries(ask.map((key) => [key, acceptedContent(responses, key) ?? null]));
      return { content: [{ type: 'text', text: JSON.stringify({ got, responses }) }] };
    });
    return server;
  };
  const client = new Client(
    { name: 'page', version: '1.0.0' },
    {
      capabilities: elicitationCapabilities({ url: ask.includes('link') }),
      ...(era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {}),
    },
  );
  if (era === 'modern') {
    const handler = createMcpHandler(factory);
    let attempts = 0;
    const http = new StreamableHTTPClientTransport(new URL('http://in-page.invalid/mcp'), {
      fetch: async (url, init) => {
        if (drop && typeof init?.body === 'string' && init.body.includes('"inputResponses"'))
          if (drop(++attempts)) throw new TypeError('Failed to fetch');
        return handler.fetch(await readableRequest(url, init));
      },
    });
    const wrapped = drop ? deliveryTransport(http, { tries: 2, backoffMs: 300 }) : undefined;
    client.setRequestHandler('elicitation/create', elicitationHandler({ container, transport: wrapped }));
    await client.connect(wrapped ?? http);
  } else {
    client.setRequestHandler('elicitation/create', elicitationHandler({ container }));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([factory().connect(serverSide), client.connect(clientSide)]);
  }
  return {
    client,
    calls,
    callTool: (options) =>
      client.callTool({ name: 'deploy', arguments: {} }, options) as Promise<{
        content: { text: string }[];
      }>,
  };
}

/** The sets the handler placed in the container, once `n` of them have rendered. */
async function shownSets(container: Element, n: number): Promise<QuestionSetElement[]> {
  for (;;) {
    const sets = [...container.querySelectorAll('question-set')];
    if (sets.length >= n) {
      for (const el of sets) await settle(el);
      if (sets.every((el) => el.set)) return sets;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

const optionNamed = (el: QuestionSetElement, text: string) =>
  $$(el, '.option').find((o) => o.textContent?.includes(text))!;

describe('question-elements/mcp with the 2.x client and server: input requests (2026-07-28)', () => {
  const page = mcpPage<Connected>();

  it('one input request: the retried call carries exactly the answer, with requestState echoed', async () => {
    page.connected = await connect(page.container);
    const call = page.connected.callTool();
    const [el] = await shownSets(page.container, 1);
    expect(shownText(el)).to.contain('Which region should we deploy to?');
    await clickOn(el, optionNamed(el, 'eu-west-1'));
    const result = await call;
    const region = { action: 'accept', content: { region: 'eu-west-1' } };
    expect(page.connected.calls).to.deep.equal([
      { inputResponses: undefined, requestState: undefined },
      { inputResponses: { region }, requestState: 'round-1' },
    ]);
    expect(JSON.parse(result.content[0].text)).to.deep.equal({
      got: { region: { region: 'eu-west-1' } },
      responses: { region },
    });
    await settle(el);
    expect(el.state).to.equal('answered');
  });

  it('two requests in one round: two sets side by side, neither closes the other, one retry', async () => {
    page.connected = await connect(page.container, { ask: ['region', 'note'] });
    const call = page.connected.callTool();
    const [first, second] = await shownSets(page.container, 2);
    expect(shownText(first)).to.contain('Which region');
    expect(shownText(second)).to.contain('on-call engineer');
    expect([first.state, second.state]).to.deep.equal(['open', 'open']);
    await clickOn(second, $$(second, 'textarea, input')[0]);
    await sendKeys({ type: 'Friday freeze' });
    await sendKeys({ press: 'Enter' });
    await settle(second);
    // the first request is still open: answering the second closed nothing, and the call waits
    expect(first.state).to.equal('open');
    expect(page.connected.calls).to.have.length(1);
    first.decline();
    const result = await call;
    expect(page.connected.calls).to.have.length(2);
    expect(page.connected.calls[1]).to.deep.equal({
      inputResponses: {
        region: { action: 'decline' },
        note: { action: 'accept', content: { note: 'Friday freeze' } },
      },
      requestState: 'round-1',
    });
    expect(JSON.parse(result.content[0].text).got).to.deep.equal({
      region: null,
      note: { note: 'Friday freeze' },
    });
  });

  it('the retried call carrying the answer drops once (deliveryTransport): sending, then sent; the tool got it once', async () => {
    page.connected = await connect(page.container, { drop: (attempt) => attempt === 1 });
    const call = page.connected.callTool();
    const [el] = await shownSets(page.container, 1);
    await clickOn(el, optionNamed(el, 'eu-west-1'));
    // the first POST of the retried call failed; the second waits its backoff
    await until(() => shownText(el).includes('Sending…'), 'sending');
    expect(el.state).to.equal('open');
    const result = await call;
    await until(() => el.state === 'answered', 'the receipt');
    expect(shownText(el)).to.include('Sent');
    const region = { action: 'accept', content: { region: 'eu-west-1' } };
    expect(page.connected.calls, 'the tool ran once with the answer').to.deep.equal([
      { inputResponses: undefined, requestState: undefined },
      { inputResponses: { region }, requestState: 'round-1' },
    ]);
    expect(JSON.parse(result.content[0].text).responses).to.deep.equal({ region });
  });

  it('two requests in one round over deliveryTransport: the first answered waits, sending, for the call of its round', async () => {
    page.connected = await connect(page.container, { ask: ['region', 'note'], drop: () => false });
    const call = page.connected.callTool();
    const [first, second] = await shownSets(page.container, 2);
    await clickOn(first, optionNamed(first, 'eu-central-1'));
    // its answer goes in the call that answers the whole round: not sent yet
    await until(() => shownText(first).includes('Sending…'), 'sending');
    expect(first.state).to.equal('open');
    second.decline();
    const result = await call;
    for (const el of [first, second]) await settle(el);
    expect(first.state).to.equal('answered');
    expect(second.reason).to.equal('declined');
    expect(JSON.parse(result.content[0].text).responses).to.deep.equal({
      region: { action: 'accept', content: { region: 'eu-central-1' } },
      note: { action: 'decline' },
    });
  });

  it('the retried call cannot be sent at all: the call fails, the set closes as undeliverable with its picks; the call made again shows them', async () => {
    let down = true;
    page.connected = await connect(page.container, { drop: () => down });
    const call = page.connected.callTool();
    const [el] = await shownSets(page.container, 1);
    await clickOn(el, optionNamed(el, 'eu-west-1'));
    await call.then(
      () => expect.fail('the call went through a connection that was down'),
      () => undefined,
    );
    await until(() => el.reason === 'undeliverable', 'closed as undeliverable');
    await settle(el);
    expect(shownText(el)).to.include('Could not be delivered');
    expect(shownText(el)).not.to.match(/\bSent\b/);
    expect(el.answers.find((a) => a.questionId === 'region')?.selected).to.deep.equal(['eu-west-1']);
    expect(page.connected.calls, 'the tool never got the answer').to.have.length(1);

    // the connection is back and the host calls the tool again: the new round's set has the picks
    down = false;
    el.remove();
    const again = page.connected.callTool();
    const [next] = await shownSets(page.container, 1);
    expect(next.state).to.equal('open');
    expect(next.answers.find((a) => a.questionId === 'region')?.selected).to.deep.equal(['eu-west-1']);
    next.submit();
    const result = await again;
    expect(JSON.parse(result.content[0].text).responses).to.deep.equal({
      region: { action: 'accept', content: { region: 'eu-west-1' } },
    });
  });

  it('the call aborted: every set of the round is withdrawn', async () => {
    page.connected = await connect(page.container, { ask: ['region', 'note'] });
    const abort = new AbortController();
    const call = page.connected.callTool({ signal: abort.signal });
    const sets = await shownSets(page.container, 2);
    abort.abort();
    await call.then(
      () => expect.fail('the aborted call resolved'),
      () => undefined,
    );
    for (const el of sets) {
      for (let i = 0; el.reason !== 'withdrawn' && i < 100; i++) await new Promise((r) => setTimeout(r, 10));
      await settle(el);
      expect(el.reason).to.equal('withdrawn');
    }
    expect(page.connected.calls).to.have.length(1);
  });

  it('a 2.x client on the 2025 era: the server sends the request itself, the same handler answers', async () => {
    page.connected = await connect(page.container, { era: 'legacy' });
    const call = page.connected.callTool();
    const [el] = await shownSets(page.container, 1);
    await clickOn(el, optionNamed(el, 'eu-central-1'));
    const result = await call;
    expect(JSON.parse(result.content[0].text).got).to.deep.equal({ region: { region: 'eu-central-1' } });
    expect(page.connected.calls.at(-1)!.inputResponses).to.deep.equal({
      region: { action: 'accept', content: { region: 'eu-central-1' } },
    });
  });

  for (const era of ['modern', 'legacy'] as const)
    it(`URL mode on the ${era === 'modern' ? '2026-07-28 revision (no elicitationId)' : '2025 era (the id the shim mints)'}: shown, declined, echoed with requestState`, async () => {
      page.connected = await connect(page.container, { ask: ['link'], era });
      const call = page.connected.callTool();
      const [el] = await shownSets(page.container, 1);
      expect(el.set!.format).to.equal('mcp');
      expect(el.set!.url!.href).to.equal(LINK.url);
      if (era === 'modern') {
        // the 2026-07-28 request has no id: the set's is derived, as for any body without one
        expect(el.set!.url!.elicitationId).to.equal(undefined);
        expect(el.set!.id).to.match(/^q-[0-9a-f]+$/);
      } else {
        // the 2025 era: the server's shim mints an id, and it is the set's
        expect(el.set!.url!.elicitationId).to.be.a('string');
        expect(el.set!.id).to.equal(el.set!.url!.elicitationId);
      }
      expect(shownText(el)).to.contain(LINK.message);
      const decline = el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-act="start-decline"]')!;
      await clickOn(el, decline);
      const result = await call;
      expect(JSON.parse(result.content[0].text).responses).to.deep.equal({ link: { action: 'decline' } });
      if (era === 'modern') expect(page.connected.calls[1].requestState).to.equal('round-1');
      await settle(el);
      expect(el.getAttribute('reason')).to.equal('declined');
    });
});

/**
 * Issue 50, the MCP helper on the built npm entry (`dist/npm/mcp.js`, the page's build the npm
 * split: test/builds.ts): a real `Client` and `McpServer` of `@modelcontextprotocol/sdk`, connected
 * by the SDK's in-memory transport, whose client side fails to send as each test asks (a dropped
 * connection). The client is connected over `deliveryTransport()` and its elicitation handler is
 * given it. The user answers with real clicks; each test checks what the set says (sending, then
 * sent, or not sent with the reason and the draft kept) and what the server received: one
 * `ElicitResult` for the request's JSON-RPC id, the user's answer. Needs `npm run build`.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  ElicitRequestSchema,
  type ElicitResult,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import { expect } from '@open-wc/testing';
import type * as Mcp from '../../src/chat/mcp.js';
import type { QuestionSetElement } from '../../src/elements.js';
import { useBuild } from '../builds.js';
import { clickOn, settle, shownText } from '../elements/helpers.js';
import { until } from './delivery-backend.js';
import { mcpPage, REGION } from '../chat/mcp-page.js';

await useBuild('npm');
// in a variable: the type checker stays off the built file (its types are the sources')
const MCP_ENTRY = '/dist/npm/mcp.js';
const { deliveryTransport, elicitationCapabilities, elicitationHandler } = (await import(
  /* @vite-ignore */ MCP_ENTRY
)) as typeof Mcp;

interface Connected {
  client: Client;
  /** what the tool's elicitInput() returned */
  received: ElicitResult[];
  /** every response the server's side of the connection received for an elicitation/create, by its id */
  responses: { id: unknown; result?: unknown; error?: unknown }[];
  /** the ids of the server's elicitation/create requests */
  asked: unknown[];
  /** every response the client tried to send (a dropped one too) */
  tries: number;
  call: Promise<unknown>;
}

/**
 * The server, and the client over a transport that fails a response's send while `drop()` says so
 * (the connection dropped: the SDK's send rejects). `options` go to `deliveryTransport()`.
 */
async function connect(
  container: Element,
  drop: (attempt: number) => boolean,
  options: Mcp.DeliveryTransportOptions,
): Promise<Connected> {
  const received: ElicitResult[] = [];
  const server = new McpServer({ name: 'deploy', version: '1.0.0' });
  server.registerTool('deploy', { description: 'Deploys, asking for the region' }, async (extra) => {
    const result = await server.server.elicitInput(REGION, { signal: extra.signal });
    received.push(result);
    return { content: [{ type: 'text', text: JSON.stringify(result) }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const connected = { received, responses: [], asked: [], tries: 0 } as unknown as Connected;
  // the client's side drops a response while the test says so: its send rejects, nothing goes
  const send = clientSide.send.bind(clientSide);
  clientSide.send = async (message: JSONRPCMessage, sendOptions) => {
    if ('result' in message || 'error' in message) {
      const attempt = ++connected.tries;
      if (drop(attempt)) throw new Error('connection dropped');
    }
    return send(message, sendOptions);
  };
  await server.connect(serverSide);
  // what reached the server: the elicitation requests it sent, the responses it received
  const serverSend = serverSide.send.bind(serverSide);
  serverSide.send = async (message: JSONRPCMessage, sendOptions) => {
    if ('method' in message && message.method === 'elicitation/create' && 'id' in message)
      connected.asked.push(message.id);
    return serverSend(message, sendOptions);
  };
  const serverReceive = serverSide.onmessage!;
  serverSide.onmessage = (message, extra) => {
    if ('id' in message && connected.asked.includes(message.id))
      connected.responses.push(message as Connected['responses'][number]);
    serverReceive(message, extra);
  };
  const transport = deliveryTransport(clientSide, options);
  const client = new Client({ name: 'page', version: '1.0.0' }, { capabilities: elicitationCapabilities() });
  client.setRequestHandler(ElicitRequestSchema, elicitationHandler({ container, transport }));
  await client.connect(transport);
  connected.tries = 0;
  connected.client = client;
  connected.call = client.callTool({ name: 'deploy', arguments: {} });
  return connected;
}

/** The set the handler placed, once its options show. */
async function shownSet(container: Element): Promise<QuestionSetElement> {
  await until(
    () => !!container.querySelector('question-set')?.shadowRoot?.querySelector('.option'),
    'the set',
  );
  const el = container.querySelector('question-set') as QuestionSetElement;
  await settle(el);
  return el;
}

const option = (el: QuestionSetElement, text: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('.option')].find((o) => o.textContent!.includes(text))!;

/** Picks the region with a real click, then Send (a card with a Send button does not send on a pick). */
async function answer(el: QuestionSetElement, region: string): Promise<void> {
  const send = el.shadowRoot!.querySelector<HTMLButtonElement>('button.primary');
  await clickOn(el, option(el, region));
  if (send) await clickOn(el, send);
}

describe('question-elements/mcp (dist): the response over a transport that drops (issue 50)', () => {
  const page = mcpPage<Connected>();

  it('the first send of the response drops: sending, then sent; the server got the answer once', async () => {
    page.connected = await connect(page.container, (attempt) => attempt === 1, { backoffMs: 400 });
    const el = await shownSet(page.container);
    await answer(el, 'eu-west-1');
    // the first send dropped, the second waits its backoff: the set says it is on its way
    await until(() => shownText(el).includes('Sending…'), 'sending');
    expect(el.state).to.equal('open');
    await until(() => el.state === 'answered', 'the receipt');
    expect(shownText(el)).to.include('Sent');
    expect(shownText(el)).not.to.include('Not sent');
    const result = (await page.connected.call) as { content: { text: string }[] };
    const accept = { action: 'accept', content: { region: 'eu-west-1' } };
    expect(page.connected.tries, 'a dropped send, then the one that went').to.equal(2);
    expect(page.connected.asked).to.have.length(1);
    expect(page.connected.responses).to.deep.equal([
      { jsonrpc: '2.0', id: page.connected.asked[0], result: accept },
    ]);
    expect(page.connected.received).to.deep.equal([accept]);
    expect(JSON.parse(result.content[0].text)).to.deep.equal(accept);
  });

  it('every try fails: not sent with the reason, the draft kept; the transport recovers, Send again delivers once', async () => {
    let down = true;
    page.connected = await connect(page.container, () => down, { tries: 2, backoffMs: 50 });
    const el = await shownSet(page.container);
    await answer(el, 'eu-central-1');
    await until(() => shownText(el).includes('Not sent (connection dropped)'), 'the failure');
    expect(page.connected.tries, 'both tries').to.equal(2);
    expect(el.state, 'nothing recorded as sent').to.equal('open');
    expect(el.shadowRoot!.querySelector('.receipt')).to.equal(null);
    expect(el.answers.find((a) => a.questionId === 'region')?.selected, 'the draft stays').to.deep.equal([
      'eu-central-1',
    ]);
    expect(page.connected.responses, 'the server heard nothing').to.deep.equal([]);
    expect(page.connected.received).to.deep.equal([]);

    // the user changes their mind, the connection is back: Send again answers the same request
    down = false;
    await answer(el, 'eu-west-1');
    await until(() => el.state === 'answered', 'the receipt');
    expect(shownText(el)).to.include('Sent');
    const accept = { action: 'accept', content: { region: 'eu-west-1' } };
    const result = (await page.connected.call) as { content: { text: string }[] };
    expect(page.connected.responses).to.deep.equal([
      { jsonrpc: '2.0', id: page.connected.asked[0], result: accept },
    ]);
    expect(page.connected.received).to.deep.equal([accept]);
    expect(JSON.parse(result.content[0].text)).to.deep.equal(accept);
  });

  it('a host listener after the handler refuses the first Send, then throws on the second: nothing goes until one is taken', async () => {
    page.connected = await connect(page.container, () => false, {});
    const el = await shownSet(page.container);
    // the page's own listener, on an ancestor: it runs after the handler's, on the set itself
    let sends = 0;
    const host = (e: Event): void => {
      sends += 1;
      if (sends === 1) e.preventDefault();
      if (sends === 2) throw new Error('the page could not log it');
    };
    page.container.addEventListener('question-answers', host);
    // the page reports the throwing listener's error (mocha's window.onerror would fail the test: it steps aside)
    const mochaOnError = window.onerror;
    window.onerror = null;
    try {
      await answer(el, 'eu-central-1');
      await until(() => shownText(el).includes('Not sent'), 'refused');
      expect(el.state).to.equal('open');
      // a refusal answers nothing: the request still waits for the user
      await new Promise((r) => setTimeout(r, 100));
      expect(page.connected.tries, 'no response sent after a refusal').to.equal(0);
      expect(page.connected.responses).to.deep.equal([]);

      await answer(el, 'eu-west-1');
      await until(() => sends === 2, 'the second send');
      await settle(el);
      await new Promise((r) => setTimeout(r, 100));
      expect(shownText(el)).to.include('Not sent');
      expect(el.state).to.equal('open');
      expect(page.connected.tries, 'no response sent after a listener threw').to.equal(0);
    } finally {
      window.onerror = mochaOnError;
    }

    // the third send is taken: the request is answered with what the set holds then, once
    await answer(el, 'eu-central-1');
    await until(() => el.state === 'answered', 'the receipt');
    expect(sends).to.equal(3);
    const accept = { action: 'accept', content: { region: 'eu-central-1' } };
    await page.connected.call;
    expect(page.connected.tries).to.equal(1);
    expect(page.connected.responses).to.deep.equal([
      { jsonrpc: '2.0', id: page.connected.asked[0], result: accept },
    ]);
    expect(page.connected.received).to.deep.equal([accept]);
  });

  it('a decline whose response drops once: the server gets decline once', async () => {
    page.connected = await connect(page.container, (attempt) => attempt === 1, { backoffMs: 50 });
    const el = await shownSet(page.container);
    await clickOn(el, el.shadowRoot!.querySelector<HTMLButtonElement>('[data-act="start-decline"]')!);
    await until(() => el.reason === 'declined', 'the receipt');
    await page.connected.call;
    expect(page.connected.responses).to.deep.equal([
      { jsonrpc: '2.0', id: page.connected.asked[0], result: { action: 'decline' } },
    ]);
    expect(page.connected.received).to.deep.equal([{ action: 'decline' }]);
  });
});

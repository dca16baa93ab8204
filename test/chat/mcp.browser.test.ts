/**
 * question-elements/mcp end to end: a real McpServer whose tool calls elicitInput(), connected to a
 * real Client through the SDK's in-memory transport, in the page. The Client's elicitation handler
 * is the package's; the user answers with real key presses and the tool receives what they gave.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  ElicitRequestSchema,
  type ElicitRequestParams,
  type ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { elicitationCapabilities, elicitationHandler } from '../../src/chat/mcp.js';
import type { QuestionSetElement } from '../../src/elements.js';
import { $, $$, buttonsNamed, clickOn, fresh, settle, shownText, wordsOf } from '../elements/helpers.js';
import { mcpPage } from './mcp-page.js';

const booking = {
  message: 'Who is the table for?',
  requestedSchema: {
    type: 'object' as const,
    properties: { name: { type: 'string' as const, title: 'Name' } },
    required: ['name'],
  },
};

interface Connected {
  client: Client;
  /** what each elicitInput() call of the tool returned, in order */
  received: ElicitResult[];
  /** the tool's call, as the model would make it */
  callTool(options?: { signal?: AbortSignal }): Promise<unknown>;
}

async function connect(
  container: Element,
  { params = booking, url = false }: { params?: ElicitRequestParams; url?: boolean } = {},
): Promise<Connected> {
  const server = new McpServer({ name: 'bookings', version: '1.0.0' });
  const received: ElicitResult[] = [];
  server.registerTool(
    'book',
    { description: 'Books a table, asking the user for the name' },
    async (extra) => {
      // the tool's own call withdrawn (the model's client gave up): the elicitation goes with it
      const result = await server.server.elicitInput(params, { signal: extra.signal });
      received.push(result);
      return { content: [{ type: 'text', text: JSON.stringify(result) }] };
    },
  );
  const client = new Client(
    { name: 'page', version: '1.0.0' },
    { capabilities: elicitationCapabilities({ url }) },
  );
  client.setRequestHandler(ElicitRequestSchema, elicitationHandler({ container }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  // SDK 1.32 drops a cancellation of request id 0 (`if (!requestId) return`), and the server's
  // first request to the client gets id 0: a ping takes it, so the elicitation's withdrawal arrives
  await server.server.ping();
  return {
    client,
    received,
    callTool: (options) => client.callTool({ name: 'book', arguments: {} }, undefined, options),
  };
}

/** The set the handler placed in the container, once it has rendered. */
async function shownSet(container: Element): Promise<QuestionSetElement> {
  for (;;) {
    const el = container.querySelector('question-set');
    if (el) {
      await settle(el);
      return el;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('question-elements/mcp with a real MCP client and server', () => {
  let container: HTMLElement;
  let connected: Connected;
  beforeEach(async () => {
    fresh();
    container = document.createElement('div');
    document.body.append(container);
    connected = await connect(container);
  });
  afterEach(async () => {
    await connected.client.close();
    container.remove();
  });

  it('announces form-mode elicitation, and URL mode when asked', () => {
    expect(elicitationCapabilities()).to.deep.equal({ elicitation: { form: {} } });
    expect(elicitationCapabilities({ url: true })).to.deep.equal({ elicitation: { form: {}, url: {} } });
  });

  it('the tool receives what the user typed', async () => {
    const call = connected.callTool();
    const el = await shownSet(container);
    expect(shownText(el)).to.contain('Who is the table for?');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Ada Lovelace' });
    await sendKeys({ press: 'Enter' });
    const result = (await call) as { content: { text: string }[] };
    expect(connected.received).to.deep.equal([{ action: 'accept', content: { name: 'Ada Lovelace' } }]);
    expect(JSON.parse(result.content[0].text)).to.deep.equal(connected.received[0]);
    await settle(el);
    expect(el.state).to.equal('answered');
  });

  it('the tool receives decline when the user declines', async () => {
    const call = connected.callTool();
    const el = await shownSet(container);
    el.decline();
    await call;
    expect(connected.received).to.deep.equal([{ action: 'decline' }]);
  });

  it('the tool receives cancel when the user dismisses the set', async () => {
    const call = connected.callTool();
    const el = await shownSet(container);
    el.decline(undefined, 'cancel');
    await call;
    expect(connected.received).to.deep.equal([{ action: 'cancel' }]);
  });

  it('the tool receives cancel when the host removes the set', async () => {
    const call = connected.callTool();
    const el = await shownSet(container);
    el.remove();
    await call;
    expect(connected.received).to.deep.equal([{ action: 'cancel' }]);
  });

  it('a request the caller aborts withdraws the set: closed with reason withdrawn', async () => {
    const abort = new AbortController();
    const call = connected.callTool({ signal: abort.signal });
    const el = await shownSet(container);
    abort.abort();
    await call.then(
      () => expect.fail('the aborted call resolved'),
      () => undefined,
    );
    // the call's cancellation reaches the tool, which withdraws its elicitation from the client
    for (let i = 0; el.reason !== 'withdrawn' && i < 100; i++) await new Promise((r) => setTimeout(r, 10));
    await settle(el);
    expect(el.reason).to.equal('withdrawn');
    expect(el.state).to.equal('closed');
    expect(shownText(el)).to.contain(wordsOf(el).reasons.withdrawn);
  });
});

describe('question-elements/mcp: URL mode with a real MCP client and server', () => {
  /** A page of the test server that reports back when a link opens it (test/chat/url-opened.html). */
  const opened = new URL('/test/chat/url-opened.html?elicitation=cal-1', location.href).href;
  const connectCalendar = {
    mode: 'url' as const,
    message: 'Connect your calendar so the booking can be made.',
    elicitationId: 'cal-1',
    url: opened,
  };
  const page = mcpPage<Connected>();

  it('the user opens the address with a real click: a new tab, and the tool receives accept', async () => {
    page.connected = await connect(page.container, { params: connectCalendar, url: true });
    const call = page.connected.callTool();
    const el = await shownSet(page.container);
    expect(shownText(el)).to.contain(connectCalendar.message);
    expect($(el, '.url-origin')!.textContent).to.equal(location.origin);
    const channel = new BroadcastChannel('qe-url-opened');
    const tab = new Promise<{ href: string }>((resolve) => (channel.onmessage = (e) => resolve(e.data)));
    const here = location.href;
    await clickOn(el, $(el, 'a.url-open')!);
    expect((await tab).href).to.equal(opened);
    channel.close();
    await call;
    expect(page.connected.received).to.deep.equal([{ action: 'accept' }]);
    expect(location.href).to.equal(here);
  });

  it('the tool receives decline when the user declines the address', async () => {
    page.connected = await connect(page.container, { params: connectCalendar, url: true });
    const call = page.connected.callTool();
    const el = await shownSet(page.container);
    await clickOn(el, buttonsNamed(el, wordsOf(el).decline)[0]);
    await call;
    expect(page.connected.received).to.deep.equal([{ action: 'decline' }]);
  });

  it('without url in the capabilities the SDK refuses URL mode, and no set is shown', async () => {
    page.connected = await connect(page.container, { params: connectCalendar });
    const result = (await page.connected.callTool()) as { isError?: boolean; content: { text: string }[] };
    expect(result.isError).to.equal(true);
    expect(result.content[0].text).to.match(/url elicitation/i);
    expect(page.container.querySelector('question-set')).to.equal(null);
  });

  it('a request the codec refuses rejects the handler: the server gets an error and the set shows it', async () => {
    // valid for the SDK's schema; the codec refuses two options a person could not tell apart
    // (the second "Alice" starts with a Cyrillic А)
    const payee = {
      message: 'Who gets the money?',
      requestedSchema: {
        type: 'object' as const,
        properties: { payee: { type: 'string' as const, enum: ['Alice', '\u0410lice'] } },
      },
    };
    page.connected = await connect(page.container, { params: payee });
    const result = (await page.connected.callTool()) as { isError?: boolean; content: { text: string }[] };
    expect(result.isError).to.equal(true);
    expect(result.content[0].text)
      .to.contain('elicitation/create: ')
      .and.to.contain('looks the same as option 1');
    expect(page.connected.received).to.deep.equal([]);
    const el = page.container.querySelector('question-set')!;
    await settle(el);
    expect(el.error?.code).to.equal('look-alike-options');
    expect(shownText(el)).to.contain(wordsOf(el).errorTitle);
    expect($$(el, 'button')).to.deep.equal([]);
  });
});

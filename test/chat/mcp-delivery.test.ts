/**
 * `deliveryTransport()` in Node, with no DOM: a real `Client` and `Server` of
 * `@modelcontextprotocol/sdk` over the SDK's in-memory transport, whose client side fails the sends
 * each test asks to fail (a dropped connection, a send that hangs). The client answers the server's
 * `elicitation/create` with a fixed result; each test checks what the server received (one response
 * per request id) and what `delivery(id)` and `respond(id, result)` said.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import {
  deliveryTransport,
  type DeliveryTransport,
  type DeliveryTransportOptions,
  type JsonRpcId,
  type JsonRpcMessage,
  type McpTransport,
} from '../../src/chat/mcp-delivery.js';

const PARAMS = {
  message: 'Name?',
  requestedSchema: { type: 'object' as const, properties: { name: { type: 'string' as const } } },
};
const ACCEPT = { action: 'accept' as const, content: { name: 'Ada' } };

/**
 * A server and a client over `deliveryTransport()`; `fail(message, attempt)` says how the client
 * side's send of a response goes: `'drop'` rejects, `'hang'` never settles, else it is sent.
 */
async function connect(
  fail: (attempt: number) => 'drop' | 'hang' | undefined,
  options: DeliveryTransportOptions,
) {
  const server = new Server({ name: 's', version: '1' }, { capabilities: {} });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  let attempt = 0;
  /** the signal each send of a response was given (`requestSignal`) */
  const signals: (AbortSignal | undefined)[] = [];
  const send = clientSide.send.bind(clientSide);
  clientSide.send = (message: JSONRPCMessage, sendOptions) => {
    if ('result' in message || 'error' in message) {
      // the 2.x transports' option (this 1.x transport ignores it): what the wrapper handed over
      signals.push((sendOptions as { requestSignal?: AbortSignal } | undefined)?.requestSignal);
      const how = fail(++attempt);
      if (how === 'drop') return Promise.reject(new Error(`dropped (try ${attempt})`));
      if (how === 'hang') return new Promise<void>(() => {});
    }
    return send(message, sendOptions);
  };
  await server.connect(serverSide);
  // the responses that reached the server
  const responses: JSONRPCMessage[] = [];
  const receive = serverSide.onmessage!;
  serverSide.onmessage = (message, extra) => {
    if ('result' in message || 'error' in message) responses.push(message);
    receive(message, extra);
  };
  const transport: DeliveryTransport = deliveryTransport(clientSide, options);
  const client = new Client({ name: 'c', version: '1' }, { capabilities: { elicitation: { form: {} } } });
  const errors: string[] = [];
  client.onerror = (e) => errors.push(e.message);
  /** each request's id and what its delivery said */
  const handled: { id: JsonRpcId; delivery: Promise<void> | undefined }[] = [];
  client.setRequestHandler(ElicitRequestSchema, async (_request, extra) => {
    handled.push({ id: extra.requestId, delivery: transport.delivery(extra.requestId) });
    return ACCEPT;
  });
  await client.connect(transport);
  attempt = 0;
  return { server, client, transport, responses, handled, errors, signals, attempts: () => attempt };
}

test('a response whose first send drops goes on the next try, with the same id, once', async () => {
  const c = await connect((n) => (n === 1 ? 'drop' : undefined), { backoffMs: 5 });
  const result = await c.server.elicitInput(PARAMS);
  assert.deepEqual(result, ACCEPT);
  assert.equal(c.attempts(), 2);
  assert.equal(c.handled.length, 1);
  const [{ id, delivery }] = c.handled;
  assert.ok(delivery, 'the request came over the transport: its delivery is followed');
  await delivery;
  assert.deepEqual(c.responses, [{ jsonrpc: '2.0', id, result: ACCEPT }]);
  assert.deepEqual(c.errors, [], 'a retried send that went is no error');
  assert.equal(c.transport.delivery(id), undefined, 'delivered: nothing left to follow');
  await c.client.close();
});

test('every try fails: delivery rejects with the last failure; respond() then answers the same request, once', async () => {
  let down = true;
  const c = await connect(() => (down ? 'drop' : undefined), { tries: 3, backoffMs: 5 });
  const asked = c.server.elicitInput(PARAMS);
  while (!c.handled.length) await new Promise((r) => setTimeout(r, 1));
  const [{ id, delivery }] = c.handled;
  await assert.rejects(delivery!, /dropped \(try 3\)/);
  assert.equal(c.attempts(), 3, 'bounded: three tries');
  assert.deepEqual(c.responses, []);
  assert.equal(c.errors.length, 1, "the SDK's own report of the failed send");

  down = false;
  const other = { action: 'accept' as const, content: { name: 'Grace' } };
  await c.transport.respond(id, other);
  assert.deepEqual(await asked, other, 'the server takes the answer sent again');
  assert.deepEqual(c.responses, [{ jsonrpc: '2.0', id, result: other }]);
  await c.transport.respond(id, ACCEPT);
  assert.equal(c.responses.length, 1, 'one accepted delivery per request id: a second is not sent');
  await c.client.close();
});

test('timeoutMs: a send that hangs counts as failed, is given up (its requestSignal aborted) and tried again', async () => {
  const c = await connect((n) => (n === 1 ? 'hang' : undefined), { timeoutMs: 20, backoffMs: 5 });
  assert.deepEqual(await c.server.elicitInput(PARAMS), ACCEPT);
  assert.equal(c.attempts(), 2);
  await c.handled[0].delivery;
  const [hung, sent] = c.signals;
  assert.equal(
    hung?.aborted,
    true,
    'the try past its time is given up: left in flight, a browser may send it again',
  );
  assert.match(String(hung?.reason), /no reply in 20 ms/);
  assert.equal(sent?.aborted, false, 'the try that went is not');
  await c.client.close();
});

test('a request not answered when the connection closes: its delivery rejects', async () => {
  const c = await connect(() => undefined, {});
  let release!: () => void;
  c.client.setRequestHandler(ElicitRequestSchema, async (_request, extra) => {
    c.handled.push({ id: extra.requestId, delivery: c.transport.delivery(extra.requestId) });
    await new Promise<void>((r) => (release = r));
    return ACCEPT;
  });
  c.server.elicitInput(PARAMS).catch(() => {});
  while (!c.handled.length) await new Promise((r) => setTimeout(r, 1));
  await c.client.close();
  await assert.rejects(c.handled[0].delivery!, /connection closed/);
  release();
});

test('an id no request over the transport carries has no delivery; requests pass through unretried', async () => {
  const c = await connect(() => undefined, {});
  assert.equal(c.transport.delivery('input-1'), undefined);
  assert.equal(c.transport.delivery(12345), undefined);
  await c.client.ping();
  assert.equal(c.attempts(), 0, "the client's own requests are no responses");
  await c.client.close();
});

/**
 * A transport that records each send and fails it while `drop(attempt)` says so (counting only
 * the sends of requests that carry answers): the 2.x client's retried call, which answers embedded
 * input requests in `params.inputResponses`.
 */
function recording(drop: (attempt: number) => boolean) {
  const sent: JsonRpcMessage[] = [];
  let attempts = 0;
  const inner: McpTransport = {
    start: async () => {},
    close: async () => inner.onclose?.(),
    send: async (message) => {
      if (Array.isArray(message)) throw new Error('no batches here');
      if (JSON.stringify(message).includes('"inputResponses"') && drop(++attempts))
        throw new Error(`dropped (try ${attempts})`);
      sent.push(message);
    },
  };
  return { inner, sent, attempts: () => attempts };
}

const retried = (id: number, inputResponses: Record<string, unknown>): JsonRpcMessage => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'deploy', arguments: {}, inputResponses, requestState: 'round-1' },
});

test('an embedded input request: its answer is delivered by the send of the call that carries it, tried with the same id', async () => {
  const r = recording((attempt) => attempt === 1);
  const transport = deliveryTransport(r.inner, { backoffMs: 1 });
  transport.onclose = () => {};
  await transport.start();
  const region = { action: 'accept', content: { region: 'eu-west-1', zone: 'b' } };
  const note = { action: 'decline' };
  const carried = transport.carried('region', region);
  const other = transport.carried('note', note);
  // the SDK validates the result into a new object: the keys may come in another order
  const call = retried(7, {
    note: { action: 'decline' },
    region: { content: { zone: 'b', region: 'eu-west-1' }, action: 'accept' },
  });
  await transport.send(call);
  await Promise.all([carried, other]);
  assert.equal(r.attempts(), 2, 'a dropped send, then the one that went');
  assert.deepEqual(r.sent, [call], 'the same request, with the same id, once');
});

test('an embedded answer is not delivered by a call that carries another answer, nor by a call without answers', async () => {
  const r = recording(() => false);
  const transport = deliveryTransport(r.inner, {});
  transport.onclose = () => {};
  await transport.start();
  let settled = false;
  const carried = transport.carried('region', { action: 'accept', content: { region: 'eu-west-1' } });
  void carried.then(() => (settled = true));
  await transport.send(retried(1, { region: { action: 'accept', content: { region: 'eu-central-1' } } }));
  await transport.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'deploy' } });
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(settled, false);
  await transport.send(retried(3, { region: { action: 'accept', content: { region: 'eu-west-1' } } }));
  await carried;
});

test('the call that carries an embedded answer fails every try, or the connection closes first: the delivery rejects', async () => {
  const r = recording(() => true);
  const transport = deliveryTransport(r.inner, { tries: 2, backoffMs: 1 });
  transport.onclose = () => {};
  await transport.start();
  const carried = transport.carried('region', { action: 'decline' });
  const call = transport.send(retried(4, { region: { action: 'decline' } }));
  await assert.rejects(call, /dropped \(try 2\)/);
  await assert.rejects(carried, /dropped \(try 2\)/);
  assert.equal(r.attempts(), 2);

  const waiting = transport.carried('note', { action: 'decline' });
  await transport.close();
  await assert.rejects(waiting, /the connection closed before the answer was sent/);
});

test('a wrapper no client is connected through (never started) cannot follow a call: an embedded answer counts as delivered at once', async () => {
  const r = recording(() => false);
  const transport = deliveryTransport(r.inner, {});
  await transport.carried('region', { action: 'decline' });
  assert.deepEqual(r.sent, []);
});

test('the wrapper tells the SDK what the transport has: a stream per request (a 2.x call is cancelled by aborting its send) and the protocol versions', async () => {
  const versions: string[][] = [];
  const inner = { ...recording(() => false).inner, hasPerRequestStream: true };
  inner.setSupportedProtocolVersions = (v: string[]) => void versions.push(v);
  const transport = deliveryTransport(inner, {});
  assert.equal(transport.hasPerRequestStream, true);
  transport.setSupportedProtocolVersions?.(['2026-07-28']);
  assert.deepEqual(versions, [['2026-07-28']]);
  assert.equal(deliveryTransport(recording(() => false).inner, {}).hasPerRequestStream, undefined);
});

test('a call the caller cancelled while its send was being tried again is not sent again', async () => {
  const r = recording(() => true);
  const transport = deliveryTransport(r.inner, { tries: 3, backoffMs: 20 });
  transport.onclose = () => {};
  await transport.start();
  const cancel = new AbortController();
  const call = transport.send(retried(9, { region: { action: 'decline' } }), {
    requestSignal: cancel.signal,
  });
  // the first try fails; the call is given up while the wrapper waits to try again
  await new Promise((resolve) => setTimeout(resolve, 5));
  cancel.abort(new Error('cancelled by the user'));
  await assert.rejects(call, /dropped \(try 1\)/);
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.equal(r.attempts(), 1, 'no try after the cancel');

  // cancelled before its first try failed: that failure is the last
  const again = new AbortController();
  again.abort();
  await assert.rejects(
    transport.send(retried(10, { region: { action: 'decline' } }), { requestSignal: again.signal }),
    /dropped \(try 2\)/,
  );
  assert.equal(r.attempts(), 2);
});

/**
 * `deliveryTransport(transport, options)`: an MCP transport whose responses are delivered or
 * reported (issue 50). The SDK sends the response to a request its client handled with
 * `transport.send()`; when that send fails (the connection dropped) it only tells `onerror`, and the
 * server never hears back. This wrapper retries a failed response, with the same JSON-RPC id, a
 * bounded number of times, and says per request id whether the response went: `delivery(id)`
 * settles as the response's send did, and `respond(id, result)` sends another response to the same
 * request after all tries failed (the user's Send again). One response per request id is delivered.
 *
 * Nothing here touches the DOM or imports an SDK: the types below are the parts of the SDK's
 * `Transport` it forwards, so any transport of either SDK line fits.
 */

/** A JSON-RPC request, notification or response, as the SDK passes it to `send()`. */
export interface JsonRpcMessage {
  jsonrpc: '2.0';
  id?: string | number;
  method?: string;
  result?: unknown;
  error?: unknown;
  [key: string]: unknown;
}

/** A JSON-RPC id (the SDK's `RequestId`). */
export type JsonRpcId = string | number;

/**
 * The SDK's `Transport` (`@modelcontextprotocol/sdk/shared/transport.js`), as far as the wrapper
 * forwards it. Methods, so the SDK's own types fit both ways.
 */
export interface McpTransport {
  start(): Promise<void>;
  /** the 2.x line's transports take a batch (an array) too: it passes through as it is */
  send(message: JsonRpcMessage | JsonRpcMessage[], options?: object): Promise<void>;
  close(): Promise<void>;
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  /** a method, so the SDK's handlers of its own message types fit (compared both ways) */
  onmessage?(message: JsonRpcMessage, extra?: unknown): void;
  sessionId?: string | undefined;
  setProtocolVersion?: ((version: string) => void) | undefined;
  /** the 2.x line: the transport gives each request a stream of its own, so a call is cancelled by aborting its send */
  readonly hasPerRequestStream?: boolean;
  setSupportedProtocolVersions?: ((versions: string[]) => void) | undefined;
}

export interface DeliveryTransportOptions {
  /** How many times a response is sent before its delivery fails: 3 unless given (at least 1). */
  tries?: number;
  /** Milliseconds one send may take before it counts as failed; none unless given. */
  timeoutMs?: number;
  /** Milliseconds before the second try, doubled before each further one: 200 unless given. */
  backoffMs?: number;
}

/** What the wrapper adds to a transport: the delivery of each response, by request id. */
export interface ResponseDelivery {
  /**
   * The delivery of the response to request `id`, a request that came in over this transport and
   * has not been answered yet: fulfils once its `send` succeeded, rejects with the last failure
   * once every try failed (or the connection closed first). `undefined` for an id that no request
   * over this transport carries (an embedded input request of the 2.x client, answered inside a
   * `tools/call`: `carried()`), or whose response was delivered.
   */
  delivery(id: JsonRpcId): Promise<void> | undefined;
  /**
   * Sends a response to request `id` again, carrying `result`, after its delivery failed: the
   * same tries; the promise settles as `delivery(id)` does. A response already delivered is not
   * sent again (the promise fulfils: the server has its one answer).
   */
  respond(id: JsonRpcId, result: unknown): Promise<void>;
  /**
   * The delivery of the answer `result` to the 2.x client's embedded input request `key` (protocol
   * 2026-07-28), which has no response of its own: it rides in the client's retried call, as
   * `params.inputResponses[key]`. Such a request carries the user's answers, so its send is tried
   * as a response's is (the same JSON-RPC id, the same tries). Fulfils once the request carrying
   * the answer was sent; rejects with the last failure once every try failed, or when the
   * connection closed first. Fulfils at once when no client is connected through the wrapper (it
   * was never started): it cannot follow a call it will not see.
   */
  carried(key: string, result: unknown): Promise<void>;
}

export type DeliveryTransport = McpTransport & ResponseDelivery;

interface Request {
  /** the delivery of the response to it; replaced by each resend */
  delivery: Promise<void>;
  settle?: (sent: Promise<void>) => void;
  state: 'waiting' | 'sending' | 'failed' | 'sent';
}

const isResponse = (message: JsonRpcMessage): message is JsonRpcMessage & { id: JsonRpcId } =>
  message.id !== undefined && message.method === undefined && ('result' in message || 'error' in message);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answers a request of the 2.x client carries to embedded input requests, by key. */
const inputResponsesOf = (message: JsonRpcMessage): Record<string, unknown> | undefined => {
  const params = message.id !== undefined && typeof message.method === 'string' ? message.params : undefined;
  return isRecord(params) && isRecord(params.inputResponses) ? params.inputResponses : undefined;
};

/** The same JSON value, whatever the order of its keys (the SDK validates a result into a new object). */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (!isRecord(a) || !isRecord(b)) return Object.is(a, b);
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  return (
    keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length &&
    keys.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]))
  );
}

/** An embedded input request's answer, waiting for the request that carries it. */
interface Carried {
  key: string;
  result: unknown;
  settle(sent: Promise<void>): void;
}

/** Why an answer was not sent: the connection closed before the SDK sent it. */
const closedFirst = () => new Error('the connection closed before the answer was sent');

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The signal the SDK gives a send (`requestSignal`, the 2.x line): aborted when the caller cancels the call. */
const signalOf = (sendOptions: object | undefined) =>
  (sendOptions as { requestSignal?: AbortSignal } | undefined)?.requestSignal;

/**
 * One try of `send` with a time limit: past `ms` it counts as failed, and its request is given up
 * through the send's `requestSignal` (the 2.x Streamable HTTP transport aborts its POST by it;
 * transports on one channel ignore it). Left in flight, a POST whose connection the server drops
 * later is sent again by the browser itself (Chromium and Firefox do: test/chat/mcp-http): the
 * server would get it besides the next try, and run a retried call twice. A signal the SDK gave the
 * send still aborts it. A send given up may still have arrived: a server answers one response per id.
 */
function within(
  send: (sendOptions?: object) => Promise<void>,
  sendOptions: object | undefined,
  ms: number | undefined,
): Promise<void> {
  if (ms === undefined) return send(sendOptions);
  const giveUp = new AbortController();
  const given = signalOf(sendOptions);
  if (given?.aborted) giveUp.abort(given.reason);
  else given?.addEventListener('abort', () => giveUp.abort(given.reason), { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no reply in ${ms} ms`);
      reject(error);
      giveUp.abort(error);
    }, ms);
  });
  return Promise.race([send({ ...sendOptions, requestSignal: giveUp.signal }), late]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * Wraps `transport` (any SDK transport: in-memory, stdio, Streamable HTTP, WebSocket) so that the
 * responses a client sends to its requests are retried on failure and their delivery can be
 * followed. Connect the client to the wrapper, and hand the wrapper to
 * `elicitationHandler({ container, transport })`: a set then says "Sending…" until the response
 * went, "Not sent" with the reason when every try failed, and its Send again answers the same
 * request. Requests and notifications pass through unchanged (the SDK times its requests itself).
 */
export function deliveryTransport(
  transport: McpTransport,
  options: DeliveryTransportOptions = {},
): DeliveryTransport {
  const tries = Math.max(1, Math.floor(options.tries ?? 3));
  const backoff = options.backoffMs ?? 200;
  const requests = new Map<JsonRpcId, Request>();
  const carried = new Set<Carried>();
  let started = false;
  let onmessage: ((message: JsonRpcMessage, extra?: unknown) => void) | undefined;
  let onclose: McpTransport['onclose'];

  /**
   * Sends `message` up to `tries` times; the last failure is the delivery's. A send the caller
   * cancelled (its `requestSignal` aborted: the user or the host gave the call up) is not tried
   * again: the server must not get a call its client no longer waits for.
   */
  async function deliver(message: JsonRpcMessage, sendOptions?: object): Promise<void> {
    const cancelled = signalOf(sendOptions);
    for (let attempt = 1; ; attempt++) {
      try {
        return await within((o) => transport.send(message, o), sendOptions, options.timeoutMs);
      } catch (error) {
        if (attempt >= tries || cancelled?.aborted) throw error;
        await wait(backoff * 2 ** (attempt - 1));
        if (cancelled?.aborted) throw error;
      }
    }
  }

  /** Sends a response to a request that came in here, and records how it went. */
  function sendResponse(request: Request, message: JsonRpcMessage, sendOptions?: object): Promise<void> {
    request.state = 'sending';
    const sent = deliver(message, sendOptions).then(
      () => {
        request.state = 'sent';
        if (message.id !== undefined && requests.get(message.id) === request) requests.delete(message.id);
      },
      (error: unknown) => {
        request.state = 'failed';
        throw error;
      },
    );
    if (request.settle) request.settle(sent);
    else request.delivery = sent;
    request.settle = undefined;
    return sent;
  }

  const wrapped: DeliveryTransport = {
    start: () => {
      started = true;
      return transport.start();
    },
    close: () => transport.close(),
    send(message, sendOptions) {
      if (Array.isArray(message)) return transport.send(message, sendOptions);
      const request = isResponse(message) ? requests.get(message.id) : undefined;
      // one response per request: one already delivered is not sent again, and one on its way
      // (a `respond()` that came first) is the delivery of this one too
      if (request?.state === 'sent') return Promise.resolve();
      if (request?.state === 'sending') return request.delivery;
      if (request) return sendResponse(request, message, sendOptions);
      const answers = inputResponsesOf(message);
      if (!answers) return transport.send(message, sendOptions);
      // the 2.x client's retried call: it carries the user's answers, and its send is their delivery
      const sent = deliver(message, sendOptions);
      for (const waiting of carried)
        if (Object.hasOwn(answers, waiting.key) && same(answers[waiting.key], waiting.result)) {
          carried.delete(waiting);
          waiting.settle(sent);
        }
      return sent;
    },
    delivery: (id) => {
      const request = requests.get(id);
      return request && request.state !== 'sent' ? request.delivery : undefined;
    },
    respond(id, result) {
      const request = requests.get(id);
      if (!request) return Promise.resolve();
      // a resend while the response is still on its way is that response's delivery
      if (request.state === 'sending') return request.delivery;
      return sendResponse(request, { jsonrpc: '2.0', id, result }, { relatedRequestId: id });
    },
    carried(key, result) {
      if (!started) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        carried.add({ key, result, settle: (sent) => sent.then(resolve, reject) });
      });
    },
    get onmessage() {
      return onmessage;
    },
    set onmessage(handler) {
      onmessage = handler;
      transport.onmessage = handler && receive;
    },
    get onclose() {
      return onclose;
    },
    set onclose(handler) {
      onclose = handler;
      transport.onclose = closed;
    },
    get onerror() {
      return transport.onerror;
    },
    set onerror(handler) {
      transport.onerror = handler;
    },
    get sessionId() {
      return transport.sessionId;
    },
    get setProtocolVersion() {
      return transport.setProtocolVersion?.bind(transport);
    },
    // as the transport has it: a 2.x client cancels a call by aborting its send only where it is true
    get hasPerRequestStream() {
      return transport.hasPerRequestStream;
    },
    get setSupportedProtocolVersions() {
      return transport.setSupportedProtocolVersions?.bind(transport);
    },
  };

  /** A request that came in: the response to it is followed from now on. */
  function receive(message: JsonRpcMessage, extra?: unknown): void {
    if (message.id !== undefined && typeof message.method === 'string') {
      const request: Request = { delivery: Promise.resolve(), state: 'waiting' };
      request.delivery = new Promise<void>((resolve, reject) => {
        request.settle = (sent) => sent.then(resolve, reject);
      });
      // followed or not, a rejection nobody waits for is no error of the page's
      request.delivery.catch(() => {});
      requests.set(message.id, request);
    }
    onmessage?.(message, extra);
  }

  /** The connection closed: a response not yet sent will not be sent by the SDK. */
  function closed(): void {
    for (const request of requests.values()) {
      if (request.state !== 'waiting' || !request.settle) continue;
      request.state = 'failed';
      request.settle(Promise.reject(closedFirst()));
      request.settle = undefined;
    }
    for (const waiting of carried) waiting.settle(Promise.reject(closedFirst()));
    carried.clear();
    onclose?.();
  }

  return wrapped;
}

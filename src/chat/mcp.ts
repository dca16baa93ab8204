/**
 * `question-elements/mcp`: answers a Model Context Protocol server's elicitation requests with the
 * elements, for a client of either SDK line:
 *
 *     // @modelcontextprotocol/sdk 1.x (protocol 2025-11-25): the server sends elicitation/create
 *     const client = new Client(info, { capabilities: elicitationCapabilities() });
 *     client.setRequestHandler(ElicitRequestSchema, elicitationHandler({ container }));
 *
 *     // @modelcontextprotocol/client 2.x (protocol 2026-07-28, SEP-2322): tools/call answers
 *     // input_required, and the client fulfils each embedded request through the same handler
 *     client.setRequestHandler('elicitation/create', elicitationHandler({ container }));
 *
 * A connection that drops the response loses nothing when the client talks over
 * `deliveryTransport(transport)` and the handler is given it (`{ container, transport }`): the set
 * says "Sending…" until the SDK's response went (for a 2.x embedded request, the retried call that
 * carries its answer), and "Not sent" with Send again (the same request) when every try failed
 * (docs/mcp.md, "A connection that drops").
 *
 * Importing it defines the elements, as `question-elements` does. Each request shows as a set in
 * the container (through `ask()`) and the handler resolves with the `ElicitResult` the set's
 * answer gives. Nothing here imports an SDK: the types below are the parts of its request, context
 * and result this module reads and writes, so both SDKs stay optional peers.
 */
import { defineElements } from '../define.js';
import { whenAccepted } from '../elements/delivery.js';
import type { QuestionAnswersEvent, QuestionDeclineEvent, QuestionErrorEvent } from '../elements/events.js';
import { ask } from './ask.js';
import type { JsonRpcId, ResponseDelivery } from './mcp-delivery.js';

export {
  deliveryTransport,
  type DeliveryTransport,
  type DeliveryTransportOptions,
  type JsonRpcId,
  type JsonRpcMessage,
  type McpTransport,
  type ResponseDelivery,
} from './mcp-delivery.js';

defineElements();

/** An `elicitation/create` request as the SDK's `Client` hands it over (form or URL mode). */
export interface ElicitationRequest {
  method: string;
  params: { message: string; mode?: string; [key: string]: unknown };
}

/**
 * What the handler reads of the SDK's second argument: the withdrawal of the request. SDK 1.x
 * passes a `RequestHandlerExtra` (`signal`); the 2.x client a context (`mcpReq.signal`), which for
 * an embedded input request is the round's signal (the call aborted, or a sibling request failed).
 */
export interface ElicitationExtra {
  signal?: AbortSignal;
  /** SDK 1.x: the JSON-RPC id of the request (the id its response carries) */
  requestId?: JsonRpcId;
  /** 2.x: `id` is the JSON-RPC id, or an embedded input request's key */
  mcpReq?: { signal?: AbortSignal; id?: JsonRpcId };
}

/** An `ElicitResult`: `accept` with the content the schema asked for, `decline` or `cancel`. */
export interface ElicitationResult {
  [key: string]: unknown;
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, string | number | boolean | string[]>;
}

export interface ElicitationHandlerOptions {
  /** Where each request's set is appended: an element, or a function giving one per request. */
  container: Element | ((request: ElicitationRequest) => Element);
  /**
   * The transport the client is connected over, wrapped by `deliveryTransport()`: each set then
   * says "Sending…" until the response to its request was sent, and "Not sent" with the reason when
   * every try failed; Send again sends the answer the set holds then, to the same request (the same
   * JSON-RPC id). Without it the set shows its receipt as the handler resolves, as the SDK has
   * nothing to tell of its send.
   */
  transport?: ResponseDelivery;
}

export type ElicitationHandler = (
  request: ElicitationRequest,
  extra?: ElicitationExtra,
) => Promise<ElicitationResult>;

/** The client capabilities that announce elicitation: form mode, and URL mode when `url` is true. */
export function elicitationCapabilities(options: { url?: boolean } = {}): {
  elicitation: { form: Record<string, never>; url?: Record<string, never> };
} {
  return { elicitation: options.url ? { form: {}, url: {} } : { form: {} } };
}

/** The roots an element hangs from: its shadow root or document, then each shadow host's root. */
function rootsOf(node: Node): Node[] {
  const roots: Node[] = [];
  for (let root = node.getRootNode(); ;) {
    roots.push(root);
    if (!(root instanceof ShadowRoot)) return roots;
    root = root.host.getRootNode();
  }
}

/**
 * The handler for `client.setRequestHandler(ElicitRequestSchema, …)` (SDK 1.x) or
 * `client.setRequestHandler('elicitation/create', …)` (2.x). It resolves with `cancel` when the
 * server withdraws the request (the request's signal; the set shows closed with reason
 * `withdrawn`) or when the host removes the set's element, and rejects when the request is not a
 * valid elicitation (the set shows the error).
 *
 * Each request is one set, and the sets of one client never close one another: a 2.x server may
 * ask several things in one round (`inputRequests`), and parallel tool calls may ask at once; each
 * request keeps its own message, schema and result (one may be declined while another is
 * answered), and the client retries the call once every one of them is answered (docs/mcp.md).
 */
export function elicitationHandler(options: ElicitationHandlerOptions): ElicitationHandler {
  return (request, extra) => {
    const { container } = options;
    const host = typeof container === 'function' ? container(request) : container;
    const withdraw = new AbortController();
    const signal = extra?.signal ?? extra?.mcpReq?.signal;
    const pending = ask(request.params, { signal: withdraw.signal, format: 'mcp' });
    const { element } = pending;
    // requests answered side by side: no set supersedes another (a newer open set in the same
    // scope would close the older one, and its request would end as cancel)
    element.scope = 'none';
    host.append(element);
    const cancel: ElicitationResult = { action: 'cancel' };
    const id = extra?.requestId ?? extra?.mcpReq?.id;
    // the response's delivery, when the request came over the wrapped transport; else, with the
    // transport, an embedded input request of the 2.x client (`id` its key), whose answer rides in
    // the client's retried call
    const delivery = id === undefined ? undefined : options.transport?.delivery(id);
    return new Promise<ElicitationResult>((resolve, reject) => {
      const removal = new MutationObserver(() => {
        if (!element.isConnected) withdraw.abort();
      });
      const onAbort = (): void => withdraw.abort();
      const onError = (e: Event): void => {
        const { error } = (e as QuestionErrorEvent).detail;
        done();
        reject(new Error(`elicitation/create: ${error.message}`));
      };
      function done(): void {
        removal.disconnect();
        signal?.removeEventListener('abort', onAbort);
        element.removeEventListener('question-error', onError);
      }
      element.addEventListener('question-error', onError);
      if (options.transport && id !== undefined) {
        const { transport } = options;
        let answered = false;
        // the set's answer is the handler's result once the set waits for it (no listener after
        // this one refused the event or threw); the set stays sending until the SDK's response to
        // the request went (the wrapped transport's delivery), and its Send again after a failure
        // answers the same request with what the set holds then. An embedded input request's
        // answer goes in the client's retried call, once every request of its round is answered:
        // when that call could not be sent, the round is over (the SDK fails the call), so the set
        // closes as undeliverable, its picks kept for the call made again
        const onSend = (e: Event): void => {
          const event = e as QuestionAnswersEvent | QuestionDeclineEvent;
          const result = resultOf(event);
          event.waitUntil(
            whenAccepted(() => {
              if (answered) return transport.respond(id, result);
              answered = true;
              done();
              resolve(result);
              return (
                delivery ??
                transport.carried(String(id), result).catch((error: unknown) => {
                  element.reason = 'undeliverable';
                  throw error;
                })
              );
            }),
          );
        };
        element.addEventListener('question-answers', onSend);
        element.addEventListener('question-decline', onSend);
      }
      // removed by the host: the set has no one left to answer it (it may not be placed yet)
      if (element.isConnected)
        for (const root of rootsOf(element)) removal.observe(root, { childList: true, subtree: true });
      if (signal?.aborted) withdraw.abort();
      else signal?.addEventListener('abort', onAbort, { once: true });
      withdraw.signal.addEventListener(
        'abort',
        () => {
          done();
          resolve(cancel);
        },
        { once: true },
      );
      pending.then((result) => {
        done();
        if (result.action === 'answers') resolve(result.payload as ElicitationResult);
        else resolve(result.action === 'decline' ? { action: 'decline' } : cancel);
      }, reject);
    });
  };
}

/** The `ElicitResult` an answer or decline event of an MCP set carries. */
function resultOf(e: QuestionAnswersEvent | QuestionDeclineEvent): ElicitationResult {
  if (e.type === 'question-answers') return e.detail.payload as ElicitationResult;
  const { payload } = e.detail;
  const action = (payload as { action?: unknown } | undefined)?.action;
  return { action: action === 'cancel' ? 'cancel' : 'decline' };
}

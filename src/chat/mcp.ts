/**
 * `question-elements/mcp`: answers a Model Context Protocol server's `elicitation/create` requests
 * with the elements, for a `Client` of `@modelcontextprotocol/sdk`:
 *
 *     const client = new Client(info, { capabilities: elicitationCapabilities() });
 *     client.setRequestHandler(ElicitRequestSchema, elicitationHandler({ container }));
 *
 * Importing it defines the elements, as `question-elements` does. Each request shows as a set in the container (through `ask()`) and the handler resolves with the
 * `ElicitResult` the set's answer gives. Nothing here imports the SDK: the types below are the
 * parts of its request and result this module reads and writes, so the SDK stays an optional peer.
 */
// the package's main entry: it defines the elements, and gives ask()
import { ask } from '../index.js';
import type { QuestionErrorEvent } from '../elements/events.js';

/** An `elicitation/create` request as the SDK's `Client` hands it over (form or URL mode). */
export interface ElicitationRequest {
  method: string;
  params: { message: string; mode?: string; [key: string]: unknown };
}

/** What the handler reads of the SDK's `RequestHandlerExtra`: the server's withdrawal of the request. */
export interface ElicitationExtra {
  signal?: AbortSignal;
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
 * The handler for `client.setRequestHandler(ElicitRequestSchema, …)`. It resolves with `cancel`
 * when the server withdraws the request (the request's signal; the set shows closed with reason
 * `withdrawn`) or when the host removes the set's element, and rejects when the request is not a
 * valid elicitation (the set shows the error).
 */
export function elicitationHandler(options: ElicitationHandlerOptions): ElicitationHandler {
  return (request, extra) => {
    const { container } = options;
    const host = typeof container === 'function' ? container(request) : container;
    const withdraw = new AbortController();
    const pending = ask(request.params, { container: host, signal: withdraw.signal, format: 'mcp' });
    const { element } = pending;
    const cancel: ElicitationResult = { action: 'cancel' };
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
        extra?.signal?.removeEventListener('abort', onAbort);
        element.removeEventListener('question-error', onError);
      }
      element.addEventListener('question-error', onError);
      // removed by the host: the set has no one left to answer it (it may not be placed yet)
      if (element.isConnected)
        for (const root of rootsOf(element)) removal.observe(root, { childList: true, subtree: true });
      if (extra?.signal?.aborted) withdraw.abort();
      else extra?.signal?.addEventListener('abort', onAbort, { once: true });
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

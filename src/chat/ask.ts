/**
 * `ask(body, options)`: shows one question set and resolves when the user is done with it.
 * Built only on the element's public API: it creates a `<question-set>`, sets `data`, listens to the
 * bubbling `question-answers` / `question-decline` events and watches the reflected `reason`
 * attribute; an `AbortSignal` closes the set with reason `withdrawn`. It resolves once the set is
 * recorded as sent, so once delivery has (a host's `waitUntil` promise fulfilled): a failed
 * delivery leaves the set open for the user's next try. Each call is a new request: a
 * set of the same content sent before in the tab opens again for it (its draft is kept as usual).
 */
import type { Answer, FormatId } from '../codec/model.js';
import type { QuestionAnswersEvent, QuestionDeclineEvent, QuestionSetElement } from '../elements.js';

export interface AskOptions {
  /** Where the set is appended; without it the host places `promise.element` itself. */
  container?: Element;
  /** Withdraws the set: it shows closed with reason `withdrawn` and the promise resolves with `cancel`. */
  signal?: AbortSignal;
  /** `auto` (the default) or a format id. */
  format?: FormatId | 'auto';
}

export interface AskResult {
  action: 'answers' | 'decline' | 'cancel';
  /** the readable answer text, or the declined set's text (empty when the set closed without an event) */
  text: string;
  /** the format's own answer or decline payload (undefined when the set closed without one) */
  payload: unknown;
  answers: Answer[];
  requestId: string;
}

export type AskPromise = Promise<AskResult> & { element: QuestionSetElement };

/** Renders `body` (an object or a string in any format) as a set and waits for the user. */
export function ask(body: unknown, options: AskOptions = {}): AskPromise {
  if (typeof customElements === 'undefined' || !customElements.get('question-set')) {
    throw new Error('ask(): <question-set> is not defined; import "question-elements" in a browser first');
  }
  if (body === undefined || body === null || body === '') {
    throw new TypeError('ask(): the body is empty; pass a question set as an object or a string');
  }
  const element = document.createElement('question-set');
  if (options.format) element.format = options.format;
  element.data = body;
  const { signal } = options;
  const promise = new Promise<AskResult>((resolve) => {
    let done = false;
    /** what the last event of this set carried: it resolves the promise once the set is recorded as sent */
    let sent: AskResult | undefined;
    const observer = new MutationObserver(() => {
      const reason = element.getAttribute('reason');
      const ended =
        element.getAttribute('state') === 'answered' || reason === 'declined' || reason === 'cancelled';
      // delivered: the host's listeners (and the promises they handed to `waitUntil`) are done with it
      if (ended && sent) return finish(reason === 'cancelled' ? { ...sent, action: 'cancel' } : sent);
      // each call is a new request waiting for its own answer: a set of the same content sent or
      // declined before in this tab (an earlier ask, before a reload) comes up as done; it opens again
      if (ended) return element.reopen();
      // closed by something other than an event of this set (expiry, the host, the abort below)
      if (reason && reason !== 'answered')
        finish({ action: 'cancel', text: '', payload: undefined, answers: [], requestId: '' });
    });
    const onAbort = (): void => {
      element.reason = 'withdrawn';
    };
    function finish(result: AskResult): void {
      if (done) return;
      done = true;
      observer.disconnect();
      signal?.removeEventListener('abort', onAbort);
      element.removeEventListener('question-answers', onAnswers);
      element.removeEventListener('question-decline', onDecline);
      resolve(result);
    }
    // a delivery that fails (a host's `preventDefault()`, a listener that throws, a promise handed to
    // `waitUntil` that rejects) records nothing: the set stays open, and the user's next try sends again
    function onAnswers(e: QuestionAnswersEvent): void {
      const { detail } = e;
      sent = {
        action: 'answers',
        text: detail.text,
        payload: detail.payload,
        answers: detail.answers,
        requestId: detail.requestId,
      };
    }
    function onDecline(e: QuestionDeclineEvent): void {
      const { detail } = e;
      sent = {
        action: 'decline',
        text: detail.text,
        payload: detail.payload,
        answers: [],
        requestId: detail.requestId,
      };
    }
    element.addEventListener('question-answers', onAnswers);
    element.addEventListener('question-decline', onDecline);
    observer.observe(element, { attributes: true, attributeFilter: ['reason', 'state'] });
    if (signal?.aborted) queueMicrotask(onAbort);
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
  options.container?.append(element);
  return Object.assign(promise, { element });
}

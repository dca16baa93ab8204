/**
 * The delivery events' `waitUntil` (the platform's `ExtendableEvent` shape) and their dispatch:
 * what the host did while the event went round — refused it (`preventDefault()`), threw in a
 * listener, or handed over promises — for the session to follow (src/session/delivery.ts).
 */
import type { Dispatched } from '../session/delivery.js';

/** the promises each delivery event was handed (`waitUntil`) */
const waiting = new WeakMap<Event, PromiseLike<unknown>[]>();

/**
 * An event whose delivery the host may take time over, in the shape of the platform's
 * `ExtendableEvent`: `waitUntil(promise)` while the event is dispatched keeps the set sending until
 * every promise settles; one that rejects is a failed delivery (SPEC §6). A `CustomEvent`, as hosts
 * have long read these two events' `detail`.
 */
export class DeliveryEvent<T = unknown> extends CustomEvent<T> {
  /** Keeps the set sending until `promise` settles: fulfilled, it is sent; rejected, it was not (the reason shown is an `Error`'s message, as text). */
  waitUntil(promise: PromiseLike<unknown>): void {
    if (!this.eventPhase) throw new DOMException('waitUntil() after the dispatch', 'InvalidStateError');
    const list = waiting.get(this);
    if (list) list.push(promise);
    else waiting.set(this, [promise]);
  }
}

/**
 * A promise to hand to `waitUntil` whose `work` starts only once the set waits for it: after the
 * dispatch, and only when no listener refused the event (`preventDefault()`) or threw, as the set
 * then records a failure and waits for nothing. A listener that answers someone else with the
 * event (a request's response, a tool's result) hands the answer over this way, so that a listener
 * after it that refuses the event leaves that answer unsent, as the set says.
 */
export function whenAccepted<T>(work: () => PromiseLike<T>): PromiseLike<T> {
  let started: PromiseLike<T> | undefined;
  return { then: (fulfil, fail) => (started ??= work()).then(fulfil, fail) };
}

/**
 * Dispatches a delivery event from `host` and says what the host did with it. A listener that
 * throws is a failed delivery: the element sees the error the page reports while its own dispatch
 * runs (a `window` `error` listener for that moment only, which prevents and stops nothing: the
 * page's own reporting goes on as before).
 */
export function dispatchDelivery(host: HTMLElement, event: DeliveryEvent, timeout?: number): Dispatched {
  const said: Dispatched = { timeout, waits: waiting.get(event) };
  const seen = (e: ErrorEvent) => void (said.thrown ??= [e.error ?? e.message]);
  const view = host.ownerDocument.defaultView;
  view?.addEventListener('error', seen);
  try {
    said.refused = !host.dispatchEvent(event);
  } finally {
    view?.removeEventListener('error', seen);
  }
  said.waits = waiting.get(event);
  return said;
}

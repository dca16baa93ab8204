/**
 * Delivery of a send or a decline (SPEC §6, "Delivery can fail"), DOM-free: what the host said
 * while the event was dispatched, and the wait for the promises it handed over (`waitUntil`).
 * The session owns the states this leads to (sending, failed, sent); the element, the terminal
 * and `ask()` only report what the host said.
 */

/** Why a delivery failed: the host's reason where it gave one, or that it never settled in time. */
export interface Failure {
  /** the message of the `Error` the host rejected or threw with (or a string it gave): plain text */
  reason?: string;
  /** the host's promise did not settle within the timeout */
  timedOut?: boolean;
}

/**
 * What the host said while the event was dispatched: it refused it (`preventDefault()`), a
 * listener threw (`failure`), or it handed over promises to wait for (`waits`); none of these: it
 * took the answers at once.
 */
export interface Dispatched {
  refused?: boolean;
  /** a listener threw (what it threw, in a list: it may be anything, `undefined` included) */
  thrown?: [unknown];
  failure?: Failure;
  waits?: readonly PromiseLike<unknown>[];
  /** milliseconds after which a promise still pending counts as a failure (none: it may take as long as it takes) */
  timeout?: number;
}

/** The host's reason, as plain text: an `Error`'s message, a string, else none. */
export function reasonOf(error: unknown): string | undefined {
  const text =
    error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
      ? (error as { message: unknown }).message
      : error;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
}

/**
 * Waits for every promise the host handed over: `undefined` once all fulfilled, else the failure of
 * the first one that rejected, or `timedOut` past `timeout` milliseconds.
 */
export function settle(
  waits: readonly PromiseLike<unknown>[],
  timeout?: number,
): Promise<Failure | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const all = Promise.all(waits).then(
    () => undefined,
    (error: unknown): Failure => {
      const reason = reasonOf(error);
      return reason ? { reason } : {};
    },
  );
  if (!(typeof timeout === 'number' && timeout >= 0 && Number.isFinite(timeout))) return all;
  const late = new Promise<Failure>((resolve) => {
    timer = setTimeout(() => resolve({ timedOut: true }), timeout);
  });
  return Promise.race([all, late]).finally(() => clearTimeout(timer));
}

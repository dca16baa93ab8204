/**
 * What the script-tag bundle is still fetching for the codec: the YAML parser and each format's
 * decoder load on first need, and a body that needs them meanwhile fails with the code `loading`.
 * (The npm build loads nothing lazily: nothing is ever pending there.)
 */
const pending = new Set<Promise<unknown>>();

/** Registers a load; it leaves the set when it arrives (a failed load stays, so nobody waits in a loop). */
export function track<T>(load: Promise<T>): Promise<T> {
  pending.add(load);
  load.then(
    () => pending.delete(load),
    () => {},
  );
  return load;
}

/** Resolves once everything loading now has arrived; rejects when a load failed. */
export function loaded(): Promise<unknown> {
  return Promise.all(pending);
}

/**
 * A part of the script-tag bundle fetched on first need (the seams `*-lazy.ts` swap in for the
 * eager modules): `get()` gives it once it is there, `load()` fetches it once. `wrap` sees the
 * load after the value is kept (the codec's loads are tracked, so `loaded()` can wait for them).
 */
export function lazy<T>(
  fetch: () => Promise<T>,
  wrap: (load: Promise<T>) => Promise<T> = (load) => load,
): { get(): T | undefined; load(): Promise<T> } {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () => value,
    load: () => (loading ??= wrap(fetch().then((v) => (value = v)))),
  };
}

/**
 * A part fetched on first need (the seams `src/bundle/*-lazy.ts` swap in for the eager modules, in
 * the script-tag bundle and in the npm build): `get()` gives it once it is there, `load()` fetches
 * it once. `wrap` sees the load after the value is kept (the codec's loads are tracked, so
 * `loaded()` can wait for them). `provide(value)` puts it in place without a fetch: the npm build's
 * entries that promise a synchronous codec (`eager.ts`) do that for every part.
 */
export function lazy<T>(
  fetch: () => Promise<T>,
  wrap: (load: Promise<T>) => Promise<T> = (load) => load,
): { get(): T | undefined; load(): Promise<T>; provide(value: T): void } {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () => value,
    load: () => (loading ??= wrap(fetch().then((v) => (value = v)))),
    provide: (v) => {
      value = v;
      loading = Promise.resolve(v);
    },
  };
}

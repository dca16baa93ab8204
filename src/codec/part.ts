/**
 * A part of the library fetched on first need, through a plain `import()` in the module that is
 * its seam (`yaml.ts`, `block-finder.ts`, `formats/all.ts`, the element's `open.ts`, …): `get()`
 * gives it once it is there, `load()` fetches it once. `wrap` sees the load after the value is kept
 * (the codec's loads are tracked, so `loaded()` can wait for them). `provide(value)` puts it in place
 * without a fetch: the entries that promise a synchronous codec or every word at once (`codec/eager.ts`,
 * `eager.ts`) do that for every part. A bundler turns each `import()` into a chunk of its own.
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

/**
 * The parts of the library a lazily built entry fetches on first need, and the one way a reading
 * waits for them (issue 48).
 *
 * A part is a module behind a plain `import()` in its layer's table (`codec/parts.ts`,
 * `elements/parts.ts`, `i18n/languages.ts`, `markdown/engine.ts`): `get()` gives it once it is there,
 * `load()` fetches it once (with the parts that always come along with it), `provide(module)` puts it
 * in place without a fetch — the generated `eager.ts` of each layer does that for every part of its
 * table (`scripts/eager.mjs`). A bundler turns each `import()` into a chunk of its own.
 *
 * A reading that needs a part is written once, as a generator: `const yaml = yield* need(PARTS.yaml)`
 * answers at once when the part is there, and otherwise yields the request. The runner decides what
 * a request means: `readSync` (the public synchronous `parse`: every part is there, or an error names
 * the one that is not), `readAsync` (awaits the part and resumes), `readNow` (the element: what the
 * reading gives, or a `Waiting` that resumes the same reading once its part has arrived). Nothing is
 * thrown to wait.
 */

export interface Part<T> {
  /** what it is, for a reading that cannot wait for it ("The YAML parser") */
  readonly what: string;
  /** the module, or undefined while it is not there */
  get(): T | undefined;
  /** fetches it (once) and what comes along with it; resolves once all of it is there */
  load(): Promise<T>;
  /** puts it in place without a fetch */
  provide(value: T): void;
}

/**
 * A part: `fetch` is the seam's own `import()`; `along`, the parts every reading of this one needs
 * next, fetched beside it (asked for at the load: a table may name parts it defines further down).
 */
export function part<T>(
  what: string,
  fetch: () => Promise<T>,
  along: () => readonly Part<unknown>[] = () => [],
): Part<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    what,
    get: () => value,
    load: () =>
      (loading ??= Promise.all([fetch(), ...along().map((p) => p.load())]).then(([v]) => (value = v))),
    provide: (v) => {
      value = v;
      loading = Promise.resolve(v);
    },
  };
}

/** What a reading asks for: the part, and what it read so far that a waiting reader may use. */
export interface Need {
  part: Part<unknown>;
  /** the body's data (or its text, before it is parsed): a reader may start what the set needs next */
  data?: unknown;
  /** the language the body names for itself, when its format tells it before the decode */
  locale?: string;
}

/** A reading: a generator that yields what it needs and is resumed with it. */
export type Reading<T> = Generator<Need, T, unknown>;

/** The part, at once when it is there; otherwise the reading asks for it and resumes with it. */
export function* need<T>(part: Part<T>, hint?: Omit<Need, 'part'>): Reading<T> {
  return part.get() ?? ((yield { ...hint, part }) as T);
}

/**
 * A part the caller knows is there (a decoded set brought it along, a wait for it resolved). Its
 * absence is the caller's error, which names it: a synchronous reading of a lazily built entry
 * before `loadCodec()`.
 */
export function have<T>(part: Part<T>): T {
  const value = part.get();
  if (value === undefined)
    throw new Error(
      `${part.what} is still loading: await loadCodec() first, or import the codec from question-elements/codec`,
    );
  return value;
}

/** Runs a reading with the parts in place now: a part that is not there is the caller's error, named. */
export function readSync<T>(reading: Reading<T>): T {
  let step = reading.next();
  while (!step.done) step = reading.next(have(step.value.part));
  return step.value;
}

/** Runs a reading, awaiting each part it asks for where it asks, and resuming it there. */
export async function readAsync<T>(reading: Reading<T>): Promise<T> {
  let step = reading.next();
  while (!step.done) step = reading.next(step.value.part.get() ?? (await step.value.part.load()));
  return step.value;
}

/**
 * A reading stopped at a part that is not there yet (a lazily built entry): `load` brings it, then
 * `resume()` goes on from where the reading stopped — nothing read before is read again. A plain
 * object, told from a result by its `load`.
 */
export interface Waiting<T> {
  readonly need: Need;
  readonly load: Promise<unknown>;
  /** the reading from where it stopped: what it gives, or the next part it waits for */
  resume(): T | Waiting<T>;
}

/** Whether a reading's outcome is a wait, not its result. */
export const waits = <T>(outcome: T | Waiting<T>): outcome is Waiting<T> =>
  !!(outcome as Partial<Waiting<T>> | undefined)?.resume;

function run<T>(reading: Reading<T>, value?: unknown): T | Waiting<T> {
  let step = reading.next(value);
  while (!step.done) {
    const need = step.value;
    const got = need.part.get();
    if (got === undefined)
      return { need, load: need.part.load(), resume: () => run(reading, have(need.part)) };
    step = reading.next(got);
  }
  return step.value;
}

/** Runs a reading as far as the parts in place allow: what it gives, or where it waits. */
export const readNow = <T>(reading: Reading<T>): T | Waiting<T> => run(reading);

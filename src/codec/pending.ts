/**
 * What a lazily built bundle is still fetching for the codec: the YAML parser, each format's
 * decoder and the block scanner load on first need. Reading a body that needs one of them meanwhile
 * throws `ChunkPending` (never a decode error: waiting is the element's business; the script-tag
 * api file loads everything before it resolves, and `question-elements` in a bundler app asks its
 * caller for `await loadCodec()`). Eager builds never throw it.
 */
export class ChunkPending {
  readonly name = 'ChunkPending';
  readonly message: string;
  /**
   * The body's data, when it was read before the wait (a format's decoder is loading), or its text
   * while the YAML parser loads: a reader may look at it to start what the set will need next at
   * once (markdown-it), not after the decode.
   */
  data?: unknown;
  /** the language the body names for itself, when its format tells it before the decode (egoz) */
  locale?: string;

  constructor(
    readonly load: Promise<unknown>,
    what: string,
  ) {
    this.message = `${what} is still loading: await loadCodec() first, or import the codec from question-elements/codec`;
  }
}
/**
 * An Error to whoever catches one (`instanceof Error`, its name and message), made without calling
 * Error's constructor: that captures a stack, and the element meets one of these per body waiting
 * for its chunk (a reloaded transcript: hundreds at once), where it reads only `load`.
 */
Object.setPrototypeOf(ChunkPending.prototype, Error.prototype);

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

/** Starts a lazy part's load and stops the reading that needs it until it is there. */
export function pendOn(load: Promise<unknown>, what: string): never {
  throw new ChunkPending(load, what);
}

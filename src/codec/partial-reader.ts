/**
 * Where the element gets the reader of a body still arriving (`partial.ts`). This module imports it
 * directly; the builds swap in `src/bundle/partial-lazy.ts`, which fetches it the first time an
 * element streams (most pages never do).
 */
import { PartialReader } from './partial.js';

/** The reader's class, or undefined while it is still loading. */
export function partialReader(): typeof PartialReader | undefined {
  return PartialReader;
}

export function loadPartialReader(): Promise<typeof PartialReader> {
  return Promise.resolve(PartialReader);
}

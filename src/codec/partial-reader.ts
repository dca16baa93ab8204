/**
 * Where the element gets the reader of a body still arriving (`partial.ts`): fetched the first time
 * an element streams (most pages never do), or put in place at once by `eager.ts`.
 */
import { lazy } from './part.js';
import type { PartialReader } from './partial.js';

const part = lazy<typeof PartialReader>(() => import('./partial.js').then((m) => m.PartialReader));

/** The reader's class, or undefined while it is still loading. */
export const partialReader: () => typeof PartialReader | undefined = part.get;
export const loadPartialReader: () => Promise<typeof PartialReader> = part.load;
export const providePartialReader: (value: typeof PartialReader) => void = part.provide;

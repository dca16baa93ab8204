/** The builds' reader of a body still arriving: fetched from its own chunk the first time an element streams. */
import { lazy } from './lazy.js';
import type { PartialReader } from '../codec/partial.js';

const part = lazy<typeof PartialReader>(() => import('../codec/partial.js').then((m) => m.PartialReader));

export const partialReader: () => typeof PartialReader | undefined = part.get;
export const loadPartialReader: () => Promise<typeof PartialReader> = part.load;
export const providePartialReader: (value: typeof PartialReader) => void = part.provide;

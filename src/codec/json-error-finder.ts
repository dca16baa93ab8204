/**
 * Where the codec gets the JSON error scan (`json-error.ts`), needed only by a body that looks like
 * JSON and is not: fetched then (a page whose sets are valid never downloads it), or put in place at
 * once by `eager.ts`. Until it is there, the reading waits (`ChunkPending`), as for a decoder: the
 * element shows the error with its line and column once the scan is in, never a different error first.
 */
import { lazy } from './part.js';
import { pendOn, track } from './pending.js';
import type * as Scan from './json-error.js';

export type { JsonErrorAt } from './json-error.js';

const part = lazy<typeof Scan>(() => import('./json-error.js'), track);

export const jsonErrorAt: typeof Scan.jsonErrorAt = (text) =>
  (part.get() ?? pendOn(part.load(), 'The JSON error scan')).jsonErrorAt(text);

export const loadJsonErrorScan = (): Promise<unknown> => part.load();
export const provideJsonErrorScan: (value: typeof Scan) => void = part.provide;

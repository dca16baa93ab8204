/**
 * The script-tag bundle's JSON error scan (`src/codec/json-error.ts`): fetched from its own chunk the
 * first time a body that looks like JSON fails to parse, so a page whose sets are valid never
 * downloads it. Until it is there, the reading waits (`ChunkPending`), as for a decoder: the element
 * shows the error with its line and column once the chunk is in, never a different error first.
 * `loadCodec()` (the api file) fetches it with the rest, so the api's codec answers at once.
 */
import type * as Scan from '../codec/json-error.js';
import { pendOn, track } from '../codec/pending.js';
import { lazy } from './lazy.js';

export type { JsonErrorAt } from '../codec/json-error.js';

const part = lazy<typeof Scan>(() => import('../codec/json-error.js'), track);

export const jsonErrorAt: typeof Scan.jsonErrorAt = (text) =>
  (part.get() ?? pendOn(part.load(), 'The JSON error scan')).jsonErrorAt(text);

export const loadJsonErrorScan = (): Promise<unknown> => part.load();

/**
 * The element's seam to `open-set.ts` (what only a decoded set needs): fetched beside every format's
 * decoder (`alongDecoders`), so a decoded set finds it there; or put in place at once by `eager.ts`.
 * Should it be reached sooner, the reading that needs it waits for it (`ChunkPending`), as for a
 * decoder.
 */
import { alongDecoders } from '../codec/formats/all.js';
import { lazy } from '../codec/part.js';
import { pendOn, track } from '../codec/pending.js';
import type * as OpenSet from './open-set.js';

export type { OpenSet };

const part = lazy<typeof OpenSet>(() => import('./open-set.js'), track);
alongDecoders(part.load);

/** The open set's modules (they are there once a set is decoded). */
export const openSet = (): typeof OpenSet => part.get() ?? pendOn(part.load(), 'The open set');
export const provideOpenSet: (value: typeof OpenSet) => void = part.provide;
/**
 * Its load while it is not there yet: a set decoded by a codec whose parts were put in place at once
 * (an app that also imports `question-elements/codec`) fetched no decoder, so nothing brought it along.
 */
export const openSetPending = (): Promise<unknown> | undefined => (part.get() ? undefined : part.load());

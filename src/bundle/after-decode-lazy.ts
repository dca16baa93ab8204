/**
 * The script-tag entry's stand-in for the modules of `after-decode.ts` (rollup.config.mjs swaps it
 * in where the entry's own modules import them): each export calls the loaded module's. The chunk
 * loads beside every format's decoder, and the decoder only counts as loaded once both are there,
 * so nothing calls these before a set is decoded. Should one be called sooner, the reading that
 * needs it waits for the chunk (`ChunkPending`), as for a decoder.
 */
import type * as Part from './after-decode.js';
import { alongDecoders } from '../codec/formats/all-lazy.js';
import { pendOn, track } from '../codec/pending.js';
import { lazy } from './lazy.js';

const part = lazy<typeof Part>(() => import('./after-decode.js'), track);
alongDecoders(part.load);

const get = (): typeof Part => part.get() ?? pendOn(part.load(), 'The open set');

/** `new Session(…)` makes the loaded module's session (a constructor that returns an object gives that object). */
export const Session = function (...args: ConstructorParameters<typeof Part.Session>) {
  return new (get().Session)(...args);
} as unknown as typeof Part.Session;
/** `new Receipt(…)`: the loaded module's read-only receipt, as for `Session`. */
export const Receipt = function (...args: ConstructorParameters<typeof Part.Receipt>) {
  return new (get().Receipt)(...args);
} as unknown as typeof Part.Receipt;
export const sameSet: typeof Part.sameSet = (...args) => get().sameSet(...args);
export const missingText: typeof Part.missingText = (...args) => get().missingText(...args);
export const encodeAnswers: typeof Part.encodeAnswers = (...args) => get().encodeAnswers(...args);
export const isOpen: typeof Part.isOpen = (...args) => get().isOpen(...args);
export const normalizeOptions: typeof Part.normalizeOptions = (...args) => get().normalizeOptions(...args);
export const renderOpen: typeof Part.renderOpen = (...args) => get().renderOpen(...args);
export const renderLeave: typeof Part.renderLeave = (...args) => get().renderLeave(...args);
export const questionIndex: typeof Part.questionIndex = (...args) => get().questionIndex(...args);

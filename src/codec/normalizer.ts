/**
 * Where parse() gets the options' label normaliser (`normalize.ts`, with its look-alike table): only
 * a decoded set needs it, so it is fetched beside every format's decoder (`alongDecoders`), or put
 * in place at once by `eager.ts`.
 */
import { alongDecoders } from './formats/all.js';
import { lazy } from './part.js';
import { pendOn, track } from './pending.js';
import type * as Normalize from './normalize.js';

const part = lazy<typeof Normalize.normalizeOptions>(
  () => import('./normalize.js').then((m) => m.normalizeOptions),
  track,
);
alongDecoders(part.load);

export const normalizeOptions: typeof Normalize.normalizeOptions = (set) =>
  (part.get() ?? pendOn(part.load(), 'The option normaliser'))(set);

export const provideNormalizer: (value: typeof Normalize.normalizeOptions) => void = part.provide;

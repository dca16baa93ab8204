/**
 * The elements' parts table (issue 48): what only some sets need, each behind the plain `import()`
 * that is its seam; `eager.ts` beside it is generated from this table (`scripts/eager.mjs`). The
 * codec's parts are in `../codec/parts.ts`, the words' in `../i18n/languages.ts`, markdown-it's in
 * `../markdown/engine.ts`.
 */
import { loadDecoders } from '../codec/parts.js';
import { have, part } from '../codec/part.js';
import type * as OpenSet from './open-set.js';

export type { OpenSet };

export const ELEMENT_PARTS = {
  /** what only a decoded set needs (`open-set.ts`: the session, the answers, the open view) */
  openSet: part('The open set', () => import('./open-set.js')),
  /** readAnswers, for a set restored from its answer (`answered-by`) */
  answersReader: part('The answer reader', () => import('../codec/read-answers.js')),
};

/** The open set's modules: the body shows a decoded set only once they are there. */
export const openSet = (): typeof OpenSet => have(ELEMENT_PARTS.openSet);

/**
 * What any first set needs — every format's decoder and the open set's view — fetched before it is
 * read: a streamed body (whose format shows only with its first question), the idle preload.
 */
export const loadForSets = (): Promise<unknown> =>
  Promise.all([loadDecoders(), ELEMENT_PARTS.openSet.load()]);

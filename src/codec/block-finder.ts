/**
 * Where parse() gets the block scanner (`blocks.ts`), for a body that is itself a block: a fence, a
 * `<question-form>` tag, a message ending in an index block. Fetched the first time such a body
 * comes, or put in place at once by `eager.ts`.
 */
import { lazy } from './part.js';
import { track } from './pending.js';
import type * as Blocks from './blocks.js';

export type BlockFinder = Pick<typeof Blocks, 'findBlocks' | 'findIndexBlock'>;

const part = lazy<BlockFinder>(() => import('./blocks.js'), track);

/** The scanner, or undefined while it is still loading. */
export const blockFinder: () => BlockFinder | undefined = part.get;
export const loadBlockFinder: () => Promise<BlockFinder> = part.load;
export const provideBlockFinder: (value: BlockFinder) => void = part.provide;

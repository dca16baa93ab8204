/**
 * Where parse() gets the block scanner (`blocks.ts`), for a body that is itself a block: a fence, a
 * `<question-form>` tag, a message ending in an index block. This module imports it directly; the
 * script-tag bundle swaps in `src/bundle/block-finder-lazy.ts`, which loads it the first time such a body comes.
 */
import * as blocks from './blocks.js';

export type BlockFinder = Pick<typeof blocks, 'findBlocks' | 'findIndexBlock'>;

/** The scanner, or undefined while it is still loading. */
export function blockFinder(): BlockFinder | undefined {
  return blocks;
}

export function loadBlockFinder(): Promise<BlockFinder> {
  return Promise.resolve(blocks);
}

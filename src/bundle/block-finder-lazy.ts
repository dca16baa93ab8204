/** The bundle's block scanner: fetched from its own chunk the first time a body is itself a block. */
import { lazy } from './lazy.js';
import type { BlockFinder } from '../codec/block-finder.js';
import { track } from '../codec/pending.js';

const part = lazy<BlockFinder>(() => import('../codec/blocks.js'), track);

export const blockFinder: () => BlockFinder | undefined = part.get;
export const loadBlockFinder: () => Promise<BlockFinder> = part.load;
export const provideBlockFinder: (value: BlockFinder) => void = part.provide;

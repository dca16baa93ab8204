/** The bundle's block scanner: fetched from its own chunk the first time a body is itself a block. */
import type { BlockFinder } from './block-finder.js';
import { track } from './loading.js';

let finder: BlockFinder | undefined;
let loading: Promise<BlockFinder> | undefined;

export function blockFinder(): BlockFinder | undefined {
  return finder;
}

export function loadBlockFinder(): Promise<BlockFinder> {
  loading ??= track(import('./blocks.js').then((m) => (finder = m)));
  return loading;
}

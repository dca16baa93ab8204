/**
 * Where the elements get markdown-it. This module imports it directly; the script-tag bundle
 * swaps in `src/bundle/markdown-engine-lazy.ts`, which loads it only when a text needs Markdown.
 */
import MarkdownIt from 'markdown-it';

export type MarkdownItClass = typeof MarkdownIt;

/** markdown-it, or undefined while it is still loading. */
export function markdownEngine(): MarkdownItClass | undefined {
  return MarkdownIt;
}

export function loadMarkdownEngine(): Promise<MarkdownItClass> {
  return Promise.resolve(MarkdownIt);
}

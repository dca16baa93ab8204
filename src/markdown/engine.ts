/**
 * markdown-it's part (the markdown layer's parts table, `part.ts`): fetched the first time a text
 * needs Markdown, or put in place at once by the generated `../eager.ts`.
 */
import type MarkdownIt from 'markdown-it';
import { part } from '../codec/part.js';

export type MarkdownItClass = typeof MarkdownIt;

export const MARKDOWN_PARTS = {
  engine: part('markdown-it', () => import('markdown-it')),
};

/** markdown-it, or undefined while it is still loading. */
export const markdownEngine = (): MarkdownItClass | undefined => MARKDOWN_PARTS.engine.get()?.default;
export const loadMarkdownEngine = (): Promise<unknown> => MARKDOWN_PARTS.engine.load();

/**
 * Where the elements get markdown-it: fetched the first time a text needs Markdown, or put in place
 * at once by `eager.ts`.
 */
import type MarkdownIt from 'markdown-it';
import { lazy } from '../codec/part.js';

export type MarkdownItClass = typeof MarkdownIt;

const part = lazy<MarkdownItClass>(() => import('markdown-it').then((m) => m.default));

/** markdown-it, or undefined while it is still loading. */
export const markdownEngine: () => MarkdownItClass | undefined = part.get;
export const loadMarkdownEngine: () => Promise<MarkdownItClass> = part.load;
export const provideMarkdownEngine: (value: MarkdownItClass) => void = part.provide;

/** The bundle's markdown-it: fetched from its own chunk the first time a text needs Markdown. */
import { lazy } from './lazy.js';
import type { MarkdownItClass } from '../markdown/engine.js';

const part = lazy<MarkdownItClass>(() => import('markdown-it').then((m) => m.default));

export const markdownEngine: () => MarkdownItClass | undefined = part.get;
export const loadMarkdownEngine: () => Promise<MarkdownItClass> = part.load;

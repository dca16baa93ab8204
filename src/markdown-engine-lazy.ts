/** The bundle's markdown-it: fetched from its own chunk the first time a text needs Markdown. */
import type { MarkdownItClass } from './markdown-engine.js';

let engine: MarkdownItClass | undefined;
let loading: Promise<MarkdownItClass> | undefined;

export function markdownEngine(): MarkdownItClass | undefined {
  return engine;
}

export function loadMarkdownEngine(): Promise<MarkdownItClass> {
  loading ??= import('markdown-it').then((m) => (engine = m.default));
  return loading;
}

/**
 * Markdown for question texts and intros through one markdown-it instance: raw HTML off, links
 * only to http:, https: and mailto: (opening in a new tab), images shown as their text, never loaded.
 * Text without any Markdown syntax skips markdown-it altogether, so a page of plain questions
 * never needs to load it.
 */
import type MarkdownIt from 'markdown-it';
import { loadMarkdownEngine, markdownEngine } from './engine.js';

const SAFE_URL = /^(https?:|mailto:)/i;

/** Anything markdown-it could turn into markup; text without it renders the same either way. */
const SYNTAX = /[\\`*_~[\]#>!|<&]|^\s*([-+=]|\d+[.)])(\s|$)|\n\s*\n| {2}\n|:\/\/|^ {4}|\t/m;

export const hasMarkdown = (text: string) => SYNTAX.test(text);

let instance: MarkdownIt | undefined;
const cache = new Map<string, string>();
const CACHE_SIZE = 500;

function create(Engine: NonNullable<ReturnType<typeof markdownEngine>>): MarkdownIt {
  const md = new Engine('default', { html: false, linkify: false, typographer: false });
  // deep nesting (200 blockquotes) stops at 20 levels instead of building a deep tree
  (md.options as { maxNesting?: number }).maxNesting = 20;
  md.validateLink = (url) => SAFE_URL.test(url.trim());
  md.renderer.rules.link_open = (tokens, i, options, _env, self) => {
    tokens[i].attrSet('target', '_blank');
    tokens[i].attrSet('rel', 'noopener noreferrer');
    return self.renderToken(tokens, i, options);
  };
  md.renderer.rules.image = (tokens, i) => md.utils.escapeHtml(tokens[i].content || '');
  // a code block scrolls sideways: it takes focus (a group the element names), so the keyboard can scroll it
  for (const name of ['fence', 'code_block'] as const) {
    const block = md.renderer.rules[name]!;
    md.renderer.rules[name] = (...args) =>
      block(...args).replace(/^<pre\b/, '<pre tabindex="0" role="group"');
  }
  return md;
}

function engine(): MarkdownIt | undefined {
  if (instance) return instance;
  const Engine = markdownEngine();
  return Engine && (instance = create(Engine));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function remember(key: string, html: string): string {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, html);
  return html;
}

/** Whether every text given can be rendered now (markdown-it loaded, or not needed). */
export function markdownReady(texts: Iterable<string>): boolean {
  if (markdownEngine()) return true;
  for (const t of texts) if (hasMarkdown(t)) return false;
  return true;
}

export function loadMarkdown(): Promise<unknown> {
  return loadMarkdownEngine();
}

/** Block Markdown → HTML that is safe to insert. */
export function markdown(text: string): string {
  const key = 'b' + text;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  if (!hasMarkdown(text)) return remember(key, `<p>${escapeHtml(text.trim())}</p>\n`);
  const md = engine();
  // not loaded yet (the element waits for it): show the text, and do not remember that
  return md ? remember(key, md.render(text)) : `<p>${escapeHtml(text.trim())}</p>\n`;
}

/** Inline Markdown only (option labels and descriptions). */
export function markdownInline(text: string): string {
  const key = 'i' + text;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  if (!hasMarkdown(text)) return remember(key, escapeHtml(text));
  const md = engine();
  return md ? remember(key, md.renderInline(text)) : escapeHtml(text);
}

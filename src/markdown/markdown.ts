/**
 * Markdown for question texts and intros through one markdown-it instance: raw HTML off, links
 * only to http:, https: and mailto: (opening in a new tab), images shown as their text, never loaded.
 * Text without any Markdown syntax skips markdown-it altogether, so a page of plain questions
 * never needs to load it.
 */
import type MarkdownIt from 'markdown-it';
import { loadMarkdownEngine, markdownEngine } from './engine.js';

const SAFE_URL = /^(https?:|mailto:)/i;

/** Characters markdown-it may turn into markup wherever they stand. */
const SYNTAX_CHARS = /[\\`*_~[\]#>!|<&\t]/;

/** The characters `\s` matches. */
const isSpace = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
/** Where a line ends for a multiline pattern's `^`. */
const isLineEnd = (c: number) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Anything markdown-it could turn into markup; text without it renders the same either way: the
 * characters above, `://`, a hard break (two spaces before a line break), a blank line, a line
 * indented by four spaces, and a line that (after spaces) starts a list, a setext underline or a
 * heading rule (`-`, `+`, `=`, `1.`, `1)` before a space or the end). One pass over the text: a
 * pattern with `^\s*` under the multiline flag reads a long run of line separators once per line.
 */
export function hasMarkdown(text: string): boolean {
  if (SYNTAX_CHARS.test(text) || text.includes('://') || text.includes('  \n')) return true;
  /** the run of spaces we are in started at the start of a line */
  let lineStart = true;
  /** a line feed stands earlier in the current run of spaces */
  let feed = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (i > 0 && isLineEnd(text.charCodeAt(i - 1))) {
      lineStart = true;
      if (text.startsWith('    ', i)) return true;
    } else if (i === 0 && text.startsWith('    ')) return true;
    if (isSpace(c)) {
      if (c === 10) {
        if (feed) return true; // a blank line: a line feed, spaces, a line feed
        feed = true;
      }
      continue;
    }
    feed = false;
    if (lineStart) {
      let j = i;
      if (c === 45 || c === 43 || c === 61) j = i + 1;
      else if (isDigit(c)) {
        while (j < text.length && isDigit(text.charCodeAt(j))) j++;
        const d = text.charCodeAt(j);
        j = d === 46 || d === 41 ? j + 1 : i;
      }
      if (j > i && (j === text.length || isSpace(text.charCodeAt(j)))) return true;
      lineStart = false;
    }
  }
  return false;
}

let instance: MarkdownIt | undefined;
/**
 * Rendered HTML by text, the oldest dropped first: bounded by what it holds (UTF-16 code units of
 * keys and values, two bytes each), not by a count, so a few huge texts cannot keep a gigabyte
 * alive. A text longer than `CACHE_TEXT_MAX` is rendered each time and never kept.
 */
const cache = new Map<string, string>();
export const CACHE_BYTES = 4 * 1024 * 1024;
export const CACHE_TEXT_MAX = 64 * 1024;
let cacheBytes = 0;
const entryBytes = (key: string, html: string) => 2 * (key.length + html.length);

/** What the cache holds now, in bytes (for tests). */
export function markdownCacheBytes(): number {
  return cacheBytes;
}

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
  if (key.length > CACHE_TEXT_MAX) return html;
  const size = entryBytes(key, html);
  if (size > CACHE_BYTES) return html;
  while (cacheBytes + size > CACHE_BYTES) {
    const [oldest, value] = cache.entries().next().value as [string, string];
    cache.delete(oldest);
    cacheBytes -= entryBytes(oldest, value);
  }
  cache.set(key, html);
  cacheBytes += size;
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

/**
 * Markdown for question texts and intros through one markdown-it instance: raw HTML off, links
 * only to http:, https: and mailto: (opening in a new tab), images shown as their text, never loaded.
 * Text without any Markdown syntax skips markdown-it altogether, so a page of plain questions
 * never needs to load it.
 */
import type { default as MarkdownIt, Options } from 'markdown-it';
import { isSpace } from '../codec/space.js';
import { loadMarkdownEngine, markdownEngine } from './engine.js';

const SAFE_URL = /^(https?:|mailto:)/i;

/**
 * Characters markdown-it (CommonMark, raw HTML off, linkify and typographer off: `create` below)
 * may turn into markup wherever they stand: escapes, code spans and fences, emphasis, strikethrough,
 * links, images, headings, quotes, tables, autolinks, entities, tabs (indentation); and the two it
 * rewrites, a carriage return (its line ends become `\n`) and NUL (U+FFFD).
 */
const SYNTAX_CHARS = /[\\`*_~[\]#>!|<&\t\r\0]/;

/**
 * What a line may start with (after its spaces) to be more than paragraph text: a list item (`-`,
 * `+`, `=` or `1.`, `1)` before a space or the end), or a line of `-` and `=` alone (a setext
 * underline under the line before, or a rule: `---`, `- - -`).
 */
const MARKER = /(?:[-+=]|\d+[.)])(?:\s|$)|[-=][-= ]*(?:\n|$)/y;

/** Where a line ends for a multiline pattern's `^`: LF, CR, U+2028, U+2029. */
const lineEnd = (c: number) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/** The next line end after a line's text (a carriage return never gets that far: `SYNTAX_CHARS`). */
const LINE_END = /[\n\u2028\u2029]/g;

/**
 * Anything markdown-it could turn into markup; text without it renders the same either way (to the
 * character: `plainHtml`, which test/markdown/markdown.test.ts checks against markdown-it on
 * generated texts): the characters above, `://`, a hard break (two spaces before a line break), a
 * blank line, a line indented by four spaces, and a line that (after spaces) starts with one of
 * the markers above. One pass over the text: only the spaces at a line's start and its first other
 * character are read one by one, the rest of the line is passed by a search for its end (a pattern
 * with `^\s*` under the multiline flag would read a long run of line separators once per line).
 */
export function hasMarkdown(text: string): boolean {
  if (SYNTAX_CHARS.test(text) || text.includes('://') || text.includes('  \n')) return true;
  if (text.startsWith('    ')) return true;
  /** a line feed stands earlier in the current run of spaces */
  let feed = false;
  let i = 0;
  for (;;) {
    // a run of spaces that holds a line start (the text's, or one after a line end in it)
    let c = 0;
    while (i < text.length && isSpace((c = text.charCodeAt(i)))) {
      if (c === 10) {
        if (feed) return true; // a blank line: a line feed, spaces, a line feed
        feed = true;
      }
      i++;
      if (lineEnd(c) && text.startsWith('    ', i)) return true;
    }
    if (i >= text.length) return false;
    // the first other character of a line
    MARKER.lastIndex = i;
    if (MARKER.test(text)) return true;
    feed = false;
    // the rest of the line is paragraph text: on to its end, a space that starts the next run
    LINE_END.lastIndex = i + 1;
    if (!LINE_END.test(text)) return false;
    i = LINE_END.lastIndex - 1;
  }
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
  // the default preset (raw HTML, linkify and typographer off: what hasMarkdown is made for); deep
  // nesting (200 blockquotes) stops at 20 levels instead of building a deep tree
  const md = new Engine({ maxNesting: 20 } as Options);
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

/** Text as HTML text or an attribute value in quotes: markdown-it's escaping (`&`, `<`, `>`, `"`; an apostrophe stays). */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * What markdown-it gives for a text without Markdown (`hasMarkdown` false), without it: the text
 * escaped, a space before a line break and the spaces after it dropped (its soft break); a block
 * text also trimmed of spaces and line breaks and in a paragraph, unless nothing is left.
 */
function plainHtml(text: string, inline: boolean): string {
  const html = escapeHtml(text.replace(/ ?\n */g, '\n'));
  if (inline) return html;
  const body = html.replace(/^[ \n]+|[ \n]+$/g, '');
  return body && `<p>${body}</p>\n`;
}

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

/** Starts markdown-it's load (once); resolves when it is there. */
export const loadMarkdown: () => Promise<unknown> = loadMarkdownEngine;

/** markdown-it's HTML for any text, with no shortcut and no cache (for tests). */
export function markdownItHtml(text: string, inline = false): string {
  const md = engine()!;
  return inline ? md.renderInline(text) : md.render(text);
}

/** What `markdownHtml` gives for a text without Markdown, without markdown-it (for tests). */
export const plainTextHtml = plainHtml;

/** A text as HTML that is safe to insert: block Markdown, or inline Markdown only (option labels and descriptions). */
export function markdownHtml(text: string, inline = false): string {
  const key = (inline ? 'i' : 'b') + text;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const md = hasMarkdown(text) && engine();
  // markdown-it not loaded yet (the element waits for it): show the text, and do not remember that
  if (md === undefined) return plainHtml(text, inline);
  return remember(key, md ? (inline ? md.renderInline(text) : md.render(text)) : plainHtml(text, inline));
}

/** Block Markdown → HTML that is safe to insert. */
export const markdown = (text: string): string => markdownHtml(text);

/** Inline Markdown only. */
export const markdownInline = (text: string): string => markdownHtml(text, true);

/**
 * The one reading of a `<question-form …>` tag in a message, shared by the block finder (and so
 * `parseMessage`, `parse` and the markdown-it plugin) and `upgrade()` / `watch()`, so they cannot
 * disagree on where a tag starts, where it ends, and what its `id` and `title` are.
 *
 * A hand-written scanner, DOM-free: it reads each character of the line once, so no message makes
 * it slow. A `>` inside a quoted value does not end the tag; a tag spans one line.
 */
import { TAG } from './carriers.js';
import { isSpace } from './space.js';

export interface OpenTag {
  /** offset of the tag's `<` */
  start: number;
  /** offset just past the tag's `>` */
  end: number;
  /** `id` and `title`, entities decoded; the first of a name wins, as in HTML */
  attributes: { id?: string; title?: string };
}

const NAME = TAG.name.toLowerCase();
const CLOSE = `</${NAME}`;

/** Whether `text` holds `word` at `at`, ASCII letters compared without case (`word` in lower case). */
function startsWithFolded(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  for (let i = 0; i < word.length; i++) {
    let c = text.charCodeAt(at + i);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== word.charCodeAt(i)) return false;
  }
  return true;
}

/** A character that ends an attribute name: space, a quote, `>`, `/`, `=`. */
const endsName = (c: number) => isSpace(c) || c === 34 || c === 39 || c === 62 || c === 47 || c === 61;
/** A character an unquoted value may not hold: space, quotes, `=`, `<`, `>`, a backtick. */
const endsValue = (c: number) =>
  isSpace(c) || c === 34 || c === 39 || c === 61 || c === 60 || c === 62 || c === 96;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The few HTML character references an attribute value may hold. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] === '#') {
      const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)
        ? String.fromCodePoint(cp)
        : '\ufffd';
    }
    return ENTITIES[ref.toLowerCase()] ?? all;
  });
}

/**
 * The `<question-form …>` tag that starts at `at` (its `<`) and ends before `end` (the end of its
 * line), or undefined when the text there is not one. Attributes are `name`, `name=value`,
 * `name="value"` or `name='value'`, each after a space; the tag ends at `>` or `/>`.
 */
export function readOpenTag(text: string, at: number, end: number = text.length): OpenTag | undefined {
  if (text.charCodeAt(at) !== 60 || !startsWithFolded(text, at + 1, NAME)) return undefined;
  const attributes: OpenTag['attributes'] = {};
  let i = at + 1 + NAME.length;
  for (;;) {
    const spaced = i;
    while (i < end && isSpace(text.charCodeAt(i))) i++;
    if (i >= end) return undefined;
    const c = text.charCodeAt(i);
    if (c === 62) return { start: at, end: i + 1, attributes };
    if (c === 47)
      return text.charCodeAt(i + 1) === 62 && i + 1 < end ? { start: at, end: i + 2, attributes } : undefined;
    // every attribute follows a space
    if (i === spaced) return undefined;
    const nameStart = i;
    while (i < end && !endsName(text.charCodeAt(i))) i++;
    if (i === nameStart) return undefined;
    const name = text.slice(nameStart, i).toLowerCase();
    let j = i;
    while (j < end && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 61 || j >= end) continue; // a name alone; the spaces read are the next one's
    j++;
    while (j < end && isSpace(text.charCodeAt(j))) j++;
    const q = text.charCodeAt(j);
    let value: string;
    if (q === 34 || q === 39) {
      const close = text.indexOf(q === 34 ? '"' : "'", j + 1);
      if (close < 0 || close >= end) return undefined;
      value = text.slice(j + 1, close);
      i = close + 1;
    } else {
      const from = j;
      while (j < end && !endsValue(text.charCodeAt(j))) j++;
      if (j === from) return undefined;
      value = text.slice(from, j);
      i = j;
    }
    if ((name === 'id' || name === 'title') && attributes[name] === undefined)
      attributes[name] = decodeEntities(value);
  }
}

/**
 * A `<question-form …>` tag opening a line: at most three spaces before it (four make an indented
 * code block in Markdown). `from` and `to` are the line's start and end.
 */
export function openTagOnLine(text: string, from: number, to: number): OpenTag | undefined {
  let i = from;
  while (i < to && i - from < 3 && text.charCodeAt(i) === 32) i++;
  return readOpenTag(text, i, to);
}

/** The first `</question-form>` (spaces allowed before its `>`) from `from`: its start and end. */
export function findCloseTag(text: string, from: number): { start: number; end: number } | undefined {
  for (let at = text.indexOf('</', from); at >= 0; at = text.indexOf('</', at + 2)) {
    if (!startsWithFolded(text, at, CLOSE)) continue;
    let i = at + CLOSE.length;
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === 62) return { start: at, end: i + 1 };
  }
  return undefined;
}

import type { QuestionSet } from './model.js';

/** djb2 over UTF-16 code units, as an unsigned 32-bit hex string. */
export function djb2(s: string): string {
  return (feed(5381, s) >>> 0).toString(16);
}

/** The djb2 state after `s`: hashing pieces one after another is hashing their concatenation. */
function feed(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 33) + s.charCodeAt(i)) | 0;
  return h;
}

/**
 * The djb2 state after a string's JSON. A string without quote, backslash, control character or
 * surrogate is written as `"` + itself + `"`, so it is fed as it stands in one pass; any other
 * string is fed as JSON.stringify writes it.
 */
function feedString(h: number, s: string): number {
  let k = (Math.imul(h, 33) + 34) | 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 34 || c === 92 || (c & 0xf800) === 0xd800) return feed(h, JSON.stringify(s));
    k = (Math.imul(k, 33) + c) | 0;
  }
  return (Math.imul(k, 33) + 34) | 0;
}

/**
 * The djb2 state after the JSON of a value with every object's keys sorted and CRLF written as
 * LF: the same content, the same text. The text is fed to the hash piece by piece, never built.
 */
function feedCanonical(h: number, v: unknown): number {
  if (typeof v === 'string') return feedString(h, v.includes('\r') ? v.replace(/\r\n?/g, '\n') : v);
  if (Array.isArray(v)) {
    h = feed(h, '[');
    for (let i = 0; i < v.length; i++) {
      if (i) h = feed(h, ',');
      h = v[i] === undefined ? feed(h, 'null') : feedCanonical(h, v[i]);
    }
    return feed(h, ']');
  }
  if (typeof v !== 'object' || v === null) return feed(h, JSON.stringify(v) ?? 'null');
  const o = v as Record<string, unknown>;
  // the defined keys in code-unit order (what sort() gives), by insertion: objects here are small
  const keys: string[] = [];
  for (const k of Object.keys(o)) {
    if (o[k] === undefined) continue;
    let at = keys.length;
    while (at > 0 && keys[at - 1] > k) at--;
    keys.splice(at, 0, k);
  }
  h = feed(h, '{');
  for (let i = 0; i < keys.length; i++) {
    if (i) h = feed(h, ',');
    h = feed(feedString(h, keys[i]), ':');
    h = feedCanonical(h, o[keys[i]]);
  }
  return feed(h, '}');
}

/**
 * The id of a set whose body names none: 'q-' + djb2 hex of the decoded set in a canonical form
 * (sorted keys, LF line ends, no id), so neither the body's whitespace, its key order nor its line
 * ends change it, and `parse(serialize(set))` gives the same id back.
 */
export function derivedId(set: Omit<QuestionSet, 'id'>): string {
  const { id: _id, derivedId: _derived, ...content } = set as QuestionSet;
  return 'q-' + (feedCanonical(5381, content) >>> 0).toString(16);
}

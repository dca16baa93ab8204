import type { QuestionSet } from './model.js';

/** djb2 over UTF-16 code units, as an unsigned 32-bit hex string. */
export function djb2(s: string): string {
  let h = 5381;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 33) + s.charCodeAt(i)) | 0;
  return (h >>> 0).toString(16);
}

/** JSON of a value with every object's keys sorted and CRLF written as LF: the same content, the same text. */
function canonical(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.includes('\r') ? v.replace(/\r\n?/g, '\n') : v);
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : canonical(x))).join(',')}]`;
  if (typeof v !== 'object' || v === null) return JSON.stringify(v) ?? 'null';
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

/**
 * The id of a set whose body names none: 'q-' + djb2 hex of the decoded set in a canonical form
 * (sorted keys, LF line ends, no id), so neither the body's whitespace, its key order nor its line
 * ends change it, and `parse(serialize(set))` gives the same id back.
 */
export function derivedId(set: Omit<QuestionSet, 'id'>): string {
  const { id: _id, derivedId: _derived, ...content } = set as QuestionSet;
  return 'q-' + djb2(canonical(content));
}

/**
 * Reading the typed value of a form input or an MCP property out of an Answer, and the value
 * checks both formats share (lengths, e-mail addresses, URIs; dates and times are in dates.ts).
 */
import { isOpen } from '../answer-read.js';
import type { SendIssue } from '../format.js';
import type { Answer, Question } from '../model.js';

/** The answer when it says something (answered, with content); undefined when open or not `answered`. */
export function given(q: Question, a: Answer | undefined): Answer | undefined {
  return a && a.outcome === 'answered' && !isOpen(q, a) ? a : undefined;
}

/**
 * A required question marked "looks good" or "don't know" instead of answered: the formats that
 * carry typed values have nothing to send for it, so it still needs an answer.
 */
export function valueMissing(q: Question, a: Answer | undefined): SendIssue | undefined {
  if (!q.required || !a || (a.outcome !== 'settled' && a.outcome !== 'unknown')) return undefined;
  return { questionId: q.id, code: 'required', message: 'This question needs an answer' };
}

/** The typed text: `text`, else a string `value`. */
export function textOf(a: Answer): string | undefined {
  if (typeof a.text === 'string' && a.text.trim()) return a.text;
  return typeof a.value === 'string' && a.value.trim() ? a.value : undefined;
}

/** A number: a numeric `value`, else `value` or `text` written as a number; NaN when neither reads as one. */
export function numberOf(a: Answer): number {
  if (typeof a.value === 'number') return a.value;
  const raw = typeof a.value === 'string' ? a.value : a.text;
  if (typeof raw !== 'string' || !raw.trim()) return NaN;
  return Number(raw.trim());
}

/** A boolean: a boolean `value`, else the text `true` / `false`; undefined otherwise. */
export function booleanOf(a: Answer): boolean | undefined {
  if (typeof a.value === 'boolean') return a.value;
  const raw = (typeof a.value === 'string' ? a.value : a.text)?.trim().toLowerCase();
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

/** A list of strings: an array `value`, else a single string value. */
export function listOf(a: Answer): string[] {
  if (Array.isArray(a.value)) return a.value.filter((v): v is string => typeof v === 'string');
  const t = textOf(a);
  return t === undefined ? [] : [t];
}

// --- e-mail addresses -------------------------------------------------------------------------

const ATEXT = "[a-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** What an HTML `<input type=email>` accepts (a local part of atext and dots, a domain of labels). */
const HTML_EMAIL = new RegExp(`^(?:${ATEXT}|\\.)+@${LABEL}(?:\\.${LABEL})*$`, 'i');
/**
 * A dot-atom local part and a dotted domain, as JSON Schema's `email` format is checked by the MCP
 * SDK's validator (ajv-formats, full mode): a label's length is not limited there.
 */
const ANY_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const SCHEMA_EMAIL = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*@${ANY_LABEL}(?:\\.${ANY_LABEL})+$`, 'i');

export function isHtmlEmail(s: string): boolean {
  return HTML_EMAIL.test(s);
}

export function isSchemaEmail(s: string): boolean {
  return SCHEMA_EMAIL.test(s);
}

// --- URLs and URIs ----------------------------------------------------------------------------

/** What an HTML `<input type=url>` accepts: an absolute URL. */
export function isAbsoluteUrl(s: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(s.trim())) return false;
  try {
    new URL(s.trim());
    return true;
  } catch {
    return false;
  }
}

const PCT = '%[0-9a-f]{2}';
const UNRESERVED = 'a-z0-9\\-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`;
const USERINFO = `(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*`;
/** An IP literal is captured whole and checked on its own (see ipLiteral). */
const HOST = `(?:\\[([^\\]\\s]*)\\]|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*)`;
const HIER = [
  `//(?:${USERINFO}@)?${HOST}(?::\\d*)?(?:/${PCHAR}*)*`,
  `/(?:${PCHAR}+(?:/${PCHAR}*)*)?`,
  `${PCHAR}+(?:/${PCHAR}*)*`,
].join('|');
/** RFC 3986 `URI`: a scheme, a non-empty hierarchical part, optional query and fragment; ASCII only. */
const URI = new RegExp(
  `^[a-z][a-z0-9+.-]*:(?:${HIER})(?:\\?(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?$`,
  'i',
);

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEX16 = /^[0-9a-f]{1,4}$/i;

/** An IPv6 address: eight groups of hex, `::` for a run of zeros once, an IPv4 tail allowed. */
function isIpv6(s: string): boolean {
  const halves = s.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const all = halves.flatMap(groups);
  let count = all.length;
  const last = all[all.length - 1];
  if (last !== undefined && last.includes('.')) {
    if (!IPV4.test(last)) return false;
    count += 1; // an IPv4 tail fills two groups
    all.pop();
  }
  if (!all.every((g) => HEX16.test(g))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** `[…]` in a URI: IPv6, or an IPvFuture `v1.x`. */
const ipLiteral = (s: string) =>
  isIpv6(s) || new RegExp(`^v[0-9a-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`, 'i').test(s);

export function isUri(s: string): boolean {
  const m = URI.exec(s);
  return !!m && (m[1] === undefined || ipLiteral(m[1]));
}

export { codePoints } from '../text-length.js';
export { isDate, isDateTime } from './dates.js';

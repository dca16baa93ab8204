/**
 * Reading the typed value of a form input or an MCP property out of an Answer, and the value
 * checks both formats share (lengths, e-mail addresses, URIs, dates).
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

/** Length in code points, as JSON Schema's minLength / maxLength count. */
export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
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

// --- dates and times (RFC 3339) ---------------------------------------------------------------

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

/** `YYYY-MM-DD`, a real calendar day. */
export function isDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= (mo === 2 && leap(y) ? 29 : DAYS[mo - 1]);
}

const TIME = '([01]\\d|2[0-3]):([0-5]\\d)';
const LOCAL_DATE_TIME = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})[T ]${TIME}(?::([0-5]\\d)(\\.\\d+)?)?$`);

const ZONED_TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)$/i;

/**
 * RFC 3339 `date-time` as the MCP SDK's validator (ajv-formats, full mode) reads it: a date, `T`
 * or a space, a time with seconds and a zone (`Z`, ±hh:mm or ±hhmm), and second 60 only where the
 * time is 23:59 in UTC (a leap second).
 */
export function isDateTime(s: string): boolean {
  const parts = s.split(/t|\s/i);
  if (parts.length !== 2 || !isDate(parts[0])) return false;
  const m = ZONED_TIME.exec(parts[1]);
  if (!m) return false;
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const sign = m[5] === '-' ? -1 : 1;
  const [zoneHour, zoneMinute] = [Number(m[6] ?? 0), Number(m[7] ?? 0)];
  if (zoneHour > 23 || zoneMinute > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  const utcMinute = minute - zoneMinute * sign;
  const utcHour = hour - zoneHour * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A local date and time (`2025-03-01T09:30`) made a full RFC 3339 date-time: seconds added where
 * missing, and the offset of the local time zone at that moment. Anything else is returned as is.
 */
export function toDateTime(s: string): string {
  if (isDateTime(s)) return s;
  const m = LOCAL_DATE_TIME.exec(s);
  if (!m || !isDate(m[1])) return s;
  const [y, mo, d] = m[1].split('-').map(Number);
  const local = new Date(y, mo - 1, d, Number(m[2]), Number(m[3]), Number(m[4] ?? 0));
  const offset = -local.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${m[5] ?? ''}${zone}`;
}

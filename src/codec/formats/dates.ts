/**
 * Dates and times as RFC 3339 writes them and as `<input type=date|datetime-local>` shows them, in
 * the user's time zone: what a local date-time sends (with that local time's own offset), which
 * local times the clocks skip, and a zoned default as the local time a field can show.
 */

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
 * The moment a local date and time (`2025-03-01T09:30`) names in the local time zone, or undefined
 * when it names none: a time the clocks skip (02:30 on a spring-forward day) does not exist there.
 */
function localMoment(m: RegExpExecArray): Date | undefined {
  const [y, mo, d] = m[1].split('-').map(Number);
  const [h, mi] = [Number(m[2]), Number(m[3])];
  const local = new Date(y, mo - 1, d, h, mi, Number(m[4] ?? 0));
  // a skipped time comes back moved past the gap (02:30 → 03:30): the clock shows another time
  return local.getHours() === h && local.getMinutes() === mi && local.getDate() === d ? local : undefined;
}

/** Whether a local date and time names no moment in the local time zone (the clocks skip it). */
export function skippedLocalTime(s: string): boolean {
  const m = LOCAL_DATE_TIME.exec(s);
  return !!m && isDate(m[1]) && !localMoment(m);
}

/**
 * A local date and time (`2025-03-01T09:30`) made a full RFC 3339 date-time: seconds added where
 * missing, and the offset the local time zone has at that local time. A time the clocks skip, and
 * anything else, is returned as is (and is then no RFC 3339 date-time: the check refuses it).
 */
export function toDateTime(s: string): string {
  if (isDateTime(s)) return s;
  const m = LOCAL_DATE_TIME.exec(s);
  const local = m && isDate(m[1]) ? localMoment(m) : undefined;
  if (!m || !local) return s;
  const offset = -local.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${m[5] ?? ''}${zone}`;
}

/**
 * An RFC 3339 date-time with its zone (`2025-03-01T09:30:00Z`) as the local date and time an
 * `<input type=datetime-local>` shows of the same moment (`2025-03-01T01:30` in Los Angeles),
 * seconds and milliseconds only where they are not zero; undefined when it names no moment the
 * field can show (a leap second). A local date and time stays as it is.
 */
export function toLocalDateTime(s: string): string | undefined {
  const m = LOCAL_DATE_TIME.exec(s);
  if (m) return isDate(m[1]) ? s : undefined;
  if (!isDateTime(s)) return undefined;
  const t = new Date(s.replace(' ', 'T').toUpperCase());
  if (!Number.isFinite(t.getTime()) || t.getFullYear() > 9999 || t.getFullYear() < 1) return undefined;
  const date = `${String(t.getFullYear()).padStart(4, '0')}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
  const ms = t.getMilliseconds();
  const seconds =
    t.getSeconds() || ms ? `:${pad(t.getSeconds())}${ms ? `.${String(ms).padStart(3, '0')}` : ''}` : '';
  return `${date}T${pad(t.getHours())}:${pad(t.getMinutes())}${seconds}`;
}

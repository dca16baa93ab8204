/** The limits of SPEC §8: a body past them is refused before any costly work. */
export const MAX_BODY_BYTES = 256 * 1024;
export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 100;
/** Nesting of objects and arrays; real bodies stay under 10. */
export const MAX_DEPTH = 32;

/** UTF-8 length without allocating an encoded copy. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Length in code points, as JSON Schema's minLength / maxLength count (the formats' checks, and the field that says a text is too long). */
export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

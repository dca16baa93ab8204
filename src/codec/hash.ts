/** djb2 over UTF-16 code units, as an unsigned 32-bit hex string. */
export function djb2(s: string): string {
  let h = 5381;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 33) + s.charCodeAt(i)) | 0;
  return (h >>> 0).toString(16);
}

/** The id of a set whose body names none: 'q-' + djb2 hex of the trimmed body. */
export const derivedId = (body: string) => 'q-' + djb2(body.trim());

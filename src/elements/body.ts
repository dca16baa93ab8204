/** Reading a body from an element's text: DOM-free helpers the elements share. */

/**
 * Strips the indentation common to every non-blank line, and blank lines around, so YAML indented
 * inside HTML decodes. A line is blank when `trim()` leaves nothing of it; the indentation is its
 * leading spaces and tabs. The blank lines around are found by the native trims, and a body whose
 * first line with content is not indented (the usual one) is cut out of the text as it stands: an
 * element reads its body through here, and a transcript holds hundreds, read while the page's
 * code is still cold.
 */
export function dedent(text: string): string {
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  // the first line with content holds the first character trim() keeps, the last one the last
  const end = text.trimEnd().length;
  if (!end) return '';
  const start = text.length - text.trimStart().length;
  const from = text.lastIndexOf('\n', start - 1) + 1;
  let to = text.indexOf('\n', end);
  if (to < 0) to = text.length;
  const body = from === 0 && to === text.length ? text : text.slice(from, to);
  // the first line with content starts at column 0: nothing to strip
  const c = body.charCodeAt(0);
  if (c !== 32 && c !== 9) return body;
  const lines = body.split('\n');
  let indent = Infinity;
  for (const line of lines) {
    if (!line.trim()) continue;
    const n = /^[ \t]*/.exec(line)![0].length;
    if (n < indent) indent = n;
  }
  return indent === 0 ? body : lines.map((l) => l.slice(indent)).join('\n');
}

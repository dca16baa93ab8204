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
  text = text.replace(/\r\n?/g, '\n');
  // the first line with content holds the first character trim() keeps, the last one the last
  const end = text.trimEnd().length;
  const to = text.indexOf('\n', end);
  const body = text.slice(
    text.lastIndexOf('\n', text.length - text.trimStart().length - 1) + 1,
    to < 0 ? undefined : to,
  );
  // blank, or its first line with content starts at column 0: nothing to strip
  if (!end || !/^[ \t]/.test(body)) return end ? body : '';
  const lines = body.split('\n');
  let indent = Infinity;
  for (const line of lines) {
    if (!line.trim()) continue;
    const n = /^[ \t]*/.exec(line)![0].length;
    if (n < indent) indent = n;
  }
  return lines.map((l) => l.slice(indent)).join('\n');
}

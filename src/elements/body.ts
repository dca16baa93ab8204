/** Reading a body from an element's text: DOM-free helpers the elements share. */

/** What `String.prototype.trim` removes (white space and line terminators). */
const SPACE = /\s/;

/** Whether code unit `c` is white space or a line terminator as `trim()` sees it. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c > 127 && SPACE.test(String.fromCharCode(c)));
}

/**
 * Strips the indentation common to every non-blank line, and blank lines around, so YAML indented
 * inside HTML decodes. A line is blank when `trim()` leaves nothing of it; the indentation is its
 * leading spaces and tabs. One pass over the text by line ends, no array of lines: an element
 * reads its body through here (a transcript holds hundreds), and the usual body — not indented,
 * no blank lines around — comes back as it is.
 */
export function dedent(text: string): string {
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  // the start of the first line with content, the end of the last one, the least indentation
  let first = -1;
  let last = -1;
  let indent = Infinity;
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let n = start;
    while (n < end && (text.charCodeAt(n) === 32 || text.charCodeAt(n) === 9)) n++;
    let blank = true;
    for (let i = n; i < end; i++)
      if (!isSpace(text.charCodeAt(i))) {
        blank = false;
        break;
      }
    if (!blank) {
      if (first < 0) first = start;
      last = end;
      if (n - start < indent) indent = n - start;
    }
    start = end + 1;
  }
  if (first < 0) return '';
  if (indent === 0) return first === 0 && last === text.length ? text : text.slice(first, last);
  let out = '';
  for (let start = first; start <= last;) {
    let end = text.indexOf('\n', start);
    if (end < 0 || end > last) end = last;
    out += (start === first ? '' : '\n') + text.slice(Math.min(start + indent, end), end);
    start = end + 1;
  }
  return out;
}

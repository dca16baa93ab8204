/** Reading a body from an element's text: DOM-free helpers the elements share. */

/** Strips the indentation common to every non-blank line, and blank lines around, so YAML indented inside HTML decodes. */
export function dedent(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  let indent = Infinity;
  for (const line of lines) {
    if (!line.trim()) continue;
    const n = /^[ \t]*/.exec(line)![0].length;
    if (n < indent) indent = n;
  }
  return indent === Infinity || indent === 0
    ? lines.join('\n')
    : lines.map((l) => l.slice(indent)).join('\n');
}

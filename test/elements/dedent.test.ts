/** dedent (the element's body text) against the plain split-and-map reading it replaces, on generated texts. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { dedent } from '../../src/elements/body.js';

/** The reading as first written: lines, blank ones around dropped, the least indentation cut off each. */
function reference(text: string): string {
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

// the characters that decide: line ends, the indentation's spaces and tabs, other white space trim() removes
const PIECES = [
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  'a',
  'key: value',
  '- x',
  '\u00a0',
  '\u2028',
  '\v',
  '\ufeff',
  '\u3000',
  '#',
];

describe('dedent', () => {
  test('gives what the line-by-line reading gives', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        assert.equal(dedent(text), reference(text));
      }),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) =>
        assert.equal(dedent(text), reference(text)),
      ),
      { numRuns: 5_000 },
    );
  });

  test('an indented body loses its indentation and the blank lines around it', () => {
    assert.equal(dedent('\n    a: 1\n    b:\n      - x\n\n    c: 2\n  '), 'a: 1\nb:\n  - x\n\nc: 2');
    assert.equal(dedent('\r\n\ta\r\n\t\tb\r\n'), 'a\n\tb');
    assert.equal(dedent(' \n \u00a0\n'), '');
  });

  test('a body that is not indented comes back as it is', () => {
    const body = 'intro: "Hi"\nquestions:\n  - key: a';
    assert.equal(dedent(body), body);
  });
});

/**
 * Question texts through Markdown (issue 31): deciding whether a text needs markdown-it takes time
 * linear in it, and the rendered-Markdown cache stays under its byte bound.
 */
// markdown-it in place at once, as Node's entries have it (an element fetches it on first need)
import '../../src/eager.js';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  CACHE_BYTES,
  CACHE_TEXT_MAX,
  hasMarkdown,
  markdown,
  markdownCacheBytes,
  markdownInline,
  markdownItHtml,
  plainTextHtml,
} from '../../src/markdown/markdown.js';
import { assertLinear } from '../linear.js';

describe('hasMarkdown', () => {
  test('a question text of line separators or carriage returns takes linear time', () => {
    for (const c of ['\u2028', '\r', '\u2029', ' \n', '1', ' '])
      assertLinear((n) => c.repeat(n / c.length), hasMarkdown, 60_000);
  });

  test('it decides as the pattern it replaced did, on short texts of the characters that matter', () => {
    // the former test: right on every text, quadratic on long runs of line separators
    // issue 36 added a carriage return, NUL and a line of `-` and `=` alone (a rule, a setext underline)
    const PATTERN =
      /[\\`*_~[\]#>!|<&\r\0]|^\s*([-+=]|\d+[.)])(\s|$)|^\s*[-=][-= ]*(?=\n|(?![^]))|\n\s*\n| {2}\n|:\/\/|^ {4}|\t/m;
    const alphabet = fc.constantFrom(
      ' ',
      '\n',
      '\r',
      '\u2028',
      '\u00a0',
      '-',
      '+',
      '=',
      '1',
      '2',
      '.',
      ')',
      'a',
      ':',
      '/',
      '*',
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 12 }), (chars) => {
        const text = chars.join('');
        assert.equal(hasMarkdown(text), PATTERN.test(text), JSON.stringify(text));
      }),
      { numRuns: 20_000 },
    );
  });

  test('it decides as the loop over every character it replaced did (issue 48)', () => {
    // the former body, which read every character of the text one by one
    const SYNTAX_CHARS = /[\\`*_~[\]#>!|<&\t\r\0]/;
    const MARKER = /(?:[-+=]|\d+[.)])(?:\s|$)|[-=][-= ]*(?:\n|$)/y;
    const lineEnd = (c: number) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
    const isSpace = (c: number) => /\s/.test(String.fromCharCode(c));
    function former(text: string): boolean {
      if (SYNTAX_CHARS.test(text) || text.includes('://') || text.includes('  \n')) return true;
      let lineStart = false;
      let feed = false;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (i === 0 || lineEnd(text.charCodeAt(i - 1))) {
          if (text.startsWith('    ', i)) return true;
          lineStart = true;
        }
        if (isSpace(c)) {
          if (c === 10) {
            if (feed) return true;
            feed = true;
          }
        } else {
          feed = false;
          MARKER.lastIndex = i;
          if (lineStart && MARKER.test(text)) return true;
          lineStart = false;
        }
      }
      return false;
    }
    const alphabet = fc.constantFrom(
      ...' \n\u2028\u2029\u00a0\u000b\u000c\u3000-+=12.)a:/xé'.split(''),
      '    ',
      '  ',
      '\n\n',
      '10.',
      '---',
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 16 }), (chars) => {
        const text = chars.join('');
        assert.equal(hasMarkdown(text), former(text), JSON.stringify(text));
      }),
      { numRuns: 50_000 },
    );
  });

  test('it finds what markdown-it turns into markup, and only that', () => {
    for (const yes of [
      'a *b*',
      '- a',
      '  + a',
      '\u2028\u2028 1. a',
      '3) x',
      'a\n\n b',
      'a  \nb',
      'http://x',
      '    code',
      'x\n    code',
      'a\tb',
      'a\r=',
      '10.',
    ])
      assert.equal(hasMarkdown(yes), true, JSON.stringify(yes));
    for (const no of ['plain', 'a - b', 'a\nb', '1.5 litres', 'x1. y', '-x', 'a\n \u2028 b', '   x', 'a \nb'])
      assert.equal(hasMarkdown(no), false, JSON.stringify(no));
  });
});

/**
 * Issue 36: a text `hasMarkdown` calls plain renders without markdown-it, so the element never
 * loads it for a set of such texts. That shortcut must give what markdown-it gives, to the
 * character, through the project's own instance (raw HTML off, its link and code-block rules).
 */
describe('a text without Markdown renders as markdown-it renders it (issue 36)', () => {
  /** The fast path against markdown-it on one text; whether the fast path took it. */
  function same(text: string): boolean {
    if (hasMarkdown(text)) return false;
    for (const inline of [false, true]) {
      const expected = markdownItHtml(text, inline);
      assert.equal(
        plainTextHtml(text, inline),
        expected,
        `${inline ? 'inline' : 'block'} ${JSON.stringify(text)}`,
      );
      assert.equal((inline ? markdownInline : markdown)(text), expected, JSON.stringify(text));
    }
    return true;
  }

  /** Runs the property and checks that the generator gave the fast path texts to take (else it proves nothing). */
  function check(texts: fc.Arbitrary<string>, numRuns: number, minTaken: number): void {
    let taken = 0;
    fc.assert(
      fc.property(texts, (text) => {
        if (same(text)) taken++;
      }),
      { numRuns },
    );
    assert.ok(taken >= minTaken, `only ${taken} of ${numRuns} texts took the fast path`);
  }

  test('on any text (every UTF-16 unit, graphemes)', () => {
    check(fc.string({ unit: 'binary', maxLength: 30 }), 5_000, 50);
    check(fc.string({ unit: 'grapheme', maxLength: 40 }), 5_000, 500);
  });

  test('on prose of words, spaces and line breaks', () => {
    const word = fc.constantFrom(
      'Which',
      'build',
      'do',
      'you',
      'want',
      '?',
      'it’s',
      "it's",
      '"ok"',
      '1.5',
      'x1.',
      'é',
      '日本',
    );
    const gap = fc.constantFrom(' ', '  ', '\n', ' \n', '\n ', '\n   ', '   ', '\u00a0', '\u2028');
    const prose = fc.array(fc.tuple(gap, word), { maxLength: 12 }).map((parts) => parts.flat().join(''));
    check(prose, 5_000, 1_000);
  });

  test('on texts of the characters Markdown and HTML treat specially', () => {
    const piece = fc.constantFrom(
      ...'\\`*_~[]()#>!|<&"\'\t\r\0-+=.):/ \n\u2028\u2029\u00a0\u000b\u000caZ19é'.split(''),
      'http',
      'www.',
      '://',
      '---',
      '===',
      '1.',
      '2)',
      '  ',
      '    ',
      '\n\n',
      '\r\n',
      '&amp;',
      '<b>',
      '[a](b)',
      'mailto:',
    );
    check(
      fc.array(piece, { maxLength: 14 }).map((p) => p.join('')),
      30_000,
      3_000,
    );
  });

  test('the texts markdown-it turns into markup are not taken', () => {
    for (const t of ['---', 'a\n--', 'a\n==', '- - -', 'a\r\rb', 'a  \r\nb', 'x\u0000', '= =', 'a\n---  '])
      assert.equal(hasMarkdown(t), true, JSON.stringify(t));
  });
});

describe("the project's markdown-it instance", () => {
  test('raw HTML, linkify and typographer are off, and nesting stops at 20 levels', () => {
    assert.equal(markdownItHtml('<b>x</b> *y*'), '<p>&lt;b&gt;x&lt;/b&gt; <em>y</em></p>\n');
    assert.equal(markdownItHtml('see www.example.com *x*'), '<p>see www.example.com <em>x</em></p>\n');
    assert.equal(markdownItHtml('"a" -- (c) *x*'), '<p>&quot;a&quot; -- (c) <em>x</em></p>\n');
    const quotes = markdownItHtml('>'.repeat(200) + ' x').split('<blockquote>').length - 1;
    assert.ok(quotes > 0 && quotes <= 20, `${quotes} blockquotes`);
  });
});

describe('the rendered-Markdown cache is bounded by bytes (issue 31, class 3)', () => {
  test('thousands of distinct large texts keep it under its bound', () => {
    const big = (i: number) => `**${i}** ` + 'word '.repeat(10_000); // 50 KiB, under the per-text cap
    for (let i = 0; i < 300; i++) {
      markdown(big(i));
      markdownInline(big(i) + ' inline');
      assert.ok(markdownCacheBytes() <= CACHE_BYTES, `${markdownCacheBytes()} bytes after ${i + 1} texts`);
    }
    // it does hold something: the latest texts
    assert.ok(markdownCacheBytes() > CACHE_BYTES / 2);
  });

  test('a text above the per-text size is rendered, never kept', () => {
    const before = markdownCacheBytes();
    const huge = '*x* ' + 'y'.repeat(CACHE_TEXT_MAX + 1);
    assert.ok(markdown(huge).includes('<em>x</em>'));
    assert.equal(markdownCacheBytes(), before);
  });
});

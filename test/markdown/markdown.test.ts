/**
 * Question texts through Markdown (issue 31): deciding whether a text needs markdown-it takes time
 * linear in it, and the rendered-Markdown cache stays under its byte bound.
 */
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
} from '../../src/markdown/markdown.js';
import { assertLinear } from '../linear.js';

describe('hasMarkdown', () => {
  test('a question text of line separators or carriage returns takes linear time', () => {
    for (const c of ['\u2028', '\r', '\u2029', ' \n', '1', ' '])
      assertLinear((n) => c.repeat(n / c.length), hasMarkdown, 60_000);
  });

  test('it decides as the pattern it replaced did, on short texts of the characters that matter', () => {
    // the former test: right on every text, quadratic on long runs of line separators
    const PATTERN = /[\\`*_~[\]#>!|<&]|^\s*([-+=]|\d+[.)])(\s|$)|\n\s*\n| {2}\n|:\/\/|^ {4}|\t/m;
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

/**
 * `linkTexts`, the link rule of the one-line plain text (render/text.ts), is the pattern it
 * replaced, by a forward scan: the same result on any text, and a run of `[` that made Firefox throw
 * "too much recursion" (issue 32, the adversarial corpus's 53-size-markdown-pathological) is read
 * in one pass.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { linkTexts, plain } from '../../src/elements/render/text.js';

const PATTERN = /\[([^\]]*)\]\([^)]*\)/g;

test('linkTexts gives what the pattern gives', () => {
  for (const t of [
    '[a](b)',
    'x [a](b) y [c](d)',
    '[[a](b)',
    '[a]](b)',
    '[a] (b)',
    '[a](b',
    '](a)[b](c)',
    '[]()',
  ])
    assert.equal(linkTexts(t), t.replace(PATTERN, '$1'), t);
  fc.assert(
    fc.property(fc.array(fc.constantFrom('[', ']', '(', ')', 'a', ' ', '\n'), { maxLength: 24 }), (parts) => {
      const t = parts.join('');
      assert.equal(linkTexts(t), t.replace(PATTERN, '$1'), JSON.stringify(t));
    }),
    { numRuns: 5000 },
  );
});

test('a long run of brackets is plain text, whole', () => {
  const run = '['.repeat(200_000) + ']'.repeat(1000);
  assert.equal(plain(run), run);
});

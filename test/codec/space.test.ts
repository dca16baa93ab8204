/** `isSpace` is what `\s` matches, for every UTF-16 code unit (the tag scanner and `hasMarkdown` rely on it). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSpace } from '../../src/codec/space.js';

test('isSpace agrees with \\s on every code unit', () => {
  const differ: string[] = [];
  for (let c = 0; c <= 0xffff; c++)
    if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) differ.push(c.toString(16));
  assert.deepEqual(differ, []);
});

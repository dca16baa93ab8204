/** Proves the Node half of the test setup: TypeScript loads and node:test runs. */
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('node tests run TypeScript', () => {
  const n: number = [1, 2, 3].reduce((a, b) => a + b, 0);
  assert.equal(n, 6);
});

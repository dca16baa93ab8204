/**
 * markdown-it 14 and 15 both satisfy the package's range, so an app that installs 15 gets one copy
 * (npm dedupes), not 15 beside the 14 the package would pin; the lock file names the same range.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** Whether a `^a.b.c || ^d…` range admits a major version (the only form the range uses). */
const admits = (range: string, major: number) =>
  range.split('||').some((part) => new RegExp(`^\\s*\\^${major}(\\.|\\s*$)`).test(part));

test('markdown-it: 14 and 15 both satisfy the range, 13 and 16 do not', () => {
  const range = read('package.json').dependencies['markdown-it'] as string;
  assert.deepEqual(
    [13, 14, 15, 16].map((major) => admits(range, major)),
    [false, true, true, false],
    range,
  );
});

test('the lock file records the range package.json gives, and an installed version inside it', () => {
  const lock = read('package-lock.json');
  const range = read('package.json').dependencies['markdown-it'];
  assert.equal(lock.packages[''].dependencies['markdown-it'], range);
  const installed = lock.packages['node_modules/markdown-it'].version as string;
  assert.ok(admits(range, Number(installed.split('.')[0])), installed);
});

/**
 * Issue 51, point 1: a snippet a newcomer pastes into Node runs as pasted. Every `js` block of the
 * README and docs/ that imports the DOM-free codec (`question-elements/codec`) runs in a Node
 * process of its own from the repository's root, where the package resolves to itself (its built
 * dist/npm, as an installed copy does): it must end with exit code 0 and write nothing to stderr,
 * so a name it uses and does not define (a `body` or an `answers` of the reader's) fails here.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync(join(root, 'docs/reference')).map((f) => `docs/reference/${f}`),
];

const snippets = pages.flatMap((page) =>
  [...readFileSync(join(root, page), 'utf8').matchAll(/^( *)```js\n([\s\S]*?)^\1```$/gm)]
    .map((m) => m[2])
    .filter((code) => /from 'question-elements\/codec'/.test(code))
    .map((code) => ({ page, code })),
);

test('the pages have a Node snippet of the codec', () => {
  assert.ok(snippets.length >= 1, 'docs/chat.md shows the codec in Node');
});

for (const { page, code } of snippets)
  test(`${page}: the codec snippet runs in Node as pasted`, () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.equal(run.stderr, '', `${page}:\n${code}`);
    assert.equal(run.status, 0);
    assert.notEqual(run.stdout.trim(), '', 'it shows what it made');
  });

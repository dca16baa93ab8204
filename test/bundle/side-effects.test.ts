/**
 * What a bundler keeps of a bare import (`import 'question-elements/react'`): package.json
 * `sideEffects` must name every built entry that defines the elements, or the bundler drops the
 * import and the elements are never defined. And the React entry stays a client module.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../scripts/app-build.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const external = ['react', 'react-dom', 'react/*'];

/** The package's built files whose code a bundle of `import '<spec>'` loads up front. */
async function kept(spec: string): Promise<string[]> {
  const { files } = await buildApp(`import '${spec}';\n`, { external });
  return files
    .filter((f) => f.upFront)
    .flatMap((f) => f.inputs)
    .filter((i) => i.startsWith('dist/'));
}

test("the built React entry begins with 'use client'", () => {
  const file = join(root, 'dist/npm/react.js');
  assert.ok(existsSync(file), 'dist/npm/react.js is missing: run `npm run build`');
  assert.match(readFileSync(file, 'utf8'), /^'use client';\n/);
});

for (const [spec, entry] of [
  ['question-elements', 'dist/npm/index.js'],
  ['question-elements/react', 'dist/npm/react.js'],
]) {
  test(`a bare import of ${spec} keeps the entry that defines the elements`, async () => {
    const files = await kept(spec);
    assert.ok(files.includes(entry), `${spec}: the bundle dropped ${entry} (kept: ${files.join(', ')})`);
  });
}

test('a bare import of an entry that defines nothing loads nothing', async () => {
  assert.deepEqual(await kept('question-elements/elements'), []);
});

test('a bare import of question-elements/codec keeps what puts the lazy parts in place', async () => {
  // its job beside its exports: every codec function of the app, also those of question-elements,
  // answers at once (src/codec/eager.ts)
  const files = await kept('question-elements/codec');
  assert.ok(
    files.some((f) => /^dist\/npm\/chunks\/eager-[\w-]+\.js$/.test(f)),
    files.join(', '),
  );
});

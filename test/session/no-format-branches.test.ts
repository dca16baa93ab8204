/** The element and the terminal ask the format's capabilities, never its id (issue 12). */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

test('no source file of the elements or the CLI branches on a format id', () => {
  const found = [...files('src/elements'), ...files('src/cli')].flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .map((line, i) => ({ file, line: i + 1, text: line }))
      .filter(({ text }) => /format\s*===/.test(text)),
  );
  assert.deepEqual(found, []);
});

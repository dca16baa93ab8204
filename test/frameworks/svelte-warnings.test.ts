/**
 * Svelte 5 compiles the host components without a warning: the attribute that scopes a set is
 * `scope-name`, which no HTML element owns (Svelte warns on `scope` anywhere but a `<th>`).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compile } from 'svelte/compiler';

const dir = fileURLToPath(new URL('./svelte/', import.meta.url));
const warnings = (source: string, filename: string) =>
  compile(source, { filename, generate: 'client' }).warnings.map((w) => `${filename}: ${w.code}`);

test('the Svelte hosts, Scoped.svelte among them, compile without a warning', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.svelte'));
  assert.ok(files.includes('Scoped.svelte'));
  assert.deepEqual(
    files.flatMap((f) => warnings(readFileSync(join(dir, f), 'utf8'), f)),
    [],
  );
});

test('the attribute names the docs give: scope-name is quiet, scope is the one Svelte warns on', () => {
  assert.deepEqual(warnings('<question-set scope-name="msg-1"></question-set>', 'a.svelte'), []);
  assert.deepEqual(warnings('<question-set scope="msg-1"></question-set>', 'b.svelte'), [
    'b.svelte: a11y_misplaced_scope',
  ]);
});

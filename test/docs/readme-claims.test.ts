/**
 * Issue 43, points 5 and 7: what the README tells a newcomer, run. Its format table ("your agent
 * uses … → format … → example"): each example, decoded with `format: 'auto'`, is the format of its
 * row, and every format has a row. Its "ESM only": package.json says so, no entry has a `require`
 * condition, and the package check runs attw with the profile the README names.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FORMAT_IDS, parse, parseMessage } from '../../src/codec/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const readme = read('README.md');

test("the README's format table: each example decodes as its row's format, and every format has a row", () => {
  const section = readme.slice(
    readme.indexOf('## Formats'),
    readme.indexOf('\n## ', readme.indexOf('## Formats') + 3),
  );
  assert.match(section, /\| your agent uses +\| `format` +\| example +\|/);
  const rows = section
    .split('\n')
    .filter((l) => /^\| .*\[`\w+`\]\(manuals\//.test(l))
    .map((l) => {
      const format = /\[`(\w+)`\]\(manuals\/\1\.md\)/.exec(l)![1];
      const example = /\]\((fixtures\/[^)]+)\)/.exec(l)![1];
      return { format, example };
    });
  assert.deepEqual(rows.map((r) => r.format).sort(), [...FORMAT_IDS].sort());
  for (const { format, example } of rows) {
    const body = read(example);
    // a message (index) or a tag in text (form) is what a chat host splits; a bare body is parsed
    const sets = parseMessage(body).filter((s) => s.kind === 'set');
    const result = sets.length === 1 && sets[0].kind === 'set' ? sets[0].result : parse(body);
    assert.ok(result.ok, `${example}: ${JSON.stringify(!result.ok && result.error)}`);
    assert.equal(result.set.format, format, example);
  }
});

test('the README says ESM only, and the package and its check agree', () => {
  assert.match(readme, /ESM only/);
  const profile = /attw with its `([a-z-]+)` profile/.exec(readme)?.[1];
  assert.equal(profile, 'esm-only', 'the README names the attw profile');
  const pkg = JSON.parse(read('package.json')) as { type: string; exports: Record<string, unknown> };
  assert.equal(pkg.type, 'module');
  assert.ok(!JSON.stringify(pkg.exports).includes('"require"'), 'no entry has a require condition');
  const check = read('scripts/package-check.mjs');
  assert.match(
    check,
    new RegExp(`'--profile',\\s*'${profile}'`),
    'scripts/package-check.mjs runs attw with it',
  );
});

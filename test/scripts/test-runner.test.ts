/**
 * Issue 51, point 6: `npm test` shows the Node phase's progress, and leaves the slowest suites to
 * `npm run test:slow`, which CI runs and counts into its last line.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SLOW_TESTS } from '../../scripts/node-test.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dir = join(root, '.test-results', `test-runner-${process.pid}`);
after(() => rmSync(dir, { recursive: true, force: true }));

test('the Node phase prints a line as each file ends: files done of all, seconds, failures', () => {
  mkdirSync(dir, { recursive: true });
  const files = ['a', 'b', 'c'].map((name) => {
    const file = join(dir, `${name}.test.mjs`);
    writeFileSync(
      file,
      `import { test } from 'node:test';\ntest('${name}', () => { if ('${name}' === 'b') throw new Error('red'); });\n`,
    );
    return file;
  });
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const r = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-reporter=./scripts/node-progress-reporter.mjs',
      '--test-reporter-destination=stdout',
      ...files,
    ],
    { cwd: root, encoding: 'utf8', env: { ...env, QE_NODE_FILES: '3' } },
  );
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines.length, 3, r.stdout + r.stderr);
  for (const [i, line] of lines.entries())
    assert.match(
      line,
      new RegExp(
        `^\\[${i + 1}/3 files, \\d+ s(, 1 failed)?\\] \\.test-results/\\S+/[abc]\\.test\\.mjs \\(\\d+\\.\\d s\\)$`,
      ),
    );
  assert.match(
    lines.find((l) => l.includes('b.test.mjs'))!,
    /, 1 failed\]/,
  );
});

test('the slow suites exist, npm test leaves them out, and CI runs them and counts them in its last line', () => {
  assert.ok(SLOW_TESTS.length > 0);
  for (const file of SLOW_TESTS) assert.ok(existsSync(join(root, file)), file);
  const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  assert.equal(pkg.scripts['test:slow'], 'node scripts/test.mjs slow');
  const runner = read('scripts/test.mjs');
  assert.match(runner, /!SLOW_TESTS\.includes\(f\)/, 'the Node phase leaves them out');
  const ci = read('.ci/run');
  assert.match(ci, /node scripts\/test\.mjs slow --no-build .*\| tee \.test-results\/ci-slow\.log/);
  assert.match(ci, /for counts in "\$tests" "\$slow" /, 'their counts join the last line');
  assert.match(ci, /\[ "\$slow_status" -eq 0 \] \|\| status=1/, 'a red slow suite fails CI');
  // CONTRIBUTING names each one
  const contributing = read('CONTRIBUTING.md');
  for (const file of SLOW_TESTS) assert.ok(contributing.includes(file), `CONTRIBUTING.md names ${file}`);
});

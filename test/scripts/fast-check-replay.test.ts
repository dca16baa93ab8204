/**
 * Every property test of the Node run prints, when it fails, the seed and the line that replays it
 * (issue 51: a red `npm test` drew an MCP property named `valueOf`, and nothing said how to draw it
 * again). A red property in a scratch file, run as scripts/test.mjs runs every Node test file:
 * the output names the seed, and FC_SEED=<that seed> draws the same counterexample.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { NODE_TEST_PRELOAD } from '../../scripts/node-test.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// inside the repository, so that `fast-check` resolves from its node_modules
const dir = join(root, '.test-results', `fast-check-replay-${process.pid}`);
after(() => rmSync(dir, { recursive: true, force: true }));

const withoutTestContext = () => {
  const { NODE_TEST_CONTEXT: _, FC_SEED: __, ...env } = process.env;
  return env;
};

/** Runs one test file as scripts/test.mjs does; its whole output. */
function runFile(body: string, env: Record<string, string> = {}): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'red.test.mjs');
  writeFileSync(file, body);
  const r = spawnSync(process.execPath, [...NODE_TEST_PRELOAD, '--test', '--test-reporter=spec', file], {
    cwd: root,
    encoding: 'utf8',
    // a run of its own, not a file of this one (node:test marks its children through NODE_TEST_CONTEXT)
    env: { ...withoutTestContext(), ...env },
  });
  return r.stdout + r.stderr;
}

const RED = `import { test } from 'node:test';
import fc from 'fast-check';
test('red', () => {
  fc.assert(fc.property(fc.string(), fc.integer(), (s, n) => s.length < 3 || n % 7 !== 3));
});
`;

test('scripts/test.mjs loads the one fast-check configuration into every Node test process', () => {
  assert.match(readFileSync(join(root, 'scripts/test.mjs'), 'utf8'), /\.\.\.NODE_TEST_PRELOAD,\s*'--test'/);
});

test('a red property prints its seed and the replay line; that seed draws the same counterexample', () => {
  const first = runFile(RED);
  const seed = /replay: FC_SEED=(-?\d+) node scripts\/test\.mjs node \S*red\.test\.mjs/.exec(first)?.[1];
  assert.ok(seed, first);
  const counterexample = (out: string) => /Counterexample: (.*)/.exec(out)?.[1];
  assert.ok(counterexample(first), first);
  const again = runFile(RED, { FC_SEED: seed });
  assert.match(again, new RegExp(`seed ${seed}\\b`));
  assert.equal(counterexample(again), counterexample(first));
});

test('a green property prints nothing of the kind, and a property with its own seed keeps it', () => {
  const out = runFile(
    `import { test } from 'node:test';
import fc from 'fast-check';
test('green', () => { fc.assert(fc.property(fc.integer(), (n) => Number.isInteger(n))); });
test('own seed', () => {
  let seen;
  fc.assert(fc.property(fc.integer(), (n) => { seen ??= n; }), { seed: 42, numRuns: 1 });
  let again;
  fc.assert(fc.property(fc.integer(), (n) => { again ??= n; }), { seed: 42, numRuns: 1 });
  if (seen !== again) throw new Error('seed 42 drew two values');
});
`,
    { FC_SEED: '7' },
  );
  assert.doesNotMatch(out, /replay:/);
  assert.match(out, /ℹ pass 2/);
});

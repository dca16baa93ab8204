// `npm test`: the checks (typecheck, lint, format, one test each), the Node tests, then the browser
// tests, and as the very last line of output the totals of all of them: `N passed, N failed`.
// It exits non-zero when any check, run or test failed, or when a run left no count file.
//
//   node scripts/test.mjs                    everything
//   node scripts/test.mjs checks             typecheck, lint and format only
//   node scripts/test.mjs node [files…]      the Node tests (all of them, or the files named)
//   node scripts/test.mjs browser [args…]    the browser tests in Chromium (args go to web-test-runner)
//   node scripts/test.mjs firefox [args…]    the browser tests in Firefox (ESR, over WebDriver BiDi)
//   node scripts/test.mjs webkit [args…]     the browser tests in WebKit (WebKitGTK, WebDriver, Xvfb)
//   node scripts/test.mjs engines [args…]    the browser tests in Firefox, then in WebKit
//
// `npm test` runs Chromium only (fast); `npm run test:engines` the other two, and CI runs both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, '.test-results');
const nodeCounts = join(resultsDir, 'node.json');
const browserCounts = (engine) => join(resultsDir, `browser-${engine}.json`);
const RUN_TIMEOUT_MS = 30 * 60_000;

const [mode = 'all', ...rest] = process.argv.slice(2);
const MODES = ['all', 'checks', 'node', 'browser', 'firefox', 'webkit', 'engines'];
if (!MODES.includes(mode)) {
  console.error(`unknown mode ${mode}: use ${MODES.slice(1).join(', ')} (or nothing for all)`);
  process.exit(2);
}

const bin = (name) => realpathSync(join(root, 'node_modules', '.bin', name));

/** Seconds each run took, for the summary (where the time of `npm test` goes). */
const took = new Map();
const CHECKS = ['typecheck', 'lint', 'format'];

function run(label, args, env = process.env) {
  console.log(`\n── ${label}: ${args.map((a) => relative(root, a) || a).join(' ')}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    timeout: RUN_TIMEOUT_MS,
    env,
  });
  took.set(label, (took.get(label) ?? 0) + (performance.now() - started) / 1000);
  if (result.error) console.error(`${label}: ${result.error.message}`);
  return result.status === 0 && !result.error;
}

/** Every file under test/ (sorted, paths relative to the root, forward slashes). */
function testFiles(dir = join(root, 'test')) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
      return [relative(root, full).split('\\').join('/')];
    });
}

function readCounts(file, label) {
  try {
    const { passed = 0, failed = 0, skipped = 0, notIn = {} } = JSON.parse(readFileSync(file, 'utf8'));
    return { passed, failed, skipped, notIn };
  } catch (error) {
    console.error(`${label}: no test counts (${error.code ?? error.message}): the run did not finish`);
    return null;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
let ok = true;

function add(label, counts, runOk) {
  if (!counts) {
    ok = false;
    summary.push(`  ${label} — no counts`);
    return;
  }
  // a run that failed without any failing test (a crash, a timeout, a bad config) is one failure
  if (!runOk && counts.failed === 0) counts = { ...counts, failed: 1 };
  if (!runOk || counts.failed > 0) ok = false;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  const runs = label === 'checks' ? CHECKS : [label];
  const seconds = runs.reduce((t, run) => t + (took.get(run) ?? 0), 0);
  const notIn = Object.values(counts.notIn ?? {}).reduce((a, b) => a + b, 0);
  summary.push(
    `  ${label} — passed ${counts.passed}, failed ${counts.failed}, skipped ${counts.skipped}` +
      (notIn ? ` (${notIn} not in this engine)` : '') +
      ` (${seconds.toFixed(0)} s)`,
  );
  // each reason an engine cannot run a test, with how many tests it skips
  for (const [reason, n] of Object.entries(counts.notIn ?? {}))
    summary.push(`      not in ${label}: ${n} × ${reason}`);
}

mkdirSync(resultsDir, { recursive: true });
const all = testFiles();

if (mode === 'all' || mode === 'checks') {
  const checks = [
    ['typecheck', [bin('tsc'), '--noEmit', '-p', 'tsconfig.json']],
    ['lint', [bin('eslint'), '.']],
    ['format', [bin('prettier'), '--check', '.']],
  ];
  const failed = [];
  for (const [name, args] of checks) if (!run(name, args)) failed.push(name);
  add('checks', { passed: checks.length - failed.length, failed: failed.length, skipped: 0 }, true);
  if (failed.length) summary[summary.length - 1] += ` (${failed.join(', ')})`;
}

if (mode === 'all' || mode === 'node') {
  rmSync(nodeCounts, { force: true });
  const files =
    mode === 'node' && rest.length
      ? rest
      : all.filter((f) => f.endsWith('.test.ts') && !f.endsWith('.browser.test.ts'));
  if (files.length === 0) {
    console.log('\n── node: no test files');
    add('node', { passed: 0, failed: 0, skipped: 0 }, true);
  } else {
    const runOk = run('node', [
      '--enable-source-maps',
      '--import',
      './scripts/register-ts.mjs',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./scripts/node-count-reporter.mjs',
      `--test-reporter-destination=${relative(root, nodeCounts)}`,
      ...files,
    ]);
    add('node', readCounts(nodeCounts, 'node'), runOk);
  }
}

const engines =
  mode === 'all' || mode === 'browser'
    ? ['chromium']
    : mode === 'engines'
      ? ['firefox', 'webkit']
      : ['firefox', 'webkit'].includes(mode)
        ? [mode]
        : [];
const browserArgs = ['browser', 'firefox', 'webkit', 'engines'].includes(mode) ? rest : [];
for (const engine of engines) {
  const label = engine === 'chromium' ? 'browser' : engine;
  rmSync(browserCounts(engine), { force: true });
  const files = all.filter((f) => f.endsWith('.browser.test.ts'));
  if (files.length === 0 && !browserArgs.length) {
    console.log(`\n── ${label}: no test files`);
    add(label, { passed: 0, failed: 0, skipped: 0 }, true);
  } else {
    const runOk = run(label, [bin('web-test-runner'), ...browserArgs], {
      ...process.env,
      WTR_ENGINE: engine,
    });
    add(label, readCounts(browserCounts(engine), label), runOk);
  }
}

console.log('\n' + summary.join('\n'));
process.exitCode = ok ? 0 : 1;
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);

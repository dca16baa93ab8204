// `npm test`: the checks (typecheck, lint, format, one test each), the Node tests, then the browser
// tests, and as the very last line of output the totals of all of them: `N passed, N failed`.
// It exits non-zero when any check, run or test failed, or when a run left no count file.
//
//   node scripts/test.mjs                    everything
//   node scripts/test.mjs checks             typecheck, lint, format and the package check only
//   node scripts/test.mjs node [files…]      the Node tests (all of them, or the files named)
//   node scripts/test.mjs browser [args…]    the browser tests in Chromium (args go to web-test-runner)
//   node scripts/test.mjs firefox [args…]    the browser tests in Firefox (ESR, over WebDriver BiDi)
//   node scripts/test.mjs webkit [args…]     the browser tests in WebKit (WebKitGTK, WebDriver, Xvfb)
//   node scripts/test.mjs engines [args…]    the browser tests in Firefox, then in WebKit
//   node scripts/test.mjs zones [args…]      the time-zone tests in Chromium, once per zone (ZONES)
//   node scripts/test.mjs slow               the slowest suites (SLOW_TESTS), Node then Chromium
//
// `npm test` runs Chromium only and leaves out SLOW_TESTS (fast); `npm run test:slow` runs those,
// `npm run test:engines` every browser test in the other two engines, and CI runs all three.
//
// The built dist/ is tested too (the npm entries, the script-tag bundle, the command): before the
// Node or browser tests it is built again when any source it is made of is newer than it — for a
// run of named files, only when one of them reads dist/. `--no-build` skips that.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_STEPS, distStale } from './dist-stale.mjs';
import { NODE_TEST_PRELOAD, SLOW_TESTS } from './node-test.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, '.test-results');
const nodeCounts = join(resultsDir, 'node.json');
const browserCounts = (engine) => join(resultsDir, `browser-${engine}.json`);
const RUN_TIMEOUT_MS = 30 * 60_000;

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const [mode = 'all', ...rest] = args.filter((a) => a !== '--no-build');
const MODES = ['all', 'checks', 'node', 'browser', 'firefox', 'webkit', 'engines', 'zones', 'slow'];
/**
 * The zones the browser runs the zone tests in (its process's TZ): no offset, one with daylight
 * saving (its spring-forward day is among the tests' dates), and the furthest ahead (+14:00).
 */
const ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const ZONE_TESTS = ['test/bundle/keystroke.browser.test.ts'];
const isBrowserTest = (f) => f.endsWith('.browser.test.ts');
if (!MODES.includes(mode)) {
  console.error(`unknown mode ${mode}: use ${MODES.slice(1).join(', ')} (or nothing for all)`);
  process.exit(2);
}

const bin = (name) => realpathSync(join(root, 'node_modules', '.bin', name));

/** Seconds each run took, for the summary (where the time of `npm test` goes). */
const took = new Map();

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
  const seconds = took.get(label) ?? 0;
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

/** Whether a test file reads the built dist/ (the script-tag bundle is served from a nested path). */
const readsDist = (file) =>
  /dist\/|\/some\/site\/|\/slow\/[\w-]+\/question-elements\//.test(readFileSync(join(root, file), 'utf8'));

/** Builds dist/ when a source is newer than the oldest output (rollup, then the types). */
function buildIfStale(files) {
  if (noBuild || (files && !files.some(readsDist))) return true;
  const stale = distStale();
  if (!stale) return true;
  console.log(`\n── build: dist/ is ${stale}`);
  return BUILD_STEPS.every((step) => run('build', step));
}

if (mode !== 'checks') {
  // the files a run names (a glob or a file that is not there: unknown, so built when stale)
  const given =
    mode === 'node'
      ? rest
      : mode === 'slow'
        ? SLOW_TESTS
        : mode === 'zones' && !rest.length
          ? ZONE_TESTS
          : rest.filter((a) => a.endsWith('.ts'));
  const named =
    given.length && given.every((f) => existsSync(join(root, f)) && statSync(join(root, f)).isFile())
      ? given
      : undefined;
  if (!buildIfStale(named)) {
    console.error('build: dist/ could not be built; the tests of the built entries would test an old one');
    ok = false;
    summary.push('  build — failed');
  }
}

/**
 * Runs one check with its output held back, and prints that output as one block when it ends (the
 * checks run side by side, so their lines would interleave); resolves to whether it passed.
 */
function runHeld(label, args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), RUN_TIMEOUT_MS);
    const done = (passed, error) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      took.set(label, seconds);
      console.log(
        `\n── ${label}: ${args.map((a) => relative(root, a) || a).join(' ')} (${seconds.toFixed(0)} s)`,
      );
      process.stdout.write(Buffer.concat(output));
      if (error) console.error(`${label}: ${error.message}`);
      resolve(passed);
    };
    child.on('error', (error) => done(false, error));
    child.on('close', (code) => done(code === 0));
  });
}

if (mode === 'all' || mode === 'checks') {
  // the slowest first: they start at once, and the short ones fill in behind them (each alone on a
  // 2-core machine at load 8: typecheck 24 s, format 18 s, lint 14 s, heap 8 s, package 4 s)
  const checks = [
    ['typecheck', [bin('tsc'), '--noEmit', '-p', 'tsconfig.json']],
    ['format', [bin('prettier'), '--check', '.']],
    ['lint', [bin('eslint'), '.']],
    // the JS heap per open set of the built entry, beside the size budgets (issue 48)
    ['heap', [join(root, 'scripts', 'heap.mjs'), '--check']],
    // what npm pack ships, publint and attw (needs a built dist/)
    ['package', [join(root, 'scripts', 'package-check.mjs')]],
    // the eager entries are what the parts tables give (issue 48)
    ['eager', [join(root, 'scripts', 'eager.mjs'), '--check']],
  ];
  // as many at once as there are cores (at least two: heap and package mostly wait on a browser or
  // on npm); each check's output is printed whole when it ends
  const started = performance.now();
  const failed = [];
  const queue = [...checks];
  const lane = async () => {
    for (let next; (next = queue.shift());) if (!(await runHeld(...next))) failed.push(next[0]);
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
  took.set('checks', (performance.now() - started) / 1000);
  failed.sort((a, b) => checks.findIndex(([n]) => n === a) - checks.findIndex(([n]) => n === b));
  add('checks', { passed: checks.length - failed.length, failed: failed.length, skipped: 0 }, true);
  if (failed.length) summary[summary.length - 1] += ` (${failed.join(', ')})`;
}

if (mode === 'all' || mode === 'node' || mode === 'slow') {
  const label = mode === 'slow' ? 'slow node' : 'node';
  rmSync(nodeCounts, { force: true });
  const files =
    mode === 'node' && rest.length
      ? rest
      : mode === 'slow'
        ? SLOW_TESTS.filter((f) => !isBrowserTest(f))
        : all.filter((f) => f.endsWith('.test.ts') && !isBrowserTest(f) && !SLOW_TESTS.includes(f));
  if (files.length === 0) {
    console.log(`\n── ${label}: no test files`);
    add(label, { passed: 0, failed: 0, skipped: 0 }, true);
  } else {
    const runOk = run(
      label,
      [
        ...NODE_TEST_PRELOAD,
        '--test',
        // as many test files at once as there are cores (node's default leaves one idle: a 2-core
        // machine ran one file at a time, most of them waiting on a child process or a build)
        `--test-concurrency=${availableParallelism()}`,
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        // a line as each file ends (files done / total, seconds so far), and the counts at the end
        '--test-reporter=./scripts/node-progress-reporter.mjs',
        '--test-reporter-destination=stdout',
        ...files,
      ],
      { ...process.env, QE_NODE_FILES: String(files.length), QE_NODE_COUNTS: nodeCounts },
    );
    add(label, readCounts(nodeCounts, label), runOk);
  }
}

const engines =
  mode === 'all' || mode === 'browser' || mode === 'slow'
    ? ['chromium']
    : mode === 'engines'
      ? ['firefox', 'webkit']
      : ['firefox', 'webkit'].includes(mode)
        ? [mode]
        : [];
const named = ['browser', 'firefox', 'webkit', 'engines'].includes(mode) ? rest : [];
for (const engine of engines) {
  const label = mode === 'slow' ? 'slow browser' : engine === 'chromium' ? 'browser' : engine;
  const countsFile = mode === 'slow' ? join(resultsDir, 'browser-slow.json') : browserCounts(engine);
  rmSync(countsFile, { force: true });
  // Chromium without named files: every browser test but the slow ones (or only those, for `slow`);
  // Firefox and WebKit run them all
  const files = all.filter(
    (f) => isBrowserTest(f) && (engine !== 'chromium' || SLOW_TESTS.includes(f) === (mode === 'slow')),
  );
  const browserArgs = named.length || engine !== 'chromium' ? named : ['--files', ...files];
  if (files.length === 0 && !named.length) {
    console.log(`\n── ${label}: no test files`);
    add(label, { passed: 0, failed: 0, skipped: 0 }, true);
  } else {
    const once = () =>
      run(label, [bin('web-test-runner'), ...browserArgs], {
        ...process.env,
        WTR_ENGINE: engine,
        ...(mode === 'slow' ? { WTR_COUNTS: relative(root, countsFile) } : {}),
      });
    let runOk = once();
    let counts = readCounts(countsFile, label);
    // a run that died without writing its counts (WebKitGTK's driver has crashed mid-run on a loaded
    // machine) runs once more; a run with failing tests always writes its counts and is never re-run
    if (!counts && engine !== 'chromium') {
      console.error(`${label}: the browser run ended without its counts; running it once more`);
      runOk = once();
      counts = readCounts(countsFile, label);
    }
    add(label, counts, runOk);
  }
}

if (mode === 'zones')
  for (const zone of ZONES) {
    const label = `zone ${zone}`;
    const counts = join(resultsDir, `browser-zone-${zone.replace(/\W+/g, '-')}.json`);
    rmSync(counts, { force: true });
    const files = rest.length ? rest : ['--files', ...ZONE_TESTS];
    const runOk = run(label, [bin('web-test-runner'), ...files], {
      ...process.env,
      WTR_ENGINE: 'chromium',
      WTR_COUNTS: relative(root, counts),
      TZ: zone,
    });
    add(label, readCounts(counts, label), runOk);
  }

console.log('\n' + summary.join('\n'));
process.exitCode = ok ? 0 : 1;
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);

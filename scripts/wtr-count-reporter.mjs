// A web-test-runner reporter that writes {passed, failed, skipped} to a JSON file when the run stops.
// Every test in every session (one session = one test file in one browser) is counted, walking
// the nested suites. A session that failed without any failing test (the file did not load, an
// error outside a test, a timeout, a 404 import) counts as one failure, so it shows in the totals.
// A test skipped because its engine cannot run it (test/engines.ts: `[not in <engine>: <reason>]`
// in its title or a suite's) is also counted per reason under `notIn`.
//
// It also says where the time went: each test file's seconds (the sum of its tests' own durations,
// as mocha measured them in the page) go to `<file>.times.json`, and the slowest files are printed
// when the run stops, so a slow file shows without timing each file on its own.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

const NOT_IN = /\[not in \w+: ([^\]]*)\]/;

function countSuite(suite, counts, inherited) {
  const reason = NOT_IN.exec(suite?.name ?? '')?.[1] ?? inherited;
  for (const test of suite?.tests ?? []) {
    if (test.skipped) {
      counts.skipped++;
      const why = NOT_IN.exec(test.name ?? '')?.[1] ?? reason;
      if (why !== undefined) counts.notIn[why] = (counts.notIn[why] ?? 0) + 1;
    } else if (test.passed) counts.passed++;
    else counts.failed++;
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts, reason);
}

/** The milliseconds a suite's tests took, as mocha measured them (a test without one: 0). */
const suiteMs = (suite) =>
  (suite?.tests ?? []).reduce((t, test) => t + (test.duration ?? 0), 0) +
  (suite?.suites ?? []).reduce((t, child) => t + suiteMs(child), 0);

/** How many of the slowest files the run prints. */
const SLOWEST = 12;

export function countReporter({ file = '.test-results/browser.json' } = {}) {
  return {
    start() {
      rmSync(file, { force: true });
    },
    stop({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, notIn: {} };
      const seconds = {};
      for (const session of sessions) {
        const before = counts.failed;
        countSuite(session.testResults, counts);
        if (session.passed !== true && counts.failed === before) counts.failed++;
        const name = relative(process.cwd(), session.testFile).split('\\').join('/');
        seconds[name] = (seconds[name] ?? 0) + suiteMs(session.testResults) / 1000;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(counts) + '\n');
      const slowest = Object.entries(seconds).sort((a, b) => b[1] - a[1]);
      writeFileSync(
        file.replace(/\.json$/, '.times.json'),
        JSON.stringify(Object.fromEntries(slowest.map(([f, s]) => [f, Math.round(s * 10) / 10])), null, 1) +
          '\n',
      );
      if (slowest.length) {
        const total = slowest.reduce((t, [, s]) => t + s, 0);
        console.log(
          `\nthe slowest test files (seconds in their tests; all ${slowest.length}: ${total.toFixed(0)} s)`,
        );
        for (const [f, s] of slowest.slice(0, SLOWEST)) console.log(`${s.toFixed(1).padStart(7)}  ${f}`);
      }
    },
  };
}

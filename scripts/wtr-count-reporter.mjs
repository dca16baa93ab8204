// A web-test-runner reporter that writes {passed, failed, skipped} to a JSON file when the run stops.
// Every test in every session (one session = one test file in one browser) is counted, walking
// the nested suites. A session that failed without any failing test (the file did not load, an
// error outside a test, a timeout, a 404 import) counts as one failure, so it shows in the totals.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function countSuite(suite, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else counts.failed++;
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts);
}

export function countReporter({ file = '.test-results/browser.json' } = {}) {
  return {
    start() {
      rmSync(file, { force: true });
    },
    stop({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const before = counts.failed;
        countSuite(session.testResults, counts);
        if (session.passed !== true && counts.failed === before) counts.failed++;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(counts) + '\n');
    },
  };
}

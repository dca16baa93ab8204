// A web-test-runner reporter that writes {passed, failed, skipped} to a JSON file when the run stops.
// Every test in every session (one session = one test file in one browser) is counted, walking
// the nested suites. A session that failed without any failing test (the file did not load, an
// error outside a test, a timeout, a 404 import) counts as one failure, so it shows in the totals.
// A test skipped because its engine cannot run it (test/engines.ts: `[not in <engine>: <reason>]`
// in its title or a suite's) is also counted per reason under `notIn`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

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

export function countReporter({ file = '.test-results/browser.json' } = {}) {
  return {
    start() {
      rmSync(file, { force: true });
    },
    stop({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, notIn: {} };
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

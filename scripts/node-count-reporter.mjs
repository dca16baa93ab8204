// A node:test reporter that writes {passed, failed, skipped} as JSON once the run ends.
// It counts leaf tests only: a test or suite that reported subtests is not counted itself, so a
// `describe` or a `t.test` parent never doubles its children. A file that fails to load, or a suite
// that fails without running any test, has no subtests and so counts as one failure.
// scripts/test.mjs reads the counts through the progress reporter (one reporter fewer: Node 20
// warns of a listener leak with three), which counts with `leafCounter`.

/** The counting rule: `see` each event, then read `counts`. */
export function leafCounter() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  // file → nesting levels that reported a subtest since their own last result
  const hasChildren = new Map();
  const see = (event) => {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') return;
    const { file = '', nesting = 0, details = {}, skip, todo } = event.data;
    let levels = hasChildren.get(file);
    if (!levels) hasChildren.set(file, (levels = new Set()));
    const leaf = !levels.has(nesting);
    levels.delete(nesting);
    if (nesting > 0) levels.add(nesting - 1);
    if (!leaf) return;
    const failed = event.type === 'test:fail' && !todo;
    if (details.type === 'suite' && !failed) return; // an empty suite is not a test
    if (failed) counts.failed++;
    else if (skip || todo) counts.skipped++;
    else counts.passed++;
  };
  return { see, counts };
}

export default async function* nodeCountReporter(source) {
  const counter = leafCounter();
  for await (const event of source) counter.see(event);
  yield JSON.stringify(counter.counts) + '\n';
}

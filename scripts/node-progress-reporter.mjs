// A node:test reporter that prints the Node phase's overall progress: a line as each test file
// ends, `[12/180 files, 34 s] test/codec/mcp.test.ts (5.2 s)`, and its own count of failed files.
// The number of files comes from QE_NODE_FILES (scripts/test.mjs sets it); without it, the files
// the run has queued so far. With QE_NODE_COUNTS, it writes the run's counts there at the end, as
// node-count-reporter.mjs would (scripts/test.mjs reads them).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { leafCounter } from './node-count-reporter.mjs';

export default async function* nodeProgressReporter(source) {
  const started = performance.now();
  const total = Number(process.env.QE_NODE_FILES) || 0;
  const queued = new Set();
  let done = 0;
  let failed = 0;
  const counter = leafCounter();
  for await (const event of source) {
    counter.see(event);
    const { name, file, nesting, details } = event.data ?? {};
    // a file is a test of its own, named by its path
    if (!file || nesting !== 0 || name !== file) continue;
    if (event.type === 'test:enqueue') queued.add(file);
    if (event.type !== 'test:complete') continue;
    done++;
    if (details?.passed === false) failed++;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const took = ((details?.duration_ms ?? 0) / 1000).toFixed(1);
    const path = relative(process.cwd(), file).split('\\').join('/');
    yield `[${done}/${total || queued.size} files, ${seconds} s${failed ? `, ${failed} failed` : ''}] ${path} (${took} s)\n`;
  }
  if (process.env.QE_NODE_COUNTS)
    writeFileSync(process.env.QE_NODE_COUNTS, JSON.stringify(counter.counts) + '\n');
}

// Every property test of a Node run (fast-check's `fc.assert`), configured in one place: `--import`ed
// by scripts/test.mjs before the test files. A red run ends with the line that replays it, and
// FC_SEED=<seed> gives every property of the run that seed (the one that failed draws the same
// values, shrinks to the same counterexample). A property with a `seed` of its own keeps it.
import { relative } from 'node:path';
import fc from 'fast-check';

const seed = process.env.FC_SEED;
if (seed !== undefined && !/^-?\d+$/.test(seed))
  throw new Error(`FC_SEED must be a whole number, not ${seed}`);

/** The test file this process runs (node --test runs each in a process of its own). */
const file = () => {
  const path = process.argv.slice(1).find((a) => /\.test\.[cm]?[jt]s$/.test(a));
  return path ? relative(process.cwd(), path).split('\\').join('/') : '<file>';
};

fc.configureGlobal({
  ...(seed === undefined ? {} : { seed: Number(seed) }),
  reporter(details) {
    if (!details.failed) return;
    const replay = `replay: FC_SEED=${details.seed} node scripts/test.mjs node ${file()}`;
    console.error(
      `\nfast-check: a property failed (seed ${details.seed}, path ${details.counterexamplePath})\n${replay}`,
    );
    throw new Error(`${fc.defaultReportMessage(details)}\n${replay}`, { cause: details.errorInstance });
  },
});

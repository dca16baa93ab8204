// What every Node test process loads first (scripts/test.mjs runs `node` with these before
// `--test`): source maps, the TypeScript loader, and fast-check's one configuration (a failing
// property prints the line that replays it).
export const NODE_TEST_PRELOAD = [
  '--enable-source-maps',
  '--import',
  './scripts/register-ts.mjs',
  '--import',
  './scripts/fast-check-replay.mjs',
];

// How scripts/test.mjs runs the tests. What every Node test process loads first (`node` gets these
// before `--test`): source maps, the TypeScript loader, and fast-check's one configuration (a
// failing property prints the line that replays it).
export const NODE_TEST_PRELOAD = [
  '--enable-source-maps',
  '--import',
  './scripts/register-ts.mjs',
  '--import',
  './scripts/fast-check-replay.mjs',
];

/**
 * The slowest suites, which `npm test` leaves to `npm run test:slow` (CI runs both): sweeps of the
 * whole fixture corpus through a child process per case, through every state or by key presses
 * alone in a browser, the browser's property sweeps (fast-check), and the type-checks of a scratch
 * project (the framework typings with tsc, vue-tsc and svelte-check; docs/chat.md's recipes, which
 * type-check the sources again). CONTRIBUTING.md has their share of the time.
 */
export const SLOW_TESTS = [
  'test/cli/cli-sweep.test.ts',
  'test/frameworks/types.test.ts',
  'test/docs/chat-recipes.test.ts',
  'test/elements/a11y.browser.test.ts',
  'test/elements/a11y-rtl.browser.test.ts',
  'test/adversarial/corpus.browser.test.ts',
  'test/elements/keyboard.browser.test.ts',
  'test/elements/trust.browser.test.ts',
  'test/bundle/keystroke.browser.test.ts',
  'test/lifecycle/properties.browser.test.ts',
  'test/model/model.browser.test.ts',
  'test/demo/storybook.browser.test.ts',
  'test/demo/gallery.browser.test.ts',
  'test/demo/serve.test.ts',
];

/**
 * The builds a browser test runs on, as fixtures. A page holds one definition of <question-set>,
 * so each build runs on a page of its own:
 *
 * - `source`: the elements as the test bundle imports them (`src/index.ts`, with the parts the
 *   test page puts in place, `src/elements/eager.ts`);
 * - `dist`: the script-tag entry, `dist/question-elements.js`, loaded from a nested path as a page
 *   on any site loads it (web-test-runner.config.mjs maps the path);
 * - `npm`: the npm split, `dist/npm/index.js`, as a bundler that serves it unbundled loads it.
 *
 * A test is written once, with `forEachBuild(title, (build) => …)` and the shared helpers of
 * test/elements/helpers.ts (which make elements by their tag, so they work on any build). The file
 * runs on the sources; a file of two lines runs the same test on another build:
 *
 *     await useBuild('dist');
 *     await import('../elements/overview-enter.browser.test.js');
 *
 * A test of what only a build has (its chunks, its paths) names its build with `useBuild` too.
 *
 * The tests of dist/ need `npm run build` (`npm test` runs it when dist/ is stale).
 */
import type * as Elements from '../src/elements.js';

export type BuildName = 'source' | 'dist' | 'npm';

export interface Build {
  readonly name: BuildName;
  /** what the build's entry exports: its classes, `forgetAll`, `preload`, … */
  readonly exports: typeof Elements;
}

/** Where a page on any site keeps the script-tag bundle (served from dist/). */
export const DIST_BASE = '/some/site/assets/question-elements/';

// each path in a variable: the type checker stays off the built files
const DIST_ENTRY = `${DIST_BASE}question-elements.js`;
const NPM_ENTRY = '/dist/npm/index.js';

const ENTRIES: Record<BuildName, () => Promise<typeof Elements>> = {
  source: () => import('../src/index.js'),
  dist: () => import(/* @vite-ignore */ DIST_ENTRY) as Promise<typeof Elements>,
  npm: () => import(/* @vite-ignore */ NPM_ENTRY) as Promise<typeof Elements>,
};

let chosen: BuildName | undefined;
let loaded: Promise<Build> | undefined;
let current: Build | undefined;

/**
 * Loads `name` as this page's build in place of the sources, before the tests make any element:
 * the elements they make are then the build's own.
 */
export function useBuild(name: BuildName): Promise<Build> {
  if (chosen && chosen !== name) throw new Error(`this page runs the ${chosen} build, not ${name}`);
  chosen = name;
  return pageBuild();
}

/** The build this page runs (the sources unless `useBuild` chose another), loaded and its elements defined. */
export function pageBuild(): Promise<Build> {
  loaded ??= (async () => {
    const name = (chosen ??= 'source');
    const exports = await ENTRIES[name]();
    await customElements.whenDefined('question-set');
    if (customElements.get('question-set') !== exports.QuestionSetElement)
      throw new Error(`<question-set> on this page is not the ${name} build's`);
    return (current = { name, exports });
  })();
  return loaded;
}

/** The build this page has loaded, if any (what `fresh()` forgets). */
export const loadedBuild = (): Build | undefined => current;

/**
 * The tests `body` writes, on the build of this page (`useBuild` runs the same file on another), in a
 * suite whose title names the build.
 */
export async function forEachBuild(
  title: string,
  body: (this: Mocha.Suite, build: Build) => void,
): Promise<void> {
  const build = await pageBuild();
  describe(`${title} [${build.name}]`, function () {
    body.call(this, build);
  });
}

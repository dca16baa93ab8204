/** Element suites on the npm split, dist/npm/index.js, as a bundler serving it unbundled loads it (test/builds.ts). */
import { useBuild } from '../builds.js';

await useBuild('npm');
await import('../elements/overview-enter.browser.test.js');

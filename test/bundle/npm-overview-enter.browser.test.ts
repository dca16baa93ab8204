/** test/elements/overview-enter on the npm split, dist/npm/index.js (test/builds.ts). */
import { useBuild } from '../builds.js';

await useBuild('npm');
await import('../elements/overview-enter.browser.test.js');

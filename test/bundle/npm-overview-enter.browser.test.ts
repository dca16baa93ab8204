/** test/elements/overview-enter on the npm split, dist/npm/index.js (test/builds.ts). */
import { runOn } from '../builds.js';

await runOn('npm', () => import('../elements/overview-enter.browser.test.js'));

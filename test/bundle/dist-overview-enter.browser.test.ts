/** test/elements/overview-enter on the script-tag entry, dist/question-elements.js (test/builds.ts). */
import { runOn } from '../builds.js';

await runOn('dist', () => import('../elements/overview-enter.browser.test.js'));

/** test/elements/overview-enter on the script-tag entry, dist/question-elements.js (test/builds.ts). */
import { useBuild } from '../builds.js';

await useBuild('dist');
await import('../elements/overview-enter.browser.test.js');

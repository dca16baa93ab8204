/**
 * The element suites that run on every build, on the script-tag entry, dist/question-elements.js,
 * as a page loads it (test/builds.ts): one page for them all.
 */
import { useBuild } from '../builds.js';

await useBuild('dist');
await import('../elements/no-accident.browser.test.js');
await import('../elements/option-rows.browser.test.js');
await import('../elements/overview-enter.browser.test.js');

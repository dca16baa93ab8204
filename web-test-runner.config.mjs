// Browser tests: every test/**/*.browser.test.ts, in one engine: WTR_ENGINE=chromium (the default;
// CHROME_PATH, Debian's by default), firefox or webkit (see scripts/wtr-engines.mjs). The browser
// runs in the zone of its process's TZ (scripts/test.mjs zones sets it).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { countReporter } from './scripts/wtr-count-reporter.mjs';
import { CONCURRENCY, currentEngine, engineCommands, launcherFor } from './scripts/wtr-engines.mjs';
import { chatPackages } from './test/chat/wtr-packages.mjs';
import { hostPlugins } from './test/frameworks/wtr-host-plugins.mjs';
import { forcedColorsPlugin } from './test/elements/wtr-forced-colors.mjs';
import { multiClickPlugin } from './test/elements/wtr-mouse.mjs';
import { axTreePlugin } from './test/elements/wtr-ax-tree.mjs';
import { deliveryServer } from './test/bundle/wtr-delivery.mjs';
import { mcpHttpServer } from './test/chat/wtr-mcp-http.mjs';

const engine = currentEngine();

const BUNDLE_PATH = '/some/site/assets/question-elements/';
/**
 * The same dist/ again, on a slow network: every file but the entry answers after SLOW_MS. Any
 * site name may stand in the path (`/slow/<site>/question-elements/`): a test file of its own site
 * gets URLs no earlier file fetched, whatever an engine's cache keeps (WebKit's one page serves every
 * file in turn).
 */
const SLOW_BUNDLE_PATH = /^\/slow\/[\w-]+\/question-elements\//;
const SLOW_MS = 1500;

export default {
  files: ['test/**/*.browser.test.ts'],
  nodeResolve: true,
  // Lit's development build keeps its warnings on in the tests; only its one-line banner ("Lit is in
  // dev mode") is marked as already issued, so it does not repeat in every test file's output.
  // The sources' tests run with the codec's parts, the words and the open set in place
  // (src/elements/eager.ts, as Node's entry has them; markdown-it is fetched on first need, as the
  // builds do); the built dist/ files,
  // which test/bundle loads, fetch all of theirs. Those parts are about 170 files: the page keeps
  // every resource timing (the default keeps 250), which the tests read to see what was fetched.
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><head><script>globalThis.litIssuedWarnings = new Set(['dev-mode']);performance.setResourceTimingBufferSize(100000);</script></head><body><script type="module" src="/src/elements/eager.ts"></script><script type="module" src="${testFramework}"></script></body></html>`,
  // TypeScript, TSX and JSX compiled for es2022, as the builds do
  plugins: [
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    // the framework hosts of test/frameworks: React 18 and 19 (CommonJS), Vue SFCs, Svelte components
    ...hostPlugins(),
    // the chat stacks of test/chat (the MCP SDK, the AI SDK), bundled as an app's bundler would
    chatPackages(),
    // forced colours emulated for test/elements/a11y-audit (emulateMedia does not pass it to Puppeteer)
    forcedColorsPlugin(),
    // the accessibility tree as Chromium built it, for test/elements/a11y-audit
    axTreePlugin(),
    // a real double or triple click (event.detail 2, 3) for test/elements and test/model
    multiClickPlugin(),
    // the page's accessibility tree (Chromium, over CDP) for test/bundle/dist-dropped-notice
    a11ySnapshotPlugin(),
    // send-keys, set-viewport and emulate-media in Firefox and WebKit as in Chromium
    engineCommands(),
  ],
  middleware: [
    // test/bundle/dist-delivery: a backend that takes answers by POST, and fails as a test asks
    deliveryServer(),
    // test/chat/mcp-http: a real 2.x MCP server over Streamable HTTP, failing as a test asks
    mcpHttpServer(),
    // test/bundle loads the built dist/ from a nested path, as a page on any site would
    (ctx, next) => {
      if (ctx.path.startsWith(BUNDLE_PATH)) ctx.path = `/dist/${ctx.path.slice(BUNDLE_PATH.length)}`;
      return next();
    },
    async (ctx, next) => {
      const slow = SLOW_BUNDLE_PATH.exec(ctx.path);
      if (!slow) return next();
      const file = ctx.path.slice(slow[0].length);
      ctx.path = `/dist/${file}`;
      if (file !== 'question-elements.js') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await next();
      // never from a cache: WebKit's one page keeps its HTTP cache from one test file to the next
      ctx.set('Cache-Control', 'no-store');
    },
  ],
  browsers: [launcherFor(engine)],
  concurrency: CONCURRENCY[engine],
  // plain, append-only output when piped or in CI (no progress bar redraws)
  staticLogging: !process.stdout.isTTY || Boolean(process.env.CI),
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 300_000,
  testFramework: { config: { timeout: 10_000 } },
  // WTR_COUNTS: a run of its own (scripts/test.mjs zones) keeps its counts apart
  reporters: [
    defaultReporter(),
    countReporter({ file: process.env.WTR_COUNTS || `.test-results/browser-${engine}.json` }),
  ],
};

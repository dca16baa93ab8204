// Browser tests: every test/**/*.browser.test.ts, in the Chromium named by CHROME_PATH (Debian's by default).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { ChromeLauncher } from '@web/test-runner-chrome';
import { countReporter } from './scripts/wtr-count-reporter.mjs';
import { chatPackages } from './test/chat/wtr-packages.mjs';
import { hostPlugins } from './test/frameworks/wtr-host-plugins.mjs';
import { forcedColorsPlugin } from './test/elements/wtr-forced-colors.mjs';
import { multiClickPlugin } from './test/elements/wtr-mouse.mjs';

/**
 * The stock launcher keeps a closed test page and reuses it for the next test file, so a
 * browser context made in `createPage` would be shared by every file that page serves. This one
 * closes the page's context when its session stops, so each test file gets a fresh context
 * (storage, cookies, caches) and a fresh page.
 */
class IsolatingChromeLauncher extends ChromeLauncher {
  async stopSession(sessionId) {
    const page = this.getPage(sessionId);
    const result = await super.stopSession(sessionId);
    // `inactivePages` is the launcher's pool of pages to reuse; take ours out of it
    this.inactivePages = (this.inactivePages ?? []).filter((p) => p.puppeteerPage !== page);
    const context = page.browserContext();
    await page.close().catch(() => {});
    if (context !== page.browser().defaultBrowserContext()) await context.close().catch(() => {});
    return result;
  }
}

const launchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

const BUNDLE_PATH = '/some/site/assets/question-elements/';
/** The same dist/ again, on a slow network: every file but the entry answers after SLOW_MS. */
const SLOW_BUNDLE_PATH = '/slow/site/question-elements/';
const SLOW_MS = 1500;

export default {
  files: ['test/**/*.browser.test.ts'],
  nodeResolve: true,
  // Lit's development build keeps its warnings on in the tests; only its one-line banner ("Lit is in
  // dev mode") is marked as already issued, so it does not repeat in every test file's output
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><head><script>globalThis.litIssuedWarnings = new Set(['dev-mode']);</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  // TypeScript, TSX and JSX compiled for es2022, as the builds do
  plugins: [
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    // the framework hosts of test/frameworks: React 18 and 19 (CommonJS), Vue SFCs, Svelte components
    ...hostPlugins(),
    // the chat stacks of test/chat (the MCP SDK, the AI SDK), bundled as an app's bundler would
    chatPackages(),
    // forced colours emulated for test/elements/a11y-audit (emulateMedia does not pass it to Puppeteer)
    forcedColorsPlugin(),
    // a real double or triple click (event.detail 2, 3) for test/elements and test/model
    multiClickPlugin(),
  ],
  middleware: [
    // test/bundle loads the built dist/ from a nested path, as a page on any site would
    (ctx, next) => {
      if (ctx.path.startsWith(BUNDLE_PATH)) ctx.path = `/dist/${ctx.path.slice(BUNDLE_PATH.length)}`;
      return next();
    },
    async (ctx, next) => {
      if (!ctx.path.startsWith(SLOW_BUNDLE_PATH)) return next();
      const file = ctx.path.slice(SLOW_BUNDLE_PATH.length);
      ctx.path = `/dist/${file}`;
      if (file !== 'question-elements.js') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      return next();
    },
  ],
  browsers: [
    new IsolatingChromeLauncher(
      launchOptions,
      ({ browser }) => browser.defaultBrowserContext(),
      async ({ browser }) => (await browser.createBrowserContext()).newPage(),
    ),
  ],
  concurrency: 2,
  // plain, append-only output when piped or in CI (no progress bar redraws)
  staticLogging: !process.stdout.isTTY || Boolean(process.env.CI),
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 300_000,
  testFramework: { config: { timeout: 10_000 } },
  reporters: [defaultReporter(), countReporter({ file: '.test-results/browser.json' })],
};

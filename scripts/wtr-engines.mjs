// The three browser engines of the browser tests, one at a time (WTR_ENGINE=chromium|firefox|webkit),
// all from Debian packages; nothing here downloads a browser or a driver.
//
// - Chromium: puppeteer-core over CDP, the executable in CHROME_PATH (default /usr/bin/chromium).
// - Firefox: the same puppeteer-core over WebDriver BiDi, the executable in FIREFOX_PATH (default
//   /usr/bin/firefox-esr). @web/test-runner-puppeteer would do it, but its current line needs Node 22
//   and the full `puppeteer` package (which fetches a browser); the launcher below is the stock
//   Chrome launcher given puppeteer-core and `browser: 'firefox'`.
// - WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (package webkit2gtk-driver) and
//   @web/test-runner-webdriver, under an Xvfb display this module starts and stops itself.
//
// The engines differ in what a test can ask of the browser: engineCommands() answers the commands
// of @web/test-runner-commands (send-keys, set-viewport, emulate-media, and send-mouse's click in
// WebKit) for every engine, so a test calls sendKeys({ press: 'Space' }) or sendKeys({ down: 'Shift' })
// the same way everywhere. What an engine cannot do at all is said in the test with skipIn() from
// test/engines.ts.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import * as puppeteer from 'puppeteer-core';
import { ChromeLauncher } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engine of this run: WTR_ENGINE, Chromium by default. */
export function currentEngine() {
  const engine = process.env.WTR_ENGINE || 'chromium';
  if (!ENGINES.includes(engine)) throw new Error(`WTR_ENGINE=${engine}: use one of ${ENGINES.join(', ')}`);
  return engine;
}

/**
 * The stock launcher keeps a closed test page and reuses it for the next test file, so a browser
 * context made in `createPage` would be shared by every file that page serves. This one closes the
 * page's context when its session stops, so each test file gets a fresh context (storage, cookies,
 * caches) and a fresh page. Chromium (CDP) and Firefox (BiDi user contexts) alike.
 */
class IsolatingPuppeteerLauncher extends ChromeLauncher {
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

const newContextPage = async ({ browser }) => (await browser.createBrowserContext()).newPage();
const defaultContext = ({ browser }) => browser.defaultBrowserContext();

function chromiumLauncher() {
  return new IsolatingPuppeteerLauncher(
    {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
    },
    defaultContext,
    newContextPage,
  );
}

function firefoxLauncher() {
  return new IsolatingPuppeteerLauncher(
    {
      browser: 'firefox',
      executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
      headless: true,
      // lets emulate-media reach the tab's browsing context from the browser's own (chrome) realm
      args: ['-remote-allow-system-access'],
      extraPrefsFirefox: {
        // the language the other engines report, whatever the machine's locale
        'intl.accept_languages': 'en-US',
        'intl.locale.requested': 'en-US',
        // no update checks, telemetry or first-run pages in a test run
        'app.update.enabled': false,
        'datareporting.policy.dataSubmissionEnabled': false,
        'browser.shell.checkDefaultBrowser': false,
      },
    },
    defaultContext,
    newContextPage,
    // a custom puppeteer (puppeteer-core itself) makes the launcher pass `browser` through
    puppeteer,
  );
}

// ————— WebKit —————

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on a display it picks itself (-displayfd) and resolves with `:N`. */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    let out = '';
    child.on('error', (e) =>
      reject(new Error(`Xvfb did not start (${e.message}): install the xvfb package`)),
    );
    child.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    child.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ child, display: `:${out.trim()}` });
    });
  });
}

function waitForPort(port, child, name) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tryOnce = () => {
      if (child.exitCode !== null) return reject(new Error(`${name} exited with ${child.exitCode}`));
      fetch(`http://127.0.0.1:${port}/status`)
        .then(() => resolve())
        .catch(() => {
          if (Date.now() - started > 20_000) reject(new Error(`${name} did not answer on port ${port}`));
          else setTimeout(tryOnce, 100);
        });
    };
    tryOnce();
  });
}

/** WebKitGTK's MiniBrowser: WEBKIT_BROWSER, or where Debian's libwebkit2gtk puts it. */
function miniBrowser() {
  if (process.env.WEBKIT_BROWSER) return process.env.WEBKIT_BROWSER;
  for (const lib of ['/usr/lib', '/usr/libexec']) {
    if (!existsSync(lib)) continue;
    for (const dir of [lib, ...readdirSync(lib).map((d) => `${lib}/${d}`)]) {
      for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
        const file = `${dir}/${api}/MiniBrowser`;
        if (existsSync(file)) return file;
      }
    }
  }
  return undefined;
}

/**
 * WebKitGTK through WebKitWebDriver under its own Xvfb display. One page serves every test file
 * in turn (concurrency 1: the WebDriver launcher's iframes would steal focus from one another);
 * between files the page's storage and cookies are cleared, as the other engines' fresh contexts do.
 */
class WebKitLauncher extends WebdriverLauncher {
  constructor() {
    super({ capabilities: { browserName: 'MiniBrowser' } });
    this.children = [];
  }

  async initialize(config, testFiles) {
    const { child: xvfb, display } = await startXvfb();
    this.children.push(xvfb);
    const port = await freePort();
    // a real UTF-8 locale: under LANG=C WebKitGTK reports the language "C" and Intl throws
    const lang = process.env.WEBKIT_LANG || 'en_US.UTF-8';
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display, LANG: lang, LC_ALL: lang, LANGUAGE: 'en_US' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    driver.on('error', () => {});
    // GTK's warnings about the locale or the display are noise; anything else goes to stderr
    driver.stderr.on('data', (d) => {
      const text = String(d)
        .split('\n')
        .filter((l) => l.trim() && !/Gtk-WARNING|Locale not supported|fallback 'C' locale/.test(l))
        .join('\n');
      if (text) process.stderr.write(`WebKitWebDriver: ${text}\n`);
    });
    this.children.push(driver);
    await waitForPort(port, driver, 'WebKitWebDriver');
    const binary = miniBrowser();
    this.options = {
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebDriver classic: webdriverio 9 would otherwise ask for BiDi, which WebKitGTK lacks
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { ...(binary && { binary }), args: ['--automation'] },
      },
    };
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  async stopSession(id) {
    // what the other engines' fresh context per file gives: no storage or cookie left from the last file
    await this.driver
      ?.execute(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          /* a page of another origin, or about:blank */
        }
      })
      .catch(() => {});
    await this.driver?.deleteAllCookies().catch(() => {});
    return super.stopSession(id);
  }

  async stop() {
    await super.stop();
    for (const child of this.children.reverse()) child.kill();
    this.children = [];
  }
}

/** The launcher of an engine; it puts engineCommands() ahead of the stock command plugins. */
export function launcherFor(engine) {
  const launcher =
    engine === 'firefox'
      ? firefoxLauncher()
      : engine === 'webkit'
        ? new WebKitLauncher()
        : chromiumLauncher();
  const initialize = launcher.initialize.bind(launcher);
  launcher.initialize = (config, testFiles) => {
    putFirst(config, ['engine-commands']);
    return initialize(config, testFiles);
  };
  return launcher;
}

/**
 * How many test files run at once. Chromium emulates focus and visibility per page, so two pages
 * run side by side. Firefox does not: a second tab is hidden (no animation frames, content-visibility
 * never renders) and a second window takes the focus, and with it `:focus-visible` and key events,
 * from the first; one file at a time. WebKit's one WebDriver session serves one file at a time.
 */
export const CONCURRENCY = { chromium: 2, firefox: 1, webkit: 1 };

// ————— the commands, per engine —————

/** Which engine a test session runs in. */
export function engineOf(session) {
  const name = session.browser.name.toLowerCase();
  if (name.includes('firefox')) return 'firefox';
  if (name.includes('webkit') || name.includes('minibrowser')) return 'webkit';
  return 'chromium';
}

/** WebDriver's code points for the key names `sendKeys` takes (puppeteer's names). */
const WEBDRIVER_KEYS = {
  Cancel: '\ue001',
  Help: '\ue002',
  Backspace: '\ue003',
  Tab: '\ue004',
  Clear: '\ue005',
  Enter: '\ue007',
  Shift: '\ue008',
  ShiftLeft: '\ue008',
  Control: '\ue009',
  ControlLeft: '\ue009',
  Alt: '\ue00a',
  AltLeft: '\ue00a',
  Pause: '\ue00b',
  Escape: '\ue00c',
  Space: ' ',
  PageUp: '\ue00e',
  PageDown: '\ue00f',
  End: '\ue010',
  Home: '\ue011',
  ArrowLeft: '\ue012',
  ArrowUp: '\ue013',
  ArrowRight: '\ue014',
  ArrowDown: '\ue015',
  Insert: '\ue016',
  Delete: '\ue017',
  Meta: '\ue03d',
  MetaLeft: '\ue03d',
  ShiftRight: '\ue050',
  ControlRight: '\ue051',
  AltRight: '\ue052',
  MetaRight: '\ue053',
  ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`F${i + 1}`, String.fromCharCode(0xe031 + i)])),
};

/** A key name as WebDriver takes it: a code point for named keys, the character for KeyA / Digit1. */
function webdriverKey(name) {
  if ([...name].length === 1) return name;
  if (WEBDRIVER_KEYS[name]) return WEBDRIVER_KEYS[name];
  const m = /^(?:Key([A-Z])|Digit(\d)|Numpad(\d))$/.exec(name);
  if (m) return (m[1] ?? m[2] ?? m[3]).toLowerCase();
  throw new Error(`sendKeys: no WebDriver key for "${name}"`);
}

/** A key name as puppeteer's BiDi keyboard takes it (it knows no `Space`). */
const bidiKey = (name) => (name === 'Space' ? ' ' : name);

/** One WebDriver key action per key (keys() of webdriverio drops a repeated letter and spaces). */
function keyActions(kind, keys) {
  return [{ type: 'key', id: 'keyboard', actions: keys.map((value) => ({ type: kind, value })) }];
}

async function webdriverSendKeys(launcher, payload) {
  const driver = launcher.driver;
  if ('type' in payload) {
    const actions = [...payload.type].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
  } else if ('press' in payload) {
    const value = webdriverKey(payload.press);
    await driver.performActions(keyActions('keyDown', [value]));
    await driver.performActions(keyActions('keyUp', [value]));
  } else if ('down' in payload) {
    await driver.performActions(keyActions('keyDown', [webdriverKey(payload.down)]));
  } else if ('up' in payload) {
    await driver.performActions(keyActions('keyUp', [webdriverKey(payload.up)]));
  }
  return true;
}

/**
 * WebKit's viewport: the window's size less its frame (MiniBrowser's toolbar). The window cannot be
 * made narrower than its toolbar; a size it cannot reach is an error that says so.
 */
async function webdriverSetViewport(launcher, { width, height }) {
  const driver = launcher.driver;
  for (let attempt = 0; attempt < 3; attempt++) {
    const [innerWidth, innerHeight, outerWidth, outerHeight] = await driver.execute(() => [
      window.innerWidth,
      window.innerHeight,
      window.outerWidth,
      window.outerHeight,
    ]);
    if (innerWidth === width && innerHeight === height) return true;
    await driver.setWindowRect(
      null,
      null,
      width + outerWidth - innerWidth,
      height + outerHeight - innerHeight,
    );
  }
  const [w, h] = await driver.execute(() => [window.innerWidth, window.innerHeight]);
  if (w === width && h === height) return true;
  throw new Error(`set-viewport: WebKit's window gives ${w}×${h}, not ${width}×${height}`);
}

/**
 * Firefox's media emulation. WebDriver BiDi has none for colour scheme or motion, but a tab's
 * browsing context has overrides (those of the devtools' toggles); they are set from the browser's
 * chrome realm, reachable over BiDi when Firefox runs with -remote-allow-system-access. The tab is
 * found by its URL (each test file's page has its own). The override is the tab's alone, so two
 * test files running at once do not see each other's.
 */
async function firefoxEmulateMedia(page, { colorScheme, reducedMotion, media }) {
  if (media != null) throw new Error('emulate-media: Firefox takes colorScheme and reducedMotion, not media');
  const connection = page.browser().connection;
  const tree = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
  const chrome = tree.result.contexts[0]?.context;
  if (!chrome) throw new Error('emulate-media: no chrome window in Firefox');
  const set = `(url, scheme, motion) => {
    let tabs = 0;
    for (const win of Services.wm.getEnumerator('navigator:browser'))
      for (const tab of win.gBrowser.tabs) {
        if (tab.linkedBrowser.currentURI.spec !== url) continue;
        tabs++;
        const bc = tab.linkedBrowser.browsingContext;
        if (scheme) bc.prefersColorSchemeOverride = scheme === 'no-preference' ? 'none' : scheme;
        if (motion) bc.prefersReducedMotionOverride = motion;
      }
    return tabs;
  }`;
  const text = (value) => (value == null ? { type: 'null' } : { type: 'string', value });
  const { result } = await connection.send('script.callFunction', {
    functionDeclaration: set,
    arguments: [text(page.url()), text(colorScheme), text(reducedMotion)],
    target: { context: chrome },
    awaitPromise: false,
  });
  if (result.type !== 'success' || result.result?.value !== 1) {
    throw new Error(
      `emulate-media: Firefox's tab was not found (${JSON.stringify(result.exceptionDetails ?? result)})`,
    );
  }
  return true;
}

/**
 * WebKit has no media emulation under WebDriver. Asking for what the page already has (light, no
 * preference: the after-hooks that restore the defaults) succeeds; anything else is an error that
 * says to mark the test.
 */
async function webkitEmulateMedia(launcher, { colorScheme, reducedMotion, media }) {
  const queries = [
    colorScheme && `(prefers-color-scheme: ${colorScheme})`,
    reducedMotion && `(prefers-reduced-motion: ${reducedMotion})`,
    media && media !== 'screen' && `${media}`,
  ].filter(Boolean);
  const unmet = await launcher.driver.execute(
    (qs) => qs.filter((q) => !window.matchMedia(q).matches),
    queries,
  );
  if (unmet.length === 0) return true;
  throw new Error(
    `emulate-media: WebKitGTK's WebDriver has no media emulation (${unmet.join(', ')}); mark the test with skipIn('webkit', …)`,
  );
}

/**
 * WebKit counts clicks itself, as it does a person's: a press within its double-click time (GTK's,
 * 400 ms) and a few pixels of the last one carries a click count of 2 (event.detail), whatever the
 * WebDriver actions between (releasing them or moving away resets nothing). Two `sendMouse` clicks
 * on one place in a row (Next, then the next step's Next) would be a double click there, where
 * puppeteer's clicks in Chromium and Firefox always carry 1. A `click` of sendMouse in WebKit waits
 * out the double-click time when the last one was that near, so it is a single click, as a
 * person's two clicks a moment apart are; a `down` likewise, at the place the last `move` or
 * `click` left the pointer. A double click is asked for as one (test/elements/wtr-mouse.mjs).
 */
const WEBKIT_DOUBLE_CLICK_MS = 500;
const WEBKIT_DOUBLE_CLICK_PX = 8;
const lastWebkitClick = new WeakMap();
/** where send-mouse last put WebKit's pointer (a `down` presses there) */
const pointerAt = new WeakMap();

/** Waits, in WebKit, until a press at [x, y] starts a new click count; the press is then noted. */
export async function webkitSingleClick(launcher, [x, y]) {
  const last = lastWebkitClick.get(launcher);
  if (last && Math.hypot(x - last.x, y - last.y) <= WEBKIT_DOUBLE_CLICK_PX) {
    const left = WEBKIT_DOUBLE_CLICK_MS - (Date.now() - last.at);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
  lastWebkitClick.set(launcher, { x, y, at: Date.now() });
}

/** Notes the last press of a multi-click (test/elements/wtr-mouse.mjs), so the next click waits it out. */
export function notePress(launcher, [x, y]) {
  lastWebkitClick.set(launcher, { x, y, at: Date.now() });
  pointerAt.set(launcher, [x, y]);
}

/**
 * send-keys, set-viewport and emulate-media for Firefox and WebKit; Chromium keeps the stock
 * commands (this plugin returns nothing for it, and the stock plugin answers).
 *
 * The stock command plugins come first in web-test-runner's list and throw for what they cannot
 * do, so the launchers of launcherFor() put this plugin ahead of them (putFirst).
 */
export function engineCommands() {
  const plugin = {
    name: 'engine-commands',
    async executeCommand({ command, payload, session }) {
      const engine = engineOf(session);
      if (engine === 'chromium') return undefined;
      if (command === 'send-mouse' && engine === 'webkit') {
        // the stock send-mouse plugin acts, once a press there starts a new click count (see above)
        const launcher = session.browser;
        if (Array.isArray(payload?.position)) pointerAt.set(launcher, payload.position);
        if (payload?.type === 'click') await webkitSingleClick(launcher, payload.position);
        if (payload?.type === 'down' && pointerAt.has(launcher))
          await webkitSingleClick(launcher, pointerAt.get(launcher));
        return undefined;
      }
      if (command === 'send-keys') {
        if (engine === 'webkit') return webdriverSendKeys(session.browser, payload);
        const page = session.browser.getPage(session.id);
        if ('type' in payload) await page.keyboard.type(payload.type);
        else if ('press' in payload) await page.keyboard.press(bidiKey(payload.press));
        else if ('down' in payload) await page.keyboard.down(bidiKey(payload.down));
        else if ('up' in payload) await page.keyboard.up(bidiKey(payload.up));
        return true;
      }
      if (command === 'set-viewport' && engine === 'webkit')
        return webdriverSetViewport(session.browser, payload);
      if (command === 'emulate-media' && engine === 'firefox') {
        return firefoxEmulateMedia(session.browser.getPage(session.id), payload);
      }
      if (command === 'emulate-media') return webkitEmulateMedia(session.browser, payload);
      return undefined;
    },
  };
  return plugin;
}

/**
 * Puts the plugins named first in the runner's list of plugins, ahead of the stock command plugins
 * that web-test-runner adds in front of the config's own (they throw for an engine they do not
 * know, which would end the search for a plugin that does). Call it from a launcher's initialize.
 */
export function putFirst(config, names) {
  const list = config.plugins ?? [];
  const mine = list.filter((p) => names.includes(p?.name));
  for (const p of mine) list.splice(list.indexOf(p), 1);
  list.unshift(...mine);
}

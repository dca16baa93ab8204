/**
 * Which browser engine a browser test runs in, and the one way a test says it cannot run in one.
 *
 * The browser suite runs in Chromium, Firefox and WebKit (scripts/wtr-engines.mjs). The commands
 * of @web/test-runner-commands behave the same in all three; what an engine cannot do at all (a
 * WebDriver session has no media emulation, WebKitGTK's window no narrow viewport) is marked where
 * the test is declared:
 *
 *   skipIn('webkit', 'its window cannot be narrower than its toolbar').it('fits 320 px', …)
 *   skipIn(['firefox', 'webkit'], 'no media emulation under WebDriver').describe('dark', …)
 *
 * In the engines named, the test (or suite) is registered as skipped with the reason in its title,
 * `[not in webkit: …]`; the count reporter counts these and the test script prints them per engine.
 */

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The engine of this page, from its user agent (Firefox; Chromium's `Chrome/`; else WebKit). */
export function currentEngine(ua = navigator.userAgent): Engine {
  if (/\bFirefox\//.test(ua)) return 'firefox';
  if (/\b(?:Chrome|Chromium|HeadlessChrome)\//.test(ua)) return 'chromium';
  return 'webkit';
}

export const engine: Engine = currentEngine();

/** The marker the count reporter looks for: `[not in <engine>: <reason>]`. */
export const skipMarker = (e: Engine, reason: string) => `[not in ${e}: ${reason}]`;

interface Skippable {
  it: Mocha.TestFunction;
  describe: Mocha.SuiteFunction;
  /** whether this engine is one of those named */
  skipped: boolean;
}

/**
 * `it` and `describe` that register as skipped, with the reason in the title, in the engines
 * named, and as themselves everywhere else.
 */
export function skipIn(engines: Engine | readonly Engine[], reason: string): Skippable {
  const list: readonly Engine[] = typeof engines === 'string' ? [engines] : engines;
  if (!list.includes(engine)) return { it, describe, skipped: false };
  const mark = (title: string) => `${title} ${skipMarker(engine, reason)}`;
  const skipIt = ((title: string, fn?: Mocha.Func) => it.skip(mark(title), fn)) as Mocha.TestFunction;
  const skipDescribe = ((title: string, fn: (this: Mocha.Suite) => void) =>
    describe.skip(mark(title), fn)) as Mocha.SuiteFunction;
  return { it: skipIt, describe: skipDescribe, skipped: true };
}

/** The reasons shared by the tests that meet the same limit of an engine, so each is counted as one. */
export const LIMITS = {
  /** WebKitGTK's WebDriver has no command to emulate a media feature (Chromium: CDP; Firefox: the tab's overrides). */
  media: "WebKitGTK's WebDriver has no media emulation (dark scheme, reduced motion)",
  /** MiniBrowser's toolbar sets its window's least width; the viewport is the window less the toolbar. */
  narrow: "MiniBrowser's window is never narrower than its toolbar (about 450 px)",
} as const;

/** Below this width a viewport cannot be had in every engine (see LIMITS.narrow). */
export const NARROWEST_WEBKIT_VIEWPORT = 450;

/** `skipIn('webkit', LIMITS.media)`: for a test or suite that needs a dark scheme or reduced motion. */
export const needsMediaEmulation = () => skipIn('webkit', LIMITS.media);

/** For a test or suite that sets the viewport to `width`: skipped in WebKit below its narrowest window. */
export const needsViewport = (width: number) =>
  width < NARROWEST_WEBKIT_VIEWPORT ? skipIn('webkit', LIMITS.narrow) : skipIn([], '');

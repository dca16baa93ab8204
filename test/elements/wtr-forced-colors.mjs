// Web-test-runner commands for test/elements/a11y-audit.browser.test.ts:
// - `executeServerCommand('forced-colors', { active })`: forced colours (Windows high contrast)
//   emulated in the page, which @web/test-runner-commands' `emulateMedia` does not pass on to
//   Puppeteer. It answers whether the engine could: only Chromium over CDP (or Playwright's
//   `forcedColors`) can. Firefox runs under puppeteer over WebDriver BiDi (no CDP session) and WebKit
//   under WebDriver classic (no page object): both answer false, and the tests are marked with
//   skipIn() there.
// - `executeServerCommand('screenshot-area', { x, y, width, height })`: the page's pixels in that
//   rectangle (CSS px of the viewport), as a base64 PNG, or null where the browser cannot take one.
import { engineOf } from '../../scripts/wtr-engines.mjs';

/** one CDP session per page, kept open: the emulation ends with the session that set it */
const sessions = new WeakMap();

export function forcedColorsPlugin() {
  return {
    name: 'forced-colors-command',
    async executeCommand({ command, payload, session }) {
      if (command === 'screenshot-area') return screenshot(session, payload);
      if (command !== 'forced-colors') return undefined;
      const active = !!payload?.active;
      if (engineOf(session) !== 'chromium' || typeof session.browser.getPage !== 'function') return false;
      const page = session.browser.getPage(session.id);
      if (session.browser.type === 'puppeteer') {
        let cdp = sessions.get(page);
        if (!cdp) sessions.set(page, (cdp = await page.createCDPSession()));
        await cdp.send('Emulation.setEmulatedMedia', {
          features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
        });
        return true;
      }
      if (session.browser.type === 'playwright') {
        try {
          await page.emulateMedia({ forcedColors: active ? 'active' : 'none' });
          // WebKit takes the option and ignores it: say so, and the tests skip there
          return !active || (await page.evaluate(() => matchMedia('(forced-colors: active)').matches));
        } catch {
          return false;
        }
      }
      return false;
    },
  };
}

async function screenshot(session, { x, y, width, height }) {
  if (typeof session.browser.getPage !== 'function') return null;
  const page = session.browser.getPage(session.id);
  const clip = { x, y, width, height };
  if (session.browser.type === 'puppeteer') return page.screenshot({ clip, encoding: 'base64' });
  if (session.browser.type === 'playwright') return (await page.screenshot({ clip })).toString('base64');
  return null;
}

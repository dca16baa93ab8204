// A web-test-runner command for test/elements/a11y-audit.browser.test.ts: forced colours (Windows
// high contrast) emulated in the page, which @web/test-runner-commands' `emulateMedia` does not pass
// on to Puppeteer. `executeServerCommand('forced-colors', { active })` answers whether the engine
// could emulate it (Chromium over CDP, or Playwright's `forcedColors`); a test skips where it could not.

/** one CDP session per page, kept open: the emulation ends with the session that set it */
const sessions = new WeakMap();

export function forcedColorsPlugin() {
  return {
    name: 'forced-colors-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      const active = !!payload?.active;
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
          return true;
        } catch {
          return false;
        }
      }
      return false;
    },
  };
}

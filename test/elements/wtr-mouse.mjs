// A real double or triple click for the browser tests: `executeServerCommand('multi-click', {
// position: [x, y], count, gap })` presses and releases the mouse `count` times at one place, `gap`
// ms apart, each press carrying its click count as a person's double click does (event.detail 1, 2,
// 3). sendMouse's `click` always sends a click count of 1.
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function multiClickPlugin() {
  return {
    name: 'multi-click-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'multi-click') return undefined;
      const { position, count = 2, gap = 60 } = payload ?? {};
      if (!Array.isArray(position) || position.length !== 2)
        throw new Error('multi-click needs position: [x, y]');
      const type = session.browser.type;
      if (type !== 'puppeteer' && type !== 'playwright')
        throw new Error(`multi-click is not supported for browser type ${type}`);
      const page = session.browser.getPage(session.id);
      await page.mouse.move(position[0], position[1]);
      for (let i = 1; i <= count; i++) {
        if (i > 1) await wait(gap);
        await page.mouse.down({ clickCount: i });
        await page.mouse.up({ clickCount: i });
      }
      return true;
    },
  };
}

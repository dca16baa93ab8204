// A real double or triple click for the browser tests: `executeServerCommand('multi-click', {
// position: [x, y], count, gap })` presses and releases the mouse `count` times at one place, `gap`
// ms apart, each press carrying its click count as a person's double click does (event.detail 1, 2,
// 3). sendMouse's `click` always sends a click count of 1 in Chromium and Firefox.
//
// Per engine:
// - Chromium (CDP, puppeteer-core): the page's mouse, each press given its click count.
// - Firefox (WebDriver BiDi, puppeteer-core): puppeteer's BiDi mouse drops the click count, and
//   Firefox counts the clicks of one action chain only (a new chain starts again from 1), so the
//   presses go as one `input.performActions` chain, `gap` ms apart: Firefox gives them 1, 2, 3.
// - WebKit (WebDriver classic, webdriverio): the same chain through `performActions`. WebKit counts
//   the clicks itself, as it does a person's (same place, within its double-click time), so the
//   presses carry 1, 2, 3; a click just before at that place is waited out first, as
//   engineCommands() does for sendMouse, so the first press carries 1.
import { notePress, webkitSingleClick } from '../../scripts/wtr-engines.mjs';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function puppeteerMultiClick(page, [x, y], count, gap) {
  await page.mouse.move(x, y);
  for (let i = 1; i <= count; i++) {
    if (i > 1) await wait(gap);
    await page.mouse.down({ clickCount: i });
    await page.mouse.up({ clickCount: i });
  }
}

/** One pointer action chain: move to [x, y], then `count` presses and releases, `gap` ms apart. */
function clickChain([x, y], count, gap) {
  const actions = [{ type: 'pointerMove', duration: 0, x, y }];
  for (let i = 1; i <= count; i++) {
    if (i > 1) actions.push({ type: 'pause', duration: gap });
    actions.push({ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 });
  }
  return [{ type: 'pointer', id: 'multi-click', parameters: { pointerType: 'mouse' }, actions }];
}

export function multiClickPlugin() {
  return {
    name: 'multi-click-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'multi-click') return undefined;
      const { position, count = 2, gap = 60 } = payload ?? {};
      if (!Array.isArray(position) || position.length !== 2)
        throw new Error('multi-click needs position: [x, y]');
      const type = session.browser.type;
      if (type === 'puppeteer' && session.browser.name.toLowerCase().includes('firefox')) {
        const page = session.browser.getPage(session.id);
        await page.mainFrame().browsingContext.performActions(clickChain(position, count, gap));
        return true;
      }
      if (type === 'puppeteer' || type === 'playwright') {
        await puppeteerMultiClick(session.browser.getPage(session.id), position, count, gap);
        return true;
      }
      if (type === 'webdriver' && session.browser.driver) {
        await webkitSingleClick(session.browser, position);
        await session.browser.driver.performActions(clickChain(position, count, gap));
        notePress(session.browser, position);
        return true;
      }
      throw new Error(`multi-click is not supported for browser type ${type}`);
    },
  };
}

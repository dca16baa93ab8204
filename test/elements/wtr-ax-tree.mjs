// A web-test-runner command for test/elements/a11y-audit.browser.test.ts:
// `executeServerCommand('ax-nodes', { role })` gives the nodes of that role in the page's
// accessibility tree as the browser built it (`{ role, name, value, description }` each), not the
// attributes the page wrote. Only Chromium can say (CDP `Accessibility.getFullAXTree`); Firefox runs
// under puppeteer over WebDriver BiDi and WebKit under WebDriver classic, neither of which exposes
// the tree: the test is skipped there (skipIn); the command handles nothing in those engines.
import { engineOf } from '../../scripts/wtr-engines.mjs';

const text = (property) => (property?.value === undefined ? '' : String(property.value));

export function axTreePlugin() {
  return {
    name: 'ax-tree-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'ax-nodes') return undefined;
      if (engineOf(session) !== 'chromium' || session.browser.type !== 'puppeteer') return null;
      const page = session.browser.getPage(session.id);
      const cdp = await page.createCDPSession();
      try {
        const { nodes } = await cdp.send('Accessibility.getFullAXTree');
        return nodes
          .filter((n) => !n.ignored && text(n.role) === payload.role)
          .map((n) => ({
            role: text(n.role),
            name: text(n.name),
            value: text(n.value),
            description: text(n.description),
          }));
      } finally {
        await cdp.detach();
      }
    },
  };
}

/**
 * The page of an MCP test: a container the handler places its sets in, made anew for each test
 * (with every draft and sent record forgotten first), and the client the test connects through
 * `page.connected`, closed after it; and the question the tests' tools ask.
 */
import { fresh } from '../elements/helpers.js';

/** The question the MCP tests' tools ask: one of two regions (the Node server of wtr-mcp-http.mjs asks the same one). */
export { REGION } from './region.mjs';

export interface McpPage<C> {
  container: HTMLElement;
  connected: C | undefined;
}

export function mcpPage<C extends { client: { close(): Promise<unknown> } }>(): McpPage<C> {
  const page: McpPage<C> = { container: document.createElement('div'), connected: undefined };
  beforeEach(() => {
    fresh();
    page.container = document.createElement('div');
    document.body.append(page.container);
  });
  afterEach(async () => {
    await page.connected?.client.close();
    page.connected = undefined;
    page.container.remove();
  });
  return page;
}

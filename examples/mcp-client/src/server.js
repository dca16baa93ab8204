// The server side, in the page for the example: a real McpServer whose tool asks the user through
// elicitInput(). In an app it runs elsewhere, behind a transport of the SDK (HTTP, stdio).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export function deployServer() {
  const server = new McpServer({ name: 'deploy', version: '1.0.0' });
  server.registerTool(
    'deploy',
    { description: 'Deploys the service, asking the user for the region' },
    async (extra) => {
      // every call of the tool, for the example's check: a reload must not call it again
      window.exampleCalls = (window.exampleCalls ?? 0) + 1;
      const result = await server.server.elicitInput(
        {
          message: 'Which region should we deploy to?',
          requestedSchema: {
            type: 'object',
            properties: {
              region: {
                type: 'string',
                title: 'Region',
                oneOf: [
                  { const: 'eu-central-1', title: 'eu-central-1 (Frankfurt)' },
                  { const: 'eu-west-1', title: 'eu-west-1 (Ireland)' },
                ],
              },
            },
            required: ['region'],
          },
        },
        { signal: extra.signal },
      );
      // what the tool got from the user: the page shows it
      return { content: [{ type: 'text', text: JSON.stringify(result) }] };
    },
  );
  return server;
}

// The server side, in the page for the example: a real McpServer of the 2.x SDK whose tool asks the
// user by answering tools/call with `input_required` (protocol revision 2026-07-28, SEP-2322). It
// is served by the SDK's 2026-07-28 entry, createMcpHandler(); in an app it runs elsewhere, behind
// HTTP, and the client's transport fetches it over the network instead of calling it in the page.
import { acceptedContent, createMcpHandler, inputRequired, McpServer } from '@modelcontextprotocol/server';

const region = {
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
};

function deployServer() {
  const server = new McpServer({ name: 'deploy', version: '1.0.0' });
  server.registerTool(
    'deploy',
    { description: 'Deploys the service, asking the user for the region' },
    async (ctx) => {
      const responses = ctx.mcpReq.inputResponses;
      // the first call: what the tool lacks goes back as input requests, with state to echo
      if (!responses)
        return inputRequired({
          inputRequests: { region: inputRequired.elicit(region) },
          requestState: 'deploy-1',
        });
      // the retry: every call that gets an answer, for the example's check (a reload must not call again)
      window.exampleCalls = (window.exampleCalls ?? 0) + 1;
      const got = {
        state: ctx.mcpReq.requestState(),
        region: responses.region,
        content: acceptedContent(responses, 'region'),
      };
      // what the tool got from the user: the page shows it
      return { content: [{ type: 'text', text: JSON.stringify(got) }] };
    },
  );
  return server;
}

/** The server's HTTP entry: a web-standard handler, one server per request. */
export const deployHandler = createMcpHandler(deployServer);

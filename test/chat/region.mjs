// The region question the MCP tests' servers ask (a single choice of two regions): plain JS with
// no import, so the Node test server (wtr-mcp-http.mjs) and the browser tests read the same one.
export const REGION = {
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

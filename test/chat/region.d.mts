/** The region question the MCP tests' servers ask (region.mjs). */
export declare const REGION: {
  message: string;
  requestedSchema: {
    type: 'object';
    properties: {
      region: { type: 'string'; title: string; oneOf: { const: string; title: string }[] };
    };
    required: string[];
  };
};

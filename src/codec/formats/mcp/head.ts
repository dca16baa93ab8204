/** The head of the mcp format: what detects and names it (`mcp.ts` adds the decoder and encoders). */
import type { FormatHead } from '../../format.js';
import { isObj } from '../../obj.js';

export const mcpHead: FormatHead = {
  id: 'mcp',
  title: 'Model Context Protocol elicitation',
  yaml: false,
  cancellable: true,
  declinable: true,
  outcomes: [],
  partial: true,
  emptySelection: true,
  defaultsAnswer: true,
  signature: '{ message, requestedSchema: { type: "object", properties } }',

  detect(data) {
    if (!isObj(data)) return 0;
    if ('requestedSchema' in data) return 3;
    // a URL-mode request (protocol revision 2025-11-25)
    if (data.mode === 'url' && 'elicitationId' in data && 'message' in data) return 2;
    return 0;
  },
};

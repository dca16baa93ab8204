/** The head of the mcp format: what detects and names it (`format.ts` beside it adds the decoder and encoders). */
import type { FormatHead } from '../../format.js';
import { isObj } from '../../obj.js';

export const mcpHead: FormatHead = {
  id: 'mcp',
  title: 'Model Context Protocol elicitation',
  yaml: false,
  cancellable: true,
  declinable: true,
  outcomes: [],
  sendsOpen: true,
  emptySelection: true,
  defaultsAnswer: true,
  lists: [['requestedSchema', 'properties']],
  signature: '{ message, requestedSchema: { type: "object", properties } }',

  detect(data) {
    if (!isObj(data)) return 0;
    if ('requestedSchema' in data) return 3;
    // a URL-mode request: 2025-11-25 with its `elicitationId`, 2026-07-28 without one
    if (data.mode === 'url' && 'message' in data && ('elicitationId' in data || 'url' in data)) return 2;
    return 0;
  },
};

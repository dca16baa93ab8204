/** The head of the index format: what detects and names it (`format.ts` beside it adds the decoder and encoders). */
import type { FormatHead } from '../../format.js';
import { isObj } from '../../obj.js';
import { firstQuestion } from '../shared.js';

export const MARKER = 'index-questions';

export const indexHead: FormatHead = {
  id: 'index',
  title: 'Index Network question block',
  fence: MARKER,
  fenceEndsMessage: true,
  yaml: false,
  declinable: false,
  longFreeText: true,
  outcomes: ['later'],
  sendsOpen: true,
  signature: '{ version: 1, questions: [{ prompt, opportunityId, alsoUnblocks? }] }',

  detect(data) {
    if (!isObj(data)) return 0;
    const first = firstQuestion(data);
    if (first && 'version' in data && ('prompt' in first || 'opportunityId' in first)) return 3;
    if (first && 'opportunityId' in first) return 2;
    // an empty or malformed block still reads as one, so its error names what is wrong
    return 'version' in data && Array.isArray(data.questions) ? 1 : 0;
  },
};

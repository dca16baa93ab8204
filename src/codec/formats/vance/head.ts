/** The head of the vance format: what detects and names it (`format.ts` beside it adds the decoder and encoders). */
import type { FormatHead } from '../../format.js';
import { isObj } from '../../obj.js';
import { firstQuestion } from '../shared.js';

export const vanceHead: FormatHead = {
  id: 'vance',
  title: 'Vancetope questions',
  fence: 'questions',
  yaml: true,
  declinable: false,
  outcomes: ['settled', 'later', 'unknown'],
  openIsLater: true,
  sendsOpen: true,
  signature: '{ questions: [{ key, text, kind? }] }',

  detect(data) {
    if (!isObj(data)) return 0;
    if ('$meta' in data && 'questions' in data) return 3;
    const first = firstQuestion(data);
    if (!first || Array.isArray(data)) return 0;
    if ('key' in first) return 2;
    if ('text' in first && ('kind' in first || 'proposal' in first || 'weight' in first)) return 2;
    return 0;
  },
};

/** The head of the shiitake format: what detects and names it (`format.ts` beside it adds the decoder and encoders). */
import type { FormatHead } from '../../format.js';
import { isObj } from '../../obj.js';
import { firstQuestion } from '../shared.js';

/** Keys that mark a question of another format (structured, vance, egoz, form, index). */
const FOREIGN_KEYS = ['multiSelect', 'key', 'title', 'label', 'prompt'];

export const shiitakeHead: FormatHead = {
  id: 'shiitake',
  title: 'shiitake question',
  yaml: false,
  declineNote: true,
  declinable: true,
  outcomes: [],
  sendsOpen: false,
  lists: [[], ['questions']],
  signature:
    '[{ id, header, question, options: [{ label, description }] }] or an OpenAsk { askId, questions, status }',

  detect(data) {
    if (isObj(data) && 'askId' in data) return 3;
    const first = firstQuestion(data);
    if (!first) return 0;
    if (!('id' in first) || !('question' in first)) return 0;
    if (FOREIGN_KEYS.some((k) => k in first)) return 0;
    return 2;
  },
};

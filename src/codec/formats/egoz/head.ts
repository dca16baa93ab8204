/** The head of the egoz format: what detects and names it (`format.ts` beside it adds the decoder and encoders). */
import type { FormatHead } from '../../format.js';
import { isObj } from '../../obj.js';

export const egozHead: FormatHead = {
  id: 'egoz',
  title: 'EgoZ question set',
  yaml: false,
  declinable: false,
  outcomes: [],
  sendsOpen: true,
  signature: '{ id, locale, questions: [{ id, title, answers: [{ id, label }] }] }',

  detect(data) {
    if (!isObj(data)) return 0;
    if ('locale' in data) return 3;
    const list = data.questions;
    const first = Array.isArray(list) ? list[0] : undefined;
    return isObj(first) && 'answers' in first && 'title' in first ? 2 : 0;
  },

  locale: (data) => (isObj(data) && typeof data.locale === 'string' ? data.locale : undefined),
};

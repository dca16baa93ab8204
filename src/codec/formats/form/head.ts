/** The head of the form format: what detects and names it (`format.ts` beside it adds the decoder and encoders). */
import type { FormatHead } from '../../format.js';
import { isObj } from '../../obj.js';
import { firstQuestion } from '../shared.js';

export const formHead: FormatHead = {
  id: 'form',
  title: 'question form',
  tag: 'question-form',
  yaml: false,
  declinable: false,
  outcomes: [],
  sendsOpen: true,
  signature: '<question-form id title>{ questions: [{ id, label, type, options? }] }</question-form>',

  detect(data) {
    const first = firstQuestion(data);
    if (first && !Array.isArray(data) && 'label' in first && 'type' in first) return 2;
    // the unwrapped mistakes (a bare question, a bare list) get the form's own error
    if (first && Array.isArray(data) && 'label' in first && 'type' in first) return 1;
    if (isObj(data) && !('questions' in data) && 'label' in data && 'type' in data) return 1;
    return 0;
  },
};

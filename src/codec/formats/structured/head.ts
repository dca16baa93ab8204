/** The head of the structured format: what detects and names it (`format.ts` beside it adds the decoder and encoders). */
import type { FormatHead } from '../../format.js';
import { isObj, type Obj } from '../../obj.js';
import { firstQuestion } from '../shared.js';

/** The questions a body holds, for detect: the body itself when it is one question. */
function questionsOf(data: unknown): Obj[] {
  if (Array.isArray(data)) return data.filter(isObj);
  if (!isObj(data)) return [];
  if (Array.isArray(data.questions)) return data.questions.filter(isObj);
  return 'questions' in data ? [] : [data];
}

const optionsLookRight = (q: Obj) =>
  Array.isArray(q.options) &&
  q.options.length > 0 &&
  q.options.every((o) => isObj(o) && 'label' in o && 'description' in o);

export const structuredHead: FormatHead = {
  id: 'structured',
  title: 'Structured questions (AskUserQuestion)',
  yaml: false,
  declinable: false,
  outcomes: [],
  sendsOpen: true,
  pickNotes: true,
  valueIsLabel: true,
  lists: [[], ['questions']],
  signature:
    '{ questions: [{ question|prompt, header|title, options: [{ label, description }], multiSelect }] } (or one question, or an array)',

  detect(data) {
    const list = questionsOf(data);
    if (!list.length) return 0;
    if (list.some((q) => 'multiSelect' in q)) return 2;
    const first = firstQuestion(data) ?? list[0];
    const plausible =
      ('question' in first || 'prompt' in first) &&
      ('header' in first || 'title' in first) &&
      optionsLookRight(first) &&
      !('id' in first) &&
      !('key' in first);
    return plausible ? 1 : 0;
  },
};

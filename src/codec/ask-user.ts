/**
 * Single questions built in code, valid by construction (seed 000 §6, ASK_USER): a fence with one
 * question and no id — a choice when there are two or more options, otherwise free text carrying
 * the one suggestion, if any.
 */
import { derivedId } from './hash.js';
import type { Option, Question, QuestionSet } from './model.js';
import { FORMATS } from './registry.js';

export type AskOption = string | { label: string; description?: string };

export interface AskOptions {
  /** `vance` (default) gives a ```questions fence; `form` a `<question-form>` block */
  format?: 'vance' | 'form';
  /** vance: a quote shown under the question */
  context?: string;
  /** form: the form id (default derived from the question) */
  id?: string;
}

/** The one-question set `askUser` writes, for hosts that want the model rather than the text. */
export function askUserSet(
  question: string,
  options: readonly AskOption[] = [],
  extra: AskOptions = {},
): QuestionSet {
  // blank labels and repeated ones are dropped: the user could not tell them apart, nor could readAnswers
  const seen = new Set<string>();
  const opts: Option[] = [];
  for (const o of options) {
    const { label, description } = typeof o === 'string' ? { label: o, description: undefined } : o;
    const key = label.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const id = String(opts.length + 1);
    opts.push(description ? { id, label, description } : { id, label });
  }
  const choice = opts.length >= 2;
  if (extra.format === 'form') {
    const q: Question = choice
      ? {
          id: 'answer',
          text: question,
          kind: 'choice',
          multiple: false,
          allowCustom: true,
          required: true,
          input: { type: 'radio' },
          options: opts.map((o) => ({ ...o, id: o.label })),
        }
      : {
          id: 'answer',
          text: question,
          kind: 'input',
          multiple: false,
          allowCustom: false,
          required: true,
          options: [],
          input: opts[0] ? { type: 'text', placeholder: opts[0].label } : { type: 'text' },
        };
    return {
      format: 'form',
      id: extra.id?.trim() ? extra.id : derivedId({ format: 'form', questions: [q] }),
      questions: [q],
    };
  }
  const q: Question = {
    id: 'answer',
    text: question,
    kind: choice ? 'choice' : 'text',
    multiple: false,
    options: opts,
    allowCustom: true,
    required: false,
    ...(extra.context ? { context: extra.context } : {}),
  };
  // no id on the wire (seed 000 §6): the set's id is the one any reader derives from the body
  const set: QuestionSet = { format: 'vance', id: '', derivedId: true, questions: [q] };
  set.id = derivedId(set);
  return set;
}

/** A block with one question, ready to stand in a message; the answer comes back as text. */
export function askUser(
  question: string,
  options: readonly AskOption[] = [],
  extra: AskOptions = {},
): string {
  const set = askUserSet(question, options, extra);
  return FORMATS[set.format].toFence!(set);
}

/**
 * The codec's functions: every wire format → one model, and answers → each format's own shape.
 * DOM-free; nothing here throws. `question-elements/codec` (`index.ts`) exports them with every part
 * in place; `question-elements` exports them over the parts it fetches on first need (`loadCodec()`).
 */
import { FORMATS } from './registry.js';
import type { QuestionSet } from './model.js';

export type * from './model.js';
export { FORMAT_IDS } from './model.js';
export type { Format, SendIssue } from './format.js';
export { parse, detect, type ParseOptions } from './parse.js';
export { loadCodec } from './load.js';
export {
  encodeAnswers,
  encodeDecline,
  checkAnswers,
  normalizeAnswers,
  labelAnswers,
  mintRequestId,
  type LabelledAnswer,
  type EncodeOptions,
  type Encoded,
  type DeclineOptions,
  type SendCheck,
} from './answers.js';
export { answerPhrase, answersText, isOpen } from './answer-read.js';
export { parseMessage, type Segment } from './message.js';
export type { Block } from './blocks.js';
export { readAnswers, isComplete, type ReadResult } from './read-answers.js';
export { askUser, askUserSet, type AskOption, type AskOptions } from './ask-user.js';
export { toText } from './text.js';
export { prettifyError } from './errors.js';
export { answerWords, ANSWER_WORDS, type AnswerWords } from './words.js';
export { DECLINED_WORDS } from './decline-words.js';
export { MAX_BODY_BYTES, MAX_QUESTIONS, MAX_OPTIONS } from './limits.js';
export { djb2 } from './hash.js';
export { FORMATS };

/** A body in the set's own format: `parse(serialize(set))` gives the set back. */
export function serialize(set: QuestionSet): string {
  return FORMATS[set.format].serialize(set);
}

/** A block ready to stand in a message (vance and index fences, the form tag; others their body). */
export function toFence(set: QuestionSet): string {
  const f = FORMATS[set.format];
  return f.toFence ? f.toFence(set) : f.serialize(set);
}

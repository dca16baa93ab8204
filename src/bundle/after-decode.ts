/**
 * What only a decoded set needs — its session (the steps, the answers' checks and encoding, the
 * reading of an answer), the options' label normaliser and the open set's view (its step, each
 * question with its controls, the header, the filter and the select) — as one chunk of the script-tag bundle.
 * `after-decode-lazy.ts` stands in for these modules where the entry imports them, and every
 * format's decoder brings this chunk along (`alongDecoders`): a set is only decoded, and so only
 * opened, once both are there.
 */
export { Receipt, Session, sameSet, missingText } from '../session/session.js';
export { encodeAnswers } from '../codec/answers.js';
export { isOpen } from '../codec/answer-read.js';
export { normalizeOptions } from '../codec/normalize.js';
export { renderOpen, renderLeave } from '../elements/render/step.js';
export { questionIndex } from '../elements/render/question.js';

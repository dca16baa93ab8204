/**
 * What only a decoded set needs on the element's side — its session (the steps, the answers' checks
 * and encoding, the reading of an answer) and the open set's view (its step, each question with its
 * controls, the header, the filter and the select) — reached through the elements' parts table (`parts.ts`), so a bundler makes
 * it one chunk, fetched beside the first decoder a body waits for: a set is shown only once it is there.
 */
export { Receipt, Session, kinship } from '../session/session.js';
export { encodeAnswers } from '../codec/answers.js';
export { renderOpen, renderLeave, renderKept, deliveryText, clearedText } from './render/step.js';
export { renderUrl } from './render/url.js';
export { questionIndex } from './render/question.js';

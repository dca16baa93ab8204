/**
 * What only a decoded set needs on the element's side — its session (the steps, the answers' checks
 * and encoding, the reading of an answer), the open set's view (its step, each question with its
 * controls, the header, the filter and the select), the open controls' intents (with the option
 * keys and the input guard) and the receipt — reached through the elements' parts table
 * (`parts.ts`), so a bundler makes it one chunk, fetched beside the first decoder a body waits for:
 * a set is only decoded, and so only opened or shown answered, once both are there.
 */
export { Receipt, kinship } from '../session/receipt.js';
export { Session } from '../session/session.js';
export { encodeAnswers } from '../codec/answers.js';
export { renderOpen, renderLeave, renderKept, deliveryText, clearedText } from './render/step.js';
export { renderUrl } from './render/url.js';
export { renderReceipt } from './render/receipt.js';
export { questionIndex } from './render/question.js';
export { IntentsController } from './controllers/intents.js';
export { warmRender } from './render/warm.js';

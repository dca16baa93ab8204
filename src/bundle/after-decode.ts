/**
 * What only a decoded set needs — its session (the steps, the answers' checks and encoding, the
 * reading of an answer) and the options' label normaliser — as one chunk of the script-tag bundle.
 * `after-decode-lazy.ts` stands in for these modules where the entry imports them, and every
 * format's decoder brings this chunk along (`alongDecoders`): a set is only decoded, and so only
 * opened, once both are there.
 */
export { Session, sameSet, missingText } from '../session/session.js';
export { encodeAnswers } from '../codec/answers.js';
export { isOpen } from '../codec/answer-read.js';
export { normalizeOptions } from '../codec/normalize.js';

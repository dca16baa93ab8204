/**
 * `dist/question-elements-api.js`: everything `question-elements` exports, for pages without a
 * build step — the elements (defined by the entry it imports), the codec, upgrade(), watch() and ask().
 * It fetches every format's decoder, the block scanner and the YAML parser before it resolves, so
 * its codec answers every body at once.
 */
import { loadCodec } from '../codec/load.js';

export * from './bundle.js';
export * from '../codec/api.js';
export { upgrade, watch } from '../chat/upgrade.js';
export { ask } from '../chat/ask.js';

await loadCodec();

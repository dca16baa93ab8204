/**
 * `dist/question-elements-api.js`: everything `question-elements` exports, for pages without a
 * build step — the elements (defined by the entry it imports), the codec, upgrade() and watch().
 */
export * from './bundle.js';
export * from './codec/index.js';
export { upgrade, watch } from './upgrade.js';

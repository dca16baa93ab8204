/**
 * The npm build's entries whose words must be there at once — the command (`question-elements ask
 * --lang de`) and `question-elements` under Node's `node` condition — import this module first: it
 * puts every language's words in place (rollup.config.mjs swaps nothing this module imports), so no
 * language's chunk is fetched. The codec's own entries do without: its answer words are a table of
 * its own (`src/codec/words.ts`).
 */
import { LANGUAGES, type OtherLang } from '../i18n/languages.js';
import { provideLanguage } from './languages-lazy.js';

for (const [lang, words] of Object.entries(LANGUAGES)) provideLanguage(lang as OtherLang, words);

/** Every language's words in place at once (`languages.ts` fetches none): for the command and `../eager.ts`. */
import { LANGUAGES } from './all.js';
import { provideLanguage, type OtherLang } from './languages.js';

for (const [lang, words] of Object.entries(LANGUAGES)) provideLanguage(lang as OtherLang, words);

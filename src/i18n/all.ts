/** The whole table, every language at once (for tests and tools: an element fetches only the language it needs). */
import type { Lang } from '../codec/words.js';
import { LANGUAGES } from './languages.js';
import { en, type Strings } from './strings.js';

export { PLURAL_CATEGORIES } from './table.js';

export const STRINGS: Record<Lang, Strings> = { en, ...LANGUAGES };

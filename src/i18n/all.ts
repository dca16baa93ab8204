/** The whole table, every language at once (for tests, tools and `eager.ts`: an element fetches only the language it needs). */
import type { Lang } from '../codec/words.js';
import type { OtherLang } from './languages.js';
import { en, type Strings } from './strings.js';
import ar from './ar.js';
import de from './de.js';
import es from './es.js';
import fr from './fr.js';
import he from './he.js';
import it from './it.js';
import ja from './ja.js';
import ko from './ko.js';
import nl from './nl.js';
import pl from './pl.js';
import pt from './pt.js';
import zh from './zh.js';

export { PLURAL_CATEGORIES } from './table.js';

export const LANGUAGES: Record<OtherLang, Strings> = { de, fr, es, it, pt, nl, pl, ja, zh, ko, ar, he };

export const STRINGS: Record<Lang, Strings> = { en, ...LANGUAGES };

/**
 * Every language's words but English, at once. This module imports them all; the builds swap in
 * `src/bundle/languages-lazy.ts`, which fetches a language's chunk when an element needs it, and
 * Node's entries put them all in place (`src/bundle/eager.ts`).
 */
import type { Lang } from '../codec/words.js';
import type { Strings } from './strings.js';
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

/** The languages with a chunk of their own: every built-in one but English, the fallback. */
export type OtherLang = Exclude<Lang, 'en'>;

export const LANGUAGES: Record<OtherLang, Strings> = { de, fr, es, it, pt, nl, pl, ja, zh, ko, ar, he };

/** A language's words, or undefined while they are still loading. */
export function languageStrings(lang: OtherLang): Strings | undefined {
  return LANGUAGES[lang];
}

export function loadLanguage(lang: OtherLang): Promise<Strings> {
  return Promise.resolve(LANGUAGES[lang]);
}

/**
 * The words of every language but English: each from a chunk of its own (`strings-<lang>`), fetched
 * the first time an element's language needs it (`stringsPending` in `strings.ts`), or put in place
 * at once by `eager.ts` (the whole table is `all.ts`).
 */
import type { Lang } from '../codec/words.js';
import { part, type Part } from '../codec/part.js';
import type { Strings } from './strings.js';

/** The languages with a chunk of their own: every built-in one but English, the fallback. */
export type OtherLang = Exclude<Lang, 'en'>;

/** The words' parts table: each language's chunk (`../eager.ts` is generated from it). */
export const WORDS: Record<OtherLang, Part<{ default: Strings }>> = {
  de: part('de', () => import('./de.js')),
  fr: part('fr', () => import('./fr.js')),
  es: part('es', () => import('./es.js')),
  it: part('it', () => import('./it.js')),
  pt: part('pt', () => import('./pt.js')),
  nl: part('nl', () => import('./nl.js')),
  pl: part('pl', () => import('./pl.js')),
  ja: part('ja', () => import('./ja.js')),
  zh: part('zh', () => import('./zh.js')),
  ko: part('ko', () => import('./ko.js')),
  ar: part('ar', () => import('./ar.js')),
  he: part('he', () => import('./he.js')),
};

/** A language's words, or undefined while they are still loading. */
export const languageStrings = (lang: OtherLang): Strings | undefined => WORDS[lang].get()?.default;
export const loadLanguage = (lang: OtherLang): Promise<Strings> => WORDS[lang].load().then((m) => m.default);

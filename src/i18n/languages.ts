/**
 * The words of every language but English: each from a chunk of its own (`strings-<lang>`), fetched
 * the first time an element's language needs it (`stringsPending` in `strings.ts`), or put in place
 * at once by `eager.ts` (the whole table is `all.ts`).
 */
import type { Lang } from '../codec/words.js';
import { lazy } from '../codec/part.js';
import type { Strings } from './strings.js';

/** The languages with a chunk of their own: every built-in one but English, the fallback. */
export type OtherLang = Exclude<Lang, 'en'>;

type Module = Promise<{ default: Strings }>;

const LOAD: Record<OtherLang, () => Module> = {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  it: () => import('./it.js'),
  pt: () => import('./pt.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  ja: () => import('./ja.js'),
  zh: () => import('./zh.js'),
  ko: () => import('./ko.js'),
  ar: () => import('./ar.js'),
  he: () => import('./he.js'),
};

const parts = new Map<OtherLang, ReturnType<typeof lazy<Strings>>>();
const part = (lang: OtherLang) => {
  let p = parts.get(lang);
  if (!p) parts.set(lang, (p = lazy(() => LOAD[lang]().then((m) => m.default))));
  return p;
};

/** A language's words, or undefined while they are still loading. */
export const languageStrings = (lang: OtherLang): Strings | undefined => part(lang).get();
export const loadLanguage = (lang: OtherLang): Promise<Strings> => part(lang).load();
export const provideLanguage = (lang: OtherLang, words: Strings): void => part(lang).provide(words);

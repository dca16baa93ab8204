/**
 * The builds' words of every language but English: each from a chunk of its own (`strings-<lang>`),
 * fetched the first time an element's language needs it (`stringsPending` in `src/i18n/strings.ts`).
 */
import { lazy } from './lazy.js';
import type { OtherLang } from '../i18n/languages.js';
import type { Strings } from '../i18n/strings.js';

type Module = Promise<{ default: Strings }>;

const LOAD: Record<OtherLang, () => Module> = {
  de: () => import('../i18n/de.js'),
  fr: () => import('../i18n/fr.js'),
  es: () => import('../i18n/es.js'),
  it: () => import('../i18n/it.js'),
  pt: () => import('../i18n/pt.js'),
  nl: () => import('../i18n/nl.js'),
  pl: () => import('../i18n/pl.js'),
  ja: () => import('../i18n/ja.js'),
  zh: () => import('../i18n/zh.js'),
  ko: () => import('../i18n/ko.js'),
  ar: () => import('../i18n/ar.js'),
  he: () => import('../i18n/he.js'),
};

const parts = new Map<OtherLang, ReturnType<typeof lazy<Strings>>>();
const part = (lang: OtherLang) => {
  let p = parts.get(lang);
  if (!p) parts.set(lang, (p = lazy(() => LOAD[lang]().then((m) => m.default))));
  return p;
};

export type { OtherLang };

export const languageStrings = (lang: OtherLang): Strings | undefined => part(lang).get();
export const loadLanguage = (lang: OtherLang): Promise<Strings> => part(lang).load();
export const provideLanguage = (lang: OtherLang, words: Strings): void => part(lang).provide(words);

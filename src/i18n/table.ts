/**
 * What every language's table is made with: the plural rules and the words it shares with the
 * codec's answer texts. The tables themselves: English in `strings.ts` (in every entry), each other
 * language in `<lang>.ts` (a chunk of its own in the browser builds).
 */
import { ANSWER_WORDS, type Lang } from '../codec/words.js';
import type { Strings } from './strings.js';

/** The plural categories `Intl.PluralRules` knows for each language (a test checks them against the runtime). */
export const PLURAL_CATEGORIES = {
  en: ['one', 'other'],
  de: ['one', 'other'],
  fr: ['one', 'many', 'other'],
  es: ['one', 'many', 'other'],
  it: ['one', 'many', 'other'],
  pt: ['one', 'many', 'other'],
  nl: ['one', 'other'],
  pl: ['one', 'few', 'many', 'other'],
  ja: ['other'],
  zh: ['other'],
  ko: ['other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
  he: ['one', 'two', 'other'],
} as const satisfies Record<Lang, readonly Intl.LDMLPluralRule[]>;

/** One form per plural category of the language: the type makes a missing form an error. */
type Forms<L extends Lang> = Record<(typeof PLURAL_CATEGORIES)[L][number], string>;

const rules = new Map<Lang, Intl.PluralRules>();

/** The form of `forms` that `n` takes in `lang`. */
export function plural<L extends Lang>(lang: L, n: number, forms: Forms<L>): string {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  const all = forms as Record<string, string>;
  return all[r.select(n)] ?? all.other;
}

/** The words every language shares with the codec's answer texts (one table: `ANSWER_WORDS`). */
const answerWordsOf = (lang: Lang) => {
  const w = ANSWER_WORDS[lang];
  return {
    looksGood: w.settled,
    later: w.later,
    dontKnow: w.unknown,
    yes: w.yes,
    no: w.no,
  };
};

type Own = Omit<Strings, 'looksGood' | 'later' | 'dontKnow' | 'yes' | 'no'>;

/** A language's table: its own words, and those the codec writes into answer texts. */
export const table = (lang: Lang, own: Own): Strings => ({ ...own, ...answerWordsOf(lang) });

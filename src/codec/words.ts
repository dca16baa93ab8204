/** The words the codec writes into answer texts, per UI language (the elements' table extends this). */
export interface AnswerWords {
  yes: string;
  no: string;
  /** outcome `settled` */
  settled: string;
  later: string;
  unknown: string;
  /** an empty selection sent as such (a required multi-select whose schema takes the empty list) */
  none: string;
  /** a question left open, in a format without a `later` outcome (SPEC §5): it was not answered */
  noAnswer: string;
}

/** The UI languages with built-in words (not reviewed by translators: short and plain). */
export const LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ja', 'zh', 'ko', 'ar', 'he'] as const;
export type Lang = (typeof LANGS)[number];

/** `de-AT` → `de`, `zh_Hant` → `zh`; a language without built-in words → `en`. */
export function pickLang(tag?: string): Lang {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'en';
}

export const ANSWER_WORDS: Record<Lang, AnswerWords> = {
  en: {
    yes: 'yes',
    no: 'no',
    settled: 'looks good',
    later: 'later',
    unknown: "don't know",
    none: 'none',
    noAnswer: 'no answer',
  },
  de: {
    yes: 'ja',
    no: 'nein',
    settled: 'passt so',
    later: 'später',
    unknown: 'weiß nicht',
    none: 'keine',
    noAnswer: 'keine Antwort',
  },
  fr: {
    yes: 'oui',
    no: 'non',
    settled: 'ça me va',
    later: 'plus tard',
    unknown: 'je ne sais pas',
    none: 'aucun',
    noAnswer: 'pas de réponse',
  },
  es: {
    yes: 'sí',
    no: 'no',
    settled: 'me parece bien',
    later: 'más tarde',
    unknown: 'no lo sé',
    none: 'ninguno',
    noAnswer: 'sin respuesta',
  },
  it: {
    yes: 'sì',
    no: 'no',
    settled: 'va bene',
    later: 'più tardi',
    unknown: 'non lo so',
    none: 'nessuno',
    noAnswer: 'nessuna risposta',
  },
  pt: {
    yes: 'sim',
    no: 'não',
    settled: 'parece bom',
    later: 'mais tarde',
    unknown: 'não sei',
    none: 'nenhum',
    noAnswer: 'sem resposta',
  },
  nl: {
    yes: 'ja',
    no: 'nee',
    settled: 'prima zo',
    later: 'later',
    unknown: 'weet ik niet',
    none: 'geen',
    noAnswer: 'geen antwoord',
  },
  pl: {
    yes: 'tak',
    no: 'nie',
    settled: 'w porządku',
    later: 'później',
    unknown: 'nie wiem',
    none: 'brak',
    noAnswer: 'brak odpowiedzi',
  },
  ja: {
    yes: 'はい',
    no: 'いいえ',
    settled: '問題なし',
    later: '後で',
    unknown: 'わからない',
    none: 'なし',
    noAnswer: '回答なし',
  },
  zh: {
    yes: '是',
    no: '否',
    settled: '没问题',
    later: '稍后',
    unknown: '不知道',
    none: '无',
    noAnswer: '未回答',
  },
  ko: {
    yes: '예',
    no: '아니요',
    settled: '좋아요',
    later: '나중에',
    unknown: '모르겠어요',
    none: '없음',
    noAnswer: '답변 없음',
  },
  ar: {
    yes: 'نعم',
    no: 'لا',
    settled: 'يبدو جيدًا',
    later: 'لاحقًا',
    unknown: 'لا أعرف',
    none: 'لا شيء',
    noAnswer: 'لا إجابة',
  },
  he: {
    yes: 'כן',
    no: 'לא',
    settled: 'נראה טוב',
    later: 'אחר כך',
    unknown: 'לא ידוע',
    none: 'אף אחד',
    noAnswer: 'אין תשובה',
  },
};

/** `de-AT` → the German words; anything unknown → English. */
export function answerWords(lang?: string): AnswerWords {
  return ANSWER_WORDS[pickLang(lang)];
}

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
  /**
   * the text of a declined set (the way out, "answer in chat instead"): the user chose not to
   * answer here; never a phrase that reads as an answer
   */
  declined: string;
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
    declined: 'I chose not to answer here and will reply in the chat.',
  },
  de: {
    yes: 'ja',
    no: 'nein',
    settled: 'passt so',
    later: 'später',
    unknown: 'weiß nicht',
    none: 'keine',
    noAnswer: 'keine Antwort',
    declined: 'Ich habe mich entschieden, hier nicht zu antworten, und antworte im Chat.',
  },
  fr: {
    yes: 'oui',
    no: 'non',
    settled: 'ça me va',
    later: 'plus tard',
    unknown: 'je ne sais pas',
    none: 'aucun',
    noAnswer: 'pas de réponse',
    declined: "J'ai choisi de ne pas répondre ici et je répondrai dans le chat.",
  },
  es: {
    yes: 'sí',
    no: 'no',
    settled: 'me parece bien',
    later: 'más tarde',
    unknown: 'no lo sé',
    none: 'ninguno',
    noAnswer: 'sin respuesta',
    declined: 'Elegí no responder aquí y responderé en el chat.',
  },
  it: {
    yes: 'sì',
    no: 'no',
    settled: 'va bene',
    later: 'più tardi',
    unknown: 'non lo so',
    none: 'nessuno',
    noAnswer: 'nessuna risposta',
    declined: 'Ho scelto di non rispondere qui e risponderò nella chat.',
  },
  pt: {
    yes: 'sim',
    no: 'não',
    settled: 'parece bom',
    later: 'mais tarde',
    unknown: 'não sei',
    none: 'nenhum',
    noAnswer: 'sem resposta',
    declined: 'Escolhi não responder aqui e vou responder no chat.',
  },
  nl: {
    yes: 'ja',
    no: 'nee',
    settled: 'prima zo',
    later: 'later',
    unknown: 'weet ik niet',
    none: 'geen',
    noAnswer: 'geen antwoord',
    declined: 'Ik heb ervoor gekozen hier niet te antwoorden en antwoord in de chat.',
  },
  pl: {
    yes: 'tak',
    no: 'nie',
    settled: 'w porządku',
    later: 'później',
    unknown: 'nie wiem',
    none: 'brak',
    noAnswer: 'brak odpowiedzi',
    declined: 'Wolę nie odpowiadać tutaj; odpowiem na czacie.',
  },
  ja: {
    yes: 'はい',
    no: 'いいえ',
    settled: '問題なし',
    later: '後で',
    unknown: 'わからない',
    none: 'なし',
    noAnswer: '回答なし',
    declined: 'ここでは回答せず、チャットで返信します。',
  },
  zh: {
    yes: '是',
    no: '否',
    settled: '没问题',
    later: '稍后',
    unknown: '不知道',
    none: '无',
    noAnswer: '未回答',
    declined: '我选择不在这里回答，我会在聊天中回复。',
  },
  ko: {
    yes: '예',
    no: '아니요',
    settled: '좋아요',
    later: '나중에',
    unknown: '모르겠어요',
    none: '없음',
    noAnswer: '답변 없음',
    declined: '여기서는 답하지 않고 채팅에서 답하겠습니다.',
  },
  ar: {
    yes: 'نعم',
    no: 'لا',
    settled: 'يبدو جيدًا',
    later: 'لاحقًا',
    unknown: 'لا أعرف',
    none: 'لا شيء',
    noAnswer: 'لا إجابة',
    declined: 'اخترت ألا أجيب هنا وسأرد في المحادثة.',
  },
  he: {
    yes: 'כן',
    no: 'לא',
    settled: 'נראה טוב',
    later: 'אחר כך',
    unknown: 'לא ידוע',
    none: 'אף אחד',
    noAnswer: 'אין תשובה',
    declined: 'בחרתי לא לענות כאן ואשיב בצ׳אט.',
  },
};

/** `de-AT` → the German words; anything unknown → English. */
export function answerWords(lang?: string): AnswerWords {
  return ANSWER_WORDS[pickLang(lang)];
}

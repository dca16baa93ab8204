/** The words the codec writes into answer texts, per UI language (the elements' table extends this). */
export interface AnswerWords {
  yes: string;
  no: string;
  /** outcome `settled` */
  settled: string;
  later: string;
  unknown: string;
}

export const ANSWER_WORDS: Record<'en' | 'de', AnswerWords> = {
  en: { yes: 'yes', no: 'no', settled: 'looks good', later: 'later', unknown: "don't know" },
  de: { yes: 'ja', no: 'nein', settled: 'passt so', later: 'später', unknown: 'weiß nicht' },
};

/** `de-AT` → the German words; anything unknown → English. */
export function answerWords(lang?: string): AnswerWords {
  const base = (lang ?? 'en').toLowerCase().split(/[-_]/)[0];
  return base === 'de' ? ANSWER_WORDS.de : ANSWER_WORDS.en;
}

/**
 * The text of a declined set, per UI language (the way out, "answer in chat instead"): the user
 * chose not to answer here; never a phrase that reads as an answer. A table apart from
 * `ANSWER_WORDS`: only encoding a decline and reading answers back need it, so the script-tag
 * entry does not carry it.
 */
import { pickLang, type Lang } from './words.js';

export const DECLINED_WORDS: Record<Lang, string> = {
  en: 'I chose not to answer here and will reply in the chat.',
  de: 'Ich habe mich entschieden, hier nicht zu antworten, und antworte im Chat.',
  fr: "J'ai choisi de ne pas répondre ici et je répondrai dans le chat.",
  es: 'Elegí no responder aquí y responderé en el chat.',
  it: 'Ho scelto di non rispondere qui e risponderò nella chat.',
  pt: 'Escolhi não responder aqui e vou responder no chat.',
  nl: 'Ik heb ervoor gekozen hier niet te antwoorden en antwoord in de chat.',
  pl: 'Wolę nie odpowiadać tutaj; odpowiem na czacie.',
  ja: 'ここでは回答せず、チャットで返信します。',
  zh: '我选择不在这里回答，我会在聊天中回复。',
  ko: '여기서는 답하지 않고 채팅에서 답하겠습니다.',
  ar: 'اخترت ألا أجيب هنا وسأرد في المحادثة.',
  he: 'בחרתי לא לענות כאן ואשיב בצ׳אט.',
};

/** `de-AT` → the German text; anything unknown → English. */
export const declinedWords = (lang?: string): string => DECLINED_WORDS[pickLang(lang)];

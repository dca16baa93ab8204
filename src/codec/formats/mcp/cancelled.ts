/**
 * The text of a dismissed elicitation (`cancel`: the user closed the request, no answer either
 * way), per UI language. Not the way out's text: the user neither answered nor said they would
 * reply in the chat. It carries no note and holds no ` — `. In the decoder's chunk, since only an
 * MCP set can be dismissed.
 */
import type { CancelledWords } from '../../answer-read.js';

export const CANCELLED: CancelledWords = {
  en: 'I dismissed this request without answering.',
  de: 'Ich habe diese Anfrage geschlossen, ohne zu antworten.',
  fr: "J'ai fermé cette demande sans répondre.",
  es: 'Cerré esta solicitud sin responder.',
  it: 'Ho chiuso questa richiesta senza rispondere.',
  pt: 'Fechei este pedido sem responder.',
  nl: 'Ik heb dit verzoek gesloten zonder te antwoorden.',
  pl: 'Prośba zamknięta bez odpowiedzi.',
  ja: 'このリクエストには回答せずに閉じました。',
  zh: '我没有回答就关闭了这个请求。',
  ko: '이 요청에 답하지 않고 닫았습니다.',
  ar: 'أغلقت هذا الطلب دون أن أجيب.',
  he: 'סגרתי את הבקשה בלי לענות.',
};

/**
 * The elements' own words, one typed table per UI language (see docs/i18n.md); hosts override
 * through `strings`. Words with numbers are functions; plurals go through `Intl.PluralRules`.
 */
import { ANSWER_WORDS, LANGS, pickLang, type Lang } from '../codec/words.js';

export interface Strings {
  questionOf: (n: number, total: number) => string;
  overviewTitle: string;
  next: string;
  back: string;
  send: string;
  sendAnswers: string;
  review: string;
  looksGood: string;
  later: string;
  dontKnow: string;
  decline: string;
  declineNote: string;
  declineConfirm: string;
  cancel: string;
  confirm: string;
  assumption: string;
  yes: string;
  no: string;
  otherPlaceholder: string;
  /** the placeholder of a text question without options */
  answerPlaceholder: string;
  otherLabel: string;
  recommended: string;
  required: string;
  optional: string;
  weight: { blocker: string; important: string; minor: string };
  chooseUpTo: (n: number) => string;
  chooseAny: string;
  missing: (questions: string[]) => string;
  incomplete: string;
  sent: string;
  closed: string;
  declined: string;
  loading: string;
  /** the one sentence a user reads when a set cannot be shown */
  errorTitle: string;
  /** the disclosure holding the decoder's message */
  errorDetails: string;
  at: (line: number, column: number) => string;
  edit: (question: string) => string;
  /** before each question in the overview, for screen readers */
  editPrefix: string;
  answerLabel: string;
  /** how a closed set ended */
  reasons: {
    answered: string;
    declined: string;
    withdrawn: string;
    expired: string;
    cancelled: string;
    undeliverable: string;
    superseded: string;
  };
  expiresIn: (time: string) => string;
  copy: string;
  copied: string;
  live: string;
  parked: string;
  waitingOn: (name: string) => string;
  /** MCP URL mode: before the address the link goes to */
  urlLead: string;
  /** MCP URL mode: the link that opens the address in a new tab (and accepts) */
  urlOpen: string;
  /** MCP URL mode: an address that is not http(s), shown but never opened */
  urlRefused: string;
}

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
function plural<L extends Lang>(lang: L, n: number, forms: Forms<L>): string {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  const all = forms as Record<string, string>;
  return all[r.select(n)] ?? all.other;
}

/** The words every language shares with the codec's answer texts. */
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
const table = (lang: Lang, own: Own): Strings => ({ ...own, ...answerWordsOf(lang) });

const en = table('en', {
  questionOf: (n, total) => `Question ${n} of ${total}`,
  overviewTitle: 'Review your answers',
  next: 'Next',
  back: 'Back',
  send: 'Send',
  sendAnswers: 'Send answers',
  review: 'Review',
  decline: 'Decline',
  declineNote: 'Reason (optional)',
  declineConfirm: 'Decline question',
  cancel: 'Cancel',
  confirm: 'Confirm',
  assumption: 'Assumption',
  otherPlaceholder: 'Or type your own answer…',
  answerPlaceholder: 'Type your answer…',
  otherLabel: 'Your own answer',
  recommended: 'Recommended',
  required: 'Required',
  optional: 'Optional',
  weight: { blocker: 'Blocker', important: 'Important', minor: 'Minor' },
  chooseUpTo: (n) => plural('en', n, { one: `Choose up to ${n} option`, other: `Choose up to ${n} options` }),
  chooseAny: 'Choose any',
  missing: (qs) => `Still needed: ${qs.join(', ')}`,
  incomplete: 'Answer every question to send',
  sent: 'Sent',
  closed: 'Closed',
  declined: 'Declined',
  loading: 'Loading questions…',
  errorTitle: 'These questions could not be shown.',
  errorDetails: 'Details',
  at: (line, column) => `line ${line}, column ${column}`,
  edit: (q) => `Change answer: ${q}`,
  editPrefix: 'Change answer:',
  answerLabel: 'Answer',
  reasons: {
    answered: 'Answered',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
    cancelled: 'Cancelled',
    undeliverable: 'Could not be delivered',
    superseded: 'Replaced by a newer question',
  },
  expiresIn: (t) => `Expires in ${t}`,
  copy: 'Copy answers',
  copied: 'Copied',
  live: 'Waiting for you',
  parked: 'Paused by the agent',
  waitingOn: (name) => `Waiting on ${name}`,
  urlLead: 'Opens in a new tab:',
  urlOpen: 'Open link',
  urlRefused: 'This address cannot be opened from here.',
});

const de = table('de', {
  questionOf: (n, total) => `Frage ${n} von ${total}`,
  overviewTitle: 'Antworten prüfen',
  next: 'Weiter',
  back: 'Zurück',
  send: 'Senden',
  sendAnswers: 'Antworten senden',
  review: 'Übersicht',
  decline: 'Ablehnen',
  declineNote: 'Grund (optional)',
  declineConfirm: 'Frage ablehnen',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  assumption: 'Annahme',
  otherPlaceholder: 'Oder eigene Antwort eingeben…',
  answerPlaceholder: 'Antwort eingeben…',
  otherLabel: 'Eigene Antwort',
  recommended: 'Empfohlen',
  required: 'Pflicht',
  optional: 'Optional',
  weight: { blocker: 'Blocker', important: 'Wichtig', minor: 'Nebensache' },
  chooseUpTo: (n) =>
    plural('de', n, { one: `Bis zu ${n} Option auswählen`, other: `Bis zu ${n} Optionen auswählen` }),
  chooseAny: 'Beliebig viele auswählen',
  missing: (qs) => `Noch offen: ${qs.join(', ')}`,
  incomplete: 'Zum Senden jede Frage beantworten',
  sent: 'Gesendet',
  closed: 'Geschlossen',
  declined: 'Abgelehnt',
  loading: 'Fragen werden geladen…',
  errorTitle: 'Diese Fragen können nicht angezeigt werden.',
  errorDetails: 'Details',
  at: (line, column) => `Zeile ${line}, Spalte ${column}`,
  edit: (q) => `Antwort ändern: ${q}`,
  editPrefix: 'Antwort ändern:',
  answerLabel: 'Antwort',
  reasons: {
    answered: 'Beantwortet',
    declined: 'Abgelehnt',
    withdrawn: 'Zurückgezogen',
    expired: 'Abgelaufen',
    cancelled: 'Abgebrochen',
    undeliverable: 'Nicht zustellbar',
    superseded: 'Durch eine neuere Frage ersetzt',
  },
  expiresIn: (t) => `Läuft ab in ${t}`,
  copy: 'Antworten kopieren',
  copied: 'Kopiert',
  live: 'Wartet auf Antwort',
  parked: 'Vom Agenten pausiert',
  waitingOn: (name) => `Wartet auf ${name}`,
  urlLead: 'Öffnet sich in einem neuen Tab:',
  urlOpen: 'Link öffnen',
  urlRefused: 'Diese Adresse kann hier nicht geöffnet werden.',
});

const fr = table('fr', {
  questionOf: (n, total) => `Question ${n} sur ${total}`,
  overviewTitle: 'Vérifiez vos réponses',
  next: 'Suivant',
  back: 'Retour',
  send: 'Envoyer',
  sendAnswers: 'Envoyer les réponses',
  review: 'Récapitulatif',
  decline: 'Refuser',
  declineNote: 'Motif (facultatif)',
  declineConfirm: 'Refuser la question',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  assumption: 'Hypothèse',
  otherPlaceholder: 'Ou saisissez votre réponse…',
  answerPlaceholder: 'Saisissez votre réponse…',
  otherLabel: 'Votre réponse',
  recommended: 'Recommandé',
  required: 'Obligatoire',
  optional: 'Facultatif',
  weight: { blocker: 'Bloquant', important: 'Important', minor: 'Mineur' },
  chooseUpTo: (n) =>
    plural('fr', n, {
      one: `Choisissez jusqu’à ${n} option`,
      many: `Choisissez jusqu’à ${n} d’options`,
      other: `Choisissez jusqu’à ${n} options`,
    }),
  chooseAny: 'Choix multiple',
  missing: (qs) => `Encore à remplir : ${qs.join(', ')}`,
  incomplete: 'Répondez à chaque question pour envoyer',
  sent: 'Envoyé',
  closed: 'Fermé',
  declined: 'Refusé',
  loading: 'Chargement des questions…',
  errorTitle: 'Ces questions n’ont pas pu être affichées.',
  errorDetails: 'Détails',
  at: (line, column) => `ligne ${line}, colonne ${column}`,
  edit: (q) => `Modifier la réponse : ${q}`,
  editPrefix: 'Modifier la réponse :',
  answerLabel: 'Réponse',
  reasons: {
    answered: 'Répondu',
    declined: 'Refusé',
    withdrawn: 'Retiré',
    expired: 'Expiré',
    cancelled: 'Annulé',
    undeliverable: 'Non distribué',
    superseded: 'Remplacée par une question plus récente',
  },
  expiresIn: (t) => `Expire dans ${t}`,
  copy: 'Copier les réponses',
  copied: 'Copié',
  live: 'Attend votre réponse',
  parked: 'Mis en pause par l’agent',
  waitingOn: (name) => `En attente de ${name}`,
  urlLead: 'S’ouvre dans un nouvel onglet :',
  urlOpen: 'Ouvrir le lien',
  urlRefused: 'Cette adresse ne peut pas être ouverte d’ici.',
});

const es = table('es', {
  questionOf: (n, total) => `Pregunta ${n} de ${total}`,
  overviewTitle: 'Revisa tus respuestas',
  next: 'Siguiente',
  back: 'Atrás',
  send: 'Enviar',
  sendAnswers: 'Enviar respuestas',
  review: 'Resumen',
  decline: 'Rechazar',
  declineNote: 'Motivo (opcional)',
  declineConfirm: 'Rechazar pregunta',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  assumption: 'Supuesto',
  otherPlaceholder: 'O escribe tu propia respuesta…',
  answerPlaceholder: 'Escribe tu respuesta…',
  otherLabel: 'Tu respuesta',
  recommended: 'Recomendado',
  required: 'Obligatorio',
  optional: 'Opcional',
  weight: { blocker: 'Bloqueante', important: 'Importante', minor: 'Menor' },
  chooseUpTo: (n) =>
    plural('es', n, {
      one: `Elige hasta ${n} opción`,
      many: `Elige hasta ${n} de opciones`,
      other: `Elige hasta ${n} opciones`,
    }),
  chooseAny: 'Elige las que quieras',
  missing: (qs) => `Falta: ${qs.join(', ')}`,
  incomplete: 'Responde todas las preguntas para enviar',
  sent: 'Enviado',
  closed: 'Cerrado',
  declined: 'Rechazado',
  loading: 'Cargando preguntas…',
  errorTitle: 'No se pudieron mostrar estas preguntas.',
  errorDetails: 'Detalles',
  at: (line, column) => `línea ${line}, columna ${column}`,
  edit: (q) => `Cambiar respuesta: ${q}`,
  editPrefix: 'Cambiar respuesta:',
  answerLabel: 'Respuesta',
  reasons: {
    answered: 'Respondido',
    declined: 'Rechazado',
    withdrawn: 'Retirado',
    expired: 'Caducado',
    cancelled: 'Cancelado',
    undeliverable: 'No se pudo entregar',
    superseded: 'Sustituida por una pregunta más reciente',
  },
  expiresIn: (t) => `Caduca en ${t}`,
  copy: 'Copiar respuestas',
  copied: 'Copiado',
  live: 'Esperando tu respuesta',
  parked: 'Pausado por el agente',
  waitingOn: (name) => `Esperando a ${name}`,
  urlLead: 'Se abre en una pestaña nueva:',
  urlOpen: 'Abrir enlace',
  urlRefused: 'Esta dirección no se puede abrir desde aquí.',
});

const it = table('it', {
  questionOf: (n, total) => `Domanda ${n} di ${total}`,
  overviewTitle: 'Controlla le risposte',
  next: 'Avanti',
  back: 'Indietro',
  send: 'Invia',
  sendAnswers: 'Invia risposte',
  review: 'Riepilogo',
  decline: 'Rifiuta',
  declineNote: 'Motivo (facoltativo)',
  declineConfirm: 'Rifiuta domanda',
  cancel: 'Annulla',
  confirm: 'Conferma',
  assumption: 'Ipotesi',
  otherPlaceholder: 'Oppure scrivi la tua risposta…',
  answerPlaceholder: 'Scrivi la tua risposta…',
  otherLabel: 'La tua risposta',
  recommended: 'Consigliato',
  required: 'Obbligatorio',
  optional: 'Facoltativo',
  weight: { blocker: 'Bloccante', important: 'Importante', minor: 'Minore' },
  chooseUpTo: (n) =>
    plural('it', n, {
      one: `Scegli fino a ${n} opzione`,
      many: `Scegli fino a ${n} di opzioni`,
      other: `Scegli fino a ${n} opzioni`,
    }),
  chooseAny: 'Scegli liberamente',
  missing: (qs) => `Mancano ancora: ${qs.join(', ')}`,
  incomplete: 'Rispondi a ogni domanda per inviare',
  sent: 'Inviato',
  closed: 'Chiuso',
  declined: 'Rifiutato',
  loading: 'Caricamento domande…',
  errorTitle: 'Non è stato possibile mostrare queste domande.',
  errorDetails: 'Dettagli',
  at: (line, column) => `riga ${line}, colonna ${column}`,
  edit: (q) => `Modifica risposta: ${q}`,
  editPrefix: 'Modifica risposta:',
  answerLabel: 'Risposta',
  reasons: {
    answered: 'Risposto',
    declined: 'Rifiutato',
    withdrawn: 'Ritirato',
    expired: 'Scaduto',
    cancelled: 'Annullato',
    undeliverable: 'Non recapitabile',
    superseded: 'Sostituita da una domanda più recente',
  },
  expiresIn: (t) => `Scade tra ${t}`,
  copy: 'Copia risposte',
  copied: 'Copiato',
  live: 'In attesa della tua risposta',
  parked: 'Messo in pausa dall’agente',
  waitingOn: (name) => `In attesa di ${name}`,
  urlLead: 'Si apre in una nuova scheda:',
  urlOpen: 'Apri il link',
  urlRefused: 'Questo indirizzo non può essere aperto da qui.',
});

const pt = table('pt', {
  questionOf: (n, total) => `Pergunta ${n} de ${total}`,
  overviewTitle: 'Revise suas respostas',
  next: 'Próxima',
  back: 'Voltar',
  send: 'Enviar',
  sendAnswers: 'Enviar respostas',
  review: 'Resumo',
  decline: 'Recusar',
  declineNote: 'Motivo (opcional)',
  declineConfirm: 'Recusar pergunta',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  assumption: 'Suposição',
  otherPlaceholder: 'Ou escreva sua própria resposta…',
  answerPlaceholder: 'Escreva sua resposta…',
  otherLabel: 'Sua resposta',
  recommended: 'Recomendado',
  required: 'Obrigatório',
  optional: 'Opcional',
  weight: { blocker: 'Bloqueante', important: 'Importante', minor: 'Menor' },
  chooseUpTo: (n) =>
    plural('pt', n, {
      one: `Escolha até ${n} opção`,
      many: `Escolha até ${n} de opções`,
      other: `Escolha até ${n} opções`,
    }),
  chooseAny: 'Escolha quantas quiser',
  missing: (qs) => `Ainda falta: ${qs.join(', ')}`,
  incomplete: 'Responda a todas as perguntas para enviar',
  sent: 'Enviado',
  closed: 'Fechado',
  declined: 'Recusado',
  loading: 'Carregando perguntas…',
  errorTitle: 'Não foi possível mostrar estas perguntas.',
  errorDetails: 'Detalhes',
  at: (line, column) => `linha ${line}, coluna ${column}`,
  edit: (q) => `Alterar resposta: ${q}`,
  editPrefix: 'Alterar resposta:',
  answerLabel: 'Resposta',
  reasons: {
    answered: 'Respondido',
    declined: 'Recusado',
    withdrawn: 'Retirado',
    expired: 'Expirado',
    cancelled: 'Cancelado',
    undeliverable: 'Não foi entregue',
    superseded: 'Substituída por uma pergunta mais recente',
  },
  expiresIn: (t) => `Expira em ${t}`,
  copy: 'Copiar respostas',
  copied: 'Copiado',
  live: 'Aguardando sua resposta',
  parked: 'Pausado pelo agente',
  waitingOn: (name) => `Aguardando ${name}`,
  urlLead: 'Abre em uma nova aba:',
  urlOpen: 'Abrir link',
  urlRefused: 'Este endereço não pode ser aberto daqui.',
});

const nl = table('nl', {
  questionOf: (n, total) => `Vraag ${n} van ${total}`,
  overviewTitle: 'Controleer je antwoorden',
  next: 'Volgende',
  back: 'Terug',
  send: 'Versturen',
  sendAnswers: 'Antwoorden versturen',
  review: 'Overzicht',
  decline: 'Weigeren',
  declineNote: 'Reden (optioneel)',
  declineConfirm: 'Vraag weigeren',
  cancel: 'Annuleren',
  confirm: 'Bevestigen',
  assumption: 'Aanname',
  otherPlaceholder: 'Of typ je eigen antwoord…',
  answerPlaceholder: 'Typ je antwoord…',
  otherLabel: 'Je eigen antwoord',
  recommended: 'Aanbevolen',
  required: 'Verplicht',
  optional: 'Optioneel',
  weight: { blocker: 'Blokkerend', important: 'Belangrijk', minor: 'Klein' },
  chooseUpTo: (n) => plural('nl', n, { one: `Kies maximaal ${n} optie`, other: `Kies maximaal ${n} opties` }),
  chooseAny: 'Kies er zoveel je wilt',
  missing: (qs) => `Nog nodig: ${qs.join(', ')}`,
  incomplete: 'Beantwoord elke vraag om te versturen',
  sent: 'Verstuurd',
  closed: 'Gesloten',
  declined: 'Geweigerd',
  loading: 'Vragen laden…',
  errorTitle: 'Deze vragen konden niet worden getoond.',
  errorDetails: 'Details',
  at: (line, column) => `regel ${line}, kolom ${column}`,
  edit: (q) => `Antwoord wijzigen: ${q}`,
  editPrefix: 'Antwoord wijzigen:',
  answerLabel: 'Antwoord',
  reasons: {
    answered: 'Beantwoord',
    declined: 'Geweigerd',
    withdrawn: 'Ingetrokken',
    expired: 'Verlopen',
    cancelled: 'Geannuleerd',
    undeliverable: 'Kon niet worden bezorgd',
    superseded: 'Vervangen door een nieuwere vraag',
  },
  expiresIn: (t) => `Verloopt over ${t}`,
  copy: 'Antwoorden kopiëren',
  copied: 'Gekopieerd',
  live: 'Wacht op antwoord',
  parked: 'Gepauzeerd door de agent',
  waitingOn: (name) => `Wacht op ${name}`,
  urlLead: 'Opent in een nieuw tabblad:',
  urlOpen: 'Link openen',
  urlRefused: 'Dit adres kan hier niet worden geopend.',
});

const pl = table('pl', {
  questionOf: (n, total) => `Pytanie ${n} z ${total}`,
  overviewTitle: 'Sprawdź odpowiedzi',
  next: 'Dalej',
  back: 'Wstecz',
  send: 'Wyślij',
  sendAnswers: 'Wyślij odpowiedzi',
  review: 'Podsumowanie',
  decline: 'Odrzuć',
  declineNote: 'Powód (opcjonalnie)',
  declineConfirm: 'Odrzuć pytanie',
  cancel: 'Anuluj',
  confirm: 'Potwierdź',
  assumption: 'Założenie',
  otherPlaceholder: 'Lub wpisz własną odpowiedź…',
  answerPlaceholder: 'Wpisz odpowiedź…',
  otherLabel: 'Własna odpowiedź',
  recommended: 'Zalecane',
  required: 'Wymagane',
  optional: 'Opcjonalne',
  weight: { blocker: 'Blokujące', important: 'Ważne', minor: 'Drobne' },
  chooseUpTo: (n) =>
    plural('pl', n, {
      one: `Wybierz maksymalnie ${n} opcję`,
      few: `Wybierz maksymalnie ${n} opcje`,
      many: `Wybierz maksymalnie ${n} opcji`,
      other: `Wybierz maksymalnie ${n} opcji`,
    }),
  chooseAny: 'Wybierz dowolne',
  missing: (qs) => `Jeszcze brakuje: ${qs.join(', ')}`,
  incomplete: 'Odpowiedz na każde pytanie, aby wysłać',
  sent: 'Wysłano',
  closed: 'Zamknięte',
  declined: 'Odrzucono',
  loading: 'Wczytywanie pytań…',
  errorTitle: 'Nie udało się wyświetlić tych pytań.',
  errorDetails: 'Szczegóły',
  at: (line, column) => `wiersz ${line}, kolumna ${column}`,
  edit: (q) => `Zmień odpowiedź: ${q}`,
  editPrefix: 'Zmień odpowiedź:',
  answerLabel: 'Odpowiedź',
  reasons: {
    answered: 'Odpowiedziano',
    declined: 'Odrzucono',
    withdrawn: 'Wycofano',
    expired: 'Wygasło',
    cancelled: 'Anulowano',
    undeliverable: 'Nie dostarczono',
    superseded: 'Zastąpione nowszym pytaniem',
  },
  expiresIn: (t) => `Wygasa za ${t}`,
  copy: 'Kopiuj odpowiedzi',
  copied: 'Skopiowano',
  live: 'Czeka na odpowiedź',
  parked: 'Wstrzymane przez agenta',
  waitingOn: (name) => `Czeka na: ${name}`,
  urlLead: 'Otworzy się w nowej karcie:',
  urlOpen: 'Otwórz link',
  urlRefused: 'Tego adresu nie można otworzyć stąd.',
});

const ja = table('ja', {
  questionOf: (n, total) => `質問 ${n} / ${total}`,
  overviewTitle: '回答を確認',
  next: '次へ',
  back: '戻る',
  send: '送信',
  sendAnswers: '回答を送信',
  review: '確認',
  decline: '辞退',
  declineNote: '理由（任意）',
  declineConfirm: '質問を辞退',
  cancel: 'キャンセル',
  confirm: '確定',
  assumption: '前提',
  otherPlaceholder: 'または自由に回答を入力…',
  answerPlaceholder: '回答を入力…',
  otherLabel: '自由回答',
  recommended: 'おすすめ',
  required: '必須',
  optional: '任意',
  weight: { blocker: 'ブロッカー', important: '重要', minor: '軽微' },
  chooseUpTo: (n) => plural('ja', n, { other: `${n} 個まで選択` }),
  chooseAny: 'いくつでも選択',
  missing: (qs) => `未回答: ${qs.join('、')}`,
  incomplete: '送信するにはすべての質問に回答してください',
  sent: '送信済み',
  closed: '終了',
  declined: '辞退済み',
  loading: '質問を読み込み中…',
  errorTitle: 'これらの質問を表示できませんでした。',
  errorDetails: '詳細',
  at: (line, column) => `${line} 行 ${column} 列`,
  edit: (q) => `回答を変更: ${q}`,
  editPrefix: '回答を変更:',
  answerLabel: '回答',
  reasons: {
    answered: '回答済み',
    declined: '辞退済み',
    withdrawn: '取り下げ',
    expired: '期限切れ',
    cancelled: 'キャンセル済み',
    undeliverable: '配信できませんでした',
    superseded: '新しい質問に置き換えられました',
  },
  expiresIn: (t) => `残り ${t}`,
  copy: '回答をコピー',
  copied: 'コピーしました',
  live: 'あなたの回答待ち',
  parked: 'エージェントが一時停止中',
  waitingOn: (name) => `${name} を待っています`,
  urlLead: '新しいタブで開きます:',
  urlOpen: 'リンクを開く',
  urlRefused: 'このアドレスはここから開けません。',
});

const zh = table('zh', {
  questionOf: (n, total) => `第 ${n} 题，共 ${total} 题`,
  overviewTitle: '检查你的回答',
  next: '下一步',
  back: '返回',
  send: '发送',
  sendAnswers: '发送回答',
  review: '检查',
  decline: '拒绝',
  declineNote: '原因（可选）',
  declineConfirm: '拒绝此问题',
  cancel: '取消',
  confirm: '确认',
  assumption: '假设',
  otherPlaceholder: '或输入你自己的回答…',
  answerPlaceholder: '输入你的回答…',
  otherLabel: '你自己的回答',
  recommended: '推荐',
  required: '必填',
  optional: '可选',
  weight: { blocker: '阻塞', important: '重要', minor: '次要' },
  chooseUpTo: (n) => plural('zh', n, { other: `最多选择 ${n} 项` }),
  chooseAny: '可多选',
  missing: (qs) => `尚未回答：${qs.join('、')}`,
  incomplete: '请回答所有问题后再发送',
  sent: '已发送',
  closed: '已关闭',
  declined: '已拒绝',
  loading: '正在加载问题…',
  errorTitle: '无法显示这些问题。',
  errorDetails: '详情',
  at: (line, column) => `第 ${line} 行，第 ${column} 列`,
  edit: (q) => `修改回答：${q}`,
  editPrefix: '修改回答：',
  answerLabel: '回答',
  reasons: {
    answered: '已回答',
    declined: '已拒绝',
    withdrawn: '已撤回',
    expired: '已过期',
    cancelled: '已取消',
    undeliverable: '无法送达',
    superseded: '已被更新的问题取代',
  },
  expiresIn: (t) => `${t} 后过期`,
  copy: '复制回答',
  copied: '已复制',
  live: '等待你的回答',
  parked: '已被智能体暂停',
  waitingOn: (name) => `正在等待 ${name}`,
  urlLead: '将在新标签页中打开：',
  urlOpen: '打开链接',
  urlRefused: '无法从此处打开此地址。',
});

const ko = table('ko', {
  questionOf: (n, total) => `질문 ${n}/${total}`,
  overviewTitle: '답변 확인',
  next: '다음',
  back: '이전',
  send: '보내기',
  sendAnswers: '답변 보내기',
  review: '확인',
  decline: '거절',
  declineNote: '이유 (선택)',
  declineConfirm: '질문 거절',
  cancel: '취소',
  confirm: '확인',
  assumption: '가정',
  otherPlaceholder: '또는 직접 답변을 입력하세요…',
  answerPlaceholder: '답변을 입력하세요…',
  otherLabel: '직접 입력한 답변',
  recommended: '추천',
  required: '필수',
  optional: '선택',
  weight: { blocker: '차단', important: '중요', minor: '사소' },
  chooseUpTo: (n) => plural('ko', n, { other: `최대 ${n}개 선택` }),
  chooseAny: '여러 개 선택 가능',
  missing: (qs) => `아직 필요: ${qs.join(', ')}`,
  incomplete: '보내려면 모든 질문에 답하세요',
  sent: '보냄',
  closed: '닫힘',
  declined: '거절됨',
  loading: '질문을 불러오는 중…',
  errorTitle: '이 질문들을 표시할 수 없습니다.',
  errorDetails: '자세히',
  at: (line, column) => `${line}행 ${column}열`,
  edit: (q) => `답변 변경: ${q}`,
  editPrefix: '답변 변경:',
  answerLabel: '답변',
  reasons: {
    answered: '답변함',
    declined: '거절됨',
    withdrawn: '철회됨',
    expired: '만료됨',
    cancelled: '취소됨',
    undeliverable: '전달할 수 없음',
    superseded: '새 질문으로 대체됨',
  },
  expiresIn: (t) => `${t} 후 만료`,
  copy: '답변 복사',
  copied: '복사됨',
  live: '답변을 기다리는 중',
  parked: '에이전트가 일시 중지함',
  waitingOn: (name) => `${name} 대기 중`,
  urlLead: '새 탭에서 열립니다:',
  urlOpen: '링크 열기',
  urlRefused: '이 주소는 여기에서 열 수 없습니다.',
});

const ar = table('ar', {
  questionOf: (n, total) => `السؤال ${n} من ${total}`,
  overviewTitle: 'راجع إجاباتك',
  next: 'التالي',
  back: 'رجوع',
  send: 'إرسال',
  sendAnswers: 'إرسال الإجابات',
  review: 'مراجعة',
  decline: 'رفض',
  declineNote: 'السبب (اختياري)',
  declineConfirm: 'رفض السؤال',
  cancel: 'إلغاء',
  confirm: 'تأكيد',
  assumption: 'افتراض',
  otherPlaceholder: 'أو اكتب إجابتك الخاصة…',
  answerPlaceholder: 'اكتب إجابتك…',
  otherLabel: 'إجابتك الخاصة',
  recommended: 'مُوصى به',
  required: 'مطلوب',
  optional: 'اختياري',
  weight: { blocker: 'عائق', important: 'مهم', minor: 'ثانوي' },
  chooseUpTo: (n) =>
    plural('ar', n, {
      zero: `اختر حتى ${n} خيار`,
      one: `اختر حتى ${n} خيار`,
      two: `اختر حتى ${n} خيارين`,
      few: `اختر حتى ${n} خيارات`,
      many: `اختر حتى ${n} خيارًا`,
      other: `اختر حتى ${n} خيار`,
    }),
  chooseAny: 'اختر ما تشاء',
  missing: (qs) => `ما زال مطلوبًا: ${qs.join('، ')}`,
  incomplete: 'أجب عن كل الأسئلة للإرسال',
  sent: 'أُرسلت',
  closed: 'مغلق',
  declined: 'مرفوض',
  loading: 'جارٍ تحميل الأسئلة…',
  errorTitle: 'تعذّر عرض هذه الأسئلة.',
  errorDetails: 'التفاصيل',
  at: (line, column) => `السطر ${line}، العمود ${column}`,
  edit: (q) => `تغيير الإجابة: ${q}`,
  editPrefix: 'تغيير الإجابة:',
  answerLabel: 'الإجابة',
  reasons: {
    answered: 'تمت الإجابة',
    declined: 'مرفوض',
    withdrawn: 'مسحوب',
    expired: 'منتهي الصلاحية',
    cancelled: 'ملغى',
    undeliverable: 'تعذّر التسليم',
    superseded: 'استُبدل بسؤال أحدث',
  },
  expiresIn: (t) => `ينتهي خلال ${t}`,
  copy: 'نسخ الإجابات',
  copied: 'تم النسخ',
  live: 'بانتظار ردك',
  parked: 'أوقفه الوكيل مؤقتًا',
  waitingOn: (name) => `بانتظار ${name}`,
  urlLead: 'يُفتح في علامة تبويب جديدة:',
  urlOpen: 'فتح الرابط',
  urlRefused: 'لا يمكن فتح هذا العنوان من هنا.',
});

const he = table('he', {
  questionOf: (n, total) => `שאלה ${n} מתוך ${total}`,
  overviewTitle: 'בדיקת התשובות',
  next: 'הבא',
  back: 'חזרה',
  send: 'שליחה',
  sendAnswers: 'שליחת התשובות',
  review: 'סיכום',
  decline: 'דחייה',
  declineNote: 'סיבה (לא חובה)',
  declineConfirm: 'דחיית השאלה',
  cancel: 'ביטול',
  confirm: 'אישור',
  assumption: 'הנחה',
  otherPlaceholder: 'או להקליד תשובה משלך…',
  answerPlaceholder: 'להקליד תשובה…',
  otherLabel: 'תשובה משלך',
  recommended: 'מומלץ',
  required: 'חובה',
  optional: 'לא חובה',
  weight: { blocker: 'חוסם', important: 'חשוב', minor: 'משני' },
  chooseUpTo: (n) =>
    plural('he', n, {
      one: `אפשר לבחור עד ${n} אפשרות`,
      two: `אפשר לבחור עד ${n} אפשרויות`,
      other: `אפשר לבחור עד ${n} אפשרויות`,
    }),
  chooseAny: 'אפשר לבחור כמה שרוצים',
  missing: (qs) => `עדיין חסר: ${qs.join(', ')}`,
  incomplete: 'יש לענות על כל השאלות כדי לשלוח',
  sent: 'נשלח',
  closed: 'סגור',
  declined: 'נדחה',
  loading: 'השאלות נטענות…',
  errorTitle: 'לא ניתן היה להציג את השאלות האלה.',
  errorDetails: 'פרטים',
  at: (line, column) => `שורה ${line}, עמודה ${column}`,
  edit: (q) => `שינוי תשובה: ${q}`,
  editPrefix: 'שינוי תשובה:',
  answerLabel: 'תשובה',
  reasons: {
    answered: 'נענה',
    declined: 'נדחה',
    withdrawn: 'בוטל על ידי השולח',
    expired: 'פג תוקף',
    cancelled: 'בוטל',
    undeliverable: 'לא נמסר',
    superseded: 'הוחלף בשאלה חדשה יותר',
  },
  expiresIn: (t) => `פג בעוד ${t}`,
  copy: 'העתקת התשובות',
  copied: 'הועתק',
  live: 'ממתין לך',
  parked: 'הסוכן השהה',
  waitingOn: (name) => `ממתין ל־${name}`,
  urlLead: 'נפתח בכרטיסייה חדשה:',
  urlOpen: 'פתיחת הקישור',
  urlRefused: 'לא ניתן לפתוח את הכתובת הזו מכאן.',
});

export const STRINGS: Record<Lang, Strings> = { en, de, fr, es, it, pt, nl, pl, ja, zh, ko, ar, he };

/** The table for a language tag (`de-CH` → German, unknown → English), with a host's overrides on top. */
export function stringsFor(lang: string | undefined, overrides?: Partial<Strings>): Strings {
  const base = STRINGS[pickLang(lang)];
  return overrides ? { ...base, ...overrides } : base;
}

/** The UI language of an element: the closest `lang` (the document's included), else the set's locale. */
export function uiLang(el: Element, locale?: string): string | undefined {
  return el.closest('[lang]')?.getAttribute('lang') || locale || undefined;
}

export { LANGS };

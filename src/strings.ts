/** The elements' own words, one typed table per language (en, de); hosts override through `strings`. */
import { ANSWER_WORDS } from './codec/words.js';

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
  errorTitle: string;
  at: (line: number, column: number) => string;
  edit: (question: string) => string;
  /** before each question in the overview, for screen readers */
  editPrefix: string;
  unanswered: string;
  noFile: string;
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
}

const en: Strings = {
  questionOf: (n, total) => `Question ${n} of ${total}`,
  overviewTitle: 'Review your answers',
  next: 'Next',
  back: 'Back',
  send: 'Send',
  sendAnswers: 'Send answers',
  review: 'Review',
  looksGood: ANSWER_WORDS.en.settled,
  later: ANSWER_WORDS.en.later,
  dontKnow: ANSWER_WORDS.en.unknown,
  decline: 'Decline',
  declineNote: 'Reason (optional)',
  declineConfirm: 'Decline question',
  cancel: 'Cancel',
  confirm: 'Confirm',
  assumption: 'Assumption',
  yes: ANSWER_WORDS.en.yes,
  no: ANSWER_WORDS.en.no,
  otherPlaceholder: 'Or type your own answer…',
  otherLabel: 'Your own answer',
  recommended: 'Recommended',
  required: 'Required',
  optional: 'Optional',
  weight: { blocker: 'Blocker', important: 'Important', minor: 'Minor' },
  chooseUpTo: (n) => `Choose up to ${n}`,
  chooseAny: 'Choose any',
  missing: (qs) => `Still needed: ${qs.join(', ')}`,
  incomplete: 'Answer every question to send',
  sent: 'Sent',
  closed: 'Closed',
  declined: 'Declined',
  loading: 'Loading questions…',
  errorTitle: 'These questions could not be shown',
  at: (line, column) => `line ${line}, column ${column}`,
  edit: (q) => `Change answer: ${q}`,
  editPrefix: 'Change answer:',
  unanswered: ANSWER_WORDS.en.later,
  noFile: 'No file chosen',
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
  live: 'Live',
  parked: 'Parked',
  waitingOn: (name) => `Waiting on ${name}`,
};

const de: Strings = {
  questionOf: (n, total) => `Frage ${n} von ${total}`,
  overviewTitle: 'Antworten prüfen',
  next: 'Weiter',
  back: 'Zurück',
  send: 'Senden',
  sendAnswers: 'Antworten senden',
  review: 'Übersicht',
  looksGood: ANSWER_WORDS.de.settled,
  later: ANSWER_WORDS.de.later,
  dontKnow: ANSWER_WORDS.de.unknown,
  decline: 'Ablehnen',
  declineNote: 'Grund (optional)',
  declineConfirm: 'Frage ablehnen',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  assumption: 'Annahme',
  yes: ANSWER_WORDS.de.yes,
  no: ANSWER_WORDS.de.no,
  otherPlaceholder: 'Oder eigene Antwort eingeben…',
  otherLabel: 'Eigene Antwort',
  recommended: 'Empfohlen',
  required: 'Pflicht',
  optional: 'Optional',
  weight: { blocker: 'Blocker', important: 'Wichtig', minor: 'Nebensache' },
  chooseUpTo: (n) => `Bis zu ${n} auswählen`,
  chooseAny: 'Beliebig viele auswählen',
  missing: (qs) => `Noch offen: ${qs.join(', ')}`,
  incomplete: 'Zum Senden jede Frage beantworten',
  sent: 'Gesendet',
  closed: 'Geschlossen',
  declined: 'Abgelehnt',
  loading: 'Fragen werden geladen…',
  errorTitle: 'Diese Fragen können nicht angezeigt werden',
  at: (line, column) => `Zeile ${line}, Spalte ${column}`,
  edit: (q) => `Antwort ändern: ${q}`,
  editPrefix: 'Antwort ändern:',
  unanswered: ANSWER_WORDS.de.later,
  noFile: 'Keine Datei gewählt',
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
  live: 'Aktiv',
  parked: 'Geparkt',
  waitingOn: (name) => `Wartet auf ${name}`,
};

export const STRINGS: Record<'en' | 'de', Strings> = { en, de };

/** The table for a language tag (`de-CH` → German), with a host's overrides on top. */
export function stringsFor(lang: string | undefined, overrides?: Partial<Strings>): Strings {
  const base = (lang ?? '').toLowerCase().split(/[-_]/)[0] === 'de' ? de : en;
  return overrides ? { ...base, ...overrides } : base;
}

/**
 * The elements' own words, one typed table per UI language (see docs/i18n.md); hosts override
 * through `strings`. Words with numbers are functions; plurals go through `Intl.PluralRules`.
 *
 * A word is one key of `Strings` below, its English here in `en` (the fallback, in every entry),
 * and its other languages in `src/i18n/<lang>.ts` (the compiler names a language that lacks it).
 * Each of those languages is a chunk of its own in the browser builds (fetched when an element's
 * language needs it: `loadStrings`); Node's entries hold them all (`src/i18n/eager.ts`).
 */
import { LANGS, pickLang, type Lang } from '../codec/words.js';
import { languageStrings, loadLanguage } from './languages.js';
import { plural, table } from './table.js';

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
  /** beside Decline where Cancel shows too: what declining means (MCP `decline`: an explicit no) */
  declineHint: string;
  /** beside Cancel where Decline shows too (MCP `cancel`: dismissed, no answer either way) */
  cancelHint: string;
  confirm: string;
  assumption: string;
  yes: string;
  no: string;
  otherPlaceholder: string;
  /** the placeholder of a text question without options */
  answerPlaceholder: string;
  otherLabel: string;
  /** structured: the free-text field beside a single choice's pick, which takes a note on it */
  notePlaceholder: string;
  noteLabel: string;
  /** structured: the name of the region that shows an option's preview */
  preview: string;
  recommended: string;
  required: string;
  /** under a question that still needs an answer, once the user tried to go on or send */
  needed: string;
  optional: string;
  /** a slider the user has not moved yet (its aria-valuetext) */
  notSet: string;
  weight: { blocker: string; important: string; minor: string };
  chooseUpTo: (n: number) => string;
  chooseAny: string;
  missing: (questions: string[]) => string;
  incomplete: string;
  sent: string;
  /** a receipt restored from a reply the user typed in the chat: answered there, nothing attributed to a question */
  answeredInChat: string;
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
  /** announced once the answers are sent */
  answersSent: string;
  /** the name of the receipt's list of the answers sent */
  yourAnswers: string;
  /** announced when a pick is refused because the most options are already chosen */
  limitReached: string;
  /** MCP URL mode: before the address the link goes to */
  urlLead: string;
  /** MCP URL mode: the link that opens the address in a new tab (and accepts) */
  urlOpen: string;
  /** MCP URL mode: an address that is not http(s), shown but never opened */
  urlRefused: string;
  /** MCP URL mode, the receipt once the link was opened: the host it went to */
  urlOpened: (host: string) => string;
  /** the last entry of a select whose question takes a typed answer: it opens the field */
  otherChoice: string;
  /** the label of the field that filters a long list of options */
  filterOptions: string;
  /** the name of a code block that scrolls (it takes focus, so the keyboard can scroll it) */
  codeBlock: string;
  /** announced while a long list is filtered: how many options match */
  optionCount: (n: number) => string;
  /** a streamed set's primary button at its last question so far: the rest of the body is still arriving */
  streamWaiting: string;
  /** at a question whose unsent answer was cleared because the body changed under it (the whole draft goes) */
  answerDropped: string;
  /** above the questions: a question the user had answered is gone from the body, with its answer */
  answerRemoved: string;
  /** on another step (a button to it) and in the live region: the question whose unsent answer the body cleared */
  answerClearedAt: (question: string) => string;
  /** the overview's row of that question, in place of its answer */
  answerCleared: string;
  /** under the error of a streamed body that ended broken: the answers given meanwhile, kept */
  answersKept: string;
  /** under a field whose content the browser reports it cannot read (a number like "1e", half a date) */
  unreadable: string;
  /** above Send: the questions whose value is refused (not missing: "Still needed" names those) */
  toFix: (questions: string[]) => string;
  /** under a text past its maxLength, kept as typed: its length and the limit */
  tooLong: (n: number, max: number) => string;
  /** the way out of a set whose format has no decline of its own: a quiet text button in the footer */
  answerInChat: string;
  /** beside that way out, taken while the set still streams: its event goes once the body is whole */
  declineWaiting: string;
  /** a send or decline on its way (the host waits on its delivery): the set is locked meanwhile */
  sending: string;
  /** delivery failed and the host gave no reason: nothing was recorded, the draft stays */
  notSent: string;
  /** delivery failed with the host's reason (plain text, perhaps in another language) */
  notSentBecause: (reason: string) => string;
  /** delivery took longer than the set's timeout: counted as failed */
  sendTimedOut: string;
  /** the page closed or reloaded while it was being sent: whether it arrived is not known */
  notConfirmed: string;
  /** the receipt of the way out ("Answer in chat instead"): the user answers in the chat */
  answeringInChat: string;
}

export const en: Strings = table('en', {
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
  declineHint: 'Say no to this request',
  cancelHint: 'Dismiss without answering',
  confirm: 'Confirm',
  assumption: 'Assumption',
  otherPlaceholder: 'Or type your own answer…',
  answerPlaceholder: 'Type your answer…',
  otherLabel: 'Your own answer',
  notePlaceholder: 'Add a note to your choice (optional)…',
  noteLabel: 'Your note on this choice',
  preview: 'Preview',
  recommended: 'Recommended',
  required: 'Required',
  needed: 'This question needs an answer',
  optional: 'Optional',
  notSet: 'not set',
  weight: { blocker: 'Blocker', important: 'Important', minor: 'Minor' },
  chooseUpTo: (n) => plural('en', n, { one: `Choose up to ${n} option`, other: `Choose up to ${n} options` }),
  chooseAny: 'Choose any',
  missing: (qs) => `Still needed: ${qs.join(', ')}`,
  incomplete: 'Answer every question to send',
  sent: 'Sent',
  answeredInChat: 'Answered in the chat',
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
  answersSent: 'Answers sent',
  yourAnswers: 'Your answers',
  limitReached: 'Limit reached: clear a choice to pick another',
  urlLead: 'Opens in a new tab:',
  urlOpen: 'Open link',
  urlRefused: 'This address cannot be opened from here.',
  urlOpened: (host) => `Opened ${host}`,
  otherChoice: 'Other…',
  filterOptions: 'Filter options',
  codeBlock: 'Code',
  optionCount: (n) => plural('en', n, { one: `${n} option`, other: `${n} options` }),
  streamWaiting: 'More questions on the way…',
  answerDropped: 'The questions were updated, so your earlier answer was cleared',
  answerRemoved: 'A question you answered was removed, and its answer with it',
  answerClearedAt: (q) => `Your answer to “${q}” was cleared: the questions changed`,
  answerCleared: 'Cleared',
  answersKept: 'Your answers so far, kept for when the questions come again:',
  unreadable: 'The browser cannot read this value: correct it or clear the field',
  toFix: (qs) => `To correct: ${qs.join(', ')}`,
  tooLong: (n, max) => `Too long: ${n}/${max} characters`,
  answerInChat: 'Answer in chat instead',
  declineWaiting: 'You will answer in the chat: this goes once the questions have arrived',
  sending: 'Sending…',
  notSent: 'Not sent. You can send again.',
  notSentBecause: (reason) => `Not sent (${reason}). You can send again.`,
  sendTimedOut: 'Not sent: no reply in time. You can send again.',
  notConfirmed: 'Not confirmed: the page closed while sending. Send again.',
  answeringInChat: 'Answering in the chat',
});

/** The table of a language tag (`de-CH` → German, unknown → English), with a host's overrides on top. In a
 * browser build a language whose chunk has not arrived yet reads English: wait for `loadStrings` first. */
export function stringsFor(lang: string | undefined, overrides?: Partial<Strings>): Strings {
  const picked = pickLang(lang);
  const base = (picked !== 'en' && languageStrings(picked)) || en;
  return overrides ? { ...base, ...overrides } : base;
}

const loads = new Map<Lang, Promise<Strings>>();
/** languages whose chunk failed to load: they read English rather than wait for ever */
const failed = new Set<Lang>();

/**
 * While a language's words are not there yet, the load of its chunk (started here once, resolving
 * with its table, or with English if the chunk fails); undefined once they are, or for English.
 */
export function stringsPending(lang: string | undefined): Promise<Strings> | undefined {
  const picked = pickLang(lang);
  if (picked === 'en' || failed.has(picked) || languageStrings(picked)) return undefined;
  let load = loads.get(picked);
  if (!load) {
    load = loadLanguage(picked).catch((error: unknown) => {
      failed.add(picked);
      console.error(`question-elements: the words for "${picked}" failed to load`, error);
      return en;
    });
    loads.set(picked, load);
  }
  return load;
}

/** A language's table once its words are there (fetched in a browser build, at once under Node). */
export async function loadStrings(lang: string | undefined, overrides?: Partial<Strings>): Promise<Strings> {
  await stringsPending(lang);
  return stringsFor(lang, overrides);
}

/** The UI language of an element: the closest `lang` (the document's included), else the set's locale. */
/**
 * The UI language of an element's own words (SPEC §6): its own `lang` attribute, else the set's
 * language (egoz `locale`: the only thing that can set the set's direction, seed 002), else the
 * nearest `[lang]` around it, else none (English).
 */
export function uiLang(el: Element, locale?: string): string | undefined {
  return (
    el.getAttribute('lang') ||
    locale ||
    el.parentElement?.closest('[lang]')?.getAttribute('lang') ||
    undefined
  );
}

export { LANGS };

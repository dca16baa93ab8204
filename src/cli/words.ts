/**
 * The terminal wizard's own words, in English and German (prompts, hints, its commands' help, the
 * words a yes/no answer may be typed as). Words the elements already have (send, review, still
 * needed, decline note, …) come from their table in `../i18n/strings.ts`, in all its languages, so
 * both say the same.
 */
import type { FormInputType } from '../codec/model.js';
import { pickLang } from '../codec/words.js';

/** An input whose value is an RFC 3339 date-time (MCP `format: date-time`): a zone is accepted. */
const ZONED: ReadonlySet<string> = new Set(['date-time']);

export interface CliWords {
  /** the prompt of a set of one question */
  answerPrompt: string;
  /** the prompt of the overview */
  reviewPrompt: string;
  /** the prompt of the decline note */
  notePrompt: string;
  noteHint: string;
  hint: (commands: string[]) => string;
  overviewHint: string;
  /** before a question shown again (back, reopened from the overview) */
  now: (phrase: string) => string;
  enterKeeps: string;
  notAnOption: (n: number, count: number) => string;
  oneOption: string;
  noFreeText: string;
  notOffered: (command: string) => string;
  unknownCommand: (command: string) => string;
  firstQuestion: string;
  nothingBefore: string;
  notAQuestion: (n: string, count: number) => string;
  yesOrNo: string;
  inputHint: (
    type: FormInputType,
    q: { min?: number; max?: number; integer?: boolean; format?: string },
  ) => string;
  paused: string;
  expiresAt: (iso: string) => string;
  expired: string;
  endOfInput: string;
  interrupted: string;
  answering: (n: number) => string;
  help: (commands: { name: string; what: string }[]) => string;
  commands: Record<
    'ok' | 'later' | 'unknown' | 'back' | 'clear' | 'pause' | 'decline' | 'cancel' | 'help',
    string
  >;
}

const en: CliWords = {
  answerPrompt: 'answer › ',
  reviewPrompt: 'review › ',
  notePrompt: 'reason (optional) › ',
  noteHint: 'Enter declines without a reason; :back returns to the questions.',
  hint: (commands) =>
    `Type an option's number ("1 3" for several) or your own answer; Enter moves on.\n` +
    `Commands: ${commands.join(' ')}`,
  overviewHint: 'Enter sends · a number changes that answer',
  now: (phrase) => `now: ${phrase}`,
  enterKeeps: '(Enter keeps it)',
  notAnOption: (n, count) =>
    `There is no option ${n}: choose 1–${count}. To send the number as text, start the line with \\`,
  oneOption: 'Choose one option: this question takes a single answer',
  noFreeText: 'This question takes one of its options, not your own text: type its number',
  notOffered: (c) => `${c} is not offered by these questions`,
  unknownCommand: (c) =>
    `Unknown command ${c}. To send it as text, start the line with \\ (:help lists the commands)`,
  firstQuestion: 'This is the first question',
  nothingBefore: 'There is only this one question',
  notAQuestion: (n, count) => `${n} is not a question number: type 1–${count}, or press Enter to send`,
  yesOrNo: 'Answer yes or no',
  inputHint: (type, q) => {
    const range =
      q.min !== undefined && q.max !== undefined
        ? ` from ${q.min} to ${q.max}`
        : q.min !== undefined
          ? ` of at least ${q.min}`
          : q.max !== undefined
            ? ` of at most ${q.max}`
            : '';
    switch (type) {
      case 'number':
      case 'range':
        return `(${q.integer ? 'a whole number' : 'a number'}${range})`;
      case 'switch':
        return '(yes or no)';
      case 'date':
        return '(a date: YYYY-MM-DD)';
      case 'time':
        return '(a time: HH:MM)';
      case 'datetime-local':
        return ZONED.has(q.format ?? '')
          ? '(a date and time: YYYY-MM-DDTHH:MM:SSZ, or YYYY-MM-DDTHH:MM in local time)'
          : '(a date and time: YYYY-MM-DDTHH:MM)';
      case 'color':
        return '(a colour: #rrggbb)';
      case 'url':
        return '(a full web address: https://…)';
      case 'email':
        return '(an e-mail address)';
      case 'file':
        return '(file names, separated by commas; the files themselves are not sent)';
      default:
        return '';
    }
  },
  paused: 'Paused: nothing was sent. Run the command again to answer.',
  expiresAt: (iso) => `Open until ${iso}.`,
  expired: 'These questions have expired: they are closed, and nothing was sent.',
  endOfInput: 'End of input: nothing was sent.',
  interrupted: 'Interrupted: nothing was sent.',
  answering: (n) =>
    `This message holds ${n} question sets; a newer set replaces an older one, so the last is asked.`,
  help: (commands) =>
    [
      'a number      picks that option; several numbers ("1 3" or "1,3") where more than one may be chosen',
      '2: text       picks option 2 and adds your own text (where the question takes text)',
      'any text      is your answer (start it with \\ to send a text that looks like a number or a command)',
      'Enter         moves on, keeping the answer; confirms the assumption of an open yes/no question',
      ...commands.map((c) => `${c.name.padEnd(14)}${c.what}`),
    ].join('\n'),
  commands: {
    ok: 'answers "looks good"',
    later: 'leaves the question for later',
    unknown: `answers "don't know"`,
    back: 'goes to the question before',
    clear: 'removes the answer (also a default) and asks again',
    pause: 'leaves without sending anything',
    decline: 'declines the whole set (:decline <reason>, or the reason on the next line)',
    cancel: 'dismisses the request without answering',
    help: 'shows this list',
  },
};

const de: CliWords = {
  answerPrompt: 'antwort › ',
  reviewPrompt: 'übersicht › ',
  notePrompt: 'grund (optional) › ',
  noteHint: 'Enter lehnt ohne Grund ab; :back führt zurück zu den Fragen.',
  hint: (commands) =>
    `Gib die Nummer einer Option ein („1 3“ für mehrere) oder deine eigene Antwort; Enter geht weiter.\n` +
    `Befehle: ${commands.join(' ')}`,
  overviewHint: 'Enter sendet · eine Zahl ändert diese Antwort',
  now: (phrase) => `jetzt: ${phrase}`,
  enterKeeps: '(Enter behält sie)',
  notAnOption: (n, count) =>
    `Es gibt keine Option ${n}: wähle 1–${count}. Um die Zahl als Text zu senden, beginne die Zeile mit \\`,
  oneOption: 'Wähle eine Option: diese Frage nimmt nur eine Antwort',
  noFreeText: 'Diese Frage nimmt eine ihrer Optionen, keinen eigenen Text: gib ihre Nummer ein',
  notOffered: (c) => `${c} bieten diese Fragen nicht an`,
  unknownCommand: (c) =>
    `Unbekannter Befehl ${c}. Um ihn als Text zu senden, beginne die Zeile mit \\ (:help listet die Befehle)`,
  firstQuestion: 'Das ist die erste Frage',
  nothingBefore: 'Es gibt nur diese eine Frage',
  notAQuestion: (n, count) => `${n} ist keine Fragennummer: gib 1–${count} ein, oder Enter zum Senden`,
  yesOrNo: 'Antworte mit ja oder nein',
  inputHint: (type, q) => {
    const range =
      q.min !== undefined && q.max !== undefined
        ? ` von ${q.min} bis ${q.max}`
        : q.min !== undefined
          ? ` ab ${q.min}`
          : q.max !== undefined
            ? ` bis ${q.max}`
            : '';
    switch (type) {
      case 'number':
      case 'range':
        return `(${q.integer ? 'eine ganze Zahl' : 'eine Zahl'}${range})`;
      case 'switch':
        return '(ja oder nein)';
      case 'date':
        return '(ein Datum: JJJJ-MM-TT)';
      case 'time':
        return '(eine Uhrzeit: HH:MM)';
      case 'datetime-local':
        return ZONED.has(q.format ?? '')
          ? '(Datum und Uhrzeit: JJJJ-MM-TTTHH:MM:SSZ, oder JJJJ-MM-TTTHH:MM in Ortszeit)'
          : '(Datum und Uhrzeit: JJJJ-MM-TTTHH:MM)';
      case 'color':
        return '(eine Farbe: #rrggbb)';
      case 'url':
        return '(eine vollständige Webadresse: https://…)';
      case 'email':
        return '(eine E-Mail-Adresse)';
      case 'file':
        return '(Dateinamen, durch Kommas getrennt; die Dateien selbst werden nicht gesendet)';
      default:
        return '';
    }
  },
  paused: 'Pausiert: nichts wurde gesendet. Starte den Befehl erneut, um zu antworten.',
  expiresAt: (iso) => `Offen bis ${iso}.`,
  expired: 'Diese Fragen sind abgelaufen: sie sind geschlossen, nichts wurde gesendet.',
  endOfInput: 'Ende der Eingabe: nichts wurde gesendet.',
  interrupted: 'Abgebrochen: nichts wurde gesendet.',
  answering: (n) =>
    `Diese Nachricht enthält ${n} Fragensätze; ein neuerer ersetzt einen älteren, daher wird der letzte gefragt.`,
  help: (commands) =>
    [
      'eine Zahl     wählt diese Option; mehrere Zahlen („1 3“ oder „1,3“), wo mehr als eine gewählt werden darf',
      '2: Text       wählt Option 2 und fügt deinen eigenen Text hinzu (wo die Frage Text nimmt)',
      'jeder Text    ist deine Antwort (beginne mit \\, um Text zu senden, der wie eine Zahl oder ein Befehl aussieht)',
      'Enter         geht weiter und behält die Antwort; bestätigt die Annahme einer offenen Ja/Nein-Frage',
      ...commands.map((c) => `${c.name.padEnd(14)}${c.what}`),
    ].join('\n'),
  commands: {
    ok: 'antwortet „passt so“',
    later: 'lässt die Frage für später',
    unknown: 'antwortet „weiß nicht“',
    back: 'geht zur vorigen Frage',
    clear: 'entfernt die Antwort (auch eine Vorgabe) und fragt erneut',
    pause: 'verlässt die Fragen, ohne etwas zu senden',
    decline: 'lehnt die Fragen ab (:decline <Grund>, oder den Grund in der nächsten Zeile)',
    cancel: 'weist die Anfrage zurück, ohne zu antworten',
    help: 'zeigt diese Liste',
  },
};

/**
 * `de-AT` → German; other languages read the terminal's own words in English (the words shared
 * with the elements, from their table, follow the language).
 */
export function cliWords(lang?: string): CliWords {
  return pickLang(lang) === 'de' ? de : en;
}

/** The words a switch (yes/no) answer may be typed as, in either language. */
export const YES = ['yes', 'y', 'true', 'ja', 'j', 'on', '1'];
export const NO = ['no', 'n', 'false', 'nein', 'off', '0'];

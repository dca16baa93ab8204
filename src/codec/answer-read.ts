/** Reading one answer against its question: what it says, and whether it says anything. */
import type { FormatHead } from './format.js';
import { toLocalDateTime } from './formats/dates.js';
import type { Answer, InputValue, Option, Question, QuestionSet } from './model.js';
import { fold, oneLine, quoteFree, textPiece, unquoteFree } from './normalize.js';
import { DECLINED_WORDS, declinedWords } from './decline-words.js';
import { ANSWER_WORDS, pickLang, type AnswerWords, type Lang } from './words.js';

export { oneLine };

export function answerFor(answers: readonly Answer[], questionId: string): Answer | undefined {
  return answers.find((a) => a.questionId === questionId);
}

const hasValue = (v: InputValue | null | undefined) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Whether an `answered` answer actually carries something (a confirm needs nothing more). */
function hasContent(q: Question, a: Answer): boolean {
  return q.kind === 'confirm' || a.selected.length > 0 || !!a.text?.trim() || hasValue(a.value);
}

/**
 * Whether a question takes free text beside its options: every question but a choice without
 * `allowCustom` (egoz: absent means chips only). The one rule the codec, the session, the element
 * and the terminal share: free text where it is not taken is never stored and never sent.
 */
export function takesFreeText(q: Question): boolean {
  return q.kind !== 'choice' || q.allowCustom;
}

/**
 * The answer a question's `default` (form, mcp) gives, as the user finds it pre-filled: the options
 * it names, its text (a date-time as its field shows it), or its typed value. Undefined without a
 * default, or with one that names no option or that its field cannot show.
 */
export function defaultAnswer(q: Question): Answer | undefined {
  const d = q.default;
  if (d === undefined) return undefined;
  const questionId = q.id;
  if (q.kind === 'choice') {
    const wanted = Array.isArray(d) ? d.map(String) : [String(d)];
    const selected = q.options.filter((o) => wanted.includes(o.id)).map((o) => o.id);
    return selected.length ? { questionId, outcome: 'answered', selected } : undefined;
  }
  if (typeof d === 'string') {
    // a date-time field shows a local time: a default with a zone (`…Z`) is that moment in the
    // user's zone, as the field can show it; one it cannot show is not used
    const text = q.input?.type === 'datetime-local' ? toLocalDateTime(d) : d;
    return text === undefined ? undefined : { questionId, outcome: 'answered', selected: [], text };
  }
  return { questionId, outcome: 'answered', selected: [], value: d };
}

/** Open = not answered at all, `later`, or `answered` with nothing in it. */
export function isOpen(q: Question, a: Answer | undefined): boolean {
  if (!a || a.outcome === 'later') return true;
  return a.outcome === 'answered' && !hasContent(q, a);
}

/**
 * Whether choosing nothing answers this question: a required multi-select without a minimum, in a
 * format whose schema takes the empty list (`emptySelection`: mcp, where JSON Schema's `required`
 * asks only that the array be there). Sending it open sends the empty list.
 */
export function takesEmpty(format: Pick<FormatHead, 'emptySelection'>, q: Question): boolean {
  return (
    !!format.emptySelection &&
    q.required &&
    q.kind === 'choice' &&
    q.multiple &&
    !((q.minSelections ?? 0) > 0)
  );
}

/** The labels of the selected options, in the order the options stand. */
export function selectedOptions(q: Question, a: Answer) {
  return q.options.filter((o) => a.selected.includes(o.id));
}

function valueText(v: InputValue, words: AnswerWords): string {
  if (typeof v === 'boolean') return v ? words.yes : words.no;
  if (Array.isArray(v)) return v.join(', ');
  return String(v);
}

/** What a phrase needs to know of the set's format. */
export type PhraseHead = Pick<FormatHead, 'emptySelection' | 'outcomes' | 'openIsLater' | 'valueIsLabel'> & {
  /** the format's text of a dismissal (its `Format`): free text that spells it is quoted */
  cancelled?: CancelledWords;
};

/**
 * An option's label as an answer gives it (`labels`, the text): as the asker wrote it where the
 * format keeps that in `value` (`valueIsLabel`: structured's "Postgres (Recommended)"), else as shown.
 */
export const answerLabel = (head: Pick<FormatHead, 'valueIsLabel'>, o: Option): string =>
  (head.valueIsLabel && o.value) || o.label;

/**
 * How a question left open reads (SPEC §5): an empty selection the format sends as [] (takesEmpty)
 * reads as what was sent, none; `later` where the format names an open question so on the wire
 * (`openIsLater`: vance); "no answer" everywhere else — never an outcome the format does not have.
 */
export function blankWord(q: Question, words: AnswerWords, head: PhraseHead): string {
  if (takesEmpty(head, q)) return words.none;
  return head.openIsLater ? words.later : words.noAnswer;
}

/** The phrase's parts: the labels, and the free text or value (both plain, as the user sees them). */
function phraseParts(
  q: Question,
  a: Answer | undefined,
  words: AnswerWords,
  head: PhraseHead,
): { word: string } | { labels: string[]; text: string; quote: boolean } {
  // a question the user put off with the format's Later reads so (index); a blank reads as blankWord
  if (a?.outcome === 'later' && head.outcomes.includes('later')) return { word: words.later };
  if (isOpen(q, a) || !a) return { word: blankWord(q, words, head) };
  if (a.outcome === 'settled') return { word: words.settled };
  if (a.outcome === 'unknown') return { word: words.unknown };
  const labels = selectedOptions(q, a).map((o) => answerLabel(head, o));
  const free = a.text?.trim() || '';
  const text = free || (hasValue(a.value) ? valueText(a.value as InputValue, words) : '');
  // free text and a list of names (a file input) are the user's own words: quoted where needed
  return { labels, text, quote: !!free || Array.isArray(a.value) };
}

/**
 * The readable answer of SPEC §5: labels joined by ", ", then " — <free text>" when both;
 * a confirm reads "yes"; the outcomes read as their words; an open question reads as `blankWord`.
 */
export function answerPhrase(
  q: Question,
  a: Answer | undefined,
  words: AnswerWords,
  head: PhraseHead,
): string {
  const p = phraseParts(q, a, words, head);
  if ('word' in p) return p.word;
  const labels = p.labels.join(', ');
  if (labels && p.text) return `${labels} — ${p.text}`;
  if (labels || p.text) return labels || p.text;
  return words.yes; // a confirm answered with nothing more
}

/** `- q → a`, `* q -> a`, `1. q: a`, `• q ⇒ a` … */
export const BULLET = /^\s*(?:[-*+•·]|\d+[.)])\s+/;
/** The arrow `encodeAnswers` writes first; the others people type after it. */
const ARROWS = [/\s*→\s*/g, /\s*(?:->|=>|⇒|➔|⟶|—>|:)\s*/g];

/** The questions by their one-line text; questions that share a text are listed in set order. */
export function questionsByText(set: QuestionSet): Map<string, Question[]> {
  const byText = new Map<string, Question[]>();
  for (const q of set.questions) {
    const key = fold(q.text);
    byText.set(key, [...(byText.get(key) ?? []), q]);
  }
  return byText;
}

/**
 * `- question → answer` with any bullet (or none) and any arrow: the questions with that text,
 * and the phrase after the arrow. The arrow `encodeAnswers` writes is tried before the others,
 * and a later arrow before an earlier one (a question text may itself hold a colon or an arrow).
 * The writer asks the same function whether a phrase would pass for a line (`answersText`).
 */
export function splitLine(line: string, byText: Map<string, Question[]>): [Question[], string] | undefined {
  const trimmed = line.trim();
  const unbulleted = trimmed.replace(BULLET, '');
  for (const text of unbulleted === trimmed ? [trimmed] : [unbulleted, trimmed]) {
    for (const arrow of ARROWS) {
      const found = [...text.matchAll(arrow)];
      for (let i = found.length - 1; i >= 0; i--) {
        const m = found[i];
        const questions = byText.get(fold(text.slice(0, m.index)));
        if (questions) return [questions, text.slice(m.index! + m[0].length)];
      }
    }
  }
  return undefined;
}

/** A format's text of a dismissal (MCP `cancel`) per UI language, in its own chunk (`Format.cancelled`). */
export type CancelledWords = Readonly<Record<Lang, string>>;

/**
 * The text of a declined set (SPEC §6, the way out): the user chose not to answer here, then their
 * note; a dismissed request says so in the format's words for it (`cancelled`), with no note.
 */
export function declineText(lang?: string, note?: string, cancelled?: CancelledWords): string {
  if (cancelled) return cancelled[pickLang(lang)];
  // as typed, or, with a line break or `→`, a JSON string literal: it stays one line, starts no
  // answer line, and reads back exactly (`readDecline`)
  const kept = note ? quoteFree(note) : '';
  const words = declinedWords(lang);
  return kept ? `${words} — ${kept}` : words;
}

const DECLINED = Object.values(DECLINED_WORDS).map(fold);

/**
 * A message that is a declined set's text, in any language, read back: the note it carries (none:
 * `{}`), or `action: 'cancel'` for the text of a dismissal in the format's words (`cancelled`);
 * undefined for any other message. The words hold no ` — `, so the first one starts the note.
 */
export function readDecline(
  message: string,
  cancelled?: CancelledWords,
): { note?: string; action?: 'cancel' } | undefined {
  const f = fold(message);
  if (cancelled && Object.values(cancelled).some((w) => fold(w) === f)) return { action: 'cancel' };
  if (!DECLINED.some((d) => f === d || f.startsWith(`${d} — `))) return undefined;
  const at = message.indexOf(' — ');
  const rest = at < 0 ? '' : message.slice(at + 3).trim();
  const note = unquoteFree(rest) ?? rest;
  return note ? { note } : {};
}

/** The form's `[form answers — id]` first line, if the message starts with it. */
export const FORM_HEADER = /^\s*\[form answers\s*[—–-]\s*([^\]\n]*)\][ \t]*(?:\n|$)/i;

const WORDS = new Set(
  Object.values(ANSWER_WORDS).flatMap((w) =>
    [w.settled, w.later, w.unknown, w.yes, w.no, w.none, w.noAnswer].map((x) =>
      fold(x).replace(/[.!]+$/, ''),
    ),
  ),
);

/**
 * Whether free text, written as it stands, would read back as something else: an outcome,
 * yes / no or none word, a decline or dismissal, a pick of the question's options, a form header,
 * or a line of the set.
 */
function readsAsMore(
  q: Question,
  text: string,
  byText: Map<string, Question[]>,
  cancelled: CancelledWords | undefined,
): boolean {
  const f = fold(text);
  if (WORDS.has(f.replace(/[.!]+$/, '')) || /^\[form answers/.test(f) || readDecline(text, cancelled))
    return true;
  for (const o of q.options) {
    const l = fold(o.label);
    if (!l || !f.startsWith(l)) continue;
    const rest = f.slice(l.length);
    if (!rest || /^\s*,/.test(rest) || rest.startsWith(' — ')) return true;
  }
  return splitLine(text, byText) !== undefined || splitLine(f, byText) !== undefined;
}

/**
 * The phrase as the answer text writes it: labels on one line without `→` or bidi controls, free
 * text (and a list of file names) quoted where it would start a line or read as more than it says
 * (see `quoteFree`).
 */
export function linePhrase(
  set: QuestionSet,
  q: Question,
  a: Answer | undefined,
  words: AnswerWords,
  head: PhraseHead,
  byText: Map<string, Question[]> = questionsByText(set),
): string {
  const p = phraseParts(q, a, words, head);
  if ('word' in p) return p.word;
  const labels = p.labels.map(textPiece).join(', ');
  const text = p.quote
    ? quoteFree(p.text, (t) => readsAsMore(q, t, byText, head.cancelled))
    : textPiece(p.text);
  if (labels && text) return `${labels} — ${text}`;
  if (labels || text) return labels || text;
  return words.yes;
}

/**
 * One line per question, or the answer alone for a set of one question — unless that answer
 * would itself pass for a line of the set, a form header (a label or value that folds to
 * "<question text>: …", say) or a declined set's text: then it is written as its line, which
 * `readAnswers` reads the same.
 */
export function answersText(
  set: QuestionSet,
  answers: readonly Answer[],
  words: AnswerWords,
  head: PhraseHead,
): string {
  const byText = questionsByText(set);
  const phrase = (q: Question) => linePhrase(set, q, answerFor(answers, q.id), words, head, byText);
  const line = (q: Question) => `- ${textPiece(q.text)} → ${phrase(q)}`;
  if (set.questions.length === 1) {
    const alone = phrase(set.questions[0]);
    return splitLine(alone, byText) || FORM_HEADER.test(alone) || readDecline(alone)
      ? line(set.questions[0])
      : alone;
  }
  return set.questions.map(line).join('\n');
}

/** The form id in the `[form answers — <id>]` header: one line, no `]`. */
export const headerId = (id: string) => textPiece(id).replace(/\]/g, ')');

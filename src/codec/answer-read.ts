/** Reading one answer against its question: what it says, and whether it says anything. */
import type { FormatHead } from './format.js';
import type { Answer, InputValue, Question, QuestionSet } from './model.js';
import { fold, oneLine, quoteFree, textPiece } from './normalize.js';
import { ANSWER_WORDS, type AnswerWords } from './words.js';

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

/** The phrase's parts: the labels, and the free text or value (both plain, as the user sees them). */
function phraseParts(
  q: Question,
  a: Answer | undefined,
  words: AnswerWords,
): { word: string } | { labels: string[]; text: string; free: boolean } {
  if (isOpen(q, a) || !a) return { word: words.later };
  if (a.outcome === 'settled') return { word: words.settled };
  if (a.outcome === 'unknown') return { word: words.unknown };
  const labels = selectedOptions(q, a).map((o) => o.label);
  const free = a.text?.trim() || '';
  const text = free || (hasValue(a.value) ? valueText(a.value as InputValue, words) : '');
  return { labels, text, free: !!free };
}

/**
 * The readable answer of SPEC §5: labels joined by ", ", then " — <free text>" when both;
 * a confirm reads "yes"; the outcomes read as their words; an open question reads "later".
 */
export function answerPhrase(q: Question, a: Answer | undefined, words: AnswerWords): string {
  const p = phraseParts(q, a, words);
  if ('word' in p) return p.word;
  const labels = p.labels.join(', ');
  if (labels && p.text) return `${labels} — ${p.text}`;
  if (labels || p.text) return labels || p.text;
  return words.yes; // a confirm answered with nothing more
}

const ARROW = /\s*(?:→|->|=>|⇒|➔|⟶|—>|:)\s*/g;
const BULLET = /^\s*(?:[-*+•·]|\d+[.)])\s+/;
const WORDS = new Set(
  Object.values(ANSWER_WORDS).flatMap((w) =>
    [w.settled, w.later, w.unknown, w.yes, w.no].map((x) => fold(x).replace(/[.!]+$/, '')),
  ),
);

/**
 * Whether free text, written as it stands, would read back as something else: an outcome or
 * yes/no word, a pick of the question's options, a form header, or a line of the set.
 */
function readsAsMore(set: QuestionSet, q: Question, text: string): boolean {
  const f = fold(text);
  if (WORDS.has(f.replace(/[.!]+$/, '')) || /^\[form answers/.test(f)) return true;
  for (const o of q.options) {
    const l = fold(o.label);
    if (!l || !f.startsWith(l)) continue;
    const rest = f.slice(l.length);
    if (!rest || /^\s*,/.test(rest) || rest.startsWith(' — ')) return true;
  }
  const texts = new Set(set.questions.map((x) => fold(textPiece(x.text))));
  for (const line of [f, f.replace(BULLET, '')])
    for (const m of line.matchAll(ARROW)) if (texts.has(fold(line.slice(0, m.index)))) return true;
  return false;
}

/**
 * The phrase as the answer text writes it: labels on one line without `→` or bidi controls, free
 * text quoted where it would start a line or read as more than it says (see `quoteFree`).
 */
export function linePhrase(set: QuestionSet, q: Question, a: Answer | undefined, words: AnswerWords): string {
  const p = phraseParts(q, a, words);
  if ('word' in p) return p.word;
  const labels = p.labels.map(textPiece).join(', ');
  const text = p.free ? quoteFree(p.text, (t) => readsAsMore(set, q, t)) : textPiece(p.text);
  if (labels && text) return `${labels} — ${text}`;
  if (labels || text) return labels || text;
  return words.yes;
}

/** One line per question, or the answer alone for a set of one question. */
export function answersText(set: QuestionSet, answers: readonly Answer[], words: AnswerWords): string {
  const phrase = (q: Question) => linePhrase(set, q, answerFor(answers, q.id), words);
  if (set.questions.length === 1) return phrase(set.questions[0]);
  return set.questions.map((q) => `- ${textPiece(q.text)} → ${phrase(q)}`).join('\n');
}

/** The form id in the `[form answers — <id>]` header: one line, no `]`. */
export const headerId = (id: string) => textPiece(id).replace(/\]/g, ')');

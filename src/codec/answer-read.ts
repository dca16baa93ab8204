/** Reading one answer against its question: what it says, and whether it says anything. */
import type { Answer, InputValue, Question, QuestionSet } from './model.js';
import type { AnswerWords } from './words.js';

/** The question text on one line, for answer lines. */
export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

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

/** The labels of the selected options, in the order the options stand. */
export function selectedOptions(q: Question, a: Answer) {
  return q.options.filter((o) => a.selected.includes(o.id));
}

function valueText(v: InputValue, words: AnswerWords): string {
  if (typeof v === 'boolean') return v ? words.yes : words.no;
  if (Array.isArray(v)) return v.join(', ');
  return String(v);
}

/**
 * The readable answer of SPEC §5: labels joined by ", ", then " — <free text>" when both;
 * a confirm reads "yes"; the outcomes read as their words; an open question reads "later".
 */
export function answerPhrase(q: Question, a: Answer | undefined, words: AnswerWords): string {
  if (isOpen(q, a) || !a) return words.later;
  if (a.outcome === 'settled') return words.settled;
  if (a.outcome === 'unknown') return words.unknown;
  const labels = selectedOptions(q, a)
    .map((o) => o.label)
    .join(', ');
  const text = a.text?.trim() || (hasValue(a.value) ? valueText(a.value as InputValue, words) : '');
  if (labels && text) return `${labels} — ${text}`;
  if (labels || text) return labels || text;
  return words.yes; // a confirm answered with nothing more
}

/** One line per question, or the answer alone for a set of one question. */
export function answersText(set: QuestionSet, answers: readonly Answer[], words: AnswerWords): string {
  const phrase = (q: Question) => answerPhrase(q, answerFor(answers, q.id), words);
  if (set.questions.length === 1) return phrase(set.questions[0]);
  return set.questions.map((q) => `- ${oneLine(q.text)} → ${phrase(q)}`).join('\n');
}

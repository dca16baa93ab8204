/**
 * The agent's side of the loop: a user message read back into answers (the text `encodeAnswers`
 * writes, with the light edits people make), and whether a set has converged.
 */
import { answerFor, isOpen, oneLine } from './answer-read.js';
import { normalizeAnswers } from './answers.js';
import type { Answer, InputValue, Option, Question, QuestionSet } from './model.js';
import { FORMATS } from './registry.js';
import { ANSWER_WORDS } from './words.js';

export interface ReadResult {
  /** one answer per question the message answers, in question order */
  answers: Answer[];
  /** questions the message did not answer (they stay open) */
  open: string[];
  /** lines or phrases that could not be mapped, never guessed */
  unmatched: string[];
}

const fold = (s: string) => oneLine(s).toLowerCase().normalize('NFKC');

/** `- q → a`, `* q -> a`, `1. q: a`, `• q ⇒ a` … */
const BULLET = /^\s*(?:[-*+•·]|\d+[.)])\s+/;
const ARROW = /\s*(?:→|->|=>|⇒|➔|—>|:)\s*/;

/** Every language's word for an outcome; `yes` / `no` for confirms and switches. */
function outcomeOf(phrase: string): Answer['outcome'] | undefined {
  const p = fold(phrase).replace(/[.!]+$/, '');
  for (const w of Object.values(ANSWER_WORDS)) {
    if (p === w.settled) return 'settled';
    if (p === w.later) return 'later';
    if (p === fold(w.unknown) || p === fold(w.unknown).replace('’', "'")) return 'unknown';
  }
  return undefined;
}

function yesNo(phrase: string): boolean | undefined {
  const p = fold(phrase).replace(/[.!]+$/, '');
  for (const w of Object.values(ANSWER_WORDS)) {
    if (p === w.yes) return true;
    if (p === w.no) return false;
  }
  return undefined;
}

/** Splits "A, B — note" into options; undefined when a part is not an option. */
function matchOptions(q: Question, phrase: string): { selected: string[]; text?: string } | undefined {
  const dash = phrase.indexOf(' — ');
  const head = dash >= 0 ? phrase.slice(0, dash) : phrase;
  const tail = dash >= 0 ? phrase.slice(dash + 3).trim() : undefined;
  const labels = [...q.options].sort((a, b) => b.label.length - a.label.length);
  const selected: Option[] = [];
  let rest = fold(head);
  while (rest) {
    const hit = labels.find((o) => rest === fold(o.label) || rest.startsWith(fold(o.label) + ','));
    if (!hit || selected.includes(hit)) return undefined;
    selected.push(hit);
    rest = rest.slice(fold(hit.label).length).replace(/^,\s*/, '');
  }
  if (!selected.length || (!q.multiple && selected.length > 1)) return undefined;
  if (tail && !q.allowCustom) return undefined;
  const ids = q.options.filter((o) => selected.includes(o)).map((o) => o.id);
  return tail ? { selected: ids, text: tail } : { selected: ids };
}

/** One phrase → the answer it states for a question, or undefined when it cannot be mapped. */
function readPhrase(q: Question, phrase: string, offered: readonly string[]): Answer | undefined {
  const text = phrase.trim();
  if (!text) return undefined;
  const outcome = outcomeOf(text);
  if (outcome === 'later') return { questionId: q.id, outcome: 'later', selected: [] };
  if (outcome && offered.includes(outcome)) return { questionId: q.id, outcome, selected: [] };
  const base = { questionId: q.id, outcome: 'answered' as const };
  if (q.kind === 'confirm' && yesNo(text) === true) return { ...base, selected: [] };
  if (q.options.length) {
    const hit = matchOptions(q, text);
    if (hit) return { ...base, ...hit };
  }
  if (q.kind === 'input' && q.input) {
    const value = inputValue(q, text);
    if (value === undefined) return undefined;
    return typeof value === 'string'
      ? { ...base, selected: [], text: value }
      : { ...base, selected: [], value };
  }
  if (q.allowCustom || q.kind === 'text' || q.kind === 'confirm') return { ...base, selected: [], text };
  return undefined;
}

function inputValue(q: Question, text: string): InputValue | undefined {
  switch (q.input!.type) {
    case 'number':
    case 'range': {
      const n = Number(text.replace(',', '.'));
      return Number.isFinite(n) ? n : undefined;
    }
    case 'switch':
      return yesNo(text);
    case 'file':
      return text.split(/,\s*/).filter(Boolean);
    default:
      return text;
  }
}

/** The form's `[form answers — id]` first line, if the message starts with it. */
const FORM_HEADER = /^\s*\[form answers\s*[—–-]\s*([^\]]*)\]\s*\n?/i;

/**
 * Reads a user message back into answers. It understands the text `encodeAnswers` writes (English
 * and German words), with other bullets or arrows, any case, extra blank lines and reordered
 * lines; the form's `[form answers — id]` message; and a bare answer for a one-question set.
 * What it cannot map stays open and is listed in `unmatched`: nothing is guessed.
 */
export function readAnswers(set: QuestionSet, message: string): ReadResult {
  const offered = FORMATS[set.format].outcomes;
  let body = message.replace(/\r\n?/g, '\n');
  const header = FORM_HEADER.exec(body);
  if (header) body = body.slice(header[0].length);
  const answers: Answer[] = [];
  const unmatched: string[] = [];
  const lines = body.split('\n').filter((l) => l.trim());
  const byText = new Map(set.questions.map((q) => [fold(q.text), q]));
  const listed = lines.filter((l) => BULLET.test(l));
  if (set.questions.length === 1 && !(listed.length === 1 && splitLine(listed[0], byText))) {
    const q = set.questions[0];
    const a = readPhrase(q, body.trim(), offered);
    if (a) answers.push(a);
    else if (body.trim()) unmatched.push(body.trim());
  } else {
    for (const line of lines) {
      const parts = splitLine(line, byText);
      if (!parts) {
        unmatched.push(line.trim());
        continue;
      }
      const [q, phrase] = parts;
      const a = answerFor(answers, q.id) ? undefined : readPhrase(q, phrase, offered);
      if (a) answers.push(a);
      else unmatched.push(line.trim());
    }
  }
  const kept = normalizeAnswers(set, answers).filter((a) => a.outcome !== 'later');
  return {
    answers: kept,
    open: set.questions.filter((q) => isOpen(q, answerFor(kept, q.id))).map((q) => q.id),
    unmatched,
  };
}

/** `- question → answer` with any bullet and arrow; the question must be one of the set's. */
function splitLine(line: string, byText: Map<string, Question>): [Question, string] | undefined {
  const rest = line.replace(BULLET, '');
  const arrows = [...rest.matchAll(new RegExp(ARROW.source, 'g'))];
  // the question text may itself hold a colon or an arrow: try every split, longest question first
  for (let i = arrows.length - 1; i >= 0; i--) {
    const m = arrows[i];
    const q = byText.get(fold(rest.slice(0, m.index)));
    if (q) return [q, rest.slice(m.index! + m[0].length)];
  }
  return undefined;
}

/**
 * Whether a set has converged: every question that must be answered is answered — `required`
 * ones, vance `blocker`s, and every question of a format that only takes complete sets.
 */
export function isComplete(set: QuestionSet, answers: readonly Answer[]): boolean {
  const partial = FORMATS[set.format].partial;
  return set.questions.every(
    (q) => !(q.required || q.weight === 'blocker' || !partial) || !isOpen(q, answerFor(answers, q.id)),
  );
}

/**
 * The agent's side of the loop: a user message read back into answers (the text `encodeAnswers`
 * writes, with the light edits people make), and whether a set has converged.
 */
import {
  answerFor,
  answerLabel,
  BULLET,
  FORM_HEADER,
  headerId,
  isOpen,
  questionsByText,
  readDecline,
  splitLine,
  takesEmpty,
} from './answer-read.js';
import { normalizeAnswers } from './answers.js';
import type { FormatHead } from './format.js';
import type { Answer, InputValue, Option, Question, QuestionSet } from './model.js';
import { FORMATS } from './registry.js';
import { fold, unquoteFree } from './normalize.js';
import { ANSWER_WORDS } from './words.js';

export interface ReadResult {
  /** one answer per question the message answers, in question order */
  answers: Answer[];
  /** questions the message did not answer (they stay open) */
  open: string[];
  /** lines or phrases that could not be mapped, never guessed */
  unmatched: string[];
  /**
   * whether the message is this set's answer text as `encodeAnswers` writes it (with the light
   * edits people make): every line read, the answer of a one-question set on one line, a form's
   * message under its header. A reply typed in the chat is not, even where part of it reads as an
   * answer: a host restoring a transcript shows the set as answered in the chat, nothing attributed.
   */
  answerText: boolean;
  /**
   * the message is a declined set's text (the way out: the user chose to answer in the chat), in
   * any language: nothing is answered, and `note` is what the user added; `action: 'cancel'` when
   * it is the text of a dismissed request (MCP `cancel`)
   */
  declined?: { note?: string; action?: 'cancel' };
}

/** A phrase without the full stop or exclamation mark people add. */
const bare = (phrase: string) => fold(phrase).replace(/[.!]+$/, '');

/**
 * Every language's word for an outcome, and "no answer" (`open`), the word of a question left open
 * outside vance.
 */
function outcomeOf(phrase: string): Answer['outcome'] | 'open' | undefined {
  const p = bare(phrase);
  for (const w of Object.values(ANSWER_WORDS)) {
    if (p === fold(w.settled)) return 'settled';
    if (p === fold(w.later)) return 'later';
    if (p === fold(w.noAnswer)) return 'open';
    if (p === fold(w.unknown)) return 'unknown';
  }
  return undefined;
}

/** The word for an empty selection, in every language. */
function isNone(phrase: string): boolean {
  const p = bare(phrase);
  return Object.values(ANSWER_WORDS).some((w) => p === fold(w.none));
}

/** `yes` / `no` in every language. */
function yesNo(phrase: string): boolean | undefined {
  const p = bare(phrase);
  for (const w of Object.values(ANSWER_WORDS)) {
    if (p === fold(w.yes)) return true;
    if (p === fold(w.no)) return false;
  }
  return undefined;
}

/**
 * The options a run of labels joined by ", " names, in any case; undefined unless the whole run
 * is labels, each once. Labels may themselves hold commas: every way of reading the run is tried.
 * An option reads by its label as shown and as the answer writes it (`answerLabel`).
 */
function labelRun(q: Question, run: string, format: FormatHead): Option[] | undefined {
  const labels = q.options
    .flatMap((o) => {
      const shown = fold(o.label);
      const written = fold(answerLabel(format, o));
      return written === shown
        ? [{ o, f: shown }]
        : [
            { o, f: shown },
            { o, f: written },
          ];
    })
    .filter((l) => l.f)
    .sort((a, b) => b.f.length - a.f.length);
  const text = fold(run);
  const failed = new Set<string>();
  let budget = 10_000; // a pathological run of overlapping labels reads as unmatched, never as a guess
  const from = (at: number, chosen: Option[]): Option[] | undefined => {
    if (at === text.length) return chosen.length ? chosen : undefined;
    const state = `${at}|${chosen.map((o) => o.id).join('\u0000')}`;
    if (failed.has(state) || --budget < 0) return undefined;
    for (const { o, f } of labels) {
      if (chosen.includes(o) || !text.startsWith(f, at)) continue;
      const after = text.slice(at + f.length);
      const sep = /^\s*,\s*/.exec(after);
      if (!sep && after) continue;
      if (sep && at + f.length + sep[0].length === text.length) continue; // a trailing comma
      const found = from(at + f.length + (sep?.[0].length ?? 0), [...chosen, o]);
      if (found) return found;
    }
    failed.add(state);
    return undefined;
  };
  return from(0, []);
}

/**
 * "A, B — note": the options, then the free text after " — " where the question takes some.
 * The whole phrase is tried as labels first, then each " — " in turn.
 */
function matchOptions(
  q: Question,
  phrase: string,
  format: FormatHead,
): { selected: string[]; text?: string } | undefined {
  const splits: [string, string | undefined][] = [[phrase, undefined]];
  for (let i = phrase.indexOf(' — '); i >= 0; i = phrase.indexOf(' — ', i + 1))
    splits.push([phrase.slice(0, i), phrase.slice(i + 3).trim()]);
  for (const [head, tail] of splits) {
    if (tail !== undefined && (!tail || !q.allowCustom)) continue;
    const chosen = labelRun(q, head, format);
    if (!chosen || (!q.multiple && chosen.length > 1)) continue;
    const selected = q.options.filter((o) => chosen.includes(o)).map((o) => o.id);
    const text = tail === undefined ? undefined : (unquoteFree(tail) ?? tail).trim();
    return text ? { selected, text } : { selected };
  }
  return undefined;
}

function inputValue(q: Question, text: string): InputValue | undefined {
  switch (q.input!.type) {
    case 'number':
    case 'range': {
      // a decimal comma (1,5) reads as a point; anything else as JavaScript reads numbers
      const n = Number(/^[-+]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'switch': {
      const word = bare(text);
      return yesNo(text) ?? (word === 'true' ? true : word === 'false' ? false : undefined);
    }
    case 'file':
      return text
        .split(/\s*,\s*/)
        .map((s) => s.trim())
        .filter(Boolean);
    default:
      return text;
  }
}

/** The answers read as a question left open: not kept (a Later the user pressed is kept). */
const blanks = new WeakSet<Answer>();
const blank = (a: Answer): Answer => (blanks.add(a), a);

/** One phrase → the answer it states for a question, or undefined when it cannot be mapped. */
function readPhrase(q: Question, phrase: string, format: FormatHead): Answer | undefined {
  const offered: readonly string[] = format.outcomes;
  const text = phrase.trim();
  if (!text) return undefined;
  const quoted = unquoteFree(text);
  if (quoted !== undefined) {
    // a label may itself look like a quoted string: the options are tried on the phrase as written
    const picked = q.options.length ? matchOptions(q, text, format) : undefined;
    return picked ? { questionId: q.id, outcome: 'answered', ...picked } : quotedText(q, quoted);
  }
  const outcome = outcomeOf(text);
  // "no answer", and `later` where the format has no Later of its own to press: an open question
  if (outcome === 'open' || (outcome === 'later' && (format.openIsLater || !offered.includes('later'))))
    return blank({ questionId: q.id, outcome: 'later', selected: [] });
  if (outcome && offered.includes(outcome)) return { questionId: q.id, outcome, selected: [] };
  const base = { questionId: q.id, outcome: 'answered' as const };
  if (q.kind === 'confirm' && yesNo(text) === true) return { ...base, selected: [] };
  if (q.options.length) {
    const hit = matchOptions(q, text, format);
    if (hit) return { ...base, ...hit };
    // the empty selection a format sends as [] (a label spelling the word is read as the label)
    if (takesEmpty(format, q) && isNone(text)) return { ...base, selected: [] };
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

/** Free text the writer quoted: only ever free text, never an outcome, a pick or a yes. */
function quotedText(q: Question, quoted: string): Answer | undefined {
  const text = quoted.trim();
  if (!text) return undefined;
  const base = { questionId: q.id, outcome: 'answered' as const, selected: [] };
  if (q.kind === 'input' && q.input) {
    const value = inputValue(q, text);
    if (value === undefined) return undefined;
    return typeof value === 'string' ? { ...base, text: value } : { ...base, value };
  }
  if (q.allowCustom || q.kind === 'text' || q.kind === 'confirm') return { ...base, text };
  return undefined;
}

/**
 * Reads a user message back into answers. It understands the text `encodeAnswers` writes (English
 * and German words), with other bullets or none, other arrows (`->`, `=>`, `:`), any case, extra
 * blank lines and reordered lines; the form's `[form answers — id]` message (a header naming
 * another form answers nothing here); and a bare answer for a one-question set.
 * What it cannot map stays open and is listed in `unmatched`: nothing is guessed.
 */
export function readAnswers(set: QuestionSet, message: string): ReadResult {
  const format = FORMATS[set.format];
  const declined = readDecline(message, format.cancelled);
  if (declined)
    return { answers: [], open: set.questions.map((q) => q.id), unmatched: [], answerText: false, declined };
  let body = message.replace(/\r\n?/g, '\n');
  const answers: Answer[] = [];
  const unmatched: string[] = [];
  const header = FORM_HEADER.exec(body);
  if (header && fold(header[1]) !== fold(headerId(set.id))) {
    // the answers of another form: none of them is this set's
    return {
      answers: [],
      open: set.questions.map((q) => q.id),
      unmatched: [body.trim()],
      answerText: false,
    };
  }
  if (header) body = body.slice(header[0].length);
  const lines = body.split('\n').filter((l) => l.trim());
  const byText = questionsByText(set);

  // one question: its line (`- q → a`, as a bullet or as the whole message), else the message is the answer
  const single = set.questions.length === 1;
  const asLine = (l: string) => splitLine(l, byText) !== undefined;
  // the text encodeAnswers writes: a form's under its header, one answer on one line, nothing left over
  let answerText = lines.length > 0 && (!!header || !format.message);
  if (single && !(lines.length === 1 ? asLine(lines[0]) : lines.some((l) => BULLET.test(l) && asLine(l)))) {
    const q = set.questions[0];
    const phrase = body.trim();
    if (lines.length > 1) answerText = false;
    const a = readPhrase(q, phrase, format);
    if (a) answers.push(a);
    else if (phrase) unmatched.push(phrase);
  } else {
    const taken = new Set<string>();
    for (const line of lines) {
      const parts = splitLine(line, byText);
      const q = parts?.[0].find((x) => !taken.has(x.id));
      const a = q && readPhrase(q, parts![1], format);
      if (!q || !a) {
        unmatched.push(line.trim());
        continue;
      }
      taken.add(q.id);
      answers.push(a);
    }
  }
  // only what the message says: a default it does not state is not read into it (a reply typed in
  // the chat attributes nothing to a question)
  const kept = normalizeAnswers(
    set,
    answers.filter((a) => !blanks.has(a)),
    { defaults: false },
  );
  return {
    answers: kept,
    open: set.questions.filter((q) => !answersIt(format, q, answerFor(kept, q.id))).map((q) => q.id),
    unmatched,
    answerText: answerText && unmatched.length === 0,
  };
}

/**
 * Whether an answer answers its question: it says something, or it is the empty selection of a
 * question whose schema takes the empty list (`none`, sent as []).
 */
function answersIt(format: FormatHead, q: Question, a: Answer | undefined): boolean {
  if (!a) return false;
  if (!isOpen(q, a)) return true;
  return a.outcome === 'answered' && takesEmpty(format, q);
}

/**
 * Whether a set has converged: every question that must be answered is answered — `required`
 * ones, vance `blocker`s, and every question of a format that only takes complete sets
 * (shiitake). An outcome the format does not offer ("looks good" on a form) answers nothing.
 */
export function isComplete(set: QuestionSet, answers: readonly Answer[]): boolean {
  const format = FORMATS[set.format];
  return set.questions.every((q) => {
    if (!(q.required || q.weight === 'blocker' || !format.sendsOpen)) return true;
    const a = answerFor(answers, q.id);
    if (!a || !answersIt(format, q, a)) return false;
    return a.outcome === 'answered' || (format.outcomes as readonly string[]).includes(a.outcome);
  });
}

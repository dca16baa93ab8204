/** Answers → the readable text and the format's own payload (SPEC §5), and the sending rules. */
import {
  answerFor,
  answerLabel,
  answersText,
  declineText,
  defaultAnswer,
  isOpen,
  takesEmpty,
  takesFreeText,
} from './answer-read.js';
import type { SendIssue } from './format.js';
import type { Answer, QuestionSet } from './model.js';
import { FORMATS } from './registry.js';
import { answerWords } from './words.js';

export interface EncodeOptions {
  /** reuse the id of an earlier attempt when retrying the same answers */
  requestId?: string;
  /** the UI language of the words in the text (en, de) */
  lang?: string;
  /** form: chosen files per question id */
  files?: Record<string, unknown[]>;
}

export interface Encoded {
  text: string;
  payload: unknown;
  requestId: string;
}

/** A fresh id for one submission attempt (RFC 4122 v4). */
export function mintRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Keeps one answer per question of the set, in question order; answers to unknown ids are dropped,
 * and so is free text beside the options of a question that takes none (`allowCustom` false: its
 * `text` and any typed `value`), so neither the text nor the payload carries an answer the format
 * never offered — the element and the terminal never offer it, and the codec refuses it to any
 * other caller the same way. Where the format says so (`defaultsAnswer`: mcp), a required question
 * left without an answer takes its `default`, as the user finds it pre-filled: an untouched default
 * is sent as the answer.
 */
export function normalizeAnswers(
  set: QuestionSet,
  answers: readonly Answer[],
  { defaults: fill = true }: { defaults?: boolean } = {},
): Answer[] {
  const out: Answer[] = [];
  const defaults = fill && FORMATS[set.format].defaultsAnswer;
  for (const q of set.questions) {
    const a = answerFor(answers, q.id) ?? (defaults && q.required ? defaultAnswer(q) : undefined);
    if (!a) continue;
    const known = a.selected.filter((id) => q.options.some((o) => o.id === id));
    const kept: Answer = { ...a, selected: q.multiple ? known : known.slice(0, 1) };
    if (!takesFreeText(q)) {
      delete kept.text;
      delete kept.value;
    }
    out.push(kept);
  }
  return out;
}

export function encodeAnswers(
  set: QuestionSet,
  answers: readonly Answer[],
  options: EncodeOptions = {},
): Encoded {
  const words = answerWords(options.lang);
  const kept = normalizeAnswers(set, answers);
  const format = FORMATS[set.format];
  const read = answersText(set, kept, words, format);
  const text = format.message ? format.message(set, read) : read;
  const requestId = options.requestId ?? mintRequestId();
  const payload = format.payload(set, kept, { text, requestId, words, files: options.files });
  return { text, payload, requestId };
}

/**
 * An answer as `question-answers` gives it, every kind filled (the table in
 * docs/reference/question-set.md): the chosen options' labels beside their ids, in the same order,
 * and a confirm's yes as `value: true`.
 */
export interface LabelledAnswer extends Answer {
  /**
   * the label of each id in `selected`, as the asker wrote it (`answerLabel`: structured's
   * "Postgres (Recommended)", as its payload has it); an id the question lacks keeps the id
   */
  labels: string[];
}

/** The answers with the chosen options' labels beside their ids, for a host that shows or stores labels. */
export function labelAnswers(set: QuestionSet, answers: readonly Answer[]): LabelledAnswer[] {
  const head = FORMATS[set.format];
  return answers.map((a) => {
    const q = set.questions.find((x) => x.id === a.questionId);
    const labelled: LabelledAnswer = {
      ...a,
      labels: a.selected.map((id) => {
        const o = q?.options.find((x) => x.id === id);
        return o ? answerLabel(head, o) : id;
      }),
    };
    // a confirm answered with nothing more is its yes (its text reads "yes"): say so in the value
    if (q?.kind === 'confirm' && a.outcome === 'answered' && !a.text?.trim()) labelled.value ??= true;
    return labelled;
  });
}

export interface DeclineOptions {
  requestId?: string;
  note?: string;
  /** mcp: `cancel` when the user dismissed the request rather than declining it */
  action?: 'decline' | 'cancel';
  /** the UI language of the text */
  lang?: string;
}

/**
 * Declining the whole set, the way out every set offers (SPEC §6): the text the agent reads (the
 * user chose not to answer here, never a phrase that reads as an answer; `readAnswers` reads it
 * back as a decline) and the format's own decline payload (mcp `decline` / `cancel`, shiitake
 * `DeclineInput`), or the shape each other format documents beside its answer (docs/events.md).
 */
export function encodeDecline(set: QuestionSet, options: DeclineOptions = {}): Encoded {
  const requestId = options.requestId ?? mintRequestId();
  const note = options.note?.trim() || undefined;
  const action = options.action ?? 'decline';
  const format = FORMATS[set.format];
  const text = declineText(options.lang, note, action === 'cancel' ? format.cancelled : undefined);
  return { text, payload: format.decline(set, { requestId, note, text, action }), requestId };
}

export interface SendCheck {
  ok: boolean;
  issues: SendIssue[];
}

/**
 * Whether these answers may be sent: every required question answered (where the format takes an
 * empty selection, a required multi-select without a minimum is answered by choosing nothing),
 * plus the format's own rule (shiitake needs a complete set; form and mcp check values and
 * selection counts).
 */
export function checkAnswers(set: QuestionSet, answers: readonly Answer[]): SendCheck {
  const format = FORMATS[set.format];
  const kept = normalizeAnswers(set, answers);
  const issues: SendIssue[] = [];
  for (const q of set.questions) {
    const a = answerFor(kept, q.id);
    if ((q.required || !format.sendsOpen) && isOpen(q, a) && !takesEmpty(format, q))
      issues.push({
        questionId: q.id,
        code: q.required ? 'required' : 'incomplete',
        message: q.required
          ? 'This question needs an answer'
          : 'Every question needs an answer before sending',
      });
    else if (a && !isOpen(q, a) && q.maxSelections !== undefined && a.selected.length > q.maxSelections)
      issues.push({ questionId: q.id, code: 'too-many', message: `Choose at most ${q.maxSelections}` });
  }
  for (const issue of format.check?.(set, kept) ?? [])
    if (!issues.some((i) => i.questionId === issue.questionId)) issues.push(issue);
  return { ok: issues.length === 0, issues };
}

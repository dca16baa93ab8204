/**
 * The state of one answering session, DOM-free: which step is shown, the draft answers, and
 * whether they may be sent. Every function returns a new state; the elements only render it.
 */
import { checkAnswers, normalizeAnswers, type SendCheck } from '../codec/answers.js';
import { answerFor, defaultAnswer, takesFreeText } from '../codec/answer-read.js';
import type { SendIssue } from '../codec/format.js';
import type { Answer, InputValue, Outcome, Question, QuestionSet } from '../codec/model.js';

export type Layout = 'card' | 'wizard' | 'form';
export type LayoutSetting = Layout | 'auto';

export interface WizardState {
  readonly layout: Layout;
  /** 0 … n-1: that question; n: the overview (wizard layout only) */
  readonly step: number;
  readonly answers: readonly Answer[];
  /** the step was opened from the overview: moving on goes back there */
  readonly editing: boolean;
  /**
   * The questions whose field holds what the browser cannot read as a value (a number field's
   * `1e`, half a date: `validity.badInput`). Such a question has no answer, and is never read as
   * blank: the send refuses it until the field is corrected or cleared.
   */
  readonly unreadable?: readonly string[];
}

/** What is kept across re-creations of an element (issue: drafts survive). */
export interface Draft {
  answers: Answer[];
  step: number;
}

/** A field that needs no step of its own: a typed input, or a short choice without descriptions, context or proposal. */
const simple = (q: Question) =>
  !q.context &&
  !q.proposal &&
  (q.kind === 'input' ||
    (q.kind === 'choice' && q.options.length <= 5 && q.options.every((o) => !o.description)));

/** From this many questions on, a set of simple fields (at least one typed) is a one-page form, not a wizard. */
export const FORM_FROM = 4;

/**
 * The question a set asks for a plain yes or no (MCP `{ confirm: boolean }`): every question is a
 * switch, and it is the only one, or the only required one (the others stay switches on the same
 * page). Outside a wizard it is answered by a Yes / No pair that sends, not by a switch and Send.
 */
export function confirmOf(set: QuestionSet): Question | undefined {
  const qs = set.questions;
  // a switch the server takes one value of (MCP `enum: [true]`) is no yes or no: its No is refused
  if (!qs.every((q) => q.input?.type === 'switch' && q.input.only === undefined)) return undefined;
  const required = qs.filter((q) => q.required);
  return qs.length === 1 ? qs[0] : required.length === 1 ? required[0] : undefined;
}

export function resolveLayout(set: QuestionSet, layout: LayoutSetting = 'auto'): Layout {
  if (layout === 'auto') {
    const qs = set.questions;
    if (qs.length === 1) return 'card';
    if (confirmOf(set)) return 'form';
    return qs.length >= FORM_FROM && qs.every(simple) && qs.some((q) => q.kind === 'input')
      ? 'form'
      : 'wizard';
  }
  // a card shows one question: a set of several keeps its wizard
  if (layout === 'card' && set.questions.length > 1) return 'wizard';
  return layout;
}

export function start(set: QuestionSet, layout: LayoutSetting = 'auto', draft?: Draft): WizardState {
  const resolved = resolveLayout(set, layout);
  const answers = draft ? normalizeAnswers(set, draft.answers) : defaults(set);
  const last = resolved === 'wizard' ? set.questions.length : 0;
  const step = draft && Number.isInteger(draft.step) ? Math.min(Math.max(draft.step, 0), last) : 0;
  return { layout: resolved, step: resolved === 'wizard' ? step : 0, answers, editing: false };
}

/** Defaults a format gives (form and mcp `default`) stand as answers from the start. */
function defaults(set: QuestionSet): Answer[] {
  return set.questions.map(defaultAnswer).filter((a): a is Answer => a !== undefined);
}

export const draftOf = (s: WizardState): Draft => ({ answers: [...s.answers], step: s.step });

export const isOverview = (set: QuestionSet, s: WizardState) =>
  s.layout === 'wizard' && s.step >= set.questions.length;

export const current = (set: QuestionSet, s: WizardState): Question | undefined =>
  s.layout === 'form' ? undefined : set.questions[s.step];

export const answerOf = (s: WizardState, questionId: string) => answerFor(s.answers, questionId);

function put(s: WizardState, questionId: string, answer: Answer | undefined): WizardState {
  const answers = s.answers.filter((a) => a.questionId !== questionId);
  if (answer) {
    const at = s.answers.findIndex((a) => a.questionId === questionId);
    answers.splice(at < 0 ? answers.length : at, 0, answer);
  }
  // whatever the question holds now, the browser read it: it is no longer unreadable
  if (!s.unreadable?.includes(questionId)) return { ...s, answers };
  const unreadable = s.unreadable.filter((id) => id !== questionId);
  return { ...s, answers, unreadable: unreadable.length ? unreadable : undefined };
}

const question = (set: QuestionSet, id: string) => set.questions.find((q) => q.id === id);

/**
 * Takes a question's answer away. A question with a `default` keeps an empty (open) answer: the
 * user cleared what was pre-filled, and the codec, which answers an untouched required question
 * with its default (`defaultsAnswer`), must not fill it back in behind their back.
 */
function drop(set: QuestionSet, s: WizardState, questionId: string): WizardState {
  const touched = question(set, questionId)?.default !== undefined;
  return put(s, questionId, touched ? { questionId, outcome: 'answered', selected: [] } : undefined);
}

/** Whether another option may still be picked in a multi-select question. */
export function atMaximum(q: Question, a: Answer | undefined): boolean {
  const chosen = a?.outcome === 'answered' ? a.selected.length : 0;
  return q.multiple && q.maxSelections !== undefined && chosen >= q.maxSelections;
}

/** Picks an option: single choice replaces the selection, multi-select toggles it (up to the maximum). */
export function choose(set: QuestionSet, s: WizardState, questionId: string, optionId: string): WizardState {
  const q = question(set, questionId);
  if (!q?.options.some((o) => o.id === optionId)) return s;
  const prev = answerOf(s, questionId);
  const text = prev?.outcome === 'answered' ? prev.text : undefined;
  const before = prev?.outcome === 'answered' ? prev.selected : [];
  let selected: string[];
  if (!q.multiple) selected = [optionId];
  else if (before.includes(optionId)) selected = before.filter((id) => id !== optionId);
  else if (atMaximum(q, prev)) return s;
  else selected = q.options.map((o) => o.id).filter((id) => id === optionId || before.includes(id));
  if (!selected.length && !text) return drop(set, s, questionId);
  return put(s, questionId, clean({ questionId, outcome: 'answered', selected, text }));
}

/** Free text (or the text of a form input). Empty text with nothing selected leaves the question open. */
export function setText(set: QuestionSet, s: WizardState, questionId: string, text: string): WizardState {
  const q = question(set, questionId);
  // a choice without allowCustom takes no free text: the draft never holds any (see takesFreeText)
  if (!q || !takesFreeText(q)) return s;
  const prev = answerOf(s, questionId);
  const selected = prev?.outcome === 'answered' ? prev.selected : [];
  if (!text.trim() && !selected.length) return drop(set, s, questionId);
  return put(s, questionId, clean({ questionId, outcome: 'answered', selected, text: text || undefined }));
}

/** A typed value: a number, a switch, a list of file names. null clears it. */
export function setValue(
  set: QuestionSet,
  s: WizardState,
  questionId: string,
  value: InputValue | null,
): WizardState {
  if (!question(set, questionId)) return s;
  if (value === null || value === '' || (Array.isArray(value) && !value.length))
    return drop(set, s, questionId);
  return put(s, questionId, { questionId, outcome: 'answered', selected: [], value });
}

/** A field the browser cannot read (`validity.badInput`): the question has no answer, and the send refuses it. */
export function setUnreadable(set: QuestionSet, s: WizardState, questionId: string): WizardState {
  if (!question(set, questionId) || s.unreadable?.includes(questionId)) return s;
  const dropped = drop(set, s, questionId);
  return { ...dropped, unreadable: [...(dropped.unreadable ?? []), questionId] };
}

/** "looks good", "later", "don't know": replaces whatever was chosen. */
export function setOutcome(
  set: QuestionSet,
  s: WizardState,
  questionId: string,
  outcome: Outcome,
): WizardState {
  if (!question(set, questionId)) return s;
  return put(s, questionId, { questionId, outcome, selected: [] });
}

/** Confirms the proposal of a confirm question ("yes"). */
export function confirm(set: QuestionSet, s: WizardState, questionId: string): WizardState {
  if (question(set, questionId)?.kind !== 'confirm') return s;
  return put(s, questionId, { questionId, outcome: 'answered', selected: [] });
}

export function clear(set: QuestionSet, s: WizardState, questionId: string): WizardState {
  return drop(set, s, questionId);
}

/** Forward: the next question, or the overview after the last one (or after an edit). */
export function next(set: QuestionSet, s: WizardState): WizardState {
  if (s.layout !== 'wizard') return s;
  const n = set.questions.length;
  if (s.editing) return { ...s, step: n, editing: false };
  return { ...s, step: Math.min(s.step + 1, n) };
}

export function back(set: QuestionSet, s: WizardState): WizardState {
  if (s.layout !== 'wizard') return s;
  if (s.editing) return { ...s, step: set.questions.length, editing: false };
  return { ...s, step: Math.max(s.step - 1, 0) };
}

/** Opens one question; from the overview, finishing it returns to the overview. */
export function goTo(set: QuestionSet, s: WizardState, index: number): WizardState {
  if (s.layout !== 'wizard' || index < 0 || index >= set.questions.length) return s;
  return { ...s, step: index, editing: isOverview(set, s) || s.editing };
}

export function toOverview(set: QuestionSet, s: WizardState): WizardState {
  return s.layout === 'wizard' ? { ...s, step: set.questions.length, editing: false } : s;
}

/** Whether the draft may be sent now, and why not. */
export function sendCheck(set: QuestionSet, s: WizardState): SendCheck {
  const check = checkAnswers(set, s.answers);
  const unreadable = s.unreadable;
  if (!unreadable?.length) return check;
  // an unreadable field's issue stands alone: never "needs an answer" beside it
  const issues: SendIssue[] = [];
  for (const q of set.questions)
    if (unreadable.includes(q.id))
      issues.push({ questionId: q.id, code: 'unreadable', message: 'The browser cannot read this value' });
    else issues.push(...check.issues.filter((i) => i.questionId === q.id));
  return { ok: false, issues };
}

/**
 * The questions of `before` whose answer the user gave (`given`) is not what `kept` holds for them:
 * the question is gone or changed, and the answer went with it. A default left as it came is no
 * answer the user gave.
 */
export function droppedAnswers(
  before: QuestionSet,
  given: readonly Answer[],
  kept: readonly Answer[],
): string[] {
  const same = (a: Answer | undefined, b: Answer | undefined) => JSON.stringify(a) === JSON.stringify(b);
  return before.questions.flatMap((q) => {
    const a = answerFor(given, q.id);
    return !a || same(a, defaultAnswer(q)) || same(a, answerFor(kept, q.id)) ? [] : [q.id];
  });
}

function clean(a: Answer): Answer {
  if (a.text === undefined) delete a.text;
  return a;
}

/** One typed event class per event (SPEC §6); all bubble and cross shadow roots. */
import type { LabelledAnswer } from '../codec/answers.js';
import type { Answer, DecodeError, FormatId } from '../codec/model.js';
import { DeliveryEvent } from './delivery.js';

export { DeliveryEvent };

const init = { bubbles: true, composed: true } as const;

export interface AnswersDetail {
  setId: string;
  format: FormatId;
  requestId: string;
  /** one per answered question: `selected` holds option ids, `labels` their labels as the asker wrote them, in the same order; a confirm's yes is `value: true` (docs/reference/question-set.md: what each kind fills) */
  answers: LabelledAnswer[];
  text: string;
  payload: unknown;
  /** form: the chosen files per question id (never inside `text`) */
  files?: Record<string, File[]>;
}

/**
 * The answers were sent. A host that delivers them asynchronously calls `waitUntil(promise)`: the
 * set says it is sending until the promise settles; a rejection (or a listener that throws, or
 * `preventDefault()`) reports that delivery failed: the draft stays and a retry reuses `requestId`.
 */
export class QuestionAnswersEvent extends DeliveryEvent<AnswersDetail> {
  static readonly type = 'question-answers';
  constructor(detail: AnswersDetail) {
    super(QuestionAnswersEvent.type, { ...init, cancelable: true, detail });
  }
}

export interface DeclineDetail {
  setId: string;
  format: FormatId;
  requestId: string;
  note?: string;
  /** what the agent reads: the user chose not to answer here (and their note); never an answer */
  text: string;
  /** the format's own decline (mcp, shiitake), else the shape docs/events.md gives per format */
  payload: unknown;
}

/** The whole set was declined: the way out every set offers (mcp: decline or cancel). `waitUntil` as on `question-answers`. */
export class QuestionDeclineEvent extends DeliveryEvent<DeclineDetail> {
  static readonly type = 'question-decline';
  constructor(detail: DeclineDetail) {
    super(QuestionDeclineEvent.type, { ...init, cancelable: true, detail });
  }
}

export interface ChangeDetail {
  setId: string;
  format: FormatId;
  /** the step shown: a question index, or the number of questions for the overview */
  index: number;
  answers: Answer[];
}

/** The draft changed or the step moved. */
export class QuestionChangeEvent extends Event {
  static readonly type = 'question-change';
  constructor(readonly detail: ChangeDetail) {
    super(QuestionChangeEvent.type, init);
  }
}

export interface OpenDetail {
  setId: string;
  format: FormatId;
}

/** The set became answerable (first shown open, reopened, a streamed body's first question): input waits. Once per opening. */
export class QuestionOpenEvent extends Event {
  static readonly type = 'question-open';
  constructor(readonly detail: OpenDetail) {
    super(QuestionOpenEvent.type, init);
  }
}

export interface ErrorDetail {
  error: DecodeError;
}

/** The body failed to decode (never while `streaming`). */
export class QuestionErrorEvent extends Event {
  static readonly type = 'question-error';
  constructor(readonly detail: ErrorDetail) {
    super(QuestionErrorEvent.type, init);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'question-answers': QuestionAnswersEvent;
    'question-decline': QuestionDeclineEvent;
    'question-change': QuestionChangeEvent;
    'question-error': QuestionErrorEvent;
    'question-open': QuestionOpenEvent;
  }
}

/**
 * What a set shown reads, DOM-free: its status and why it closed, what it shows read-only, and the
 * one place that decides "is this the same set?" (`kinship`). A session (`Session`) is one kind of
 * set shown; a set restored as answered or closed is shown without one (`Receipt`) until something
 * would change it.
 */
import type { Answer, Question, QuestionSet } from '../codec/model.js';
import { answerFor, answerPhrase } from '../codec/answer-read.js';
import { FORMATS } from '../codec/registry.js';
import type { AnswerWords } from '../codec/words.js';
import type { Session, SessionOptions } from './session.js';
import * as steps from './steps.js';
import { fingerprint, memoryStore, type SentRecord } from './store.js';

export type SetState = 'open' | 'answered' | 'closed';
export type ClosedReason =
  | 'answered'
  | 'declined'
  | 'withdrawn'
  | 'expired'
  | 'cancelled'
  | 'undeliverable'
  /** a newer open set in the same scope took its place (seed 000) */
  | 'superseded';

/** What the receipt of a set reads: a session's, or a restored receipt's (`Receipt`). */
export interface Shown {
  readonly set: QuestionSet;
  readonly status: SetState;
  readonly reason: ClosedReason | undefined;
  readonly sent: SentRecord | undefined;
  readonly open: boolean;
  readonly readOnly: 'answered' | 'closed' | undefined;
  readonly fingerprint: string;
  /** the record's key beside the set's id and content (`SessionOptions.key`) */
  readonly key: string;
  readonly answers: Answer[];
  showsSameSet(other: Pick<Shown, 'set' | 'fingerprint' | 'key'>): boolean;
  phrase(q: Question, words: AnswerWords): string;
  setStatus(status: SetState, reason?: ClosedReason): void;
  close(reason: ClosedReason): void;
  adopt(record: SentRecord): void;
}

/** The status a set starts in: the host's (a reason but `answered` closes it), unless a record says how it ended. */
export function startStatus(
  options: SessionOptions,
  sent: SentRecord | undefined,
): [SetState, ClosedReason | undefined] {
  if (sent) return sent.outcome === 'answered' ? ['answered', undefined] : ['closed', sent.outcome];
  const reason = options.reason;
  return [reason && reason !== 'answered' ? 'closed' : (options.status ?? 'open'), reason];
}

/** What is shown read-only: the answers sent (or restored), or a closed set. */
export function readOnlyOf(
  status: SetState,
  sent: SentRecord | undefined,
): 'answered' | 'closed' | undefined {
  if (sent?.outcome === 'answered' || (status === 'answered' && !sent)) return 'answered';
  if (status !== 'open' || sent) return 'closed';
  return undefined;
}

/**
 * How a set stands to one shown before it — the one place that decides "is this the same set?":
 * `same` (the same format, id and content: nothing changes), `again` (the same format, and the same
 * id or both ids derived from the content: the set asked again with other content, or a streamed
 * body grown; its unsent draft carries over, `Session.follow`), or `other`. The fingerprints
 * (`store.fingerprint`) are passed where they are known.
 */
export function kinship(
  before: QuestionSet,
  now: QuestionSet,
  was = fingerprint(before),
  is = fingerprint(now),
): 'same' | 'again' | 'other' {
  if (before.format !== now.format) return 'other';
  if (before.id === now.id) return was === is ? 'same' : 'again';
  return before.derivedId && now.derivedId ? 'again' : 'other';
}

/** Whether two sets shown are the same set (`kinship`) under the same record key. */
export type Same = Pick<Shown, 'set' | 'fingerprint' | 'key'>;
export const sameShown = (a: Same, b: Same) =>
  a === b || (a.key === b.key && kinship(a.set, b.set, a.fingerprint, b.fingerprint) === 'same');

/** A question's answer as the text the agent gets reads it (an empty selection mcp sends as [] reads "none"). */
export const phraseIn = (set: QuestionSet, answers: readonly Answer[], q: Question, words: AnswerWords) =>
  answerPhrase(q, answerFor(answers, q.id), words, FORMATS[set.format]);

/**
 * A set restored as answered or closed, shown read-only without a session (SPEC §6): what its
 * receipt reads, by the session's rules — the host's status and answers, or the record of a send
 * on this page. What would change it (the host's status, another element sending the same set, a
 * newer set going away) asks `wake` for the set's session, which stands in its place from then on.
 */
export class Receipt implements Shown {
  readonly status: SetState;
  readonly reason: ClosedReason | undefined;
  readonly sent: SentRecord | undefined;
  readonly key: string;
  #answers: readonly Answer[];
  #fingerprint: string | undefined;

  constructor(
    readonly set: QuestionSet,
    options: SessionOptions & { answers?: Answer[] },
    readonly wake: () => Session,
  ) {
    const store = options.store ?? memoryStore();
    this.key = options.key ?? '';
    this.sent = store.loadSent(set, this.key);
    [this.status, this.reason] = startStatus(options, this.sent);
    const draft = options.answers ? { answers: options.answers, step: 0 } : store.loadDraft(set, this.key);
    // the answers a session would hold: a host's normalised as a draft is, else the draft kept
    this.#answers = this.sent?.answers ?? steps.start(set, options.layout, draft).answers;
  }

  get open(): boolean {
    return false;
  }
  get readOnly(): 'answered' | 'closed' | undefined {
    return readOnlyOf(this.status, this.sent);
  }
  get fingerprint(): string {
    return (this.#fingerprint ??= fingerprint(this.set));
  }
  get answers(): Answer[] {
    return [...this.#answers];
  }
  showsSameSet(other: Same): boolean {
    return sameShown(this, other);
  }
  phrase(q: Question, words: AnswerWords): string {
    return phraseIn(this.set, this.#answers, q, words);
  }
  setStatus(status: SetState, reason?: ClosedReason): void {
    this.wake().setStatus(status, reason);
  }
  close(reason: ClosedReason): void {
    this.wake().close(reason);
  }
  adopt(record: SentRecord): void {
    this.wake().adopt(record);
  }
}

/**
 * Whether an answer to question `a` still answers `b`: the same question, but for `required`,
 * which may come after the questions (MCP's `required` list) and changes no answer.
 */
export function sameQuestion(a: Question, b: Question): boolean {
  return JSON.stringify({ ...a, required: true }) === JSON.stringify({ ...b, required: true });
}

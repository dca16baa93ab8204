/**
 * One answering session, DOM-free: a decoded set, its layout, the draft and where it is kept,
 * open / answered / closed and why, sending once, expiry and restore. The element and the
 * terminal wizard both drive it with intents and render what it derives; neither writes a rule
 * of its own.
 *
 *   const s = new Session(set, { store: memoryStore() });
 *   s.pick('q1', 'a', 'commit');          // a card: { send: true }; a wizard: moves on
 *   const attempt = s.prepareSend();      // the encoded answers, or why they cannot go
 *   if (attempt.ok) s.deliver(attempt, {}); // what the host said: took it, refused, threw, or a promise
 */
import {
  encodeAnswers,
  encodeDecline,
  labelAnswers,
  type Encoded,
  type LabelledAnswer,
} from '../codec/answers.js';
import type { SendIssue } from '../codec/format.js';
import type { Answer, InputValue, Outcome, Question, QuestionSet } from '../codec/model.js';
import { answerFor, defaultAnswer } from '../codec/answer-read.js';
import { FORMATS } from '../codec/registry.js';
import type { AnswerWords } from '../codec/words.js';
import * as steps from './steps.js';
import { fingerprint, memoryStore, type SentRecord, type SessionStore } from './store.js';
import { reasonOf, settle, type Dispatched, type Failure } from './delivery.js';
import {
  kinship,
  phraseIn,
  readOnlyOf,
  sameQuestion,
  sameShown,
  startStatus,
  type ClosedReason,
  type Same,
  type SetState,
  type Shown,
} from './receipt.js';

export type { Dispatched, Failure };

export type { ClosedReason, SentRecord, SessionStore, SetState, Shown };

export interface SessionOptions {
  layout?: steps.LayoutSetting;
  /** where the draft and the sent record live (default: memory) */
  store?: SessionStore;
  /** the clock expiry is read against (default `Date.now`) */
  now?: () => number;
  /** pins the request id of the first send (else the codec mints one) */
  requestId?: string;
  /** the status a host gave before the set arrived (`state`, `reason` attributes) */
  status?: SetState;
  reason?: ClosedReason;
  /**
   * the record's key beside the set's id and content (`recordKey` in scope.ts): the same question
   * asked again, or the host's own key; '' (the default) where the id and content are the whole key
   */
  key?: string;
  /**
   * The set holds the questions complete so far of a body still arriving (SPEC §6 `streaming`):
   * they can be answered in order, but the step past the last one, the overview and sending wait,
   * and nothing is read from or written to the store (the draft and record are the final set's).
   */
  partial?: boolean;
}

/** What an intent did: whether the draft changed (one change event), the step moved, and whether a send should follow. */
export interface Change {
  changed: boolean;
  moved: boolean;
  /** the rule "a card sends": the caller sends now (and the draft was not written) */
  send: boolean;
}

const NONE: Change = { changed: false, moved: false, send: false };
const NO_ISSUES: readonly SendIssue[] = [];
/** read when asked, not when the session starts: a page's faked clock replaces `Date` */
const clock = () => Date.now();

/** Why a send or decline cannot go now (`sending`: an earlier one is still on its way). */
export type Gate = 'closed' | 'expired' | 'sent' | 'streaming' | 'sending';

export type SendAttempt =
  | { ok: true; encoded: Encoded; answers: Answer[]; labelled: LabelledAnswer[] }
  | { ok: false; why: Gate | 'issues'; issues?: SendIssue[] };

export type DeclineAttempt =
  | {
      ok: true;
      action: 'decline' | 'cancel';
      text: string;
      payload: unknown;
      requestId: string;
      note?: string;
    }
  | { ok: false; why: Gate };

/** A send or decline ready to go (`prepareSend`, `prepareDecline`). */
export type Prepared = Extract<SendAttempt, { ok: true }> | Extract<DeclineAttempt, { ok: true }>;

/**
 * A delivery not (yet) confirmed (SPEC §6): on its way (`sending`: the set is locked), or failed
 * (the draft stays, the user can send again with the same request id). `unconfirmed`: it was on its
 * way when the page closed or reloaded, so whether the host got it is not known.
 */
export interface Delivery extends Failure {
  state: 'sending' | 'failed';
  action: 'answers' | 'decline' | 'cancel';
  unconfirmed?: boolean;
  /** a decline's note, kept for the next try (a page reloaded meanwhile too) */
  note?: string;
}

const actionOf = (attempt: Prepared): Delivery['action'] =>
  'encoded' in attempt ? 'answers' : attempt.action;

/** What a set offers beside answering, from its format's capabilities (the element's chips, the terminal's commands). */
export interface Offers {
  outcomes: readonly Outcome[];
  back: boolean;
  decline: boolean;
  /** the way out of a format without a decline of its own: "Answer in chat instead" */
  wayOut: boolean;
  /** a decline asks for a note first */
  declineNote: boolean;
  cancel: boolean;
}

export class Session implements Shown {
  readonly set: QuestionSet;
  readonly key: string;
  #store: SessionStore;
  #now: () => number;
  #state: steps.WizardState;
  #sent: SentRecord | undefined;
  #requestId: string | undefined;
  #issues: readonly SendIssue[] = NO_ISSUES;
  #declining = false;
  #delivery: Delivery | undefined;
  /** the page goes while a delivery is on its way: what becomes of it is not known here */
  #leaving = false;
  #status: SetState;
  #reason: ClosedReason | undefined;
  /** an array, not a Set: a session has one listener or two (a transcript holds hundreds of sessions) */
  #listeners: (() => void)[] = [];
  #fingerprint: string | undefined;
  #dropped: readonly string[] = [];
  readonly #partial: boolean;
  #ended = false;
  #declineWaiting: { note?: string; action: 'decline' | 'cancel' } | undefined;

  constructor(set: QuestionSet, options: SessionOptions = {}) {
    this.set = set;
    this.key = options.key ?? '';
    this.#partial = !!options.partial;
    // a set still arriving has neither a draft nor a record of its own: its id is not the final one
    this.#store = (!this.#partial && options.store) || memoryStore();
    this.#now = options.now ?? clock;
    this.#sent = this.#store.loadSent(set, this.key);
    const draft = this.#sent ? undefined : this.#store.loadDraft(set, this.key);
    this.#state = steps.start(set, this.#layoutFor(options.layout), draft);
    this.#requestId = draft?.requestId ?? options.requestId;
    // on its way when the page closed or reloaded: the host may not have it, the user may send again
    if (draft?.sending)
      this.#delivery = {
        state: 'failed',
        action: draft.sending,
        unconfirmed: true,
        ...(draft.note ? { note: draft.note } : {}),
      };
    [this.#status, this.#reason] = startStatus(options, this.#sent);
  }

  // ————— derived views —————

  get state(): steps.WizardState {
    return this.#state;
  }
  get layout(): steps.Layout {
    return this.#state.layout;
  }
  get step(): number {
    return this.#state.step;
  }
  get status(): SetState {
    return this.#status;
  }
  get reason(): ClosedReason | undefined {
    return this.#reason;
  }
  get sent(): SentRecord | undefined {
    return this.#sent;
  }
  get requestId(): string | undefined {
    return this.#requestId;
  }
  /** The set is a body still arriving: its questions so far (`SessionOptions.partial`). */
  get partial(): boolean {
    return this.#partial;
  }
  /**
   * The body this set still arriving was read from ended without decoding as a whole (a stream cut,
   * an invalid final JSON: `end`). Its picks stay, for the body sent again (`follow`).
   */
  get ended(): boolean {
    return this.#ended;
  }
  /** The question shown is the last one complete so far: moving on waits for the rest of the body. */
  get waiting(): boolean {
    return (
      this.#partial && (this.#state.layout !== 'wizard' || this.#state.step >= this.set.questions.length - 1)
    );
  }
  /** The set's content (`store.fingerprint`), worked out once. */
  get fingerprint(): string {
    return (this.#fingerprint ??= fingerprint(this.set));
  }
  /**
   * Whether another session shows the same set: the same format, id, content and record key. Only
   * such a session's record is shown here; a set with the same id and other content (or another
   * ask of the same content) is another set.
   */
  showsSameSet(other: Same): boolean {
    return sameShown(this, other);
  }
  /** The issues shown since the user tried to send (they follow the draft until it is sendable). */
  get issues(): readonly SendIssue[] {
    return this.#issues;
  }
  get declining(): boolean {
    return this.#declining;
  }
  /** A send or decline on its way, or one that failed (until the next try succeeds): `Delivery`. */
  get delivery(): Delivery | undefined {
    return this.#delivery;
  }
  /** A send or decline is on its way: nothing the user does acts until it settles. */
  get locked(): boolean {
    return this.#delivery?.state === 'sending';
  }
  /**
   * The questions (ids of the earlier set) whose unsent answer the user lost when this session took
   * an earlier one's place (`follow`). Each is said where the user looks until that question's
   * answer changes; one that is gone from the set, until the draft changes.
   */
  get dropped(): readonly string[] {
    return this.#dropped;
  }
  /** The draft (after sending: the answers sent). */
  get answers(): Answer[] {
    return [...(this.#sent ? this.#sent.answers : this.#state.answers)];
  }
  /** Whether the user may still act: open, not sent. */
  get open(): boolean {
    return this.#status === 'open' && !this.#sent;
  }
  /** What is shown read-only: the answers sent (or restored), or a closed set. */
  get readOnly(): 'answered' | 'closed' | undefined {
    return readOnlyOf(this.#status, this.#sent);
  }
  get isOverview(): boolean {
    return steps.isOverview(this.set, this.#state);
  }
  get current(): Question | undefined {
    return steps.current(this.set, this.#state);
  }
  /** Where the wizard stands: shown is 1-based, n at the overview. */
  get progress(): { shown: number; done: number; total: number; overview: boolean } {
    const total = this.set.questions.length;
    const overview = this.isOverview;
    return {
      shown: overview ? total : this.#state.step + 1,
      done: overview ? total : this.#state.step,
      total,
      overview,
    };
  }
  answerOf(questionId: string): Answer | undefined {
    return steps.answerOf(this.#state, questionId);
  }
  /** Whether the draft may be sent now, and why not. */
  check(): ReturnType<typeof steps.sendCheck> {
    return steps.sendCheck(this.set, this.#state);
  }
  /** Whether another option of a multi-select may be picked, or this one is at the limit. */
  disabled(q: Question, optionId: string): boolean {
    const a = this.answerOf(q.id);
    return steps.atMaximum(q, a) && !(a?.selected.includes(optionId) ?? false);
  }
  /** The question a Yes / No pair answers (and sends) in a card or form (`steps.confirmOf`). */
  get confirmation(): Question | undefined {
    return this.#state.layout !== 'wizard' ? steps.confirmOf(this.set) : undefined;
  }
  /**
   * A question's answer as the text the agent gets reads it (an empty selection mcp sends as [] reads
   * "none"): what was sent once the set was sent, else the draft.
   */
  phrase(q: Question, words: AnswerWords): string {
    return phraseIn(this.set, this.#sent ? this.#sent.answers : this.#state.answers, q, words);
  }
  get offers(): Offers {
    const format = FORMATS[this.set.format];
    return {
      outcomes: format.outcomes,
      back: this.#state.layout === 'wizard',
      decline: format.declinable,
      wayOut: !format.declinable,
      declineNote: !!format.declineNote,
      cancel: !!format.cancellable,
    };
  }

  /** Called after every change of what the session shows (the element re-renders). */
  subscribe(listener: () => void): () => void {
    this.#listeners.push(listener);
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== listener);
    };
  }

  #notify(): void {
    for (const l of this.#listeners) l();
  }

  // ————— intents —————

  /**
   * Replaces the draft state with `next` (one step of `steps.ts`), then applies what follows the
   * answer (`then`): `stay` changes only the draft; `send` is a card's answer that is its send (a
   * click on an option, Confirm, an outcome: seed 000's compact card), which a wizard and a form
   * only record; `move` is Enter or Next, the user's explicit "go on": a card sends, a wizard moves
   * to the next step (unless the question shown still needs an answer: it says so and stays), a
   * form stays; `advance` moves on without that check (the terminal's line, which checks what was
   * typed itself). Nothing but Next, Back, Enter and the overview moves a wizard:
   * the user sees every pick before the step changes (docs/look.md, "No answer by accident").
   * One call is one user action: at most one draft write.
   */
  apply(next: steps.WizardState, then: 'stay' | 'send' | 'move' | 'advance' = 'stay'): Change {
    if (!this.open || this.locked) return NONE;
    let state = next;
    let send = false;
    if (then !== 'stay' && state.layout === 'card') send = true;
    else if (then === 'move' && state.layout === 'wizard') return this.#forward(state);
    else if (then === 'advance' && state.layout === 'wizard') state = steps.next(this.set, state);
    // a body still arriving: the step past its last complete question (the overview) waits for the rest
    if (this.#partial && steps.isOverview(this.set, state)) state = { ...state, step: this.#state.step };
    const changed = state !== this.#state;
    const moved = state.step !== this.#state.step;
    if (!changed && !send) return NONE;
    if (this.#dropped.length) this.#dropped = this.#dropped.filter((id) => this.#still(id, state));
    this.#state = state;
    // the issues shown follow the draft: a question fixed drops its issue, none is added unasked
    if (this.#issues.length) {
      const shown = this.#issues;
      this.#issues = steps
        .sendCheck(this.set, state)
        .issues.filter((i) => shown.some((x) => x.questionId === i.questionId));
    }
    if (!send) this.#saveDraft();
    this.#notify();
    return { changed, moved, send };
  }

  /** Whether a dropped answer's notice stays in `next`: its question is there, its answer as it was. */
  #still(id: string, next: steps.WizardState): boolean {
    return !!this.#question(id) && steps.answerOf(next, id) === steps.answerOf(this.#state, id);
  }

  /**
   * The one way a set shown after another carries its draft (SPEC §6): this session shows what
   * `earlier` showed, grown (`grown`: a streamed body's next prefix, or its end) or asked again with
   * other content (`kinship`: a streamed resend, a host's re-render with an option renamed or
   * removed). It takes the unsent draft and the step over; the answers to questions still asked as
   * they were stay, those it does not find here are reported (`dropped`), never lost in silence.
   * Another set takes nothing.
   */
  follow(earlier: Session, grown = false): void {
    if (
      grown ||
      (earlier.open && kinship(earlier.set, this.set, earlier.fingerprint, this.fingerprint) !== 'other')
    )
      this.#takeOver(earlier);
  }

  /**
   * Next from a step (the button, Enter): a required question left open, or a value the format
   * refuses, keeps the user on it and says so there (its issue); else the next step. A format that
   * sends only a complete set (shiitake) lets the user look ahead: its overview says what is open.
   */
  #forward(state: steps.WizardState): Change {
    const q = steps.isOverview(this.set, state) ? undefined : steps.current(this.set, state);
    const issue =
      q &&
      steps.sendCheck(this.set, state).issues.find((i) => i.questionId === q.id && i.code !== 'incomplete');
    if (!q || !issue) return this.apply(steps.next(this.set, state));
    const changed = state !== this.#state;
    this.#state = state;
    this.#issues = [issue, ...this.#issues.filter((i) => i.questionId !== q.id)];
    if (changed) this.#saveDraft();
    this.#notify();
    return { changed: true, moved: false, send: false };
  }

  /**
   * Whether a click on an option of the question shown is the card's send (seed 000's compact
   * card: a single choice, nothing typed beside it). Such a card shows no Send button; a card that
   * shows one (a multi-select, free text typed) takes a pick as a pick, and Send sends.
   */
  get sendsOnPick(): boolean {
    if (this.#state.layout !== 'card') return false;
    const q = this.current;
    if (!q || q.kind !== 'choice' || q.multiple || !q.options.length || q.input?.type === 'select')
      return false;
    const a = this.answerOf(q.id);
    return !(a?.outcome === 'answered' && a.text?.trim());
  }

  /**
   * An option. `select` only selects (arrow keys, Space, a digit); `click` is a pointer's pick: the
   * card's send where the card sends on a pick (`sendsOnPick`), else a pick; `commit` selects and
   * moves on (Enter on a row). A multi-select toggles and never moves.
   */
  pick(questionId: string, optionId: string, how: 'select' | 'click' | 'commit' = 'select'): Change {
    const q = this.#question(questionId);
    if (!q || this.disabled(q, optionId)) return NONE;
    const sends = how === 'click' && this.sendsOnPick && this.current === q;
    const then = q.multiple ? 'stay' : how === 'commit' ? 'move' : sends ? 'send' : 'stay';
    return this.apply(steps.choose(this.set, this.#state, questionId, optionId), then);
  }

  /** A `<select>`: the option (or none), keeping the question's free text. */
  select(questionId: string, optionId: string): Change {
    const prev = this.answerOf(questionId);
    const cleared = steps.setText(
      this.set,
      steps.clear(this.set, this.#state, questionId),
      questionId,
      prev?.text ?? '',
    );
    return this.apply(optionId ? steps.choose(this.set, cleared, questionId, optionId) : cleared);
  }

  type(questionId: string, text: string): Change {
    return this.apply(steps.setText(this.set, this.#state, questionId, text));
  }

  value(questionId: string, value: InputValue | null): Change {
    return this.apply(steps.setValue(this.set, this.#state, questionId, value));
  }

  /** The questions whose field was last seen holding what the browser cannot read. */
  get unreadableIds(): readonly string[] {
    return this.#state.unreadable ?? [];
  }

  /** The question's field holds what the browser cannot read as a value: no answer, and the send refuses it. */
  unreadable(questionId: string): Change {
    return this.apply(steps.setUnreadable(this.set, this.#state, questionId));
  }

  outcome(questionId: string, outcome: Outcome): Change {
    return this.apply(steps.setOutcome(this.set, this.#state, questionId, outcome), 'send');
  }

  /** Yes or No of a confirmation: the answer, then the send. */
  yesNo(yes: boolean): Change {
    const q = this.confirmation;
    if (!q || !this.open || this.locked) return NONE;
    return { ...this.apply(steps.setValue(this.set, this.#state, q.id, yes)), send: true };
  }

  confirm(questionId: string): Change {
    return this.apply(steps.confirm(this.set, this.#state, questionId), 'send');
  }

  clear(questionId: string): Change {
    return this.apply(steps.clear(this.set, this.#state, questionId));
  }

  /** Next: the next step, unless the question shown still needs an answer (then it says so). */
  next(): Change {
    return this.apply(this.#state, 'move');
  }

  back(): Change {
    return this.apply(steps.back(this.set, this.#state));
  }

  goTo(index: number): Change {
    return this.apply(steps.goTo(this.set, this.#state, index));
  }

  /** What Enter does outside a control: a card or form sends, the overview sends, a step moves on. */
  commit(): Change {
    if (!this.open || this.locked) return NONE;
    if (this.#state.layout !== 'wizard' || this.isOverview)
      return { changed: false, moved: false, send: true };
    return this.next();
  }

  /** A host sets the draft (also to restore a set answered earlier with `state="answered"`). */
  setDraft(answers: Answer[]): Change {
    if (this.#sent || this.locked) return NONE;
    const next = steps.start(this.set, this.#state.layout, { answers, step: this.#state.step });
    this.#state = next;
    // a set restored as answered (a reloaded transcript) shows these answers: no draft to keep
    if (this.#status === 'open') this.#saveDraft();
    this.#notify();
    return { changed: true, moved: false, send: false };
  }

  /** Another layout for the same draft. */
  setLayout(layout: steps.LayoutSetting): void {
    this.#state = steps.start(this.set, this.#layoutFor(layout), steps.draftOf(this.#state));
    this.#notify();
  }

  /** The layout asked for, as this session can show it: a set still arriving is never a card (partialLayout). */
  #layoutFor(layout: steps.LayoutSetting | undefined): steps.LayoutSetting | undefined {
    return this.#partial ? partialLayout(layout) : layout;
  }

  /** Clears the draft and returns to the first question. */
  reset(): Change {
    if (this.locked) return NONE;
    this.#delivery = undefined;
    this.#state = steps.start(this.set, this.#state.layout);
    this.#issues = NO_ISSUES;
    this.#declining = false;
    this.#dropped = [];
    this.#saveDraft();
    this.#notify();
    return { changed: true, moved: true, send: false };
  }

  /** Forgets that the set was sent or closed and opens it again with an empty draft. */
  reopen(): Change {
    if (this.locked) return NONE;
    this.#store.forgetSent(this.set, this.key);
    this.#store.dropDraft(this.set, this.key);
    this.#sent = undefined;
    this.#requestId = undefined;
    this.#reason = undefined;
    this.#status = 'open';
    return this.reset();
  }

  /** The host's `state` / `reason`: closing, restoring as answered, opening again. */
  setStatus(status: SetState, reason?: ClosedReason): void {
    if (reason && reason !== 'answered') status = 'closed';
    if (status === this.#status && reason === this.#reason) return;
    this.#status = status;
    this.#reason = status === 'open' ? undefined : reason;
    if (status !== 'open') this.#declining = false;
    this.#notify();
  }

  /** Closes the set for a reason (withdrawn, superseded, …): nothing more is sent. */
  close(reason: ClosedReason): void {
    if (this.#status === 'closed' && this.#reason === reason) return;
    this.setStatus('closed', reason);
  }

  /** shiitake `expiresAt`: past it an open set closes and nothing is sent. Whether it is (now) past it. */
  expire(): boolean {
    const at = this.set.expiresAt;
    if (typeof at !== 'number' || this.#now() < at) return false;
    if (this.open) this.close('expired');
    return true;
  }

  /** Milliseconds until expiry (undefined: no expiry). */
  remaining(): number | undefined {
    const at = this.set.expiresAt;
    return typeof at === 'number' ? Math.max(0, at - this.#now()) : undefined;
  }

  /**
   * A transcript reloaded from the server: the user message that answered the set, read back. A
   * message that is not this set's answer text (the user replied in the chat instead) answered the
   * set, and none of it is attributed to any question (`inChat`). A declined set's own text
   * restores the set closed as it was declined: the way out, a decline, a dismissal.
   */
  restore(
    message: string,
    readAnswers: (
      set: QuestionSet,
      text: string,
    ) => { answers: Answer[]; answerText?: boolean; declined?: { note?: string; action?: 'cancel' } },
  ): void {
    const read = readAnswers(this.set, message);
    const inChat = read.answerText === false;
    const base = { fingerprint: this.fingerprint, text: message, requestId: '' };
    // a declined set's own text (the way out, a decline, a dismissal) reads back as what it was
    this.#settle(
      read.declined
        ? { ...base, answers: [], ...this.#declinedAs(read.declined.action ?? 'decline', read.declined.note) }
        : {
            ...base,
            answers: inChat ? [] : read.answers,
            outcome: 'answered',
            ...(inChat ? { inChat } : {}),
          },
    );
    this.#notify();
  }

  /** Another session for the same set sent it: show its receipt here too (never one of other content). */
  adopt(record: SentRecord): void {
    if (record.fingerprint !== this.fingerprint) return;
    this.#settle(record);
    this.#notify();
  }

  #settle(record: SentRecord): void {
    this.#sent = record;
    this.#declining = false;
    this.#delivery = undefined;
    this.#status = record.outcome === 'answered' ? 'answered' : 'closed';
    this.#reason = record.outcome === 'answered' ? undefined : record.outcome;
  }

  // ————— sending —————

  /**
   * The body ended broken (SPEC §6, §8): nothing is sent, as the set is not whole (never half a set);
   * the picks stay for the body sent again (`follow`); the way out, and one taken while the body
   * streamed (`declineWaiting`), goes now, with the set as it stands, as the host ended the stream.
   */
  end(): void {
    if (!this.#partial || this.#ended) return;
    this.#ended = true;
    this.#notify();
  }

  /** Whether the set can still send (`decline`: its way out): open, not expired, not sent by another session meanwhile. */
  #gate(decline = false): Gate | undefined {
    if (this.#partial && !(decline && this.#ended)) return 'streaming';
    if (this.locked) return 'sending';
    if (this.expire()) return 'expired';
    if (!this.open) return 'closed';
    const record = this.#store.loadSent(this.set, this.key);
    if (record) {
      this.adopt(record);
      return 'sent';
    }
    return undefined;
  }

  /**
   * The answers to send, encoded once with the request id kept across retries; or why not (the
   * issues are then shown). The caller delivers them and reports with `finishSend`.
   */
  prepareSend(options: { lang?: string; files?: Record<string, File[] | unknown[]> } = {}): SendAttempt {
    const gate = this.#gate();
    if (gate) return { ok: false, why: gate };
    const check = steps.sendCheck(this.set, this.#state);
    // an answer the body cleared (`dropped`) is not answered yet: never sent as a choice the user
    // did not make ("later", null), it is asked again where the issues show (the overview, its question)
    const issues = [
      ...check.issues,
      ...this.#dropped
        .filter((id) => this.#question(id) && !check.issues.some((i) => i.questionId === id))
        .map((questionId): SendIssue => ({
          questionId,
          code: 'required',
          message: 'The answer was cleared',
        })),
    ];
    if (issues.length) {
      this.#issues = issues;
      this.#saveDraft();
      this.#notify();
      return { ok: false, why: 'issues', issues };
    }
    const encoded = encodeAnswers(this.set, [...this.#state.answers], {
      requestId: this.#requestId,
      lang: options.lang,
      files: options.files,
    });
    this.#requestId = encoded.requestId;
    const answers = [...this.#state.answers];
    return { ok: true, encoded, answers, labelled: labelAnswers(this.set, answers) };
  }

  /**
   * Delivers a prepared send or decline, by what the host said while its event was dispatched
   * (`Dispatched`): refused (`preventDefault()`) or a listener threw, it failed; promises handed
   * over (`waitUntil`), the set is locked and says it is sending until they settle (or the timeout
   * passes); else the host took it at once. Recorded as sent only once delivered: a failure records
   * nothing, keeps the draft and the request id for the next try, and says why (`delivery`).
   * Returns the record once delivered (a promise while the host's promises are pending).
   */
  deliver(attempt: Prepared, said: Dispatched): SentRecord | undefined | Promise<SentRecord | undefined> {
    const action = actionOf(attempt);
    const note = 'note' in attempt ? { note: attempt.note } : {};
    const thrown = said.thrown && reasonOf(said.thrown[0]);
    if (said.refused || said.thrown || said.failure)
      return this.#fail(action, { ...(said.failure ?? (thrown ? { reason: thrown } : {})), ...note });
    if (!said.waits?.length) return this.#record(attempt);
    this.#delivery = { state: 'sending', action, ...note };
    this.#declining = false;
    this.#saveDraft(true);
    this.#notify();
    return settle(said.waits, said.timeout).then((failure) =>
      failure ? this.#fail(action, { ...failure, ...note }) : this.#record(attempt),
    );
  }

  /** The host took the answers (or refused them: the draft and the request id stay for a retry). */
  finishSend(attempt: Extract<SendAttempt, { ok: true }>, accepted: boolean): SentRecord | undefined {
    return accepted ? this.#record(attempt) : this.#fail('answers', {});
  }

  /**
   * The page goes (closed, reloaded, navigated) while a delivery is on its way: a failure that
   * follows (a browser aborts the page's requests as it goes) is the page going, not the host's
   * answer, so the stored draft stays marked as on its way: the page comes back "not confirmed".
   */
  leave(): void {
    if (this.locked) this.#leaving = true;
  }

  #fail(action: Delivery['action'], failure: Failure & { note?: string }): undefined {
    this.#delivery = { state: 'failed', action, ...failure };
    this.#saveDraft(this.#leaving);
    this.#notify();
    return undefined;
  }

  /** Delivered: the set is recorded as sent (or declined) and shows its receipt. */
  #record(attempt: Prepared): SentRecord {
    const answered = 'encoded' in attempt;
    const record: SentRecord = answered
      ? {
          fingerprint: this.fingerprint,
          answers: attempt.answers,
          text: attempt.encoded.text,
          requestId: attempt.encoded.requestId,
          outcome: 'answered',
        }
      : {
          fingerprint: this.fingerprint,
          answers: [],
          text: attempt.text,
          requestId: attempt.requestId,
          ...this.#declinedAs(attempt.action, attempt.note),
        };
    this.#store.saveSent(this.set, record, this.key);
    this.#store.dropDraft(this.set, this.key);
    if (answered) this.#issues = NO_ISSUES;
    this.#settle(record);
    this.#notify();
    return record;
  }

  /**
   * How a set declined with `action` ended, and the note it carried (a dismissal carries none); the
   * way out of a format without a decline of its own: the user answers in the chat.
   */
  #declinedAs(action: 'decline' | 'cancel', note?: string): Pick<SentRecord, 'outcome' | 'inChat' | 'note'> {
    if (action === 'cancel') return { outcome: 'cancelled' };
    const kept = note ? { note } : {};
    return this.offers.wayOut
      ? { outcome: 'declined', inChat: true, ...kept }
      : { outcome: 'declined', ...kept };
  }

  /** The decline button: a format that asks for a note opens the note first; else the caller declines now. */
  startDecline(): 'note' | 'now' {
    if (!this.offers.declineNote || this.locked) return 'now';
    this.#declining = true;
    this.#notify();
    return 'note';
  }

  cancelDecline(): void {
    this.#declining = false;
    this.#notify();
  }

  /**
   * A decline asked for while the set still streams (SPEC §6: the way out acts while a body
   * streams): it is remembered, carried to the set the body grows into, and goes once the body is
   * whole (`declineWaiting`, for the caller to prepare again then).
   */
  get declineWaiting(): { note?: string; action: 'decline' | 'cancel' } | undefined {
    return this.#declineWaiting;
  }

  /** The decline encoded (every set may be declined: its way out), or why the set cannot go. */
  prepareDecline(
    note?: string,
    action: 'decline' | 'cancel' = 'decline',
    options: { lang?: string } = {},
  ): DeclineAttempt {
    const gate = this.#gate(true);
    if (gate === 'streaming') {
      this.#declineWaiting = { note, action };
      this.#declining = false;
      this.#notify();
    }
    if (gate) return { ok: false, why: gate };
    this.#declineWaiting = undefined;
    const result = encodeDecline(this.set, { note, action, requestId: this.#requestId, lang: options.lang });
    this.#requestId = result.requestId;
    const kept = note?.trim();
    return {
      ok: true,
      action,
      text: result.text,
      payload: result.payload,
      requestId: result.requestId,
      ...(kept ? { note: kept } : {}),
    };
  }

  finishDecline(attempt: Extract<DeclineAttempt, { ok: true }>, accepted: boolean): SentRecord | undefined {
    return accepted
      ? this.#record(attempt)
      : this.#fail(attempt.action, attempt.note ? { note: attempt.note } : {});
  }

  /**
   * This session, for the set as it stands now, takes over the draft and step of `from` (`follow`).
   * An answer to a question that changed meanwhile is dropped, never carried silently: the session
   * learns it (`dropped`), and keeps what `from` had still to say.
   * A default (form, mcp) that was never touched is no answer of the user's: it follows its question.
   * What the user did while the body arrived wins; a draft of the final set kept from an earlier
   * visit (this session read it from the store) fills the rest, and its step stands where the user
   * did nothing yet.
   */
  #takeOver(from: Session): void {
    if (this.#sent || !this.open || from === this) return;
    this.#declineWaiting ??= from.declineWaiting;
    const given = from.answers.filter((a) => {
      const q = from.set.questions.find((x) => x.id === a.questionId);
      return q && JSON.stringify(a) !== JSON.stringify(defaultAnswer(q));
    });
    // the questions of `from` this set still asks as it asked them: their answers stay
    const asked = new Set(
      from.set.questions
        .filter((q) => {
          const now = this.#question(q.id);
          return now && sameQuestion(q, now);
        })
        .map((q) => q.id),
    );
    const kept = given.filter((a) => asked.has(a.questionId));
    const stored = this.#state;
    const answers = this.set.questions
      .map((q) => answerFor(kept, q.id) ?? steps.answerOf(stored, q.id) ?? defaultAnswer(q))
      .filter((a): a is Answer => a !== undefined);
    // the step carries over where the user was in this set: a set that asks none of `from`'s
    // questions as it asked them (a host showing another set in the same element) starts afresh
    const touched = asked.size > 0 && (given.length > 0 || from.step > 0);
    const last = Math.max(this.set.questions.length - (this.#partial ? 1 : 0), 0);
    const step = touched ? Math.min(from.step, last) : Math.min(stored.step, last);
    this.#state = steps.start(this.set, stored.layout, { answers, step });
    const dropped = steps.droppedAnswers(from.set, given, answers);
    this.#dropped = [...new Set([...from.dropped, ...dropped])];
    if (kept.length) this.#saveDraft();
    this.#notify();
  }

  // ————— storage —————

  /**
   * The draft as stored, with the request id of a send not delivered, and what was on its way
   * while it still is (`sending`) or its outcome is unknown: a page closed then comes back with it
   * marked as not confirmed.
   */
  #saveDraft(sending = false): void {
    if (this.#sent) return;
    const d = this.#delivery;
    const pending = d && (sending || d.unconfirmed) ? { sending: d.action, note: d.note } : {};
    this.#store.saveDraft(
      this.set,
      { ...steps.draftOf(this.#state), requestId: this.#requestId, ...pending },
      this.key,
    );
  }

  #question(id: string): Question | undefined {
    return this.set.questions.find((q) => q.id === id);
  }
}

/**
 * The line above Send: the questions still without an answer ("Still needed: …"), and apart from
 * them those whose value is refused ("To correct: …"): an answered question is never called missing.
 */
export function missingText(
  set: QuestionSet,
  issues: readonly SendIssue[],
  words: { incomplete: string; missing(names: string[]): string; toFix(names: string[]): string },
  name: (text: string) => string,
): string {
  if (!FORMATS[set.format].sendsOpen && issues.every((i) => i.code === 'incomplete')) return words.incomplete;
  const names = (list: readonly SendIssue[]) =>
    list.map((i) => {
      const q = set.questions.find((x) => x.id === i.questionId);
      return q ? name(q.text) : i.questionId;
    });
  const open = issues.filter((i) => i.code === 'required' || i.code === 'incomplete');
  const refused = issues.filter((i) => !open.includes(i));
  return [open.length ? words.missing(names(open)) : '', refused.length ? words.toFix(names(refused)) : '']
    .filter(Boolean)
    .join(' ');
}

/** A set still arriving is a wizard (its card would send on a pick); a form stays a form, Send waiting. */
const partialLayout = (layout: steps.LayoutSetting | undefined): steps.LayoutSetting =>
  layout === 'form' || layout === 'wizard' ? layout : 'wizard';

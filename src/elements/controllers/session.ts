/**
 * The element's answering session (src/session) and the set's place in its scope (seed 000: a
 * newer open set closes older ones; one set sent is shown sent by every element showing it).
 *
 * A set restored as answered or closed (a transcript: `state`, `reason`, the `answers` property)
 * shows its receipt from a `Receipt` — the decoded set read by the session's rules — without a
 * session (SPEC §6); the session is made the first time something needs one (`wake`: `reopen()`,
 * `reset()`, the host's `answers`, `state`, `reason` or `answered-by`, another element sending
 * the same set, a newer set going away), with the status and answers the receipt showed, and
 * from then on the element behaves as it always did. It also keeps the host's `state` and `reason`
 * in step with the session's, and ticks an expiring set's countdown (shiitake `expiresAt`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Answer, Question, QuestionSet } from '../../codec/model.js';
import { ScopeRegistry, type ScopeMember } from '../../session/scope.js';
import type {
  Receipt,
  Session,
  ClosedReason,
  SentRecord,
  SessionOptions,
  SetState,
  Shown,
} from '../../session/session.js';
import { openSet } from '../open.js';
import type { LayoutSetting } from '../../session/steps.js';
import { pageStore } from '../../session/store.js';
import { focusedIn } from './focus.js';

interface Host extends ReactiveControllerHost, HTMLElement {
  state: SetState;
  reason: ClosedReason | undefined;
  readonly layout: LayoutSetting;
  readonly persist: 'on' | 'off';
  readonly scope: string | undefined;
  readonly answeredBy: string | undefined;
  readonly recordKey: string | undefined;
}

/** The question of `set` at the same place, where it is the same question to the letter; else `q`. */
const same =
  (set: QuestionSet) =>
  (q: Question, i: number): Question => {
    const was = set.questions[i];
    return was && JSON.stringify(was) === JSON.stringify(q) ? was : q;
  };

/** Every connected element's place in its scope. */
const scopes = new ScopeRegistry();
const elements = new WeakMap<ScopeMember<Shown>, Element>();

export class SessionController implements ReactiveController, ScopeMember<Shown> {
  readonly #host: Host;
  #store: ReturnType<typeof pageStore>;
  /** the answering session (undefined while there is none, or while a restored receipt stands for it) */
  answering: Session | undefined;
  #receipt: Receipt | undefined;
  /** answers a host set before the body was read (or, restored, before the session was made) */
  #pending: Answer[] | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  /**
   * The session a body streaming (again) replaced before any of its questions was complete: the
   * next set takes its draft over, and says what it drops (Session.dropped), as a grown set does.
   */
  #streamedFrom: Session | undefined;

  constructor(host: Host) {
    this.#host = host;
    this.#store = pageStore(() => host.persist !== 'off');
    host.addController(this);
  }

  /** What the element shows: its session, or its restored receipt. */
  get session(): Shown | undefined {
    return this.answering ?? this.#receipt;
  }

  /** The session, made now where a restored receipt stood for it. */
  wake(): Session | undefined {
    return this.answering ?? this.#receipt?.wake();
  }

  get answers(): Answer[] {
    return this.session?.answers ?? [...(this.#pending ?? [])];
  }

  /** The host's answers: the draft, or kept for the set to come; whether the session took them. */
  setAnswers(answers: Answer[]): Session | undefined {
    const session = this.wake();
    if (!session) this.#pending = answers;
    return session;
  }

  hostConnected(): void {
    elements.set(this, this.#host);
    scopes.join(this);
    if (this.answering) scopes.claim(this);
    this.#tick();
  }

  hostDisconnected(): void {
    scopes.leave(this);
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /**
   * A session (or a restored receipt) for a newly decoded set; none for no set. Returns the set the
   * focus should be taken over from: the one the user was in, which this one replaced.
   */
  begin(
    set: QuestionSet | undefined,
    kind: abstract new (...args: never[]) => Host,
    partial = false,
  ): Host | undefined {
    // a streamed body that grew or completed: the new session takes the draft over
    const carried = this.#streamedFrom;
    const before = this.answering ?? carried;
    const streamed = !!before && (before.partial || partial || before === carried);
    this.answering = this.#receipt = this.#streamedFrom = undefined;
    if (!set) {
      // streaming (again), nothing complete yet: the draft waits for the set to come
      if (partial && before?.open) this.#streamedFrom = before;
      return void scopes.seen(this);
    }
    // a question a streamed body still has as it was keeps its object: what shows it stays as it is
    if (streamed) set = { ...set, questions: set.questions.map(same(before.set)) };
    const host = this.#host;
    // which ask of the set this is: the host's key, or its place among identical asks (SPEC §6)
    const key = scopes.recordKey(this, set, host.recordKey || undefined);
    const options = {
      layout: host.layout,
      store: this.#store,
      status: host.state,
      reason: host.reason,
      key,
      partial,
    };
    // restored as answered or closed (a transcript): its receipt reads the set, the session waits
    if (host.answeredBy == null && (host.state !== 'open' || (host.reason && host.reason !== 'answered'))) {
      const receipt: Receipt = new (openSet().Receipt)(set, { ...options, answers: this.#pending }, () =>
        this.#wake(receipt),
      );
      this.#receipt = receipt;
      scopes.seen(this);
      this.sync();
      return;
    }
    const session = this.#start(set, options);
    if (streamed) session.takeOver(before);
    scopes.seen(this);
    this.sync();
    if (!host.isConnected) return;
    // a newer set closing the one the user is in takes the focus over (it would fall to <body>)
    const from = focusedIn(kind);
    scopes.claim(this);
    this.#tick();
    return from && from !== host && from.reason === 'superseded' && session.open ? from : undefined;
  }

  #start(set: QuestionSet, options: SessionOptions): Session {
    const session = (this.answering = new (openSet().Session)(set, options));
    session.subscribe(() => this.#host.requestUpdate());
    if (this.#pending) {
      session.setDraft(this.#pending);
      this.#pending = undefined;
    }
    return session;
  }

  /** The session of a set shown as a restored receipt: as it would have been made for it. */
  #wake(receipt: Receipt): Session {
    if (this.#receipt !== receipt) return this.answering ?? new (openSet().Session)(receipt.set);
    this.#receipt = undefined;
    const { status, reason, key } = receipt;
    const session = this.#start(receipt.set, {
      layout: this.#host.layout,
      store: this.#store,
      status,
      reason,
      key,
    });
    this.#tick();
    return session;
  }

  /** The host's `state` and `reason`, where they differ from what is shown: the session takes them. */
  statusChanged(): void {
    const host = this.#host;
    const receipt = this.#receipt;
    if (receipt?.status === host.state && receipt.reason === host.reason) return;
    const session = this.wake();
    if (!session) return;
    session.setStatus(host.state, host.reason);
    // opened by the host: a newer set's claim closes it again, as it closes every older open set
    scopes.seen(this);
    this.sync();
  }

  /** An open set claims its scope: older open sets close. */
  claim(): void {
    scopes.claim(this);
  }

  /** The set was sent or declined here: every element showing the same set shows the record. */
  announce(record: SentRecord | undefined): void {
    if (record) scopes.announce(this, record);
  }

  /** The session's status in the host's properties, and a render. */
  sync(): void {
    const host = this.#host;
    const shown = this.session;
    if (shown) {
      if (host.state !== shown.status) host.state = shown.status;
      const reason = shown.status === 'closed' ? shown.reason : undefined;
      if (host.reason !== reason) host.reason = reason;
    }
    host.requestUpdate();
  }

  // ————— ScopeMember —————

  scopeKey(): unknown {
    const host = this.#host;
    if (host.scope === 'none') return undefined;
    if (host.scope) return host.scope;
    return host.closest('[question-scope]') ?? host.ownerDocument;
  }

  follows(other: ScopeMember<Shown>): boolean {
    const node = elements.get(other);
    return !!node && !!(this.#host.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING);
  }

  refresh(): void {
    this.sync();
  }

  /** shiitake `expiresAt`: a countdown while open; at expiry the set closes and nothing is sent. */
  #tick(): void {
    const session = this.answering;
    if (!session || session.remaining() === undefined || !this.#host.isConnected) return;
    if (session.expire()) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      this.sync();
      return;
    }
    this.#timer ??= setInterval(() => {
      this.#tick();
      this.#host.requestUpdate();
    }, 1000);
  }
}

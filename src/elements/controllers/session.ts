/**
 * The element's answering session (src/session) and the set's place in its scope (seed 000: a
 * newer open set closes older ones; one set sent is shown sent by every element showing it).
 *
 * A set restored as answered or closed (a transcript: `state`, `reason`, the `answers` property)
 * shows its receipt from a `Receipt` — the decoded set read by the session's rules — without a
 * session (SPEC §6); the session is made the first time something needs one (`wake`: `reopen()`,
 * `reset()`, the host's `answers`, `state`, `reason` or `answered-by`, another element sending
 * the same set, a newer set going away), with the status and answers the receipt showed, and
 * from then on the element behaves as it always did. The session owns the set's status: the host's
 * `state` and `reason` are given to it (`statusChanged`) and mirror it (`status`, which the element
 * writes in its update). It also fires `question-open` once per opening, and ticks an expiring set's
 * countdown (shiitake `expiresAt`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Answer, Question, QuestionSet } from '../../codec/model.js';
import { ScopeRegistry, type ScopeMember } from '../../session/scope.js';
import type { Receipt } from '../../session/receipt.js';
import type {
  Session,
  ClosedReason,
  SentRecord,
  SessionOptions,
  SetState,
  Shown,
} from '../../session/session.js';
import { openSet } from '../parts.js';
import type { LayoutSetting } from '../../session/steps.js';
import { pageStore } from '../../session/store.js';
import { QuestionOpenEvent } from '../events.js';
import { focusedIn } from './focus.js';

interface Host extends ReactiveControllerHost, HTMLElement {
  readonly state: SetState;
  readonly reason: ClosedReason | undefined;
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
/** each element's controller: a newer set reads whether it closed the one the focus was in */
const controllers = new WeakMap<Element, SessionController>();

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
   * next set takes its draft over (Session.follow), and says what it drops, as a grown set does.
   */
  #streamedFrom: Session | undefined;
  /** the opening `question-open` fired for, until the set stops being open: once per opening */
  #openFired: string | undefined;

  constructor(host: Host) {
    this.#host = host;
    this.#store = pageStore(() => host.persist !== 'off');
    controllers.set(host, this);
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

  /** The status shown, as the host's `state` and `reason` mirror it (a reason only for a closed set); undefined: none shown. */
  get status(): [SetState, ClosedReason | undefined] | undefined {
    const shown = this.session;
    return shown && [shown.status, shown.status === 'closed' ? shown.reason : undefined];
  }

  hostConnected(): void {
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
   * focus should be taken over from: the one the user was in, which this one replaced. It starts in
   * the status shown until now (with the host's, given in `statusChanged`), else the host's; `fresh`
   * (another record): open. `broken`: the body ended, and did not decode as a whole.
   */
  begin(
    set: QuestionSet | undefined,
    kind: abstract new (...args: never[]) => Host,
    partial = false,
    fresh = false,
    broken = false,
  ): Host | undefined {
    const host = this.#host;
    const [status, reason] = fresh
      ? ['open' as const, undefined]
      : (this.status ?? [host.state, host.reason]);
    // a streamed body that grew or completed: the new session takes the draft over
    const carried = this.#streamedFrom;
    const before = this.answering ?? carried;
    const streamed = !!before && (before.partial || partial || before === carried);
    this.answering = this.#receipt = this.#streamedFrom = undefined;
    if (!set) {
      // streaming (again), nothing complete yet, or a streamed body that ended broken: the draft
      // waits for the set to come; the questions of a broken body and their picks stay shown
      // (Session.end: nothing is sent, its way out acts)
      if (before?.open && broken && before.partial) {
        before.end();
        this.answering = before;
      } else if (before?.open && (partial || before.partial || (broken && before === carried)))
        // (the whole body's decode may wait for a chunk first: the JSON error scan, a decoder)
        this.#streamedFrom = before;
      return void scopes.seen(this);
    }
    // a question a streamed body still has as it was keeps its object: what shows it stays as it is
    if (streamed) set = { ...set, questions: set.questions.map(same(before.set)) };
    // which ask of the set this is: the host's key, or its place among identical asks (SPEC §6)
    const key = scopes.recordKey(this, set, host.recordKey || undefined);
    const options = {
      layout: host.layout,
      store: this.#store,
      status,
      reason,
      key,
      partial,
    };
    // restored as answered or closed (a transcript): its receipt reads the set, the session waits
    if (host.answeredBy == null && (status !== 'open' || (reason && reason !== 'answered'))) {
      const receipt: Receipt = new (openSet().Receipt)(set, { ...options, answers: this.#pending }, () =>
        this.#wake(receipt),
      );
      this.#receipt = receipt;
      return void scopes.seen(this);
    }
    const session = this.#start(set, options);
    // the one way a set carries the draft of the one it follows: grown (a streamed body) or asked again
    if (before) session.follow(before, streamed);
    scopes.seen(this);
    let from: Host | undefined;
    if (host.isConnected) {
      // a newer set closing the one the user is in takes the focus over (it would fall to <body>)
      from = focusedIn(kind);
      scopes.claim(this);
      this.#tick();
    }
    const closed = from && from !== host && controllers.get(from)?.session?.reason === 'superseded';
    return closed && session.open ? from : undefined;
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

  /** The host's `state` and `reason`, where they differ from what is shown: the session takes them (in the update). */
  statusChanged(): void {
    const host = this.#host;
    const receipt = this.#receipt;
    if (receipt?.status === host.state && receipt.reason === host.reason) return;
    const session = this.wake();
    if (!session) return;
    session.setStatus(host.state, host.reason);
    // opened by the host: a newer set's claim closes it again, as it closes every older open set
    scopes.seen(this);
  }

  /** Opened again (`reopen()`): the next render of open controls is an opening; an open set claims its scope, older open sets close. */
  reopened(): void {
    this.#openFired = undefined;
    scopes.claim(this);
  }

  /**
   * `question-open` once per opening: the set shown open (answerable) for the first time, after
   * `reopen()`, or after it was answered or closed. Every render that shows open controls passes
   * here (`shown`: what it showed; a streamed body's first question included), so a re-render, a
   * body re-read of the same set or a streamed body growing fires nothing more; a placeholder
   * (words or Markdown loading) neither opens nor ends an opening. The event carries the id the set
   * is answered or declined with: a set still arriving without an id of its own has none yet (it
   * is derived from the whole set), so its opening waits for the body's end.
   */
  announceOpen(shown: QuestionSet | 'pending' | undefined, streamed: boolean): void {
    if (shown === 'pending' || (streamed && shown?.derivedId)) return;
    if (!shown) {
      this.#openFired = undefined;
      return;
    }
    const was = this.#openFired;
    // the same set is the same id in the same format
    const key = JSON.stringify([shown.format, shown.id]);
    this.#openFired = key;
    if (was === key) return;
    this.#host.dispatchEvent(new QuestionOpenEvent({ setId: shown.id, format: shown.format }));
  }

  /** The set was sent or declined here: every element showing the same set shows the record. */
  announce(record: SentRecord | undefined): void {
    if (record) scopes.announce(this, record);
  }

  // ————— ScopeMember —————

  scopeKey(): unknown {
    const host = this.#host;
    if (host.scope === 'none') return undefined;
    if (host.scope) return host.scope;
    return host.closest('[question-scope]') ?? host.ownerDocument;
  }

  follows(other: ScopeMember<Shown>): boolean {
    return !!(
      this.#host.compareDocumentPosition((other as SessionController).#host) &
      Node.DOCUMENT_POSITION_PRECEDING
    );
  }

  refresh(): void {
    this.#host.requestUpdate();
  }

  /** shiitake `expiresAt`: a countdown while open; at expiry the set closes and nothing is sent. */
  #tick(): void {
    const session = this.answering;
    if (!session || session.remaining() === undefined || !this.#host.isConnected) return;
    if (session.expire()) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      return this.#host.requestUpdate();
    }
    this.#timer ??= setInterval(() => {
      this.#tick();
      this.#host.requestUpdate();
    }, 1000);
  }
}

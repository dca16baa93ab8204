import { LitElement, html, noChange, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import { live } from 'lit/directives/live.js';
import { answerPhrase, isOpen } from '../codec/answer-read.js';
import { encodeAnswers, encodeDecline } from '../codec/answers.js';
import type { SendIssue } from '../codec/format.js';
import type {
  Answer,
  DecodeError,
  FormatId,
  InputValue,
  Option,
  Question,
  QuestionSet,
} from '../codec/model.js';
import { parse, type ParseOptions } from '../codec/parse.js';
import { FORMATS } from '../codec/registry.js';
import { answerWords } from '../codec/words.js';
import { dedent } from '../body.js';
import { answersReader, loadAnswersReader } from './answers-reader.js';
import { dataAttribute, stateAttribute, stringified } from './attributes.js';
import {
  QuestionAnswersEvent,
  QuestionChangeEvent,
  QuestionDeclineEvent,
  QuestionErrorEvent,
  type AnswersDetail,
} from '../events.js';
import { hasMarkdown, loadMarkdown, markdown, markdownInline, markdownReady } from '../markdown.js';
import { loaded } from '../codec/loading.js';
import { stringsFor, type Strings } from '../strings.js';
import * as wiz from '../wizard/wizard.js';
import {
  dropDraft,
  fingerprint,
  forgetSent,
  loadDraft,
  loadSent,
  saveDraft,
  saveSent,
  type SentRecord,
} from './persistence.js';
import { styles } from './styles.js';

export type SetState = 'open' | 'answered' | 'closed';
export type ClosedReason = 'answered' | 'declined' | 'withdrawn' | 'expired' | 'cancelled' | 'undeliverable';

/** How long a first render waits for a lazy chunk before it shows the placeholder. */
const QUIET_MS = 150;

/** Every connected element, for scopes. */
const live_ = new Set<QuestionSetElement>();

const CHECK = html`<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
  <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
</svg>`;
const PENCIL = html`<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
  <path d="M11 2.5l2.5 2.5L6 12.5 3 13l.5-3z" fill="none" stroke="currentColor" stroke-width="1.5" />
</svg>`;

const TEXT_FIELD = 'input, textarea, select';

/**
 * A question set from an AI agent, in any known wire format: a card for one question, a wizard
 * for several, and the answers as a bubbling event.
 *
 * @summary Renders an agent's question set and hands the answers back.
 * @tag question-set
 *
 * @fires {QuestionAnswersEvent} question-answers - the answers were sent (`detail`: setId, format, requestId, answers, text, payload). Cancelable: `preventDefault()` reports failed delivery.
 * @fires {QuestionDeclineEvent} question-decline - the set was declined (shiitake, mcp).
 * @fires {QuestionChangeEvent} question-change - the draft changed or the step moved.
 * @fires {QuestionErrorEvent} question-error - the body failed to decode.
 *
 * @slot - The body: JSON or YAML text, or a `<script type="application/json">` / `<script type="application/yaml">` child. It is never shown.
 *
 * @csspart card - The rounded surface around everything.
 * @csspart header - Title, intro and progress.
 * @csspart progress - The progress bar.
 * @csspart question - One question.
 * @csspart question-text - The question's text.
 * @csspart badge - A weight, header, required or recommended badge.
 * @csspart context - The quoted context.
 * @csspart options - The group of option rows.
 * @csspart option - One option row.
 * @csspart free-text - The free-text answer field.
 * @csspart actions - The row of buttons.
 * @csspart primary - The primary button (Next, Send answers).
 * @csspart chip - An outcome button (looks good, later, don't know, decline).
 * @csspart overview - The list of answers before sending.
 * @csspart receipt - The answered state.
 * @csspart error - The error panel.
 * @csspart placeholder - The streaming placeholder.
 *
 * @cssprop --question-set-accent - Accent colour of the primary button, selection and progress (default #2563eb).
 * @cssprop --question-set-accent-text - Accent colour for text and links (defaults to a readable accent).
 * @cssprop --question-set-on-accent - Text colour on the accent (default #fff).
 * @cssprop --question-set-radius - Corner radius of the card (default 12px).
 * @cssprop --question-set-space - Base spacing (default 12px).
 * @cssprop --question-set-surface - Card background (default a 3% tint of the text colour).
 * @cssprop --question-set-border - Hairline colour (default a 16% tint of the text colour).
 * @cssprop --question-set-muted - Muted text colour.
 * @cssprop --question-set-hover - Hover tint.
 * @cssprop --question-set-danger - Colour of the blocker badge.
 * @cssprop --question-set-warning - Colour of errors and missing-answer messages.
 * @cssprop --question-set-focus - Focus ring colour.
 */
export class QuestionSetElement extends LitElement {
  static override styles = styles;

  /** Defines the element under `tag` (once; a second call is ignored). */
  static define(tag = 'question-set', registry: CustomElementRegistry = customElements): void {
    if (!registry.get(tag)) registry.define(tag, this);
  }

  /** The reactive properties, declared without decorators: the build then keeps `#private` members native. */
  static override properties = {
    data: { converter: dataAttribute },
    format: {},
    layout: {},
    state: { reflect: true, converter: stateAttribute },
    streaming: { type: Boolean, reflect: true },
    strings: { attribute: false },
    theme: { reflect: true },
    persist: {},
    scope: {},
    answeredBy: { attribute: 'answered-by' },
    reason: { reflect: true },
  };

  /** The body as a value or a string (the `data` attribute: a JSON or YAML string); wins over the element's text. */
  declare data: unknown;

  /** `auto` or a format id: vance, shiitake, egoz, index, structured, form, mcp. */
  declare format: FormatId | 'auto';

  /** `auto` (card for one question, wizard for more), `card`, `wizard` or `form`. */
  declare layout: wiz.LayoutSetting;

  /** `open`, `answered` or `closed`; set by the element on sending, by the host to close or restore. */
  declare state: SetState;

  /** The body is still arriving: a quiet placeholder, never an error, nothing actionable. */
  declare streaming: boolean;

  /** Overrides of the element's own words. */
  declare strings: Partial<Strings> | undefined;

  /** `light` or `dark` forces a colour scheme; otherwise it follows `prefers-color-scheme`. */
  declare theme: 'light' | 'dark' | undefined;

  /** Draft persistence in sessionStorage: on by default, `off` disables it. */
  declare persist: 'on' | 'off';

  /**
   * Which sets compete: a newer open set closes older open ones in the same scope. A name here,
   * else the nearest `[question-scope]` ancestor, else the document; `none` opts out.
   */
  declare scope: string | undefined;

  /**
   * The user message that answered this set, for a transcript reloaded from the server: the
   * element reads the answers back from it, shows its receipt and sends nothing.
   */
  declare answeredBy: string | undefined;

  /** A terminal status set by the host (declined, withdrawn, expired, cancelled, undeliverable): the set shows as closed for it. */
  declare reason: ClosedReason | undefined;

  constructor() {
    super();
    this.format = 'auto';
    this.layout = 'auto';
    this.state = 'open';
    this.streaming = false;
    this.persist = 'on';
  }

  #observer?: MutationObserver;
  #timer: ReturnType<typeof setInterval> | undefined;
  #bodyDirty = true;
  #bodyKey: string | undefined;
  #result: ReturnType<typeof parse> | undefined;
  #wizard: wiz.WizardState | undefined;
  #sent: SentRecord | undefined;
  #requestId: string | undefined;
  #issues: SendIssue[] = [];
  #declining = false;
  #note = '';
  #reportedError: DecodeError | undefined;
  #focusHeading = false;
  #sending = false;

  /** The decoded set, or undefined while there is none. */
  get set(): QuestionSet | undefined {
    this.#ensureRead();
    return this.#result?.ok ? this.#result.set : undefined;
  }

  /** The current decoding error, if any. */
  get error(): DecodeError | undefined {
    this.#ensureRead();
    const result = this.#result;
    return result && !result.ok && !this.streaming && result.error.code !== 'loading'
      ? result.error
      : undefined;
  }

  /** The current draft (after sending: the answers sent). */
  get answers(): Answer[] {
    this.#ensureRead();
    return this.#sent ? [...this.#sent.answers] : [...(this.#wizard?.answers ?? [])];
  }

  /** Sets the draft: with `state="answered"`, a host restores a set answered earlier (a reloaded transcript). */
  set answers(answers: Answer[]) {
    this.#ensureRead();
    const set = this.set;
    if (!set || this.#sent) return;
    this.#wizard = wiz.start(set, this.layout, { answers, step: this.#wizard?.step ?? 0 });
    this.#changed();
  }

  get #persist(): boolean {
    return this.persist !== 'off';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    live_.add(this);
    // slotchange misses a framework patching a text node in place: watch character data too
    this.#observer ??= new MutationObserver(() => this.bodyChanged());
    this.#observer.observe(this, { childList: true, characterData: true, subtree: true });
    if (this.set) this.#claimScope();
    this.#tick();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    live_.delete(this);
    this.#observer?.disconnect();
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** The key that decides which sets compete (undefined: none). */
  #scopeKey(): unknown {
    if (this.scope === 'none') return undefined;
    if (this.scope) return this.scope;
    return this.closest('[question-scope]') ?? this.ownerDocument;
  }

  /**
   * A newer set closes older open ones in its scope; newer means later in the document. A set with
   * a newer one after it stays closed, also when a framework re-creates it after the newer one was answered.
   */
  #claimScope(): void {
    const key = this.#scopeKey();
    if (key === undefined || !this.#isOpen()) return;
    for (const other of live_) {
      if (other === this || !other.set || other.#scopeKey() !== key) continue;
      if (this.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_PRECEDING) {
        if (other.#isOpen()) other.state = 'closed';
      } else if (other.set.id !== this.set!.id) {
        this.state = 'closed';
        return;
      }
    }
  }

  /** Another element showing the same set sent it: show the receipt here too. */
  #adopt(record: SentRecord): void {
    this.#sent = record;
    this.#declining = false;
    this.state = record.outcome === 'answered' ? 'answered' : 'closed';
    if (record.outcome !== 'answered') this.reason = record.outcome;
  }

  /** Whether the set is past its `expiresAt` (closing it if so): nothing is sent after expiry. */
  #expired(): boolean {
    this.#tick();
    return this.state !== 'open';
  }

  /** Sends at most once per set id, even with two live elements for the same set. */
  #alreadySent(set: QuestionSet): boolean {
    const record = loadSent(set, this.#persist);
    if (!record) return false;
    this.#adopt(record);
    return true;
  }

  #announceSent(set: QuestionSet, record: SentRecord): void {
    for (const other of live_)
      if (other !== this && other.set?.id === set.id && other.set.format === set.format) other.#adopt(record);
  }

  #isOpen(): boolean {
    return this.state === 'open' && !this.#sent && !!this.set;
  }

  /** shiitake `expiresAt`: a countdown while open; at expiry the set closes and nothing is sent. */
  #tick(): void {
    const expires = this.set?.expiresAt;
    if (typeof expires !== 'number' || !this.isConnected) return;
    if (Date.now() >= expires) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      if (this.state === 'open' && !this.#sent) {
        this.reason = 'expired';
        this.state = 'closed';
      }
      return;
    }
    this.#timer ??= setInterval(() => {
      this.#tick();
      this.requestUpdate();
    }, 1000);
  }

  /** Marks the body for reading again on the next update. */
  protected bodyChanged(): void {
    this.#bodyDirty = true;
    this.requestUpdate();
  }

  /** Options for the codec; `<question-form>` adds its own id and title. */
  protected parseOptions(): ParseOptions {
    return { format: this.format || 'auto' };
  }

  #readBody(): string | object | undefined {
    if (this.data !== undefined && this.data !== null) return this.data as string | object;
    const script = this.querySelector(
      ':scope > script[type="application/json"], :scope > script[type="application/yaml"]',
    );
    if (script) return dedent(script.textContent ?? '');
    return dedent(this.textContent ?? '');
  }

  #ensureRead(): void {
    // while streaming the body is read once, when it has arrived
    if (!this.#bodyDirty || this.streaming) return;
    this.#bodyDirty = false;
    const body = this.#readBody();
    const options = this.parseOptions();
    const key =
      JSON.stringify(options) +
      '\n' +
      (typeof body === 'string' ? body : body === undefined ? '' : safeJson(body));
    if (key === this.#bodyKey) return;
    this.#bodyKey = key;
    // an element whose text has not arrived waits; a blank `data` is a body, and an error
    if (body === undefined || (typeof body === 'string' && !body.trim() && this.data == null)) {
      this.#result = undefined;
      return;
    }
    const before = this.#result?.ok ? this.#result.set : undefined;
    this.#result = stringified(body) ?? parse(body, options);
    // the bundle fetches the YAML parser, a format's decoder or the block scanner only for a body that
    // needs them, and the answer reader only for a set restored from its answer: the placeholder
    // shows until they are here, then the body is read again
    const loading = !this.#result.ok && this.#result.error.code === 'loading';
    const restoring = this.answeredBy != null && !answersReader() && (loading || this.#result.ok);
    if (loading || restoring) {
      if (restoring) this.#result = { ok: false, error: { code: 'loading', message: 'Still loading' } };
      void Promise.all([loading && loaded(), restoring && loadAnswersReader()]).then(() => {
        this.#bodyKey = undefined;
        this.bodyChanged();
      });
    }
    const after = this.#result.ok ? this.#result.set : undefined;
    if (after && (!before || !sameSet(before, after))) this.#begin(after);
  }

  #begin(set: QuestionSet): void {
    this.#issues = [];
    this.#declining = false;
    this.#sent = loadSent(set, this.#persist);
    const draft = this.#persist && !this.#sent ? loadDraft(set) : undefined;
    this.#wizard = wiz.start(set, this.layout, draft);
    this.#requestId = draft?.requestId;
    if (this.#sent) this.state = this.#sent.outcome === 'answered' ? 'answered' : 'closed';
    if (this.isConnected) {
      this.#claimScope();
      this.#tick();
    }
  }

  /** The `answered-by` message this element has shown its receipt for. */
  #restored: { set: QuestionSet; message: string } | undefined;

  #restore(set: QuestionSet, message: string): void {
    const readAnswers = answersReader();
    if (!readAnswers) return void loadAnswersReader().then(() => this.requestUpdate());
    this.#restored = { set, message };
    const { answers } = readAnswers(set, message);
    this.#sent = {
      fingerprint: fingerprint(set),
      answers,
      text: message,
      requestId: '',
      outcome: 'answered',
    };
    this.#declining = false;
    this.state = 'answered';
  }

  /**
   * While a chunk the body needs is on its way (the bundle's YAML parser, a format's decoder,
   * markdown-it), the first render waits a moment rather than flashing a placeholder that the
   * content replaces at once: most chunks arrive within it. After it the quiet placeholder shows.
   */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    // what `changed` says is taken in here: a skipped update forgets it
    if (changed.has('data') || changed.has('format') || changed.has('streaming')) this.#bodyDirty = true;
    if (changed.has('reason') && this.reason) this.state = 'closed';
    return this.hasUpdated || this.streaming || !this.#chunkPending() || this.#quietOver();
  }

  #chunkPending(): boolean {
    this.#ensureRead();
    const result = this.#result;
    if (result && !result.ok) return result.error.code === 'loading';
    return !!result && !this.#markdownReady(result.set);
  }

  #quiet: 'idle' | 'waiting' | 'over' = 'idle';

  #quietOver(): boolean {
    if (this.#quiet === 'idle') {
      this.#quiet = 'waiting';
      setTimeout(() => {
        this.#quiet = 'over';
        if (!this.hasUpdated) this.requestUpdate();
      }, QUIET_MS);
    }
    return this.#quiet === 'over';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#ensureRead();
    const set = this.set;
    const restored = this.#restored;
    if (set && this.answeredBy != null && (restored?.set !== set || restored.message !== this.answeredBy))
      this.#restore(set, this.answeredBy);
    if (changed.has('layout') && set && this.#wizard) {
      this.#wizard = wiz.start(set, this.layout, wiz.draftOf(this.#wizard));
    }
  }

  protected override updated(_changed: PropertyValues<this>): void {
    const error = this.error;
    if (error && error !== this.#reportedError) {
      this.#reportedError = error;
      this.dispatchEvent(new QuestionErrorEvent({ error }));
    }
    if (this.#focusHeading) {
      this.#focusHeading = false;
      const target = this.renderRoot.querySelector<HTMLElement>('[data-focus-target]');
      target?.focus();
    }
  }

  get #strings(): Strings {
    return stringsFor(this.#lang, this.strings);
  }

  get #lang(): string | undefined {
    return this.closest('[lang]')?.getAttribute('lang') ?? undefined;
  }

  // ————— public methods —————

  /** Sends the draft, as the send button does. Resolves to whether an answer event was dispatched and accepted. */
  submit(): boolean {
    const set = this.set;
    const state = this.#wizard;
    if (!set || !state || this.state !== 'open' || this.streaming || this.#sending) return false;
    if (this.#expired() || this.#alreadySent(set)) return false;
    const check = wiz.sendCheck(set, state);
    if (!check.ok) {
      this.#issues = check.issues;
      this.requestUpdate();
      return false;
    }
    this.#sending = true;
    try {
      const files = this.collectFiles();
      const encoded = encodeAnswers(set, state.answers, {
        requestId: this.#requestId,
        lang: this.#lang,
        files,
      });
      this.#requestId = encoded.requestId;
      const detail: AnswersDetail = {
        setId: set.id,
        format: set.format,
        requestId: encoded.requestId,
        answers: [...state.answers],
        text: encoded.text,
        payload: encoded.payload,
        ...(files ? { files } : {}),
      };
      const accepted = this.dispatchEvent(new QuestionAnswersEvent(detail));
      if (!accepted) {
        // the host could not deliver: keep the draft, and the requestId for the retry
        if (this.#persist) saveDraft(set, wiz.draftOf(state), encoded.requestId);
        return false;
      }
      this.#sent = {
        fingerprint: fingerprint(set),
        answers: [...state.answers],
        text: encoded.text,
        requestId: encoded.requestId,
        outcome: 'answered',
      };
      saveSent(set, this.#sent, this.#persist);
      dropDraft(set);
      this.#issues = [];
      this.state = 'answered';
      this.#announceSent(set, this.#sent);
      return true;
    } finally {
      this.#sending = false;
    }
  }

  /** Declines the whole set (formats that allow it). `action: 'cancel'` is MCP's dismissal. */
  decline(note?: string, action: 'decline' | 'cancel' = 'decline'): boolean {
    const set = this.set;
    if (!set || this.state !== 'open' || this.streaming || this.#sending) return false;
    if (this.#expired() || this.#alreadySent(set)) return false;
    const result = encodeDecline(set, { note, action, requestId: this.#requestId });
    if (!result) return false;
    this.#requestId = result.requestId;
    const trimmed = note?.trim();
    const accepted = this.dispatchEvent(
      new QuestionDeclineEvent({
        setId: set.id,
        format: set.format,
        requestId: result.requestId,
        ...(trimmed ? { note: trimmed } : {}),
        payload: result.payload,
      }),
    );
    if (accepted) {
      this.#declining = false;
      this.#sent = {
        fingerprint: fingerprint(set),
        answers: [],
        text: '',
        requestId: result.requestId,
        outcome: action === 'cancel' ? 'cancelled' : 'declined',
      };
      saveSent(set, this.#sent, this.#persist);
      dropDraft(set);
      this.reason = this.#sent.outcome;
      this.state = 'closed';
      this.#announceSent(set, this.#sent);
    }
    return accepted;
  }

  /** Forgets that the set was sent or closed and opens it again with an empty draft. */
  reopen(): void {
    const set = this.set;
    if (!set) return;
    forgetSent(set);
    dropDraft(set);
    this.#sent = undefined;
    this.#requestId = undefined;
    this.reason = undefined;
    this.state = 'open';
    this.reset();
    this.#claimScope();
  }

  /** Clears the draft and returns to the first question. */
  reset(): void {
    const set = this.set;
    if (!set) return;
    this.#wizard = wiz.start(set, this.layout);
    this.#issues = [];
    this.#declining = false;
    this.#changed();
  }

  /** A closed set's draft as text, to paste elsewhere: nothing is sent. */
  async #copy(e: Event, set: QuestionSet, answers: Answer[]): Promise<void> {
    const button = e.currentTarget as HTMLButtonElement;
    const text = encodeAnswers(set, answers, { lang: this.#lang, requestId: 'copy' }).text;
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = this.#strings.copied;
    } catch {
      // no clipboard permission: select the receipt so the user can copy it
      const lines = this.renderRoot.querySelector('.lines');
      if (lines) getSelection()?.selectAllChildren(lines);
    }
  }

  // ————— hooks for <question-form> —————

  /** Files chosen in file inputs, per question id. */
  protected collectFiles(): Record<string, File[]> | undefined {
    const out: Record<string, File[]> = {};
    for (const input of this.renderRoot.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const id = input.dataset.question;
      if (id && input.files?.length) out[id] = [...input.files];
    }
    return Object.keys(out).length ? out : undefined;
  }

  /** Called after every draft change. */
  protected draftChanged(): void {}

  // ————— state changes —————

  #apply(next: wiz.WizardState, focus = false): void {
    const set = this.set;
    if (!set || next === this.#wizard) return;
    const moved = next.step !== this.#wizard?.step;
    this.#wizard = next;
    if (this.#issues.length) this.#issues = wiz.sendCheck(set, next).issues;
    if (moved && focus) this.#focusHeading = true;
    this.#changed();
  }

  #changed(): void {
    const set = this.set;
    const state = this.#wizard;
    this.requestUpdate();
    this.draftChanged();
    if (set && state && this.#persist && !this.#sent) saveDraft(set, wiz.draftOf(state), this.#requestId);
    if (set && state)
      this.dispatchEvent(
        new QuestionChangeEvent({
          setId: set.id,
          format: set.format,
          index: state.step,
          answers: [...state.answers],
        }),
      );
  }

  #pick(q: Question, option: Option, how: 'pointer' | 'keyboard-select' | 'keyboard-commit'): void {
    const set = this.set;
    const state = this.#wizard;
    if (!set || !state || this.state !== 'open' || this.streaming) return;
    if (q.multiple) {
      this.#apply(wiz.choose(set, state, q.id, option.id));
      return;
    }
    this.#apply(wiz.choose(set, state, q.id, option.id));
    if (how === 'keyboard-select') return;
    if (state.layout === 'card') this.submit();
    else if (state.layout === 'wizard') this.#apply(wiz.next(set, this.#wizard!), true);
  }

  #outcome(q: Question, outcome: 'settled' | 'later' | 'unknown'): void {
    const set = this.set;
    const state = this.#wizard;
    if (!set || !state) return;
    this.#apply(wiz.setOutcome(set, state, q.id, outcome));
    if (state.layout === 'card') this.submit();
    else if (state.layout === 'wizard') this.#apply(wiz.next(set, this.#wizard!), true);
  }

  #confirm(q: Question): void {
    const set = this.set;
    const state = this.#wizard;
    if (!set || !state) return;
    this.#apply(wiz.confirm(set, state, q.id));
    if (state.layout === 'card') this.submit();
    else if (state.layout === 'wizard') this.#apply(wiz.next(set, this.#wizard!), true);
  }

  #next(): void {
    const set = this.set;
    if (set && this.#wizard) this.#apply(wiz.next(set, this.#wizard), true);
  }

  #back(): void {
    const set = this.set;
    if (set && this.#wizard) this.#apply(wiz.back(set, this.#wizard), true);
  }

  #goTo(index: number): void {
    const set = this.set;
    if (set && this.#wizard) this.#apply(wiz.goTo(set, this.#wizard, index), true);
  }

  #text(q: Question, value: string): void {
    const set = this.set;
    if (set && this.#wizard) this.#apply(wiz.setText(set, this.#wizard, q.id, value));
  }

  #value(q: Question, value: InputValue | null): void {
    const set = this.set;
    if (set && this.#wizard) this.#apply(wiz.setValue(set, this.#wizard, q.id, value ?? null));
  }

  /** Enter in a free-text field moves on (Shift+Enter makes a new line). */
  #freeKey(e: KeyboardEvent): void {
    if (e.key !== 'Enter' || e.shiftKey || e.isComposing) return;
    e.preventDefault();
    this.#commit();
  }

  /** What Enter does: send a card, advance a wizard step, send from the overview. */
  #commit(): void {
    const set = this.set;
    const state = this.#wizard;
    if (!set || !state) return;
    if (state.layout === 'card' || state.layout === 'form' || wiz.isOverview(set, state)) this.submit();
    else this.#next();
  }

  /** Digits pick option n while focus is in the question but not in a text field. */
  #questionKey(e: KeyboardEvent, q: Question): void {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.composedPath()[0] as HTMLElement;
    if (target.closest?.(TEXT_FIELD)) return;
    if (/^[1-9]$/.test(e.key) && q.options.length) {
      const option = q.options[Number(e.key) - 1];
      if (!option || this.#disabled(q, option)) return;
      e.preventDefault();
      this.#pick(q, option, 'pointer');
      if (q.multiple) this.#focusOption(q, option);
    } else if (e.key === 'Enter' && !target.closest('button, [role="radio"], [role="checkbox"], a')) {
      e.preventDefault();
      this.#commit();
    }
  }

  #focusOption(q: Question, option: Option): void {
    const key = `${q.id}\u0000${option.id}`;
    void this.updateComplete.then(() =>
      [...this.renderRoot.querySelectorAll<HTMLElement>('.option')]
        .find((el) => el.dataset.option === key)
        ?.focus(),
    );
  }

  #disabled(q: Question, option: Option): boolean {
    const a = this.#wizard ? wiz.answerOf(this.#wizard, q.id) : undefined;
    return wiz.atMaximum(q, a) && !(a?.selected.includes(option.id) ?? false);
  }

  /** APG radio group / checkbox group with a roving tabindex. */
  #groupKey(e: KeyboardEvent, q: Question): void {
    const target = e.composedPath()[0] as HTMLElement;
    const index = Number(target.dataset.index);
    if (Number.isNaN(index)) return;
    const rtl = getComputedStyle(this).direction === 'rtl';
    const n = q.options.length;
    let to: number | undefined;
    switch (e.key) {
      case 'ArrowDown':
        to = (index + 1) % n;
        break;
      case 'ArrowUp':
        to = (index - 1 + n) % n;
        break;
      case 'ArrowRight':
        to = rtl ? (index - 1 + n) % n : (index + 1) % n;
        break;
      case 'ArrowLeft':
        to = rtl ? (index + 1) % n : (index - 1 + n) % n;
        break;
      case 'Home':
        to = 0;
        break;
      case 'End':
        to = n - 1;
        break;
      case ' ':
        e.preventDefault();
        if (!this.#disabled(q, q.options[index]))
          this.#pick(q, q.options[index], q.multiple ? 'pointer' : 'keyboard-select');
        return;
      case 'Enter':
        e.preventDefault();
        if (!q.multiple) this.#pick(q, q.options[index], 'keyboard-commit');
        else this.#commit();
        return;
      default:
        return;
    }
    e.preventDefault();
    const option = q.options[to];
    this.#roving.set(q.id, option.id);
    if (!q.multiple) this.#pick(q, option, 'keyboard-select');
    else this.requestUpdate();
    this.#focusOption(q, option);
  }

  /** Which option of each multi-select group holds the tab stop. */
  #roving = new Map<string, string>();

  // ————— rendering —————

  protected override render(): TemplateResult {
    const s = this.#strings;
    const set = this.set;
    let content: TemplateResult;
    let announce = '';
    const error = this.error;
    if (this.streaming) content = this.#renderPlaceholder(s);
    else if (error) content = this.#renderError(error, s);
    else if (!set || !this.#wizard || !this.#markdownReady(set)) content = this.#renderPlaceholder(s);
    else if (this.#sent?.outcome === 'answered' || (this.state === 'answered' && !this.#sent))
      content = this.#renderReceipt(set, s, s.sent);
    else if (this.state !== 'open' || this.#sent)
      content = this.#renderReceipt(set, s, this.reason ? s.reasons[this.reason] : s.closed);
    else {
      const state = this.#wizard;
      if (state.layout === 'wizard')
        announce = wiz.isOverview(set, state)
          ? s.overviewTitle
          : s.questionOf(state.step + 1, set.questions.length);
      content = this.#renderOpen(set, state, s);
    }
    // title="" stops the host's own title attribute (a <question-form> title) from showing as a tooltip everywhere
    return html`<div class="root" title="" lang=${set?.locale ?? nothing} dir=${set?.dir ?? nothing}>
      ${
        // the live region is there before a wizard's first step moves (also while streaming); cards and forms announce nothing
        this.#wizard && this.#wizard.layout !== 'wizard'
          ? nothing
          : html`<div class="sr-only" role="status" aria-live="polite">${announce}</div>`
      }
      ${content}
    </div>`;
  }

  /** The first render waits for markdown-it where a text needs it: no flash of unformatted text. */
  #markdownReady(set: QuestionSet): boolean {
    if (readySets.has(set)) return true;
    if (markdownReady(textsOf(set))) {
      readySets.add(set);
      return true;
    }
    void loadMarkdown().then(() => this.requestUpdate());
    return false;
  }

  #renderPlaceholder(s: Strings): TemplateResult {
    return html`<div class="card placeholder" part="card placeholder" aria-busy="true">
      <span>${s.loading}</span>
      <div class="bar"></div>
      <div class="bar short"></div>
    </div>`;
  }

  #renderError(error: DecodeError, s: Strings): TemplateResult {
    return html`<div class="card error" part="card error" role="alert">
      <div class="head">${s.errorTitle}</div>
      <div>${error.message}</div>
      ${error.line ? html`<div class="where">${s.at(error.line, error.column ?? 1)}</div>` : nothing}
    </div>`;
  }

  #renderHeader(set: QuestionSet, state: wiz.WizardState, s: Strings): TemplateResult | typeof nothing {
    const progress = state.layout === 'wizard';
    if (!set.title && !set.intro && !progress && !set.status && !set.waitingOn && set.expiresAt == null)
      return nothing;
    const n = set.questions.length;
    const overview = progress && wiz.isOverview(set, state);
    const shown = overview ? n : state.step + 1;
    return html`<div class="header" part="header">
      ${set.title ? html`<bdi class="title">${set.title}</bdi>` : nothing}
      ${set.intro ? html`<div class="intro">${text(set.intro)}</div>` : nothing}
      ${
        progress || set.waitingOn || set.status
          ? html`<div class="status-line">
              ${progress ? html`<span>${overview ? s.overviewTitle : s.questionOf(shown, n)}</span>` : nothing}
              ${set.status ? html`<span class="badge" part="badge">${s[set.status]}</span>` : nothing}
              ${set.waitingOn ? html`<span>${s.waitingOn(set.waitingOn.name)}</span>` : nothing}
              ${typeof set.expiresAt === 'number' ? html`<span>${s.expiresIn(countdown(set.expiresAt))}</span>` : nothing}
            </div>`
          : nothing
      }
      ${
        progress
          ? html`<div
              class="progress"
              part="progress"
              role="progressbar"
              aria-label=${s.questionOf(shown, n)}
              aria-valuemin="0"
              aria-valuemax=${n}
              aria-valuenow=${overview ? n : state.step}
            >
              <div style="width: ${Math.round(((overview ? n : state.step) / n) * 100)}%"></div>
            </div>`
          : nothing
      }
    </div>`;
  }

  #renderOpen(set: QuestionSet, state: wiz.WizardState, s: Strings): TemplateResult {
    const body =
      state.layout === 'form'
        ? this.#renderForm(set, state, s)
        : wiz.isOverview(set, state)
          ? this.#renderOverview(set, state, s)
          : this.#renderStep(set, state, s);
    return html`<div class="card" part="card">${this.#renderHeader(set, state, s)} ${body}</div>`;
  }

  #renderStep(set: QuestionSet, state: wiz.WizardState, s: Strings): TemplateResult {
    const q = set.questions[state.step];
    const format = FORMATS[set.format];
    const a = wiz.answerOf(state, q.id);
    const card = state.layout === 'card';
    const last = state.step === set.questions.length - 1;
    const issue = this.#issues.find((i) => i.questionId === q.id);
    const oneClick = card && q.kind === 'choice' && !q.multiple;
    return html`${this.#renderQuestion(set, q, a, s, `q-${state.step}`, 'step')}
      ${issue ? html`<p class="issue" role="alert">${issue.message}</p>` : nothing}
      ${card && this.#issues.length && !issue ? this.#renderIssues(set, s) : nothing}
      ${this.#declining ? this.#renderDeclineForm(s) : nothing}
      <div class="actions" part="actions">
        ${
          !card && state.step > 0
            ? html`<button type="button" class="quiet" @click=${() => this.#back()}>${s.back}</button>`
            : nothing
        }
        ${this.#renderChips(set, q, a, s, format.outcomes)}
        ${
          card
            ? oneClick && !q.allowCustom
              ? nothing
              : html`<button type="button" class="primary end" part="primary" @click=${() => this.submit()}>
                  ${s.send}
                </button>`
            : html`<button type="button" class="primary end" part="primary" @click=${() => this.#next()}>
                ${last || state.editing ? s.review : s.next}
              </button>`
        }
      </div>`;
  }

  #renderChips(
    set: QuestionSet,
    q: Question,
    a: Answer | undefined,
    s: Strings,
    outcomes: readonly ('settled' | 'later' | 'unknown')[],
  ): TemplateResult {
    const words = { settled: s.looksGood, later: s.later, unknown: s.dontKnow };
    const format = FORMATS[set.format];
    return html`${outcomes.map(
      (o) =>
        html`<button
          type="button"
          class="chip"
          part="chip"
          aria-pressed=${a?.outcome === o ? 'true' : 'false'}
          @click=${() => this.#outcome(q, o)}
        >
          ${words[o]}
        </button>`,
    )}
    ${
      format.declinable && !this.#declining
        ? html`<button type="button" class="chip" part="chip" @click=${() => this.#startDecline(set)}>
            ${s.decline}
          </button>`
        : nothing
    }
    ${
      set.format === 'mcp'
        ? html`<button
            type="button"
            class="chip"
            part="chip"
            @click=${() => this.decline(undefined, 'cancel')}
          >
            ${s.cancel}
          </button>`
        : nothing
    }`;
  }

  #startDecline(set: QuestionSet): void {
    // mcp declines at once; shiitake asks for an optional note first
    if (set.format === 'shiitake') {
      this.#declining = true;
      this.#focusHeading = false;
      this.requestUpdate();
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.note')?.focus());
    } else this.decline();
  }

  #renderDeclineForm(s: Strings): TemplateResult {
    return html`<div class="field">
      <textarea
        class="note"
        rows="2"
        aria-label=${s.declineNote}
        placeholder=${s.declineNote}
        .value=${live(this.#note)}
        @input=${(e: Event) => (this.#note = (e.target as HTMLTextAreaElement).value)}
      ></textarea>
      <div class="actions">
        <button type="button" class="quiet" @click=${() => ((this.#declining = false), this.requestUpdate())}>
          ${s.cancel}
        </button>
        <span class="spacer"></span>
        <button type="button" class="primary" @click=${() => this.decline(this.#note)}>
          ${s.declineConfirm}
        </button>
      </div>
    </div>`;
  }

  #renderQuestion(
    set: QuestionSet,
    q: Question,
    a: Answer | undefined,
    s: Strings,
    key: string,
    kind: 'step' | '',
    issue?: SendIssue,
  ): TemplateResult {
    const headingId = `${key}-text`;
    return html`<section
      class="question ${kind}"
      part="question"
      aria-labelledby=${headingId}
      @keydown=${(e: KeyboardEvent) => this.#questionKey(e, q)}
    >
      <div class="q-head">
        <div
          class="text"
          part="question-text"
          id=${headingId}
          role="heading"
          aria-level="3"
          tabindex="-1"
          data-focus-target
        >
          ${text(q.text)}
        </div>
        ${this.#renderBadges(q, s)}
      </div>
      ${q.context ? html`<blockquote class="context" part="context">${text(q.context)}</blockquote>` : nothing}
      ${this.#renderAnswerControls(set, q, a, s, headingId)}
      ${issue ? html`<p class="issue">${issue.message}</p>` : nothing}
    </section>`;
  }

  #renderBadges(q: Question, s: Strings): TemplateResult[] {
    const badges: TemplateResult[] = [];
    if (q.header) badges.push(html`<bdi class="badge" part="badge">${q.header}</bdi>`);
    if (q.weight && q.weight !== 'important')
      badges.push(html`<span class="badge ${q.weight}" part="badge">${s.weight[q.weight]}</span>`);
    if (q.required) badges.push(html`<span class="badge" part="badge">${s.required}</span>`);
    return badges;
  }

  #renderAnswerControls(
    set: QuestionSet,
    q: Question,
    a: Answer | undefined,
    s: Strings,
    headingId: string,
  ): TemplateResult | typeof nothing {
    if (q.kind === 'input' && q.input) return this.#renderInput(q, a, s, headingId);
    const parts: (TemplateResult | typeof nothing)[] = [];
    if (q.kind === 'confirm') parts.push(this.#renderProposal(q, a, s));
    if (q.input?.type === 'select') parts.push(this.#renderSelect(q, a, headingId));
    else if (q.options.length) parts.push(this.#renderOptions(q, a, s, headingId));
    if (q.allowCustom) parts.push(this.#renderFreeText(set, q, a, s, headingId));
    // one control (the common case) renders as itself: an array would add two markers per item
    return parts.length === 1 ? parts[0] : html`${parts}`;
  }

  #renderProposal(q: Question, a: Answer | undefined, s: Strings): TemplateResult {
    const confirmed = a?.outcome === 'answered' && !a.text && !a.selected.length;
    return html`<div class="proposal">
      ${
        q.proposal
          ? html`<span class="label">${s.assumption}</span> <span><bdi>${q.proposal}</bdi></span>`
          : nothing
      }
      <button
        type="button"
        class="chip confirm"
        part="chip"
        aria-pressed=${confirmed ? 'true' : 'false'}
        @click=${() => this.#confirm(q)}
      >
        ${s.confirm}
      </button>
    </div>`;
  }

  #renderOptions(q: Question, a: Answer | undefined, s: Strings, headingId: string): TemplateResult {
    const selected = a?.outcome === 'answered' ? a.selected : [];
    const role = q.multiple ? 'checkbox' : 'radio';
    const stop =
      (q.multiple ? this.#roving.get(q.id) : undefined) ??
      selected[0] ??
      q.options.find((o) => !this.#disabled(q, o))?.id ??
      q.options[0].id;
    const cards = q.input?.type === 'direction-cards';
    return html`${
        q.multiple
          ? html`<p class="custom-label">${q.maxSelections ? s.chooseUpTo(q.maxSelections) : s.chooseAny}</p>`
          : nothing
      }
      <div
        class="options ${cards ? 'cards-grid' : ''}"
        part="options"
        role=${q.multiple ? 'group' : 'radiogroup'}
        aria-labelledby=${headingId}
        @keydown=${(e: KeyboardEvent) => this.#groupKey(e, q)}
        @click=${(e: Event) => this.#optionClick(e, q)}
      >
        ${q.options.map(
          (o, i) =>
            html`<div
              class="option"
              part="option"
              role=${role}
              aria-checked=${selected.includes(o.id) ? 'true' : 'false'}
              aria-disabled=${this.#disabled(q, o) ? 'true' : nothing}
              tabindex=${o.id === stop ? '0' : '-1'}
              data-index=${i}
              data-option=${`${q.id}\u0000${o.id}`}
            >
              <span class="hint" aria-hidden="true"></span>
              <span class="body">
                <bdi class="label">${text(o.label, true)}</bdi>
                ${
                  q.recommended === o.id
                    ? html`<span class="badge recommended" part="badge">${s.recommended}</span>`
                    : nothing
                }
                ${o.description ? html`<bdi class="description">${text(o.description, true)}</bdi>` : nothing}
              </span>
              <span class="mark"></span>
            </div>`,
        )}
      </div>`;
  }

  /** One listener per group: a click on a row picks its option. */
  #optionClick(e: Event, q: Question): void {
    const row = (e.target as Element).closest<HTMLElement>('.option');
    const option = row && q.options[Number(row.dataset.index)];
    if (option && !this.#disabled(q, option)) this.#pick(q, option, 'pointer');
  }

  #renderSelect(q: Question, a: Answer | undefined, headingId: string): TemplateResult {
    const selected = a?.outcome === 'answered' ? (a.selected[0] ?? '') : '';
    return html`<div class="field">
      <select
        aria-labelledby=${headingId}
        .value=${live(selected)}
        @change=${(e: Event) => {
          const set = this.set;
          const value = (e.target as HTMLSelectElement).value;
          if (!set || !this.#wizard) return;
          const prev = wiz.answerOf(this.#wizard, q.id);
          const cleared = wiz.setText(set, wiz.clear(set, this.#wizard, q.id), q.id, prev?.text ?? '');
          this.#apply(value ? wiz.choose(set, cleared, q.id, value) : cleared);
        }}
      >
        <option value="" ?selected=${!selected}>—</option>
        ${q.options.map((o) => html`<option value=${o.id} ?selected=${o.id === selected}>${o.label}</option>`)}
      </select>
    </div>`;
  }

  #renderFreeText(
    set: QuestionSet,
    q: Question,
    a: Answer | undefined,
    s: Strings,
    headingId: string,
  ): TemplateResult {
    const label = q.customLabel ?? (q.options.length ? s.otherLabel : s.answerLabel);
    const text = a?.outcome === 'answered' ? (a.text ?? '') : '';
    const single = !q.options.length && set.format === 'index';
    return html`${q.customLabel ? html`<span class="custom-label">${q.customLabel}</span>` : nothing}
      <textarea
        class="free"
        part="free-text"
        rows=${single ? 2 : 1}
        dir="auto"
        aria-label=${label}
        aria-describedby=${headingId}
        placeholder=${q.customPlaceholder ?? s.otherPlaceholder}
        .value=${live(text)}
        @input=${(e: Event) => this.#text(q, (e.target as HTMLTextAreaElement).value)}
        @keydown=${(e: KeyboardEvent) => this.#freeKey(e)}
      ></textarea>`;
  }

  #renderInput(q: Question, a: Answer | undefined, s: Strings, headingId: string): TemplateResult {
    const input = q.input!;
    const text = a?.outcome === 'answered' ? (a.text ?? '') : '';
    const value = a?.outcome === 'answered' ? a.value : undefined;
    const onText = (e: Event) => this.#text(q, (e.target as HTMLInputElement).value);
    const onNumber = (e: Event) => {
      const v = (e.target as HTMLInputElement).value;
      this.#value(q, v === '' ? null : Number(v));
    };
    switch (input.type) {
      case 'textarea':
        return html`<div class="field">
          <textarea
            dir="auto"
            rows="3"
            aria-labelledby=${headingId}
            placeholder=${input.placeholder ?? nothing}
            .value=${live(text)}
            @input=${onText}
          ></textarea>
        </div>`;
      case 'switch':
        return html`<div class="field">
          <label class="inline">
            <input
              type="checkbox"
              role="switch"
              aria-labelledby=${headingId}
              .checked=${live(value === true)}
              @change=${(e: Event) => this.#value(q, (e.target as HTMLInputElement).checked)}
            />
            <span>${value === true ? s.yes : s.no}</span>
          </label>
        </div>`;
      case 'range': {
        const min = input.min ?? 0;
        const max = input.max ?? 100;
        const shown = typeof value === 'number' ? value : undefined;
        return html`<div class="field">
          <div class="inline">
            <input
              type="range"
              min=${min}
              max=${max}
              step=${input.step ?? nothing}
              aria-labelledby=${headingId}
              .value=${live(String(shown ?? Math.round((min + max) / 2)))}
              @input=${onNumber}
            />
            <output aria-live="off">${shown ?? '–'}</output>
          </div>
        </div>`;
      }
      case 'number':
        return html`<div class="field">
          <input
            type="number"
            inputmode="decimal"
            min=${input.min ?? nothing}
            max=${input.max ?? nothing}
            step=${input.step ?? (input.integer ? 1 : 'any')}
            aria-labelledby=${headingId}
            placeholder=${input.placeholder ?? nothing}
            .value=${live(typeof value === 'number' ? String(value) : '')}
            @input=${onNumber}
          />
        </div>`;
      case 'file':
        return html`<div class="field">
          <input
            type="file"
            data-question=${q.id}
            accept=${input.accept ?? nothing}
            aria-labelledby=${headingId}
            @change=${(e: Event) => {
              const files = [...((e.target as HTMLInputElement).files ?? [])];
              this.#value(q, files.length ? files.map((f) => f.name) : null);
            }}
          />
        </div>`;
      default: {
        const type = input.type === 'text' ? 'text' : input.type;
        return html`<div class="field">
          <input
            type=${type}
            dir=${type === 'text' ? 'auto' : nothing}
            aria-labelledby=${headingId}
            placeholder=${input.placeholder ?? nothing}
            minlength=${input.minLength ?? nothing}
            maxlength=${input.maxLength ?? nothing}
            .value=${live(text)}
            @input=${onText}
            @keydown=${(e: KeyboardEvent) => this.#freeKey(e)}
          />
        </div>`;
      }
    }
  }

  #renderIssues(set: QuestionSet, s: Strings): TemplateResult | typeof nothing {
    if (!this.#issues.length) return nothing;
    return html`<p class="issues" role="alert">${this.#missingText(set, this.#issues, s)}</p>`;
  }

  #renderOverview(set: QuestionSet, state: wiz.WizardState, s: Strings): TemplateResult {
    const words = answerWords(this.#lang);
    const check = wiz.sendCheck(set, state);
    return html`<ul class="overview" part="overview">
        ${set.questions.map((q, i) => {
          const a = wiz.answerOf(state, q.id);
          const open = isOpen(q, a);
          return html`<li>
            <button type="button" @click=${() => this.#goTo(i)}>
              <span class="q"><span class="sr-only">${s.editPrefix} </span><bdi>${plain(q.text)}</bdi></span>
              <span class="a ${open ? 'open' : ''}"><bdi>${answerPhrase(q, a, words)}</bdi></span>
              <span class="pencil">${PENCIL}</span>
            </button>
          </li>`;
        })}
      </ul>
      ${this.#renderIssues(set, s)}
      ${!check.ok && !this.#issues.length ? html`<p class="issue">${this.#missingText(set, check.issues, s)}</p>` : nothing}
      <div class="actions" part="actions">
        <button type="button" class="quiet" @click=${() => this.#back()}>${s.back}</button>
        ${this.#renderChips(set, set.questions[0], undefined, s, [])}
        <button
          type="button"
          class="primary end"
          part="primary"
          data-focus-target
          aria-disabled=${check.ok ? 'false' : 'true'}
          @click=${() => this.submit()}
        >
          ${s.sendAnswers}
        </button>
      </div>`;
  }

  #missingText(set: QuestionSet, issues: SendIssue[], s: Strings): string {
    if (!FORMATS[set.format].partial && issues.every((i) => i.code === 'incomplete')) return s.incomplete;
    return s.missing(
      issues.map((i) => {
        const q = set.questions.find((x) => x.id === i.questionId);
        return q ? plain(q.text) : i.questionId;
      }),
    );
  }

  #renderForm(set: QuestionSet, state: wiz.WizardState, s: Strings): TemplateResult {
    const check = wiz.sendCheck(set, state);
    return html`<div class="form-questions">
        ${set.questions.map((q, i) =>
          this.#renderQuestion(
            set,
            q,
            wiz.answerOf(state, q.id),
            s,
            `q-${i}`,
            '',
            this.#issues.find((x) => x.questionId === q.id),
          ),
        )}
      </div>
      ${!check.ok ? html`<p class="issue" role="status">${this.#missingText(set, check.issues, s)}</p>` : nothing}
      <div class="actions" part="actions">
        ${this.#renderChips(set, set.questions[0], undefined, s, [])}
        <button
          type="button"
          class="primary end"
          part="primary"
          ?disabled=${!check.ok}
          @click=${() => this.submit()}
        >
          ${s.sendAnswers}
        </button>
      </div>`;
  }

  #renderReceipt(set: QuestionSet, s: Strings, status: string): TemplateResult {
    const sent = this.#sent?.outcome === 'answered';
    const declined = this.#sent && !sent;
    const answers = this.#sent?.answers ?? [...(this.#wizard?.answers ?? [])];
    const words = answerWords(this.#lang);
    const copyable = !this.#sent && answers.length > 0;
    return html`<div class="card receipt" part="card receipt">
      ${set.title ? html`<bdi class="title">${set.title}</bdi>` : nothing}
      <ul class="lines" ?hidden=${!!declined}>
        ${set.questions.map((q) => {
          const a = answers.find((x) => x.questionId === q.id);
          return html`<li>
            ${set.questions.length > 1 ? html`<bdi>${plain(q.text)}</bdi> → ` : nothing}<bdi
              >${answerPhrase(q, a, words)}</bdi
            >
          </li>`;
        })}
      </ul>
      <div class="actions">
        <span class="done">${sent ? CHECK : nothing}${status}</span>
        <span class="spacer"></span>
        ${
          copyable
            ? html`<button
                type="button"
                class="chip"
                part="chip"
                @click=${(e: Event) => this.#copy(e, set, answers)}
              >
                ${s.copy}
              </button>`
            : nothing
        }
      </div>
    </div>`;
  }
}

/**
 * markdown-it's HTML (safe: raw HTML off, links filtered) as DOM, parsed straight into a fragment:
 * unlike `unsafeHTML` it keeps no template per distinct text, and a text that did not change is not parsed again.
 */
class MarkdownHtml extends Directive {
  #last: string | undefined;
  render(htmlText: string): unknown {
    if (htmlText === this.#last) return noChange;
    this.#last = htmlText;
    const template = document.createElement('template');
    template.innerHTML = htmlText;
    return template.content;
  }
}
const markdownHtml = directive(MarkdownHtml);

/** A text: plain text binds as text (the common case, and the cheapest); Markdown becomes markdown-it's HTML. */
const text = (t: string, inline = false) =>
  hasMarkdown(t) ? markdownHtml(inline ? markdownInline(t) : markdown(t)) : t;

/** Sets that can render (markdown-it loaded, or no text needs it): not scanned again on every update. */
const readySets = new WeakSet<QuestionSet>();

/** Every text of a set that is rendered as Markdown. */
function* textsOf(set: QuestionSet): Generator<string> {
  if (set.intro) yield set.intro;
  for (const q of set.questions) {
    yield q.text;
    if (q.context) yield q.context;
    for (const o of q.options) {
      yield o.label;
      if (o.description) yield o.description;
    }
  }
}

/** m:ss, or h:mm:ss, until `at`. */
function countdown(at: number): string {
  const total = Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? '';
  } catch {
    return String(Math.random());
  }
}

function sameSet(a: QuestionSet, b: QuestionSet): boolean {
  return a.format === b.format && a.id === b.id && JSON.stringify(a) === JSON.stringify(b);
}

/** Question text as plain text for one-line places (overview, messages): Markdown marks dropped. */
function plain(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[*_`#>]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
}

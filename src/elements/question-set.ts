import {
  LitElement,
  html,
  nothing,
  type PropertyDeclaration,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { DirectiveResult } from 'lit/directive.js';
import type { Answer, DecodeError, FormatId, ParseResult, QuestionSet } from '../codec/model.js';
import { setOwn } from '../codec/obj.js';
import type { ParseOptions } from '../codec/parse.js';
import { dataAttribute, stateAttribute } from './attributes.js';
import {
  QuestionAnswersEvent,
  QuestionChangeEvent,
  QuestionDeclineEvent,
  QuestionErrorEvent,
} from './events.js';
import { stringsFor, stringsPending, uiLang, type Strings } from '../i18n/strings.js';
import type {
  Change,
  ClosedReason,
  Dispatched,
  Prepared,
  SentRecord,
  Session,
  SetState,
} from '../session/session.js';
import { dispatchDelivery } from './delivery.js';
import { ELEMENT_PARTS, openSet } from './parts.js';
import type { LayoutSetting } from '../session/steps.js';
import { BodyController, type BodyTarget } from './controllers/body.js';
import { LoadingController } from './controllers/loading.js';
import { FocusController } from './controllers/focus.js';
import { SessionController } from './controllers/session.js';
import type { IntentsController, IntentTarget } from './controllers/intents.js';
import { renderError, renderPlaceholder } from './render/status.js';
import { urlStyles } from './render/url.styles.js';
import { previewStyles } from './render/preview.styles.js';
import { codeBlockName, markdownPending, nameCode } from './render/text.js';
import type { View } from './render/view.js';
import { styles } from './styles.js';

export type { SetState, ClosedReason };

/**
 * A question set from an AI agent, in any known wire format: a card for one question, a wizard
 * for several, and the answers as a bubbling event.
 *
 * @summary Renders an agent's question set and hands the answers back.
 * @tag question-set
 *
 * @fires {QuestionAnswersEvent} question-answers - the answers were sent (`detail`: setId, format, requestId, answers with the chosen `labels` beside the option ids in `selected`, text, payload). `waitUntil(promise)`: the set says it is sending until the promise settles, and is recorded as sent only if it fulfils. `preventDefault()`, a rejection or a listener that throws reports failed delivery: the draft stays, a retry reuses `requestId`.
 * @fires {QuestionDeclineEvent} question-decline - the set was declined: the way out every set offers (mcp: decline or cancel). `waitUntil(promise)` and failed delivery as on `question-answers`.
 *
 * @attr {number} send-timeout - Milliseconds a delivery the host waits for (`event.waitUntil`) may take before it counts as failed; none by default.
 * @fires {QuestionOpenEvent} question-open - the set became answerable: input waits (once per opening).
 * @fires {QuestionChangeEvent} question-change - the draft changed or the step moved.
 * @fires {QuestionErrorEvent} question-error - the body failed to decode.
 *
 * @attr {string} lang - The language of the element's own words (a BCP 47 tag such as `de` or `ar`); without it, the set's language (egoz `locale`), then the nearest `[lang]`, then English.
 * @attr {string} scope - The first name of `scope-name`, kept for compatibility: which sets compete (`scope-name` wins where both are written).
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
 * @csspart confirm - The Confirm button of a confirm question (its main answer).
 * @csspart overview - The list of answers before sending.
 * @csspart delivery - The line that says a send is on its way, or was not sent and why.
 * @csspart receipt - The answered state.
 * @csspart error - The error panel.
 * @csspart placeholder - The streaming placeholder (until a question is complete).
 * @csspart filter - The filter field above a long list of options.
 * @csspart preview - The preview pane beside the options (structured, single-select), showing the focused or chosen option's preview.
 *
 * @cssprop --question-set-accent - Accent colour of the primary button, selection and progress (default #2563eb).
 * @cssprop --question-set-accent-text - Accent colour for text and links (default half the accent, half the text colour: it reads on a light or a dark page; with `theme` the accent darkened by 20% in light, 40% accent and 60% white in dark).
 * @cssprop --question-set-on-accent - Text colour on the accent (default #fff).
 * @cssprop --question-set-radius - Corner radius of the card (default 12px).
 * @cssprop --question-set-space - Base spacing (default 12px).
 * @cssprop --question-set-surface - Card background (default a 3% tint of the text colour).
 * @cssprop --question-set-border - Hairline colour of the card and dividers (default a 16% tint of the text colour).
 * @cssprop --question-set-control-border - Outline of option rows, checkboxes and text fields (default 50% of the text colour: 3:1 against the card).
 * @cssprop --question-set-muted - Muted text colour.
 * @cssprop --question-set-hover - Hover tint.
 * @cssprop --question-set-danger - Colour of the blocker badge.
 * @cssprop --question-set-warning - Colour of errors and missing-answer messages.
 * @cssprop --question-set-focus - Focus ring colour.
 */
export class QuestionSetElement extends LitElement {
  static override styles = [styles, urlStyles, previewStyles];

  /** what the user's actions do to the element: one object for every set */
  static #intentTarget: IntentTarget<QuestionSetElement> = {
    act: (el, change, focus) => el.#act(change, focus),
    limitReached: (el) => {
      el.#notice = el.#strings.limitReached;
      el.requestUpdate();
    },
    keepFocus: (el) => el.#focusMade?.keep(),
  };

  /** what the body's reading does to the element: one object for every set */
  static #bodyTarget: BodyTarget<QuestionSetElement> = {
    parseOptions: (el) => el.parseOptions(),
    show: (el, result, partial) => el.#show(result, partial),
  };

  /** Defines the element under `tag` (once; a second call is ignored). */
  static define(tag = 'question-set', registry: CustomElementRegistry = customElements): void {
    if (!registry.get(tag)) registry.define(tag, this);
  }

  /** The reactive properties, declared without decorators: the build then keeps `#private` members native. */
  /** `scope`, the first name of `scope-name`, kept for compatibility; `lang`, the words' language. */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'scope', 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // the element's own `lang` is its words' language first (SPEC §6)
    if (name === 'lang') return this.requestUpdate();
    if (name !== 'scope') return super.attributeChangedCallback(name, old, value);
    // `scope-name` wins where both are written
    if (!this.hasAttribute('scope-name')) this.scope = value ?? undefined;
  }

  static override properties = {
    data: { converter: dataAttribute },
    format: {},
    layout: {},
    state: { reflect: true, converter: stateAttribute },
    streaming: { type: Boolean, reflect: true },
    strings: { attribute: false },
    theme: { reflect: true },
    persist: {},
    // `scope-name`, an attribute no HTML element owns (`scope` is a `<th>` attribute: Svelte warns
    // on it); `scope` still works (observedAttributes below)
    scope: { attribute: 'scope-name' },
    answeredBy: { attribute: 'answered-by' },
    reason: { reflect: true },
    // not `key` (React's own prop, never passed to the element)
    recordKey: { attribute: 'record-key' },
    sendTimeout: { attribute: 'send-timeout', type: Number },
  };

  /** The body as a value or a string (the `data` attribute: a JSON or YAML string); wins over the element's text. */
  declare data: unknown;

  /** `auto` or a format id: vance, shiitake, egoz, index, structured, form, mcp. */
  declare format: FormatId | 'auto';

  /** `auto` (card for one question, wizard for more), `card`, `wizard` or `form`. */
  declare layout: LayoutSetting;

  /** `open`, `answered` or `closed`; set by the element on sending, by the host to close or restore. */
  declare state: SetState;

  /** The body is still arriving: never an error, nothing sent; the questions complete so far can be answered, Send waits. */
  declare streaming: boolean;

  /** Overrides of the element's own words. */
  declare strings: Partial<Strings> | undefined;

  /** `light` or `dark` forces a colour scheme; otherwise its colours follow the page's text colour. */
  declare theme: 'light' | 'dark' | undefined;

  /** Draft persistence in sessionStorage: on by default, `off` disables it. */
  declare persist: 'on' | 'off';

  /**
   * Which sets compete: a newer open set closes older open ones in the same scope. A name here
   * (the `scope-name` attribute, or `scope`), else the nearest `[question-scope]` ancestor, else
   * the document; `none` opts out.
   */
  declare scope: string | undefined;

  /**
   * The user message that answered this set, for a transcript reloaded from the server: the
   * element reads the answers back from it, shows its receipt and sends nothing.
   */
  declare answeredBy: string | undefined;

  /** A terminal status set by the host (declined, withdrawn, expired, cancelled, undeliverable) or by a newer set (superseded): the set shows as closed for it. */
  declare reason: ClosedReason | undefined;

  /**
   * The key of this set's record, given by the host (e.g. its message id): elements with the same
   * key and content show one set, sent once; another key is another set, even with the same id
   * and content. Without it, a set with an id of its own is keyed by its id and content, and a set
   * without one also by its place among identical sets in its scope (docs/lifecycle.md, "Identity").
   */
  declare recordKey: string | undefined;

  /**
   * Milliseconds a delivery the host waits for (`event.waitUntil`) may take: past them it counts as
   * failed (the user may send again, with the same request id). None (the default): as long as it takes.
   */
  declare sendTimeout: number | undefined;

  constructor() {
    super();
    this.format = 'auto';
    this.layout = 'auto';
    this.state = 'open';
    this.streaming = false;
    this.persist = 'on';
  }

  #internals: ElementInternals | undefined;
  /**
   * Attached on first need and then the same: a set that arrives alone shows a custom state
   * (controllers/loading.ts), and `<question-form>` keeps its form value in them. The element's
   * own, not an API: a page never attaches a custom element's internals.
   * @internal
   */
  override attachInternals(): ElementInternals {
    return (this.#internals ??= super.attachInternals());
  }

  #result: ParseResult | undefined;
  /** the answering session (or a restored receipt standing for it) and the set's place in its scope */
  #sessions = new SessionController(this);
  #reportedError: DecodeError | undefined;
  /** the answers shown in the receipt were sent from here: the live region says so */
  #announceSent = false;
  /** what the last render showed: the set open (answerable), a placeholder, or no open set */
  #shownOpen: QuestionSet | 'pending' | undefined;
  /** a polite word for the live region (a pick refused at the limit), until the next change */
  #notice = '';
  #sending = false;
  /** the focus was in the element when a delivery it waits for began (it goes back to the set, or the receipt) */
  #focusWasIn = false;
  /** the `answered-by` message this element has shown its receipt for */
  #restored: { session: Session; message: string } | undefined;
  #loading = new LoadingController(this);
  /** the element's language has words whose chunk is still on its way */
  #wordsPending = false;
  /** the user's actions in the open controls (and the option keys, the input guard): made with the first of them */
  #intents: IntentsController | undefined;
  get #open(): IntentsController {
    return (this.#intents ??= new (openSet().IntentsController)(
      this,
      this.#sessions,
      QuestionSetElement.#intentTarget,
    ));
  }
  /** where focus goes after an update: made on first need (a restored receipt never moves it) */
  #focusMade: FocusController | undefined;
  get #focus(): FocusController {
    return (this.#focusMade ??= new FocusController(this, QuestionSetElement));
  }
  /** the word for a code block the element's Markdown named last */
  #codeName: string | undefined;

  /** the body, read again whenever it changes */
  #body = new BodyController(this, this.#loading, QuestionSetElement.#bodyTarget);

  /** The decoded set, or undefined while there is none. */
  get set(): QuestionSet | undefined {
    return this.#result?.ok ? this.#result.set : undefined;
  }

  /** The current decoding error, if any. */
  get error(): DecodeError | undefined {
    const result = this.#result;
    return result && !result.ok && !this.streaming ? result.error : undefined;
  }

  /** The current draft (after sending: the answers sent). */
  get answers(): Answer[] {
    return this.#sessions.answers;
  }

  /** Sets the draft: with `state="answered"`, a host restores a set answered earlier (a reloaded transcript). */
  set answers(answers: Answer[]) {
    const session = this.#sessions.setAnswers(answers);
    if (session) this.#act(session.setDraft(answers));
  }

  /**
   * `await el.updateComplete` resolves once the set (or its error) is rendered: also after the
   * lazy parts the body needs (a format's decoder, YAML, markdown-it) have arrived.
   */
  protected override getUpdateComplete(): Promise<boolean> {
    // the words of the element's language are one of those parts; the first wait after insertion
    // also takes the frame content-visibility lays the set out in (controllers/loading.ts)
    return this.#loading.complete(() => super.getUpdateComplete());
  }

  /** A streamed `data` that grew is read at once (`BodyController.grow`): an update only for what it completes. */
  override requestUpdate(name?: PropertyKey, old?: unknown, options?: PropertyDeclaration): void {
    if (name !== 'data' || !this.#body.grow()) super.requestUpdate(name, old, options);
  }

  /** Marks the body for reading again on the next update. */
  protected bodyChanged(): void {
    this.#body.changed();
  }

  /** Options for the codec; `<question-form>` adds its own id and title. */
  protected parseOptions(): ParseOptions {
    return { format: this.format || 'auto' };
  }

  /**
   * A decoded body (or none): a new session unless it is the same set (`again`: the record key
   * changed; `true`: the host gave no status with it, it starts open); `partial`: the questions
   * complete so far of a body still arriving.
   */
  #show(result: ParseResult | undefined, partial = false, again?: boolean): void {
    const before = this.#sessions.session?.set;
    const wasPartial = !!this.#sessions.answering?.partial;
    this.#result = result;
    const set = result?.ok ? result.set : undefined;
    if (set && before && openSet().kinship(before, set) === 'same' && wasPartial === partial && again == null)
      return;
    // a streamed body that grew keeps what the user has open (an "Other…" field, a note)
    if (!wasPartial) this.#intents?.clear();
    this.#notice = '';
    this.#announceSent = false;
    // a streamed body that ended broken keeps its questions so far and their picks (Session.end)
    const from = this.#sessions.begin(
      set,
      QuestionSetElement,
      partial,
      again,
      !partial && result?.ok === false,
    );
    if (from) this.#focus.heading(from);
    const session = this.#sessions.answering;
    // the draft taken over from a streamed body is the final set's now: one change event, with its id
    // (`question-open` fired when its first question showed, from `announceOpen`: never again here)
    if (wasPartial && !session?.partial && session?.open && session.answers.length) this.#changed(session);
  }

  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    // a body written in chunks ends with the stream (`end()`, the writable closed, `streaming`
    // removed): its whole text is the body now, as `data`
    const written = this.streaming ? undefined : this.#body.take();
    if (written !== undefined) this.data = written;
    // what `changed` says is taken in here: a skipped update forgets it
    if (changed.has('data') || changed.has('format') || changed.has('streaming')) {
      this.#body.changed(false);
    }
    const given = changed.has('state') || changed.has('reason');
    if (given) this.#sessions.statusChanged();
    // another record: the status shown was the old record's, unless the host gives one now
    if (changed.has('recordKey') && this.#sessions.session)
      this.#show(this.#result, !!this.#sessions.answering?.partial, !given);
    this.#body.read();
    const set = this.#sessions.session?.set;
    const markdown = set && markdownPending(set);
    if (markdown) this.#loading.wait(markdown, () => this.requestUpdate());
    // a language's words come in a chunk of their own in the builds: started beside the format's
    // chunk when the language is known up front (`lang`), and waited for like it, never English meanwhile
    const words = stringsPending(this.#lang);
    this.#wordsPending = !!words;
    if (words) this.#loading.wait(words, () => this.requestUpdate());
    // the first render waits a moment for a chunk rather than flash a placeholder the content replaces at once
    return this.hasUpdated || this.streaming || !this.#loading.busy || this.#loading.quietOver();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // a receipt restored from its answer message has a session (the message is read into it)
    const session = this.answeredBy != null ? this.#sessions.wake() : this.#sessions.answering;
    if (session && changed.has('layout')) session.setLayout(this.layout);
    const restored = this.#restored;
    if (
      session &&
      this.answeredBy != null &&
      (restored?.session !== session || restored.message !== this.answeredBy)
    ) {
      const reader = ELEMENT_PARTS.answersReader.get();
      if (!reader) this.#loading.wait(ELEMENT_PARTS.answersReader.load(), () => this.requestUpdate());
      else {
        this.#restored = { session, message: this.answeredBy };
        session.restore(this.answeredBy, reader.readAnswers);
      }
    }
    // the one place the host's `state` and `reason` are written: the session's status, mirrored
    const status = this.#sessions.status;
    if (status) [this.state, this.reason] = status;
  }

  protected override updated(_changed: PropertyValues<this>): void {
    this.#sessions.announceOpen(this.#shownOpen, this.streaming);
    // the way out taken while the body streamed goes now that it is whole
    const waiting = this.#sessions.answering;
    if ((!waiting?.partial || waiting.ended) && waiting?.declineWaiting)
      this.decline(waiting.declineWaiting.note, waiting.declineWaiting.action);
    const error = this.error;
    if (error && error !== this.#reportedError) {
      this.#reportedError = error;
      this.dispatchEvent(new QuestionErrorEvent({ error }));
    }
    // code blocks are named as their Markdown is inserted (render/text.ts); a new word (another
    // UI language) renames those shown
    const name = this.#strings.codeBlock;
    if (this.#codeName !== name) {
      if (this.#codeName !== undefined) nameCode(this.renderRoot);
      this.#codeName = name;
    }
  }

  get #strings(): Strings {
    return stringsFor(this.#lang, this.strings);
  }

  get #lang(): string | undefined {
    return uiLang(this, this.set?.locale);
  }

  // ————— public methods —————

  /**
   * Writes the next chunk of the body, as it arrives (an agent's tokens): the element is
   * `streaming` until the host ends the stream (`streaming = false`), and reads each chunk once,
   * never the text so far again. The chunks written are the body (over `data` and the element's
   * text); once the stream ends, `data` holds their text.
   */
  write(chunk: string): void {
    this.streaming = true;
    this.#body.write(chunk);
  }

  #writable: WritableStream<string> | undefined;
  /**
   * A `WritableStream` of the body's chunks: `response.body.pipeThrough(new TextDecoderStream()).pipeTo(el.writable)`.
   * Each chunk is `write()`; closing it, or aborting it (the stream broke), ends the stream
   * (`streaming = false`). A new one is made once it has ended.
   */
  get writable(): WritableStream<string> {
    const end = () => void (this.streaming = !!(this.#writable = undefined));
    return (this.#writable ??= new WritableStream({
      write: (c: string) => this.write(c),
      close: end,
      abort: end,
    }));
  }

  /**
   * Sends the draft, as the send button does. Returns whether an answer event was dispatched and
   * not refused: a host that delivers asynchronously (`waitUntil`) may still fail it, and the set
   * then says it was not sent and can be sent again.
   */
  submit(): boolean {
    const session = this.#sessions.answering;
    if (!session || this.streaming || this.#sending) return false;
    const files = this.collectFiles();
    const attempt = session.prepareSend({ lang: this.#lang, files });
    // the update is asked for before the event: it runs (the host's `state` and `reason` then mirror
    // the outcome) before what a listener queues for after it
    this.requestUpdate();
    if (!attempt.ok) return false;
    const { encoded, labelled } = attempt;
    return this.#deliver(
      session,
      attempt,
      new QuestionAnswersEvent({
        setId: session.set.id,
        format: session.set.format,
        requestId: encoded.requestId,
        answers: labelled,
        text: encoded.text,
        payload: encoded.payload,
        ...(files ? { files } : {}),
      }),
    );
  }

  /** Declines the whole set: the way out every set offers ("answer in chat instead"). `action: 'cancel'` is MCP's dismissal. */
  decline(note?: string, action: 'decline' | 'cancel' = 'decline'): boolean {
    const session = this.#sessions.answering;
    // while the body streams, the session remembers it: it goes once the body is whole
    if (!session || this.#sending) return false;
    const attempt = session.prepareDecline(note, action, { lang: this.#lang });
    this.requestUpdate();
    if (!attempt.ok) return false;
    return this.#deliver(
      session,
      attempt,
      new QuestionDeclineEvent({
        setId: session.set.id,
        format: session.set.format,
        requestId: attempt.requestId,
        ...(attempt.note ? { note: attempt.note } : {}),
        text: attempt.text,
        payload: attempt.payload,
      }),
    );
  }

  /**
   * Dispatches a send's or a decline's event and hands what the host did to the session (SPEC §6,
   * "Delivery can fail"): recorded once delivered, the receipt then takes the focus where the user
   * was in the element; a failure keeps the draft, says why and leaves Send to try again.
   */
  #deliver(session: Session, attempt: Prepared, event: QuestionAnswersEvent | QuestionDeclineEvent): boolean {
    this.#sending = true;
    // focus leaves with the controls: where the user was in the element, it goes to the receipt
    const focused = !!this.shadowRoot?.activeElement;
    let said: Dispatched;
    try {
      said = dispatchDelivery(this, event, this.sendTimeout);
    } finally {
      this.#sending = false;
    }
    const done = (record: SentRecord | undefined): void => {
      this.#sessions.announce(record);
      if (record && session.readOnly) {
        if (record.outcome === 'answered') this.#announceSent = true;
        if (focused || this.#focusWasIn) this.#focus.receipt();
      } else if (!record && this.#focusWasIn) this.#focus.heading();
      this.#focusWasIn = false;
      this.requestUpdate();
    };
    const result = session.deliver(attempt, said);
    if (result instanceof Promise) {
      // the controls lock while it is on its way: focus comes back to the set once it settles
      this.#focusWasIn = focused;
      // the page going meanwhile aborts the request (Firefox and WebKit as its navigation starts,
      // before pagehide): it comes back "not confirmed", not "not sent"
      const view = this.ownerDocument.defaultView;
      const leave = () => session.leave();
      const going = ['beforeunload', 'pagehide'] as const;
      for (const type of going) view?.addEventListener(type, leave);
      void result.then((record) => {
        for (const type of going) view?.removeEventListener(type, leave);
        done(record);
      });
    } else done(result);
    return !said.refused && !said.thrown;
  }

  /** Forgets that the set was sent or closed and opens it again with an empty draft. */
  reopen(): void {
    const session = this.#sessions.wake();
    if (!session) return;
    this.#announceSent = false;
    this.#act(session.reopen());
    this.#sessions.reopened();
  }

  /** Clears the draft and returns to the first question. */
  reset(): void {
    const session = this.#sessions.wake();
    if (session) this.#act(session.reset());
  }

  // ————— hooks for <question-form> —————

  /** Files chosen in file inputs, per question id. */
  protected collectFiles(): Record<string, File[]> | undefined {
    const out: Record<string, File[]> = {};
    for (const input of this.renderRoot.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const id = input.dataset.question;
      if (id && input.files?.length) setOwn(out, id, [...input.files]);
    }
    return Object.keys(out).length ? out : undefined;
  }

  /** Called after every draft change. */
  protected draftChanged(): void {}

  // ————— intents —————

  /** What one user action did: one change event, focus to the new step, and the send a card makes. */
  #act(change: Change | undefined, focus = false): void {
    const session = this.#sessions.answering;
    if (!session || !change) return;
    if (change.changed) {
      this.#notice = '';
      this.requestUpdate();
      // a set still arriving has no id of its own yet: its draft is announced once the body is whole
      if (!session.partial) this.#changed(session);
    }
    if (change.moved && focus) this.#focus.heading();
    if (change.send) this.submit();
  }

  /** The draft changed: `draftChanged` and one change event. */
  #changed(session: Session): void {
    this.draftChanged();
    this.dispatchEvent(
      new QuestionChangeEvent({
        setId: session.set.id,
        format: session.set.format,
        index: session.step,
        answers: session.answers,
      }),
    );
  }

  /** the receipt's copy button's listener: made for a receipt only (an open set has none) */
  #copyListener: ((e: Event) => void) | undefined;
  get #copyAnswers(): (e: Event) => void {
    return (this.#copyListener ??= (e) => void this.#copy(e));
  }

  /** A closed set's draft as text, to paste elsewhere: nothing is sent. */
  async #copy(e: Event): Promise<void> {
    const session = this.#sessions.session;
    if (!session) return;
    const button = e.currentTarget as HTMLButtonElement;
    const text = openSet().encodeAnswers(session.set, session.answers, {
      lang: this.#lang,
      requestId: 'copy',
    }).text;
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = this.#strings.copied;
    } catch {
      // no clipboard permission: select the receipt so the user can copy it
      const lines = this.renderRoot.querySelector('.lines');
      if (lines) getSelection()?.selectAllChildren(lines);
    }
  }

  // ————— rendering —————

  /** What the open set's templates read. */
  #view(session: Session, s: Strings): View {
    return {
      session,
      set: session.set,
      s,
      lang: this.#lang,
      note: this.#intents?.note ?? '',
      tabStop: (q) => this.#open.keys.tabStop(q),
      otherChosen: (q) => !!this.#intents?.others?.has(q.id),
      filter: (q) => this.#open.keys.filter(q),
    };
  }

  /** the element has shown open controls: from then on its live region stays, the same node */
  #live = false;

  protected override render(): TemplateResult | DirectiveResult {
    const s = this.#strings;
    codeBlockName(s.codeBlock);
    const shown = this.#sessions.session;
    const set = shown?.set;
    let content: TemplateResult | DirectiveResult;
    let announce = '';
    let receipt = false;
    const error = this.error;
    // no word of the fallback language shows while the element's own language loads
    this.#shownOpen = 'pending';
    if (this.#wordsPending) content = renderPlaceholder({ ...s, loading: '' });
    // while streaming, the questions complete so far (a partial session), else the placeholder
    else if (this.streaming && !this.#sessions.answering?.partial) content = renderPlaceholder(s);
    else if (error && !shown?.readOnly) {
      this.#shownOpen = undefined;
      // a streamed body that ended broken: the answers given meanwhile, kept, and the way out
      const kept = this.#sessions.answering;
      content = renderError(error, s, kept?.ended && openSet().renderKept(this.#view(kept, s), this.#open));
    } else if (!shown || !set || markdownPending(set)) content = renderPlaceholder(s);
    else if (shown.readOnly) {
      this.#shownOpen = undefined;
      receipt = true;
      const view = { session: shown, set, s, lang: this.#lang };
      if (shown.readOnly === 'answered') {
        content = openSet().renderReceipt(view, this.#copyAnswers, s.sent);
        if (this.#announceSent) announce = s.answersSent;
      } else
        content = openSet().renderReceipt(
          view,
          this.#copyAnswers,
          shown.reason ? s.reasons[shown.reason] : s.closed,
        );
    } else {
      // open: a set restored read-only has none of this until its session is made (#wake)
      const session = this.#sessions.answering!;
      const view = this.#view(session, s);
      this.#shownOpen = set;
      if (set.url) {
        this.#live = true;
        content = openSet().renderUrl(view, this.#open);
      } else {
        this.#live = true;
        const delivery = session.delivery;
        // a send not delivered (on its way, failed): said where the user's screen reader listens
        if (delivery) announce = openSet().deliveryText(delivery, s);
        else if (session.layout === 'wizard')
          announce = session.isOverview
            ? s.overviewTitle
            : s.questionOf(session.step + 1, set.questions.length);
        // an answer the body cleared is said wherever the user is, until it is given again (SPEC §6)
        if (session.dropped.length) announce = `${openSet().clearedText(view)} ${announce}`.trim();
        content = openSet().renderOpen(view, this.#open);
      }
    }
    const live = this.#notice || announce;
    // a receipt that never showed controls (a transcript restored as answered) has nothing to
    // announce: it stands alone in the shadow root, its card carrying the language, direction and title=""
    if (receipt && !this.#live && !live) return content;
    if (live) this.#live = true;
    // title="" stops the host's own title attribute (a <question-form> title) from showing as a tooltip everywhere;
    // the live region is there from the first render (also while streaming), before its text
    // changes: a wizard's step, a pick refused at the limit, the answers sent
    return html`<div class="root" title="" lang=${set?.locale ?? nothing} dir=${set?.dir ?? nothing}>
      <div class="sr-only" role="status" aria-live="polite">${live}</div>
      ${content}
    </div>`;
  }
}

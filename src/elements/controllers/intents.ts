/**
 * The user's actions in the open controls: the card's one listener object (`handleEvent`: its
 * clicks, keys, input and switches' changes, read from what the target's `data-` attributes say,
 * see render/view.ts), the option keys' actions, and the view states that belong to them (the
 * decline note being typed, the selects whose "Other…" is chosen). Each action becomes one session
 * intent, which the element applies (`act`: one change event, focus to the new step, the send a
 * card makes). Made with the first open controls: a receipt (a transcript holds hundreds) has none
 * of it. It also owns the option keys and the input guard, and tells the guard after every update
 * which view the user sees.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { InputValue, Option, Outcome, Question, QuestionSet } from '../../codec/model.js';
import type { Change, Session } from '../../session/session.js';
import { openSet } from '../parts.js';
import type { Handlers } from '../render/view.js';
import { InputGuardController } from './input-guard.js';
import { composing, OptionKeysController, type KeyActions } from './option-keys.js';

interface Host extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly set: QuestionSet | undefined;
  readonly streaming: boolean;
  submit(): boolean;
  decline(note?: string, action?: 'decline' | 'cancel'): boolean;
}

/** What the element does with an intent (its own state: the change event, the focus, the live region). */
export interface IntentTarget<H> {
  /** applies what one user action did (`focus`: a step it moved to takes the focus) */
  act(host: H, change: Change | undefined, focus?: boolean): void;
  /** a pick refused because the most options are chosen: said politely in the live region */
  limitReached(host: H): void;
  /** focus goes to the decline note, not to the step's heading */
  keepFocus(host: H): void;
}

/** `target`: one object for every element of a class (its methods take the element), not functions per set. */
export class IntentsController<H extends Host = Host> implements ReactiveController, Handlers, KeyActions {
  readonly #host: H;
  /** the answering session (undefined while there is none): the session controller's */
  readonly #sessions: { readonly answering: Session | undefined };
  readonly #target: IntentTarget<H>;
  readonly keys: OptionKeysController;
  /** what began before the view it lands on acts on nothing */
  readonly guard: InputGuardController;
  /** the decline note being typed */
  note = '';
  /** the selects whose "Other…" entry is chosen (a view state: the session holds only answers) */
  others: Set<string> | undefined;

  constructor(host: H, sessions: { readonly answering: Session | undefined }, target: IntentTarget<H>) {
    this.#host = host;
    this.#sessions = sessions;
    this.#target = target;
    host.addController(this);
    this.keys = new OptionKeysController(host, this);
    this.guard = new InputGuardController(host);
  }

  /** A new set: its view states start empty. */
  clear(): void {
    this.note = '';
    this.others = undefined;
  }

  hostUpdated(): void {
    const session = this.#sessions.answering;
    // the view the user sees now: a click or key that began before it acts on nothing in it
    this.guard.shown(
      // a streamed body's sets, one more question each: the same view while the user's step stays
      session?.partial ? 'streamed' : session,
      session?.readOnly,
      session?.layout,
      session?.step,
      session?.confirmation,
      session?.declining,
      this.#host.streaming,
    );
  }

  // ————— the render modules' handlers and the option keys' actions —————

  // methods, not bound functions: one of each for every set on the page
  submit(): void {
    this.#reread();
    void this.#host.submit();
  }
  startDecline(): void {
    this.#startDecline();
  }
  cancel(): void {
    void this.#host.decline(undefined, 'cancel');
  }

  session(): Session | undefined {
    return this.#sessions.answering;
  }

  pick(q: Question, option: Option, how: 'pointer' | 'keyboard-select' | 'keyboard-commit'): void {
    // a set still arriving is answered as far as it goes (a partial session); a placeholder is not
    if (this.#host.streaming && !this.session()?.partial) return;
    const session = this.session();
    if (session?.disabled(q, option.id)) return this.refused(q);
    const intent = how === 'pointer' ? 'click' : how === 'keyboard-select' ? 'select' : 'commit';
    this.#target.act(this.#host, session?.pick(q.id, option.id, intent), true);
  }

  /** A pick refused because the most options are chosen: said politely, beside the hint the group points at. */
  refused(q: Question): void {
    if (q.multiple && q.maxSelections !== undefined) this.#target.limitReached(this.#host);
  }

  commit(): void {
    this.#target.act(this.#host, this.session()?.commit(), true);
  }

  select(q: Question, optionId: string): void {
    this.others?.delete(q.id);
    this.#target.act(this.#host, this.session()?.select(q.id, optionId));
  }

  other(q: Question, from: HTMLElement): void {
    const host = this.#host;
    (this.others ??= new Set()).add(q.id);
    this.#target.act(this.#host, this.session()?.select(q.id, ''));
    host.requestUpdate();
    void host.updateComplete.then(() =>
      from.closest('.question')?.querySelector<HTMLElement>('textarea.free')?.focus(),
    );
  }

  value(q: Question, value: InputValue | null): void {
    this.#target.act(this.#host, this.session()?.value(q.id, value));
  }

  filter(q: Question, value: string): void {
    this.keys.setFilter(q, value);
  }

  filterKey(e: KeyboardEvent, q: Question): void {
    this.keys.filterKey(e, q);
  }

  #startDecline(): void {
    const session = this.session();
    if (!session) return;
    // a decline that was not delivered (a page reloaded while it was on its way too): its note again
    this.note ||= session.delivery?.note ?? '';
    if (session.startDecline() === 'now') {
      this.#host.decline();
      return;
    }
    this.#target.keepFocus(this.#host);
    void this.#host.updateComplete.then(() =>
      this.#host.renderRoot.querySelector<HTMLElement>('.note')?.focus(),
    );
  }

  /** The note's Cancel (or Escape in it): the note closes and focus returns to the decline button. */
  #cancelDecline(): void {
    this.session()?.cancelDecline();
    void this.#host.updateComplete.then(() =>
      this.#host.renderRoot.querySelector<HTMLElement>('[data-act="start-decline"]')?.focus(),
    );
  }

  // ————— the card's listener —————

  handleEvent(e: Event): void {
    if (e.type === 'click' || e.type === 'keydown') this.#reread();
    if (e.type === 'click') this.#click(e);
    else if (e.type === 'keydown') this.#key(e as KeyboardEvent);
    else if (e.type === 'input') this.#input(e);
    else if (e.type === 'change') this.#change(e);
  }

  /** The question a control sits in (see questionIndex). */
  #question(el: Element): Question | undefined {
    return this.#host.set?.questions[openSet().questionIndex(el)];
  }

  /** A click on an option row picks it; a button says what it does in `data-act`. */
  #click(e: Event): void {
    if (this.guard.staleClick(e as MouseEvent)) return;
    const session = this.session();
    const act = (change: Change | undefined, focus = false) => this.#target.act(this.#host, change, focus);
    const target = e.target as Element;
    const row = target.closest<HTMLElement>('.options > .option');
    if (row) {
      const q = this.#question(row);
      const option = q?.options[Number(row.dataset.index)];
      if (q && option) this.pick(q, option, 'pointer');
      return;
    }
    const button = target.closest<HTMLElement>('[data-act]');
    switch (button?.dataset.act) {
      case 'submit':
        return this.submit();
      case 'next':
        return act(session?.next(), true);
      case 'back':
        return act(session?.back(), true);
      case 'go':
        return act(session?.goTo(Number(button.dataset.index)), true);
      case 'yes':
      case 'no':
        return act(session?.yesNo(button.dataset.act === 'yes'));
      case 'confirm': {
        const q = this.#question(button);
        return q && act(session?.confirm(q.id), true);
      }
      case 'outcome': {
        // the chips sit under their question's section, in a row that names its index
        const q = this.#host.set?.questions[Number(button.parentElement?.dataset.index)];
        return q && act(session?.outcome(q.id, button.dataset.outcome as Outcome), true);
      }
      case 'start-decline':
        return this.startDecline();
      case 'cancel':
        return this.cancel();
      case 'cancel-decline':
        return this.#cancelDecline();
      case 'decline':
        return void this.#host.decline(this.note);
    }
  }

  #key(e: KeyboardEvent): void {
    // the input method's keys are its own: the Enter that commits a composition neither sends nor moves
    if (composing(e)) return;
    const target = e.target as HTMLElement;
    // a key held down, or pressed before this step showed, acts on nothing here (typing stays typing)
    const typing = !!target.closest('input, textarea, select');
    const acting = typing
      ? e.key === 'Enter' && !e.shiftKey
      : e.key === 'Enter' || e.key === ' ' || /^[0-9]$/.test(e.key);
    if (acting && this.guard.staleKey(e)) {
      e.preventDefault();
      return;
    }
    const q = this.#question(target);
    // an option group's keys first (arrows, Space, Enter on a row), then the question's
    if (q && target.closest('.options')) this.keys.groupKey(e, q);
    // Escape in the decline note closes it
    if (target.hasAttribute('data-note') && e.key === 'Escape') {
      e.preventDefault();
      return this.#cancelDecline();
    }
    // Enter in a one-line field moves on (Shift+Enter makes a new line)
    if (target.hasAttribute('data-enter') && e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      this.commit();
    }
    // digits in a question; Enter outside a control, in a question or not (the overview sends)
    this.keys.questionKey(e, q);
  }

  /** A switch's or a file input's own `change` listener (render/inputs.ts). */
  #change(e: Event): void {
    const target = e.target as HTMLInputElement;
    const q = this.#question(target);
    if (!q) return;
    if (target.type !== 'file') return this.value(q, target.checked);
    const files = [...(target.files ?? [])];
    this.value(q, files.length ? files.map((f) => f.name) : null);
  }

  #input(e: Event): void {
    const target = e.target as HTMLInputElement;
    if (target.hasAttribute('data-note')) {
      this.note = target.value;
      return;
    }
    const q = this.#question(target);
    if (q) this.#read(q, target);
  }

  /** What a field holds now becomes the question's answer. */
  #read(q: Question, field: HTMLInputElement): void {
    const session = this.session();
    const raw = field.value;
    // what the browser cannot read (a number's "1e", half a date) is refused, never read as blank
    if (field.validity?.badInput) this.#target.act(this.#host, session?.unreadable(q.id));
    else if (field.hasAttribute('data-text')) this.#target.act(this.#host, session?.type(q.id, raw));
    else if (field.hasAttribute('data-number'))
      this.#target.act(this.#host, session?.value(q.id, raw === '' ? null : Number(raw)));
  }

  /**
   * A field refused as unreadable that the browser reads again: Chromium fires no `input` when the
   * last part of a half-cleared date or time is cleared, so the refusal would outlive the field's
   * emptying. Before a click, a key or a send, such a field is read once more.
   */
  #reread(): void {
    const session = this.session();
    const ids = session?.open ? session.unreadableIds : [];
    // nearly always none: no field is looked at on a key or click
    if (!ids.length) return;
    const fields = this.#host.renderRoot.querySelectorAll<HTMLInputElement>(
      'input[data-text], input[data-number]',
    );
    for (const field of fields) {
      const q = this.#question(field);
      if (q && !field.validity.badInput && ids.includes(q.id)) this.#read(q, field);
    }
  }
}

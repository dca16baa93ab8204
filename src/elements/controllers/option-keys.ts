/**
 * The keyboard of the option groups (APG radio group and checkbox group with a roving tabindex)
 * and of a question: arrows, Home and End move (left and right as the user sees the rows: the
 * set's own direction), Space picks, Enter picks and moves on, digits 1–9 pick option n (and
 * focus it: the user sees the pick; Enter then moves on or sends) while focus is in the question
 * but not in a text field; letters jump to the next
 * option whose label starts with what was typed (type-ahead, for long lists). A long list's filter
 * (a view state, kept here) hides the rows that do not match: the arrows, type-ahead and the tab
 * stop skip them, digits pick nothing while it filters, and a chosen option hidden stays chosen.
 * The number hints of the rows show only once the keyboard is in use in the element (a key
 * pressed in it, until the next pointer press: the class `keyboard` on its root), as
 * `:focus-visible` does: a touch or a mouse user never sees them.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Option, Question } from '../../codec/model.js';
import type { Session } from '../../session/session.js';
import { matching } from '../match.js';
import { plain } from '../render/text.js';

const TEXT_FIELD = 'input, textarea, select';

/**
 * A key that belongs to an input method's composition, the one that ends it included: it never
 * sends or moves (SPEC §6). Chromium and Firefox mark it `isComposing` (and `keyCode` 229); WebKit
 * sends the Enter that commits after `compositionend`, with `isComposing` false and `keyCode` 229.
 */
export const composing = (e: KeyboardEvent): boolean => e.isComposing || e.keyCode === 229;

interface Host extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface KeyActions {
  session(): Session | undefined;
  pick(q: Question, option: Option, how: 'pointer' | 'keyboard-select' | 'keyboard-commit'): void;
  /** a pick refused (the option is disabled: the most options are chosen) */
  refused(q: Question): void;
  /** Enter outside a control */
  commit(): void;
}

export class OptionKeysController implements ReactiveController {
  #host: Host;
  #act: KeyActions;
  /** which option of each multi-select group holds the tab stop */
  #stops: Map<string, string> | undefined;
  /** what was typed for type-ahead, and when (a pause of a second starts a new word) */
  #typed: { text: string; at: number } | undefined;
  /** what is typed in each long list's filter field */
  #filters: Map<string, string> | undefined;

  constructor(host: Host, act: KeyActions) {
    this.#host = host;
    this.#act = act;
    host.addController(this);
  }

  /** a key was pressed in the element since its last pointer press */
  #keyboard = false;

  hostConnected(): void {
    this.#host.addEventListener('keydown', this, true);
    this.#host.addEventListener('pointerdown', this, true);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('keydown', this, true);
    this.#host.removeEventListener('pointerdown', this, true);
  }

  hostUpdate(): void {}

  /** a root made again (a receipt, then open controls) gets the class too */
  hostUpdated(): void {
    this.#mark();
  }

  /** The modality listener (the controller itself: no bound function per set). */
  handleEvent(e: Event): void {
    // a shortcut with a modifier (Ctrl+C) or a modifier alone says nothing about how the user picks
    const key = e as KeyboardEvent;
    if (
      e.type === 'keydown' &&
      (key.ctrlKey || key.metaKey || key.altKey || /^(Shift|Control|Alt|Meta)$/.test(key.key))
    )
      return;
    const keyboard = e.type === 'keydown';
    if (keyboard === this.#keyboard) return;
    this.#keyboard = keyboard;
    this.#mark();
  }

  #mark(): void {
    const root = this.#host.renderRoot.querySelector('.root');
    if (root && root.classList.contains('keyboard') !== this.#keyboard)
      root.classList.toggle('keyboard', this.#keyboard);
  }

  filter(q: Question): string {
    return this.#filters?.get(q.id) ?? '';
  }

  setFilter(q: Question, typed: string): void {
    if (typed) (this.#filters ??= new Map()).set(q.id, typed);
    else this.#filters?.delete(q.id);
    this.#host.requestUpdate();
  }

  /** The indexes of the rows shown, in order (all of them without a filter). */
  #shown(q: Question): number[] {
    const shown = matching(q.options, this.filter(q));
    return q.options.flatMap((o, i) => (!shown || shown.has(o.id) ? [i] : []));
  }

  /** Down arrow from the filter field goes to the first row shown; Escape clears the field. */
  filterKey(e: KeyboardEvent, q: Question): void {
    if (composing(e)) return;
    if (e.key === 'ArrowDown') {
      const first = q.options[this.#shown(q)[0]];
      if (!first) return;
      e.preventDefault();
      (this.#stops ??= new Map()).set(q.id, first.id);
      this.focusOption(q, first);
    } else if (e.key === 'Escape' && this.filter(q)) {
      e.preventDefault();
      e.stopPropagation();
      this.setFilter(q, '');
    }
  }

  /** The option of a group that takes Tab: the one moved to, else the selected one, else the first enabled. */
  tabStop(q: Question): string {
    const session = this.#act.session();
    const a = session?.answerOf(q.id);
    const selected = a?.outcome === 'answered' ? a.selected : [];
    const stop =
      (q.multiple ? this.#stops?.get(q.id) : undefined) ??
      selected[0] ??
      q.options.find((o) => !session?.disabled(q, o.id))?.id ??
      q.options[0].id;
    const shown = matching(q.options, this.filter(q));
    // a filtered list: the stop is a row shown (the first, when the one above is hidden)
    if (!shown || shown.has(stop)) return stop;
    return q.options.find((o) => shown.has(o.id))?.id ?? stop;
  }

  #disabled(q: Question, option: Option): boolean {
    return this.#act.session()?.disabled(q, option.id) ?? true;
  }

  /**
   * Digits anywhere in a question outside its text fields; Enter there and anywhere else in the
   * card outside a control (the overview's heading, where focus lands: `q` undefined).
   */
  questionKey(e: KeyboardEvent, q: Question | undefined): void {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.composedPath()[0] as HTMLElement;
    if (target.closest?.(TEXT_FIELD)) return;
    if (q && /^[1-9]$/.test(e.key) && q.options.length) {
      // while a filter hides rows no row is numbered: a digit would mean another row with each letter typed
      if (this.#shown(q).length < q.options.length) return;
      const option = q.options[Number(e.key) - 1];
      if (!option) return;
      e.preventDefault();
      if (this.#disabled(q, option)) return this.#act.refused(q);
      // a digit picks, never sends or moves on: the user sees the pick first (issue 34, item 10)
      this.#act.pick(q, option, 'keyboard-select');
      (this.#stops ??= new Map()).set(q.id, option.id);
      this.focusOption(q, option);
    } else if (e.key === 'Enter' && !target.closest('button, [role="radio"], [role="checkbox"], a')) {
      e.preventDefault();
      this.#act.commit();
    }
  }

  groupKey(e: KeyboardEvent, q: Question): void {
    if (e.key.length !== 1) this.#typed = undefined;
    const target = e.composedPath()[0] as HTMLElement;
    const index = Number(target.dataset.index);
    if (Number.isNaN(index)) return;
    // the direction the user sees the rows in (a set's own `dir`, inside the element), not the page's
    const rtl = getComputedStyle(target).direction === 'rtl';
    // the arrows, Home and End move among the rows shown
    const rows = this.#shown(q);
    const at = rows.indexOf(index);
    const n = rows.length;
    const forward = rows[(at + 1) % n];
    const backward = rows[(at - 1 + n) % n];
    let to: number | undefined;
    switch (e.key) {
      case 'ArrowDown':
        to = forward;
        break;
      case 'ArrowUp':
        to = backward;
        break;
      case 'ArrowRight':
        to = rtl ? backward : forward;
        break;
      case 'ArrowLeft':
        to = rtl ? forward : backward;
        break;
      case 'Home':
        to = rows[0];
        break;
      case 'End':
        to = rows[n - 1];
        break;
      case ' ':
        e.preventDefault();
        if (this.#disabled(q, q.options[index])) this.#act.refused(q);
        else this.#act.pick(q, q.options[index], 'keyboard-select');
        return;
      case 'Enter':
        e.preventDefault();
        if (!q.multiple) this.#act.pick(q, q.options[index], 'keyboard-commit');
        else this.#act.commit();
        return;
      default:
        to = this.#typeahead(e, q, index);
        if (to === undefined) return;
    }
    e.preventDefault();
    const option = q.options[to];
    (this.#stops ??= new Map()).set(q.id, option.id);
    if (!q.multiple) this.#act.pick(q, option, 'keyboard-select');
    else this.#host.requestUpdate();
    this.focusOption(q, option);
  }

  /** The next option (after `index`, wrapping) whose label starts with the letters typed; one letter again cycles. */
  #typeahead(e: KeyboardEvent, q: Question, index: number): number | undefined {
    if (e.key.length !== 1 || /[\s\d]/.test(e.key) || e.altKey || e.ctrlKey || e.metaKey) return undefined;
    const key = e.key.toLocaleLowerCase();
    const typed = this.#typed;
    const fresh = !typed || e.timeStamp - typed.at > 1000;
    let word = fresh || typed.text === key ? key : typed.text + key;
    let to = this.#find(q, index, word);
    // no option starts with the word typed so far: this letter starts a new one
    if (to === undefined && word !== key) to = this.#find(q, index, (word = key));
    this.#typed = { text: word, at: e.timeStamp };
    return to;
  }

  #find(q: Question, index: number, word: string): number | undefined {
    const rows = this.#shown(q);
    const n = rows.length;
    const start = Math.max(0, rows.indexOf(index));
    // a word being typed may still match the option focused now; one letter moves on
    const from = word.length > 1 ? 0 : 1;
    for (let i = from; i < n + from; i++) {
      const at = rows[(start + i) % n];
      if (plain(q.options[at].label).toLocaleLowerCase().startsWith(word)) return at;
    }
    return undefined;
  }

  focusOption(q: Question, option: Option): void {
    const key = `${q.id}\u0000${option.id}`;
    void this.#host.updateComplete.then(() =>
      [...this.#host.renderRoot.querySelectorAll<HTMLElement>('.option')]
        .find((el) => el.dataset.option === key)
        ?.focus(),
    );
  }
}

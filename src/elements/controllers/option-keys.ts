/**
 * The keyboard of the option groups (APG radio group and checkbox group with a roving tabindex)
 * and of a question: arrows, Home and End move, Space picks, Enter picks and moves on, digits 1–9
 * pick option n while focus is in the question but not in a text field; letters jump to the next
 * option whose label starts with what was typed (type-ahead, for long lists).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Option, Question } from '../../codec/model.js';
import type { Session } from '../../session/session.js';
import { plain } from '../render/text.js';

const TEXT_FIELD = 'input, textarea, select';

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
  #stops = new Map<string, string>();
  /** what was typed for type-ahead, and when (a pause of a second starts a new word) */
  #typed = { text: '', at: 0 };

  constructor(host: Host, act: KeyActions) {
    this.#host = host;
    this.#act = act;
    host.addController(this);
  }

  hostUpdate(): void {}

  /** The option of a group that takes Tab: the one moved to, else the selected one, else the first enabled. */
  tabStop(q: Question): string {
    const session = this.#act.session();
    const a = session?.answerOf(q.id);
    const selected = a?.outcome === 'answered' ? a.selected : [];
    return (
      (q.multiple ? this.#stops.get(q.id) : undefined) ??
      selected[0] ??
      q.options.find((o) => !session?.disabled(q, o.id))?.id ??
      q.options[0].id
    );
  }

  #disabled(q: Question, option: Option): boolean {
    return this.#act.session()?.disabled(q, option.id) ?? true;
  }

  /** Digits and Enter anywhere in a question outside its text fields. */
  questionKey(e: KeyboardEvent, q: Question): void {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.composedPath()[0] as HTMLElement;
    if (target.closest?.(TEXT_FIELD)) return;
    if (/^[1-9]$/.test(e.key) && q.options.length) {
      const option = q.options[Number(e.key) - 1];
      if (!option) return;
      e.preventDefault();
      if (this.#disabled(q, option)) return this.#act.refused(q);
      this.#act.pick(q, option, 'pointer');
      if (q.multiple) this.focusOption(q, option);
    } else if (e.key === 'Enter' && !target.closest('button, [role="radio"], [role="checkbox"], a')) {
      e.preventDefault();
      this.#act.commit();
    }
  }

  groupKey(e: KeyboardEvent, q: Question): void {
    if (e.key.length !== 1) this.#typed.text = '';
    const target = e.composedPath()[0] as HTMLElement;
    const index = Number(target.dataset.index);
    if (Number.isNaN(index)) return;
    const rtl = getComputedStyle(this.#host).direction === 'rtl';
    const n = q.options.length;
    const forward = (index + 1) % n;
    const backward = (index - 1 + n) % n;
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
        to = 0;
        break;
      case 'End':
        to = n - 1;
        break;
      case ' ':
        e.preventDefault();
        if (this.#disabled(q, q.options[index])) this.#act.refused(q);
        else this.#act.pick(q, q.options[index], q.multiple ? 'pointer' : 'keyboard-select');
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
    this.#stops.set(q.id, option.id);
    if (!q.multiple) this.#act.pick(q, option, 'keyboard-select');
    else this.#host.requestUpdate();
    this.focusOption(q, option);
  }

  /** The next option (after `index`, wrapping) whose label starts with the letters typed; one letter again cycles. */
  #typeahead(e: KeyboardEvent, q: Question, index: number): number | undefined {
    if (e.key.length !== 1 || /[\s\d]/.test(e.key) || e.altKey || e.ctrlKey || e.metaKey) return undefined;
    const key = e.key.toLocaleLowerCase();
    const fresh = e.timeStamp - this.#typed.at > 1000;
    let word = fresh || this.#typed.text === key ? key : this.#typed.text + key;
    let to = this.#find(q, index, word);
    // no option starts with the word typed so far: this letter starts a new one
    if (to === undefined && word !== key) to = this.#find(q, index, (word = key));
    this.#typed = { text: word, at: e.timeStamp };
    return to;
  }

  #find(q: Question, index: number, word: string): number | undefined {
    const n = q.options.length;
    // a word being typed may still match the option focused now; one letter moves on
    const from = word.length > 1 ? 0 : 1;
    for (let i = from; i < n + from; i++) {
      const at = (index + i) % n;
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

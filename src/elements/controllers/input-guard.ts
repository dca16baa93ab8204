/**
 * No answer by accident (docs/look.md): a click, tap or key that began before what it lands on
 * was on screen never acts on it. The element tells the guard which view it shows (a step, the
 * overview, the receipt); the guard notes when each view appeared and when each press began
 * (`pointerdown`, `keydown`: their `timeStamp`s share `performance.now()`'s clock) and says which
 * events to ignore:
 *
 * - a click whose press began before the view appeared (a card that appeared under a held
 *   pointer, a step that changed while it was down);
 * - the second and third click of a double or triple click whose first click landed on an earlier
 *   view (the first one moved the step or opened a question: the rest would land on the new one);
 * - a key held down (auto-repeat), or pressed before the view appeared, and the click a button
 *   makes of such a key.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class InputGuardController implements ReactiveController {
  #host: ReactiveControllerHost & HTMLElement;
  #view: readonly unknown[] = [];
  #shownAt = -Infinity;
  #epoch = 0;
  /** when the last press of a pointer began */
  #pressedAt = -Infinity;
  /** the view the last single click landed on: a double click continues it */
  #sequence = -1;
  /** when each key held now went down */
  #down: Map<string, number> | undefined;
  /** the key being handled now began before the view (a button's click follows it in the same task) */
  #keyStale = false;
  #clear: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of ['pointerdown', 'keydown', 'keyup', 'click'])
      this.#host.addEventListener(type, this, true);
  }

  hostDisconnected(): void {
    for (const type of ['pointerdown', 'keydown', 'keyup', 'click'])
      this.#host.removeEventListener(type, this, true);
    clearTimeout(this.#clear);
  }

  /** What the user sees now; a view unlike the last one starts from now. */
  shown(...view: unknown[]): void {
    if (view.length === this.#view.length && view.every((part, i) => part === this.#view[i])) return;
    this.#view = view;
    this.#shownAt = performance.now();
    this.#epoch++;
  }

  handleEvent(e: Event): void {
    switch (e.type) {
      case 'pointerdown':
        this.#pressedAt = e.timeStamp;
        break;
      case 'click':
        if ((e as MouseEvent).detail === 1) this.#sequence = this.#epoch;
        break;
      case 'keydown': {
        const key = e as KeyboardEvent;
        if (!key.repeat) (this.#down ??= new Map()).set(key.code || key.key, key.timeStamp);
        this.#flag(this.staleKey(key));
        break;
      }
      case 'keyup': {
        const key = e as KeyboardEvent;
        const id = key.code || key.key;
        // Space clicks a button on its release: the press it ends is what counts
        this.#flag((this.#down?.get(id) ?? -Infinity) < this.#shownAt);
        this.#down?.delete(id);
        break;
      }
    }
  }

  #flag(stale: boolean): void {
    this.#keyStale = stale;
    clearTimeout(this.#clear);
    if (stale) this.#clear = setTimeout(() => (this.#keyStale = false));
  }

  /** A key that must not act: held down (auto-repeat), or pressed before the view appeared. */
  staleKey(e: KeyboardEvent): boolean {
    return e.repeat || e.timeStamp < this.#shownAt;
  }

  /** A click that must not act (see the module's comment). */
  staleClick(e: MouseEvent): boolean {
    // a click a key made (Enter, Space on a button) or a script's `click()`
    if (e.detail === 0) return this.#keyStale;
    if (this.#pressedAt < this.#shownAt) return true;
    return e.detail > 1 && this.#sequence !== this.#epoch;
  }
}

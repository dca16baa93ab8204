/**
 * Where focus goes after an update, so it never falls to `<body>`: to the new step's heading (or a
 * confirmation's first button) after the user moved; to the receipt after the user sent or
 * declined from inside the element; and to a newer set that replaced the one the user was in
 * (seed 000: a newer open set closes older ones), unless the user went elsewhere meanwhile.
 * Made on first need: a receipt restored in a transcript never moves focus.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

interface Host extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** The innermost element of `kind` the focus is in, through the shadow roots of the page (undefined: none). */
export function focusedIn<T extends Element>(kind: abstract new (...args: never[]) => T): T | undefined {
  let a = document.activeElement;
  let found: T | undefined;
  while (a) {
    if (a instanceof kind) found = a;
    a = a.shadowRoot?.activeElement ?? null;
  }
  return found;
}

export class FocusController implements ReactiveController {
  readonly #host: Host;
  /** the element class whose instances take the focus over from one another */
  readonly #kind: abstract new (...args: never[]) => Element;
  #heading = false;
  /** the older set this one replaced while the user was in it: the focus is taken over from it */
  #from: Element | undefined;
  #receipt = false;

  constructor(host: Host, kind: abstract new (...args: never[]) => Element) {
    this.#host = host;
    this.#kind = kind;
    host.addController(this);
  }

  /** The step shown after the next update takes the focus; `from`, a set replaced, gives it up. */
  heading(from?: Element): void {
    this.#heading = true;
    if (from) this.#from = from;
  }

  /** Focus goes elsewhere (the decline note): the heading does not take it. */
  keep(): void {
    this.#heading = false;
  }

  /** The receipt takes the focus after the next update. */
  receipt(): void {
    this.#receipt = true;
  }

  hostUpdated(): void {
    const root = this.#host.renderRoot;
    if (this.#heading) {
      // kept while the set still loads (a newer set taking the focus over); a confirmation's
      // Yes / No pair has no heading: its first button
      const target =
        root.querySelector<HTMLElement>('[data-focus-target]') ?? root.querySelector('.card button');
      if (target || !root.querySelector('.placeholder')) this.#heading = false;
      // taken over from a replaced set only while the user has not gone elsewhere meanwhile
      const from = this.#from;
      const active = document.activeElement;
      if (!from || !active || active === document.body || focusedIn(this.#kind) === from) target?.focus();
      if (!this.#heading) this.#from = undefined;
    }
    if (this.#receipt) {
      this.#receipt = false;
      root.querySelector<HTMLElement>('.receipt')?.focus();
    }
  }
}

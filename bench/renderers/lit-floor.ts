/**
 * The Lit floor: the least a Lit element needs to render the set: one element, shadow DOM, one
 * shared stylesheet, one template, the body decoded once per change. Same markup as the plain floor.
 */
import { LitElement, css, html, unsafeCSS, type PropertyValues } from 'lit';
import { FLOOR_CSS } from './floor-styles.js';
import type { FloorQuestion, FloorSet } from './floor-set.js';

export class LitFloorSet extends LitElement {
  static override styles = [
    css`
      :host {
        display: block;
      }
    `,
    unsafeCSS(FLOOR_CSS),
  ];
  static override properties = { body: { attribute: false } };

  declare body: string | undefined;
  #set: FloorSet | undefined;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('body')) this.#set = this.body ? (JSON.parse(this.body) as FloorSet) : undefined;
  }

  #submit(e: Event): void {
    e.preventDefault();
    const answers = Object.fromEntries(new FormData(e.target as HTMLFormElement));
    this.dispatchEvent(
      new CustomEvent('question-answers', { bubbles: true, composed: true, detail: { answers } }),
    );
  }

  #question(q: FloorQuestion) {
    if (q.kind === 'choice')
      return html`<fieldset>
        <legend>${q.text}${q.required ? html` <span class="req">*</span>` : ''}</legend>
        ${(q.options ?? []).map(
          (o) =>
            html`<label class="opt"
              ><input type="radio" name=${q.key} value=${o.value} ?required=${q.required} /><span class="l"
                >${o.label}</span
              >${o.description ? html`<span class="d">${o.description}</span>` : ''}</label
            >`,
        )}
      </fieldset>`;
    if (q.kind === 'text')
      return html`<label class="q"
        ><span>${q.text}</span><textarea name=${q.key} rows="2"></textarea>
      </label>`;
    return html`<label class="q confirm"
      ><input type="checkbox" name=${q.key} /><span>${q.text}</span></label
    >`;
  }

  protected override render() {
    const set = this.#set;
    if (!set) return html``;
    return html`<form class="qs" @submit=${this.#submit}>
      <p class="title">${set.title}</p>
      ${set.questions.map((q) => this.#question(q))}
      <button type="submit">Send</button>
    </form>`;
  }
}

customElements.define('lit-floor-set', LitFloorSet);

/** Renders the set of `body` (the floors' JSON) into `host`. */
export function mount(host: HTMLElement, body: string): void {
  const el = document.createElement('lit-floor-set') as LitFloorSet;
  el.body = body;
  host.append(el);
}

/** Ready: every element has rendered. */
export async function ready(hosts: HTMLElement[]): Promise<void> {
  await Promise.all(hosts.map((h) => (h.firstElementChild as LitFloorSet).updateComplete));
}

/** Where the inputs are. */
export const controlsRoot = (host: HTMLElement): ParentNode => host.firstElementChild!.shadowRoot!;

import type { PropertyValues } from 'lit';
import { FORM_ID_ATTRIBUTE } from '../codec/carriers.js';
import type { ParseOptions } from '../codec/parse.js';
import { openSet } from './parts.js';
import { QuestionSetElement } from './question-set.js';

/**
 * A discovery `<question-form id title>` (format `form`): all 17 input types through native
 * inputs. Its own `id` and `title` attributes are the form's. It is form-associated: inside a
 * `<form>` its answers submit with the form (one entry per question id), and the form's reset clears it.
 *
 * @summary A discovery question form.
 * @tag question-form
 *
 * @fires {QuestionAnswersEvent} question-answers - the answers were sent; `detail.payload` is `{ formId, message, values }`, files ride in `detail.files`.
 * @fires {QuestionDeclineEvent} question-decline - the form was declined: its way out, "Answer in chat instead" (`detail.payload` is `{ formId, message, values: {}, declined: true }`).
 * @fires {QuestionOpenEvent} question-open - the form became answerable: input waits (once per opening).
 * @fires {QuestionChangeEvent} question-change - the draft changed.
 * @fires {QuestionErrorEvent} question-error - the body failed to decode.
 *
 * @attr {string} id - The form's id (the payload's `formId`), as the agent wrote it.
 * @attr {string} data-form-id - The form's id where `id` must stay the page's: wins over `id` (`upgrade()` and the markdown-it plugin write this one).
 * @attr {string} title - The form's title, shown over the questions (the browser also shows a plain `title` as a tooltip).
 * @attr {string} name - Inside a `<form>`: the answers submit as `name.questionId` (without it, as `questionId`).
 *
 * @slot - The form's JSON body, or a `<script type="application/json">` child.
 */
export class QuestionFormElement extends QuestionSetElement {
  static formAssociated = true;

  static override define(tag = 'question-form', registry: CustomElementRegistry = customElements): void {
    if (!registry.get(tag)) registry.define(tag, this);
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'id', 'data-form-id', 'title'];
  }

  constructor() {
    super();
    this.format = 'form';
    this.layout = 'form';
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if ((name === 'id' || name === 'data-form-id' || name === 'title') && old !== value) this.bodyChanged();
  }

  protected override parseOptions(): ParseOptions {
    return {
      format: 'form',
      attributes: {
        id: this.getAttribute(FORM_ID_ATTRIBUTE) || this.getAttribute('id') || undefined,
        title: this.getAttribute('title') || undefined,
      },
    };
  }

  /** The form's `name`: entries submit as `name.questionId` when set, else as `questionId`. */
  get name(): string | null {
    return this.getAttribute('name');
  }

  get form(): HTMLFormElement | null {
    return this.attachInternals().form;
  }

  protected override draftChanged(): void {
    const set = this.set;
    // outside a form nobody reads the value: it is set when a form owner appears (formAssociatedCallback)
    if (!set || !this.attachInternals().form) return;
    const { payload } = openSet().encodeAnswers(set, this.answers, { requestId: 'form-value' });
    const values = (payload as { values: Record<string, unknown> }).values;
    const data = new FormData();
    const prefix = this.name ? `${this.name}.` : '';
    const files = this.collectFiles() ?? {};
    for (const [id, value] of Object.entries(values)) {
      if (files[id]) for (const file of files[id]) data.append(prefix + id, file);
      else if (Array.isArray(value)) for (const v of value) data.append(prefix + id, String(v));
      else if (value !== null && value !== undefined && value !== false)
        data.append(prefix + id, String(value));
    }
    this.attachInternals().setFormValue(data);
  }

  formAssociatedCallback(): void {
    this.draftChanged();
  }

  formResetCallback(): void {
    this.reset();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!this.#valueSet && this.set) {
      this.#valueSet = true;
      this.draftChanged();
    }
  }

  #valueSet = false;
}

/** The native control of a typed question (form inputs, MCP properties): text, number, range, switch, file… */
import { noChange } from 'lit';
import { Directive, directive, type DirectiveResult } from 'lit/directive.js';
import { codePoints } from '../../codec/text-length.js';
import type { Answer, InputValue, Question } from '../../codec/model.js';
import { attr, blankKept, frame, setText } from './dom.js';
import type { Handlers } from './view.js';

const fieldFrom = frame('<div class="field"></div>');

/** Sets the attributes that have a value (a number is written as text). */
function attrs(el: Element, values: Record<string, string | number | undefined | false>): void {
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== false) el.setAttribute(name, String(value));
}

/**
 * A typed question's control as plain DOM, built once per question: its type, bounds and labels
 * never change while it shows; an update writes the value (compared with the control's own, as
 * `live()` would) and a range's or a colour's "unset" look. Text and numbers come to the card's
 * input listener (`data-text`, `data-number`, `data-enter`); a switch and a file input tell the
 * element's handlers (`handleEvent`) of their `change` themselves.
 */
class InputField extends Directive {
  #q: Question | undefined;
  #field: HTMLElement | undefined;

  render(
    h: Handlers,
    q: Question,
    headingId: string,
    requiredBy: string | undefined,
    text: string,
    value: InputValue | null | undefined,
    notSet: string,
    contextId: string | undefined,
    tooLong: (n: number, max: number) => string,
  ): unknown {
    const input = q.input!;
    const required = !!requiredBy;
    const type = input.type;
    let field = this.#field;
    let fresh: HTMLElement | undefined;
    if (q !== this.#q || !field) {
      this.#q = q;
      field = this.#field = fresh = fieldFrom();
      let control: HTMLElement;
      if (type === 'textarea') {
        control = document.createElement('textarea');
        attrs(control, { dir: 'auto', rows: 3, required: required && '', placeholder: input.placeholder });
        control.toggleAttribute('data-text', true);
      } else if (type === 'range') {
        const inline = field.appendChild(document.createElement('div'));
        inline.className = 'inline';
        control = document.createElement('input');
        attrs(control, {
          type,
          min: input.min ?? 0,
          max: input.max ?? 100,
          step: input.step,
        });
        control.toggleAttribute('data-number', true);
        control.toggleAttribute('data-enter', true);
        const output = document.createElement('output');
        output.setAttribute('aria-live', 'off');
        // "not set" in the slider's name while it is unmoved: Chromium ignores aria-valuetext on a
        // native range and would say the middle's number
        const unset = document.createElement('span');
        unset.className = 'sr-only';
        unset.id = `${headingId}-unset`;
        inline.append(control, output, unset);
      } else {
        control = document.createElement('input');
        const own = type === 'text' ? 'text' : type;
        if (type === 'switch')
          attrs(control, {
            type: 'checkbox',
            role: 'switch',
            class: 'switch',
          });
        else if (type === 'number') {
          attrs(control, {
            type,
            inputmode: 'decimal',
            min: input.min,
            max: input.max,
            step: input.step ?? (input.integer ? 1 : 'any'),
            required: required && '',
            placeholder: input.placeholder,
          });
          control.toggleAttribute('data-number', true);
          // Enter in every one-line field moves on, a number's as a text's
          control.toggleAttribute('data-enter', true);
        } else if (type === 'file')
          attrs(control, { type, 'data-question': q.id, accept: input.accept, required: required && '' });
        else {
          attrs(control, {
            type: own,
            dir: own === 'text' && 'auto',
            required: required && own !== 'color' && '',
            placeholder: input.placeholder,
            minlength: input.minLength,
            // no native maxlength: it cuts a paste to the limit without a word, and the shorter
            // text would be sent; the text stays as typed and the field says it is too long
          });
          control.toggleAttribute('data-text', true);
          control.toggleAttribute('data-enter', true);
        }
        if (type === 'switch' || type === 'file') control.addEventListener('change', h);
      }
      control.setAttribute('aria-labelledby', headingId);
      // described by the question's context (an MCP property's description), and a switch, slider
      // or colour, which cannot say `required`, by the required badge
      const describedBy = [
        contextId,
        type === 'switch' || type === 'range' || type === 'color' ? requiredBy : '',
      ]
        .filter(Boolean)
        .join(' ');
      if (describedBy) control.setAttribute('aria-describedby', describedBy);
      if (type !== 'range') field.append(control);
    }
    const control = field.querySelector<HTMLInputElement>('input, textarea')!;
    if (type === 'switch') {
      if (control.checked !== (value === true)) control.checked = value === true;
    } else if (type === 'range') {
      const min = input.min ?? 0;
      const max = input.max ?? 100;
      const shown = typeof value === 'number' ? value : undefined;
      // unset, the thumb waits greyed at the middle, the value reads "–" and assistive technology
      // hears "not set" (not the middle's number) until the user moves it
      control.parentElement!.className = shown === undefined ? 'inline unset' : 'inline';
      attr(control, 'aria-valuetext', shown === undefined ? notSet : null);
      const unset = control.parentElement!.lastElementChild!;
      unset.textContent = notSet;
      attr(control, 'aria-labelledby', shown === undefined ? `${headingId} ${unset.id}` : headingId);
      const v = String(shown ?? Math.round((min + max) / 2));
      if (control.value !== v) control.value = v;
      const output = control.nextElementSibling!;
      const out = shown === undefined ? '–' : String(shown);
      if (output.textContent !== out) output.textContent = out;
    } else if (type === 'number') {
      // the field keeps what the user typed while it reads as the draft's number ("1.0" on the way
      // to "1.05", "0.0" to "0.05"): written back as String(1), it would become "1", then "15"
      const shown = control.value;
      const same = typeof value === 'number' ? shown !== '' && Number(shown) === value : shown === '';
      if (!same) control.value = typeof value === 'number' ? String(value) : '';
    } else if (type !== 'file') {
      if (type === 'color') attr(control, 'class', text ? null : 'unset');
      if (control.value !== text && !blankKept(control.value, text)) control.value = text;
      if (input.maxLength !== undefined) overLimit(field, codePoints(text), input.maxLength, tooLong);
    }
    return fresh ?? noChange;
  }
}
const inputField = directive(InputField);

/**
 * A text past its `maxLength` (typed or pasted) stays as it is, and a line under the field says so
 * ("Too long: 130/100") while it is; the format refuses it at send. Nothing is cut behind the user's back.
 */
function overLimit(
  field: HTMLElement,
  n: number,
  max: number,
  words: (n: number, max: number) => string,
): void {
  let note = field.querySelector<HTMLElement>('.too-long');
  if (n <= max) return note?.remove();
  if (!note) {
    note = field.appendChild(document.createElement('p'));
    note.className = 'issue too-long';
    note.setAttribute('aria-live', 'polite');
  }
  setText(note, words(n, max));
}

export function renderInput(
  h: Handlers,
  q: Question,
  a: Answer | undefined,
  headingId: string,
  /** the words of an unset slider */
  notSet: string,
  /** a required question's badge: a field says `required` natively; a switch, slider or colour points at it */
  requiredBy: string | undefined,
  /** the question's context (an MCP property's description), which describes the control */
  contextId: string | undefined,
  /** the words under a text past its maxLength */
  tooLong: (n: number, max: number) => string,
): DirectiveResult {
  const answered = a?.outcome === 'answered';
  return inputField(
    h,
    q,
    headingId,
    requiredBy,
    answered ? (a.text ?? '') : '',
    answered ? a.value : undefined,
    notSet,
    contextId,
    tooLong,
  );
}

/**
 * The filter field above a long option list: it narrows the rows shown as the user types, and a
 * polite live region says how many options match. `OptionRows` (render/question.ts) hides the
 * rows that do not match; the option keys controller keeps what is typed (a view state: the
 * session holds only answers).
 */
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Question } from '../../codec/model.js';
import type { Handlers, View } from './view.js';

/** `shown`: the ids of the options that match what is typed, undefined while nothing is. */
export function renderFilter(
  v: View,
  h: Handlers,
  q: Question,
  shown: ReadonlySet<string> | undefined,
): TemplateResult {
  const typed = v.filter(q);
  return html`<div class="filter">
    <input
      type="text"
      class="filter-field"
      part="filter"
      dir="auto"
      autocomplete="off"
      spellcheck="false"
      aria-label=${v.s.filterOptions}
      placeholder=${`${v.s.filterOptions}…`}
      .value=${live(typed)}
      @input=${(e: Event) => h.filter(q, (e.target as HTMLInputElement).value)}
      @keydown=${(e: KeyboardEvent) => h.filterKey(e, q)}
    />
    <span class="sr-only" role="status" aria-live="polite">${shown ? v.s.optionCount(shown.size) : ''}</span>
  </div>`;
}

/**
 * The filter field above a long option list: it narrows the rows shown as the user types, and a
 * polite live region says how many options match. The rows themselves are hidden by the option
 * keys controller (which owns the filter, a view state: the session holds only answers).
 */
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Question } from '../../codec/model.js';
import { matching } from '../match.js';
import type { Handlers, View } from './view.js';

export function renderFilter(v: View, h: Handlers, q: Question): TemplateResult {
  const typed = v.filter(q);
  const shown = matching(q.options, typed);
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

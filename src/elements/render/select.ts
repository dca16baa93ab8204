/**
 * A question answered through a native `<select>`. When the question also takes a typed answer,
 * the select ends with an "Other…" entry that opens the free-text field (and moves focus into
 * it); the field is not shown beside the select otherwise.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Answer, Question } from '../../codec/model.js';
import type { Handlers, View } from './view.js';

/**
 * Whether the free-text field shows under the select: "Other…" was chosen (a view state, until a
 * real option is), or the answer holds typed text (the session keeps it beside a selection, and
 * nothing the element sends is ever hidden).
 */
export function selectShowsField(v: View, q: Question, a: Answer | undefined): boolean {
  if (!q.allowCustom) return false;
  return (a?.outcome === 'answered' && !!a.text) || v.otherChosen(q);
}

export function renderSelect(
  v: View,
  h: Handlers,
  q: Question,
  a: Answer | undefined,
  headingId: string,
  field: unknown,
  /** the question's context, which describes the select */
  describedBy?: string,
): TemplateResult {
  const selected = a?.outcome === 'answered' ? (a.selected[0] ?? '') : '';
  const found = q.options.findIndex((o) => o.id === selected);
  // the entries by place (— first, "Other…" last): an option's id can be any string
  const index = found >= 0 ? found + 1 : selectShowsField(v, q, a) ? q.options.length + 1 : 0;
  return html`<div class="field">
      <select
        aria-labelledby=${headingId}
        aria-describedby=${describedBy ?? nothing}
        aria-required=${q.required ? 'true' : nothing}
        .selectedIndex=${live(index)}
        @change=${(e: Event) => {
          const select = e.target as HTMLSelectElement;
          const option = q.options[select.selectedIndex - 1];
          if (option) h.select(q, option.id);
          else if (select.selectedIndex > q.options.length) h.other(q, select);
          else h.select(q, '');
        }}
      >
        <option value="" ?selected=${index === 0}>—</option>
        ${q.options.map((o, i) => html`<option value=${o.id} ?selected=${index === i + 1}>${o.label}</option>`)}
        ${q.allowCustom ? html`<option value="" ?selected=${index > q.options.length}>${v.s.otherChoice}</option>` : nothing}
      </select>
    </div>
    ${field}`;
}

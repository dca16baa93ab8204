/** The native control of a typed question (form inputs, MCP properties): text, number, range, switch, file… */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Answer, Question } from '../../codec/model.js';
import type { Handlers } from './view.js';

export function renderInput(
  h: Handlers,
  q: Question,
  a: Answer | undefined,
  headingId: string,
  /** a required question's badge: a field says `required` natively; a switch, slider or colour points at it */
  requiredBy?: string,
): TemplateResult {
  const input = q.input!;
  const required = !!requiredBy;
  const describedBy = requiredBy ?? nothing;
  const text = a?.outcome === 'answered' ? (a.text ?? '') : '';
  const value = a?.outcome === 'answered' ? a.value : undefined;
  switch (input.type) {
    case 'textarea':
      return html`<div class="field">
        <textarea
          dir="auto"
          rows="3"
          ?required=${required}
          aria-labelledby=${headingId}
          placeholder=${input.placeholder ?? nothing}
          data-text
          .value=${live(text)}
        ></textarea>
      </div>`;
    case 'switch':
      return html`<div class="field">
        <input
          type="checkbox"
          role="switch"
          class="switch"
          aria-labelledby=${headingId}
          aria-describedby=${describedBy}
          .checked=${live(value === true)}
          @change=${(e: Event) => h.value(q, (e.target as HTMLInputElement).checked)}
        />
      </div>`;
    case 'range': {
      const min = input.min ?? 0;
      const max = input.max ?? 100;
      const shown = typeof value === 'number' ? value : undefined;
      // unset, the thumb waits faded at the middle and the value reads "–" until the user moves it
      return html`<div class="field">
        <div class="inline ${shown === undefined ? 'unset' : ''}">
          <input
            type="range"
            min=${min}
            max=${max}
            step=${input.step ?? nothing}
            aria-labelledby=${headingId}
            aria-describedby=${describedBy}
            data-number
            .value=${live(String(shown ?? Math.round((min + max) / 2)))}
          />
          <output aria-live="off">${shown ?? '–'}</output>
        </div>
      </div>`;
    }
    case 'number':
      return html`<div class="field">
        <input
          type="number"
          inputmode="decimal"
          min=${input.min ?? nothing}
          max=${input.max ?? nothing}
          step=${input.step ?? (input.integer ? 1 : 'any')}
          ?required=${required}
          aria-labelledby=${headingId}
          placeholder=${input.placeholder ?? nothing}
          data-number
          .value=${live(typeof value === 'number' ? String(value) : '')}
        />
      </div>`;
    case 'file':
      return html`<div class="field">
        <input
          type="file"
          data-question=${q.id}
          accept=${input.accept ?? nothing}
          ?required=${required}
          aria-labelledby=${headingId}
          @change=${(e: Event) => {
            const files = [...((e.target as HTMLInputElement).files ?? [])];
            h.value(q, files.length ? files.map((f) => f.name) : null);
          }}
        />
      </div>`;
    default: {
      const type = input.type === 'text' ? 'text' : input.type;
      return html`<div class="field">
        <input
          class=${type === 'color' && !text ? 'unset' : nothing}
          type=${type}
          dir=${type === 'text' ? 'auto' : nothing}
          ?required=${required && type !== 'color'}
          aria-labelledby=${headingId}
          aria-describedby=${type === 'color' ? describedBy : nothing}
          placeholder=${input.placeholder ?? nothing}
          minlength=${input.minLength ?? nothing}
          maxlength=${input.maxLength ?? nothing}
          data-text
          data-enter
          .value=${live(text)}
        />
      </div>`;
    }
  }
}

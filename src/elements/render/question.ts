/** One question: its heading and badges, its context, and the controls that answer it. */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { SendIssue } from '../../codec/format.js';
import type { Answer, Question } from '../../codec/model.js';
import { FORMATS } from '../../codec/registry.js';
import { renderFilter } from './filter.js';
import { renderInput } from './inputs.js';
import { renderSelect, selectShowsField } from './select.js';
import { text } from './text.js';
import type { Handlers, View } from './view.js';

/** Past this many options a list scrolls in a bounded area under a filter field (type-ahead finds a row by its first letters). */
const LONG = 12;

export function renderQuestion(
  v: View,
  h: Handlers,
  q: Question,
  key: string,
  kind: 'step' | '',
  issue?: SendIssue,
): TemplateResult {
  const headingId = `${key}-text`;
  const a = v.session.answerOf(q.id);
  return html`<section
    class="question ${kind}"
    part="question"
    aria-labelledby=${headingId}
    @keydown=${(e: KeyboardEvent) => h.questionKey(e, q)}
  >
    <div class="q-head">
      <div
        class="text"
        part="question-text"
        id=${headingId}
        role="heading"
        aria-level="3"
        tabindex="-1"
        data-focus-target
      >
        ${text(q.text)}
      </div>
      ${renderBadges(v, q, key)}
    </div>
    ${q.context ? html`<blockquote class="context" part="context">${text(q.context)}</blockquote>` : nothing}
    ${renderAnswerControls(v, h, q, a, headingId, key)}
    ${issue ? html`<p class="issue">${issue.message}</p>` : nothing}
  </section>`;
}

/** The id of a required question's badge: controls that cannot say `required` point at it. */
export const requiredId = (key: string) => `${key}-required`;

function renderBadges(v: View, q: Question, key: string): TemplateResult[] {
  const { s } = v;
  const badges: TemplateResult[] = [];
  if (q.header) badges.push(html`<bdi class="badge" part="badge">${q.header}</bdi>`);
  if (q.weight && q.weight !== 'important')
    badges.push(html`<span class="badge ${q.weight}" part="badge">${s.weight[q.weight]}</span>`);
  if (q.required)
    badges.push(html`<span class="badge" part="badge" id=${requiredId(key)}>${s.required}</span>`);
  return badges;
}

function renderAnswerControls(
  v: View,
  h: Handlers,
  q: Question,
  a: Answer | undefined,
  headingId: string,
  key: string,
): TemplateResult | typeof nothing {
  if (q.kind === 'input' && q.input)
    return renderInput(h, q, a, headingId, q.required ? requiredId(key) : undefined);
  const parts: (TemplateResult | typeof nothing)[] = [];
  if (q.kind === 'confirm') parts.push(renderProposal(v, h, q, a));
  // a select opens its field through its own "Other…" entry, in its own template (the select
  // stays the same element, and keeps focus, as the field comes and goes)
  if (q.input?.type === 'select')
    parts.push(
      renderSelect(
        v,
        h,
        q,
        a,
        headingId,
        selectShowsField(v, q, a) ? renderFreeText(v, h, q, a, headingId) : nothing,
      ),
    );
  else {
    if (q.options.length) parts.push(renderOptions(v, h, q, a, headingId, key));
    if (q.allowCustom) parts.push(renderFreeText(v, h, q, a, headingId));
  }
  // one control (the common case) renders as itself: an array would add two markers per item
  return parts.length === 1 ? parts[0] : html`${parts}`;
}

function renderProposal(v: View, h: Handlers, q: Question, a: Answer | undefined): TemplateResult {
  const { s } = v;
  const confirmed = a?.outcome === 'answered' && !a.text && !a.selected.length;
  // without a proposal there is nothing to frame: the Confirm button alone, no empty box
  return html`<div class="proposal ${q.proposal ? '' : 'bare'}">
    ${
      q.proposal
        ? html`<span class="label">${s.assumption}</span>
            <div class="proposal-text" dir="auto">${text(q.proposal)}</div>`
        : nothing
    }
    <button
      type="button"
      class="confirm"
      part="confirm"
      aria-pressed=${confirmed ? 'true' : 'false'}
      @click=${() => h.confirm(q)}
    >
      ${s.confirm}
    </button>
  </div>`;
}

function renderOptions(
  v: View,
  h: Handlers,
  q: Question,
  a: Answer | undefined,
  headingId: string,
  key: string,
): TemplateResult {
  const { s, session } = v;
  const selected = a?.outcome === 'answered' ? a.selected : [];
  const role = q.multiple ? 'checkbox' : 'radio';
  const stop = v.tabStop(q);
  const cards = q.input?.type === 'direction-cards';
  /** One listener per group: a click on a row picks its option. */
  const click = (e: Event) => {
    const row = (e.target as Element).closest<HTMLElement>('.option');
    const option = row && q.options[Number(row.dataset.index)];
    if (option) h.pick(q, option, 'pointer');
  };
  // a radiogroup says `required` itself; a group of checkboxes cannot, so it points at the badge,
  // and at the limit hint ("Choose up to 2 options") that explains why the other rows are disabled
  const limitId = `${key}-limit`;
  const described = q.multiple
    ? [q.maxSelections ? limitId : '', q.required ? requiredId(key) : ''].filter(Boolean).join(' ')
    : '';
  const long = q.options.length > LONG;
  return html`${
      q.multiple
        ? html`<p class="custom-label" id=${limitId}>
            ${q.maxSelections ? s.chooseUpTo(q.maxSelections) : s.chooseAny}
          </p>`
        : nothing
    }${long ? renderFilter(v, h, q) : nothing}
    <div
      class="options ${cards ? 'cards-grid' : ''} ${long ? 'long' : ''}"
      part="options"
      role=${q.multiple ? 'group' : 'radiogroup'}
      aria-labelledby=${headingId}
      aria-required=${q.required && !q.multiple ? 'true' : nothing}
      aria-describedby=${described || nothing}
      @keydown=${(e: KeyboardEvent) => h.groupKey(e, q)}
      @click=${click}
    >
      ${q.options.map(
        (o, i) =>
          html`<div
            class="option"
            part="option"
            role=${role}
            aria-checked=${selected.includes(o.id) ? 'true' : 'false'}
            aria-disabled=${session.disabled(q, o.id) ? 'true' : nothing}
            tabindex=${o.id === stop ? '0' : '-1'}
            data-index=${i}
            data-option=${`${q.id}\u0000${o.id}`}
          >
            <span class="hint" aria-hidden="true"></span>
            <span class="body">
              <bdi class="label">${text(o.label, true)}</bdi>
              ${q.recommended === o.id ? html`<span class="badge recommended" part="badge">${s.recommended}</span>` : nothing}
              ${o.description ? html`<bdi class="description">${text(o.description, true)}</bdi>` : nothing}
            </span>
            <span class="mark"></span>
          </div>`,
      )}
    </div>`;
}

function renderFreeText(
  v: View,
  h: Handlers,
  q: Question,
  a: Answer | undefined,
  headingId: string,
): TemplateResult {
  const { s } = v;
  // beside options the field is the "or"; under a select's "Other…" it is the answer itself
  const beside = q.options.length && q.input?.type !== 'select';
  const label = q.customLabel ?? (q.options.length ? s.otherLabel : s.answerLabel);
  const value = a?.outcome === 'answered' ? (a.text ?? '') : '';
  const long = !q.options.length && !!FORMATS[v.set.format].longFreeText;
  return html`${q.customLabel ? html`<span class="custom-label">${q.customLabel}</span>` : nothing}
    <textarea
      class="free"
      part="free-text"
      rows=${long ? 2 : 1}
      dir="auto"
      aria-label=${label}
      aria-describedby=${headingId}
      aria-required=${q.required && !q.options.length ? 'true' : nothing}
      placeholder=${q.customPlaceholder ?? (beside ? s.otherPlaceholder : s.answerPlaceholder)}
      .value=${live(value)}
      @input=${(e: Event) => h.text(q, (e.target as HTMLTextAreaElement).value)}
      @keydown=${(e: KeyboardEvent) => h.freeKey(e)}
    ></textarea>`;
}

/** One question: its heading and badges, its context, and the controls that answer it. */
import { html, noChange, nothing, type TemplateResult } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import { live } from 'lit/directives/live.js';
import type { SendIssue } from '../../codec/format.js';
import type { Answer, Question } from '../../codec/model.js';
import { FORMATS } from '../../codec/registry.js';
import { matching } from '../match.js';
import { renderFilter } from './filter.js';
import { renderInput } from './inputs.js';
import { renderSelect, selectShowsField } from './select.js';
import { fillText, text } from './text.js';
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
  const controls = renderAnswerControls(v, h, q, a, headingId, key);
  return html`<section class="question ${kind}" part="question" aria-labelledby=${headingId}>
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
    ${
      // the context never changes while its question shows: folded into the controls' part, no marker of its own
      q.context
        ? html`<blockquote class="context" part="context">${text(q.context)}</blockquote>
            ${controls}`
        : controls
    }${issue ? html`<p class="issue">${issue.message}</p>` : nothing}
  </section>`;
}

/**
 * The index of the question a control sits in, for the card's delegated listeners (`data-text`,
 * `data-number`, `data-enter` on the control say what its events mean): a question's section is
 * labelled by its heading, whose id is `q-<index>-text`. NaN outside a question.
 */
export const questionIndex = (el: Element): number =>
  parseInt(el.closest('.question')?.getAttribute('aria-labelledby')?.slice(2) ?? '', 10);

/** The id of a required question's badge: controls that cannot say `required` point at it. */
export const requiredId = (key: string) => `${key}-required`;

function renderBadges(v: View, q: Question, key: string): TemplateResult | TemplateResult[] | typeof nothing {
  const { s } = v;
  const badges: TemplateResult[] = [];
  if (q.header) badges.push(html`<bdi class="badge" part="badge">${q.header}</bdi>`);
  if (q.weight && q.weight !== 'important')
    badges.push(html`<span class="badge ${q.weight}" part="badge">${s.weight[q.weight]}</span>`);
  if (q.required)
    badges.push(html`<span class="badge" part="badge" id=${requiredId(key)}>${s.required}</span>`);
  // none or one (the common cases) render as themselves: an array adds two markers per item
  return badges.length > 1 ? badges : (badges[0] ?? nothing);
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
  if (q.kind === 'confirm') parts.push(renderProposal(v, q, a));
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
        selectShowsField(v, q, a) ? renderFreeText(v, q, a, headingId) : nothing,
      ),
    );
  else {
    if (q.options.length) parts.push(renderOptions(v, h, q, a, headingId, key));
    if (q.allowCustom) parts.push(renderFreeText(v, q, a, headingId));
  }
  // one control (the common case) renders as itself, two side by side: an array would add two
  // markers per item
  return parts.length === 1 ? parts[0] : parts.length === 2 ? html`${parts[0]}${parts[1]}` : html`${parts}`;
}

function renderProposal(v: View, q: Question, a: Answer | undefined): TemplateResult {
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
      data-act="confirm"
    >
      ${s.confirm}
    </button>
  </div>`;
}

/**
 * A fixed piece of markup, parsed once (on first use) and cloned: no template parts, no markers,
 * and no JS wrapper for a node the code never touches.
 */
export function frame(markup: string): () => HTMLElement {
  let t: HTMLTemplateElement | undefined;
  return () => {
    t ??= Object.assign(document.createElement('template'), { innerHTML: markup });
    return t.content.firstElementChild!.cloneNode(true) as HTMLElement;
  };
}

/** One option row's fixed frame. */
const rowFrom = frame(
  '<div class="option" part="option"><span class="hint" aria-hidden="true"></span>' +
    '<span class="body"><bdi class="label"></bdi></span><span class="mark"></span></div>',
);

/** Sets an attribute only when it changes (null removes it), as a template part would. */
export function attr(el: Element, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/** Sets an element's text (the element's own words, never markup) only when it changes. */
export function setText(el: Element, t: string): void {
  if (el.textContent !== t) el.textContent = t;
}

/**
 * A group's option rows as plain DOM, built once per question (and words) and updated by hand: a
 * row's texts never change while its set is shown, only its state (checked, disabled, the tab
 * stop). No template parts or markers per row; the group's one click listener reads `data-index`.
 */
class OptionRows extends Directive {
  #q: Question | undefined;
  #recommended = '';
  #rows: HTMLElement[] = [];
  render(
    q: Question,
    selected: readonly string[],
    stop: string,
    disabled: (id: string) => boolean,
    recommended: string,
    shown: ReadonlySet<string> | undefined,
  ): unknown {
    let fresh: DocumentFragment | undefined;
    if (q !== this.#q || recommended !== this.#recommended) {
      this.#q = q;
      this.#recommended = recommended;
      fresh = document.createDocumentFragment();
      this.#rows = q.options.map((o, i) => {
        const row = rowFrom();
        row.setAttribute('role', q.multiple ? 'checkbox' : 'radio');
        row.dataset.index = String(i);
        row.dataset.option = `${q.id}\u0000${o.id}`;
        const body = row.children[1];
        fillText(body.firstElementChild as HTMLElement, o.label, true);
        if (q.recommended === o.id) {
          const badge = document.createElement('span');
          badge.className = 'badge recommended';
          badge.setAttribute('part', 'badge');
          badge.textContent = recommended;
          body.append(badge);
        }
        if (o.description) {
          const description = document.createElement('bdi');
          description.className = 'description';
          fillText(description, o.description, true);
          body.append(description);
        }
        fresh!.append(row);
        return row;
      });
    }
    q.options.forEach((o, i) => {
      const row = this.#rows[i];
      attr(row, 'aria-checked', selected.includes(o.id) ? 'true' : 'false');
      attr(row, 'aria-disabled', disabled(o.id) ? 'true' : null);
      attr(row, 'tabindex', o.id === stop ? '0' : '-1');
      // a long list's filter hides the rows that do not match (`shown`: undefined while it is empty)
      const hidden = !!shown && !shown.has(o.id);
      if (row.hidden !== hidden) row.hidden = hidden;
    });
    return fresh ?? noChange;
  }
}
const optionRows = directive(OptionRows);

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
  const stop = v.tabStop(q);
  const cards = q.input?.type === 'direction-cards';
  // a radiogroup says `required` itself; a group of checkboxes cannot, so it points at the badge,
  // and at the limit hint ("Choose up to 2 options") that explains why the other rows are disabled
  const limitId = `${key}-limit`;
  const described = q.multiple
    ? [q.maxSelections ? limitId : '', q.required ? requiredId(key) : ''].filter(Boolean).join(' ')
    : '';
  const long = q.options.length > LONG;
  const shown = long ? matching(q.options, v.filter(q)) : undefined;
  return html`${
      q.multiple
        ? html`<p class="custom-label" id=${limitId}>
            ${q.maxSelections ? s.chooseUpTo(q.maxSelections) : s.chooseAny}
          </p>`
        : nothing
    }${long ? renderFilter(v, h, q, shown) : nothing}
    <div
      class="options ${cards ? 'cards-grid' : ''} ${long ? 'long' : ''}"
      part="options"
      role=${q.multiple ? 'group' : 'radiogroup'}
      aria-labelledby=${headingId}
      aria-required=${q.required && !q.multiple ? 'true' : nothing}
      aria-describedby=${described || nothing}
    >
      ${optionRows(q, selected, stop, (id) => session.disabled(q, id), s.recommended, shown)}
    </div>`;
}

function renderFreeText(v: View, q: Question, a: Answer | undefined, headingId: string): TemplateResult {
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
      data-text
      data-enter
      .value=${live(value)}
    ></textarea>`;
}

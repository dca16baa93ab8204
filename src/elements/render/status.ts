/**
 * What stands in for the questions: the quiet placeholder, the error panel; and the stylesheet of
 * those and of the read-only receipt (render/receipt.ts, in the open set's chunk).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { DecodeError } from '../../codec/model.js';
import type { Strings } from '../../i18n/strings.js';

export function renderPlaceholder(s: Strings): TemplateResult {
  return html`<div class="card placeholder" part="card placeholder" aria-busy="true">
    <span>${s.loading}</span>
    <div class="bar"></div>
    <div class="bar short"></div>
  </div>`;
}

/** The error panel; `more`: what follows the error in it (a streamed body's answers kept, render/step.ts). */
export function renderError(error: DecodeError, s: Strings, more?: unknown): TemplateResult {
  return html`<div class="card error" part="card error" role="alert">
    <div class="head">${s.errorTitle}</div>
    <details>
      <summary>${s.errorDetails}</summary>
      <div class="detail">${error.message}</div>
      ${error.line ? html`<div class="where">${s.at(error.line, error.column ?? 1)}</div>` : nothing}
    </details>
    ${more || nothing}
  </div>`;
}

/** The receipt, the error panel and the placeholder. */
export const statusStyles = css`
  .receipt {
    color: var(--_muted);
    gap: 8px;
  }
  /* the receipt takes the focus after sending (a container, not a control): the ring inside its edge */
  .receipt:focus {
    outline: none;
  }
  .receipt:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .receipt .lines {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  /* each question small above its answer, as in the overview */
  .receipt li {
    display: grid;
  }
  .receipt .q {
    font-size: 0.85em;
  }
  .receipt .done {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 0.85em;
    font-weight: 600;
  }
  /* the check mark before "Sent" and the disclosure's chevron: two borders of a turned box, drawn
     by this sheet that every receipt shares (no markup of their own) */
  .receipt .sent::before,
  .receipt summary::after {
    content: '';
    flex: none;
    width: 5px;
    height: 10px;
    margin: 0 4px 3px;
    border: solid var(--_accent);
    border-width: 0 2px 2px 0;
    rotate: 45deg;
  }
  /* one question or several: one line (the status and the answers) that opens to the list */
  .receipt summary {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .receipt details .lines {
    margin-top: 8px;
  }
  /* the answers in one line that wraps (at 320 px nothing is cut off: WCAG 1.4.10) */
  .gist {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  [open] .gist {
    visibility: hidden;
  }
  /* the note a decline carried: the user's line breaks kept, a long word wrapped at the card's edge */
  .receipt .why {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .receipt summary::after {
    width: 7px;
    height: 7px;
    border-color: currentColor;
  }
  .receipt [open] > summary::after {
    rotate: 225deg;
    margin: 4px 3px 0;
  }
  .error {
    border-color: color-mix(in srgb, var(--_warning) 50%, transparent);
    background: color-mix(in srgb, var(--_warning) 8%, transparent);
    gap: 4px;
  }
  .error .head {
    font-weight: 600;
  }
  summary {
    cursor: pointer;
  }
  .error summary {
    font-size: 0.85em;
    color: var(--_muted);
  }
  .error .detail {
    margin-top: 4px;
    overflow-wrap: anywhere;
  }
  .error .where {
    font-size: 0.85em;
    color: var(--_muted);
  }
  .placeholder {
    color: var(--_muted);
  }
  .placeholder .bar {
    height: 10px;
    border-radius: 5px;
    background: var(--_border);
    animation: pulse 1.4s ease-in-out infinite;
  }
  .placeholder .bar.short {
    width: 60%;
  }
  @keyframes pulse {
    50% {
      opacity: 0.45;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .placeholder .bar,
    .step {
      animation: none;
    }
  }
`;

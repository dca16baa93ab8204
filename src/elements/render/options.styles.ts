import { css } from 'lit';

/** Option rows (render/question.ts): the radio and checkbox marks, a segmented pair, a long list with its filter and number hints, the cards grid. */
export const optionStyles = css`
  /* option rows have no box of their own (the card is the one box): a row is told by its radio
     or checkbox mark (3:1), a hover fill and, chosen, an accent tint and a filled mark */
  .options {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .option,
  .other {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 44px;
    padding: 8px 10px;
    border: 0;
    border-radius: calc(var(--_radius) - 4px);
    cursor: pointer;
    user-select: none;
    transition: background var(--_motion);
    outline: none;
  }
  .option:hover,
  .other:hover {
    background: var(--_hover);
  }
  .option:focus-visible,
  .other:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 0;
  }
  .option[aria-checked='true'] {
    background: color-mix(in srgb, var(--_accent) 10%, transparent);
  }
  /* the quiet "Other…" row under the options: it opens the free-text field */
  .other {
    width: 100%;
    font: inherit;
    color: var(--_muted);
    background: none;
    text-align: start;
  }
  .other[aria-expanded='true'] {
    min-height: 32px;
    padding-block: 4px;
    cursor: default;
  }
  /* two short options: a segmented pair, two halves of one outlined control (still a radio group):
     a divider between the halves, the chosen one filled with the accent, at rest and on hover */
  .options.segmented {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0;
    max-width: 24em;
    border: 1px solid var(--_control);
    border-radius: calc(var(--_radius) - 2px);
  }
  .segmented .option {
    justify-content: center;
    min-height: 42px;
    text-align: center;
    border-radius: 0;
  }
  .segmented .option:first-child {
    border-start-start-radius: calc(var(--_radius) - 3px);
    border-end-start-radius: calc(var(--_radius) - 3px);
  }
  .segmented .option:last-child {
    border-start-end-radius: calc(var(--_radius) - 3px);
    border-end-end-radius: calc(var(--_radius) - 3px);
    border-inline-start: 1px solid var(--_control);
  }
  .segmented .option:focus-visible {
    outline-offset: 2px;
  }
  .segmented .option .body {
    flex: none;
  }
  .segmented .option .mark {
    display: none;
  }
  /* hover rings the half not chosen in the controls' colour (3:1 to the card; the system's text
     colour in forced colours) and keeps its fill, so the chosen half stays 3:1 apart from it */
  .segmented .option:hover:not([aria-checked='true'], :focus-visible) {
    background: none;
    outline: 2px solid var(--_control);
    outline-offset: -4px;
  }
  .segmented .option[aria-checked='true'],
  .segmented .option[aria-checked='true']:hover {
    background: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
  }
  .segmented .option[aria-checked='true'] .hint {
    color: inherit;
    border-color: currentColor;
  }
  .option[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  /* a long list scrolls in a bounded area (about eight rows), the focus ring kept inside it */
  .options.long {
    max-height: 26em;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 3px;
    margin: -3px;
  }
  /* the number hint counts the rows (digits 1–9 pick them); the 10th row on shows none */
  .options {
    counter-reset: option;
  }
  .option {
    counter-increment: option;
  }
  .option .hint::before {
    content: counter(option);
  }
  .option:nth-child(n + 10) .hint::before {
    content: '';
  }
  /* a long list's filter hides the rows that do not match; while it does, no row is numbered */
  .option[hidden] {
    display: none;
  }
  .options:has(> .option[hidden]) .hint::before {
    content: '';
  }
  .filter {
    margin-bottom: 8px;
  }
  /* the hints show only while the keyboard is in use (a key pressed in the element, or a row
     focused from the keyboard), never to a touch or mouse user */
  .keyboard .option .hint,
  .options:has(> .option:focus-visible) .hint {
    display: inline-flex;
  }
  .option .hint {
    display: none;
    font-size: 0.8em;
    min-width: 1.6em;
    height: 1.6em;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    border-radius: 6px;
    border: 1px solid var(--_border);
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .option .body {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    flex: 1;
    gap: 2px 8px;
    min-width: 0;
  }
  .option .description {
    flex-basis: 100%;
    font-size: 0.9em;
    color: var(--_muted);
  }
  .option .mark {
    width: 18px;
    height: 18px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    /* the outline mixes the text colour, not the accent of the check */
    border: 1.5px solid var(--_control);
    border-radius: 4px;
  }
  .option[role='radio'] .mark {
    border-radius: 50%;
  }
  .option[aria-checked='true'] .mark {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
  }
  .option .mark::after {
    content: '';
    box-sizing: border-box;
    width: 5px;
    height: 9px;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: translateY(-1px) rotate(45deg);
  }
  .option[aria-checked='false'] .mark::after {
    visibility: hidden;
  }
  .cards-grid .option {
    min-height: 72px;
    border: 1px solid var(--_control);
  }
  .cards-grid .option[aria-checked='true'] {
    border-color: var(--_accent);
  }
  .cards-grid .option .label {
    font-weight: 600;
  }
  .cards-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  }
`;

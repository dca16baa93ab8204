import { css } from 'lit';

/** The open set's actions (render/step.ts): Send, Next and Back, the chips, a confirm, Decline and Cancel, the overview, and what is missing or was dropped. */
export const stepStyles = css`
  .actions,
  .outcomes,
  .leave {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  /* Decline and Cancel: one small row for the whole set, at its end */
  .leave {
    justify-content: flex-end;
    margin-block-start: calc(var(--_space) * -0.5);
    font-size: 0.85em;
  }
  .leave button {
    min-height: 28px;
    padding: 2px 8px;
  }
  /* both offered: each button with what it means beside it, on a line of its own */
  .leave:has(.means) {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 10px;
  }
  .actions .spacer,
  .actions .end {
    margin-inline-start: auto;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
    border-radius: calc(var(--_radius) - 4px);
    min-height: 36px;
  }
  button:focus-visible,
  summary:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  .primary {
    background: var(--_accent);
    color: var(--_on-accent);
    border: 1px solid var(--_accent);
    padding: 6px 16px;
    font-weight: 600;
  }
  .yes-no {
    text-transform: capitalize;
  }
  /* No, Back, Decline: a secondary action, outlined (a visible boundary), quieter than the primary */
  .quiet.outlined {
    color: inherit;
    border-color: var(--_control);
  }
  /* the yes of a set that asks to destroy something: danger text and outline, not the accent */
  .primary.danger {
    color: var(--_danger-text);
    background: color-mix(in srgb, var(--_danger) 10%, transparent);
    border-color: currentColor;
  }
  .quiet {
    background: none;
    border: 1px solid transparent;
    padding: 6px 10px;
    color: var(--_muted);
  }
  .quiet:hover {
    color: inherit;
  }
  .chip {
    background: none;
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 4px 12px;
    font-size: 0.85em;
    min-height: 32px;
  }
  .chip:hover {
    background: var(--_hover);
  }
  .chip[aria-pressed='true'] {
    border-color: var(--_accent-text);
    color: var(--_accent-text);
  }
  /* the main answer of a confirm question: an accent-outlined button, filled once confirmed (not a chip) */
  .confirm {
    justify-self: start;
    min-height: 40px;
    padding: 6px 16px;
    font-weight: 600;
    color: var(--_accent-text);
    background: none;
    border: 1px solid var(--_accent);
  }
  .confirm:hover {
    background: color-mix(in srgb, var(--_accent) 8%, transparent);
  }
  .confirm[aria-pressed='true'] {
    color: var(--_on-accent);
    background: var(--_accent);
  }
  .overview {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .overview button {
    width: 100%;
    text-align: start;
    background: none;
    border: 1px solid transparent;
    padding: 8px 10px;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 8px;
  }
  .overview button:hover {
    background: var(--_hover);
    border-color: var(--_border);
  }
  /* question and answer wrap (WCAG 1.4.10: at 320 px nothing is cut off or truncated) */
  .overview .q {
    color: var(--_muted);
    font-size: 0.85em;
  }
  .overview .q,
  .overview .a {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .overview .a {
    grid-column: 1;
  }
  .overview .open {
    color: var(--_muted);
    font-style: italic;
  }
  /* the pencil shows always (a touch screen has no hover): each row reads as editable */
  .overview .pencil {
    grid-row: 1 / span 2;
    grid-column: 2;
    align-self: center;
    color: var(--_muted);
  }
  .issues {
    margin: 0;
    font-size: 0.85em;
    color: var(--_warning-text);
  }
  /* .dropped: an answer the user gave went with a change of the body, said at the question */
  .issue,
  .dropped,
  .delivery.failed {
    font-size: 0.85em;
    color: var(--_warning-text);
    margin: 0;
  }
  /* on another step: the cleared answer's line goes to its question, and reads as a link */
  button.dropped {
    text-align: start;
    text-decoration: underline;
  }
  /* a send on its way: the card says so, and nothing in it looks usable (it is inert meanwhile) */
  .delivery.sending {
    margin: 0;
    font-size: 0.85em;
    font-weight: 600;
  }
  [inert] > :not(.delivery) {
    opacity: 0.5;
  }
`;

import { css } from 'lit';

/** A typed question's native controls (render/inputs.ts, render/select.ts), the free-text field and the note. */
export const inputStyles = css`
  .free,
  .filter-field,
  .field input:not([type='checkbox']):not([type='radio']):not([type='range']):not([type='color']),
  .field textarea,
  .field select,
  .note {
    font: inherit;
    color: inherit;
    width: 100%;
    min-height: 40px;
    padding: 8px 10px;
    border: 1px solid var(--_control);
    border-radius: calc(var(--_radius) - 4px);
    /* no fill: a grey-filled field reads as disabled */
    background: transparent;
    resize: vertical;
  }
  .free {
    field-sizing: content;
    max-height: 12em;
    resize: none;
  }
  .field select option {
    color: initial;
  }
  .free:focus-visible,
  .filter-field:focus-visible,
  .field :is(input, textarea, select):focus-visible,
  .note:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .free::placeholder,
  .filter-field::placeholder,
  .note::placeholder,
  .field ::placeholder {
    color: var(--_muted);
    opacity: 1;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .field .inline {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .field input[type='range'] {
    flex: 1;
    accent-color: var(--_accent);
  }
  /* a switch: a track with a knob, the knob in the control outline colour (3:1), on the accent when on */
  .field .switch {
    appearance: none;
    position: relative;
    width: 40px;
    height: 24px;
    margin: 0;
    flex-shrink: 0;
    border: 1px solid var(--_control);
    border-radius: 999px;
    background: transparent;
    cursor: pointer;
    transition:
      background var(--_motion),
      border-color var(--_motion);
  }
  .field .switch::before {
    content: '';
    position: absolute;
    top: 3px;
    inset-inline-start: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: var(--_control);
    transition: inset-inline-start var(--_motion);
  }
  .field .switch:checked {
    background: var(--_accent);
    border-color: var(--_accent);
  }
  .field .switch:checked::before {
    inset-inline-start: 19px;
    background: var(--_on-accent);
  }
  /* unset: the slider's thumb and track in the control outline colour (not faded: its focus ring
     keeps its full contrast), a colour swatch struck through */
  .field .unset input[type='range'] {
    accent-color: var(--_control);
  }
  .field input[type='color'] {
    width: 48px;
    height: 32px;
    padding: 2px;
    border: 1px solid var(--_control);
    border-radius: 6px;
    background: transparent;
    cursor: pointer;
  }
  .field input[type='color'].unset {
    background: linear-gradient(
      to top right,
      transparent calc(50% - 1px),
      var(--_control) calc(50% - 1px) calc(50% + 1px),
      transparent calc(50% + 1px)
    );
  }
  .field input[type='color'].unset::-webkit-color-swatch {
    visibility: hidden;
  }
  .field input[type='color'].unset::-moz-color-swatch {
    visibility: hidden;
  }
  /* the file picker's button as a quiet secondary button, not the platform's grey box */
  .field input[type='file']::file-selector-button {
    font: inherit;
    color: inherit;
    margin-inline-end: 10px;
    padding: 4px 12px;
    border: 1px solid var(--_control);
    border-radius: 999px;
    background: none;
    cursor: pointer;
  }
  .field input[type='file']::file-selector-button:hover {
    background: var(--_hover);
  }
  .field output {
    min-width: 3ch;
    font-variant-numeric: tabular-nums;
  }
  .custom-label {
    font-size: 0.9em;
    color: var(--_muted);
    margin: 0;
  }
`;

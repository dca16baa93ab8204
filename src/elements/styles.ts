import { css } from 'lit';

/** One shared constructable stylesheet for every instance. */
export const styles = css`
  :host {
    --_accent: var(--question-set-accent, #2563eb);
    /* text in the accent, the danger or the warning colour: half of it mixed with the text colour
       around it, so small text reads at 4.5:1 on whatever page the host has, light or dark, whatever
       the OS prefers (a light-only page on an OS in dark mode read 1.45:1 with colours picked by the
       OS's scheme) */
    --_accent-text: var(--question-set-accent-text, color-mix(in srgb, var(--_accent) 50%, currentColor));
    --_danger-text: color-mix(in srgb, var(--_danger) 50%, currentColor);
    --_warning-text: color-mix(in srgb, var(--_warning) 50%, currentColor);
    --_on-accent: var(--question-set-on-accent, #fff);
    --_radius: var(--question-set-radius, 12px);
    --_space: var(--question-set-space, 12px);
    --_surface: var(--question-set-surface, color-mix(in srgb, currentColor 3%, transparent));
    --_border: var(--question-set-border, color-mix(in srgb, currentColor 16%, transparent));
    /* the outline that identifies a control (option row, checkbox, text field): 3:1 against the card */
    --_control: var(--question-set-control-border, color-mix(in srgb, currentColor 50%, transparent));
    --_muted: var(--question-set-muted, color-mix(in srgb, currentColor 70%, transparent));
    --_hover: var(--question-set-hover, color-mix(in srgb, currentColor 6%, transparent));
    --_danger: var(--question-set-danger, #b42318);
    --_warning: var(--question-set-warning, #b54708);
    --_focus: var(--question-set-focus, var(--_accent));
    --_motion: 150ms;
    display: block;
    font: inherit;
    color: inherit;
    line-height: 1.45;
    max-width: 100%;
    box-sizing: border-box;
  }
  /* a host that names its scheme gets the colours picked for it */
  :host([theme='light']) {
    --_accent-text: var(--question-set-accent-text, color-mix(in srgb, var(--_accent) 80%, #000));
    --_danger-text: var(--_danger);
    --_warning-text: var(--_warning);
  }
  /* a dark card whatever the page: its own surface and text, and every tint mixed from that text */
  :host([theme='dark']) {
    color-scheme: dark;
    color: #e8eaed;
    --_surface: var(--question-set-surface, #1e1f23);
    --_accent-text: var(--question-set-accent-text, color-mix(in srgb, var(--_accent) 40%, #fff));
    --_danger: var(--question-set-danger, #fda29b);
    --_warning: var(--question-set-warning, #fec84b);
  }
  @media (prefers-reduced-motion: reduce) {
    :host {
      --_motion: 0ms;
    }
  }
  :host([hidden]) {
    display: none;
  }
  /* a set outside the viewport skips style, layout and paint (a transcript holds hundreds); the
     size it last had stands in. Its content stays in the accessibility tree, find-in-page and focus. */
  :host {
    content-visibility: auto;
    contain-intrinsic-size: auto 160px;
  }
  * {
    box-sizing: border-box;
  }
  .card > *,
  .question > * {
    min-width: 0;
  }

  /* a text that cannot wrap (an unbreakable cluster of combining marks) is cut at its own box, not the card's */
  .text,
  .intro,
  .context,
  .option .body {
    overflow-x: clip;
  }
  .text blockquote,
  .intro blockquote,
  .context blockquote {
    margin: 4px 0;
    padding-inline-start: 8px;
    border-inline-start: 2px solid var(--_border);
  }
  /* nothing the card holds paints outside it (Zalgo marks stacked above a line, a word too long to
     break): clipped at its own edge in both directions, whatever containment the page puts on the host */
  .card {
    position: relative;
    overflow: clip;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: calc(var(--_space) * 1.25);
    display: flex;
    flex-direction: column;
    gap: var(--_space);
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .header {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  /* the set's title is the card's heading: a step larger than the question, which changes under it */
  .title {
    font-size: 1.125em;
    font-weight: 600;
    margin: 0;
  }
  /* an intro reads as body text; its Markdown headings no louder than the chat around the card */
  .intro {
    margin: 0;
  }
  :is(.intro, .text, .context, .proposal) :is(h1, h2, h3, h4, h5, h6) {
    font-size: 1em;
    font-weight: 600;
    margin: 0.5em 0 0.25em;
  }
  :is(.intro, .text, .context, .proposal) :is(strong, b) {
    font-weight: 700;
  }
  .title {
    display: block;
  }
  .intro :first-child,
  .proposal-text :first-child,
  .text :first-child,
  .context :first-child {
    margin-top: 0;
  }
  .intro :last-child,
  .proposal-text :last-child,
  .text :last-child,
  .context :last-child {
    margin-bottom: 0;
  }
  .status-line {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 12px;
    align-items: center;
    font-size: 0.85em;
    color: var(--_muted);
  }
  .progress {
    height: 3px;
    border-radius: 3px;
    background: var(--_border);
    overflow: hidden;
  }
  .progress > div {
    height: 100%;
    background: var(--_accent);
    transition: width var(--_motion) ease-out;
  }
  .question {
    display: flex;
    flex-direction: column;
    gap: 10px;
    min-width: 0;
  }
  .step {
    animation: enter var(--_motion) ease-out;
  }
  @keyframes enter {
    from {
      opacity: 0;
      transform: translateY(4px);
    }
  }
  /* the badges (header chip, weight, "Required") follow the question's last word, or start the
     line under it when it wraps: beside their label, never pushed to the card's far edge */
  .q-head {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: baseline;
  }
  /* 500, not 600: Markdown bold (700) inside a question still shows */
  .text {
    font-weight: 500;
    margin: 0;
    min-width: 0;
    outline: none;
  }
  .overview-title {
    outline: none;
  }
  .text:focus-visible,
  .overview-title:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 3px;
    border-radius: 4px;
  }
  .q-head .badge {
    flex-shrink: 0;
  }
  .badge {
    font-size: 0.75em;
    line-height: 1;
    padding: 4px 8px;
    border-radius: 999px;
    border: 1px solid var(--_border);
    white-space: nowrap;
    font-weight: 500;
  }
  .badge.blocker {
    color: var(--_danger-text);
    border-color: color-mix(in srgb, var(--_danger) 45%, transparent);
    background: color-mix(in srgb, var(--_danger) 10%, transparent);
  }
  /* a minor badge; what Decline and Cancel each mean */
  .badge.minor,
  .means {
    color: var(--_muted);
  }
  .badge.recommended {
    color: var(--_accent-text);
    border-color: color-mix(in srgb, var(--_accent) 45%, transparent);
  }
  .context {
    margin: 0;
    padding: 2px 0 2px 10px;
    border-inline-start: 3px solid var(--_border);
    color: var(--_muted);
    font-size: 0.95em;
  }
  .proposal {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 8px;
    padding: 10px 12px;
    border: 1px dashed var(--_border);
    border-radius: calc(var(--_radius) - 4px);
  }
  .proposal.bare {
    padding: 0;
    border: 0;
  }
  .proposal .label {
    font-size: 0.8em;
    color: var(--_muted);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
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
  /* a lighter hover tint than a row's: the hovered half never nears the chosen one (3:1 apart) */
  .segmented .option:hover {
    background: color-mix(in srgb, currentColor 3%, transparent);
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
  .dropped {
    font-size: 0.85em;
    color: var(--_warning-text);
    margin: 0;
  }
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
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  a {
    color: var(--_accent-text);
  }
  code {
    font-size: 0.92em;
    padding: 0.1em 0.3em;
    border-radius: 4px;
    background: var(--_hover);
  }
  /* a code block scrolls inside the card: its lines never widen the card (nor a chat cell sized to it) */
  pre {
    contain: inline-size;
    overflow: auto;
    padding: 8px;
    border-radius: 6px;
    background: var(--_hover);
  }
  /* a code block is one surface: no inline-code chip inside it */
  pre code {
    font-size: inherit;
    padding: 0;
    border-radius: 0;
    background: none;
  }
  .form-questions {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 1.5);
  }
  /* forced colours (Windows high contrast): the system replaces every colour, so a state told by a
     tint or an accent alone vanishes. Each state gets a system colour of its own: a chosen row, a
     pressed chip or Confirm and the progress bar's fill in Highlight (text in HighlightText), the
     bar's track outlined in CanvasText. (A switch shows its state by the knob's place.) */
  @media (forced-colors: active) {
    .option[aria-checked='true'],
    .chip[aria-pressed='true'],
    .confirm[aria-pressed='true'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
      border-color: Highlight;
    }
    .option[aria-checked='true'] :is(.description, .hint, .badge, .mark) {
      color: HighlightText;
      border-color: HighlightText;
    }
    .option[aria-checked='true'] .mark {
      background: HighlightText;
      color: Highlight;
    }
    /* the pair's outline and divider in the system's text colour; the chosen half is Highlight */
    .options.segmented,
    .segmented .option:last-child {
      border-color: CanvasText;
    }
    .progress {
      forced-color-adjust: none;
      background: Canvas;
      border: 1px solid CanvasText;
      height: 6px;
    }
    .progress > div {
      background: Highlight;
    }
  }
`;

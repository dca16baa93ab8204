import { css } from 'lit';
import { inputStyles } from './render/inputs.styles.js';
import { optionStyles } from './render/options.styles.js';
import { stepStyles } from './render/step.styles.js';
import { statusStyles } from './render/status.js';

/**
 * The card: the host's custom properties and schemes, the card's box, its head and a question's
 * heading, badges and context. The public custom properties are read here (`:host`); the parts
 * beside the templates they style use only the private ones.
 */
const card = css`
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
    /* from the page the card takes its font (family, size, weight) and colour; the text layout a
       page sets for its own text stops here (Vite's starter centres #app): docs/theming.md */
    font: inherit;
    font-style: normal;
    color: inherit;
    line-height: 1.45;
    text-align: start;
    text-indent: 0;
    text-transform: none;
    letter-spacing: normal;
    word-spacing: normal;
    white-space: normal;
    word-break: normal;
    text-shadow: none;
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
  /* one that arrived alone (a chat's new question) is laid out at once, until its first frame */
  :host(:state(alone)) {
    content-visibility: visible;
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
  /* a long text (render/question.ts) fills its line, its badges wrap under it: what its width gives
     anyway, without the measure of its whole content as one line (seconds in WebKit for 100 KiB) */
  .q-head > .long {
    flex: 1 1 100%;
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
`;

/** Links, code, the screen-reader-only text and forced colours, over everything above. */
const common = css`
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

/**
 * The element's stylesheets, in cascade order (one constructable sheet each, shared by every
 * instance).
 */
export const styles = [card, optionStyles, inputStyles, stepStyles, statusStyles, common];

import { css } from 'lit';

/** The pane's layout: beside the options from 34rem of card width, under them below it. */
export const previewStyles = css`
  .previewed-box {
    container-type: inline-size;
  }
  .previewed {
    display: grid;
    gap: 0.75rem;
  }
  @container (min-width: 34rem) {
    .previewed {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
      align-items: start;
    }
  }
  .preview {
    min-width: 0;
    max-height: 24rem;
    overflow: auto;
    border: 1px solid var(--question-border, rgb(128 128 128 / 40%));
    border-radius: var(--question-radius, 0.5rem);
    padding: 0.5rem 0.75rem;
    font-size: 0.875em;
  }
  .preview:focus-visible {
    outline: 2px solid var(--question-accent, Highlight);
    outline-offset: 2px;
  }
  .preview-body.plain {
    white-space: pre-wrap;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
  .preview-body pre {
    margin: 0;
    overflow: auto;
  }
`;

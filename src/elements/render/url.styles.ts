import { css } from 'lit';

/** MCP URL mode's card (render/url.ts): the message, the address and its origin. */
export const urlStyles = css`
  .url-message {
    white-space: pre-line;
  }
  .url {
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin-block-end: var(--_space);
  }
  .url-lead {
    color: var(--_muted);
    font-size: 0.9em;
  }
  /* the origin is what the user checks: the part a look-alike address cannot hide */
  .url-origin {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .url-href {
    color: var(--_muted);
    font-size: 0.85em;
    overflow-wrap: anywhere;
  }
  a.url-open {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    box-sizing: border-box;
    border-radius: calc(var(--_radius) - 4px);
    text-decoration: none;
  }
  a.url-open:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
`;

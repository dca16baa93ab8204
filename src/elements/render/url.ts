/**
 * MCP URL mode: the server asks the user to open an address. The card says where the link goes
 * (the origin, then the whole address) before anything opens. Only the user's click on the link
 * opens it, in a new tab that gets neither the page (`noopener`) nor its address (`noreferrer`),
 * and that click is the set's accept; decline and cancel are the row every open set ends with. The page never
 * navigates, and nothing is fetched before the click.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { renderLeave } from './step.js';
import type { Handlers, View } from './view.js';

/** Addresses a click may open: a `javascript:`, `data:` or `file:` address is shown, never linked. */
const OPENABLE = new Set(['http:', 'https:']);

export function renderUrl(v: View, h: Handlers): TemplateResult {
  const { set, s } = v;
  const url = set.url!;
  // the address as the browser reads it: a look-alike host in another script shows as its
  // punycode (xn--…), in the origin and in the whole address alike
  const address = new URL(url.href);
  const openable = OPENABLE.has(address.protocol);
  // the answer comes in the next task, once the browser has followed the link: the receipt that
  // replaces the card must not take the link out of the document while its click is still running
  const open = (): void => void setTimeout(() => h.submit());
  // Decline and Cancel as every open set shows them: their buttons' clicks come to the card's listener
  return html`<div class="card" part="card" @click=${h}>
    ${
      // the server's message as plain text: no link of its own beside the one the card vouches for
      set.intro
        ? html`<div class="header" part="header"><div class="intro url-message">${set.intro}</div></div>`
        : nothing
    }
    <div class="url">
      <span class="url-lead">${openable ? s.urlLead : s.urlRefused}</span>
      <bdi class="url-origin" dir="ltr">${url.origin}</bdi>
      <bdi class="url-href" dir="ltr">${address.href}</bdi>
    </div>
    ${
      openable
        ? html`<div class="actions" part="actions">
            <a
              class="primary end url-open"
              part="primary"
              href=${url.href}
              target="_blank"
              rel="noopener noreferrer"
              @click=${open}
              >${s.urlOpen}</a
            >
          </div>`
        : nothing
    }
    ${renderLeave(v)}
  </div>`;
}

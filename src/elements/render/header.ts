/** The card's head: title, intro, the status line (progress, shiitake status and expiry) and the progress bar. */
import { html, nothing, type TemplateResult } from 'lit';
import { countdown, isolate, text } from './text.js';
import type { View } from './view.js';

export function renderHeader(v: View): TemplateResult | typeof nothing {
  const { set, session, s } = v;
  const progress = session.layout === 'wizard';
  const remaining = session.remaining();
  if (!set.title && !set.intro && !progress && !set.status && !set.waitingOn && remaining === undefined)
    return nothing;
  const { shown, done, total, overview } = session.progress;
  return html`<div class="header" part="header">
    ${set.title ? html`<bdi class="title">${set.title}</bdi>` : nothing}${
      set.intro ? html`<div class="intro">${text(set.intro)}</div>` : nothing
    }${
      progress || set.waitingOn || set.status
        ? html`<div class="status-line">
            ${progress ? html`<span>${overview ? s.overviewTitle : s.questionOf(shown, total)}</span>` : nothing}
            ${set.status ? html`<span class="badge" part="badge">${s[set.status]}</span>` : nothing}
            ${set.waitingOn ? html`<span>${s.waitingOn(isolate(set.waitingOn.name))}</span>` : nothing}
            ${remaining !== undefined ? html`<span>${s.expiresIn(countdown(remaining, v.lang))}</span>` : nothing}
          </div>`
        : nothing
    }${
      // the bar counts the step shown as begun (and the overview as the last step): never empty at question 1
      progress
        ? html`<div
            class="progress"
            part="progress"
            role="progressbar"
            aria-label=${s.questionOf(shown, total)}
            aria-valuemin="0"
            aria-valuemax=${total}
            aria-valuenow=${done}
          >
            <div style="width: ${Math.round(((done + 1) / (total + 1)) * 100)}%"></div>
          </div>`
        : nothing
    }
  </div>`;
}

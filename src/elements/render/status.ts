/** What stands in for the questions: the quiet placeholder, the error panel, the read-only receipt. */
import { html, nothing, type TemplateResult } from 'lit';
import { answerPhrase } from '../../codec/answer-read.js';
import type { DecodeError } from '../../codec/model.js';
import { answerWords } from '../../codec/words.js';
import type { Strings } from '../../i18n/strings.js';
import { plain } from './text.js';
import type { Handlers, View } from './view.js';

const CHECK = html`<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
  <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
</svg>`;

export function renderPlaceholder(s: Strings): TemplateResult {
  return html`<div class="card placeholder" part="card placeholder" aria-busy="true">
    <span>${s.loading}</span>
    <div class="bar"></div>
    <div class="bar short"></div>
  </div>`;
}

export function renderError(error: DecodeError, s: Strings): TemplateResult {
  return html`<div class="card error" part="card error" role="alert">
    <div class="head">${s.errorTitle}</div>
    <details>
      <summary>${s.errorDetails}</summary>
      <div class="detail">${error.message}</div>
      ${error.line ? html`<div class="where">${s.at(error.line, error.column ?? 1)}</div>` : nothing}
    </details>
  </div>`;
}

/** The answers sent (or the draft of a closed set, with a copy button), and how the set ended. */
export function renderReceipt(v: View, h: Handlers, status: string): TemplateResult {
  const { set, session, s } = v;
  const sent = session.sent;
  const answered = sent?.outcome === 'answered';
  // a declined set, or one a newer set replaced, lists no answers nobody gave
  const hidden = (sent && !answered) || session.reason === 'superseded';
  const answers = session.answers;
  const words = answerWords(v.lang);
  const copyable = !sent && !hidden && answers.length > 0;
  return html`<div class="card receipt" part="card receipt">
    ${set.title ? html`<bdi class="title">${set.title}</bdi>` : nothing}
    <ul class="lines" ?hidden=${!!hidden}>
      ${set.questions.map((q) => {
        const a = answers.find((x) => x.questionId === q.id);
        return html`<li>
          ${set.questions.length > 1 ? html`<bdi>${plain(q.text)}</bdi> → ` : nothing}<bdi
            >${answerPhrase(q, a, words)}</bdi
          >
        </li>`;
      })}
    </ul>
    <div class="actions">
      <span class="done">${answered ? CHECK : nothing}${status}</span>
      <span class="spacer"></span>
      ${
        copyable
          ? html`<button type="button" class="chip" part="chip" @click=${(e: Event) => h.copy(e)}>
              ${s.copy}
            </button>`
          : nothing
      }
    </div>
  </div>`;
}

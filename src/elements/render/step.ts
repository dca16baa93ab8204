/** The open set: a card or a wizard step, the overview, or the one-page form, with their actions. */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { answerPhrase, isOpen } from '../../codec/answer-read.js';
import type { SendIssue } from '../../codec/format.js';
import type { Outcome, Question } from '../../codec/model.js';
import { answerWords } from '../../codec/words.js';
import { missingText } from '../../session/session.js';
import { renderHeader } from './header.js';
import { renderQuestion } from './question.js';
import { isolate, plain } from './text.js';
import type { Handlers, View } from './view.js';

const PENCIL = html`<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
  <path d="M11 2.5l2.5 2.5L6 12.5 3 13l.5-3z" fill="none" stroke="currentColor" stroke-width="1.5" />
</svg>`;

export function renderOpen(v: View, h: Handlers): TemplateResult {
  const { session } = v;
  const body =
    session.layout === 'form'
      ? renderForm(v, h)
      : session.isOverview
        ? renderOverview(v, h)
        : renderStep(v, h);
  return html`<div class="card" part="card">${renderHeader(v)} ${body}</div>`;
}

const missing = (v: View, issues: readonly SendIssue[]) =>
  missingText(v.set, issues, v.s, (t) => isolate(plain(t)));

function renderIssues(v: View): TemplateResult | typeof nothing {
  const { issues } = v.session;
  if (!issues.length) return nothing;
  return html`<p class="issues" role="alert">${missing(v, issues)}</p>`;
}

function renderStep(v: View, h: Handlers): TemplateResult {
  const { set, session, s } = v;
  const step = session.step;
  const q = set.questions[step];
  const card = session.layout === 'card';
  const last = step === set.questions.length - 1;
  const issue = session.issues.find((i) => i.questionId === q.id);
  const oneClick = card && q.kind === 'choice' && !q.multiple;
  return html`${renderQuestion(v, h, q, `q-${step}`, 'step')}
    ${issue ? html`<p class="issue" role="alert">${issue.message}</p>` : nothing}
    ${card && session.issues.length && !issue ? renderIssues(v) : nothing}
    ${session.declining ? renderDeclineForm(v, h) : nothing}
    <div class="actions" part="actions">
      ${!card && step > 0 ? html`<button type="button" class="quiet" @click=${h.back}>${s.back}</button>` : nothing}
      ${renderChips(v, h, q, session.offers.outcomes)}
      ${
        card
          ? oneClick && !q.allowCustom
            ? nothing
            : html`<button type="button" class="primary end" part="primary" @click=${h.submit}>
                ${s.send}
              </button>`
          : html`<button type="button" class="primary end" part="primary" @click=${h.next}>
              ${last || session.state.editing ? s.review : s.next}
            </button>`
      }
    </div>`;
}

/** The outcome chips of a question (vance), and the set's decline and cancel where its format has them. */
function renderChips(
  v: View,
  h: Handlers,
  q: Question | undefined,
  outcomes: readonly Outcome[],
): TemplateResult {
  const { session, s } = v;
  const words: Partial<Record<Outcome, string>> = {
    settled: s.looksGood,
    later: s.later,
    unknown: s.dontKnow,
  };
  const a = q && session.answerOf(q.id);
  const offers = session.offers;
  return html`${outcomes.map(
    (o) =>
      html`<button
        type="button"
        class="chip"
        part="chip"
        aria-pressed=${a?.outcome === o ? 'true' : 'false'}
        @click=${() => h.outcome(q!, o)}
      >
        ${words[o]}
      </button>`,
  )}
  ${
    offers.decline && !session.declining
      ? html`<button type="button" class="chip" part="chip" @click=${h.startDecline}>${s.decline}</button>`
      : nothing
  }
  ${offers.cancel ? html`<button type="button" class="chip" part="chip" @click=${h.cancel}>${s.cancel}</button>` : nothing}`;
}

function renderDeclineForm(v: View, h: Handlers): TemplateResult {
  const { s } = v;
  return html`<div class="field">
    <textarea
      class="note"
      rows="2"
      aria-label=${s.declineNote}
      placeholder=${s.declineNote}
      .value=${live(v.note)}
      @input=${(e: Event) => h.note((e.target as HTMLTextAreaElement).value)}
    ></textarea>
    <div class="actions">
      <button type="button" class="quiet" @click=${h.cancelDecline}>${s.cancel}</button>
      <span class="spacer"></span>
      <button type="button" class="primary" @click=${h.decline}>${s.declineConfirm}</button>
    </div>
  </div>`;
}

function renderOverview(v: View, h: Handlers): TemplateResult {
  const { set, session, s } = v;
  const words = answerWords(v.lang);
  const check = session.check();
  return html`<ul class="overview" part="overview">
      ${set.questions.map((q, i) => {
        const a = session.answerOf(q.id);
        return html`<li>
          <button type="button" @click=${() => h.goTo(i)}>
            <span class="q"><span class="sr-only">${s.editPrefix} </span><bdi>${plain(q.text)}</bdi></span>
            <span class="a ${isOpen(q, a) ? 'open' : ''}"><bdi>${answerPhrase(q, a, words)}</bdi></span>
            <span class="pencil">${PENCIL}</span>
          </button>
        </li>`;
      })}
    </ul>
    ${renderIssues(v)}
    ${!check.ok && !session.issues.length ? html`<p class="issue">${missing(v, check.issues)}</p>` : nothing}
    <div class="actions" part="actions">
      <button type="button" class="quiet" @click=${h.back}>${s.back}</button>
      ${renderChips(v, h, undefined, [])}
      <button
        type="button"
        class="primary end"
        part="primary"
        data-focus-target
        aria-disabled=${check.ok ? 'false' : 'true'}
        @click=${h.submit}
      >
        ${s.sendAnswers}
      </button>
    </div>`;
}

/** The one-page form: what is still needed is said once the user tries to send, not on first sight. */
function renderForm(v: View, h: Handlers): TemplateResult {
  const { set, session, s } = v;
  return html`<div class="form-questions">
      ${set.questions.map((q, i) =>
        renderQuestion(
          v,
          h,
          q,
          `q-${i}`,
          '',
          session.issues.find((x) => x.questionId === q.id),
        ),
      )}
    </div>
    ${renderIssues(v)}
    <div class="actions" part="actions">
      ${renderChips(v, h, undefined, [])}
      <button type="button" class="primary end" part="primary" @click=${h.submit}>${s.sendAnswers}</button>
    </div>`;
}

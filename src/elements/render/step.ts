/** The open set: a card or a wizard step, the overview, or the one-page form, with their actions. */
import { html, noChange, nothing, type TemplateResult } from 'lit';
import { Directive, directive, type DirectiveResult } from 'lit/directive.js';
import { live } from 'lit/directives/live.js';
import { isOpen } from '../../codec/answer-read.js';
import type { SendIssue } from '../../codec/format.js';
import type { Outcome, Question } from '../../codec/model.js';
import { answerWords } from '../../codec/words.js';
import { missingText } from '../../session/session.js';
import { renderHeader } from './header.js';
import { attr, frame, setText } from './dom.js';
import { issueText, renderQuestion, renderQuestions } from './question.js';
import { isolate, plain } from './text.js';
import type { Handlers, View } from './view.js';
import type { Delivery } from '../../session/session.js';
import type { Strings } from '../../i18n/strings.js';

const PENCIL = html`<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
  <path d="M11 2.5l2.5 2.5L6 12.5 3 13l.5-3z" fill="none" stroke="currentColor" stroke-width="1.5" />
</svg>`;

export function renderOpen(v: View, h: Handlers): TemplateResult {
  const { session } = v;
  const body =
    session.layout === 'form' ? renderForm(v, h) : session.isOverview ? renderOverview(v) : renderStep(v, h);
  // one listener object for every control's clicks, keys and input (see Handlers), not one per control;
  // while a send is on its way nothing in the card acts, or looks as if it would (`inert`, dimmed)
  const locked = session.locked;
  return html`<div
    class="card"
    part="card"
    ?inert=${locked}
    aria-busy=${locked ? 'true' : nothing}
    @click=${h}
    @keydown=${h}
    @input=${h}
  >
    ${renderHeader(v)}${renderGone(v)}${body}${renderDelivery(v)}${
      session.declining ? renderDeclineForm(v) : renderLeave(v)
    }
  </div>`;
}

/** A delivery not confirmed (SPEC §6), in the words of `s`: on its way, or not sent and why. */
export function deliveryText(d: Delivery, s: Strings): string {
  if (d.state === 'sending') return s.sending;
  if (d.unconfirmed) return s.notConfirmed;
  if (d.timedOut) return s.sendTimedOut;
  return d.reason ? s.notSentBecause(d.reason) : s.notSent;
}

/** Where a send stands that is not delivered yet: its words above the way out (the host's reason as text, never markup). */
function renderDelivery(v: View): TemplateResult | typeof nothing {
  const d = v.session.delivery;
  return d
    ? html`<p class="delivery ${d.state}" part="delivery"><bdi>${deliveryText(d, v.s)}</bdi></p>`
    : nothing;
}

/** The questions still asked whose answer the body cleared (Session.dropped), with their place. */
const cleared = ({ set, session }: View) =>
  set.questions.flatMap((q, i) => (session.dropped.includes(q.id) ? [[q, i] as const] : []));

/**
 * What the live region says of the answers the body cleared, until each is given again: the
 * questions by name (SPEC §6: the user meets it where they are, also on another step).
 */
export const clearedText = (v: View): string =>
  cleared(v)
    .map(([q]) => v.s.answerClearedAt(plain(q.text)))
    .join(' ');

/**
 * The answers the body cleared (Session.dropped), said above the questions: one whose question is
 * gone; on another step of a wizard, each still asked, by name, as a button that goes to it (its
 * own step says it at the question, the overview in its row).
 */
function renderGone(v: View): TemplateResult | typeof nothing {
  const { set, session, s } = v;
  // nothing cleared (nearly every set): no template, so an open set keeps no parts for it
  if (!session.dropped.length) return nothing;
  const gone = session.dropped.some((id) => !set.questions.some((q) => q.id === id));
  const away = session.layout === 'wizard' && !session.isOverview;
  return html`${gone ? html`<p class="dropped" role="status">${s.answerRemoved}</p>` : nothing}${cleared(
    v,
  ).map(([q, i]) =>
    away && i !== session.step
      ? html`<button type="button" class="quiet dropped" data-act="go" data-index=${i}>
          ${s.answerClearedAt(plain(q.text))}
        </button>`
      : nothing,
  )}`;
}

/**
 * Under the error of a streamed body that ended broken (Session.ended; SPEC §8: no half set to
 * send): the answers given to its questions complete so far, kept for the body sent again, and the
 * way out, which acts now.
 */
export function renderKept(v: View, h: Handlers): TemplateResult {
  const { set, session, s } = v;
  const words = answerWords(v.lang);
  const given = set.questions.filter((q) => !isOpen(q, session.answerOf(q.id)));
  return html`<div @click=${h} @keydown=${h} @input=${h}>
    ${
      given.length
        ? html`<p>${s.answersKept}</p>
            <ul>
              ${given.map((q) => html`<li><bdi>${plain(q.text)}</bdi> → <bdi>${session.phrase(q, words)}</bdi></li>`)}
            </ul>`
        : nothing
    }
    ${session.declining ? renderDeclineForm(v) : renderLeave(v)}
  </div>`;
}

/**
 * Decline and Cancel's row, every piece it can have in order: the way out taken while the body
 * streams (a button that waits and what it waits for), then the way out, Decline and Cancel, each
 * a button and what it means beside it.
 */
const leaveFrom = frame(
  '<div class="leave"><button type="button" class="quiet" aria-disabled="true" aria-describedby="waiting"></button>' +
    '<span class="means" id="waiting" role="status"></span>' +
    '<button type="button" class="quiet" data-act="start-decline"></button><span class="means" id="start-decline"></span>' +
    '<button type="button" class="quiet outlined" data-act="start-decline"></button><span class="means" id="start-decline"></span>' +
    '<button type="button" class="quiet" data-act="cancel"></button><span class="means" id="cancel"></span></div>',
);

/**
 * Decline and Cancel: one row for the whole set, under its actions, never repeated beside Next.
 * Decline is a small outlined button (an answer: "no"), Cancel a quieter text button (no answer at
 * all), as MCP's `decline` and `cancel` mean. Where both show, each says so beside itself and to
 * assistive technology (`aria-describedby`). A format without a decline of its own offers the way
 * out there instead: "Answer in chat instead", a quiet text button that declines at once.
 *
 * Plain DOM, built once per set: its pieces stay the same elements (focus stays on a button) and
 * come and go in their place; an update writes only the words that changed.
 */
class Leave extends Directive {
  #row: HTMLElement | undefined;
  /** the row's pieces in order, each shown or not */
  #pieces: Element[] = [];
  render(v: View): unknown {
    const { offers } = v.session;
    const { s } = v;
    if (!offers.decline && !offers.cancel && !offers.wayOut) {
      this.#row = undefined;
      return nothing;
    }
    const both = !!(offers.decline && offers.cancel);
    // the way out taken while the body streams: said beside it, and it does nothing more until it goes
    const waiting = !!v.session.declineWaiting;
    const wayOut = offers.wayOut && !waiting;
    const decline = offers.decline && !waiting;
    // each piece's words, undefined where it does not show
    const words = [
      waiting ? (offers.wayOut ? s.answerInChat : s.decline) : undefined,
      waiting ? s.declineWaiting : undefined,
      wayOut ? s.answerInChat : undefined,
      wayOut && both ? '' : undefined,
      decline ? s.decline : undefined,
      decline && both ? s.declineHint : undefined,
      offers.cancel ? s.cancel : undefined,
      offers.cancel && both ? s.cancelHint : undefined,
    ];
    let row = this.#row;
    let fresh: HTMLElement | undefined;
    if (!row) {
      row = this.#row = fresh = leaveFrom();
      this.#pieces = [...row.children];
    }
    const pieces = this.#pieces;
    // from the end, so each piece that comes back goes before the next one shown
    let next: Element | null = null;
    for (let i = pieces.length - 1; i >= 0; i--) {
      const piece = pieces[i];
      const t = words[i];
      if (t === undefined) {
        piece.remove();
        continue;
      }
      if (piece.parentNode !== row) row.insertBefore(piece, next);
      setText(piece, t);
      // the buttons that say what they mean beside them (not the waiting one: it always does)
      if (i > 1 && !(i & 1)) attr(piece, 'aria-describedby', both ? piece.getAttribute('data-act') : null);
      next = piece;
    }
    return fresh ?? noChange;
  }
}
const leave = directive(Leave);

/** Decline and Cancel's row (Leave), or nothing where the set offers no way out. */
export const renderLeave = (v: View): DirectiveResult => leave(v);

const missing = (v: View, issues: readonly SendIssue[]) =>
  missingText(v.set, issues, v.s, (t) => isolate(plain(t)));

function renderIssues(v: View): TemplateResult | typeof nothing {
  const { issues } = v.session;
  if (!issues.length) return nothing;
  return html`<p class="issues" role="alert">${missing(v, issues)}</p>`;
}

/** A confirmation's answer: No, and Yes named by the question; each sends. Yes is in danger colours where the set asks to destroy something. */
function renderYesNo(v: View, q: Question): TemplateResult {
  return html`${renderIssues(v)}
    <div class="actions" part="actions">
      <button type="button" class="quiet outlined end yes-no" data-act="no">${v.s.no}</button>
      <button type="button" class="primary ${v.set.danger ? 'danger' : ''}" part="primary" data-act="yes">
        ${plain(q.text)}
      </button>
    </div>`;
}

function renderStep(v: View, h: Handlers): TemplateResult {
  const { set, session, s } = v;
  const yes = session.confirmation;
  if (yes) return renderYesNo(v, yes);
  const step = session.step;
  const q = set.questions[step];
  const card = session.layout === 'card';
  const last = step === set.questions.length - 1;
  const issue = session.issues.find((i) => i.questionId === q.id);
  return html`${renderQuestion(v, h, q, `q-${step}`, 'step')}
  ${issue ? html`<p class="issue" role="alert">${issueText(v, issue)}</p>` : nothing}
  ${card && session.issues.length && !issue ? renderIssues(v) : nothing}
  ${renderOutcomes(v, q, session.offers.outcomes)}
  ${
    // one click sends a card's single choice (while nothing is typed beside it): no Send button
    // beside it that would read "pick, then send"; a card with a Send button takes a pick as a pick
    card && session.sendsOnPick
      ? nothing
      : card
        ? actions(undefined, 'submit', s.send)
        : // the last question so far of a body still arriving: Next waits for the rest (SPEC §6)
          session.waiting
          ? actions(step > 0 ? s.back : undefined, 'next', s.streamWaiting, true)
          : actions(step > 0 ? s.back : undefined, 'next', last || session.state.editing ? s.review : s.next)
  }`;
}

/** A row of actions' fixed frame: Back (where there is a step to go back to) and the primary button. */
const actionsFrom = frame(
  '<div class="actions" part="actions"><button type="button" class="quiet outlined" data-act="back"></button>' +
    '<button type="button" class="primary end" part="primary"></button></div>',
);

/**
 * The actions row (Send, or Back and Next) as plain DOM, built once: its buttons stay the same
 * elements from step to step (focus stays on them); an update writes the words, what the primary
 * button does (`data-act`, read by the card's click listener) and whether Back shows.
 */
class Actions extends Directive {
  #row: HTMLElement | undefined;
  #back: Element | undefined;
  render(back: string | undefined, act: 'submit' | 'next', label: string, waiting = false): unknown {
    let row = this.#row;
    let fresh: HTMLElement | undefined;
    if (!row) {
      row = this.#row = fresh = actionsFrom();
      this.#back = row.firstElementChild!;
    }
    const button = this.#back!;
    if (back === undefined) button.remove();
    else {
      if (!button.parentNode) row.prepend(button);
      setText(button, back);
    }
    const primary = row.lastElementChild!;
    attr(primary, 'data-act', act);
    attr(primary, 'aria-disabled', waiting ? 'true' : null);
    setText(primary, label);
    return fresh ?? noChange;
  }
}
const actions = directive(Actions);

/** The outcome chips of a question (vance): a row of their own above the actions, so Back and Next keep one line. */
function renderOutcomes(v: View, q: Question, outcomes: readonly Outcome[]): TemplateResult | typeof nothing {
  const { set, session, s } = v;
  if (!outcomes.length) return nothing;
  const words: Partial<Record<Outcome, string>> = {
    settled: s.looksGood,
    later: s.later,
    unknown: s.dontKnow,
  };
  const a = session.answerOf(q.id);
  return html`<div class="outcomes" data-index=${set.questions.indexOf(q)}>
    ${outcomes.map(
      (o) =>
        html`<button
          type="button"
          class="chip"
          part="chip"
          aria-pressed=${a?.outcome === o ? 'true' : 'false'}
          data-act="outcome"
          data-outcome=${o}
        >
          ${words[o]}
        </button>`,
    )}
  </div>`;
}

function renderDeclineForm(v: View): TemplateResult {
  const { s } = v;
  return html`<div class="field">
    <textarea
      class="note"
      rows="2"
      aria-label=${s.declineNote}
      placeholder=${s.declineNote}
      data-note
      .value=${live(v.note)}
    ></textarea>
    <div class="actions">
      <button type="button" class="quiet" data-act="cancel-decline">${s.cancel}</button>
      <span class="spacer"></span>
      <button type="button" class="primary" data-act="decline">${s.declineConfirm}</button>
    </div>
  </div>`;
}

function renderOverview(v: View): TemplateResult {
  const { set, session, s } = v;
  const words = answerWords(v.lang);
  const check = session.check();
  return html`<ul class="overview" part="overview">
      ${set.questions.map((q, i) => {
        const a = session.answerOf(q.id);
        return html`<li>
          <button type="button" data-act="go" data-index=${i}>
            <span class="q"><span class="sr-only">${s.editPrefix} </span><bdi>${plain(q.text)}</bdi></span>
            <span class="a ${isOpen(q, a) ? 'open' : ''}"
              ><bdi>${session.dropped.includes(q.id) ? s.answerCleared : session.phrase(q, words)}</bdi></span
            >
            <span class="pencil">${PENCIL}</span>
          </button>
        </li>`;
      })}
    </ul>
    ${renderIssues(v)}
    ${!check.ok && !session.issues.length ? html`<p class="issue">${missing(v, check.issues)}</p>` : nothing}
    <div class="actions" part="actions">
      <button type="button" class="quiet outlined" data-act="back">${s.back}</button>
      <button
        type="button"
        class="primary end"
        part="primary"
        aria-disabled=${check.ok ? 'false' : 'true'}
        data-act="submit"
      >
        ${s.sendAnswers}
      </button>
    </div>`;
}

/** The one-page form: what is still needed is said once the user tries to send, not on first sight. */
function renderForm(v: View, h: Handlers): TemplateResult {
  const { session, s } = v;
  const yes = session.confirmation;
  return html`${renderQuestions(v, h, yes)}
  ${yes ? renderYesNo(v, yes) : renderIssues(v)}${
    yes
      ? nothing
      : actions(undefined, 'submit', session.waiting ? s.streamWaiting : s.sendAnswers, session.waiting)
  }`;
}

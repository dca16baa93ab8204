/** What stands in for the questions: the quiet placeholder, the error panel, the read-only receipt. */
import { html, noChange, nothing, type TemplateResult } from 'lit';
import { Directive, directive, type DirectiveResult, type Part } from 'lit/directive.js';
import { answerPhrase } from '../../codec/answer-read.js';
import type { DecodeError } from '../../codec/model.js';
import { answerWords } from '../../codec/words.js';
import type { Strings } from '../../i18n/strings.js';
import { plain } from './text.js';
import type { Handlers, View } from './view.js';

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

/** What a receipt shows, as plain values: it is rebuilt only when one of them changes. */
interface ReceiptContent {
  title: string | undefined;
  /** per question: its text where there are several, and the answer's phrase */
  lines: [string | undefined, string][];
  hidden: boolean;
  answered: boolean;
  status: string;
  copy: string | undefined;
}

/** The receipt's fixed frame, parsed once and cloned: its texts go in as text nodes. */
let frame: HTMLTemplateElement | undefined;
const FRAME =
  '<div class="card receipt" part="card receipt" tabindex="-1"><ul class="lines"></ul><div class="actions"><span class="done">' +
  '<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>' +
  '</span><span class="spacer"></span></div></div>';

function bdi(text: string, className = ''): HTMLElement {
  const n = document.createElement('bdi');
  n.className = className;
  n.textContent = text;
  return n;
}

/**
 * A receipt is read-only text: built once as plain DOM (no template parts, markers or listeners
 * but the copy button's), and again only when what it shows changed. A transcript holds one per
 * answered set, so it costs what the text costs.
 */
class StaticReceipt extends Directive {
  #key = '';
  render(content: ReceiptContent, _copy: (e: Event) => void): unknown {
    return content;
  }
  override update(_part: Part, [content, copy]: [ReceiptContent, (e: Event) => void]): unknown {
    const key = JSON.stringify(content);
    if (key === this.#key) return noChange;
    this.#key = key;
    if (!frame) {
      frame = document.createElement('template');
      frame.innerHTML = FRAME;
    }
    const card = frame.content.firstChild!.cloneNode(true) as HTMLElement;
    const [list, actions] = card.children as unknown as [HTMLUListElement, HTMLElement];
    const done = actions.firstChild!;
    if (!content.answered) done.firstChild!.remove();
    done.appendChild(new Text(content.status));
    if (content.title) card.prepend(bdi(content.title, 'title'));
    for (const [q, a] of content.lines) {
      const li = document.createElement('li');
      if (q !== undefined) li.append(bdi(q), ' → ');
      li.append(bdi(a));
      list.append(li);
    }
    list.hidden = content.hidden;
    if (content.copy !== undefined) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'chip';
      button.setAttribute('part', 'chip');
      button.textContent = content.copy;
      button.addEventListener('click', copy);
      actions.append(button);
    }
    return card;
  }
}
const staticReceipt = directive(StaticReceipt);

/** The answers sent (or the draft of a closed set, with a copy button), and how the set ended. */
export function renderReceipt(v: View, h: Handlers, status: string): DirectiveResult {
  const { set, session, s } = v;
  const sent = session.sent;
  const answered = sent?.outcome === 'answered';
  // a declined set, or one a newer set replaced, lists no answers nobody gave
  const hidden = (sent && !answered) || session.reason === 'superseded';
  const answers = session.answers;
  const words = answerWords(v.lang);
  const several = set.questions.length > 1;
  return staticReceipt(
    {
      title: set.title || undefined,
      lines: set.questions.map((q) => [
        several ? plain(q.text) : undefined,
        answerPhrase(
          q,
          answers.find((x) => x.questionId === q.id),
          words,
        ),
      ]),
      hidden: !!hidden,
      answered,
      status,
      copy: !sent && !hidden && answers.length > 0 ? s.copy : undefined,
    },
    (e: Event) => h.copy(e),
  );
}

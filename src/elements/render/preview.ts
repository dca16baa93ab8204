/**
 * Option previews (structured: AskUserQuestion's `preview`, Markdown — a mockup, a code snippet):
 * a pane beside a single choice's options showing the preview of the option the keyboard or the
 * pointer is on, else of the one chosen, else of the first that has one. Claude Code shows them
 * for single-select questions only, and so does this. The pane sits beside the options where the
 * card has room and under them on a narrow one (a container query), is a labelled region in the
 * tab order (a long preview scrolls by keyboard), and follows focus without a render: the option
 * rows' focus and hover only swap its content.
 */
import { html, noChange, type TemplateResult } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import type { Answer, Question } from '../../codec/model.js';
import { hasMarkdown, markdownHtml } from '../../markdown/markdown.js';
import { nameCode } from './text.js';

/** Whether a question shows previews: a single choice with at least one. */
export const showsPreviews = (q: Question): boolean => !q.multiple && q.options.some((o) => o.preview);

/** Fills the pane with option `i`'s preview: Markdown as markdown-it's HTML, plain text as it stands. */
function show(pane: Element | null, q: Question, i: number, word: string): void {
  const o = q.options[i];
  if (!pane || !o || pane.getAttribute('data-index') === String(i)) return;
  pane.setAttribute('data-index', String(i));
  const body = pane.firstElementChild as HTMLElement;
  const text = o.preview ?? '';
  const plain = !hasMarkdown(text);
  body.classList.toggle('plain', plain);
  if (plain) body.textContent = text;
  else nameCode(body, (body.innerHTML = markdownHtml(text)));
  pane.setAttribute('aria-label', `${word}: ${o.label}`);
}

/** The option row an event came from, by its `data-index`. */
const rowIndex = (e: Event): number => {
  const row = (e.target as Element).closest?.('.option') as HTMLElement | null;
  return row?.dataset.index === undefined ? -1 : Number(row.dataset.index);
};

/** The options with their preview pane; `group` is the option group as renderOptions made it. */
export function withPreview(
  q: Question,
  a: Answer | undefined,
  group: unknown,
  word: string,
): TemplateResult {
  const chosen = q.options.findIndex((o) => a?.outcome === 'answered' && a.selected.includes(o.id));
  const start =
    chosen >= 0
      ? chosen
      : Math.max(
          0,
          q.options.findIndex((o) => o.preview),
        );
  const follow = (e: Event): void => {
    const i = rowIndex(e);
    const pane = (e.currentTarget as Element).querySelector('.preview');
    if (i >= 0) show(pane, q, i, word);
  };
  // back to the chosen one when the pointer leaves the list
  const settle = (e: Event): void =>
    show((e.currentTarget as Element).querySelector('.preview'), q, start, word);
  return html`<div class="previewed-box">
    <div class="previewed" @focusin=${follow} @mouseover=${follow} @mouseleave=${settle}>
      ${group}
      <div class="preview" part="preview" role="region" tabindex="0" ${pane(q, start, word)}>
        <div class="preview-body" dir="auto"></div>
      </div>
    </div>
  </div>`;
}

/** Shows the starting preview in the pane once it is in the DOM, and again when the choice moves. */
class PanePart extends Directive {
  override update(part: ElementPart, [q, i, word]: [Question, number, string]): unknown {
    const pane = part.element;
    if (pane.getAttribute('data-start') !== `${q.id}\u0000${i}`) {
      pane.setAttribute('data-start', `${q.id}\u0000${i}`);
      pane.removeAttribute('data-index');
      show(pane, q, i, word);
    }
    return noChange;
  }
  render(_q: Question, _i: number, _word: string): unknown {
    return noChange;
  }
}
const pane = directive(PanePart);

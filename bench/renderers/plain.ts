/**
 * The floor: a question set built with plain `document.createElement` into the light DOM, styled by
 * one shared `<style>` element. It reads the floors' minimal JSON and hands the answers back as an event.
 */
import { FLOOR_CSS } from './floor-styles.js';
import type { FloorQuestion, FloorSet } from './floor-set.js';

let styled = false;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function question(q: FloorQuestion): HTMLElement {
  if (q.kind === 'choice') {
    const legend = el('legend', {}, q.text);
    if (q.required) legend.append(' ', el('span', { class: 'req' }, '*'));
    return el(
      'fieldset',
      {},
      legend,
      ...(q.options ?? []).map((o) =>
        el(
          'label',
          { class: 'opt' },
          el('input', { type: 'radio', name: q.key, value: o.value, required: q.required ? '' : undefined }),
          el('span', { class: 'l' }, o.label),
          ...(o.description ? [el('span', { class: 'd' }, o.description)] : []),
        ),
      ),
    );
  }
  if (q.kind === 'text')
    return el('label', { class: 'q' }, el('span', {}, q.text), el('textarea', { name: q.key, rows: '2' }));
  return el(
    'label',
    { class: 'q confirm' },
    el('input', { type: 'checkbox', name: q.key }),
    el('span', {}, q.text),
  );
}

function form(set: FloorSet): HTMLFormElement {
  const f = el(
    'form',
    { class: 'qs' },
    el('p', { class: 'title' }, set.title),
    ...set.questions.map(question),
    el('button', { type: 'submit' }, 'Send'),
  );
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    const answers = Object.fromEntries(new FormData(f));
    f.dispatchEvent(
      new CustomEvent('question-answers', { bubbles: true, composed: true, detail: { answers } }),
    );
  });
  return f;
}

function style(): void {
  if (styled) return;
  styled = true;
  document.head.append(el('style', {}, FLOOR_CSS));
}

/** The floor's receipt of an answered set: its title, one line per question and its answer, "✓ Sent". */
function receipt(set: FloorSet, answers: string[]): HTMLElement {
  return el(
    'div',
    { class: 'qs receipt' },
    el('p', { class: 'title' }, set.title),
    el('ul', {}, ...set.questions.map((q, i) => el('li', {}, `${q.text} → ${answers[i] ?? '—'}`))),
    el('p', { class: 'done' }, '✓ Sent'),
  );
}

/** Renders the set of `body` (the floors' JSON) into `host`; a transcript's answered set as its receipt. */
export function mount(host: HTMLElement, body: string, item?: { receipt?: string[] }): void {
  style();
  const set = JSON.parse(body) as FloorSet;
  host.append(item?.receipt ? receipt(set, item.receipt) : form(set));
}

/** The floor of the wizard scenario: one question at a time; the digit n picks option n, Enter moves on. */
export function mountWizard(host: HTMLElement, body: string): void {
  style();
  const set = JSON.parse(body) as FloorSet;
  const answers: Record<string, string> = {};
  let step = 0;
  const show = () => {
    const q = set.questions[step];
    const heading = el('div', { class: 'text', tabindex: '-1', role: 'heading', 'aria-level': '3' }, q.text);
    const card = el(
      'div',
      { class: 'qs' },
      el('p', { class: 'title' }, set.title),
      el('p', { role: 'status' }, `Question ${step + 1} of ${set.questions.length}`),
      heading,
      el(
        'div',
        { role: 'radiogroup' },
        ...(q.options ?? []).map((o, i) =>
          el(
            'label',
            { class: 'opt' },
            el('input', { type: 'radio', name: q.key, value: o.value, 'data-index': String(i) }),
            el('span', { class: 'l' }, o.label),
            el('span', { class: 'd' }, o.description ?? ''),
          ),
        ),
      ),
      el('button', { type: 'button' }, 'Next'),
    );
    host.replaceChildren(card);
    heading.focus();
  };
  host.addEventListener('keydown', (e) => {
    const q = set.questions[step];
    const option = /^[1-9]$/.test(e.key) ? q.options?.[Number(e.key) - 1] : undefined;
    if (option) {
      e.preventDefault();
      answers[q.key] = option.value;
      const radio = host.querySelectorAll('input')[Number(e.key) - 1];
      radio.checked = true;
      radio.focus();
      return;
    }
    if (e.key !== 'Enter' || !(q.key in answers)) return;
    e.preventDefault();
    step = Math.min(step + 1, set.questions.length - 1);
    show();
    host.dispatchEvent(new CustomEvent('question-change', { bubbles: true, detail: { index: step } }));
  });
  show();
}

/**
 * Shared code for the lifecycle suites: bodies, mounting, settling, reading the shadow root,
 * clicking the element's own controls, and recording its events.
 */
import { fixture, html } from '@open-wc/testing';
import type { Answer } from '../../src/codec/index.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import type {
  QuestionAnswersEvent,
  QuestionChangeEvent,
  QuestionDeclineEvent,
  QuestionErrorEvent,
} from '../../src/events.js';

// ————— bodies —————

/** A vance wizard: a choice, a confirm and a free-text question. */
export const WIZARD = `id: lifecycle-wizard
intro: Three things
questions:
  - key: region
    text: Which region?
    kind: choice
    options: [eu-central-1, eu-west-1, us-east-1]
  - key: retention
    text: Retention 10 years?
    kind: confirm
    proposal: 10 years instead of 5
  - key: notes
    text: Anything else?
`;

/** The same set id as WIZARD with a different body. */
export const WIZARD_CHANGED = WIZARD.replace('Which region?', 'Which data centre?');

/** A vance card: one choice question (a click on an option sends). */
export const CARD = `id: lifecycle-card
questions:
  - key: go
    text: Ship it?
    kind: choice
    options: [Yes, No]
`;

/** A shiitake OpenAsk (JSON), two questions; `expiresAt` and `status` given. */
export function ask(
  id: string,
  { expiresAt = null as number | null, status = 'live', name = 'Release bot' } = {},
): string {
  return JSON.stringify({
    askId: id,
    waitingOn: { agentId: 'agent-1', sessionId: 'ses-1', name },
    questions: [
      {
        id: 'rollout',
        header: 'Rollout',
        question: 'How should it roll out?',
        options: [
          { label: 'Canary', description: 'safest' },
          { label: 'Full', description: 'fastest' },
        ],
      },
      { id: 'notes', header: '', question: 'Notes for the team?', options: [] },
    ],
    status,
    createdAt: Date.now(),
    expiresAt,
  });
}

// ————— mounting —————

export interface MountOptions {
  attrs?: Record<string, string>;
  /** where to put the element (default: a fresh fixture container) */
  parent?: HTMLElement;
  /** body as the data property instead of a text node */
  asData?: boolean;
  tag?: 'question-set' | 'question-form';
}

export async function container(): Promise<HTMLDivElement> {
  return fixture<HTMLDivElement>(html`<div style="width: 640px"></div>`);
}

/** A `<question-set>` with the body as its text (or `data`), appended and settled. */
export async function mount(body: string, options: MountOptions = {}): Promise<QuestionSetElement> {
  const parent = options.parent ?? (await container());
  const el = create(body, options);
  parent.append(el);
  await settle(el);
  return el;
}

export function create(body: string, options: MountOptions = {}): QuestionSetElement {
  const el = document.createElement(options.tag ?? 'question-set') as QuestionSetElement;
  for (const [k, v] of Object.entries(options.attrs ?? {})) el.setAttribute(k, v);
  if (options.asData) el.data = body;
  else el.append(document.createTextNode(body));
  return el;
}

export async function settle(el: QuestionSetElement): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

// ————— reading —————

export const root = (el: QuestionSetElement) => el.shadowRoot!;
export const $ = <T extends Element = HTMLElement>(el: QuestionSetElement, sel: string) =>
  root(el).querySelector<T>(sel as never) as T | null;
export const $$ = <T extends Element = HTMLElement>(el: QuestionSetElement, sel: string) =>
  [...root(el).querySelectorAll<T>(sel as never)] as T[];
export const shownText = (el: QuestionSetElement) => (root(el).textContent ?? '').replace(/\s+/g, ' ').trim();

/** The shadow root's markup without Lit's comment markers, and a countdown's seconds blanked. */
export function normalizedDom(el: QuestionSetElement): string {
  return root(el)
    .innerHTML.replace(/<!--[^]*?-->/g, '')
    .replace(/(Expires in |Läuft ab in )[\d:]+/g, '$1…');
}

/** Buttons whose text (whitespace collapsed) is `label`. */
export const buttons = (el: QuestionSetElement, label: string) =>
  $$<HTMLButtonElement>(el, 'button').filter(
    (b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim() === label,
  );

export function button(el: QuestionSetElement, label: string): HTMLButtonElement {
  const b = buttons(el, label)[0];
  if (!b) throw new Error(`no "${label}" button; shown: ${shownText(el).slice(0, 200)}`);
  return b;
}

/** The option rows of the question on screen. */
export const optionRows = (el: QuestionSetElement) =>
  $$<HTMLElement>(el, '[role="radio"], [role="checkbox"]');

/** The step the wizard shows: a question index, the number of questions for the overview, -1 otherwise. */
export function step(el: QuestionSetElement): number {
  if ($(el, '[part~="overview"]')) return el.set!.questions.length;
  const heading = $(el, '.step [role="heading"][id]');
  const m = /^q-(\d+)-text$/.exec(heading?.id ?? '');
  return m ? Number(m[1]) : -1;
}

/** Whether the element shows anything a person could act on. */
export const actionable = (el: QuestionSetElement) =>
  $$(el, 'button, input, select, textarea, a[href], [tabindex], [role="radio"], [role="checkbox"]');

/** Types into the free-text field on screen as an input event would. */
export async function typeFree(el: QuestionSetElement, text: string): Promise<void> {
  const field = $<HTMLTextAreaElement>(el, 'textarea.free');
  if (!field) throw new Error('no free-text field on screen');
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await settle(el);
}

export async function click(el: QuestionSetElement, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

/** Answers without ordering noise: sorted by question, empty text dropped. */
export function canonical(answers: readonly Answer[]): unknown[] {
  return [...answers]
    .map((a) => {
      const out: Record<string, unknown> = {
        questionId: a.questionId,
        outcome: a.outcome,
        selected: [...a.selected],
      };
      if (a.text) out.text = a.text;
      if (a.value !== undefined && a.value !== null) out.value = a.value;
      return out;
    })
    .sort((a, b) => String(a.questionId).localeCompare(String(b.questionId)));
}

// ————— events —————

export interface Events {
  answers: QuestionAnswersEvent[];
  declines: QuestionDeclineEvent[];
  changes: QuestionChangeEvent[];
  errors: QuestionErrorEvent[];
}

/** Records every event of the elements under `target` (they bubble and are composed). */
export function record(target: EventTarget = document): Events & { stop(): void } {
  const r: Events = { answers: [], declines: [], changes: [], errors: [] };
  const on = {
    'question-answers': (e: Event) => r.answers.push(e as QuestionAnswersEvent),
    'question-decline': (e: Event) => r.declines.push(e as QuestionDeclineEvent),
    'question-change': (e: Event) => r.changes.push(e as QuestionChangeEvent),
    'question-error': (e: Event) => r.errors.push(e as QuestionErrorEvent),
  };
  for (const [type, fn] of Object.entries(on)) target.addEventListener(type, fn);
  return {
    ...r,
    stop: () => Object.entries(on).forEach(([type, fn]) => target.removeEventListener(type, fn)),
  };
}

/** sessionStorage keys this package wrote. */
export const storedKeys = () => Object.keys(sessionStorage).filter((k) => k.startsWith('question-elements:'));

/**
 * Shared driver code for the element suites: the fixture corpus over HTTP, mounting a body in an
 * element, real key presses (web-test-runner's `sendKeys`), and a generic keyboard driver that
 * turns an `Answer[]` into the key presses a person would make.
 *
 * This module defines no custom element: the suites import `src/index.ts` themselves (the render
 * suite imports it late, to see the page before the upgrade).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  FORMATS,
  FORMAT_IDS,
  normalizeAnswers,
  parse,
  type Answer,
  type FormatId,
  type Question,
  type QuestionSet,
} from '../../src/codec/index.js';
import { isOpen } from '../../src/codec/answer-read.js';
import { PartialScanner } from '../../src/codec/partial.js';
import { dedent } from '../../src/elements/body.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import type {
  QuestionAnswersEvent,
  QuestionChangeEvent,
  QuestionDeclineEvent,
  QuestionErrorEvent,
} from '../../src/elements/events.js';
import { forgetAll } from '../../src/session/store.js';
import { stringsFor, uiLang, type Strings } from '../../src/i18n/strings.js';
import * as wiz from '../../src/session/steps.js';
import { engine } from '../engines.js';
import { loadedBuild } from '../builds.js';
import type { AnswerCaseFile } from '../codec/corpus.js';

// ————— the fixture corpus —————

export type CorpusDir = FormatId | 'any';
export const CORPUS_DIRS: readonly CorpusDir[] = [...FORMAT_IDS, 'any'];

let indexPromise: Promise<string[]> | undefined;

/** Every file `fixtures/index.json` lists at run time (other people keep adding fixtures). */
export function fixtureFiles(): Promise<string[]> {
  indexPromise ??= fetch('/fixtures/index.json')
    .then((r) => {
      if (!r.ok) throw new Error(`/fixtures/index.json: HTTP ${r.status}`);
      return r.json() as Promise<{ files: string[] }>;
    })
    .then((d) => d.files);
  return indexPromise;
}

export async function fixtureText(path: string): Promise<string> {
  const r = await fetch(`/fixtures/${path}`);
  if (!r.ok) throw new Error(`/fixtures/${path}: HTTP ${r.status}`);
  return r.text();
}

export interface ExpectedBody {
  model?: QuestionSet;
  error?: { code: string; message: string; path?: (string | number)[]; line?: number; column?: number };
  options?: { format?: FormatId | 'auto'; attributes?: { id?: string; title?: string } };
}

export interface BodyFixture {
  dir: CorpusDir;
  kind: 'valid' | 'invalid';
  name: string;
  /** path under fixtures/ */
  file: string;
  body: string;
  expected: ExpectedBody;
}

/** Every valid or invalid body fixture of a format directory (or `any`), as listed in index.json. */
export async function bodyFixtures(kind: 'valid' | 'invalid'): Promise<BodyFixture[]> {
  const files = await fixtureFiles();
  const picked = files
    .filter((f) => {
      const [dir, k, name] = f.split('/');
      return (
        CORPUS_DIRS.includes(dir as CorpusDir) &&
        k === kind &&
        name !== undefined &&
        !name.endsWith('.expected.json')
      );
    })
    .sort();
  return Promise.all(
    picked.map(async (file) => {
      const [dir, , base] = file.split('/');
      const name = base.replace(/\.[^.]+$/, '');
      const expectedFile = `${dir}/${kind}/${name}.expected.json`;
      const [body, expected] = await Promise.all([
        fixtureText(file),
        files.includes(expectedFile)
          ? fixtureText(expectedFile).then((t) => JSON.parse(t) as ExpectedBody)
          : {},
      ]);
      return { dir: dir as CorpusDir, kind, name, file, body, expected };
    }),
  );
}

export interface AnswerFixture {
  format: FormatId;
  name: string;
  file: string;
  bodyFile: string;
  body: string;
  data: AnswerCaseFile;
}

/** Every answer case (`fixtures/<format>/answers/*.json`) listed in index.json, with its body. */
export async function answerFixtures(): Promise<AnswerFixture[]> {
  const files = await fixtureFiles();
  const picked = files.filter((f) => {
    const [dir, k, name] = f.split('/');
    return FORMAT_IDS.includes(dir as FormatId) && k === 'answers' && name?.endsWith('.json');
  });
  return Promise.all(
    picked.sort().map(async (file) => {
      const [format, , base] = file.split('/');
      const data = JSON.parse(await fixtureText(file)) as AnswerCaseFile;
      const bodyFile = `${format}/${data.body}`;
      return {
        format: format as FormatId,
        name: base.replace(/\.json$/, ''),
        file,
        bodyFile,
        body: await fixtureText(bodyFile),
        data,
      };
    }),
  );
}

/** The first valid fixture of each format (in file order), for suites that need one of each. */
export async function representatives(): Promise<Map<FormatId, BodyFixture>> {
  const out = new Map<FormatId, BodyFixture>();
  for (const f of await bodyFixtures('valid'))
    if (f.dir !== 'any' && !out.has(f.dir) && f.expected.model) out.set(f.dir, f);
  return out;
}

// ————— mounting —————

// The corpus has shiitake asks whose `expiresAt` lies in the past: an expired ask closes at once.
// Mounting such a body moves `Date.now` to ten minutes before its expiry; `fresh()` restores it.
let realNow: (() => number) | undefined;

/** Moves `Date.now` so that it reads `ms` now (and keeps running). */
export function setClock(ms: number): void {
  realNow ??= Date.now.bind(Date);
  const offset = ms - realNow();
  const base = realNow;
  Date.now = () => base() + offset;
}

export function restoreClock(): void {
  if (realNow) Date.now = realNow;
  realNow = undefined;
}

function clockFor(
  body: unknown,
  options: MountOptions,
  format?: string,
  attributes?: ExpectedBody['options'],
): void {
  if (options.realClock) return;
  const parsed = parse(body as string | object, {
    format: (format as FormatId) ?? 'auto',
    attributes: attributes?.attributes,
  });
  const at = parsed.ok ? parsed.set.expiresAt : undefined;
  if (typeof at === 'number') setClock(at - 10 * 60_000);
}

/** Forgets every draft and sent set (in memory and in storage), and restores the clock: each test starts from nothing. */
export function fresh(): void {
  restoreClock();
  // the store of the build the page runs (test/builds.ts): a built entry keeps its own
  (loadedBuild()?.exports.forgetAll ?? forgetAll)();
  sessionStorage.clear();
  localStorage.clear();
}

export interface MountOptions {
  /** `lang` of the wrapper around the element */
  lang?: string;
  /** `dir` of the wrapper */
  dir?: 'ltr' | 'rtl';
  layout?: string;
  /** force `<question-set>` even for a form body */
  tag?: 'question-set' | 'question-form';
  /** more attributes of the element (`scope`, `record-key`, …) */
  attrs?: Record<string, string>;
  /** the element's `format` attribute (default: the fixture's options.format, else auto) */
  format?: string;
  theme?: 'light' | 'dark';
  persist?: boolean;
  /** keep the real clock even for a set whose `expiresAt` has passed */
  realClock?: boolean;
  /** inline style of the wrapper (a page background, a text colour) */
  style?: string;
  /** called with the element before it is connected (to add listeners) */
  created?: (el: QuestionSetElement) => void;
  /** `mountData`: the body (a string) as the element's text, as markup or a host's template gives it, in place of `data` */
  text?: boolean;
}

export interface Mounted {
  el: QuestionSetElement;
  wrapper: HTMLElement;
  /** a button before the element: where a keyboard user starts */
  before: HTMLButtonElement;
}

/** The page around a set: a wrapper (its width, lang and dir) and a button before it, where a Tab starts. */
async function pageFor(
  options: MountOptions,
): Promise<{ wrapper: HTMLDivElement; before: HTMLButtonElement }> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div class="test-wrapper" style="max-width: 640px"></div>`,
  );
  if (options.style) wrapper.style.cssText += options.style;
  if (options.lang) wrapper.setAttribute('lang', options.lang);
  if (options.dir) wrapper.setAttribute('dir', options.dir);
  const before = document.createElement('button');
  before.type = 'button';
  before.textContent = 'Start here';
  wrapper.append(before);
  return { wrapper, before };
}

/**
 * Renders a body the way a page would: a form body written as a `<question-form …>` tag goes in as
 * HTML; a form JSON body becomes the `data` of a `<question-form>`; every other body the `data`
 * (string) of a `<question-set>`.
 */
export async function mountBody(
  body: string,
  format: CorpusDir,
  file: string,
  expected: ExpectedBody | undefined,
  options: MountOptions = {},
): Promise<Mounted> {
  const { wrapper, before } = await pageFor(options);
  const tag = options.tag ?? (format === 'form' ? 'question-form' : 'question-set');
  clockFor(
    body,
    options,
    tag === 'question-form' ? 'form' : (options.format ?? expected?.options?.format),
    expected?.options,
  );
  let el: QuestionSetElement;
  if (tag === 'question-form' && file.endsWith('.html')) {
    const holder = document.createElement('div');
    holder.innerHTML = body;
    el = holder.querySelector('question-form') as QuestionSetElement;
    if (!el) throw new Error(`${file}: no <question-form> in the body`);
    if (options.layout) el.setAttribute('layout', options.layout);
    if (options.theme) el.setAttribute('theme', options.theme);
    if (options.persist === false) el.setAttribute('persist', 'off');
    setAttributes(el, options.attrs);
    options.created?.(el);
    wrapper.append(el);
  } else {
    el = document.createElement(tag) as QuestionSetElement;
    const attributes = expected?.options?.attributes;
    if (tag === 'question-form' && attributes) {
      if (attributes.id !== undefined) el.setAttribute('id', attributes.id);
      if (attributes.title !== undefined) el.setAttribute('title', attributes.title);
    }
    const fmt = options.format ?? (tag === 'question-set' ? expected?.options?.format : undefined);
    if (fmt) el.setAttribute('format', fmt);
    if (options.layout) el.setAttribute('layout', options.layout);
    if (options.theme) el.setAttribute('theme', options.theme);
    if (options.persist === false) el.setAttribute('persist', 'off');
    setAttributes(el, options.attrs);
    el.data = body;
    options.created?.(el);
    wrapper.append(el);
  }
  await settle(el);
  return { el, wrapper, before };
}

const setAttributes = (el: Element, attrs: Record<string, string> = {}) => {
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
};

/** Mounts a plain body (object or string) in a `<question-set>` inside a wrapper. */
export async function mountData(data: unknown, options: MountOptions = {}): Promise<Mounted> {
  const { wrapper, before } = await pageFor(options);
  clockFor(data, options, options.format);
  const el = document.createElement(options.tag ?? 'question-set') as QuestionSetElement;
  if (options.format) el.setAttribute('format', options.format);
  if (options.layout) el.setAttribute('layout', options.layout);
  if (options.theme) el.setAttribute('theme', options.theme);
  if (options.persist === false) el.setAttribute('persist', 'off');
  setAttributes(el, options.attrs);
  if (options.text) el.textContent = data as string;
  else el.data = data;
  options.created?.(el);
  wrapper.append(el);
  await settle(el);
  return { el, wrapper, before };
}

// ————— DOM reading —————

export const root = (el: QuestionSetElement): ShadowRoot => el.shadowRoot!;
export const $ = <T extends Element = HTMLElement>(el: QuestionSetElement, sel: string): T | null =>
  root(el).querySelector<T>(sel as never) as T | null;
export const $$ = <T extends Element = HTMLElement>(el: QuestionSetElement, sel: string): T[] => [
  ...root(el).querySelectorAll<T>(sel as never),
];

/** The focused element, through shadow roots. */
export function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** A short description of an element, for failure messages. */
export function describeEl(e: Element | null): string {
  if (!e) return '(nothing)';
  const role = e.getAttribute('role');
  const cls = e.getAttribute('class');
  const text = (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `<${e.localName}${role ? ` role=${role}` : ''}${cls ? ` class="${cls}"` : ''}>${text}`;
}

/** Visible text of the shadow root, one space between words. */
export const shownText = (el: QuestionSetElement): string =>
  (root(el).textContent ?? '').replace(/\s+/g, ' ').trim();

/** The section of question `index` (its heading has the id `q-<index>-text`). */
export function questionSection(el: QuestionSetElement, index: number): HTMLElement | null {
  return root(el).getElementById(`q-${index}-text`)?.closest('section') ?? null;
}

export const primaryButton = (el: QuestionSetElement) => $<HTMLButtonElement>(el, 'button.primary');

/** Buttons in the shadow root whose trimmed text is `label`. */
export const buttonsNamed = (el: QuestionSetElement, label: string) =>
  $$<HTMLButtonElement>(el, 'button').filter(
    (b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim() === label,
  );

/** The element's own words, as the element picks them (nearest [lang], the set's locale, then its `strings`). */
export function wordsOf(el: QuestionSetElement): Strings {
  return stringsFor(uiLang(el, el.set?.locale), el.strings);
}

// ————— waiting and keys —————

/** Lets the element finish rendering and any focus move it queued after rendering. */
export async function settle(el: QuestionSetElement): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

/** Presses a key or a chord (`Shift+Tab`, `Control+KeyA`): modifiers go down, the key is pressed, modifiers come up. */
export async function press(el: QuestionSetElement, key: string): Promise<void> {
  const parts = key.length > 1 ? key.split('+') : [key];
  const main = parts.pop()!;
  for (const mod of parts) await sendKeys({ down: mod });
  try {
    await sendKeys({ press: main });
  } finally {
    for (const mod of parts.reverse()) await sendKeys({ up: mod });
  }
  await settle(el);
}

/**
 * Opens the free-text field beside option rows with a real click on its "Other…" row (in `scope`,
 * a question's section or the whole card); checks that the field shows and has focus, and returns it.
 */
export async function openOther(
  el: QuestionSetElement,
  scope: ParentNode = el.shadowRoot!,
): Promise<HTMLTextAreaElement> {
  const opener = scope.querySelector<HTMLButtonElement>('button.other');
  if (!opener) throw new Error('no "Other…" row on screen');
  await clickOn(el, opener);
  const field = opener.nextElementSibling as HTMLTextAreaElement | null;
  if (!field?.matches('textarea.free') || field.hidden) throw new Error('"Other…" opened no free-text field');
  if (deepActive() !== field) throw new Error(`"Other…" left focus on ${describeEl(deepActive())}`);
  if (opener.getAttribute('aria-expanded') !== 'true')
    throw new Error('"Other…" open, but not aria-expanded');
  return field;
}

/**
 * Where a person's pointer aims at `target`: its middle, scrolled into view, also inside a page of
 * its own (an iframe of the test page: the mouse moves in the test page's coordinates).
 */
export async function aimAt(target: Element): Promise<[number, number]> {
  const frame = target.ownerDocument.defaultView?.frameElement ?? null;
  const view = target.ownerDocument.defaultView ?? window;
  frame?.scrollIntoView({ block: 'center', inline: 'center' });
  target.scrollIntoView({ block: 'center', inline: 'center' });
  // a set scrolled into view renders at the next frame (content-visibility: auto) and takes its
  // real size in place of the remembered one: aim once the page has settled, as a user's eye does
  await new Promise((r) => view.requestAnimationFrame(() => view.requestAnimationFrame(r)));
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const r = target.getBoundingClientRect();
  if (!r.width || !r.height) throw new Error(`cannot click ${describeEl(target)}: it has no size`);
  const f = frame?.getBoundingClientRect();
  const [dx, dy] = f && frame ? [f.left + frame.clientLeft, f.top + frame.clientTop] : [0, 0];
  return [Math.round(dx + r.left + r.width / 2), Math.round(dy + r.top + r.height / 2)];
}

/** A real pointer click at the middle of `target` (`aimAt`), then the element settles. */
export async function clickOn(el: QuestionSetElement, target: Element): Promise<void> {
  await sendMouse({ type: 'click', position: await aimAt(target) });
  await settle(el);
}

/**
 * A real double (`count` 2) or triple (3) click at the middle of `target`, `gap` ms between the
 * presses (the multi-click command of test/elements/wtr-mouse.mjs), then the element settles.
 */
export async function multiClick(
  el: QuestionSetElement,
  target: Element,
  count: number,
  gap = 80,
): Promise<void> {
  // the clicks' counts as the page saw them: a tool that sent single clicks would prove nothing
  const details: number[] = [];
  const note = (e: MouseEvent) => details.push(e.detail);
  window.addEventListener('click', note, true);
  try {
    await executeServerCommand('multi-click', { position: await aimAt(target), count, gap });
  } finally {
    window.removeEventListener('click', note, true);
  }
  expect(details, 'the page saw a real multiple click').to.deep.equal(
    Array.from({ length: count }, (_, i) => i + 1),
  );
  await settle(el);
}

/** Types text as keystrokes; a line break is Shift+Enter (Enter alone moves on). */
export async function typeText(el: QuestionSetElement, text: string): Promise<void> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) await press(el, 'Shift+Enter');
    if (lines[i]) await sendKeys({ type: lines[i] });
  }
  await settle(el);
}

/** Presses Tab (or Shift+Tab) until the focused element passes `test`; fails after `max` presses. */
export async function tabTo(
  el: QuestionSetElement,
  test: (e: Element) => boolean,
  what: string,
  { back = false, max = 80 } = {},
): Promise<Element> {
  const seen: string[] = [];
  for (let i = 0; i <= max; i++) {
    const a = deepActive();
    if (a && test(a)) return a;
    if (i === max) break;
    seen.push(describeEl(a));
    await press(el, back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${what}; focus went through: ${seen.slice(0, 25).join(' → ')}`);
}

/** Moves focus into the element with Tab from the button before it. */
export async function enterWithTab(m: Mounted): Promise<void> {
  m.before.focus();
  await press(m.el, 'Tab');
}

// ————— mounting —————

/** How `mount` / `create` make a plain element (the fixture-driven `mountBody` is above). */
export interface AppendOptions {
  attrs?: Record<string, string>;
  /** where to put the element (default: a fresh fixture container) */
  parent?: HTMLElement;
  /** the child of `parent` the element goes before (default: at the end) */
  before?: Node | null;
  /** a string body as the data property instead of a text node (any other body is `data`) */
  asData?: boolean;
  tag?: 'question-set' | 'question-form';
}

export async function container(): Promise<HTMLDivElement> {
  return fixture<HTMLDivElement>(html`<div style="width: 640px"></div>`);
}

/** A `<question-set>` with the body as its text (or `data`), put in place and settled. */
export async function mount(body: unknown, options: AppendOptions = {}): Promise<QuestionSetElement> {
  const parent = options.parent ?? (await container());
  const el = create(body, options);
  parent.insertBefore(el, options.before ?? null);
  await settle(el);
  return el;
}

export function create(body: unknown, options: AppendOptions = {}): QuestionSetElement {
  const el = document.createElement(options.tag ?? 'question-set') as QuestionSetElement;
  setAttributes(el, options.attrs);
  if (options.asData || typeof body !== 'string') el.data = body;
  else el.append(document.createTextNode(body));
  return el;
}

// ————— reading, for the lifecycle suites —————

/** The shadow root's markup without Lit's comment markers, and a countdown's seconds blanked. */
export function normalizedDom(el: QuestionSetElement): string {
  return root(el)
    .innerHTML.replace(/<!--[^]*?-->/g, '')
    .replace(/(Expires in |Läuft ab in )[\d:]+/g, '$1…');
}

export function button(el: QuestionSetElement, label: string): HTMLButtonElement {
  const b = buttonsNamed(el, label)[0];
  if (!b) throw new Error(`no "${label}" button; shown: ${shownText(el).slice(0, 200)}`);
  return b;
}

/** The option rows of the question on screen. */
/** The option row whose label reads `label` (throws, naming it, when there is none). */
export function optionLabelled(el: QuestionSetElement, label: string): HTMLElement {
  const o = $$(el, '.option').find((x) => x.querySelector('.label')?.textContent?.trim() === label);
  if (!o) throw new Error(`no option "${label}"`);
  return o;
}

/** The first button named `label` (throws, listing the buttons there are, when there is none). */
export function buttonLabelled(el: QuestionSetElement, label: string): HTMLButtonElement {
  const [b] = buttonsNamed(el, label);
  if (!b)
    throw new Error(
      `no button "${label}" (buttons: ${$$(el, 'button')
        .map((x) => x.textContent?.trim())
        .join(' | ')})`,
    );
  return b;
}

export const optionRows = (el: QuestionSetElement) =>
  $$<HTMLElement>(el, '[role="radio"], [role="checkbox"]');

/** The step the wizard shows: a question index, the number of questions for the overview, -1 otherwise. */
export function step(el: QuestionSetElement): number {
  if ($(el, '[part~="overview"]')) return el.set!.questions.length;
  const heading = $(el, '.step [role="heading"][id]');
  const m = /^q-(\d+)-text$/.exec(heading?.id ?? '');
  return m ? Number(m[1]) : -1;
}

/** Whether the element shows anything a person could act on (tabindex="-1" only lets the element move focus there, as it does to the receipt). */
export const actionable = (el: QuestionSetElement) =>
  $$(
    el,
    'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"]), [role="radio"], [role="checkbox"]',
  );

/** Types into the free-text field on screen as an input event would. */
export async function typeFree(el: QuestionSetElement, text: string): Promise<void> {
  const field = $<HTMLTextAreaElement>(el, 'textarea.free');
  if (!field) throw new Error('no free-text field on screen');
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
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

export interface Recorder {
  answers: QuestionAnswersEvent[];
  declines: QuestionDeclineEvent[];
  changes: QuestionChangeEvent[];
  errors: QuestionErrorEvent[];
  stop(): void;
}

/** Records every event of the elements under `target` (they bubble and are composed). */
export function record(target: EventTarget = document): Recorder {
  const r: Recorder = { answers: [], declines: [], changes: [], errors: [], stop: () => {} };
  const on = {
    'question-answers': (e: Event) => r.answers.push(e as QuestionAnswersEvent),
    'question-decline': (e: Event) => r.declines.push(e as QuestionDeclineEvent),
    'question-change': (e: Event) => r.changes.push(e as QuestionChangeEvent),
    'question-error': (e: Event) => r.errors.push(e as QuestionErrorEvent),
  };
  for (const [type, fn] of Object.entries(on)) target.addEventListener(type, fn);
  r.stop = () => Object.entries(on).forEach(([type, fn]) => target.removeEventListener(type, fn));
  return r;
}

/** sessionStorage keys this package wrote. */
export const storedKeys = () => Object.keys(sessionStorage).filter((k) => k.startsWith('question-elements:'));

// ————— the keyboard driver —————

const FREE_KEY_INPUTS = new Set(['text', 'url', 'email', 'tel', 'date', 'time', 'datetime-local', 'color']);

/** What one question's control is, as the element renders it. */
type Control =
  | { kind: 'options' }
  | { kind: 'select' }
  | { kind: 'confirm' }
  | { kind: 'text' }
  | { kind: 'input'; type: string };

function controlOf(q: Question): Control {
  if (q.kind === 'input' && q.input) return { kind: 'input', type: q.input.type };
  if (q.kind === 'confirm') return { kind: 'confirm' };
  if (q.input?.type === 'select') return { kind: 'select' };
  if (q.options.length) return { kind: 'options' };
  return { kind: 'text' };
}

const blank = (s: string | undefined) => !s || !s.trim();

/** The value an input question's answer holds, as the control shows it. */
function inputValue(a: Answer | undefined): string | number | boolean | string[] | undefined {
  if (!a || a.outcome !== 'answered') return undefined;
  if (a.value !== undefined && a.value !== null && a.value !== '') return a.value;
  return blank(a.text) ? undefined : a.text;
}

const validDate = (y: string, m: string, d: string) => {
  const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    t.getUTCFullYear() === Number(y) && t.getUTCMonth() === Number(m) - 1 && t.getUTCDate() === Number(d)
  );
};

/** What a native date, time or datetime-local input can hold of a value (undefined: nothing). */
function nativeDateValue(type: string, v: string): string | undefined {
  const s = v.trim();
  if (type === 'time') return /^([01]\d|2[0-3]):[0-5]\d/.test(s) ? s.slice(0, 5) : undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (!m || !validDate(m[1], m[2], m[3])) return undefined;
  if (type === 'date') return m[0];
  const t = /^\d{4}-\d{2}-\d{2}[T ]([01]\d|2[0-3]):([0-5]\d)/.exec(s);
  return t ? `${m[0]}T${t[1]}:${t[2]}` : undefined;
}

export interface QuestionPlan {
  q: Question;
  index: number;
  /** the answer the element starts with (a default) */
  start: Answer | undefined;
  /** the answer to produce */
  target: Answer | undefined;
  /** the answer the element will hold when the plan is done */
  reached: Answer | undefined;
  /** why the keyboard cannot produce `target` exactly (then `reached` differs) */
  limits: string[];
  /** values that keys cannot set: set programmatically (color, file) */
  programmatic: string[];
}

const withText = (a: Answer, text: string | undefined): Answer => {
  const out: Answer = { ...a, text };
  if (text === undefined) delete out.text;
  return out;
};

/**
 * Plans every question: what to produce, and what the element can hold. An answer the element
 * cannot hold through its controls (free text where the question offers none, an outcome the
 * format has no button for, a default a radio, switch, range or colour input cannot clear, a
 * value a native date input or a selection maximum refuses) is listed in `limits`, with the
 * answer the keys do reach.
 */
export function plan(
  set: QuestionSet,
  answers: readonly Answer[],
  layout: wiz.LayoutSetting = 'auto',
): QuestionPlan[] {
  const format = FORMATS[set.format];
  const initial = wiz.start(set, layout);
  const targets = normalizeAnswers(set, answers);
  return set.questions.map((q, index) => {
    const start = wiz.answerOf(initial, q.id);
    let target = targets.find((a) => a.questionId === q.id);
    const limits: string[] = [];
    const programmatic: string[] = [];
    const c = controlOf(q);
    const startOpen = !start || isOpen(q, start);
    // an outcome without its button: "later" is the same as leaving the question open
    if (target && target.outcome !== 'answered' && !format.outcomes.includes(target.outcome)) {
      if (target.outcome === 'later') target = undefined;
      else {
        limits.push(`${q.id}: no "${target.outcome}" button in ${set.format}`);
        return { q, index, start, target, reached: startOpen ? undefined : start, limits, programmatic };
      }
    }
    if (target?.outcome === 'answered' && isOpen(q, target)) target = undefined;
    let reached: Answer | undefined = target;

    if (!target || target.outcome === 'later') {
      // leaving it open: a default must be cleared
      if (!startOpen) {
        const clearable =
          (c.kind === 'options' && q.multiple) ||
          c.kind === 'select' ||
          (c.kind === 'input' && !['color', 'switch', 'range'].includes(c.type));
        if (!clearable) {
          limits.push(
            `${q.id}: its default cannot be cleared (${c.kind === 'input' ? c.type : 'single choice'})`,
          );
          reached = start;
        }
      }
      return { q, index, start, target, reached, limits, programmatic };
    }
    if (target.outcome !== 'answered') return { q, index, start, target, reached, limits, programmatic };

    if (c.kind !== 'input') {
      let r: Answer = { ...target, selected: [...target.selected] };
      if (!blank(r.text) && !q.allowCustom) {
        limits.push(`${q.id}: free text where the question offers no free-text field`);
        r = withText(r, undefined);
      }
      if (!q.multiple && !r.selected.length && start?.selected.length && c.kind === 'options') {
        limits.push(`${q.id}: a chosen default of a single choice cannot be cleared`);
        r.selected = [...start.selected];
      }
      if (q.multiple && q.maxSelections !== undefined && r.selected.length > q.maxSelections) {
        limits.push(`${q.id}: choose up to ${q.maxSelections} blocks picking ${r.selected.length}`);
        r.selected = q.options
          .map((o) => o.id)
          .filter((id) => r.selected.includes(id))
          .slice(0, q.maxSelections);
      }
      reached = isOpen(q, r) ? (startOpen ? undefined : start) : r;
      return { q, index, start, target, reached, limits, programmatic };
    }

    const v = inputValue(target);
    if (c.type === 'color' && v !== undefined) programmatic.push(`${q.id} (color)`);
    if (c.type === 'file' && v !== undefined) programmatic.push(`${q.id} (file)`);
    if (c.type === 'range' && v !== undefined) {
      const n = Number(v);
      const min = q.input?.min ?? 0;
      const max = q.input?.max ?? 100;
      const step = q.input?.step ?? 1;
      const k = (n - min) / step;
      if (!Number.isFinite(n) || n < min || n > max || Math.abs(k - Math.round(k)) > 1e-9) {
        limits.push(`${q.id}: ${v} is not a value of the range ${min}…${max} (step ${step})`);
        reached = startOpen ? undefined : start;
      }
    }
    if ((c.type === 'date' || c.type === 'time' || c.type === 'datetime-local') && v !== undefined) {
      const native = nativeDateValue(c.type, String(v));
      if (native !== String(v)) {
        limits.push(`${q.id}: "${v}" cannot be entered in a ${c.type} input`);
        reached = native
          ? { questionId: q.id, outcome: 'answered', selected: [], text: native }
          : startOpen
            ? undefined
            : start;
      }
    }
    const maxLength = q.input?.maxLength;
    if (
      typeof v === 'string' &&
      maxLength !== undefined &&
      v.length > maxLength &&
      !['date', 'time', 'datetime-local'].includes(c.type)
    ) {
      limits.push(`${q.id}: maxlength ${maxLength} stops typing`);
      reached = { questionId: q.id, outcome: 'answered', selected: [], text: v.slice(0, maxLength) };
    }
    return { q, index, start, target, reached, limits, programmatic };
  });
}

/** The answers the element will hold after driving, for cases with limits. */
export const reachedAnswers = (plans: QuestionPlan[]): Answer[] =>
  plans.map((p) => p.reached).filter((a): a is Answer => a !== undefined);

function resolvedLayout(el: QuestionSetElement): wiz.Layout {
  return wiz.resolveLayout(el.set!, el.layout ?? 'auto');
}

const isOption = (e: Element | null): e is HTMLElement =>
  !!e &&
  (e.getAttribute('role') === 'radio' || e.getAttribute('role') === 'checkbox') &&
  e.classList.contains('option');

function optionIndex(e: Element | null): number {
  return e && isOption(e) ? Number((e as HTMLElement).dataset.index) : -1;
}

function checkedIndexes(sec: HTMLElement): number[] {
  return [...sec.querySelectorAll<HTMLElement>('.option[aria-checked="true"]')].map((o) =>
    Number(o.dataset.index),
  );
}

/**
 * Picks (or, in a multi-select, toggles) option `i` by keys: with `digit`, the digit i+1 while focus
 * is in the question (options 1–9); else the arrow keys from the group's tab stop, then Space, and
 * Enter when `commit`.
 */
async function keyOption(
  el: QuestionSetElement,
  sec: HTMLElement,
  i: number,
  { multiple, digit, commit = false }: { multiple: boolean; digit: boolean; commit?: boolean },
) {
  if (digit && i < 9) {
    if (!sec.contains(deepActive())) await tabTo(el, (e) => sec.contains(e), 'the question');
    await press(el, String(i + 1));
    return;
  }
  if (!isOption(deepActive()) || !sec.contains(deepActive()))
    await tabTo(el, (e) => isOption(e) && sec.contains(e), 'the option group');
  let at = optionIndex(deepActive());
  const n = sec.querySelectorAll('.option').length;
  const forward = (i - at + n) % n;
  const steps = forward <= n / 2 ? forward : forward - n;
  for (let s = 0; s < Math.abs(steps); s++) await press(el, steps > 0 ? 'ArrowDown' : 'ArrowUp');
  at = optionIndex(deepActive());
  if (at !== i) throw new Error(`arrow keys reached option ${at + 1}, not ${i + 1}`);
  const checked = deepActive()?.getAttribute('aria-checked') === 'true';
  if (multiple || !checked) await press(el, 'Space');
  if (commit) await press(el, 'Enter');
}

/** Focuses the free-text field of a question (Tab, or Shift+Tab when it lies behind) and types. */
async function typeInto(el: QuestionSetElement, field: HTMLElement, text: string) {
  const a = deepActive();
  const forward =
    !a ||
    a.getRootNode() !== field.getRootNode() ||
    !!(a.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING);
  // a free-text field beside option rows waits under its "Other…" row: Enter on it opens the field
  // and moves focus into it
  const opener = field.previousElementSibling;
  if (field.hidden && opener?.classList.contains('other')) {
    await tabTo(el, (e) => e === opener, 'the "Other…" row', { back: !forward });
    await press(el, 'Enter');
    if (deepActive() !== field)
      throw new Error(`Enter on "Other…" left focus on ${describeEl(deepActive())}`);
  }
  await tabTo(el, (e) => e === field, 'the text field', { back: !forward });
  if ((field as HTMLInputElement).value) {
    await press(el, 'Control+KeyA');
    await press(el, 'Backspace');
  }
  await typeText(el, text);
}

/**
 * Date and time inputs take their parts in the page's locale order (en-US: mm dd yyyy, hh mm AM/PM);
 * a part full of digits moves to the next, except Chromium's year.
 */
function dateKeys(type: string, value: string): string[][] {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$|^(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) throw new Error(`not a ${type} value: ${value}`);
  const locale = navigator.language;
  const parts = (opts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, opts).formatToParts(new Date(2001, 10, 22, 15, 44)).map((p) => p.type);
  const hour12 = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 ?? false;
  const dateSeq = (y: string, mo: string, d: string) =>
    parts({ year: 'numeric', month: '2-digit', day: '2-digit' })
      .filter((t) => t === 'year' || t === 'month' || t === 'day')
      // Chromium's year takes up to six digits and waits for ArrowRight; Firefox's moves on after four
      .map((t) =>
        t === 'year' ? (engine === 'firefox' ? [y] : [y, 'ArrowRight']) : [t === 'month' ? mo : d],
      );
  const timeSeq = (h: string, mi: string) => {
    const hour = Number(h);
    if (!hour12) return [[h], [mi]];
    const h12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
    return [[h12], [mi], [hour >= 12 ? 'P' : 'A']];
  };
  if (type === 'time') return timeSeq(m[6], m[7]);
  const date = dateSeq(m[1], m[2], m[3]);
  if (type === 'date') return date;
  return [...date, ...timeSeq(m[4] ?? '00', m[5] ?? '00')];
}

async function keyInput(el: QuestionSetElement, sec: HTMLElement, p: QuestionPlan) {
  const type = p.q.input!.type;
  const want = inputValue(p.reached);
  const has = inputValue(p.start);
  if (want === has || (Array.isArray(want) && JSON.stringify(want) === JSON.stringify(has))) return false;
  const control = (sel: string) => {
    const c = sec.querySelector<HTMLInputElement>(sel);
    if (!c) throw new Error(`${p.q.id}: no ${sel} in the question`);
    return c;
  };
  switch (type) {
    case 'switch': {
      const box = control('input[type="checkbox"]');
      await tabTo(el, (e) => e === box, 'the switch');
      if (box.checked !== want || want === false) {
        if (want === false && !box.checked) await press(el, 'Space'); // on, then off: a given "no"
        await press(el, 'Space');
      }
      return true;
    }
    case 'range': {
      const r = control('input[type="range"]');
      await tabTo(el, (e) => e === r, 'the range');
      const min = p.q.input?.min ?? 0;
      const step = p.q.input?.step ?? 1;
      await press(el, 'Home');
      const k = Math.round((Number(want) - min) / step);
      for (let i = 0; i < k; i++) await press(el, 'ArrowRight');
      return true;
    }
    case 'file': {
      // no key path: a file chooser is a native dialog. Set the files and fire `change`, as the dialog does.
      const f = control('input[type="file"]');
      const t = new DataTransfer();
      for (const name of (want as string[] | undefined) ?? []) t.items.add(new File(['x'], name));
      f.files = t.files;
      f.dispatchEvent(new Event('change', { bubbles: true }));
      await settle(el);
      return true;
    }
    case 'color': {
      // no key path: the colour picker is a native popup. Set the value and fire `input`, as the picker does.
      const c = control('input[type="color"]');
      c.value = String(want ?? '#000000');
      c.dispatchEvent(new Event('input', { bubbles: true }));
      c.dispatchEvent(new Event('change', { bubbles: true }));
      await settle(el);
      return true;
    }
    case 'date':
    case 'time':
    case 'datetime-local': {
      const d = control(`input[type="${type}"]`);
      await tabTo(el, (e) => e === d, `the ${type} input`);
      if (want === undefined && engine === 'webkit') {
        // WebKitGTK's date parts take no keys from WebDriver (below): clear as a cleared field does
        d.value = '';
        d.dispatchEvent(new Event('input', { bubbles: true }));
        d.dispatchEvent(new Event('change', { bubbles: true }));
        await settle(el);
        return true;
      }
      if (want === undefined) {
        // a person clears every part: a part left filled is half a date, which the browser cannot
        // read (validity.badInput) and the element refuses to send as no answer
        const segments = dateKeys(type, type === 'time' ? '00:00' : '2001-01-01T00:00').length;
        for (let i = 0; i < segments; i++) {
          if (i) await press(el, 'Tab');
          await press(el, 'Backspace');
        }
        if (d.value !== '' || d.validity.badInput)
          throw new Error(
            `${p.q.id}: cleared ${segments} parts, the input holds "${d.value}" (badInput ${d.validity.badInput})`,
          );
        return true;
      }
      if (engine === 'webkit') {
        // WebKitGTK's date and time fields take no digits from WebDriver's key actions (reached by
        // Tab, as above): set the value and fire the events a typed value fires
        d.value = String(want);
        d.dispatchEvent(new Event('input', { bubbles: true }));
        d.dispatchEvent(new Event('change', { bubbles: true }));
        await settle(el);
        return true;
      }
      for (const seq of dateKeys(type, String(want)))
        for (const k of seq) {
          if (k.length === 1 || /^\d+$/.test(k)) await typeText(el, k);
          else await press(el, k);
        }
      if (d.value !== String(want)) throw new Error(`${p.q.id}: typed ${want}, the input holds ${d.value}`);
      return true;
    }
    default: {
      const field = sec.querySelector<HTMLElement>('.field input, .field textarea');
      if (!field) throw new Error(`${p.q.id}: no ${type} field`);
      await tabTo(el, (e) => e === field, `the ${type} field`);
      if ((field as HTMLInputElement).value) {
        await press(el, 'Control+KeyA');
        await press(el, 'Backspace');
      }
      if (want !== undefined) await typeText(el, String(want));
      return true;
    }
  }
}

/**
 * Answers one question by keys. Returns how the step ends: 'moved' when the keys already moved on
 * (Enter on a row: wizard) or sent (card: Enter, or an outcome or Confirm, which are its send),
 * 'stay' otherwise (a digit, an outcome or Confirm in a wizard: Next moves on).
 */
async function keyQuestion(
  el: QuestionSetElement,
  p: QuestionPlan,
  layout: wiz.Layout,
): Promise<'moved' | 'stay'> {
  const sec = questionSection(el, layout === 'wizard' ? step(el) : p.index);
  if (!sec) throw new Error(`question ${p.index + 1} (${p.q.id}) is not shown`);
  const s = wordsOf(el);
  const moves = layout !== 'form';
  const t = p.reached;
  const c = controlOf(p.q);

  // the outcome buttons (vance: looks good, later, don't know; index: later)
  if (t && t.outcome !== 'answered') {
    const word = { settled: s.looksGood, later: s.later, unknown: s.dontKnow }[t.outcome];
    const chip = buttonsNamed(el, word).find((b) => b.classList.contains('chip'));
    if (!chip) throw new Error(`no "${word}" button`);
    await tabTo(el, (e) => e === chip, `the "${word}" button`);
    await press(el, 'Enter');
    return layout === 'card' ? 'moved' : 'stay';
  }

  if (c.kind === 'input') {
    await keyInput(el, sec, p);
    return 'stay';
  }

  const free = sec.querySelector<HTMLTextAreaElement>('textarea.free');
  const text = t && !blank(t.text) ? t.text! : undefined;
  const startText = p.start?.text;

  if (c.kind === 'select') {
    const select = sec.querySelector<HTMLSelectElement>('select');
    if (!select) throw new Error(`${p.q.id}: no <select>`);
    const wanted = t?.selected[0] ?? '';
    /** Arrows the select to its entry `to` (the last is "Other…", which opens the field). */
    const arrowTo = async (to: number) => {
      await tabTo(el, (e) => e === select, 'the select');
      const diff = to - select.selectedIndex;
      for (let i = 0; i < Math.abs(diff); i++) await press(el, diff > 0 ? 'ArrowDown' : 'ArrowUp');
      if (select.selectedIndex !== to)
        throw new Error(`${p.q.id}: arrow keys left the select at "${select.value}"`);
    };
    // a typed answer: "Other…" opens the field, and the field takes focus
    let field = free;
    if (text !== undefined && !field) {
      await arrowTo(select.options.length - 1);
      field = sec.querySelector<HTMLTextAreaElement>('textarea.free');
      if (!field) throw new Error(`${p.q.id}: "Other…" opened no free-text field`);
      if (deepActive() !== field)
        throw new Error(`${p.q.id}: "Other…" left focus on ${describeEl(deepActive())}`);
    }
    if (text !== undefined || (!blank(startText) && field)) {
      if (!field) throw new Error(`${p.q.id}: no free-text field`);
      await typeInto(el, field, text ?? '');
    }
    if (select.value !== wanted && (wanted || !text)) {
      const to = [...select.options].findIndex((o) => o.value === wanted);
      if (to < 0) throw new Error(`${p.q.id}: no <option value="${wanted}">`);
      await arrowTo(to);
    }
    return 'stay';
  }

  if (c.kind === 'confirm') {
    if (!t) return 'stay';
    if (text) {
      if (!free) throw new Error(`${p.q.id}: no free-text field`);
      await typeInto(el, free, text);
      return 'stay';
    }
    const button = sec.querySelector<HTMLButtonElement>('button.confirm');
    if (!button) throw new Error(`${p.q.id}: no confirm button`);
    await tabTo(el, (e) => e === button, 'the confirm button');
    await press(el, 'Enter');
    return layout === 'card' ? 'moved' : 'stay';
  }

  // options and/or free text
  const want = new Set((t?.selected ?? []).map((id) => p.q.options.findIndex((o) => o.id === id)));
  if (p.q.multiple) {
    const have = new Set(checkedIndexes(sec));
    // deselect first (a maximum may block a new pick), then select
    for (const i of [...have].filter((i) => !want.has(i)))
      await keyOption(el, sec, i, { multiple: true, digit: true });
    for (const i of [...want].filter((i) => !have.has(i)).sort((a, b) => a - b))
      await keyOption(el, sec, i, { multiple: true, digit: true });
  } else if (want.size) {
    const [i] = want;
    if (!checkedIndexes(sec).includes(i)) {
      // no text: a digit picks (and focuses the row: Enter then moves on or sends); past 9, the
      // arrows and Enter on the row; with text: the arrow keys select, then the text field
      await keyOption(el, sec, i, { multiple: false, digit: !text, commit: !text && i >= 9 && moves });
      if (!text && i >= 9 && moves) return 'moved';
    }
  }
  if (text !== undefined || (!blank(startText) && free)) {
    if (!free) throw new Error(`${p.q.id}: no free-text field`);
    await typeInto(el, free, text ?? '');
  }
  return 'stay';
}

/** Moves a wizard step on (or sends a card) from wherever the keys left focus. */
async function advance(el: QuestionSetElement, layout: wiz.Layout, p: QuestionPlan): Promise<void> {
  const a = deepActive();
  const onFreeText =
    a &&
    ((a.localName === 'textarea' && a.classList.contains('free')) ||
      (a.localName === 'input' && FREE_KEY_INPUTS.has((a as HTMLInputElement).type)));
  // a row picked (a digit left focus on it), or a checkbox: Enter on it moves on, or sends a card
  const onRow =
    a && isOption(a) && (a.getAttribute('role') === 'checkbox' || a.getAttribute('aria-checked') === 'true');
  if (onFreeText || onRow) {
    await press(el, 'Enter');
    return;
  }
  const primary = primaryButton(el);
  if (!primary) {
    if (layout === 'card') throw new Error(`${p.q.id}: the card has no send button for this answer`);
    throw new Error(`${p.q.id}: no Next button`);
  }
  await tabTo(el, (e) => e === primary, `the ${layout === 'card' ? 'Send' : 'Next'} button`);
  await press(el, 'Enter');
}

export interface DriveOptions {
  /** press the final send key (default true) */
  send?: boolean;
}

/**
 * Answers the element's set with keys alone, then sends it: Tab into the element, digits or arrows
 * for options, typing for free text, Enter on the outcome buttons and on confirm, Enter to move
 * on, and on the overview (or the form) the send button. Colour and file inputs have no key path
 * and are set programmatically (see `plan(…).programmatic`).
 */
export async function answerWithKeyboard(m: Mounted, answers: readonly Answer[], options: DriveOptions = {}) {
  const { el } = m;
  const set = el.set;
  if (!set) throw new Error(`no decoded set${el.error ? `: ${el.error.message}` : ''}`);
  const layout = resolvedLayout(el);
  const plans = plan(set, answers, el.layout ?? 'auto');
  await enterWithTab(m);
  // a confirmation (one yes-or-no question, `wiz.confirmOf`) outside a wizard: the other
  // questions by keys, then its Yes or No, which sends
  const yes = layout !== 'wizard' ? wiz.confirmOf(set) : undefined;
  if (yes) {
    for (const p of plans) if (p.q !== yes) await keyQuestion(el, p, layout);
    if (options.send === false) return plans;
    const no = plans.find((p) => p.q === yes)?.reached?.value === false;
    const button = no ? $<HTMLButtonElement>(el, '.yes-no') : primaryButton(el);
    if (!button) throw new Error('no Yes / No button');
    await tabTo(el, (e) => e === button, no ? 'No' : 'Yes');
    await press(el, 'Enter');
    return plans;
  }
  if (layout === 'form') {
    for (const p of plans) await keyQuestion(el, p, layout);
  } else {
    for (const p of plans) {
      const at = step(el);
      if (layout === 'wizard' && at !== p.index)
        throw new Error(`expected question ${p.index + 1} on screen, the wizard shows step ${at + 1}`);
      const how = await keyQuestion(el, p, layout);
      if (layout === 'card') {
        if (how === 'stay' && el.state === 'open' && options.send !== false) await advance(el, layout, p);
        return plans;
      }
      if (how === 'stay') await advance(el, layout, p);
      // a question left open that needs an answer keeps the wizard on it, and says so there
      if (step(el) === p.index && $(el, '.issue[role="alert"]')) return plans;
      if (step(el) !== p.index + 1)
        throw new Error(
          `question ${p.index + 1} (${p.q.id}): the wizard did not move on (step ${step(el) + 1})`,
        );
    }
    if (layout === 'wizard' && step(el) !== set.questions.length)
      throw new Error('the overview is not shown');
  }
  if (options.send === false) return plans;
  const send = primaryButton(el);
  if (!send) throw new Error('no send button');
  if (send.disabled) return plans; // a disabled button takes no focus: the caller checks the refusal
  await tabTo(el, (e) => e === send, 'the send button');
  await press(el, 'Enter');
  return plans;
}

/** A payload with the fields the element mints itself taken out, for deep comparison. */
export function comparable(payload: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(payload ?? null)) as Record<string, unknown> | null;
  if (copy && typeof copy === 'object') {
    delete copy.requestId;
    delete copy.files;
  }
  return copy;
}

/** A value every format takes for a question, to get past a step that needs an answer. */
function someAnswer(q: Question): Answer {
  const base = { questionId: q.id, outcome: 'answered' as const, selected: [] as string[] };
  if (q.options.length) return { ...base, selected: [q.options[0].id] };
  const type = q.input?.type;
  if (type === 'number' || type === 'range') return { ...base, value: q.input?.min ?? 1 };
  if (type === 'switch') return { ...base, value: true };
  if (type === 'file') return { ...base, value: ['a.txt'] };
  const text: Record<string, string> = {
    email: 'ada@example.org',
    url: 'https://example.org',
    date: '2026-01-02',
    time: '09:00',
    'datetime-local': '2026-01-02T09:00',
    color: '#336699',
  };
  return { ...base, text: text[type ?? ''] ?? 'x' };
}

/**
 * Next (a script's click on the primary button); a step that needs an answer keeps the wizard on
 * it: it gets one (through `answers`, as a host restores a draft) and Next again.
 */
export async function nextStep(el: QuestionSetElement): Promise<void> {
  const before = step(el);
  primaryButton(el)!.click();
  await settle(el);
  if (step(el) !== before) return;
  const q = el.set!.questions[before];
  el.answers = [...el.answers.filter((a) => a.questionId !== q.id), someAnswer(q)];
  await settle(el);
  primaryButton(el)!.click();
  await settle(el);
  if (step(el) === before) throw new Error(`step ${before + 1} (${q.id}) does not move on`);
}

/**
 * What a `streaming` element may show of a body still arriving (issue 41): the questions the codec
 * decodes of the body up to its last complete question, or undefined (nothing complete yet).
 */
export function questionsSoFar(body: string, format: FormatId | undefined): Question[] | undefined {
  const scanner = new PartialScanner();
  scanner.read(body);
  const prefix = scanner.prefix();
  const result = prefix === undefined ? undefined : parse(prefix, format ? { format } : {});
  return result?.ok && result.set.questions.length ? result.set.questions : undefined;
}

/**
 * Checks a `streaming` element: no error anywhere; either nothing complete yet (nothing a person
 * could act on) or exactly the questions complete so far, with Send waiting. Only booleans and
 * strings go to `expect`: a failure never has to print an element.
 */
export function expectArriving(el: QuestionSetElement, at = ''): void {
  const root = el.shadowRoot!;
  // the body as the element reads it: its data, else its script child's text or its own
  const carrier = el.querySelector(
    ':scope > script[type="application/json"], :scope > script[type="application/yaml"]',
  );
  const body = typeof el.data === 'string' ? el.data : dedent((carrier ?? el).textContent ?? '');
  expect(el.error?.code, `no error while streaming ${at}`).to.equal(undefined);
  expect(!!root.querySelector('[role="alert"]'), `no alert while streaming ${at}`).to.equal(false);
  const format =
    el.localName === 'question-form' ? 'form' : ((el.getAttribute('format') ?? undefined) as FormatId);
  expect(JSON.stringify(el.set?.questions), `the questions complete so far ${at}`).to.equal(
    JSON.stringify(questionsSoFar(body, format)),
  );
  if (!el.set) {
    const actionable = [...root.querySelectorAll(ACTIONABLE)].map((e) => e.localName);
    expect(actionable, `nothing actionable before a question is complete ${at}`).to.deep.equal([]);
  }
  // nothing sends before the body is whole
  expect(
    !!root.querySelector('[data-act="submit"]:not([aria-disabled="true"])'),
    `no Send a person could press while streaming ${at}`,
  ).to.equal(false);
}

const ACTIONABLE =
  'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"]), [role="radio"], [role="checkbox"]';

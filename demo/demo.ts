// The story book: a welcome story, every fixture as a live story beside its editable body, a chat
// replayed at a chosen speed, and a gallery of everything. Knobs set the element's attributes; the
// story and the knobs live in the URL (shareable, back and forward work). Panels below the story:
// the event log, the HTML to paste, docs from custom-elements.json and an axe run. It reads
// fixtures/ at run time and keeps no copies.
import '../src/index.js';
import { parseMessage, type QuestionSetElement, type Segment } from '../src/index.js';
import {
  encodeAnswers,
  FORMAT_IDS,
  type Answer,
  type FormatId,
  type QuestionSet,
} from '../src/codec/index.js';
import { LANGS } from '../src/codec/words.js';
import {
  codeFor,
  initLog,
  messageCodeFor,
  renderDocs,
  runAxe,
  waitingBadge,
  type Framework,
} from './panels.js';

const FIXTURES = new URL('../fixtures/', import.meta.url);
const BODY = /\.(json|yaml|md|html)$/;
/** The welcome story's set: the demo's own, not a fixture. */
const WELCOME = new URL('./welcome.yaml', import.meta.url);
const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

const stage = $('stage');
const knobsForm = $<HTMLFormElement>('knobs');

// ————— stories —————

/** How a story renders: one set from a fixture, a whole agent message, or one of the special pages. */
export type StoryKind = 'special' | 'set' | 'message';

export interface Story {
  id: string;
  name: string;
  group: string;
  kind: StoryKind;
  /** the fixture file, for fixture stories */
  file?: string;
  /** the set's format, for set stories */
  format?: string;
}

/** Each format's public name, shown beside its id. */
export const FORMAT_NAMES: Record<FormatId | 'any', string> = {
  vance: 'Vancetope questions',
  shiitake: 'shiitake-extensions question',
  egoz: 'ego-z AskQuestionSet',
  index: 'Index Network question block',
  structured: 'Claude Code AskUserQuestion',
  form: 'discovery <question-form>',
  mcp: 'MCP elicitation',
  any: 'any format (detected)',
};

/** The use cases, in the order of the list; the errors come last, folded. */
export const GROUPS = {
  start: 'Start',
  chat: 'A chat turn',
  form: 'A form',
  confirm: 'A confirmation',
  mcp: 'An MCP request',
  transcript: 'A transcript',
  streaming: 'Streaming',
  errors: 'Errors',
} as const;
const GROUP_ORDER: string[] = Object.values(GROUPS);
/** Groups the list shows folded until a search or the current story opens them. */
export const FOLDED = new Set<string>([GROUPS.errors]);

interface Expected {
  options?: { format?: string; attributes?: { id?: string; title?: string } };
  model?: { format: string; questions: { kind: string }[] };
}

const text = (file: string) => fetch(new URL(file, FIXTURES)).then((r) => r.text());
const expectedOf = (file: string): Promise<Expected> =>
  fetch(new URL(file.replace(BODY, '.expected.json'), FIXTURES)).then((r) => (r.ok ? r.json() : {}));

/** "03-array-single.json" → "Array single" */
export function readable(file: string): string {
  const base = file
    .split('/')
    .pop()!
    .replace(BODY, '')
    .replace(/^\d+[-_]/, '')
    .replace(/[-_]+/g, ' ');
  const words = base.replace(/\b(json|yaml|mcp|rtl|ltr|url|id|ids|html|crlf|utf|ui)\b/gi, (w) =>
    w.toUpperCase(),
  );
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "egoz" → "ego-z AskQuestionSet · egoz" */
export const formatLabel = (format: string) => `${FORMAT_NAMES[format as FormatId] ?? format} · ${format}`;

/** How a story id renders: the special pages by name, messages by folder, every other id a set fixture. */
export function kindOf(id: string): StoryKind {
  if (SPECIAL.some((s) => s.id === id)) return 'special';
  return /^(messages|chat)\//.test(id) ? 'message' : 'set';
}

/** The use case of a valid set, from its decoded model: what a developer would look for. */
export function useCase(model: Expected['model']): string {
  if (!model) return GROUPS.chat;
  if (model.format === 'mcp') return GROUPS.mcp;
  if (model.questions.length > 0 && model.questions.every((q) => q.kind === 'confirm')) return GROUPS.confirm;
  if (model.format === 'form' || model.questions.length > 4) return GROUPS.form;
  return GROUPS.chat;
}

const ORDER = ['vance', 'shiitake', 'egoz', 'index', 'structured', 'form', 'mcp', 'any'];
const rank = (file: string) => ORDER.indexOf(file.split('/')[0]) + 1 || 99;

const SPECIAL: Story[] = [
  { id: 'welcome', name: 'Welcome', group: GROUPS.start, kind: 'special' },
  { id: 'all', name: 'Every set at once', group: GROUPS.start, kind: 'special' },
  {
    id: 'transcript',
    name: 'A chat reloaded: answered sets as receipts',
    group: GROUPS.transcript,
    kind: 'special',
  },
  { id: 'chat', name: 'An agent message, streamed token by token', group: GROUPS.streaming, kind: 'special' },
  {
    id: 'streaming',
    name: 'A question set, answerable as it streams: an AI SDK tool call in a React chat (40 tokens a second)',
    group: GROUPS.streaming,
    kind: 'special',
  },
  { id: 'way-out', name: 'A way out: answer in chat instead', group: GROUPS.chat, kind: 'special' },
  { id: 'waiting', name: 'Waiting badge: input is waiting', group: GROUPS.chat, kind: 'special' },
];

let fileIndex: string[] = [];

async function loadIndex(): Promise<void> {
  ({ files: fileIndex } = (await (await fetch(new URL('index.json', FIXTURES))).json()) as {
    files: string[];
  });
}

async function loadStories(): Promise<Story[]> {
  const bodies = fileIndex.filter((f) => BODY.test(f) && !f.endsWith('.expected.json'));
  const sets = await Promise.all(
    bodies
      .filter((f) => ['valid', 'invalid'].includes(f.split('/')[1]))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .map(async (file): Promise<Story> => {
        const [format, kind] = file.split('/');
        const story = { id: file, file, name: readable(file), kind: 'set' as const, format };
        if (kind !== 'valid') return { ...story, group: GROUPS.errors };
        return { ...story, group: useCase((await expectedOf(file)).model) };
      }),
  );
  // whole agent messages: a transcript as a chat host shows it, or one still arriving
  const messages = await Promise.all(
    bodies
      .filter((f) => /^(messages|chat)\/[^/]+\.md$/.test(f))
      .map(async (file): Promise<Story> => {
        const arriving = parseMessage(await text(file)).some((s) => s.kind === 'set' && !s.complete);
        const group = arriving ? GROUPS.streaming : GROUPS.transcript;
        return { id: file, file, name: readable(file), kind: 'message', group };
      }),
  );
  const all = [...SPECIAL, ...sets, ...messages];
  // a stable sort: the use cases in their order, each keeping the order above
  return all.sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group));
}

// ————— knobs —————

interface Knob {
  name: string;
  label: string;
  /** options of a select; none for a text, colour or range input */
  options?: [value: string, label: string][];
  type?: 'text' | 'range';
  value: string;
  /** which stories show it: every story but the gallery's chat-only knobs */
  chat?: 'only' | 'no';
}

const opts = (...values: string[]): [string, string][] => values.map((v) => [v, v]);

export const KNOBS: Knob[] = [
  { name: 'theme', label: 'Theme', options: opts('auto', 'light', 'dark'), value: 'auto' },
  {
    name: 'strings',
    label: 'UI language',
    options: [['', 'the set’s'], ...opts(...LANGS)],
    value: '',
  },
  { name: 'dir', label: 'Direction', options: opts('ltr', 'rtl'), value: 'ltr' },
  {
    name: 'format',
    label: 'Format',
    options: [['', 'the story’s'], ...opts('auto', ...FORMAT_IDS)],
    value: '',
    chat: 'no',
  },
  { name: 'layout', label: 'Layout', options: opts('auto', 'card', 'wizard', 'form'), value: 'auto' },
  { name: 'streaming', label: 'Streaming', options: opts('off', 'on'), value: 'off', chat: 'no' },
  {
    name: 'state',
    label: 'State',
    options: [['', 'as sent'], ...opts('open', 'answered', 'closed')],
    value: '',
    chat: 'no',
  },
  {
    name: 'reason',
    label: 'Reason',
    options: [
      ['', 'none'],
      ...opts('declined', 'withdrawn', 'expired', 'cancelled', 'undeliverable', 'superseded'),
    ],
    value: '',
    chat: 'no',
  },
  { name: 'answered-by', label: 'Answered by', type: 'text', value: '', chat: 'no' },
  { name: 'persist', label: 'Persist', options: opts('off', 'on'), value: 'off' },
  { name: 'scope', label: 'Scope', type: 'text', value: 'none' },
  {
    name: 'accent',
    label: 'Accent',
    options: [
      ['', 'default'],
      ['#7c3aed', 'violet'],
      ['#047857', 'green'],
      ['#b91c1c', 'red'],
      ['#c2410c', 'orange'],
    ],
    value: '',
  },
  { name: 'width', label: 'Width', type: 'range', value: '560' },
  {
    name: 'viewport',
    label: 'Viewport',
    options: [
      ['', 'this page'],
      ['390', 'phone · 390 px'],
      ['768', 'tablet · 768 px'],
      ['1280', 'desktop · 1280 px'],
    ],
    value: '',
  },
  {
    name: 'message',
    label: 'Message',
    options: [],
    value: '01-prose-around-questions-fence.md',
    chat: 'only',
  },
  {
    name: 'speed',
    label: 'Speed',
    options: [
      ['5', '5 tokens/s'],
      ['30', '30 tokens/s'],
      ['120', '120 tokens/s'],
      ['0', 'instant'],
    ],
    value: '30',
    chat: 'only',
  },
];

const DEFAULTS = Object.fromEntries(KNOBS.map((k) => [k.name, k.value]));
export type Knobs = Record<string, string>;
let knobs: Knobs = { ...DEFAULTS };

function buildKnobs(): void {
  const messages = fileIndex.filter((f) => f.startsWith('messages/') && f.endsWith('.md'));
  KNOBS.find((k) => k.name === 'message')!.options = messages.map((f) => {
    const file = f.slice('messages/'.length);
    return [file, readable(file)];
  });
  for (const knob of KNOBS) {
    const label = document.createElement('label');
    label.dataset.knob = knob.name;
    label.append(knob.label, ' ');
    let input: HTMLInputElement | HTMLSelectElement;
    if (knob.options) {
      input = document.createElement('select');
      for (const [value, text] of knob.options) input.add(new Option(text, value));
    } else {
      input = document.createElement('input');
      input.type = knob.type ?? 'text';
      if (knob.type === 'range') Object.assign(input, { min: '280', max: '900', step: '10' });
      if (knob.name === 'answered-by') input.placeholder = 'the user message';
    }
    input.name = knob.name;
    label.append(input);
    knobsForm.append(label);
  }
  knobsForm.addEventListener('submit', (e) => e.preventDefault());
  // a text knob commits on change (not every key), the others at once
  const commit = (e: Event) => {
    const input = e.target as HTMLInputElement | HTMLSelectElement;
    knobs = { ...knobs, [input.name]: input.value };
    navigate(current.id, knobs, 'replace');
  };
  knobsForm.addEventListener('change', commit);
  knobsForm.addEventListener('input', (e) => {
    if ((e.target as HTMLInputElement).name === 'width') commit(e);
  });
}

function showKnobs(story: Story): void {
  for (const knob of KNOBS) {
    const label = knobsForm.querySelector<HTMLElement>(`[data-knob="${knob.name}"]`)!;
    label.hidden =
      (knob.chat === 'only' && story.id !== 'chat') || (knob.chat === 'no' && story.id === 'chat');
    const input = label.querySelector<HTMLInputElement>('input, select')!;
    if (input.value !== knobs[knob.name]) input.value = knobs[knob.name];
  }
}

// ————— the URL —————

/**
 * `?story=…&theme=dark`: the story and every knob that is not at its default. `alone`: the address
 * that renders just the story (no list, knobs or panels), which the viewport presets frame.
 */
export function urlFor(id: string, values: Knobs, alone = false): string {
  const params = new URLSearchParams();
  if (id !== 'welcome' || alone) params.set('story', id);
  for (const knob of KNOBS)
    if (values[knob.name] !== knob.value && !(alone && knob.name === 'viewport'))
      params.set(knob.name, values[knob.name]);
  if (alone) params.set('alone', '');
  const query = params
    .toString()
    .replace(/%2F/g, '/')
    .replace(/alone=$/, 'alone');
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

/** This page renders one story alone (`?alone`): no list, no knobs, no panels. */
const ALONE = new URLSearchParams(location.search).has('alone');

function fromUrl(): { id: string; values: Knobs } {
  const params = new URLSearchParams(location.search);
  // the old addresses (#chat, #vance/valid/…) still open their story
  const id = params.get('story') || decodeURIComponent(location.hash.slice(1)) || 'welcome';
  const values = { ...DEFAULTS };
  for (const knob of KNOBS) {
    const value = params.get(knob.name);
    if (value !== null) values[knob.name] = value;
  }
  return { id, values };
}

function navigate(id: string, values: Knobs, how: 'push' | 'replace'): void {
  const url = urlFor(id, values);
  if (how === 'replace') history.replaceState(null, '', url);
  else {
    history.pushState(null, '', url);
    // a new story starts at its top, its title taking focus as a page's would
    window.scrollTo(0, 0);
    $('story-title').focus({ preventScroll: true });
  }
  void route();
}

// ————— the elements —————

/** A fresh element for a fixture, with the options its expectation names and the knobs. */
function elementFor(file: string, expected: Expected): QuestionSetElement {
  const el = document.createElement(
    file.startsWith('form/') ? 'question-form' : 'question-set',
  ) as QuestionSetElement;
  const attributes = expected.options?.attributes ?? {};
  if (attributes.id) el.setAttribute('id', attributes.id);
  if (attributes.title) el.setAttribute('title', attributes.title);
  const format = knobs.format || expected.options?.format;
  if (format) el.setAttribute('format', format);
  applyKnobs(el);
  return el;
}

/** The attributes the knobs set on an element, in the order the code panel shows them. */
export function attributesFor(el: Element, values: Knobs): [string, string | true][] {
  const out: [string, string | true][] = [];
  if (values.layout !== 'auto' && !el.matches('question-form')) out.push(['layout', values.layout]);
  if (values.theme !== 'auto') out.push(['theme', values.theme]);
  if (values.strings) out.push(['lang', values.strings]);
  if (values.streaming === 'on') out.push(['streaming', true]);
  if (values.state) out.push(['state', values.state]);
  if (values.reason) out.push(['reason', values.reason]);
  if (values['answered-by']) out.push(['answered-by', values['answered-by']]);
  if (values.persist !== 'on') out.push(['persist', values.persist]);
  if (values.scope) out.push(['scope-name', values.scope]);
  if (values.accent) out.push(['style', `--question-set-accent: ${values.accent}`]);
  return out;
}

/** The demo's own attributes (its stories keep no drafts and do not compete): not in the code to paste. */
const DEMO_ONLY = new Map([
  ['persist', 'off'],
  ['scope-name', 'none'],
]);

/** The attributes the code panel gives: what the knobs set, less the demo's own. */
export function pastedAttributes(el: Element, values: Knobs): [string, string | true][] {
  return attributesFor(el, values).filter(([name, value]) => DEMO_ONLY.get(name) !== value);
}

function applyKnobs(el: QuestionSetElement): void {
  for (const [name, value] of attributesFor(el, knobs)) el.setAttribute(name, value === true ? '' : value);
}

function applyPage(): void {
  const root = document.documentElement;
  if (knobs.theme === 'auto') delete root.dataset.theme;
  else root.dataset.theme = knobs.theme;
  stage.dir = knobs.dir;
  // `lang=""`: no language of the page reaches the elements, so each takes its set's locale
  stage.lang = knobs.strings;
  stage.style.setProperty('--width', `${knobs.width}px`);
}

// ————— the views —————

/** Bodies edited in the story's editor, kept until the story's reset. */
const edits = new Map<string, string>();

/** The story's element and body: in this page, or in the framed page of a viewport preset. */
async function fixtureView(
  file: string,
  original?: Promise<string>,
): Promise<{ node: HTMLElement; el: QuestionSetElement; body: string }> {
  const [source, expected] = await Promise.all([original ?? text(file), original ? {} : expectedOf(file)]);
  const body = edits.get(file) ?? source;
  const el = elementFor(file, expected);
  el.data = body;
  const pane = document.createElement('div');
  pane.className = 'pane';
  pane.append(el);
  return { node: pane, el, body };
}

let fitting: ResizeObserver | undefined;

/** A viewport preset: the story alone (`?alone`) in a frame that wide, scaled down to fit. */
function framed(width: number): { node: HTMLElement; frame: HTMLIFrameElement } {
  const height = width < 600 ? 760 : width < 1000 ? 900 : 800;
  const box = document.createElement('div');
  box.className = 'viewport';
  const frame = document.createElement('iframe');
  frame.title = `${current.name}, ${width} px wide`;
  frame.width = String(width);
  frame.height = String(height);
  frame.src = urlFor(current.id, knobs, true);
  const fit = () => {
    const scale = Math.min(1, stage.clientWidth / width);
    frame.style.transform = scale < 1 ? `scale(${scale})` : '';
    box.style.width = `${width * scale}px`;
    box.style.height = `${height * scale}px`;
  };
  // one frame at a time: the observer of the frame before goes with it
  fitting?.disconnect();
  fitting = new ResizeObserver(fit);
  fitting.observe(stage);
  fit();
  box.append(frame);
  frame.addEventListener('load', () => watchLog(frame.contentDocument!));
  return { node: box, frame };
}

const viewport = () => (ALONE ? 0 : Number(knobs.viewport) || 0);

/** The element the framed page shows, once it is ready. */
const framedElement = (frame: HTMLIFrameElement) =>
  frame.contentDocument?.querySelector<QuestionSetElement>('#stage question-set, #stage question-form');

async function showStory(file: string): Promise<void> {
  const { node, el, body } = await fixtureView(file);
  const details = document.createElement('details');
  details.className = 'edit';
  const summary = document.createElement('summary');
  summary.textContent = 'Edit the body';
  const editor = document.createElement('textarea');
  editor.className = 'body';
  editor.spellcheck = false;
  editor.setAttribute('aria-label', 'Body');
  editor.value = body;
  const width = viewport();
  const view = width ? framed(width) : undefined;
  editor.addEventListener('input', () => {
    edits.set(file, editor.value);
    el.data = editor.value;
    if (view) {
      const shown = framedElement(view.frame);
      if (shown) shown.data = editor.value;
    }
    updateCode();
  });
  details.append(summary, editor);
  const wrap = document.createElement('div');
  wrap.className = 'story';
  wrap.append(view?.node ?? node, details);
  stage.replaceChildren(wrap);
  codeSource = () => ({ el, body: editor.value, file });
}

async function showWelcome(): Promise<void> {
  const { node, el, body } = await fixtureView(
    'welcome.yaml',
    fetch(WELCOME).then((r) => r.text()),
  );
  const intro = document.createElement('div');
  intro.className = 'welcome';
  intro.innerHTML = `
    <p><strong>question-elements</strong> renders an AI agent's questions — in any known wire format —
    as a card, a wizard or a form, and hands the answers back as DOM events.</p>
    <p>Try the set below. Then pick a story from the list (the <em>Stories</em> button on a phone): they
    are grouped by what you would build — a chat turn, a form, a confirmation, an MCP request, a
    transcript, a message still streaming. Change the knobs above (a viewport shows the story at a
    phone's, a tablet's or a desktop's width), and watch the panels: the events it sends, the code to
    paste (HTML, React, Vue, Svelte), the element's docs and an accessibility check.</p>`;
  const width = viewport();
  const wrap = document.createElement('div');
  wrap.className = 'story';
  wrap.append(intro, width ? framed(width).node : node);
  stage.replaceChildren(wrap);
  codeSource = () => ({ el, body, file: 'welcome.yaml' });
}

async function showAll(list: Story[]): Promise<void> {
  const gallery = document.createElement('div');
  gallery.className = 'gallery';
  const items = await Promise.all(
    list
      .filter((s) => s.kind === 'set')
      .map(async ({ file, name, format }) => {
        const { node } = await fixtureView(file!);
        node.classList.add('item');
        node.dataset.file = file;
        const h = document.createElement('h2');
        h.textContent = `${name} · ${FORMAT_NAMES[format as FormatId] ?? format} · ${file}`;
        node.prepend(h);
        return node;
      }),
  );
  gallery.append(...items);
  stage.replaceChildren(gallery);
  codeSource = undefined;
}

let replay = 0;

/**
 * An agent message as a chat host shows it: its prose as paragraphs, each question block as an
 * element; a block still arriving (`done` false and the block unclosed) streams.
 */
function messageRenderer(bubble: HTMLElement): (partial: string, done: boolean) => void {
  const elements: QuestionSetElement[] = [];
  return (partial, done) => {
    const segments: Segment[] = parseMessage(partial);
    const nodes: Node[] = [];
    let n = 0;
    for (const seg of segments) {
      if (seg.kind === 'text') {
        const p = document.createElement('p');
        p.textContent = seg.text.trim();
        if (p.textContent) nodes.push(p);
        continue;
      }
      const el = (elements[n] ??= elementFor(`${seg.format}/chat`, {}));
      el.toggleAttribute('streaming', !seg.complete && !done);
      el.data = seg.raw;
      nodes.push(el);
      n++;
    }
    bubble.replaceChildren(...nodes);
  };
}

/** The answers of a set in the chat come back as the next user message. */
function replies(chat: HTMLElement): void {
  chat.addEventListener('question-answers', (e) => {
    const reply = document.createElement('div');
    reply.className = 'bubble user';
    reply.textContent = e.detail.text;
    chat.append(reply);
  });
}

/** The agent messages of the reloaded chat: each but the last answered by the user's next message. */
export const TRANSCRIPT = [
  'chat/02-prose-json-fence.md',
  'chat/17-answered-transcript.md',
  'chat/01-prose-yaml-fence.md',
];

/** A user's answer to a set, as a chat keeps it: the first option, "looks good", or a short text. */
function someAnswers(set: QuestionSet): string {
  const answers: Answer[] = set.questions.map((q) =>
    q.options.length
      ? { questionId: q.id, outcome: 'answered', selected: [q.options[0].id] }
      : q.kind === 'confirm'
        ? { questionId: q.id, outcome: 'settled', selected: [] }
        : { questionId: q.id, outcome: 'answered', selected: [], text: 'as the runbook says' },
  );
  return encodeAnswers(set, answers).text;
}

/**
 * A chat as a host shows it after a reload: each agent message, and the user message that
 * answered it set as its sets' `answered-by` (a receipt, nothing sent); the last message still open.
 */
async function showTranscript(): Promise<void> {
  const messages = await Promise.all(TRANSCRIPT.map(text));
  codeSource = undefined;
  const width = viewport();
  if (width) {
    stage.replaceChildren(framed(width).node);
    return;
  }
  const chat = document.createElement('div');
  chat.className = 'chat';
  messages.forEach((message, i) => {
    const bubble = document.createElement('div');
    bubble.className = 'bubble';
    chat.append(bubble);
    messageRenderer(bubble)(message, true);
    const last = i === messages.length - 1;
    const sets = parseMessage(message).flatMap((s) =>
      s.kind === 'set' && s.result.ok ? [s.result.set] : [],
    );
    if (last || !sets.length) return;
    const reply = sets.map(someAnswers).join('\n\n');
    for (const el of bubble.querySelectorAll('question-set, question-form'))
      el.setAttribute('answered-by', reply);
    const user = document.createElement('div');
    user.className = 'bubble user';
    user.textContent = reply;
    chat.append(user);
  });
  replies(chat);
  stage.replaceChildren(chat);
}

/** The sets of the way-out and waiting stories: formats without a decline of their own, and mcp. */
export const WAY_OUT = [
  'vance/valid/01-seed-example.yaml',
  'structured/valid/02-single-seed-spelling.json',
  'egoz/valid/01-booking-en-us.json',
];

/** Each file as a set in an agent's bubble of a chat that shows what the user sends back. */
async function chatOf(files: string[]): Promise<HTMLElement> {
  const bodies = await Promise.all(files.map(text));
  const chat = document.createElement('div');
  chat.className = 'chat';
  files.forEach((file, i) => {
    const bubble = document.createElement('div');
    bubble.className = 'bubble';
    const el = elementFor(file, {});
    el.data = bodies[i];
    bubble.append(el);
    chat.append(bubble);
  });
  replies(chat);
  // the way out: the agent reads that the user chose to answer in the chat
  chat.addEventListener('question-decline', (e) => {
    const reply = document.createElement('div');
    reply.className = 'bubble user';
    reply.textContent = e.detail.text;
    chat.append(reply);
  });
  return chat;
}

/** Every set offers "Answer in chat instead": the decline's text becomes the user's next message. */
async function showWayOut(): Promise<void> {
  codeSource = undefined;
  stage.replaceChildren(await chatOf(WAY_OUT));
}

/** The recipe of docs/chat.md: a badge (and the tab title) counting the sets that wait for input. */
async function showWaiting(): Promise<void> {
  codeSource = undefined;
  const badge = document.createElement('p');
  badge.className = 'waiting-badge';
  badge.setAttribute('role', 'status');
  const chat = await chatOf(WAY_OUT);
  // scope-name: none keeps every set open (by default a newer set closes the older one)
  for (const el of chat.querySelectorAll('question-set, question-form'))
    el.setAttribute('scope-name', 'none');
  const wrap = document.createElement('div');
  wrap.append(badge, chat);
  waitingBadge(wrap, badge);
  stage.replaceChildren(wrap);
}

/** A whole agent message from the fixtures, as it stands (a block still arriving streams). */
async function showMessage(file: string): Promise<void> {
  const message = await text(file);
  codeSource = undefined;
  messageSource = { message, streaming: parseMessage(message).some((s) => s.kind === 'set' && !s.complete) };
  const width = viewport();
  if (width) {
    stage.replaceChildren(framed(width).node);
    return;
  }
  const chat = document.createElement('div');
  chat.className = 'chat';
  const bubble = document.createElement('div');
  bubble.className = 'bubble';
  chat.append(bubble);
  replies(chat);
  messageRenderer(bubble)(message, false);
  stage.replaceChildren(chat);
}

/** An agent message streamed token by token at the chosen speed; the answers come back as the next user message. */
async function showChat(): Promise<void> {
  const run = ++replay;
  const width = viewport();
  if (width) {
    stage.replaceChildren(framed(width).node);
    codeSource = undefined;
    return;
  }
  const file = `messages/${knobs.message}`;
  const message = await text(file).catch(() => '');
  messageSource = { message, streaming: false };
  const chat = document.createElement('div');
  chat.className = 'chat';
  const tools = document.createElement('p');
  const again = document.createElement('button');
  again.type = 'button';
  again.textContent = 'Replay';
  again.addEventListener('click', () => void showChat().then(markReady));
  tools.append(again);
  const bubble = document.createElement('div');
  bubble.className = 'bubble';
  chat.append(tools, bubble);
  stage.replaceChildren(chat);
  codeSource = undefined;
  const render = messageRenderer(bubble);
  replies(chat);
  const speed = Number(knobs.speed);
  if (speed > 0) {
    const tokens = message.match(/\s*\S+/g) ?? [];
    let sent = '';
    for (const token of tokens) {
      sent += token;
      render(sent, false);
      await new Promise((r) => setTimeout(r, 1000 / speed));
      if (run !== replay) return;
    }
  }
  render(message, true);
}

/** The body the streaming story sends: four questions, about 15 s at 40 tokens a second. */
const STREAMED = 'structured/valid/08-four-questions-four-options.json';

/** What unmounts the streaming story's React chat, when one is shown. */
let unmountChat: (() => void) | undefined;

/**
 * A question set arriving at a real token rate (40 tokens of 4 characters a second), as a chat
 * product streams it: a React chat on the AI SDK (`useChat`, the SDK's mock model streaming a call
 * of `askUserQuestion`) whose tool part `<QuestionToolCall>` renders (demo/ai-sdk-stream.ts). Each
 * question can be answered once its bytes are all there; Next past the last one and Send wait for
 * the call to be whole (issues 41 and 49).
 */
async function showStreaming(): Promise<void> {
  const run = ++replay;
  unmountChat?.();
  unmountChat = undefined;
  const [body, { showAiSdkStream }] = await Promise.all([
    text(STREAMED).catch(() => ''),
    import('./ai-sdk-stream.js'),
  ]);
  if (run !== replay) return;
  const tools = document.createElement('p');
  const again = document.createElement('button');
  again.type = 'button';
  again.textContent = 'Replay';
  again.addEventListener('click', () => void showStreaming().then(markReady));
  tools.append(again);
  const chat = document.createElement('div');
  stage.replaceChildren(tools, chat);
  codeSource = undefined;
  unmountChat = showAiSdkStream(chat, body);
  // the story is ready once the set shows its first question (the rest streams on)
  while (run === replay && !chat.querySelector('question-set')?.set)
    await new Promise((r) => setTimeout(r, 25));
}

// ————— navigation and routing —————

let stories: Story[] = [];
let current: Story = SPECIAL[0];
let codeSource: (() => { el: QuestionSetElement; body: string; file: string }) | undefined;
/** The message a message story shows, for its code (the chat replay: whether it still streams). */
let messageSource: { message: string; streaming: boolean } | undefined;

function buildNav(): void {
  const list = $('list');
  const groups = new Map<string, Story[]>();
  for (const s of stories) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  for (const [group, items] of groups) {
    // each use case folds; the errors start folded
    const section = document.createElement('details');
    section.className = 'group';
    section.open = !FOLDED.has(group);
    section.dataset.open = String(section.open);
    const summary = document.createElement('summary');
    const h = document.createElement('h2');
    h.textContent = group;
    const count = document.createElement('span');
    count.className = 'count';
    count.textContent = ` (${items.length})`;
    h.append(count);
    summary.append(h);
    const ul = document.createElement('ul');
    for (const s of items) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = urlFor(s.id, { ...knobs, message: DEFAULTS.message, speed: DEFAULTS.speed });
      a.append(s.name);
      if (s.format) {
        // the format's public name beside its id
        const format = document.createElement('span');
        format.className = 'format';
        format.textContent = formatLabel(s.format);
        a.append(' ', format);
      }
      a.dataset.story = s.id;
      if (s.file) a.title = s.file;
      li.append(a);
      ul.append(li);
    }
    section.append(summary, ul);
    list.append(section);
  }
  list.addEventListener('click', (e) => {
    const a = (e.target as Element).closest<HTMLAnchorElement>('a[data-story]');
    if (!a || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    setNav(false);
    // a new story starts from its own defaults of the story-only knobs, keeps the look knobs
    navigate(a.dataset.story!, knobs, 'push');
  });
  const search = $<HTMLInputElement>('search');
  search.addEventListener('input', () => filterNav(search.value));
  list.addEventListener('keydown', navKey);
  // a group opened or closed by a click or Enter keeps the Tab stop where focus is
  list.addEventListener(
    'toggle',
    () => {
      const active = document.activeElement as HTMLElement | null;
      rove(active?.closest('#list') ? active : undefined);
    },
    true,
  );
  $('skip').addEventListener('click', (e) => {
    e.preventDefault();
    $('stage-heading').focus();
  });
}

/**
 * Shows the stories whose name, format, file or group has every word of the query; a group with a
 * hit opens, and an empty query folds each group back as it started.
 */
export function filterNav(query: string): void {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const section of $('list').querySelectorAll<HTMLDetailsElement>('details.group')) {
    const group = section.querySelector('h2')!.textContent!.toLowerCase();
    let any = false;
    for (const a of section.querySelectorAll<HTMLAnchorElement>('a')) {
      const hay = `${a.textContent} ${a.dataset.story} ${group}`.toLowerCase();
      const hit = words.every((w) => hay.includes(w));
      a.parentElement!.hidden = !hit;
      any ||= hit;
      if (hit) shown++;
    }
    section.hidden = !any;
    section.open = words.length
      ? any
      : section.dataset.open === 'true' || Boolean(section.querySelector('[aria-current]'));
  }
  $('no-match').hidden = shown > 0;
  rove();
}

/** The story list's rows a key can reach: each group's summary, and the stories of the open groups. */
function navRows(): HTMLElement[] {
  return [...$('list').querySelectorAll<HTMLElement>('summary, a[data-story]')].filter(
    (e) => !e.closest('[hidden]') && (e.tagName === 'SUMMARY' || e.closest('details')!.open),
  );
}

/**
 * The story list is one Tab stop (the current story, else the first row); the arrows move inside
 * it, Home and End to its ends, ArrowRight opens a group and ArrowLeft closes it or goes up to it.
 */
function rove(focus?: HTMLElement): void {
  const rows = navRows();
  const stop = focus ?? rows.find((e) => e.getAttribute('aria-current') === 'page') ?? rows[0];
  for (const e of $('list').querySelectorAll<HTMLElement>('summary, a[data-story]'))
    e.tabIndex = e === stop ? 0 : -1;
  focus?.focus();
}

function navKey(e: KeyboardEvent): void {
  const row = (e.target as HTMLElement).closest<HTMLElement>('summary, a[data-story]');
  if (!row || e.altKey || e.ctrlKey || e.metaKey) return;
  const rows = navRows();
  const i = rows.indexOf(row);
  const group = row.closest('details')!;
  let to: HTMLElement | undefined;
  if (e.key === 'ArrowDown') to = rows[Math.min(i + 1, rows.length - 1)];
  else if (e.key === 'ArrowUp') to = rows[Math.max(i - 1, 0)];
  else if (e.key === 'Home') to = rows[0];
  else if (e.key === 'End') to = rows[rows.length - 1];
  else if (e.key === 'ArrowRight' && row.tagName === 'SUMMARY') {
    group.open = true;
    to = row;
  } else if (e.key === 'ArrowLeft') {
    if (row.tagName === 'SUMMARY') group.open = false;
    to = group.querySelector('summary')!;
  } else return;
  e.preventDefault();
  rove(to);
}

function setNav(open: boolean): void {
  document.body.toggleAttribute('data-nav-open', open);
  $('menu').setAttribute('aria-expanded', String(open));
  if (open) $('search').focus();
}

async function route(): Promise<void> {
  const { id, values } = fromUrl();
  knobs = values;
  current = stories.find((s) => s.id === id) ?? {
    id,
    name: readable(id),
    group: '',
    kind: kindOf(id),
    file: id,
    format: kindOf(id) === 'set' ? id.split('/')[0] : undefined,
  };
  delete document.body.dataset.ready;
  for (const a of $('list').querySelectorAll('a')) {
    if (a.dataset.story === id) {
      a.setAttribute('aria-current', 'page');
      // the current story's group opens
      a.closest('details')!.open = true;
    } else a.removeAttribute('aria-current');
    // every link keeps the look knobs
    if (a.dataset.story)
      a.href = urlFor(a.dataset.story, { ...knobs, message: DEFAULTS.message, speed: DEFAULTS.speed });
  }
  $('story-title').textContent = current.name;
  const file =
    id === 'welcome'
      ? 'demo/welcome.yaml'
      : [current.file, current.format && FORMAT_NAMES[current.format as FormatId]]
          .filter(Boolean)
          .join(' · ');
  // a narrow screen breaks the path after a slash, not inside a word
  $('story-file').replaceChildren(
    ...file
      .split('/')
      .flatMap((part, i, all) => (i < all.length - 1 ? [`${part}/`, document.createElement('wbr')] : [part])),
  );
  rove();
  $<HTMLAnchorElement>('alone').href = urlFor(id, knobs, true);
  document.title = `${current.name} — question-elements stories`;
  showKnobs(current);
  applyPage();
  messageSource = undefined;
  // another story: the streaming story's chat stops
  unmountChat?.();
  unmountChat = undefined;
  if (id === 'welcome') await showWelcome();
  else if (id === 'chat') await showChat();
  else if (id === 'streaming') await showStreaming();
  else if (id === 'transcript') await showTranscript();
  else if (id === 'all') await showAll(stories);
  else if (id === 'way-out') await showWayOut();
  else if (id === 'waiting') await showWaiting();
  else if (current.kind === 'message') await showMessage(id);
  else await showStory(id);
  await markReady();
}

async function markReady(): Promise<void> {
  // a viewport preset's frame is ready when the story in it is
  const frame = stage.querySelector<HTMLIFrameElement>('.viewport iframe');
  if (frame)
    await new Promise<void>((resolve) => {
      const check = () => (frame.contentDocument?.body?.dataset.ready ? resolve() : setTimeout(check, 50));
      check();
    });
  await Promise.all(
    [...stage.querySelectorAll<QuestionSetElement>('question-set, question-form')].map(
      (el) => el.updateComplete,
    ),
  );
  updateCode();
  if (activePanel() === 'a11y') void checkA11y();
  document.body.dataset.ready = current.id;
}

// ————— panels —————

const activePanel = () =>
  document.querySelector('[role="tab"][aria-selected="true"]')!.id.replace('tab-', '');

function selectTab(tab: HTMLElement): void {
  for (const t of document.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    $(t.getAttribute('aria-controls')!).hidden = !on;
  }
  const name = activePanel();
  if (name === 'docs') void renderDocs($('panel-docs'), new URL('../custom-elements.json', import.meta.url));
  if (name === 'a11y') void checkA11y();
}

/** The framework whose snippet the Code panel shows. */
let framework: Framework = 'html';

function updateCode(): void {
  const source = codeSource?.();
  $('code').textContent = source
    ? codeFor(framework, source.el, source.body, source.file, pastedAttributes(source.el, knobs))
    : messageSource
      ? messageCodeFor(framework, messageSource.message, messageSource.streaming)
      : '<!-- pick one story to see its code -->';
}

async function checkA11y(): Promise<void> {
  await runAxe(stage, $('a11y'), new URL('../node_modules/axe-core/axe.min.js', import.meta.url));
}

function initPanels(): void {
  const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
  for (const tab of tabs) tab.addEventListener('click', () => selectTab(tab));
  $('panels')
    .querySelector('[role="tablist"]')!
    .addEventListener('keydown', (e) => {
      const key = (e as KeyboardEvent).key;
      const i = tabs.indexOf(document.activeElement as HTMLElement);
      if (i < 0 || !['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(key)) return;
      const next =
        key === 'Home'
          ? 0
          : key === 'End'
            ? tabs.length - 1
            : (i + (key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
      tabs[next].focus();
      selectTab(tabs[next]);
    });
  $('a11y-run').addEventListener('click', () => void checkA11y());
  $('copy-code').addEventListener(
    'click',
    () => void navigator.clipboard?.writeText($('code').textContent ?? ''),
  );
  watchLog = initLog(
    () => current.id,
    (n) => ($('log-count').textContent = n ? `(${n})` : ''),
  );
  for (const button of document.querySelectorAll<HTMLButtonElement>('#frameworks button'))
    button.addEventListener('click', () => {
      framework = button.value as Framework;
      for (const b of document.querySelectorAll('#frameworks button'))
        b.setAttribute('aria-pressed', String(b === button));
      updateCode();
    });
}

/** Logs the events of another document too (the frame of a viewport preset). */
let watchLog: (doc: Document) => void = () => {};

async function main(): Promise<void> {
  await loadIndex();
  // alone: the story only, as a page of its own (the frame of a viewport preset, or to share)
  document.body.toggleAttribute('data-alone', ALONE);
  if (!ALONE) stories = await loadStories();
  buildKnobs();
  if (!ALONE) buildNav();
  initPanels();
  $('menu').addEventListener('click', () => setNav(!document.body.hasAttribute('data-nav-open')));
  // a click beside the open drawer closes it
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    if (document.body.hasAttribute('data-nav-open') && !target.closest('nav, #menu')) setNav(false);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && document.body.hasAttribute('data-nav-open')) {
      setNav(false);
      $('menu').focus();
    }
  });
  $('reset').addEventListener('click', () => {
    if (current.file) edits.delete(current.file);
    navigate(current.id, { ...DEFAULTS }, 'replace');
  });
  // a phone starts with the knobs folded
  if (matchMedia('(max-width: 760px)').matches) $<HTMLDetailsElement>('knobs-box').open = false;
  window.addEventListener('popstate', () => void route());
  window.addEventListener('hashchange', () => void route());
  await route();
}

void main();

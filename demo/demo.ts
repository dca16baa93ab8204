// The story book: a welcome story, every fixture as a live story beside its editable body, a chat
// replayed at a chosen speed, and a gallery of everything. Knobs set the element's attributes; the
// story and the knobs live in the URL (shareable, back and forward work). Panels below the story:
// the event log, the HTML to paste, docs from custom-elements.json and an axe run. It reads
// fixtures/ at run time and keeps no copies.
import '../src/index.js';
import { parseMessage, type QuestionSetElement, type Segment } from '../src/index.js';
import { FORMAT_IDS } from '../src/codec/index.js';
import { LANGS } from '../src/codec/words.js';
import { codeFor, initLog, renderDocs, runAxe } from './panels.js';

const FIXTURES = new URL('../fixtures/', import.meta.url);
const BODY = /\.(json|yaml|md|html)$/;
const WELCOME_FIXTURE = 'vance/valid/01-seed-example.yaml';
const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

const stage = $('stage');
const knobsForm = $<HTMLFormElement>('knobs');

// ————— stories —————

export interface Story {
  id: string;
  name: string;
  group: string;
  /** the fixture file, for fixture stories */
  file?: string;
}

interface Expected {
  options?: { format?: string; attributes?: { id?: string; title?: string } };
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

const ORDER = ['vance', 'shiitake', 'egoz', 'index', 'structured', 'form', 'mcp', 'any'];
const rank = (file: string) => {
  const [format, kind] = file.split('/');
  return (ORDER.indexOf(format) + 1 || 99) * 2 + (kind === 'valid' ? 0 : 1);
};

const SPECIAL: Story[] = [
  { id: 'welcome', name: 'Welcome', group: 'Start' },
  { id: 'chat', name: 'Chat: a streamed agent message', group: 'Start' },
  { id: 'all', name: 'Every fixture at once', group: 'Start' },
];

let fileIndex: string[] = [];

async function loadStories(): Promise<Story[]> {
  const { files } = (await (await fetch(new URL('index.json', FIXTURES))).json()) as { files: string[] };
  fileIndex = files;
  const fixtures = files
    .filter((f) => BODY.test(f) && !f.endsWith('.expected.json'))
    .filter((f) => ['valid', 'invalid'].includes(f.split('/')[1]))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((file) => {
      const [format, kind] = file.split('/');
      const group = `${format} · ${kind === 'valid' ? 'valid' : 'invalid (shows an error)'}`;
      return { id: file, file, name: readable(file), group };
    });
  return [...SPECIAL, ...fixtures];
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

/** `?story=…&theme=dark`: the story and every knob that is not at its default. */
export function urlFor(id: string, values: Knobs): string {
  const params = new URLSearchParams();
  if (id !== 'welcome') params.set('story', id);
  for (const knob of KNOBS) if (values[knob.name] !== knob.value) params.set(knob.name, values[knob.name]);
  const query = params.toString().replace(/%2F/g, '/');
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

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

async function fixtureView(
  file: string,
): Promise<{ node: HTMLElement; el: QuestionSetElement; body: string }> {
  const [original, expected] = await Promise.all([text(file), expectedOf(file)]);
  const body = edits.get(file) ?? original;
  const el = elementFor(file, expected);
  el.data = body;
  const pane = document.createElement('div');
  pane.className = 'pane';
  pane.append(el);
  return { node: pane, el, body };
}

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
  editor.addEventListener('input', () => {
    edits.set(file, editor.value);
    el.data = editor.value;
    updateCode();
  });
  details.append(summary, editor);
  const wrap = document.createElement('div');
  wrap.className = 'story';
  wrap.append(node, details);
  stage.replaceChildren(wrap);
  codeSource = () => ({ el, body: editor.value, file });
}

async function showWelcome(): Promise<void> {
  const { node, el, body } = await fixtureView(WELCOME_FIXTURE);
  const intro = document.createElement('div');
  intro.className = 'welcome';
  intro.innerHTML = `
    <p><strong>question-elements</strong> renders an AI agent's questions — in any known wire format —
    as a card, a wizard or a form, and hands the answers back as DOM events.</p>
    <p>Try the set below. Then pick a story from the list (the <em>Stories</em> button on a phone), change
    the knobs above, and watch the panels: the events it sends, the HTML to paste, the element's docs and an
    accessibility check.</p>`;
  const wrap = document.createElement('div');
  wrap.className = 'story';
  wrap.append(intro, node);
  stage.replaceChildren(wrap);
  codeSource = () => ({ el, body, file: WELCOME_FIXTURE });
}

async function showAll(list: Story[]): Promise<void> {
  const gallery = document.createElement('div');
  gallery.className = 'gallery';
  const items = await Promise.all(
    list
      .filter((s) => s.file)
      .map(async ({ file, name }) => {
        const { node } = await fixtureView(file!);
        node.classList.add('item');
        node.dataset.file = file;
        const h = document.createElement('h2');
        h.textContent = `${name} · ${file}`;
        node.prepend(h);
        return node;
      }),
  );
  gallery.append(...items);
  stage.replaceChildren(gallery);
  codeSource = undefined;
}

let replay = 0;

/** An agent message streamed token by token at the chosen speed; the answers come back as the next user message. */
async function showChat(): Promise<void> {
  const run = ++replay;
  const file = `messages/${knobs.message}`;
  const message = await text(file).catch(() => '');
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
  const elements: QuestionSetElement[] = [];
  const render = (partial: string, done: boolean) => {
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
  chat.addEventListener('question-answers', (e) => {
    const reply = document.createElement('div');
    reply.className = 'bubble user';
    reply.textContent = e.detail.text;
    chat.append(reply);
  });
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

// ————— navigation and routing —————

let stories: Story[] = [];
let current: Story = SPECIAL[0];
let codeSource: (() => { el: QuestionSetElement; body: string; file: string }) | undefined;

function buildNav(): void {
  const list = $('list');
  const groups = new Map<string, Story[]>();
  for (const s of stories) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  for (const [group, items] of groups) {
    const section = document.createElement('section');
    const h = document.createElement('h2');
    h.textContent = group;
    const ul = document.createElement('ul');
    for (const s of items) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = urlFor(s.id, { ...knobs, message: DEFAULTS.message, speed: DEFAULTS.speed });
      a.textContent = s.name;
      a.dataset.story = s.id;
      if (s.file) a.title = s.file;
      li.append(a);
      ul.append(li);
    }
    section.append(h, ul);
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
}

/** Shows the stories whose name, file or group has every word of the query. */
export function filterNav(query: string): void {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const section of $('list').querySelectorAll('section')) {
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
  }
  $('no-match').hidden = shown > 0;
}

function setNav(open: boolean): void {
  document.body.toggleAttribute('data-nav-open', open);
  $('menu').setAttribute('aria-expanded', String(open));
  if (open) $('search').focus();
}

async function route(): Promise<void> {
  const { id, values } = fromUrl();
  knobs = values;
  current = stories.find((s) => s.id === id) ?? { id, name: readable(id), group: '', file: id };
  delete document.body.dataset.ready;
  for (const a of $('list').querySelectorAll('a')) {
    if (a.dataset.story === id) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
    // every link keeps the look knobs
    if (a.dataset.story)
      a.href = urlFor(a.dataset.story, { ...knobs, message: DEFAULTS.message, speed: DEFAULTS.speed });
  }
  $('story-title').textContent = current.name;
  $('story-file').textContent = current.file ?? '';
  document.title = `${current.name} — question-elements stories`;
  showKnobs(current);
  applyPage();
  if (id === 'welcome') await showWelcome();
  else if (id === 'chat') await showChat();
  else if (id === 'all') await showAll(stories);
  else await showStory(id);
  await markReady();
}

async function markReady(): Promise<void> {
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

function updateCode(): void {
  const source = codeSource?.();
  $('code').textContent = source
    ? codeFor(source.el, source.body, source.file, attributesFor(source.el, knobs))
    : current.id === 'chat'
      ? '<!-- a chat renders each set of an agent message: see parseMessage() in the README -->'
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
  initLog(
    () => current.id,
    (n) => ($('log-count').textContent = n ? `(${n})` : ''),
  );
}

async function main(): Promise<void> {
  stories = await loadStories();
  buildKnobs();
  buildNav();
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

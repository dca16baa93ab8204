// The story book: every fixture as a live story beside its editable body, an event log, controls,
// a streamed chat, and a gallery of everything. It reads fixtures/ at run time and keeps no copies.
import '../src/index.js';
import { parseMessage, type QuestionSetElement, type Segment } from '../src/index.js';

const FIXTURES = new URL('../fixtures/', import.meta.url);
const BODY = /\.(json|yaml|md|html)$/;

const nav = document.getElementById('nav')!;
const stage = document.getElementById('stage')!;
const log = document.getElementById('log')!;
const control = <T extends HTMLInputElement | HTMLSelectElement>(id: string) =>
  document.getElementById(id) as T;

interface Story {
  file: string;
  group: string;
}

interface Expected {
  options?: { format?: string; attributes?: { id?: string; title?: string } };
}

const text = (file: string) => fetch(new URL(file, FIXTURES)).then((r) => r.text());
const expectedOf = (file: string): Promise<Expected> =>
  fetch(new URL(file.replace(BODY, '.expected.json'), FIXTURES)).then((r) => (r.ok ? r.json() : {}));

async function stories(): Promise<Story[]> {
  const { files } = (await (await fetch(new URL('index.json', FIXTURES))).json()) as { files: string[] };
  return files
    .filter((f) => BODY.test(f) && !f.endsWith('.expected.json'))
    .map((file) => {
      const [format, kind] = file.split('/');
      return { file, group: kind === 'valid' || kind === 'invalid' ? `${format} · ${kind}` : '' };
    })
    .filter((s) => s.group)
    .sort((a, b) => rank(a.file) - rank(b.file) || a.file.localeCompare(b.file));
}

const ORDER = ['vance', 'shiitake', 'egoz', 'index', 'structured', 'form', 'mcp', 'any'];
const rank = (file: string) => {
  const [format, kind] = file.split('/');
  return (ORDER.indexOf(format) + 1 || 99) * 2 + (kind === 'valid' ? 0 : 1);
};

/** A fresh element for a fixture, with the options its expectation names. */
function elementFor(file: string, expected: Expected): QuestionSetElement {
  const el = document.createElement(
    file.startsWith('form/') ? 'question-form' : 'question-set',
  ) as QuestionSetElement;
  const attributes = expected.options?.attributes ?? {};
  if (attributes.id) el.setAttribute('id', attributes.id);
  if (attributes.title) el.setAttribute('title', attributes.title);
  if (expected.options?.format) el.setAttribute('format', expected.options.format);
  el.setAttribute('persist', 'off');
  el.setAttribute('scope', 'none');
  applyControls(el);
  return el;
}

function applyControls(el: QuestionSetElement): void {
  const layout = control<HTMLSelectElement>('layout').value;
  if (!el.matches('question-form')) el.setAttribute('layout', layout);
  el.setAttribute('theme', control<HTMLSelectElement>('theme').value);
  el.style.setProperty('--question-set-accent', control<HTMLInputElement>('accent').value);
}

function applyPage(): void {
  document.documentElement.lang = control<HTMLSelectElement>('lang').value;
  document.documentElement.dataset.theme = control<HTMLSelectElement>('theme').value;
  stage.dir = control<HTMLSelectElement>('dir').value;
  stage.style.setProperty('--width', `${control<HTMLInputElement>('width').value}px`);
  for (const el of stage.querySelectorAll<QuestionSetElement>('question-set, question-form'))
    applyControls(el);
}

async function showStory(file: string): Promise<void> {
  const [body, expected] = await Promise.all([text(file), expectedOf(file)]);
  const wrap = document.createElement('div');
  wrap.className = 'story';
  const title = document.createElement('h1');
  title.textContent = file;
  const pane = document.createElement('div');
  pane.className = 'pane';
  const el = elementFor(file, expected);
  el.data = body;
  pane.append(el);
  const editor = document.createElement('textarea');
  editor.className = 'body';
  editor.spellcheck = false;
  editor.setAttribute('aria-label', 'Body');
  editor.value = body;
  editor.addEventListener('input', () => {
    el.data = editor.value;
  });
  wrap.append(title, pane, editor);
  stage.replaceChildren(wrap);
}

async function showAll(list: Story[]): Promise<void> {
  const gallery = document.createElement('div');
  gallery.className = 'gallery';
  const items = await Promise.all(
    list.map(async ({ file }) => {
      const [body, expected] = await Promise.all([text(file), expectedOf(file)]);
      const item = document.createElement('div');
      item.className = 'item pane';
      item.dataset.file = file;
      const h = document.createElement('h3');
      h.textContent = file;
      const el = elementFor(file, expected);
      el.data = body;
      item.append(h, el);
      return item;
    }),
  );
  gallery.append(...items);
  stage.replaceChildren(gallery);
}

/** An agent message streamed token by token; the answers come back as the next user message. */
async function showChat(): Promise<void> {
  const message = await text('messages/01-prose-around-questions-fence.md').catch(() => '');
  const chat = document.createElement('div');
  chat.className = 'chat';
  const bubble = document.createElement('div');
  bubble.className = 'bubble';
  chat.append(bubble);
  stage.replaceChildren(chat);
  const elements: QuestionSetElement[] = [];
  const render = (partial: string, done: boolean) => {
    const segments: Segment[] = parseMessage(partial);
    const nodes: Node[] = [];
    let n = 0;
    for (const seg of segments) {
      if (seg.kind === 'text') {
        const p = document.createElement('p');
        p.textContent = seg.text.trim();
        nodes.push(p);
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
  const tokens = message.match(/\s*\S+/g) ?? [];
  let sent = '';
  for (const token of tokens) {
    sent += token;
    render(sent, false);
    await new Promise((r) => setTimeout(r, 25));
    if (!chat.isConnected) return;
  }
  render(message, true);
  chat.addEventListener('question-answers', (e) => {
    const reply = document.createElement('div');
    reply.className = 'bubble user';
    reply.textContent = e.detail.text;
    chat.append(reply);
  });
}

function logEvent(type: string, detail: unknown): void {
  const pre = document.createElement('pre');
  pre.textContent = `${type}\n${JSON.stringify(detail, null, 1)}`;
  log.insertBefore(pre, log.children[1] ?? null);
}

for (const type of ['question-answers', 'question-decline', 'question-change', 'question-error'] as const)
  document.addEventListener(type, (e) => logEvent(type, (e as Event & { detail: unknown }).detail));

async function main(): Promise<void> {
  const list = await stories();
  const groups = new Map<string, Story[]>();
  for (const s of list) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  for (const [group, items] of groups) {
    const h = document.createElement('h2');
    h.textContent = group;
    nav.append(h);
    for (const s of items) {
      const a = document.createElement('a');
      a.href = `#${s.file}`;
      a.textContent = s.file.split('/').pop()!;
      nav.append(a);
    }
  }
  const route = async () => {
    const hash = decodeURIComponent(location.hash.slice(1));
    for (const a of nav.querySelectorAll('a')) {
      if (a.getAttribute('href') === `#${hash}`) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    if (hash === 'chat') await showChat();
    else if (hash === 'all' || !hash) await showAll(list);
    else await showStory(hash);
    applyPage();
    document.body.dataset.ready = hash || 'all';
  };
  for (const id of ['layout', 'lang', 'dir', 'theme', 'accent', 'width'])
    control(id).addEventListener('input', applyPage);
  window.addEventListener('hashchange', () => void route());
  await route();
}

void main();

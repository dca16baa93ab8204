// The demo's panels: the event log, the HTML to paste, the docs from custom-elements.json and an
// axe run on the current story (axe is loaded when that panel first opens).

// ————— the event log —————

interface Entry {
  time: string;
  story: string;
  type: string;
  detail: unknown;
}

const LIMIT = 500;
const EVENTS = ['question-answers', 'question-change', 'question-decline', 'question-error'] as const;

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/**
 * Listens for the elements' events on the document; the log starts empty. Returns a function that
 * logs another document's events too (a framed story's).
 */
export function initLog(story: () => string, count: (n: number) => void): (doc: Document) => void {
  let entries: Entry[] = [];
  const list = byId<HTMLOListElement>('log');
  const type = byId<HTMLSelectElement>('log-type');
  const filter = byId<HTMLInputElement>('log-filter');
  const render = () => {
    const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    const shown = entries.filter(
      (e) =>
        (!type.value || e.type === type.value) &&
        words.every((w) => `${e.story} ${e.type} ${JSON.stringify(e.detail)}`.toLowerCase().includes(w)),
    );
    list.replaceChildren(
      ...shown.map((e) => {
        const li = document.createElement('li');
        // open: an event is read when it is logged
        const details = document.createElement('details');
        details.open = true;
        const summary = document.createElement('summary');
        const time = document.createElement('time');
        time.textContent = e.time;
        const kind = document.createElement('strong');
        kind.textContent = e.type;
        const where = document.createElement('span');
        where.className = 'where';
        where.textContent = e.story;
        summary.append(time, ' ', kind, ' ', where);
        const pre = document.createElement('pre');
        pre.textContent = JSON.stringify(e.detail, null, 1);
        details.append(summary, pre);
        li.append(details);
        return li;
      }),
    );
    byId('log-empty').hidden = shown.length > 0;
    byId('log-empty').textContent = entries.length
      ? 'No event matches the filter.'
      : 'No events yet. Answer a question and its events show here.';
    count(entries.length);
  };
  const watch = (doc: Document) => {
    for (const name of EVENTS)
      doc.addEventListener(name, (e) => {
        const now = new Date();
        const time = `${now.toTimeString().slice(0, 8)}.${String(now.getMilliseconds()).padStart(3, '0')}`;
        const detail = (e as Event & { detail: unknown }).detail;
        // the newest first; a long session keeps the last LIMIT
        entries = [{ time, story: story(), type: name, detail }, ...entries].slice(0, LIMIT);
        render();
      });
  };
  watch(document);
  type.addEventListener('change', render);
  filter.addEventListener('input', render);
  byId('log-clear').addEventListener('click', () => {
    entries = [];
    render();
  });
  render();
  return watch;
}

// ————— show code —————

export type Framework = 'html' | 'react' | 'vue' | 'svelte';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** A JavaScript template literal holding `s` as written (safe inside a component's script block too). */
const literal = (s: string) =>
  '`' + s.replace(/[\\`]|\$\{/g, (m) => '\\' + m).replace(/<\/script/gi, '<\\/script') + '`';
const indent = (s: string, by: string) =>
  s
    .replace(/\s+$/, '')
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

/** The script-tag build's address on a CDN, once the package is published to npm. */
export const CDN = 'https://cdn.jsdelivr.net/npm/question-elements@0.1/dist/question-elements.js';

/**
 * The code a user would paste for this element, in plain HTML or a framework's own syntax: the
 * element with the attributes the story sets (not the demo's own) and the body.
 */
export function codeFor(
  framework: Framework,
  el: Element,
  body: string,
  file: string,
  knobAttributes: [string, string | true][],
): string {
  const tag = el.localName;
  const attributes: [string, string | true][] = [];
  for (const name of ['id', 'title', 'format'])
    if (el.hasAttribute(name)) attributes.push([name, el.getAttribute(name)!]);
  attributes.push(...knobAttributes);
  const html = (name: string, value: string | true) =>
    value === true ? name : `${name}="${escapeAttr(value)}"`;
  if (framework === 'html') {
    const open = [tag, ...attributes.map(([n, v]) => html(n, v))].join(' ');
    const type = file.endsWith('.json')
      ? 'application/json'
      : file.endsWith('.yaml')
        ? 'application/yaml'
        : '';
    // JSON and YAML go in a script child (kept as written); Markdown and HTML bodies are the element's text
    const inner = type
      ? `  <script type="${type}">\n${indent(body.replace(/<\/script/gi, '<\\/script'), '    ')}\n  </script>`
      : indent(escapeText(body), '  ');
    return [
      '<!-- the script-tag build: from a CDN once the package is on npm, until then dist/ copied to',
      '     your site (see the README) -->',
      `<script type="module" src="${CDN}"></script>`,
      '',
      `<${open}>`,
      inner,
      `</${tag}>`,
    ].join('\n');
  }
  const body_ = `const body = ${literal(body.replace(/\s+$/, ''))};`;
  if (framework === 'react') {
    const props = attributes.map(([n, v]) =>
      v === true
        ? n
        : n === 'style'
          ? `style={{ ${v
              .split(';')
              .filter(Boolean)
              .map((d) => {
                const [k, ...rest] = d.split(':');
                return `'${k.trim()}': '${rest.join(':').trim()}'`;
              })
              .join(', ')} }}`
          : html(n, v),
    );
    return [
      "import 'question-elements'; // defines the elements and types them in JSX (React 19)",
      '',
      body_,
      '',
      '/** The set; its answers come back as the next user message. */',
      'export function AgentQuestions({ onReply }: { onReply: (text: string) => void }) {',
      '  return (',
      `    <${tag}`,
      ...props.map((p) => `      ${p}`),
      '      data={body}',
      '      onquestion-answers={(event) => onReply(event.detail.text)}',
      '    />',
      '  );',
      '}',
    ].join('\n');
  }
  if (framework === 'vue') {
    return [
      "<!-- vite.config: vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('question-') } } }) -->",
      '<script setup lang="ts">',
      "import 'question-elements'; // defines the elements and types them for templates",
      "import type { QuestionAnswersEvent } from 'question-elements';",
      '',
      body_,
      'const emit = defineEmits<{ reply: [text: string] }>();',
      "const onAnswers = (event: QuestionAnswersEvent) => emit('reply', event.detail.text);",
      '</script>',
      '',
      '<template>',
      `  <${tag}`,
      ...attributes.map(([n, v]) => `    ${html(n, v)}`),
      '    :data="body"',
      '    @question-answers="onAnswers"',
      '  />',
      '</template>',
    ].join('\n');
  }
  return [
    '<script lang="ts">',
    "  import 'question-elements'; // defines the elements and types them for Svelte",
    '',
    '  let { onReply }: { onReply: (text: string) => void } = $props();',
    `  ${body_}`,
    '</script>',
    '',
    `<${tag}`,
    ...attributes.map(([n, v]) => `  ${html(n, v)}`),
    '  data={body}',
    '  onquestion-answers={(event) => onReply(event.detail.text)}',
    `></${tag}>`,
  ].join('\n');
}

/**
 * The code for a whole agent message: the markdown-it plugin renders its prose and turns each
 * question block into an element (a framework puts the HTML into the bubble as it does any
 * rendered Markdown).
 */
export function messageCodeFor(framework: Framework, message: string, streaming: boolean): string {
  const where = {
    html: 'bubble.innerHTML = html;',
    react: '// React: <div className="bubble" dangerouslySetInnerHTML={{ __html: html }} />',
    vue: '// Vue: <div class="bubble" v-html="html" />',
    svelte: '// Svelte: <div class="bubble">{@html html}</div>',
  }[framework];
  return [
    "import MarkdownIt from 'markdown-it';",
    "import questions from 'question-elements/markdown-it';",
    "import 'question-elements'; // defines the elements the plugin writes",
    '',
    `const message = ${literal(message.replace(/\s+$/, ''))};`,
    '',
    'const md = new MarkdownIt().use(questions);',
    '// streaming: true while the message still arrives (an unclosed last block waits, quietly)',
    `const html = md.render(message, { questions: { streaming: ${streaming} } });`,
    where,
    '',
    '// the answers go back as the next user message',
    "document.addEventListener('question-answers', (event) => sendUserMessage(event.detail.text));",
  ].join('\n');
}

// ————— docs from custom-elements.json —————

interface Described {
  name: string;
  description?: string;
  type?: { text?: string };
  default?: string;
  kind?: string;
  privacy?: string;
  static?: boolean;
  fieldName?: string;
}

interface Declaration {
  name: string;
  tagName?: string;
  description?: string;
  customElement?: boolean;
  attributes?: Described[];
  members?: Described[];
  events?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}

let docsDone = false;

/** Renders the docs of every custom element in the manifest, once. */
export async function renderDocs(into: HTMLElement, manifest: URL): Promise<void> {
  if (docsDone) return;
  docsDone = true;
  const json = (await (await fetch(manifest)).json()) as { modules: { declarations?: Declaration[] }[] };
  const elements = json.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d) => d.customElement && d.tagName);
  const seen = new Set<string>();
  const parts: HTMLElement[] = [];
  for (const d of elements) {
    if (seen.has(d.tagName!)) continue;
    seen.add(d.tagName!);
    const section = document.createElement('section');
    section.className = 'docs';
    const h = document.createElement('h2');
    h.textContent = `<${d.tagName}>`;
    section.append(h);
    if (d.description) section.append(paragraph(d.description));
    const members = (d.members ?? []).filter(
      (m) => !m.static && (!m.privacy || m.privacy === 'public') && !m.name.startsWith('#'),
    );
    section.append(
      table('Attributes', d.attributes ?? [], ['name', 'type', 'default', 'description']),
      table(
        'Properties',
        members.filter((m) => m.kind === 'field'),
        ['name', 'type', 'description'],
      ),
      table(
        'Methods',
        members.filter((m) => m.kind === 'method'),
        ['name', 'description'],
      ),
      table('Events', d.events ?? [], ['name', 'type', 'description']),
      table('CSS parts', d.cssParts ?? [], ['name', 'description']),
      table('CSS custom properties', d.cssProperties ?? [], ['name', 'default', 'description']),
    );
    parts.push(section);
  }
  into.replaceChildren(...parts);
  into.dataset.ready = String(parts.length);
}

function paragraph(s: string): HTMLElement {
  const p = document.createElement('p');
  p.append(...withCode(s));
  return p;
}

/** A description's text with its `code` spans as <code>, never raw backticks. */
export function withCode(s: string): (string | HTMLElement)[] {
  return s.split(/`([^`]+)`/).map((part, i) => (i % 2 === 0 ? part : codeOf(part)));
}

/** A <code>: one that is a single word (a name, `answered-by`) is never broken across lines. */
function codeOf(text: string): HTMLElement {
  const code = document.createElement('code');
  code.textContent = text;
  if (!/\s/.test(text)) code.className = 'word';
  return code;
}

function table(
  title: string,
  rows: Described[],
  columns: ('name' | 'type' | 'default' | 'description')[],
): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'table';
  const t = document.createElement('table');
  const caption = t.createCaption();
  caption.textContent = `${title} (${rows.length})`;
  const head = t.createTHead().insertRow();
  for (const c of columns) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = c;
    head.append(th);
  }
  const body = t.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    for (const c of columns) {
      const cell = tr.insertCell();
      // a phone stacks the cells, each under its column's name (demo.css)
      cell.dataset.column = c;
      const value = c === 'type' ? row.type?.text : row[c];
      if (c === 'name' || c === 'type' || c === 'default') {
        if (value) cell.append(codeOf(value));
      } else cell.append(...withCode(value ?? ''));
    }
  }
  wrap.append(t);
  return wrap;
}

// ————— axe —————

interface AxeResult {
  violations: {
    id: string;
    impact?: string;
    help: string;
    helpUrl: string;
    nodes: { target: unknown[] }[];
  }[];
  passes: unknown[];
}
declare global {
  interface Window {
    axe?: { run(context: Element, options?: object): Promise<AxeResult> };
  }
}

let axeLoading: Promise<void> | undefined;
let axeRun = 0;

/** Loads axe-core on first use and checks the story; the result lands in `into`. */
export async function runAxe(stage: HTMLElement, into: HTMLElement, script: URL): Promise<void> {
  const run = ++axeRun;
  delete into.dataset.ready;
  into.textContent = 'Checking…';
  axeLoading ??= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = script.href;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('axe-core could not be loaded'));
    document.head.append(s);
  });
  try {
    await axeLoading;
    // a fade-in settles first: axe checks the settled look
    await new Promise((r) => setTimeout(r, 200));
    const result = await window.axe!.run(stage, { resultTypes: ['violations'] });
    if (run !== axeRun) return;
    const p = document.createElement('p');
    p.className = result.violations.length ? 'bad' : 'good';
    p.textContent = result.violations.length
      ? `${result.violations.length} violation${result.violations.length > 1 ? 's' : ''} in this story.`
      : `No violations: ${result.passes.length} rules pass on this story.`;
    const list = document.createElement('ul');
    for (const v of result.violations) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = v.helpUrl;
      a.textContent = v.id;
      a.target = '_blank';
      a.rel = 'noopener';
      li.append(
        a,
        ` (${v.impact ?? 'minor'}): ${v.help} — ${v.nodes.length} element${v.nodes.length > 1 ? 's' : ''}: `,
      );
      const code = document.createElement('code');
      code.textContent = v.nodes.map((n) => JSON.stringify(n.target)).join(', ');
      li.append(code);
      list.append(li);
    }
    into.replaceChildren(p, list);
    into.dataset.ready = String(result.violations.length);
  } catch (error) {
    into.textContent = `axe could not run: ${(error as Error).message}`;
    into.dataset.ready = 'error';
  }
}

/**
 * The waiting badge of docs/chat.md ("Input is waiting"): `question-open` says a set became
 * answerable, so a host counts the sets still open (a newer set or the host may close one without
 * an event) and shows the count; the tab title and a notification while the tab is hidden follow.
 */
export function waitingBadge(root: HTMLElement, badge: HTMLElement): void {
  const open = new Set<HTMLElement & { state: string }>();
  const title = document.title;
  const show = () => {
    const n = [...open].filter((el) => el.isConnected && el.state === 'open').length;
    badge.dataset.open = String(n);
    badge.textContent = n ? `${n} waiting for your input` : 'Nothing waiting';
    document.title = n ? `(${n}) ${title}` : title;
  };
  root.addEventListener('question-open', (e) => {
    open.add(e.target as HTMLElement & { state: string });
    show();
    if (document.hidden && globalThis.Notification?.permission === 'granted')
      new Notification('Input needed', { body: 'A question set is waiting for your answer.' });
  });
  for (const done of ['question-answers', 'question-decline'])
    root.addEventListener(done, () => queueMicrotask(show));
  show();
}

// The gallery: reads fixtures/index.json and renders every fixture body, grouped by format.
import '../src/index.js';
import type { QuestionSetElement } from '../src/index.js';

const main = document.getElementById('main')!;
const nav = document.getElementById('nav')!;
const log = document.getElementById('log')!;

const BODY = /\.(json|yaml|md|html)$/;

async function load(): Promise<void> {
  const { files } = (await (await fetch('../fixtures/index.json')).json()) as { files: string[] };
  const only = new URLSearchParams(location.search).get('only');
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const [format, kind] = file.split('/');
    if (!BODY.test(file) || file.endsWith('.expected.json') || (kind !== 'valid' && kind !== 'invalid')) continue;
    if (only && !file.includes(only)) continue;
    const key = `${format} · ${kind}`;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  for (const [group, list] of groups) {
    const id = group.replace(/\W+/g, '-');
    const link = document.createElement('a');
    link.href = `#${id}`;
    link.textContent = `${group} (${list.length})`;
    nav.append(link);
    const section = document.createElement('section');
    section.id = id;
    const h = document.createElement('h2');
    h.textContent = group;
    section.append(h);
    for (const file of list) section.append(await story(file));
    main.append(section);
  }
  document.body.dataset.ready = 'true';
}

async function story(file: string): Promise<HTMLElement> {
  const body = await (await fetch(`../fixtures/${file}`)).text();
  const expected: { options?: { format?: string; attributes?: { id?: string; title?: string } } } = await fetch(
    `../fixtures/${file.replace(BODY, '.expected.json')}`,
  ).then((r) => (r.ok ? r.json() : {}));
  const wrap = document.createElement('div');
  wrap.className = 'story';
  const title = document.createElement('h3');
  title.textContent = file;
  const box = document.createElement('div');
  box.className = 'box';
  const el = document.createElement(file.startsWith('form/') ? 'question-form' : 'question-set') as QuestionSetElement;
  const attributes = expected.options?.attributes ?? {};
  if (attributes.id) el.setAttribute('id', attributes.id);
  if (attributes.title) el.setAttribute('title', attributes.title);
  if (expected.options?.format) el.format = expected.options.format as QuestionSetElement['format'];
  el.setAttribute('persist', 'off');
  el.data = body;
  box.append(el);
  wrap.append(title, box);
  return wrap;
}

for (const type of ['question-answers', 'question-decline', 'question-error'] as const) {
  document.addEventListener(type, (e) => {
    const detail = (e as CustomEvent).detail;
    log.textContent = `${type}\n${JSON.stringify(detail, null, 1)}\n\n` + log.textContent;
  });
}

void load();

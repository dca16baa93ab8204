// The pages the driver opens: one renderer's bundle (and CSS), the harness, and the set bodies.
import * as content from './content.mjs';

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
/** JSON inside a <script> element: no `</script>` can end it early. */
const scriptJson = (v) => JSON.stringify(v).replace(/</g, '\\u003c');

const BODY = {
  floor: content.floorJson,
  vance: content.vanceYaml,
  form: content.formJson,
  adaptivecard: content.adaptiveCard,
  survey: content.surveyJson,
  rjsf: content.rjsfJson,
};

/** The items of a page: each set's body as text, and for question-elements its element and attributes. */
export function items(renderer, count, { markdown = false, transcript = false } = {}) {
  return Array.from({ length: count }, (_, i) => {
    const set = content.abstractSet(i + 1, { markdown });
    const item = { body: BODY[renderer.format](set) };
    // a transcript: every set but the last was answered earlier (a reloaded chat history)
    const answered = transcript && i < count - 1;
    if (renderer.qe) {
      item.tag = renderer.qe.tag;
      item.attrs = { ...renderer.qe.attrs, ...(renderer.qe.title ? { title: set.title } : {}) };
      if (renderer.qe.script) item.script = renderer.qe.script;
      if (answered) {
        item.attrs.state = 'answered';
        item.answers = content.answersFor(renderer.format, set);
      }
    } else if (answered) item.receipt = content.answeredPhrases(set);
    return item;
  });
}

/** question-elements written into the page as a user would: the element with its body inside. */
function staticElement(item) {
  const attrs = Object.entries(item.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  const body = item.script
    ? `<script type="${item.script}">\n${item.body.replace(/<\/script/gi, '<\\/script')}</script>`
    : escapeHtml(item.body);
  return `<div class="msg"><${item.tag}${attrs}>${body}</${item.tag}></div>`;
}

/**
 * mode `fresh`: one set, rendered as the page loads; `chat`: the driver calls bench.chat() to
 * render every item; `wizard`: the 100-question set, for key presses. `lang`: the page's language
 * (the elements fetch the words of one other than English); `preload`: paths named in
 * `<link rel="modulepreload">` (`--cold-preload`).
 */
export function page(renderer, mode, list, { lang = 'en', preload = [] } = {}) {
  const qe = !!renderer.qe;
  const staticSets = qe && mode !== 'chat';
  const head = [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${renderer.id} ${mode}</title>`,
    '<style>body { margin: 16px; font-family: system-ui, sans-serif; } .msg { margin: 8px 0; }</style>',
    renderer.css ? `<link rel="stylesheet" href="/b/${renderer.id}.css">` : '',
    staticSets ? '' : `<script type="application/json" id="items">${scriptJson(list)}</script>`,
    qe ? '<script type="module" src="/qe/question-elements.js"></script>' : '',
    // `--cold-preload`: the chunks the body needs, fetched beside the entry
    ...preload.map((path) => `<link rel="modulepreload" href="${escapeHtml(path)}">`),
    '<script type="module">',
    "import { install } from '/harness.js';",
    qe ? '' : `import * as renderer from '/b/${renderer.id}.js';`,
    qe
      ? `install(null, ${JSON.stringify({ mode, static: staticSets })});`
      : mode === 'wizard'
        ? `install({ mount: renderer.mountWizard }, ${JSON.stringify({ mode })});`
        : `install(renderer, ${JSON.stringify({ mode })});`,
    '</script>',
    '</head>',
  ];
  const body = [
    '<body>',
    `<div id="log">${staticSets ? list.map(staticElement).join('\n') : ''}</div>`,
    '</body>',
    '</html>',
  ];
  return [...head, ...body].filter(Boolean).join('\n');
}

/** The wizard page's one item: 100 questions. */
export function wizardItems(renderer) {
  const w = content.wizardSet(100);
  if (renderer.qe)
    return [{ body: content.wizardVanceYaml(w), tag: 'question-set', script: 'application/yaml' }];
  return [{ body: content.wizardFloorJson(w) }];
}

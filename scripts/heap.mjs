// The JS heap one open set costs (issue 48), beside the size budgets: the built script-tag entry
// (dist/question-elements.js) in headless Chromium, WARM sets first (the code they run compiles
// and V8 optimises once per page, and the bounded caches fill: none of it is a set's), then SETS
// more open sets appended; V8's used heap after a forced
// garbage collection, after minus before, / SETS. The figure does not depend on the machine's
// speed or load (no timing in it); each body is read in a fresh page, several times, and the
// smallest reading counts (garbage a collection missed only ever adds).
//
//   node scripts/heap.mjs            the figure per body kind
//   node scripts/heap.mjs --check    and exit 1 when one is over HEAP_BUDGET (run by the checks: npm test)
//   node scripts/heap.mjs --by-constructor   also what one set retains, by constructor (heap snapshots
//                                    before and after; slower)
//
// Needs a built dist/ (`npm run build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/**
 * KiB of JS heap per open set, at most. Issue 48: Adaptive Cards 3.0.6 takes 7.9 KiB per card in
 * `npm run bench`'s chat log, and the target is 7.5; measured here 8.44 (vance) and 8.60 (form)
 * before the issue, 7.64 and 7.77 after it on its own branch, 7.73 and 7.85 rebased on issue 49's
 * streaming work (of which about 1 KiB is code V8 optimised during the 200 sets: a page's, not a
 * set's; `--by-constructor` lists it); 7.90 and 8.01-8.16 with issues 50 and 51 merged (the
 * delivery state and its line), so the budget went 8 -> 8.25. Issue 48's third round made Decline and
 * Cancel's row and the one-page form's questions plain DOM built once per set (fewer lit-html parts):
 * 7.93 / 8.04 -> 7.26-7.28 / 7.40-7.50, the target met. The form's readings fall at 7.40 or at
 * 7.47-7.55 from one page to the next (code V8 optimised, or not, during the 200 sets), so a
 * budget under 7.5 would fail now and then on the same build: it went 8.25 -> 7.6. A CI run then read
 * the form at 7.61, 7.62 and 7.48: one more page over, and the check fails with no change. The
 * warm-up went 10 -> 100 sets, so that V8's optimised code and the parse cache (32 results) are the
 * page's before the 200 are counted: 7.30 / 7.39-7.48 -> 6.94-7.05 / 7.09-7.17, each body's three
 * readings within 0.1 KiB. The budget is the target again: 7.6 -> 7.5.
 */
export const HEAP_BUDGET = 7.5;

const SETS = 200;
const WARM = 100;
const READINGS = 3;

/** The bodies: the benchmark's two (bench/content.mjs), each set a build of its own. */
const { abstractSet, vanceYaml, formJson } = await import('../bench/content.mjs');
const KINDS = {
  'vance YAML, <question-set layout="form">': {
    tag: 'question-set',
    script: 'application/yaml',
    body: (i) => vanceYaml(abstractSet(i)),
    attrs: { layout: 'form', 'scope-name': 'none' },
  },
  'form JSON, <question-form title>': {
    tag: 'question-form',
    body: (i) => formJson(abstractSet(i)),
    attrs: { 'scope-name': 'none' },
    title: (i) => abstractSet(i).title,
  },
};

const args = process.argv.slice(2);
const check = args.includes('--check');
const byConstructor = args.includes('--by-constructor');

if (!existsSync(join(dist, 'question-elements.js'))) {
  console.error('heap: no dist/question-elements.js: npm run build');
  process.exit(1);
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="/question-elements.js"></script></head><body><div id="log"></div></body></html>`;

const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist) || !existsSync(file)) return res.writeHead(404).end();
  const type = extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream';
  res.writeHead(200, { 'content-type': type }).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: false, // the flag below: new headless mode
  args: ['--headless=new', ...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
});

/** Appends sets from..to-1 of a kind and waits until each is rendered. */
function append(page, kind, from, to) {
  const k = KINDS[kind];
  const items = [];
  for (let i = from; i < to; i++)
    items.push({ body: k.body(i + 1), attrs: { ...k.attrs, ...(k.title ? { title: k.title(i + 1) } : {}) } });
  return page.evaluate(
    async (tag, script, items) => {
      const log = document.getElementById('log');
      const els = items.map(({ body, attrs }) => {
        const el = document.createElement(tag);
        for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
        if (script) {
          const s = document.createElement('script');
          s.type = script;
          s.textContent = body;
          el.append(s);
        } else el.textContent = body;
        log.append(el);
        return el;
      });
      await Promise.all(els.map((el) => el.updateComplete));
      const open = els.filter(
        (el) => el.state === 'open' && el.shadowRoot?.querySelector('[role="radio"], input[type="radio"]'),
      );
      return open.length;
    },
    k.tag,
    k.script,
    items,
  );
}

const gc = (page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      window.gc();
      await new Promise((r) => setTimeout(r));
    }
  });

/** A heap snapshot's self sizes by constructor (objects by their class name, the rest by their type). */
async function snapshot(cdp) {
  const chunks = [];
  const onChunk = (c) => chunks.push(c.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot: meta, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = meta.meta.node_fields;
  const types = meta.meta.node_types[0];
  const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const sums = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const t = types[nodes[i + type]];
    if (t === 'native' || t === 'synthetic') continue; // Blink's side: DOM nodes, style
    // objects by class, closures by function name, code by its kind; the rest (strings, arrays) by type
    const key =
      t === 'object' || t === 'closure' || t === 'code'
        ? `${t === 'object' ? '' : `(${t}) `}${strings[nodes[i + name]].slice(0, 60)}`
        : `(${t})`;
    const s = sums.get(key) ?? { count: 0, bytes: 0 };
    s.count++;
    s.bytes += nodes[i + size];
    sums.set(key, s);
  }
  return sums;
}

async function reading(kind, constructors) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e?.message ?? e)));
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => customElements.whenDefined('question-set'));
    if ((await append(page, kind, 0, WARM)) !== WARM) throw new Error(`${kind}: a warm-up set did not open`);
    const cdp = await page.createCDPSession();
    await gc(page);
    const before = constructors ? await snapshot(cdp) : undefined;
    const heap0 = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const open = await append(page, kind, WARM, WARM + SETS);
    if (open !== SETS) throw new Error(`${kind}: ${open} of ${SETS} sets opened`);
    await gc(page);
    const heap1 = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const after = constructors ? await snapshot(cdp) : undefined;
    if (errors.length) throw new Error(`${kind}: ${errors.join('; ')}`);
    return { kib: (heap1 - heap0) / SETS / 1024, before, after };
  } finally {
    await context.close();
  }
}

let over = false;
try {
  for (const kind of Object.keys(KINDS)) {
    const readings = [];
    for (let i = 0; i < READINGS; i++) readings.push(await reading(kind, byConstructor && i === 0));
    const kib = Math.min(...readings.map((r) => r.kib));
    const verdict = kib > HEAP_BUDGET ? 'OVER BUDGET' : 'within budget';
    if (kib > HEAP_BUDGET) over = true;
    console.log(
      `heap per open set, ${kind}: ${kib.toFixed(2)} KiB (readings ${readings.map((r) => r.kib.toFixed(2)).join(', ')}; budget ${HEAP_BUDGET} KiB) — ${verdict}`,
    );
    const { before, after } = readings[0];
    if (before && after) {
      const rows = [...after]
        .map(([key, a]) => {
          const b = before.get(key) ?? { count: 0, bytes: 0 };
          return { key, count: (a.count - b.count) / SETS, bytes: (a.bytes - b.bytes) / SETS };
        })
        .filter((r) => Math.abs(r.bytes) >= 8)
        .sort((x, y) => y.bytes - x.bytes);
      console.log('\n| per set: constructor | objects | bytes |\n| --- | --: | --: |');
      for (const r of rows.slice(0, 40))
        console.log(`| ${r.key} | ${r.count.toFixed(2)} | ${r.bytes.toFixed(0)} |`);
      const total = rows.reduce((s, r) => s + r.bytes, 0);
      console.log(`| all (JS objects, no Blink natives) | | ${total.toFixed(0)} |\n`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (check && over) {
  console.error(`heap: over budget (${HEAP_BUDGET} KiB per open set): see scripts/heap.mjs --by-constructor`);
  process.exit(1);
}

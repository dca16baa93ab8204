// `npm run bench`: question-elements side by side with the renderers users would pick instead
// (issue 6). Installs the bench's own dependencies on first use (npm ci --prefix bench), builds every
// bundle with the same esbuild settings, serves them on 127.0.0.1, drives headless Chromium and
// prints Markdown tables to stdout (progress goes to stderr). No figure here is asserted anywhere.
//
//   node bench/run.mjs [--rounds 7] [--sets 200] [--presses 10] [--only plain,qe-yaml,…]
//                      [--profile] [--build] [--chrome /usr/bin/chromium] [--lang de]
//                      [--scenarios transcript,…] [--heap-split] [--cold-plain] [--cold-preload]
//
//   --rounds N   rounds; every renderer runs once per round, the order rotated each round (default 7)
//   --sets N     sets in the chat log (default 200)
//   --presses N  key presses per wizard page (default 10)
//   --only IDS   only these renderers (the floor, `plain`, always runs: ratios need it)
//   --profile    also a sampled CPU profile of question-elements' chat logs, by source
//   --build      run `npm run build` first (otherwise dist/ is built only when missing)
//   --lang TAG   the pages' <html lang> (default en): another language fetches its words' chunk
//   --scenarios LIST  only these scenarios: fresh, arrival, chat, md, wizard, transcript, cold, scope (default all but scope;
//                the chat log's tables need fresh and chat)
//   --heap-split also split the chat log's and the transcript's JS heap growth into JS objects and
//                compiled code, by a heap snapshot before and after (slower; the times of those runs
//                then include less of the page's own garbage collection)
//   --cold-plain    the cold start's question-elements body without Markdown in its texts (what
//                markdown-it costs the cold start)
//   --cold-preload  the cold start's page also names the lazy chunks its body needs in
//                `<link rel="modulepreload">` (learnt from a run without): what the round trip
//                after the entry costs, the bytes the same
//   --cold-yaml-doc the cold start's vance YAML body opens with a document marker (`---`), which
//                the entry's own reader of plain block YAML hands on to the YAML parser: the body
//                needs the parser's chunk as well as its decoder's (issue 36)
//   --scope-sets LIST  with `--scenarios scope` (never run by default): question-elements' open
//                sets in ONE scope, LIST sets each (default 1000,5000), added to a page (each newer
//                set closing the one before) and then removed one by one, first to last; prints the
//                cost per set of each (issue 31: joining and leaving a scope walked every rival).
//                Only question-elements and the floor are built: `--only qe-yaml --scenarios scope`
//                needs none of the peers' packages
//   BENCH_TOP=N  with --profile: list N functions (default 12 by own time, 16 with all they call)
//   --dist DIR   question-elements' script-tag build to load (default dist/): another build, e.g. one
//                copied from before a change, to run before and after back to back
//   the arrival scenario (issue 48): the library loaded and idle for 500 ms, then a set arrives
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { SourceMap } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BENCH = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(BENCH, '..');
const DIST = join(ROOT, 'dist');

// ————— arguments —————

function parseArgs(argv) {
  const opts = {
    rounds: 7,
    sets: 200,
    presses: 10,
    only: undefined,
    profile: false,
    build: false,
    chrome: undefined,
    lang: 'en',
    scenarios: undefined,
    heapSplit: false,
    coldPlain: false,
    coldPreload: false,
    coldYamlDoc: false,
    scopeSets: [1000, 5000],
    dist: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    const int = (name) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) throw new Error(`${name} takes a whole number`);
      return n;
    };
    if (flag === '--rounds') opts.rounds = int('--rounds');
    else if (flag === '--sets') opts.sets = Math.max(1, int('--sets'));
    else if (flag === '--presses') opts.presses = Math.max(1, int('--presses'));
    else if (flag === '--only') opts.only = value().split(',');
    else if (flag === '--profile') opts.profile = true;
    else if (flag === '--build') opts.build = true;
    else if (flag === '--chrome') opts.chrome = value();
    else if (flag === '--lang') opts.lang = value();
    else if (flag === '--scenarios') opts.scenarios = value().split(',');
    else if (flag === '--heap-split') opts.heapSplit = true;
    else if (flag === '--cold-plain') opts.coldPlain = true;
    else if (flag === '--cold-preload') opts.coldPreload = true;
    else if (flag === '--cold-yaml-doc') opts.coldYamlDoc = true;
    else if (flag === '--dist') opts.dist = value();
    else if (flag === '--scope-sets')
      opts.scopeSets = value()
        .split(',')
        .map((n) => {
          if (!/^\d+$/.test(n) || Number(n) < 1)
            throw new Error('--scope-sets takes whole numbers, e.g. 1000,5000');
          return Number(n);
        });
    else if (flag === '--help' || flag === '-h') {
      console.log(
        readFileSync(fileURLToPath(import.meta.url), 'utf8')
          .split('\n')
          .filter((line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('//')))
          .join('\n'),
      );
      process.exit(0);
    } else throw new Error(`unknown argument ${argv[i]} (see --help)`);
  }
  return opts;
}

const log = (...args) => console.error(...args);

// ————— setup: dependencies, dist, bundles —————

function sh(cmd, args, cwd) {
  log(`bench: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', 2, 2] });
  if (result.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${result.status ?? result.error})`);
}

function setup(opts) {
  if (!existsSync(join(ROOT, 'node_modules', 'esbuild')))
    throw new Error('the root dependencies are missing: run `npm install` first');
  // question-elements and the floor alone need no peer's package: the root's puppeteer-core will do
  const peers = !opts.only || opts.only.some((id) => !/^(qe-|lit-floor$)/.test(id));
  const puppeteer = (dir) => existsSync(join(dir, 'node_modules', 'puppeteer-core'));
  if (!puppeteer(BENCH) && (peers || !puppeteer(ROOT)))
    sh('npm', ['ci', '--prefix', BENCH, '--no-audit', '--no-fund'], ROOT);
  if (opts.dist) {
    if (!existsSync(join(opts.dist, 'question-elements.js')))
      throw new Error(`--dist ${opts.dist}: no question-elements.js there`);
    return;
  }
  if (opts.build || !existsSync(join(DIST, 'question-elements.js'))) sh('npm', ['run', 'build'], ROOT);
  const built = statSync(join(DIST, 'question-elements.js')).mtimeMs;
  const newer = readdirSync(join(ROOT, 'src'), { recursive: true }).filter(
    (f) => /\.ts$/.test(f) && statSync(join(ROOT, 'src', f)).mtimeMs > built,
  );
  if (newer.length)
    log(
      `bench: warning: dist/ is older than ${newer.length} file(s) in src/ (${newer[0]}, …): --build rebuilds it`,
    );
}

// ————— the server —————

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.html': 'text/html',
};

function serve(OUT) {
  const pages = new Map();
  const gzipped = new Map();
  const file = (base, path) => {
    const full = normalize(join(base, path));
    return full.startsWith(base) && existsSync(full) ? full : undefined;
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let body;
    let type = 'text/html; charset=utf-8';
    if (pages.has(path)) body = pages.get(path);
    else {
      const full =
        path === '/harness.js'
          ? join(BENCH, 'harness.js')
          : path.startsWith('/b/')
            ? file(OUT, path.slice(3))
            : path.startsWith('/qe/')
              ? file(join(OUT, 'qe'), path.slice(4))
              : undefined;
      if (full) {
        body = readFileSync(full);
        type = `${TYPES[extname(full)] ?? 'application/octet-stream'}; charset=utf-8`;
      }
    }
    if (body === undefined) {
      res.writeHead(404, { 'cache-control': 'no-store' }).end('not found');
      return;
    }
    // compressed as any server would (the cold start on a slow network counts the bytes sent)
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024) {
      const key = `${path}\0${body.length}`;
      if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 9 }));
      body = gzipped.get(key);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  let n = 0;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      resolve({
        base,
        add(html) {
          const path = `/p/${++n}.html`;
          pages.set(path, html);
          return base + path;
        },
        drop: (url) => pages.delete(new URL(url).pathname),
        close: () => new Promise((r) => server.close(r)),
      });
    }),
  );
}

// ————— one page in its own browser context —————

async function withPage(browser, url, fn) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e?.message ?? e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const result = await fn(page);
    if (errors.length) result.errors = errors;
    return result;
  } finally {
    await context.close();
  }
}

const metricsOf = async (cdp) =>
  Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

// ————— scenarios —————

async function freshPage(ctx, r) {
  const url = ctx.server.add(ctx.page(r, 'fresh', ctx.items(r, 1)));
  try {
    return await withPage(ctx.browser, url, async (page) => {
      await page.waitForFunction(() => window.__fresh, { timeout: 120_000, polling: 50 });
      const fresh = await page.evaluate(() => window.__fresh);
      if (fresh.error) throw new Error(`${r.id} fresh page: ${fresh.error}`);
      const check = await page.evaluate(() => window.bench.inventory());
      // where the milliseconds went, from navigation start: the HTML, the renderer's last script file
      // (the entry, or the last lazy chunk), the harness starting (the bundle evaluated), its ready
      const phases = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        // the files the set waited for: not those fetched after it showed (the idle preload, issue 48)
        const js = performance
          .getEntriesByType('resource')
          .filter(
            (e) =>
              /\.m?js$/.test(new URL(e.name).pathname) &&
              !e.name.endsWith('/harness.js') &&
              e.startTime < window.__fresh.ownReady,
          );
        return {
          html: nav.responseEnd,
          scripts: Math.max(0, ...js.map((e) => e.responseEnd)),
          files: js.length,
          harness: window.__fresh.harnessStart,
          ready: window.__fresh.ownReady,
        };
      });
      return { ms: fresh.ms, check, phases };
    });
  } finally {
    ctx.server.drop(url);
  }
}

/** How long the library sits loaded and idle before a set arrives (issue 48). */
const IDLE_MS = 500;

/**
 * A set arrives (issue 48): the page has loaded the renderer and been idle for IDLE_MS, then one
 * set is rendered, until its inputs show and a forced layout ran. What a chat user waits for when
 * the session's first question comes; the files fetched from then on are the round trips it waits.
 */
async function arrival(ctx, r, { profile = false } = {}) {
  const url = ctx.server.add(ctx.page(r, 'chat', ctx.items(r, 1)));
  try {
    return await withPage(ctx.browser, url, async (page) => {
      await page.waitForFunction(() => window.bench, { timeout: 120_000 });
      const cdp = profile && (await page.createCDPSession());
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      }
      await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), IDLE_MS);
      if (profile) await cdp.send('Profiler.start');
      const timing = await page.evaluate(
        () => new Promise((resolve, reject) => setTimeout(() => window.bench.arrive().then(resolve, reject))),
      );
      const cpu = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
      return { ...timing, cpu };
    });
  } finally {
    ctx.server.drop(url);
  }
}

async function chatLog(ctx, r, { markdown = false, profile = false } = {}) {
  const url = ctx.server.add(ctx.page(r, 'chat', ctx.items(r, ctx.opts.sets, { markdown })));
  try {
    return await withPage(ctx.browser, url, async (page) => {
      await page.waitForFunction(() => window.bench, { timeout: 120_000 });
      const cdp = await page.createCDPSession();
      await cdp.send('Performance.enable');
      await page.evaluate(() => window.bench.gc());
      const heap0 = await cdp.send('Runtime.getHeapUsage');
      const split0 = ctx.opts.heapSplit && (await heapSplit(cdp));
      const m0 = await metricsOf(cdp);
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      // in a task of the page's own (not inside the evaluation), so Chromium's metrics count its script time
      const timing = await page.evaluate(
        () => new Promise((resolve, reject) => setTimeout(() => window.bench.chat().then(resolve, reject))),
      );
      const cpu = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
      const m1 = await metricsOf(cdp);
      await page.evaluate(() => window.bench.gc());
      const heap1 = await cdp.send('Runtime.getHeapUsage');
      const split = split0 && perSet(split0, await heapSplit(cdp), ctx.opts.sets);
      const n = ctx.opts.sets;
      const check = await page.evaluate(() => window.bench.inventory());
      const after = await page.evaluate(() => window.bench.settle());
      const fetched = await page.evaluate(() => window.bench.fetched());
      // last, after every check of the log: the heap of N more sets, the page's code compiled
      await page.evaluate(() => window.bench.more());
      await page.evaluate(() => window.bench.gc());
      const heap2 = await cdp.send('Runtime.getHeapUsage');
      const d = (k) => m1[k] - m0[k];
      return {
        ...timing,
        heapPerSet: (heap1.usedSize - heap0.usedSize) / n,
        heapMorePerSet: (heap2.usedSize - heap1.usedSize) / n,
        embedderPerSet: (heap1.embedderHeapUsedSize - heap0.embedderHeapUsedSize) / n,
        split,
        script: d('ScriptDuration') * 1000,
        style: d('RecalcStyleDuration') * 1000,
        styleCount: d('RecalcStyleCount'),
        layoutMs: d('LayoutDuration') * 1000,
        layoutCount: d('LayoutCount'),
        task: d('TaskDuration') * 1000,
        check,
        after,
        fetched,
        cpu,
      };
    });
  } finally {
    ctx.server.drop(url);
  }
}

/**
 * The V8 side of a heap snapshot in two sums: compiled code (bytecode and machine code, which grows
 * with the code a page has run, not with the sets it shows) and every other JS object. Blink's
 * own objects (native, in Chromium's snapshot together with a DOM node's JS wrapper) are left out.
 */
async function heapSplit(cdp) {
  const chunks = [];
  const onChunk = (c) => chunks.push(c.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [type, size] = [fields.indexOf('type'), fields.indexOf('self_size')];
  const sums = { objects: 0, code: 0 };
  for (let i = 0; i < nodes.length; i += fields.length) {
    const t = types[nodes[i + type]];
    if (t === 'code') sums.code += nodes[i + size];
    else if (t !== 'native' && t !== 'synthetic') sums.objects += nodes[i + size];
  }
  return sums;
}

const perSet = (a, b, n) => ({ objects: (b.objects - a.objects) / n, code: (b.code - a.code) / n });

/** Renderers with a receipt of their own for a transcript's answered sets. */
const hasReceipt = (r) => !!r.qe || r.id === 'plain';

/** A transcript: N sets, all answered but the last (restored receipts), until every receipt and the open set's inputs show. */
async function transcript(ctx, r, { profile = false } = {}) {
  const url = ctx.server.add(ctx.page(r, 'chat', ctx.items(r, ctx.opts.sets, { transcript: true })));
  try {
    return await withPage(ctx.browser, url, async (page) => {
      await page.waitForFunction(() => window.bench, { timeout: 120_000 });
      await page.evaluate(() => window.bench.gc());
      const cdp = await page.createCDPSession();
      const heap0 = await cdp.send('Runtime.getHeapUsage');
      const split0 = ctx.opts.heapSplit && (await heapSplit(cdp));
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      const timing = await page.evaluate(
        () =>
          new Promise((resolve, reject) => setTimeout(() => window.bench.transcript().then(resolve, reject))),
      );
      const cpu = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
      await page.evaluate(() => window.bench.gc());
      const heap1 = await cdp.send('Runtime.getHeapUsage');
      const split = split0 && perSet(split0, await heapSplit(cdp), ctx.opts.sets);
      const nodes = await page.evaluate(() => window.bench.receiptNodes());
      return { ...timing, heapPerSet: (heap1.usedSize - heap0.usedSize) / ctx.opts.sets, split, nodes, cpu };
    });
  } finally {
    ctx.server.drop(url);
  }
}

/**
 * Competition in one scope (issue 31): `n` open sets in one page and one scope (the bench's
 * `scope: none` taken off), each newer one closing the one before as it arrives, until every set
 * has rendered; then removed one by one, first to last, each leaving its scope. Timed once: a
 * scope that walks every rival makes adding quadratic and removing cubic.
 */
async function scopeRun(ctx, r, n) {
  const list = ctx.items(r, n).map((item) => {
    const { scope: _, ...attrs } = item.attrs ?? {};
    return { ...item, attrs };
  });
  const url = ctx.server.add(ctx.page(r, 'chat', list));
  try {
    return await withPage(ctx.browser, url, async (page) => {
      await page.waitForFunction(() => window.bench, { timeout: 120_000 });
      return page.evaluate(
        () => new Promise((resolve, reject) => setTimeout(() => window.bench.scope().then(resolve, reject))),
      );
    });
  } finally {
    ctx.server.drop(url);
  }
}

/** Chromium's network emulation for the cold start (issue 18): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/**
 * Cold start on a slow network: one set (question-elements: vance YAML with Markdown in its
 * texts, or form JSON; the peers their own), cache off, from navigation to the set's inputs and a
 * forced layout. Round trips after the entry: the waves of the renderer's own files that start
 * only once an earlier one has arrived.
 */
async function coldStart(ctx, r, preload) {
  const { coldPlain, coldPreload } = ctx.opts;
  // the chunks to name are the ones a run without the hints fetched after the entry (learnt once)
  if (!preload)
    preload = !(coldPreload && r.qe) ? [] : (ctx.coldChunks[r.id] ??= (await coldStart(ctx, r, [])).paths);
  const list = ctx.items(r, 1, { markdown: !!r.qe && !coldPlain });
  if (ctx.opts.coldYamlDoc && r.format === 'vance') list[0].body = `---\n${list[0].body}`;
  const url = ctx.server.add(ctx.page(r, 'fresh', list, { preload }));
  const context = await ctx.browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setCacheEnabled(false);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__fresh, { timeout: 120_000, polling: 50 });
    const fresh = await page.evaluate(() => window.__fresh);
    if (fresh.error) throw new Error(`${r.id} cold start: ${fresh.error}`);
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        path: new URL(e.name).pathname,
        bytes: e.transferSize,
        start: e.startTime,
        end: e.responseEnd,
      })),
    );
    const own = resources
      .filter((e) => e.path.startsWith('/qe/') || e.path.startsWith('/b/'))
      .sort((a, b) => a.start - b.start);
    const entry = own.find((e) => e.path.endsWith('.js')) ?? own[0];
    // a wave starts with a file requested after every file of the wave before it had arrived
    let waves = 0;
    let waveEnd = -Infinity;
    for (const e of own.filter((x) => x !== entry && x.start >= (entry?.end ?? 0) - 1)) {
      if (e.start >= waveEnd - 1) {
        waves++;
        waveEnd = e.end;
      } else waveEnd = Math.min(waveEnd, e.end);
    }
    return {
      ms: fresh.ms,
      bytes: own.reduce((sum, e) => sum + e.bytes, 0),
      files: own.length,
      after: waves,
      chunks: own
        .filter((x) => x !== entry)
        .map((x) => x.path.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')),
      paths: own.filter((x) => x !== entry && x.path.endsWith('.js')).map((x) => x.path),
    };
  } finally {
    await context.close();
    ctx.server.drop(url);
  }
}

async function wizard(ctx, r) {
  const url = ctx.server.add(ctx.page(r, 'wizard', ctx.wizardItems(r)));
  try {
    return await withPage(ctx.browser, url, async (page) => {
      await page.waitForFunction(() => window.__fresh, { timeout: 120_000, polling: 50 });
      const fresh = await page.evaluate(() => window.__fresh);
      if (fresh.error) throw new Error(`${r.id} wizard page: ${fresh.error}`);
      if (!(await page.evaluate(() => window.bench.focusWizard())))
        throw new Error(`${r.id} wizard: no focus`);
      const presses = [];
      for (let k = 1; k <= ctx.opts.presses; k++) {
        // "1" picks the first option (a pick never moves a wizard); the timed key is Enter, which moves on
        await page.keyboard.press('1');
        await new Promise((res) => setTimeout(res, 30));
        await page.evaluate(() => {
          window.__step = window.bench.armWizard();
        });
        await page.keyboard.press('Enter');
        const step = await page.evaluate(() => window.__step);
        if (step.index !== k) throw new Error(`${r.id} wizard: after press ${k} the step is ${step.index}`);
        presses.push(step);
        await new Promise((res) => setTimeout(res, 30));
      }
      const med = (key) => median(presses.map((p) => p[key]));
      return { busy: med('busy'), painted: med('painted'), update: med('update'), layout: med('layout') };
    });
  } finally {
    ctx.server.drop(url);
  }
}

// ————— statistics and formatting —————

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const stats = (xs) =>
  xs.length ? { med: median(xs), min: Math.min(...xs), max: Math.max(...xs) } : undefined;

const num = (x) =>
  x === undefined || Number.isNaN(x)
    ? '—'
    : Math.abs(x) >= 100
      ? Math.round(x).toString()
      : Math.abs(x) >= 10
        ? x.toFixed(1)
        : x.toFixed(2);
const ratio = (x) =>
  x === undefined || !Number.isFinite(x) ? '' : ` · ${x >= 10 ? x.toFixed(0) : x.toFixed(2)}×`;
const kib = (b) => (b === undefined ? '—' : `${(b / 1024).toFixed(1)} KiB`);

/** `median (min–max) unit · ratio×` */
function cell(values, ratios, unit = '') {
  const v = stats(values.filter((x) => x !== undefined));
  if (!v) return '—';
  const rs = ratios ? stats(ratios.filter((x) => x !== undefined && Number.isFinite(x))) : undefined;
  const spread = values.length > 1 ? ` (${num(v.min)}–${num(v.max)})` : '';
  return `${num(v.med)}${spread}${unit}${rs ? ratio(rs.med) : ''}`;
}

const row = (cells) => `| ${cells.join(' | ')} |`;

// ————— the CPU profile, by source —————

const CATEGORIES = [
  [/node_modules\/yaml\//, 'decoding: YAML parser'],
  [/src\/codec\//, 'decoding: codec (formats, checks)'],
  [/src\/body\.ts/, 'decoding: codec (formats, checks)'],
  [/node_modules\/(markdown-it|linkify-it|mdurl|uc\.micro|entities|punycode)\//, 'Markdown: markdown-it'],
  [/src\/markdown/, 'Markdown: glue, cache'],
  [/node_modules\/lit-html\//, 'templates: lit-html (template clone, parts, commit)'],
  [/node_modules\/(@lit\/reactive-element|lit-element)\//, 'Lit element lifecycle, adoptedStyleSheets'],
  [/src\/elements\/styles\.ts/, 'styles (CSS text)'],
  [/src\/elements\/persistence\.ts/, 'draft persistence (sessionStorage)'],
  [/src\/wizard\//, 'wizard state'],
  [/src\/session\//, 'session: steps, draft store'],
  [/src\/elements\//, 'element: render() and lifecycle code'],
  [/src\//, 'other src'],
];

/** The harness's own frames: its `offsetHeight` read runs the forced style and layout (a DOM getter has no frame of its own). */
const HARNESS = 'harness: the forced style + layout (its offsetHeight read)';

function profileBreakdown(profile, distDir) {
  const maps = new Map();
  const mapFor = (url) => {
    const file = url.replace(/^.*\/qe\//, '');
    if (!maps.has(file)) {
      const path = join(distDir, `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const jsCategory = (frame) => {
    const { url, lineNumber, columnNumber } = frame;
    if (url.includes('/harness.js')) return HARNESS;
    if (url.includes('/qe/')) {
      const entry = mapFor(url)?.findEntry(lineNumber, columnNumber);
      const source = entry?.originalSource ?? '';
      for (const [re, name] of CATEGORIES) if (re.test(source)) return name;
      return `bundle: ${source.replace(/^.*?(node_modules\/|src\/)/, '$1') || 'unmapped'}`;
    }
    return `other: ${url}`;
  };
  const categoryOf = (node) => {
    const own = node.callFrame.functionName;
    if (own === '(garbage collector)') return ['garbage collection'];
    if (own === '(program)')
      return ['native outside JS: style, layout and paint in frames, parsing, compiling'];
    if (own === '(idle)') return ['idle (waiting: network, frames)'];
    // a native function (DOM API, builtin) counts for its nearest JS caller, apart from its own JS
    const natives = [];
    for (let cur = node; cur; cur = byId.get(parent.get(cur.id))) {
      if (!cur.callFrame.url) {
        if (cur.callFrame.functionName) natives.push(cur.callFrame.functionName);
        continue;
      }
      const cat = jsCategory(cur.callFrame);
      if (!natives.length) return [cat];
      const native = `\`${natives[natives.length - 1]}\` from ${cat}`;
      if (cat === HARNESS) return ['harness: other native calls', native];
      return [`${cat} — native calls (DOM, builtins)`, native];
    }
    return ['root'];
  };
  /** The nearest function of our sources a sample is in (its own time and its native calls'). */
  const ownFunction = (node) => {
    for (let cur = node; cur; cur = byId.get(parent.get(cur.id))) {
      const { url, lineNumber, columnNumber, functionName } = cur.callFrame;
      if (!url.includes('/qe/')) continue;
      const entry = mapFor(url)?.findEntry(lineNumber, columnNumber);
      const source = (entry?.originalSource ?? '').replace(/^.*?(node_modules\/|src\/)/, '$1');
      if (!source.startsWith('src/')) return undefined;
      return `\`${entry?.name ?? functionName ?? '?'}\` (${source}:${(entry?.originalLine ?? 0) + 1})`;
    }
    return undefined;
  };
  const totals = new Map();
  const nativeTotals = new Map();
  const functionTotals = new Map();
  const inclusiveTotals = new Map();
  /** Every function of our sources on a sample's stack, each once (its time with all it calls). */
  const onStack = (node) => {
    const seen = new Set();
    for (let cur = node; cur; cur = byId.get(parent.get(cur.id))) {
      const fn = cur.callFrame.url.includes('/qe/') ? ownFunction(cur) : undefined;
      if (fn) seen.add(fn);
    }
    return seen;
  };
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(samples[i]);
    const [cat, native] = categoryOf(node);
    totals.set(cat, (totals.get(cat) ?? 0) + dt);
    if (native) nativeTotals.set(native, (nativeTotals.get(native) ?? 0) + dt);
    const fn = ownFunction(node);
    if (fn) functionTotals.set(fn, (functionTotals.get(fn) ?? 0) + dt);
    for (const f of onStack(node)) inclusiveTotals.set(f, (inclusiveTotals.get(f) ?? 0) + dt);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    categories: sorted(totals),
    natives: sorted(nativeTotals).slice(0, 8),
    functions: sorted(functionTotals).slice(0, Number(process.env.BENCH_TOP ?? 12)),
    inclusive: sorted(inclusiveTotals).slice(0, Number(process.env.BENCH_TOP ?? 16)),
  };
}

// ————— main —————

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  setup(opts);
  const { buildAll, renderers, OUT } = await import('./build.mjs');
  const pages = await import('./page.mjs');
  const { default: puppeteer } = await import('puppeteer-core');

  let list = renderers();
  if (opts.only) list = list.filter((r) => r.id === 'plain' || opts.only.includes(r.id));
  const ids = list.map((r) => r.id);

  log('bench: building the bundles');
  const sizes = await buildAll(list, { dist: opts.dist && resolve(opts.dist) });

  const server = await serve(OUT);
  const userDataDir = mkdtempSync(join(tmpdir(), 'qe-bench-'));
  const browser = await puppeteer.launch({
    executablePath: opts.chrome ?? CHROMIUM_PATH,
    headless: false, // the flag below: new headless mode
    userDataDir,
    defaultViewport: { width: 1280, height: 800 },
    args: ['--headless=new', ...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
  });
  const chromium = await browser.version();
  const load0 = loadavg();
  const ctx = {
    browser,
    server,
    opts,
    page: (r, mode, list, more = {}) => pages.page(r, mode, list, { lang: opts.lang, ...more }),
    coldChunks: {},
    items: pages.items,
    wizardItems: pages.wizardItems,
  };
  const results = []; // results[round][id]
  const last = {}; // the last round's untimed checks, per id
  const want = (scenario) => !opts.scenarios || opts.scenarios.includes(scenario);
  const errors = [];
  const profiles = [];
  const scopes = [];
  try {
    // one untimed page first: the browser's processes start outside any figure
    await freshPage(ctx, list[0]);
    for (let round = 0; round < opts.rounds; round++) {
      const order = [...ids.slice(round % ids.length), ...ids.slice(0, round % ids.length)];
      log(`bench: round ${round + 1}/${opts.rounds}: ${order.join(', ')}`);
      const res = {};
      for (const id of order) {
        const r = list.find((x) => x.id === id);
        const out = {};
        const fresh = want('fresh') ? await freshPage(ctx, r) : undefined;
        out.fresh = fresh?.ms;
        out.phases = fresh?.phases;
        if (want('arrival')) out.arrival = await arrival(ctx, r);
        const chat = want('chat') ? await chatLog(ctx, r) : undefined;
        out.chat = chat;
        if (r.qe && want('md')) out.md = await chatLog(ctx, r, { markdown: true });
        if ((r.id === 'qe-yaml' || r.id === 'plain') && want('wizard')) out.wizard = await wizard(ctx, r);
        if (hasReceipt(r) && want('transcript')) out.transcript = await transcript(ctx, r);
        if (r.id !== 'survey' && r.id !== 'rjsf' && want('cold')) out.cold = await coldStart(ctx, r);
        for (const e of [
          ...(fresh?.errors ?? []),
          ...(out.arrival?.errors ?? []),
          ...(chat?.errors ?? []),
          ...(out.md?.errors ?? []),
        ])
          errors.push(`${id}: ${e}`);
        if (chat)
          last[id] = {
            fresh: fresh?.check,
            chat: chat.check,
            after: chat.after,
            fetched: chat.fetched,
            md: out.md,
          };
        res[id] = out;
        log(
          `  ${id}:` +
            (fresh ? ` fresh ${num(out.fresh)} ms,` : '') +
            (out.arrival
              ? ` arrival ${num(out.arrival.ms)} ms (${out.arrival.files.length} files after it),`
              : '') +
            (chat ? ` log ${num(chat.ms)} ms, heap ${num(chat.heapPerSet / 1024)} KiB/set` : '') +
            (out.md ? `, md log ${num(out.md.ms)} ms` : '') +
            (out.wizard ? `, step ${num(out.wizard.busy)}/${num(out.wizard.painted)} ms` : '') +
            (out.transcript
              ? `, transcript ${num(out.transcript.ms)} ms, ${num(out.transcript.heapPerSet / 1024)} KiB/set`
              : '') +
            (out.cold ? `, cold ${num(out.cold.ms)} ms (${out.cold.after} after the entry)` : ''),
        );
      }
      results.push(res);
    }
    // only when named: thousands of sets, timed once
    if (opts.scenarios?.includes('scope'))
      for (const r of list.filter((x) => x.qe))
        for (const n of opts.scopeSets) {
          log(`bench: scope, ${r.id}, ${n} sets`);
          const run = await scopeRun(ctx, r, n);
          for (const e of run.errors ?? []) errors.push(`${r.id} scope: ${e}`);
          scopes.push({ id: r.id, n, ...run });
          log(
            `  ${r.id}, ${n} sets in one scope: added ${num(run.add)} ms (${num((run.add / n) * 1000)} µs/set), ` +
              `removed ${num(run.remove)} ms (${num((run.remove / n) * 1000)} µs/set), ${run.open} left open`,
          );
        }
    if (opts.profile) {
      for (const id of ids.filter((x) => list.find((r) => r.id === x).qe)) {
        const r = list.find((x) => x.id === id);
        for (const kind of ['arrival', 'log', 'markdown', 'transcript']) {
          if (!want(kind === 'log' ? 'chat' : kind === 'markdown' ? 'md' : kind)) continue;
          log(`bench: profiling ${id} (${kind})`);
          const run =
            kind === 'transcript'
              ? await transcript(ctx, r, { profile: true })
              : kind === 'arrival'
                ? await arrival(ctx, r, { profile: true })
                : await chatLog(ctx, r, { markdown: kind === 'markdown', profile: true });
          profiles.push({ id, kind, run, breakdown: profileBreakdown(run.cpu, join(OUT, 'qe')) });
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(userDataDir, { recursive: true, force: true });
    rmSync(OUT, { recursive: true, force: true });
  }
  const load1 = loadavg();

  // ————— the tables —————
  const name = (id) => list.find((r) => r.id === id).name;
  const series = (id, get) => results.map((res) => (res[id] ? get(res[id]) : undefined));
  const ratios = (id, get, floorGet = get) =>
    results.map((res) => (res[id] && res.plain ? get(res[id]) / floorGet(res.plain) : undefined));

  const out = [];
  const cpuModel = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  out.push(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cpus().length} cores (${cpuModel}) · ` +
      `${chromium} (headless) · Node ${process.version} · ${opts.rounds} rounds, order rotated · ` +
      (opts.lang === 'en' ? '' : `pages in lang="${opts.lang}" · `) +
      `load average ${load0[0].toFixed(1)} at the start, ${load1[0].toFixed(1)} at the end`,
    '',
    `Every figure: median (min–max) over the rounds · ratio to the plain-DOM floor (median of the per-round ratios).`,
    '',
  );

  // bundle sizes
  out.push('**Bundle** (esbuild: minified, production, everything inlined, ESM; gzip level 9)', '');
  out.push(
    row([
      'renderer',
      'entry JS min',
      'entry JS gzip',
      'total JS min',
      'total JS gzip',
      'CSS min',
      'CSS gzip',
      'entry JS + CSS gzip',
    ]),
  );
  out.push(row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:']));
  const floor = sizes.plain;
  const sz = (b, f) => (b === undefined ? '—' : `${kib(b)}${f ? ratio(b / f) : ''}`);
  const firstPaint = (s) => s.entry.gzip + (s.css?.gzip ?? 0);
  for (const id of ids) {
    const s = sizes[id];
    out.push(
      row([
        name(id),
        sz(s.entry.min, floor.entry.min),
        sz(s.entry.gzip, floor.entry.gzip),
        sz(s.total.min, floor.total.min),
        sz(s.total.gzip, floor.total.gzip),
        sz(s.css?.min),
        sz(s.css?.gzip),
        sz(firstPaint(s), firstPaint(floor)),
      ]),
    );
  }
  const qeChunks = sizes['qe-yaml']?.chunks ?? sizes['qe-json']?.chunks;
  if (qeChunks)
    out.push(
      '',
      `question-elements: entry \`dist/question-elements.js\`; total adds the lazy chunks (${qeChunks.map((c) => `\`${c}\``).join(', ')}); its CSS is inside the JS.`,
    );

  // timings
  if (results.length) timingTables(out, { ids, name, series, ratios, opts, last });
  if (scopes.length) {
    out.push(
      '',
      '**Sets in one scope** (`--scenarios scope`: open sets added to one page, each newer one closing the one before, until all have rendered; then removed one by one, first to last; timed once)',
      '',
      row(['renderer', 'sets', 'added', 'per set', 'removed', 'per set', 'left open']),
      row(['---', '--:', '--:', '--:', '--:', '--:', '--:']),
      ...scopes.map((x) =>
        row([
          name(x.id),
          String(x.n),
          `${num(x.add)} ms`,
          `${num((x.add / x.n) * 1000)} µs`,
          `${num(x.remove)} ms`,
          `${num((x.remove / x.n) * 1000)} µs`,
          String(x.open),
        ]),
      ),
    );
  }
  printProfiles(out, profiles, name);
  if (errors.length)
    out.push('', '**Page errors**', '', ...[...new Set(errors)].slice(0, 19).map((e) => `- ${e}`));
  console.log(out.join('\n'));
}

function timingTables(out, { ids, name, series, ratios, opts, last }) {
  const isQe = (id) => id.startsWith('qe-');
  // `--scenarios` without the chat log: only the transcript and cold-start table
  const hasChat = ids.some((id) => series(id, (x) => x.chat).some(Boolean));
  if (hasChat) chatTable(out, { ids, name, series, ratios, opts, isQe });
  transcriptTable(out, { ids, name, series, ratios, opts });
  if (hasChat) chatDetails(out, { ids, name, series, last, opts });
  if (opts.heapSplit) heapSplitTable(out, { ids, name, series });
  if (series(ids[0], (x) => x.phases).some(Boolean)) phasesTable(out, { ids, name, series });
  if (series(ids[0], (x) => x.arrival).some(Boolean)) arrivalTable(out, { ids, name, series, ratios });
}

/** A set arriving on an idle page (issue 48), by phase from the moment it is appended. */
function arrivalTable(out, { ids, name, series, ratios }) {
  const at = (id, get) =>
    cell(
      series(id, (x) => x.arrival && get(x.arrival)),
      undefined,
      ' ms',
    );
  out.push(
    '',
    `**A set arrives** (the renderer loaded and the page idle for ${IDLE_MS} ms, then one set appended: ` +
      "ms from then to the mount's end (sync JS), the renderer's own ready, the inputs shown, and the " +
      'forced layout; the files the page fetched after the set arrived and when the last one was in)',
    '',
    row([
      'renderer',
      'render → ready → layout',
      'mount',
      'own ready',
      'inputs',
      'forced layout',
      'files fetched after arrival (last in at)',
    ]),
    row(['---', '--:', '--:', '--:', '--:', '--:', '---']),
  );
  for (const id of ids) {
    if (!series(id, (x) => x.arrival).some(Boolean)) continue;
    const lastRun = series(id, (x) => x.arrival)
      .filter(Boolean)
      .at(-1);
    const files = lastRun.files
      .filter((p) => !p.endsWith('/harness.js'))
      .map((p) => p.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''));
    out.push(
      row([
        name(id),
        cell(
          series(id, (x) => x.arrival?.ms),
          ratios(id, (x) => x.arrival?.ms),
          ' ms',
        ),
        at(id, (a) => a.mount),
        at(id, (a) => a.ready),
        at(id, (a) => a.inputs),
        at(id, (a) => a.layout),
        files.length ? `${files.join(' + ')} (${at(id, (a) => a.filesEnd)})` : 'none',
      ]),
    );
  }
}

/** The fresh page's milliseconds by phase: what the first set waits for, before and after a change. */
function phasesTable(out, { ids, name, series }) {
  const at = (id, get) =>
    cell(
      series(id, (x) => x.phases && get(x.phases, x.fresh)),
      undefined,
      ' ms',
    );
  out.push(
    '',
    '**One set, fresh page, by phase** (ms from navigation start: the HTML received; the last script ' +
      "file received, the entry or a lazy chunk; the bundle evaluated, the harness starting; the renderer's " +
      'own ready; the inputs and a forced layout)',
    '',
    row(['renderer', 'HTML', 'last script file (files)', 'bundle evaluated', 'own ready', 'inputs + layout']),
    row(['---', '--:', '--:', '--:', '--:', '--:']),
  );
  for (const id of ids) {
    const files = series(id, (x) => x.phases?.files).find((n) => n !== undefined);
    out.push(
      row([
        name(id),
        at(id, (p) => p.html),
        `${at(id, (p) => p.scripts)} (${files ?? '—'})`,
        at(id, (p) => p.harness),
        at(id, (p) => p.ready),
        at(id, (p, ms) => ms),
      ]),
    );
  }
}

/** `--heap-split`: the JS heap growth per set in JS objects and compiled code, by heap snapshots. */
function heapSplitTable(out, { ids, name, series }) {
  const has = (id, kind) => series(id, (x) => x[kind]?.split).some(Boolean);
  const split = (id, kind, key) =>
    has(id, kind)
      ? cell(
          series(id, (x) => x[kind]?.split && x[kind].split[key] / 1024),
          undefined,
          ' KiB',
        )
      : '—';
  out.push(
    '',
    '**JS heap per set, split** (`--heap-split`: V8 heap snapshots after a forced GC, before and after, / sets; ' +
      'compiled code is bytecode and machine code, which grows with the code the page ran, not with the sets)',
    '',
    row([
      'renderer',
      'chat log: JS objects',
      'chat log: compiled code',
      'transcript: JS objects',
      'transcript: compiled code',
    ]),
    row(['---', '--:', '--:', '--:', '--:']),
  );
  for (const id of ids) {
    if (!has(id, 'chat') && !has(id, 'transcript')) continue;
    const cells = ['chat', 'transcript'].flatMap((kind) => [
      split(id, kind, 'objects'),
      split(id, kind, 'code'),
    ]);
    out.push(row([name(id), ...cells]));
  }
}

function chatTable(out, { ids, name, series, ratios, opts, isQe }) {
  out.push(
    '',
    `**Time and memory** (${opts.sets}-set chat log; wizard: ${opts.presses} key presses per round)`,
    '',
  );
  out.push(
    row([
      'renderer',
      'one set, fresh page: navigation → inputs + layout',
      `${opts.sets}-set log: DOM + layout`,
      'JS heap growth per set',
      `JS heap per set, ${opts.sets} more sets`,
      `${opts.sets}-set log, Markdown-rich`,
      'wizard step at 100 questions: work',
      'wizard step: key → double rAF',
    ]),
  );
  out.push(row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:']));
  for (const id of ids) {
    out.push(
      row([
        name(id),
        cell(
          series(id, (x) => x.fresh),
          ratios(id, (x) => x.fresh),
          ' ms',
        ),
        cell(
          series(id, (x) => x.chat.ms),
          ratios(id, (x) => x.chat.ms),
          ' ms',
        ),
        cell(
          series(id, (x) => x.chat.heapPerSet / 1024),
          ratios(id, (x) => x.chat.heapPerSet),
          ' KiB',
        ),
        cell(
          series(id, (x) => x.chat.heapMorePerSet / 1024),
          ratios(id, (x) => x.chat.heapMorePerSet),
          ' KiB',
        ),
        isQe(id)
          ? cell(
              series(id, (x) => x.md?.ms),
              ratios(
                id,
                (x) => x.md?.ms,
                (f) => f.chat.ms,
              ),
              ' ms',
            )
          : '—',
        id === 'qe-yaml' || id === 'plain'
          ? cell(
              series(id, (x) => x.wizard?.busy),
              ratios(id, (x) => x.wizard?.busy),
              ' ms',
            )
          : '—',
        id === 'qe-yaml' || id === 'plain'
          ? cell(
              series(id, (x) => x.wizard?.painted),
              ratios(id, (x) => x.wizard?.painted),
              ' ms',
            )
          : '—',
      ]),
    );
  }
  out.push(
    '',
    'JS heap growth per set: the used JS heap after the log, less before it (each after a forced GC), / sets; ' +
      'it also holds the machine code the engine compiles for the renderer’s hot functions during the log, once per page. ' +
      `"${opts.sets} more sets": the same for as many sets again after the log, their texts changed, the code compiled by then. ` +
      'Markdown-rich ratio: to the floor’s plain log. Wizard "work": the key’s handler and the element’s update, ' +
      'plus the new step’s style and layout in the next frame; "key → double rAF" adds the wait for the frame ' +
      'and one more frame (at 60 Hz that alone is 17–33 ms).',
  );
}

function transcriptTable(out, { ids, name, series, ratios, opts }) {
  // the transcript and the cold start (issue 18)
  out.push(
    '',
    `**Transcript and cold start** (transcript: ${opts.sets} sets, all answered but the last, restored; cold start: one set, ` +
      'cache off, Chromium’s network emulation at 150 ms round trip, 1.6 Mbit/s down, gzip from the server' +
      (opts.coldPlain ? '; `--cold-plain`: question-elements’ body without Markdown' : '') +
      (opts.coldPreload ? '; `--cold-preload`: its chunks named in `<link rel="modulepreload">`' : '') +
      (opts.coldYamlDoc
        ? '; `--cold-yaml-doc`: the vance body opens with `---` (the YAML parser’s chunk too)'
        : '') +
      ')',
    '',
  );
  out.push(
    row([
      'renderer',
      `${opts.sets}-set transcript: receipts + open set + layout`,
      'transcript: JS heap per set',
      'nodes: receipt / open set',
      'cold start: navigation → inputs + layout',
      'cold start: bytes (files)',
      'round trips after the entry',
      'files after the entry',
    ]),
  );
  out.push(row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '---']));
  for (const id of ids) {
    const t = series(id, (x) => x.transcript);
    const c = series(id, (x) => x.cold);
    if (!t.some(Boolean) && !c.some(Boolean)) continue;
    const lastT = t.filter(Boolean).at(-1);
    const lastC = c.filter(Boolean).at(-1);
    out.push(
      row([
        name(id),
        cell(
          series(id, (x) => x.transcript?.ms),
          ratios(
            id,
            (x) => x.transcript?.ms,
            (f) => f.transcript?.ms,
          ),
          ' ms',
        ),
        cell(
          series(id, (x) => x.transcript && x.transcript.heapPerSet / 1024),
          undefined,
          ' KiB',
        ),
        lastT ? `${lastT.nodes.receipt} / ${lastT.nodes.open}` : '—',
        cell(
          series(id, (x) => x.cold?.ms),
          ratios(
            id,
            (x) => x.cold?.ms,
            (f) => f.cold?.ms,
          ),
          ' ms',
        ),
        lastC ? `${kib(lastC.bytes)} (${lastC.files})` : '—',
        cell(series(id, (x) => x.cold?.after)),
        lastC ? lastC.chunks.join(' + ') || 'none' : '—',
      ]),
    );
  }
}

function chatDetails(out, { ids, name, series, last, opts }) {
  // where the time goes
  out.push(
    '',
    `**Where the ${opts.sets}-set log’s time goes** (medians; Chromium’s Performance metrics for the timed part)`,
    '',
  );
  out.push(
    row([
      'renderer',
      'mount (sync JS)',
      'until own ready',
      'until inputs',
      'forced layout',
      'script',
      'style recalc (count)',
      'layout (count)',
      'DOM nodes per set (elements / blank text / comments)',
      'Blink heap per set',
    ]),
  );
  out.push(row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:']));
  const med = (id, get) => num(median(series(id, get).filter((x) => x !== undefined)));
  for (const id of ids) {
    out.push(
      row([
        name(id),
        `${med(id, (x) => x.chat.mount)} ms`,
        `${med(id, (x) => x.chat.ready)} ms`,
        `${med(id, (x) => x.chat.inputs)} ms`,
        `${med(id, (x) => x.chat.layout)} ms`,
        `${med(id, (x) => x.chat.script)} ms`,
        `${med(id, (x) => x.chat.style)} ms (${med(id, (x) => x.chat.styleCount)})`,
        `${med(id, (x) => x.chat.layoutMs)} ms (${med(id, (x) => x.chat.layoutCount)})`,
        `${last[id].chat.nodes[1]} (${last[id].chat.elements[1]} / ${last[id].chat.whitespace[1]} / ${last[id].chat.comments[1]})`,
        `${med(id, (x) => x.chat.embedderPerSet / 1024)} KiB`,
      ]),
    );
  }

  // the untimed check
  out.push(
    '',
    '**Untimed check after the timings** (per set, min–max over every set of the last round’s log)',
    '',
  );
  out.push(
    row([
      'renderer',
      'option controls',
      'text fields',
      'yes/no controls',
      'buttons',
      'placeholders',
      'after “ready”',
      'deferred or different',
    ]),
  );
  out.push(row(['---', '--:', '--:', '--:', '--:', '--:', '---', '---']));
  const range = ([a, b]) => (a === b ? `${a}` : `${a}–${b}`);
  for (const id of ids) {
    const l = last[id];
    if (!l) continue;
    const c = l.chat;
    const lateBits = [];
    if (l.after.nodesAfterReady)
      lateBits.push(`DOM ${l.after.nodesAfterReady > 0 ? '+' : ''}${l.after.nodesAfterReady} nodes`);
    if (l.after.lateFetches.length) lateBits.push(`fetched ${l.after.lateFetches.join(', ')}`);
    out.push(
      row([
        name(id),
        range(c.options),
        range(c.textFields),
        range(c.toggles),
        range(c.buttons),
        range(c.placeholders),
        lateBits.join('; ') || 'nothing changed',
        notes(id, l),
      ]),
    );
  }
  const bad = ids.filter(
    (id) => last[id] && (last[id].chat.options[0] < 3 || (last[id].fresh?.options[0] ?? 3) < 3),
  );
  out.push(
    '',
    bad.length
      ? `**CHECK FAILED**: ${bad.map(name).join(', ')} rendered fewer than 3 option controls in some set.`
      : `Every set of every renderer showed its 3 option controls (fresh page and chat log).`,
  );
}

function printProfiles(out, profiles, name) {
  if (profiles.length) {
    out.push(
      '',
      '**CPU profiles of question-elements’ chat log and transcript** (sampled every 0.1 ms; self time by original source through the bundle’s source map; native DOM calls count for their JS caller)',
      '',
    );
    for (const p of profiles) {
      const total = p.breakdown.categories.reduce((s, [, ms]) => s + ms, 0);
      out.push(
        p.kind === 'transcript'
          ? `${name(p.id)}, transcript: ${num(p.run.ms)} ms for the transcript`
          : p.kind === 'arrival'
            ? `${name(p.id)}, a set arrives on an idle page: ${num(p.run.ms)} ms (files fetched after it: ${p.run.files.length})`
            : `${name(p.id)}${p.kind === 'markdown' ? ', Markdown-rich' : ''}: ${num(p.run.ms)} ms for the log; style recalc ${num(p.run.style)} ms, ` +
              `layout ${num(p.run.layoutMs)} ms (Performance metrics)`,
        '',
        row(['where', 'ms', 'share']),
        row(['---', '--:', '--:']),
        ...p.breakdown.categories
          .filter(([, ms]) => ms >= 0.05)
          .map(([cat, ms]) => row([cat, num(ms), `${((ms / total) * 100).toFixed(1)}%`])),
        '',
        `The largest native calls: ${p.breakdown.natives.map(([what, ms]) => `${what} ${num(ms)} ms`).join('; ')}.`,
        '',
        `The functions of our sources with the most time (their own and their native calls'): ${p.breakdown.functions.map(([what, ms]) => `${what} ${num(ms)} ms`).join('; ')}.`,
        '',
        `With all they call: ${p.breakdown.inclusive.map(([what, ms]) => `${what} ${num(ms)} ms`).join('; ')}.`,
        '',
      );
    }
  }
}

/** What each renderer does differently from the others, or later than its "ready". */
function notes(id, l) {
  const fetched = (l.fetched ?? []).filter(
    (p) => p.startsWith('/qe/') && !p.endsWith('question-elements.js'),
  );
  const mdFetched = (l.md?.fetched ?? []).filter(
    (p) => p.startsWith('/qe/') && !p.endsWith('question-elements.js'),
  );
  const chunks = (xs) =>
    xs.length ? xs.map((p) => p.replace(/^\/qe\//, '').replace(/-[\w-]{8}\.js$/, '')).join(' + ') : 'none';
  switch (id) {
    case 'plain':
      return 'one `<style>` element for all sets';
    case 'lit':
      return 'shadow DOM, one shared constructable stylesheet';
    case 'qe-yaml':
      return (
        `vance has no title and no required flag (title as \`intro\`, the choice optional); \`layout="form"\` (the default wizard shows one question at a time); ` +
        `\`scope="none"\` (by default a newer open set closes older ones); the first render waits for the lazy chunks (nothing shown for up to 150 ms, then a placeholder); lazy chunks loaded: ${chunks(fetched)} (Markdown log: ${chunks(mdFetched)})`
      );
    case 'qe-json':
      return `\`<question-form title>\` with form JSON; \`scope="none"\`; the first render waits for the lazy chunks (as for vance); lazy chunks loaded: ${chunks(fetched)} (Markdown log: ${chunks(mdFetched)})`;
    case 'ac':
      return 'no per-option description: it is in the label; yes/no as Input.Toggle';
    case 'survey':
      return 'fontless CSS (the default CSS fetches Open Sans from Google Fonts); no per-option description: it is in the label; yes/no as its boolean switch';
    case 'rjsf':
      return 'no CSS shipped (its markup expects Bootstrap 3); one React root per set, ready at its first commit; no per-option description: it is in the label; yes/no as a checkbox';
    default:
      return '';
  }
}

main().catch((error) => {
  console.error(error?.stack ?? error);
  process.exit(1);
});

// Builds each app in examples/ the way a user would and answers one set in it in Chromium:
//
//   1. the package packed into a tarball (`npm run build`, then `npm pack`);
//   2. the apps copied side by side into a temporary folder whose package.json holds the tarball and
//      every app's own dependencies: one `npm install` serves them all (each app's node_modules is
//      its parent's, as in a monorepo);
//   3. each app's production build (`npm run build`), and the same build with `question-elements`
//      swapped for an empty module: the difference is what the package adds up front; the chunks the
//      app loads only later are the package's lazy parts;
//   4. the built app served over HTTP and opened in Chromium: a real click answers its set, the
//      text of the one `question-answers` event must reach the page, and after a reload the set
//      shows as answered and sends nothing (a server-rendered app must have the set in its HTML).
//
// Prints each app's figures and one line per check, writes the counts to .test-results/examples.json
// and exits 1 when an app fails to install, build or answer.
//
//   node scripts/examples.mjs [--no-build] [--keep] [name…]
//     --no-build: pack the dist/ already built; --keep: keep the temporary folder (else removed)
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
// the Chromium driver of the browser tests' launcher (@web/test-runner-chrome)
import puppeteer from 'puppeteer-core';
import { parseAst } from 'rollup/parseAst';
import { recordSizes } from './examples-sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const examples = join(root, 'examples');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const keep = args.includes('--keep');
const asked = args.filter((a) => !a.startsWith('--'));
const names = asked.length
  ? asked
  : readdirSync(examples).filter((n) => existsSync(join(examples, n, 'package.json')));
const work = mkdtempSync(join(tmpdir(), 'qe-examples-'));
const counts = { passed: 0, failed: 0, skipped: 0 };
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Next.js sends no telemetry from a test build
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

function report(ok, line) {
  counts[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? '✔' : '✖'} ${line}`);
}

// ————— the package and one install for every app —————

let started = performance.now();
// the build first (its output is not JSON), then the pack without running it again
if (build) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const [{ filename }] = JSON.parse(
  npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], root),
);
console.log(`packed ${filename} (${seconds(started)} s)`);

const dependencies = {};
for (const name of names) {
  cpSync(join(examples, name), join(work, name), {
    recursive: true,
    filter: (src) => !/node_modules|[\\/](out|dist|\.next)$/.test(src),
  });
  const pkg = JSON.parse(readFileSync(join(examples, name, 'package.json'), 'utf8'));
  for (const [dep, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (dependencies[dep] && dependencies[dep] !== range)
      throw new Error(
        `${name} wants ${dep}@${range}, another app ${dependencies[dep]}: one install needs one range`,
      );
    dependencies[dep] = range;
  }
}
dependencies['question-elements'] = `file:./${filename}`;
writeFileSync(
  join(work, 'package.json'),
  JSON.stringify(
    { name: 'question-elements-examples', private: true, type: 'module', dependencies },
    null,
    2,
  ),
);
started = performance.now();
try {
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], work);
  console.log(
    `installed the tarball and the apps' ${Object.keys(dependencies).length - 1} dependencies (${seconds(started)} s)`,
  );
} catch (error) {
  for (const name of names) report(false, `${name}: npm install failed (${error.message.split('\n')[0]})`);
  finish();
}

// ————— sizes —————

/** Where an app's production build lands. */
const outOf = (app) => ['dist', 'out'].map((d) => join(app, d)).find((d) => existsSync(d));

const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A module's imports, as files: `static` (import, export … from) and `dynamic` (`import()` of a literal). */
function importsOf(file) {
  const found = { static: [], dynamic: [] };
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const source = node.source?.value;
    if (typeof source === 'string' && source.startsWith('.')) {
      if (node.type === 'ImportExpression') found.dynamic.push(join(file, '..', source));
      else if (/^(Import|Export(Named|All))Declaration$/.test(node.type))
        found.static.push(join(file, '..', source));
    }
    Object.values(node).forEach(visit);
  };
  visit(parseAst(readFileSync(file, 'utf8')));
  return found;
}

/**
 * The JavaScript a page loads up front (its module scripts and what they import), and what it can
 * load later (what those import with `import()`, and so on): the gzip bytes of each.
 */
function scriptsOf(out) {
  const page = readFileSync(join(out, 'index.html'), 'utf8');
  const entries = [...page.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)].map((m) =>
    join(out, m[1].replace(/^\.?\//, '')),
  );
  const closure = (starts, follow) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !existsSync(file)) return;
      seen.add(file);
      const { static: s, dynamic: d } = importsOf(file);
      s.forEach(visit);
      if (follow) d.forEach(visit);
    };
    starts.forEach(visit);
    return seen;
  };
  const upFront = closure(entries, false);
  // module scripts load the rest through import(); a Next.js page through its own runtime: there
  // every other script of the build counts
  const later = /<script[^>]*type="module"/.test(page)
    ? [...closure(entries, true)]
    : readdirSync(out, { recursive: true })
        .map((n) => join(out, n))
        .filter((f) => f.endsWith('.js') && statSync(f).isFile());
  const sum = (files) => files.reduce((n, f) => n + gzipOf(f), 0);
  return { upFront: sum([...upFront]), lazy: sum(later.filter((f) => !upFront.has(f))) };
}

/** What the package's imports become in the baseline build: nothing, and components that render nothing. */
const EMPTY = `export const QuestionSet = () => null;
export const QuestionForm = () => null;
export const QuestionToolCall = () => null;
export const elicitationCapabilities = () => ({});
export const elicitationHandler = () => async () => ({ action: 'cancel' });
export const deliveryTransport = (transport) => transport;
`;

/**
 * The same app with `question-elements` (and its subpaths) swapped for an empty module, built
 * again: what the app costs without the package. The plain page has nothing but the package.
 */
function baseline(app) {
  if (existsSync(join(app, 'vite.config.js'))) {
    writeFileSync(join(app, 'empty.js'), EMPTY);
    writeFileSync(
      join(app, 'vite.baseline.config.js'),
      `import config from './vite.config.js';
export default {
  ...config,
  resolve: { alias: [{ find: /^question-elements(\\/.*)?$/, replacement: new URL('./empty.js', import.meta.url).pathname }] },
  build: { outDir: 'baseline' },
};
`,
    );
    execFileSync(
      process.execPath,
      [
        join(work, 'node_modules/vite/bin/vite.js'),
        'build',
        '--logLevel',
        'error',
        '--config',
        'vite.baseline.config.js',
      ],
      { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return scriptsOf(join(app, 'baseline'));
  }
  if (existsSync(join(app, 'next.config.mjs'))) {
    // Next.js takes no other config file: a copy of the app beside it, its config swapped
    const copy = `${app}-baseline`;
    cpSync(app, copy, { recursive: true, filter: (src) => !/[\\/](\.next|out)$/.test(src) });
    writeFileSync(join(copy, 'empty.js'), EMPTY);
    writeFileSync(
      join(copy, 'next.config.mjs'),
      `export default {
  output: 'export',
  turbopack: { resolveAlias: { 'question-elements/react': './empty.js', 'question-elements': './empty.js' } },
};
`,
    );
    npm(['run', 'build', '--silent'], copy);
    return scriptsOf(join(copy, 'out'));
  }
  return { upFront: 0, lazy: 0 };
}

// ————— the browser check —————

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Serves a folder on a free port of 127.0.0.1. */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (relative(dir, file).startsWith('..') || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  );
}

/**
 * Opens the app, asks in its prompt if it has one (`#prompt`: typed, then Enter), clicks the option
 * "eu-west-1", and returns what the page shows as the reply (`#reply`), before and after a reload.
 * An app that calls a model or a server counts its calls in `window.exampleCalls`; an MCP app whose
 * transport drops responses counts them in `window.exampleDropped`, and the responses its server
 * received in `window.exampleResponses`.
 */
async function answerOne(browser, url, want) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const shown = () =>
    page.evaluate(() => ({
      reply: document.getElementById('reply')?.textContent.trim() ?? '',
      events: window.answersSeen,
      calls: window.exampleCalls ?? 0,
      // an MCP app whose transport drops a response: the responses dropped and those the server got
      dropped: window.exampleDropped,
      responses: window.exampleResponses,
      state: document.querySelector('question-set')?.getAttribute('state'),
      text: document.body.innerText,
      openedStreaming: window.openedStreaming,
      answeredStreaming: window.answeredStreaming,
    }));
  try {
    // every question-answers event the page sees, counted before any script of the app runs
    await page.evaluateOnNewDocument(() => {
      window.answersSeen = 0;
      // a set streamed in (ai-sdk-chat): were its first question's options shown while the call
      // still streamed, and did any answer leave before the call was whole
      window.openedStreaming = undefined;
      window.answeredStreaming = false;
      document.addEventListener(
        'question-answers',
        (e) => {
          window.answersSeen++;
          window.answeredStreaming ||= e.target.hasAttribute('streaming');
        },
        true,
      );
      // question 1's options on screen while the element still streams (question-open of a set
      // with no id of its own waits for the whole body, whose id it carries: SPEC §6)
      const look = () => {
        for (const el of document.querySelectorAll('question-set[streaming]'))
          if (el.shadowRoot?.querySelector('.option')) window.openedStreaming = true;
        if (window.openedStreaming === undefined) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(url, { waitUntil: 'load' });
    if (await page.waitForSelector('#prompt', { timeout: 2_000 }).catch(() => null)) {
      await page.type('#prompt', 'Deploy the service');
      await page.keyboard.press('Enter');
    }
    // the set as the agent finished it (a streamed one shows its questions earlier, and sends only then)
    const option = await page.waitForFunction(
      () =>
        [
          ...(document
            .querySelector('question-set:not([streaming])')
            ?.shadowRoot?.querySelectorAll('.option') ?? []),
        ].find((o) => o.textContent.includes('eu-west-1')),
      { timeout: 15_000 },
    );
    await option.asElement().click();
    await page.waitForFunction(() => document.getElementById('reply')?.textContent.trim(), {
      timeout: 15_000,
    });
    // what the app does with the answer (a model's next turn) has shown
    if (want.text)
      await page.waitForFunction(
        (text) => document.body.innerText.includes(text),
        { timeout: 15_000 },
        want.text,
      );
    const answered = await shown();
    // a reload in the same tab: the set shows its receipt again and sends nothing
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(
      () => document.querySelector('question-set')?.shadowRoot?.querySelector('.receipt'),
      { timeout: 15_000 },
    );
    // a chat that sent again on its own would do so as it mounts: let it have the chance
    await new Promise((r) => setTimeout(r, 500));
    return { ...answered, reloaded: await shown() };
  } catch (error) {
    throw new Error(`${error.message}${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
  } finally {
    await page.close();
  }
}

const sameJson = (text, value) => {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
  } catch {
    return false;
  }
};

/**
 * What an app's reply must be, exactly where it says (by default it names "eu-west-1" and not
 * "eu-central-1"), and what a reload must keep.
 */
const EXPECT = {
  // the tool got the content the user gave, through the client's elicitation handler; the client's
  // transport dropped its first response, deliveryTransport() sent it again: the server got it once
  'mcp-client': {
    reply: (r) => sameJson(r, { action: 'accept', content: { region: 'eu-west-1' } }),
    calls: 1,
    kept: true,
    dropped: 1,
    responses: 1,
  },
  // protocol 2026-07-28: the tool's retry got the answer in inputResponses, its requestState
  // echoed; one call of the tool got it (its first call only asked)
  'mcp-input-requests': {
    reply: (r) =>
      sameJson(r, {
        state: 'deploy-1',
        region: { action: 'accept', content: { region: 'eu-west-1' } },
        content: { region: 'eu-west-1' },
      }),
    calls: 1,
    kept: true,
  },
  // the tool result in the chat state, and the model's next turn read it (two calls of the model)
  'ai-sdk-chat': {
    reply: (r) =>
      sameJson(r, {
        questions: [
          {
            question: 'Which region should we deploy to?',
            header: 'Region',
            options: [
              { label: 'eu-central-1', description: 'Frankfurt' },
              { label: 'eu-west-1', description: 'Ireland' },
            ],
            multiSelect: false,
          },
        ],
        answers: { 'Which region should we deploy to?': 'eu-west-1' },
      }),
    text: 'Deploying to eu-west-1.',
    calls: 2,
    kept: true,
    // the tool call streams in pieces: question 1 answerable before input-available
    streamed: true,
  },
};

/**
 * Another way an app is built and served, answered like the first. Next.js: its first build is a
 * static export bundled by Turbopack (its default); the second is a server app bundled by webpack,
 * whose `next start` renders the page on each request.
 */
const VARIANTS = {
  'next-app': [
    {
      label: 'webpack, next start',
      script: 'build:webpack',
      // the webpack runtime chunk: the build was webpack's (Turbopack's has none)
      proof: (app) => readdirSync(join(app, '.next/static/chunks')).some((f) => /^webpack-.*\.js$/.test(f)),
      proofFailed: 'no webpack runtime chunk in .next/static/chunks',
      env: { EXAMPLE_RENDER: 'request' },
      start: true,
    },
  ],
};

/** Starts `next start` on a free port; resolves once it answers. */
async function nextStart(app, extra) {
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const child = spawn(
    process.execPath,
    [join(work, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: app, env: { ...env, ...extra }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (i > 300) throw new Error('next start did not answer in 30 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, close: () => child.kill() };
}

/** Answers the set of a built app; a Next.js page must hold the set in its server-rendered HTML. */
async function check(browser, name, label, { url, next, perRequest }) {
  started = performance.now();
  const want = EXPECT[name] ?? {};
  const got = await answerOne(browser, url, want);
  let ssr = false;
  let rendered = '';
  if (next) {
    // the HTML as the server sends it, before any script runs
    const response = await fetch(url);
    ssr = (await response.text()).includes('<question-set');
    const cache = response.headers.get('cache-control') ?? '';
    // a page rendered on each request is never cached; a prerendered one is
    rendered = /no-store/.test(cache) ? 'rendered on this request' : 'prerendered';
  }
  // an app's own reply check is exact (the structured payload lists every option it asked about)
  const ok =
    (want.reply
      ? want.reply(got.reply)
      : got.reply.includes('eu-west-1') && !got.reply.includes('eu-central-1')) &&
    (!want.text || got.text.includes(want.text)) &&
    got.calls === (want.calls ?? 0) &&
    got.dropped === want.dropped &&
    got.responses === want.responses &&
    got.events === 1 &&
    !got.answeredStreaming &&
    (!want.streamed || got.openedStreaming === true) &&
    got.state === 'answered' &&
    got.reloaded.events === 0 &&
    got.reloaded.calls === 0 &&
    got.reloaded.state === 'answered' &&
    (!want.kept || got.reloaded.reply === got.reply) &&
    ssr === next &&
    (perRequest === undefined || (rendered === 'rendered on this request') === perRequest);
  report(
    ok,
    `${label}: ${next ? `server-rendered (${rendered}) and hydrated; ` : ''}${want.streamed ? `question 1 ${got.openedStreaming ? 'answerable while the call streamed' : 'not shown before the call was whole'}, ${got.answeredStreaming ? 'an answer sent early' : 'nothing sent early'}; ` : ''}a click on "eu-west-1" sends ${got.events} event${got.calls ? `, ${got.calls} call${got.calls === 1 ? '' : 's'} of the model or server` : ''}${got.dropped !== undefined ? `, ${got.dropped} response dropped and ${got.responses} received by the server` : ''}, the page shows ${JSON.stringify(got.reply)}, the set is ${got.state}; after a reload it is ${got.reloaded.state}, sends ${got.reloaded.events} and calls ${got.reloaded.calls} (${seconds(started)} s)`,
  );
}

// ————— each app —————

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const figures = [];
try {
  for (const name of names) {
    const app = join(work, name);
    const next = existsSync(join(app, 'next.config.mjs'));
    started = performance.now();
    let out;
    try {
      npm(['run', 'build', '--silent'], app);
      out = outOf(app);
      const own = scriptsOf(out);
      const without = baseline(app);
      const added = { upFront: own.upFront - without.upFront, lazy: own.lazy - without.lazy };
      figures.push({ name, own, without, added });
      report(
        true,
        `${name}: builds (${seconds(started)} s); the package adds ${kb(added.upFront)} gzip up front and ${kb(added.lazy)} in lazy chunks (the app: ${kb(own.upFront)} up front, ${kb(without.upFront)} without the package)`,
      );
    } catch (error) {
      report(false, `${name}: the build failed: ${error.message.split('\n')[0]}`);
      continue;
    }
    const { server, url } = await serve(out);
    try {
      await check(browser, name, name, { url, next, perRequest: next ? false : undefined });
    } catch (error) {
      report(false, `${name}: answering in Chromium failed: ${error.message}`);
    } finally {
      server.close();
    }
    for (const variant of VARIANTS[name] ?? []) {
      const label = `${name} (${variant.label})`;
      started = performance.now();
      const extra = variant.env ?? {};
      try {
        execFileSync('npm', ['run', variant.script, '--silent'], {
          cwd: app,
          env: { ...env, ...extra },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        if (variant.proof && !variant.proof(app)) throw new Error(variant.proofFailed);
        report(true, `${label}: builds (${seconds(started)} s)`);
      } catch (error) {
        report(false, `${label}: the build failed: ${error.message.split('\n')[0]}`);
        continue;
      }
      let served;
      try {
        served = variant.start ? await nextStart(app, extra) : await serve(outOf(app));
        await check(browser, name, label, { url: served.url, next, perRequest: !!variant.start });
      } catch (error) {
        report(false, `${label}: answering in Chromium failed: ${error.message}`);
      } finally {
        served?.close?.();
        served?.server?.close();
      }
    }
  }
} finally {
  await browser.close();
}

// the figures go into examples/sizes.json and the table of examples/README.md (a failed build is left out)
if (figures.length) recordSizes(figures);
console.log('\n| app | up front (gzip) | without the package | added up front | lazy chunks |');
console.log('| --- | --- | --- | --- | --- |');
for (const f of figures)
  console.log(
    `| ${f.name} | ${kb(f.own.upFront)} | ${kb(f.without.upFront)} | ${kb(f.added.upFront)} | ${kb(f.added.lazy)} |`,
  );
finish();

function finish() {
  if (keep) console.log(`\nbuilt in ${work}`);
  else rmSync(work, { recursive: true, force: true });
  mkdirSync(join(root, '.test-results'), { recursive: true });
  writeFileSync(join(root, '.test-results', 'examples.json'), JSON.stringify(counts));
  console.log(`examples — passed ${counts.passed}, failed ${counts.failed}`);
  process.exit(counts.failed ? 1 : 0);
}

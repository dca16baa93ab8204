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
import { execFileSync } from 'node:child_process';
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

/** Opens the built app, clicks the option "eu-west-1", and returns what the page shows as the reply. */
async function answerOne(browser, url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    // every question-answers event the page sees, counted before any script of the app runs
    await page.evaluateOnNewDocument(() => {
      window.answersSeen = 0;
      document.addEventListener('question-answers', () => window.answersSeen++, true);
    });
    await page.goto(url, { waitUntil: 'load' });
    const option = await page.waitForFunction(
      () =>
        [...(document.querySelector('question-set')?.shadowRoot?.querySelectorAll('.option') ?? [])].find(
          (o) => o.textContent.includes('eu-west-1'),
        ),
      { timeout: 15_000 },
    );
    await option.asElement().click();
    await page.waitForFunction(() => document.getElementById('reply')?.textContent.trim(), {
      timeout: 15_000,
    });
    const answered = await page.evaluate(() => ({
      reply: document.getElementById('reply').textContent.trim(),
      events: window.answersSeen,
      state: document.querySelector('question-set').getAttribute('state'),
    }));
    // a reload in the same tab: the set shows its receipt again and sends nothing
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(
      () => document.querySelector('question-set')?.shadowRoot?.querySelector('.receipt'),
      {
        timeout: 15_000,
      },
    );
    const reloaded = await page.evaluate(() => ({
      events: window.answersSeen,
      state: document.querySelector('question-set').getAttribute('state'),
    }));
    return { ...answered, reloaded };
  } catch (error) {
    throw new Error(`${error.message}${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
  } finally {
    await page.close();
  }
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
    started = performance.now();
    const { server, url } = await serve(out);
    try {
      const got = await answerOne(browser, url);
      // a server-rendered app (Next.js) has the set in its HTML before any script runs
      const ssr =
        existsSync(join(app, 'next.config.mjs')) &&
        readFileSync(join(out, 'index.html'), 'utf8').includes('<question-set');
      const ok =
        got.reply.includes('eu-west-1') &&
        !got.reply.includes('eu-central-1') &&
        got.events === 1 &&
        got.state === 'answered' &&
        got.reloaded.events === 0 &&
        got.reloaded.state === 'answered' &&
        ssr === existsSync(join(app, 'next.config.mjs'));
      report(
        ok,
        `${name}: ${ssr ? 'server-rendered and hydrated; ' : ''}a click on "eu-west-1" sends ${got.events} event, the page shows ${JSON.stringify(got.reply)}, the set is ${got.state}; after a reload it is ${got.reloaded.state} and sends ${got.reloaded.events} (${seconds(started)} s)`,
      );
    } catch (error) {
      report(false, `${name}: answering in Chromium failed: ${error.message}`);
    } finally {
      server.close();
    }
  }
} finally {
  await browser.close();
}

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

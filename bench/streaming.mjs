// `npm run bench:streaming`: questions while the body streams (issue 41 E). A 5-question set from
// fixtures/ streams into a `<question-set streaming>` of the built script-tag bundle at a token
// rate, through the `data` property, through a text node patched in place and through `write()`
// (each chunk once; issue 49), in headless Chromium; and as the AI SDK's partial objects (`parsePartialJson` of each prefix, what `useChat`
// gives as `part.input` where there is no `rawInput`). For each way it prints the time from the end
// of question 1's bytes to the first frame
// that shows question 1, the stream's own length for comparison (a set shown only once the body is
// whole shows its first question at the stream's end), and the main thread's busy time
// (`TaskDuration`) for the whole stream; then when each question n is painted relative to the first
// byte of question n + 1, and the cost of one update. No figure here is asserted anywhere.
//
//   node bench/streaming.mjs [--rounds 5] [--rate 40] [--chars 4] [--dist DIR] [--chrome PATH]
//
//   --rounds N   runs of each way (default 5); medians are printed
//   --rate N     tokens a second (default 40)
//   --chars N    characters a token (default 4)
//   --dist DIR   the built bundle to load (default dist/): another build, e.g. one from before a change
//   --warm       the page has shown the set once before (its lazy chunks are there): what is left
//                is the reading and the rendering
//   --copies K   the set's questions K times over (new ids; at most 20): a longer body, to see that
//                the busy time per token does not grow with the text so far
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURE = 'fixtures/form/valid/04-text-inputs.json';

const opts = {
  rounds: 5,
  rate: 40,
  chars: 4,
  dist: join(ROOT, 'dist'),
  chrome: CHROMIUM_PATH,
  warm: false,
  copies: 1,
};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const flag = argv[i];
  const value = () => argv[++i];
  if (flag === '--rounds') opts.rounds = Number(value());
  else if (flag === '--rate') opts.rate = Number(value());
  else if (flag === '--chars') opts.chars = Number(value());
  else if (flag === '--dist') opts.dist = value();
  else if (flag === '--chrome') opts.chrome = value();
  else if (flag === '--warm') opts.warm = true;
  else if (flag === '--copies') opts.copies = Number(value());
  else throw new Error(`unknown argument ${flag}`);
}
if (!existsSync(join(opts.dist, 'question-elements.js')))
  throw new Error(`no bundle in ${opts.dist}: npm run build`);

const fixture = readFileSync(join(ROOT, FIXTURE), 'utf8');
const set = JSON.parse(fixture);
if (set.questions.length !== 5) throw new Error(`${FIXTURE} should hold 5 questions`);
const body =
  opts.copies > 1
    ? JSON.stringify(
        {
          ...set,
          questions: Array.from({ length: opts.copies }, (_, k) =>
            set.questions.map((q) => ({ ...q, id: `${q.id}-${k}` })),
          ).flat(),
        },
        null,
        2,
      )
    : fixture;
/** Where each question's bytes start and end: the objects of the questions list. */
function questionBounds(text) {
  const bounds = [];
  let depth = 0;
  let inString = false;
  for (let i = text.indexOf('[', text.indexOf('"questions"')) + 1; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' && depth++ === 0) bounds.push({ start: i });
    else if (c === '}' && --depth === 0) bounds.at(-1).end = i + 1;
    else if (c === ']' && depth === 0) break;
  }
  if (!bounds.length) throw new Error('no first question');
  return bounds;
}
const bounds = questionBounds(body);
const step = opts.chars;
/** The lengths fed, one a token. */
const cuts = [];
for (let to = step; ; to += step) {
  cuts.push(Math.min(to, body.length));
  if (to >= body.length) break;
}
/**
 * The AI SDK's partial objects (`ai`'s `parsePartialJson`, what `useChat` puts in `part.input` on
 * each delta when there is no `rawInput` to give), made here once: their cost is the host's, timed
 * apart (`sdk`).
 */
const { parsePartialJson } = await import('ai');
const sdkStart = performance.now();
const partials = [];
for (const to of cuts) partials.push((await parsePartialJson(body.slice(0, to))).value);
const sdkPerUpdate = (performance.now() - sdkStart) / cuts.length;

const TYPES = { '.js': 'text/javascript', '.html': 'text/html' };
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end(
      '<!doctype html><html lang="en"><body style="width: 560px"><script type="module" src="/question-elements.js"></script></body></html>',
    );
  }
  const file = normalize(join(opts.dist, path));
  if (!file.startsWith(normalize(opts.dist)) || !existsSync(file)) {
    res.writeHead(404);
    return res.end();
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;

const { default: puppeteer } = await import('puppeteer-core');
const browser = await puppeteer.launch({ executablePath: opts.chrome, args: CHROMIUM_ARGS, headless: true });

/** One stream into a fresh page: ms from question 1's last byte to its first frame, the stream's length, busy ms. */
async function run(way) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate(() => customElements.whenDefined('question-set'));
  if (opts.warm)
    await page.evaluate(async (body) => {
      const el = document.createElement('question-set');
      el.setAttribute('persist', 'off');
      el.data = body;
      document.body.append(el);
      await el.updateComplete;
      el.remove();
    }, body);
  const before = await page.metrics();
  const out = await page.evaluate(
    async ({ way, body, bounds, cuts, partials, interval }) => {
      const el = document.createElement('question-set');
      el.setAttribute('streaming', '');
      document.body.append(el);
      const node = way === 'text' ? el.appendChild(document.createTextNode('')) : undefined;
      const n = bounds.length;
      let q1At;
      let shown;
      // the first frame whose rendering holds question 1, and the first holding each question n:
      // rAF runs before that frame's paint
      const painted = [];
      const frame = () => {
        if (q1At !== undefined && shown === undefined && el.shadowRoot?.querySelector('[role="heading"]'))
          shown = performance.now();
        const count = el.set?.questions.length ?? 0;
        for (let q = painted.length; q < count; q++) painted.push(performance.now());
        if (painted.length < n || shown === undefined) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      // when the first byte of each question was fed
      const startedAt = [];
      const costs = [];
      const start = performance.now();
      for (let i = 0; i < cuts.length; i++) {
        const upTo = cuts[i];
        const t = performance.now();
        if (node) node.data = body.slice(0, upTo);
        else if (way === 'write') el.write(body.slice(i ? cuts[i - 1] : 0, upTo));
        else el.data = way === 'object' ? partials[i] : body.slice(0, upTo);
        await el.updateComplete;
        costs.push(performance.now() - t);
        const now = performance.now();
        while (startedAt.length < n && upTo > bounds[startedAt.length].start) startedAt.push(now);
        if (q1At === undefined && upTo >= bounds[0].end) q1At = now;
        if (i < cuts.length - 1) await new Promise((r) => setTimeout(r, interval));
      }
      // the call is whole (the AI SDK's input-available): the last question's "next" is this
      if (way === 'object') el.data = JSON.parse(body);
      el.removeAttribute('streaming');
      const end = performance.now();
      startedAt.push(end);
      while (shown === undefined || painted.length < n) await new Promise((r) => requestAnimationFrame(r));
      await new Promise((r) => requestAnimationFrame(r));
      costs.sort((a, b) => a - b);
      return {
        first: shown - q1At,
        rest: end - q1At,
        stream: end - start,
        // question n painted, relative to the first byte of question n + 1 (the last: the call's end)
        ...Object.fromEntries(painted.map((at, q) => [`q${q + 1}`, at - startedAt[q + 1]])),
        cost: costs[Math.floor(costs.length / 2)],
        costMax: costs.at(-1),
      };
    },
    { way, body, bounds, cuts, partials: way === 'object' ? partials : [], interval: 1000 / opts.rate },
  );
  const after = await page.metrics();
  await page.close();
  return { ...out, busy: (after.TaskDuration - before.TaskDuration) * 1000 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
const questionKeys = bounds.map((_, q) => `q${q + 1}`);
const KEYS = ['first', 'rest', 'stream', 'busy', ...questionKeys, 'cost', 'costMax'];
// a build from before `write()` streams through data, the text node and objects only
const ways = readFileSync(join(opts.dist, 'question-elements.js'), 'utf8').includes('get writable')
  ? ['data', 'text', 'write', 'object']
  : ['data', 'text', 'object'];
for (const way of ways) {
  const runs = [];
  for (let i = 0; i < opts.rounds; i++) runs.push(await run(way));
  rows.push([
    way,
    ...KEYS.map((k) => median(runs.map((r) => r[k])).toFixed(1)),
    ((median(runs.map((r) => r.busy)) * 1000) / Math.ceil(body.length / opts.chars)).toFixed(0),
  ]);
  console.error(`${way}: ${opts.rounds} runs`);
}
await browser.close();
server.close();

console.log(
  `${FIXTURE} (${body.length} characters, ${5 * opts.copies} questions) at ${opts.rate} tokens/s of ${opts.chars} characters, bundle ${opts.dist}, medians of ${opts.rounds}\n`,
);
console.log(
  '| through | question 1 shown after its last byte (ms) | the rest of the stream after it (ms) | stream (ms) | main thread busy (ms) | busy per token (µs) |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${[...r.slice(0, 5), r.at(-1)].join(' | ')} |`);
console.log(
  `\nQuestion n painted, in ms relative to the first byte of question n + 1 (the last: relative to the stream's end); an update's cost (the property set to the element's update done; median, max). "object" is the AI SDK's partial object (parsePartialJson: ${sdkPerUpdate.toFixed(2)} ms an update in Node, the host's cost, not in these figures).\n`,
);
console.log(`| through | ${questionKeys.join(' | ')} | update (median) | update (max) |`);
console.log(`| --- | ${questionKeys.map(() => '---').join(' | ')} | --- | --- |`);
for (const r of rows) console.log(`| ${[r[0], ...r.slice(5, -1)].join(' | ')} |`);

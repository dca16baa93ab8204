// Sizes of the script-tag bundle: the entry dist/question-elements.js, every chunk it can load, and
// dist/question-elements-api.js (the rest of the API, for pages that call it) with its own chunks.
//
//   node scripts/size.mjs           the Markdown table: raw (unminified), minified, gzip, brotli
//   node scripts/size.mjs --check   minified, gzip and brotli of the built files, and exit 1 when the
//                                   entry's gzip size is over BUDGET, or what the npm build adds up front
//                                   to a one-JSON-set app over APP_BUDGET (run at the end of `npm run build`)
//   node scripts/size.mjs --apps    what the npm build adds to small apps built with esbuild: gzip
//                                   bytes loaded up front and in lazy chunks, per app kind
//   node scripts/size.mjs --write   the one measurement every size figure of the pages comes from:
//                                   docs/sizes.json, and each figure rewritten from it
//                                   (scripts/size-figures.mjs; test/docs/sizes.test.ts holds them)
//   node scripts/size.mjs --sources what the entry's bytes are made of, by source (its source map):
//                                   minified bytes, and the gzip bytes the entry would lose without it
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rollup/parseAst';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'dist/question-elements.js';
const API = 'dist/question-elements-api.js';

/** The entry's gzip size may not grow past this (issue 6 aimed at 20 KiB; issue 12's session added 1 KiB, issue 16's word table in 13 languages 7 KiB — split per language since, see below — and its controls, type-ahead, status words and contrast rules 1 KiB; issue 14's trust rules 1.2 KiB: the label normaliser with its homoglyph table, the look-alike check in parse, the answer-text quoting; issue 18 0.5 KiB: a lazy part's import() starts the chunks it needs, one decode per body, markdown-it started beside the decoder — one round trip after the entry instead of three on a cold start, about 300 ms at 150 ms a round trip against 3 ms for the bytes at 1.6 Mbit/s — and a receipt built as plain DOM). Issue 18 then split the words per language: English stays in the entry, each other language is a chunk of its own of 0.8–1.1 KiB gzip (`strings-<lang>`), fetched beside the format's chunk when the page's `lang` needs it — 39,958 → 33,419 B. Issue 14's classes 3, 6 and 7 then added the live region in every layout, the receipt's focus, aria-required and the isolates around names in the element's sentences. */
export const BUDGET = 31.25 * 1024; // issue 48 (seventh round): the parts of the sets in the page's HTML asked for before the rest of the entry is evaluated (`first-parts.ts`: the first set's chunks requested about 10 ms sooner) and the idle preload waiting until those sets show (+141 B): 31,807 -> 31,948 B, budget 31.125 -> 31.25 KiB; issue 48 (fifth round): each decoder run once on a small body of its own while the page is idle (`warmDecoder`), so a chat's first set runs compiled code (its first parse 2.4-4.9 -> 0.4-0.7 ms): 31,516 -> 31,762 B, budget 31 -> 31.125 KiB; issue 50 leftovers merged (a decline note kept with its delivery and stored draft: +32 B on its own branch); issue 48 §2 merged (growth as one intent: a streamed body that grew read at once outside an update, each head's question lists, one carrier rule for parse and the streaming reader: +182 B on its own branch): 31,239 -> 31,427 B, budget 30.75 -> 31 KiB; issue 48 (this round), rebased on issue 49's leftovers: 34,747 -> 31,300 B, budget 34 -> 30.75 KiB; the open controls' intents (with the option keys and the input guard) and the receipt moved to the after-decode chunk, as only a decoded set has either (the chunk is fetched with every decoder, and while the page is idle): 34,668 -> 31,049 B on its own branch (entry + after-decode +98 B), budget 33.75 -> 30.5 KiB; issue 49's leftovers: an answer the body cleared said where the user is (the live region, the step's line naming it, the overview's row: one word and a function in 13 languages) and a streamed body that ended broken keeping its session, its picks listed under the error, the way out acting there: 34,536 -> 34,747 B on its own branch (the line reads as a link: 15 B), budget 33.75 -> 34 KiB; issue 48 merged after issues 49-51 (the idle preload, the URL card and previews moved to the after-decode chunk, per-set closures shared): 34,975 -> 34,535 B, budget 34.25 -> 33.75 KiB; issue 48: the idle preload of the first set's parts (+206 B), and the MCP URL card and the option previews' code moved to the after-decode chunk, their stylesheets split off and left in the entry (-707 B), per-set closures made shared methods: 34,109 -> 33,666 B on its own branch, 33,980 B with issues 49 and 51 merged (main 34,411 B), budget 33.625 -> 33.25 KiB; issue 50's delivery merged after issue 49's (waitUntil on the two delivery events, a throwing listener seen through a window error listener around the dispatch, send-timeout, the sending / not sent / not confirmed words and the receipts' answering in the chat, in 13 languages): +578 B on its own branch (34,171 -> 34,749 B), budget 33.625 -> 34.25 KiB; issue 49: the way out taken while a body streams (remembered, said beside it in 13 languages, sent once the body is whole): +71 B on its own branch (34,274 -> 34,345 B), budget 33.5625 -> 33.625 KiB; issue 49: a body written in chunks (write(), writable: each chunk read once, the whole text kept by the reader, not the host): +179 B on its own branch (34,106 -> 34,285 B), budget 33.375 -> 33.5625 KiB; issue 51: the card keeps the page's text layout out (text-align, indent, case, spacing, wrapping, slant and shadow reset on :host; docs/theming.md): 34,108 -> 34,158 B, and the segmented pair's hover ring (issue 51, point 7) 34,171 B, budget 33.3125 -> 33.375 KiB; issue 42's stylesheet split beside its templates (five css tags and their imports): 34,062 -> 34,109 B; issue 42: a streaming element starts every format's decoder (and the open set with them) beside its reader, so question 1 of a cold stream shows 18 / 27 ms after its last byte instead of 64 / 80 ms (bench/README.md): 34,017 -> 34,060 B, budget 33.25 -> 33.3125 KiB; issue 41 (E) merged, questions while the body streams: 33,473 -> 33,900 B (the partial read and session, the waiting button; the reader itself a chunk of its own, 1.4 KiB), budget 33 -> 33.25 KiB; before, issues 40, 41, 43 merged (identity in the entry's scope registry, question-open, the dropped and way-out words): 33,473 B (budget 32.5 -> 33 KiB; issue 42's seam work is to bring it back to 32 KiB); measured after the split: 33,419 B; with issue 14 classes 3, 6, 7: 34,388 B; with issue 17's MCP URL-mode card: 34,799 B; with issue 16's receipt (the intro, one question with its answer, several behind a one-line <details>, the URL receipt's "Opened <host>"): 35,088 B; with issue 18's lean receipt elements (handlers, option keys and scope member made only where used, hashes kept instead of copies of the body: 6.2 -> 4.0 KiB of JS heap per receipt): 35,146 B; with issue 16's confirmation (a Yes / No pair that sends, danger-styled), Decline and Cancel as one quiet row and the outcome chips' own row and ask() opening a set of the same content again for a new request, the locale hint and the merge of issue 16's two branches: 35,557 B; with the answer text's line check in the writer and the word 'none' in 13 languages; all merged: 35,947 B; with issue 18's lean open set (option rows built as plain DOM by one directive, updated by hand: -2 KiB of JS heap and -27 nodes per open set): 36,261 B; with the card's delegated key and input listeners (-0.3 to -0.7 KiB of JS heap per open set): 36,314 B; with issue 18's one read per body (an element waiting for its decoder keeps the body it read: 59 B), dedent by the native trims (26 B) and yaml-simple's quoted scalars without JSON.parse (53 B): 36,123 B; with issue 18's lighter receipt (the store's methods on a prototype, a session without a Set or closures of its own, a restored receipt straight in the shadow root with its language on the card: 6.5 -> 5.6 KiB of JS heap per receipt, 42 -> 36 nodes): 36,113 B; with the receipt's markup parsed instead of built node by node (no JS wrapper per node: -0.2 to -0.3 KiB per receipt): 36,157 B; with issue 16's select "Other…" entry (36,221 B) and a long list's filter field (match rule, live count, rows hidden and skipped by the keys): 36,870 B; the four branches of this round merged: 37,567 B; the long list's rows hidden by OptionRows: 37,509 B; the receipt inside innerHTML's fast path, its marks drawn by the stylesheet, ChunkPending without a stack: 37,554 B; issue 18 target 3's open set built as plain DOM once per set (the header, each question's frame and badges, the option group, the free-text field, a proposal, the actions row and the typed controls, updated by hand where they change; the card's clicks delegated through data-act; the handlers one object of shared methods): 13.4 -> 7.7 KiB (vance) and 11.8 -> 7.8 KiB (form) of JS heap per open set, 104 -> 77 and 93 -> 77 nodes: 38,841 B (budget 36.75 -> 38 KiB, +1,280 B); a wizard step keeping its question's frame: 38,864 B; issue 34's accessibility (focus targets when controls go, the receipt's and the overview's names, "not set", rows named by their label, forced colours, text colours mixed with the page's text, named code blocks; three words in 13 languages): 39,628 B (budget 38 -> 38.75 KiB, +768 B); issue 30's sent records tied to their content and issue 31's age-out of stored records (+337 B), 'no answer' in 13 languages (+149 B), the receipt of a reply typed in the chat (h30a alone: 39,492 B); issue 30's input guard and explicit Next, the required-answer message in 13 languages (h30b alone: 39,623 B, +759 B); issue 31's hostile input (one scope kept in document order with its maybe-open members apart, so join, claim and leave stop walking every rival; hasMarkdown as one pass; quoted YAML keys on the fast path; the Markdown cache bounded by bytes) and a set measured on insertion (h31 alone: 39,586 B, +722 B); issue 33's structured previews (the pane beside the options, about 635 B), a pick's note, MCP defaults sent as answers, three words in 13 languages (h33 alone: 39,700 B); the seven branches of issues 30-35 merged: 43,386 B (budget 38.75 -> 42.5 KiB, +3,840 B; issue 36 asks for 36 KiB, see docs/bundle.md); issue 36 moved what only a decoded set needs (the session, the answers, the label normaliser, the open set's view) into the after-decode chunk, fetched beside every decoder: 32,095 B; and the JSON error scan into a chunk of its own, fetched only for a JSON body that does not parse: 31,559 B (budget 42.5 -> 32 KiB, see AFTER_DECODE_BUDGET); issue 35's option rows (the Other… row that opens the field, number hints only with the keyboard, the segmented pair, rows without a box): 43,433 -> 44,009 B on their own branch; issue 36's thin element (its dispatcher, focus, body, session and scope in controllers) and read-only receipts (a Receipt read by the session's rules, the session made on first need): 43,433 -> 44,095 B on its own branch; issue 40's identity of sets (copies of one set and the asks of one question kept per scope, the record key in drafts and sent records, record-key): 32,438 -> 32,967 B on its own branch (budget 32 -> 32.5 KiB, +512 B)

/**
 * The script-tag bundle's markdown-it chunk, which every page with a Markdown text fetches (issue 18's
 * cold start): markdown-it without `entities`' tables and `linkify-it`, which the bundle swaps for the
 * browser's parser and a stub (rollup.config.mjs) — 46.5 → 21.8 KiB. The budget keeps them out.
 */
export const MARKDOWN_BUDGET = 22 * 1024;

/**
 * The script-tag bundle's after-decode chunk (issue 36): what only a decoded set needs — its
 * session, the answers' checks and encoding, the reading of an answer, the label normaliser and the
 * open set's view — which every format's decoder brings along, so every first set fetches it beside
 * its decoder, in the same round trip. 12,675 B when it left the entry (entry + chunk 44,770 B,
 * the entry alone 43,433 B before: splitting costs gzip its shared context and the stand-ins
 * 1.3 KiB). Bytes moved from the entry into it are still a first set's bytes: this budget keeps them
 * counted.
 */
export const AFTER_DECODE_BUDGET = 21.875 * 1024; // a long question text (over 1,000 characters) given its own line outright (`.long`: WebKit measured a 100 KiB word as one line for 10-15 s first) with issue 50's declined note and MCP enums merged: 22,189 -> 22,274 B, budget 21.75 -> 21.875 KiB; issue 48 (fifth round): the open view rendered once while the page is idle on the decoders' warm-up set, out of the page (`warmRender`: lit-html's templates prepared and the view's code compiled before a set arrives): 22,054 -> 22,189 B, budget 21.625 -> 21.75 KiB; issue 50 (this round): MCP Cancel's own text from the format's words, a transcript's declined text restored as the receipt it had (the session's `#declinedAs`, the format's `cancelled` passed to the reader): 21,975 -> 22,054 B with issue 48's third round, budget 21.5 -> 21.625 KiB; issue 48 (third round): Decline and Cancel's row and the one-page form's questions built as plain DOM once per set (the Leave and Questions directives; -0.67 KiB of JS heap per open set): 21,610 -> 21,975 B, budget 21.125 -> 21.5 KiB; issue 48 (this round), rebased on issue 49's leftovers: 17,927 -> 21,524 B, budget 17.625 -> 21.125 KiB; the open controls' intents, the option keys, the input guard and the receipt moved here from the entry: 17,670 -> 21,255 B, budget 17.5 -> 20.875 KiB; issue 49's leftovers (the cleared answers' line on another step and the overview's row, the kept answers under a broken body's error, Session.end): 17,670 -> 17,927 B on its own branch, budget 17.5 -> 17.625 KiB; issue 48 merged after issues 49-51 (the URL card and the previews' code moved here from the entry): 17,008 -> 17,670 B, budget 17 -> 17.5 KiB; issue 48: the MCP URL card and the option previews' code moved here from the entry (fetched with every decoder, and while the page is idle): 16,203 -> 16,850 B on its own branch, 16,992 B with issue 49 merged (main 16,339 B), budget 16 -> 16.625 KiB; issue 51's answer detail merged after issues 49 and 50 (every kind fills detail.answers: a confirm's yes as `value: true`, labels as the asker wrote them through the head's `valueIsLabel`): +56 B on its own branch (16,339 -> 16,395 B), budget 16.75 -> 17 KiB; issue 50's delivery merged after issue 49's (the session's sending, failed and unconfirmed, the wait with its timeout, the open card's delivery line): +612 B on its own branch (16,203 -> 16,815 B), budget 16 -> 16.75 KiB; issue 49: the session remembers a decline asked for while its set streams and carries it to the grown set: 16,203 -> 16,296 B, budget 15.875 -> 16 KiB; issue 42's loading seam (every seam a plain import() in the source, the twins and three rollup plugins gone): entry 34,003 -> 33,975 B, this chunk 16,084 -> 16,210 B (the normaliser's own seam, the open set reached through one accessor), the two together +98 B, budget 15.75 -> 15.875 KiB; issue 41 (E) merged: 15,715 -> 16,066 B, the partial session (waiting, takeOver) and the waiting button, budget 15.5 -> 15.75 KiB; before, issues 40, 41, 43 merged (input truth: dates, unreadable and too-long refusals; the way out; the dropped notice; answer labels): 15,715 B (budget 13.25 -> 15.5 KiB); 13 -> 13.25 KiB: issue 40 part B (a dropped answer's notice, the composition key check, Enter on the overview): 13,207 -> 13,555 B

const gzip = (code) => gzipSync(code, { level: 9 }).length;
const brotli = (code) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The relative module specifiers of a built file: imports, re-exports and `import()`. */
function specifiers(code) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node.source?.value === 'string' && node.source.value.startsWith('.'))
      found.push(node.source.value);
    Object.values(node).forEach(visit);
  };
  visit(parseAst(code));
  return found;
}

/** A file, then every file it imports, statically or not (all relative, all beside it). */
function reach(start) {
  const files = [start];
  for (const file of files) {
    for (const spec of specifiers(readFileSync(join(root, file), 'utf8'))) {
      const next = join(dirname(file), spec).split('\\').join('/');
      if (!files.includes(next)) files.push(next);
    }
  }
  return files;
}

/** A chunk's name without its content hash: `dist/yaml-Cx1_a9Zq.js` → `yaml.js`. */
const unhashed = (file) => {
  const name = file.replace(/^.*\//, '');
  return `dist/${name}` === ENTRY || `dist/${name}` === API ? name : name.replace(/-[\w-]{8}\.js$/, '.js');
};

/** Unminified sizes, from the same bundle build without the minifier. */
async function rawSizes() {
  process.chdir(root);
  const { rollup } = await import('rollup');
  const { bundle } = await import('../rollup.config.mjs');
  const build = await rollup({
    ...bundle,
    plugins: bundle.plugins.filter((p) => p.name !== 'esbuild-minify' && p.name !== 'minify-templates'),
  });
  const { output } = await build.generate({ ...bundle.output, sourcemap: false });
  await build.close();
  return new Map(output.filter((o) => o.type === 'chunk').map((c) => [unhashed(c.fileName), c.code.length]));
}

const sizes = (files) =>
  files.map((file) => {
    const code = readFileSync(join(root, file));
    return { file, min: code.length, gzip: gzip(code), brotli: brotli(code) };
  });

/** The entry first, then every file it can load: what a page that shows sets may download. */
export function measure() {
  return sizes(reach(ENTRY));
}

/** The api file and the files only it loads: what a page that calls the codec downloads besides. */
export function measureApi() {
  const entry = reach(ENTRY);
  return sizes(reach(API).filter((f) => !entry.includes(f)));
}

const kib = (n) => (n === undefined ? '—' : `${(n / 1024).toFixed(1)} KiB`);

function table(rows, raw) {
  const total = (key) => rows.reduce((sum, r) => sum + r[key], 0);
  const lines = [
    `| file | ${raw ? 'raw | ' : ''}minified | gzip | brotli |`,
    `|---|${raw ? '--:|' : ''}--:|--:|--:|`,
    ...rows.map(
      (r, i) =>
        `| \`${unhashed(r.file)}\`${i === 0 ? ' (entry)' : r.file === API ? ' (api)' : ''} | ${raw ? kib(raw.get(unhashed(r.file))) + ' | ' : ''}` +
        `${kib(r.min)} | ${kib(r.gzip)} | ${kib(r.brotli)} |`,
    ),
    `| all | ${raw ? kib([...raw.values()].reduce((a, b) => a + b, 0)) + ' | ' : ''}` +
      `${kib(total('min'))} | ${kib(total('gzip'))} | ${kib(total('brotli'))} |`,
  ];
  return lines.join('\n');
}

/**
 * What the npm build may add up front (gzip) to a bundler app that shows one JSON set without
 * Markdown (`APPS`' first): YAML, markdown-it, the decoders, the block scanner and the answer
 * reader come in lazy chunks (issue 15 asked for about 40 KiB; esbuild's split costs a little;
 * issue 16's controls, type-ahead, status words and contrast rules 0.5 KiB; issue 18's one decode
 * per body and plain-DOM receipt a quarter KiB; issue 14's trust rules in parse and the answer text 1.2 KiB;
 * issue 18's split of the words per language took 6 KiB off: every language but English is a lazy chunk).
 */
export const APP_BUDGET = 44.25 * 1024; // issue 48 (seventh round): see BUDGET: 45,142 -> 45,269 B, budget 44.125 -> 44.25 KiB; issue 48 (fifth round): the idle warm-up of the decoders (see BUDGET): 44,782 -> 45,058 B, budget 43.75 -> 44.125 KiB; issue 48 §2 merged (growth as one intent): 44,368 -> 44,642 B, budget 43.5 -> 43.75 KiB; issue 48 (this round): the intents and the receipt in the open set's lazy chunk: 47,574 -> 44,178 B, budget 47 -> 43.5 KiB; issues 49 and 50 merged: 47,917 B (budget 46.75 -> 47 KiB); issue 50's delivery on its own branch: 47,127 -> 47,702 B (budget 46.5 -> 46.75 KiB); issue 42: every seam a plain import() in the sources, so the npm build fetches the open set (session, answers, the open view) with the first decoder as the script tag does: 56,813 -> 46,969 B, budget 55.5 -> 46.5 KiB; before, issue 41 (E) merged: 55,023 -> 56,708 B, of which the streamed body's reader 1.4 KiB (the app's bundler inlines the chunk), budget 54 -> 55.5 KiB; before, issues 40, 41, 43 merged: 55,023 B (budget 51 -> 54 KiB); measured after the split of the words: 39,697 B (45,894 B before); with issue 14 classes 3, 6, 7: 40,691 B; with the URL-mode card: 41,119 B; with issue 16's receipt: 41,401 B; with issue 16's confirmation, quiet Decline / Cancel row and MCP labels in words and the merge of the two: 41,875 B; with the answer text's line check and 'none'; all merged: 42,034 B; with issue 18's lean open set: 42,333 B; with issue 18's one read per body, dedent and yaml-simple (138 B); with issue 18's lighter receipt: 42,213 B, its markup parsed: 42,262 B; with the select's "Other…" entry and the long list's filter: 42,933 B; the four branches of this round merged: 43,605 B; with issue 18's receipt inside innerHTML's fast path (texts isolated by dir=auto, the disclosure made beside the parse) and its marks drawn by the stylesheet, and ChunkPending made without a stack: 43,636 B; with issue 18 target 3's open set as plain DOM (see BUDGET): 44,990 B; a wizard step keeping its question's frame: 45,024 B (budget 42.75 -> 44 KiB, +1,280 B); issue 34's accessibility (see BUDGET): 45,746 B (budget 44 -> 44.75 KiB, +768 B); issue 30's sent records tied to content, the age-out of stored records and 'no answer' (h30a alone: 45,712 B); issue 30's input guard and explicit Next (h30b alone: 45,761 B, +737 B); issue 31's hostile input and measure on insertion (h31 alone: 46,059 B, +1,035 B); issue 33's previews and notes (h33 alone: 45,884 B); the seven branches of issues 30-35 merged: 50,059 B (budget 44.75 -> 49 KiB); issue 35's option rows (see BUDGET): 50,664 B (budget 49 -> 49.75 KiB); issue 36's thin element and read-only receipts (see BUDGET): 50,139 -> 50,688 B on its own branch; the four branches of issues 35 and 36 merged: 51,362 B (budget 49.75 -> 50.5 KiB; the npm build keeps the session and the open view in its up-front part); issue 40's identity of sets (see BUDGET): 51,382 -> 51,907 B on its own branch (budget 50.5 -> 51 KiB)

/** Small apps a bundler builds against dist/npm, by kind (React left to the app). */
export const APPS = {
  'one JSON set (`question-elements`)': `import 'question-elements';
const el = document.createElement('question-set');
el.data = { questions: [{ id: 'q', header: 'Go', question: 'Ship it?', options: [{ label: 'Yes', description: 'Ship now' }, { label: 'No', description: 'Wait' }] }] };
document.body.append(el);
`,
  'React wrapper (`question-elements/react`)': `export { QuestionSet } from 'question-elements/react';\n`,
  'codec only (`question-elements/codec`)': `export { parse } from 'question-elements/codec';\n`,
};

/** Gzip bytes up front and lazy of each app kind, in `APPS` order. */
export async function measureApps() {
  const { buildApp, totals } = await import('./app-build.mjs');
  const out = [];
  for (const [name, source] of Object.entries(APPS)) {
    const { files } = await buildApp(source, { external: ['react', 'react-dom', 'react/*'] });
    out.push({ name, ...totals(files) });
  }
  return out;
}

async function apps() {
  console.log('| app | up front (gzip) | lazy chunks (gzip) |\n|---|--:|--:|');
  for (const { name, upFront, lazy } of await measureApps())
    console.log(`| ${name} | ${kib(upFront)} | ${kib(lazy)} |`);
}

/** A source's group: a package (`lit-html`), else our file (the formats' heads as one). */
const group = (source) => {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
  if (pkg) return pkg;
  const ours = /src\/(.*)$/.exec(source)?.[1];
  if (!ours) return '(bundler glue)';
  return ours.replace(/^codec\/formats\/.*$/, 'codec/formats/…');
};

/**
 * The entry's bytes by source group: each minified character goes to the source its source map
 * names at or before it; "gzip saved" is the entry's gzip size less that of the entry without the
 * group's characters (what leaving it out would save, about: gzip shares its dictionary).
 */
function sources() {
  const code = readFileSync(join(root, ENTRY), 'utf8');
  const map = new SourceMap(JSON.parse(readFileSync(join(root, `${ENTRY}.map`), 'utf8')));
  const owners = [];
  const lines = code.split('\n');
  for (let line = 0; line < lines.length; line++) {
    for (let column = 0; column <= lines[line].length; column++) {
      const hit = map.findEntry(line, column);
      owners.push(group(hit?.originalSource ?? ''));
    }
  }
  const total = gzip(code);
  const groups = new Map();
  owners.forEach((g, i) => groups.set(g, (groups.get(g) ?? 0) + (code[i] === undefined ? 0 : 1)));
  const rows = [...groups].map(([name, bytes]) => {
    const rest = [...code].filter((_, i) => owners[i] !== name).join('');
    return { name, bytes, saved: total - gzip(rest) };
  });
  rows.sort((a, b) => b.saved - a.saved);
  console.log(`| source | minified | gzip saved without it |\n|---|--:|--:|`);
  for (const r of rows) console.log(`| \`${r.name}\` | ${kib(r.bytes)} | ${r.saved} B |`);
  console.log(`| the entry | ${kib(code.length)} | ${total} B |`);
}

/**
 * The one measurement every size figure of the pages comes from (scripts/size-figures.mjs): the
 * script-tag files, a first set's chunks, and the one-JSON-set app of the npm build with its lazy
 * chunks. Written to docs/sizes.json; each figure in the pages is rewritten from it.
 */
async function write() {
  const { writeFileSync } = await import('node:fs');
  const { SIZES, PAGES, withFigures } = await import('./size-figures.mjs');
  const { FORMAT_IDS } = await import('../dist/npm/codec.js');
  const { buildApp, totals } = await import('./app-build.mjs');
  const rows = [...measure(), ...measureApi()];
  const raw = await rawSizes();
  const gzipOf = (name) => rows.find((r) => unhashed(r.file) === name).gzip;
  // a first AskUserQuestion set: its decoder and what that imports (the open view among them)
  const chunks = [rows.find((r) => unhashed(r.file) === 'format-structured.js').file];
  for (const f of chunks)
    for (const [, spec] of readFileSync(join(root, f), 'utf8').matchAll(
      /(?:from|import)\s*["'](\.\/[^"']+)["']/g,
    )) {
      const next = join(dirname(f), spec).split('\\').join('/');
      if (next !== ENTRY && !chunks.includes(next)) chunks.push(next);
    }
  const firstSet = chunks.reduce((sum, f) => sum + gzip(readFileSync(join(root, f))), 0);
  const [name, source] = Object.entries(APPS)[0];
  const { files } = await buildApp(source);
  const lazy = files.filter((f) => !f.upFront);
  const holding = (re) =>
    lazy.filter((f) => f.inputs.some((i) => re.test(i))).reduce((sum, f) => sum + f.gzip, 0);
  const decoders = FORMAT_IDS.map((id) => holding(new RegExp(`^dist/npm/chunks/${id}-`))).filter(Boolean);
  const version = (pkg) =>
    JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  const sizes = {
    measured: new Date().toISOString().slice(0, 10),
    versions: { lit: version('lit'), yaml: version('yaml'), 'markdown-it': version('markdown-it') },
    entry: rows[0].gzip,
    afterDecode: gzipOf('after-decode.js'),
    markdownIt: gzipOf('markdown-it.js'),
    firstSet,
    app: { name, ...totals(files) },
    appChunks: {
      decoders: [Math.min(...decoders), Math.max(...decoders)],
      yaml: holding(/node_modules\/yaml\//),
      markdownIt: holding(/node_modules\/markdown-it\//),
    },
    files: rows.map((r, i) => ({
      file: `${unhashed(r.file)}${i === 0 ? ' (entry)' : r.file === API ? ' (api)' : ''}`,
      raw: raw.get(unhashed(r.file)),
      min: r.min,
      gzip: r.gzip,
      brotli: r.brotli,
    })),
  };
  const prettier = await import('prettier');
  writeFileSync(SIZES, await prettier.format(JSON.stringify(sizes), { filepath: SIZES }));
  for (const page of PAGES) {
    const file = join(root, page);
    writeFileSync(file, await withFigures(page, readFileSync(file, 'utf8'), sizes));
  }
  console.log(`docs/sizes.json and ${PAGES.join(', ')} written`);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  await write();
} else if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--apps')) {
  await apps();
} else if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--sources')) {
  sources();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let rows;
  try {
    rows = [...measure(), ...measureApi()];
  } catch (error) {
    console.error(`size: ${error.message} (run \`npm run build\` first)`);
    process.exit(1);
  }
  console.log(table(rows, check ? undefined : await rawSizes()));
  const entry = rows[0];
  const verdict = `entry ${ENTRY}: ${entry.gzip} B gzip, budget ${BUDGET} B (${kib(BUDGET)})`;
  if (entry.gzip > BUDGET) {
    console.error(`\nsize: over budget: ${verdict}`);
    process.exitCode = 1;
  } else {
    console.log(`\n${verdict}`);
  }
  const markdown = rows.find((r) => unhashed(r.file) === 'markdown-it.js');
  const mdLine = `chunk markdown-it: ${markdown?.gzip} B gzip, budget ${MARKDOWN_BUDGET} B (${kib(MARKDOWN_BUDGET)})`;
  if (!markdown || markdown.gzip > MARKDOWN_BUDGET) {
    console.error(`size: over budget: ${mdLine}`);
    process.exitCode = 1;
  } else console.log(mdLine);
  const after = rows.find((r) => unhashed(r.file) === 'after-decode.js');
  const afterLine = `chunk after-decode: ${after?.gzip} B gzip, budget ${AFTER_DECODE_BUDGET} B (${kib(AFTER_DECODE_BUDGET)}); with the entry ${entry.gzip + (after?.gzip ?? 0)} B`;
  if (!after || after.gzip > AFTER_DECODE_BUDGET) {
    console.error(`size: over budget: ${afterLine}`);
    process.exitCode = 1;
  } else console.log(afterLine);
  if (check) {
    const [app] = await measureApps();
    const line = `app ${app.name}: ${app.upFront} B gzip up front, budget ${APP_BUDGET} B (${kib(APP_BUDGET)})`;
    if (app.upFront > APP_BUDGET) {
      console.error(`size: over budget: ${line}`);
      process.exitCode = 1;
    } else console.log(line);
  }
}

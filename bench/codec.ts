/**
 * Codec benchmark: median and p95 microseconds per call for a typical body of each format (the
 * seed's own example, fixture 01), for the largest body the limits allow, and for answers.
 * Run: npm run bench:codec
 */
import { readdirSync, readFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseDocument, stringify } from 'yaml';
import {
  encodeAnswers,
  FORMAT_IDS,
  MAX_BODY_BYTES,
  MAX_QUESTIONS,
  parse,
  parseMessage,
  toFence,
  type Answer,
  type QuestionSet,
} from '../src/codec/index.js';
import { forgetParsed } from '../src/codec/parse.js';
import { parseSimpleYaml } from '../src/codec/yaml-simple.js';
import { askQuestionSet } from '../test/reference/egoz.js';
import { blockSchema, parseQuestionMessage } from '../test/reference/index.js';
import { ElicitRequestParamsSchema } from '../test/reference/mcp.js';
import { readShiitake } from '../test/reference/shiitake.js';
import { readStructured } from '../test/reference/structured.js';
import { formBody } from '../test/reference/form.js';
import { questionSet as vanceSet, readYaml } from '../test/reference/vance.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** Time spent per case after warming up, and the most samples taken. */
const BUDGET_MS = 1500;
const WARMUP_MS = 500;
const WARMUP_CALLS = 500;
const MAX_SAMPLES = 20_000;

let sink = 0;

/** Wall-clock microseconds per call, one call per sample: median and p95. */
function measure(run: () => unknown): { median: number; p95: number; samples: number } {
  // warm up for WARMUP_MS and at least WARMUP_CALLS calls (a busy machine gives few calls per ms)
  const start = performance.now();
  for (let calls = 0; calls < WARMUP_CALLS || performance.now() - start < WARMUP_MS; calls++) {
    sink += run() ? 1 : 0;
    if (performance.now() - start > 10 * WARMUP_MS) break;
  }
  const samples: number[] = [];
  const end = performance.now() + BUDGET_MS;
  while (samples.length < MAX_SAMPLES && (samples.length < 100 || performance.now() < end)) {
    const t0 = process.hrtime.bigint();
    const result = run();
    const t1 = process.hrtime.bigint();
    sink += result ? 1 : 0;
    samples.push(Number(t1 - t0) / 1000);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { median: at(0.5), p95: at(0.95), samples: samples.length };
}

function mustParse(body: string, label: string): QuestionSet {
  const result = parse(body);
  if (!result.ok) throw new Error(`${label} does not decode: ${JSON.stringify(result.error)}`);
  return result.set;
}

const kib = (s: string) => `${(new TextEncoder().encode(s).length / 1024).toFixed(1)} KiB`;

/** The first valid fixture of a format: each format's 01 is its seed's (or spec's) own example. */
function typical(format: string): { file: string; body: string } | undefined {
  const dir = `${format}/valid/`;
  let names: string[];
  try {
    names = readdirSync(FIXTURES + dir);
  } catch {
    return undefined;
  }
  const file = names.filter((f) => !f.endsWith('.expected.json')).sort()[0];
  return file ? { file: dir + file, body: readFileSync(FIXTURES + dir + file, 'utf8') } : undefined;
}

/** The largest vance body the limits allow: 100 questions, padded to just under 256 KiB. */
function largest(syntax: 'yaml' | 'json'): string {
  const make = (fill: number) => {
    const wire = {
      id: 'largest',
      intro: 'The largest set a body may hold.',
      questions: Array.from({ length: MAX_QUESTIONS }, (_, i) => ({
        key: `q${i + 1}`,
        text: `Question ${i + 1}: ${'Where should the nightly exports be stored, and for how long? '.repeat(fill)}`,
        ...(i % 3 === 0 && {
          kind: 'choice',
          options: ['eu-central-1', 'eu-west-1', { label: 'us-east-1', description: 'outside the EU' }],
        }),
        ...(i % 3 === 1 && { kind: 'confirm', proposal: 'Keep them for ten years' }),
        ...(i % 5 === 0 && { context: 'Records must be kept for ten years.', weight: 'blocker' }),
      })),
    };
    return syntax === 'yaml' ? stringify(wire, { lineWidth: 0 }) : JSON.stringify(wire, null, 1);
  };
  let fill = 0;
  while (new TextEncoder().encode(make(fill + 1)).length <= MAX_BODY_BYTES - 1024) fill++;
  return make(fill);
}

/** Each reference as a reader of a body: JSON.parse and the schema, or the seed's message reader. */
const REFERENCES: Partial<Record<string, (body: string) => unknown>> = {
  index: (b) =>
    /^`{3,}index-questions/m.test(b) ? parseQuestionMessage(b) : blockSchema.safeParse(JSON.parse(b)).success,
  structured: (b) => readStructured(JSON.parse(b)),
  shiitake: (b) => readShiitake(JSON.parse(b)),
  egoz: (b) => askQuestionSet.safeParse(JSON.parse(b)).success,
  mcp: (b) => ElicitRequestParamsSchema.safeParse(JSON.parse(b)).success,
  // the yaml package's reading and seed 000's rules
  vance: (b) => {
    const read = readYaml(b);
    return read !== undefined && vanceSet.safeParse(read.value).success;
  },
  form: (b) =>
    formBody.safeParse(JSON.parse(b.replace(/^\s*<question-form[^>]*>|<\/question-form>\s*$/g, ''))).success,
};

const rows: string[][] = [];
function row(what: string, body: string, run: () => unknown): void {
  const { median, p95, samples } = measure(run);
  rows.push([what, body, median.toFixed(1), p95.toFixed(1), String(samples)]);
}

for (const format of FORMAT_IDS) {
  const fixture = typical(format);
  if (!fixture) continue;
  mustParse(fixture.body, fixture.file);
  // a first reading: parse keeps its last results by text, and a reference keeps none
  row(`parse — ${format}`, `${fixture.file} (${kib(fixture.body)})`, () => {
    forgetParsed(fixture.body);
    return parse(fixture.body).ok;
  });
  // the format's reference (test/reference/) on the same body, in the same process
  const reference = REFERENCES[format];
  if (reference) row(`reference — ${format}`, fixture.file, () => reference(fixture.body));
}

for (const syntax of ['yaml', 'json'] as const) {
  const body = largest(syntax);
  const set = mustParse(body, `the largest ${syntax} body`);
  if (set.questions.length !== MAX_QUESTIONS) throw new Error('the largest body lost questions');
  row(
    `parse — vance, largest body`,
    `${MAX_QUESTIONS} questions, ${syntax.toUpperCase()} (${kib(body)})`,
    () => parse(body).ok,
  );
}

const seedYaml = readFileSync(FIXTURES + 'vance/valid/01-seed-example.yaml', 'utf8');
// reading the YAML alone: the codec's fast path, and the `yaml` package as the codec calls it
// (parseDocument and toJS; the codec's visit for tags and aliases comes on top)
if (parseSimpleYaml(seedYaml) === undefined) throw new Error('the YAML fast path declines the seed example');
row('read YAML — fast path', `vance seed example (${kib(seedYaml)})`, () => parseSimpleYaml(seedYaml));
row('read YAML — yaml package', `vance seed example (${kib(seedYaml)})`, () =>
  parseDocument(seedYaml, { schema: 'core', uniqueKeys: true, strict: true }).toJS({ maxAliasCount: 0 }),
);

const seed = mustParse(seedYaml, 'the seed example');
const seedAnswers: Answer[] = [
  { questionId: 'eu-region', outcome: 'answered', selected: ['2'], text: 'but only for backups' },
  { questionId: 'retention', outcome: 'settled', selected: [] },
];
row(
  'encodeAnswers — vance',
  'seed example, 2 answers',
  () => encodeAnswers(seed, seedAnswers, { requestId: 'r' }).text,
);

const big = mustParse(largest('yaml'), 'the largest body');
const bigAnswers: Answer[] = big.questions.map((q, i) => ({
  questionId: q.id,
  outcome: (['answered', 'settled', 'later', 'unknown'] as const)[i % 4],
  selected: q.options.length ? ['1'] : [],
  text: i % 2 ? 'with a note' : undefined,
}));
row(
  'encodeAnswers — vance',
  `largest body, ${bigAnswers.length} answers`,
  () => encodeAnswers(big, bigAnswers, { requestId: 'r' }).text,
);

const message = `Before I continue, three points:\n\n${toFence(seed)}\n\nThanks!`;
row('parseMessage', 'prose + the seed example as a fence', () => {
  forgetParsed();
  return parseMessage(message).length;
});

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const lines = [
  `Node ${process.version} on ${cpu} (${cpus().length} logical cores, ${platform()} ${arch()}), load average ${loadavg()[0].toFixed(1)}`,
  '',
  '| operation | body | median µs | p95 µs | samples |',
  '|---|---|--:|--:|--:|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
];
process.stdout.write(lines.join('\n') + '\n');
if (sink < 0) process.stdout.write('\n');

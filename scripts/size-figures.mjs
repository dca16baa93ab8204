// Every size figure the README, docs/bundle.md and examples/README.md quote comes from one
// measurement, docs/sizes.json (gzip bytes of the built files, written by `node scripts/size.mjs
// --write`), in one unit, KiB (1,024 bytes). `--write` also rewrites each figure where it stands;
// test/docs/sizes.test.ts holds the pages to the measurement and the measurement to dist/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SIZES = join(root, 'docs', 'sizes.json');
export const START = '<!-- sizes: written by scripts/size.mjs --write from docs/sizes.json -->';
export const END = '<!-- /sizes -->';

/** Bytes as the pages write them: one decimal, KiB. */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The committed measurement: `{ measured, versions, entry, firstSet, app: { upFront, lazy },
 * appChunks: { decoders: [min, max], yaml, markdownIt }, files: [{ file, raw, min, gzip, brotli }] }`.
 */
export function readSizes(file = SIZES) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * Each figure a page quotes: the page, a pattern whose one group is the figure, and the figure
 * the measurement gives. A pattern matches exactly once in its page.
 */
export const CLAIMS = [
  {
    file: 'README.md',
    pattern: /one\s+JSON\s+set\s+adds\s+about\s+(\S+\s+KiB)\s+gzip\s+up\s+front/,
    figure: (s) => kib(s.app.upFront),
  },
  {
    file: 'README.md',
    pattern: /the\s+script\s+tag's\s+entry\s+is\s+(\S+\s+KiB)/,
    figure: (s) => kib(s.entry),
  },
  {
    file: 'README.md',
    pattern: /brings\s+its\s+decoder\s+and\s+the\s+open\s+view\s+\(about\s+(\S+\s+KiB)\)/,
    figure: (s) => kib(s.firstSet),
  },
  {
    file: 'README.md',
    pattern: /\| script-tag entry, gzip \(≤ 32 KiB\) +\| (\S+ KiB: (?:over|under) by \S+ KiB)/,
    figure: (s) =>
      `${kib(s.entry)}: ${s.entry > 32 * 1024 ? 'over' : 'under'} by ${kib(Math.abs(s.entry - 32 * 1024))}`,
  },
  {
    file: 'docs/bundle.md',
    pattern:
      /Measured\s+on\s+(\d{4}-\d\d-\d\d\s+with\s+lit\s+[\d.]+,\s+yaml\s+[\d.]+\s+and\s+markdown-it\s+[\d.]+)\./,
    figure: (s) =>
      `${s.measured} with lit ${s.versions.lit}, yaml ${s.versions.yaml} and markdown-it ${s.versions['markdown-it']}`,
  },
  {
    file: 'examples/README.md',
    pattern: /a\s+format's\s+decoder\s+\((\S+\s+KiB)\s+each\)/,
    figure: (s) => {
      const [a, b] = s.appChunks.decoders.map((n) => (n / 1024).toFixed(1));
      return `${a}–${b} KiB`;
    },
  },
  {
    file: 'examples/README.md',
    pattern: /YAML\s+\(about\s+(\S+\s+KiB)\)/,
    figure: (s) => kib(s.appChunks.yaml),
  },
  {
    file: 'examples/README.md',
    pattern: /markdown-it\s+\(about\s+(\S+\s+KiB)\)/,
    figure: (s) => kib(s.appChunks.markdownIt),
  },
];

/** The file table of docs/bundle.md (Markdown, before Prettier aligns it). */
export function filesTable(sizes) {
  const total = (key) => sizes.files.reduce((sum, r) => sum + r[key], 0);
  return [
    '| file | raw | minified | gzip | brotli |',
    '| --- | --: | --: | --: | --: |',
    ...sizes.files.map(
      (r) =>
        `| \`${r.file.replace(/ \(.*$/, '')}\`${r.file.replace(/^[^ ]*/, '')} | ${kib(r.raw)} | ${kib(r.min)} | ${kib(r.gzip)} | ${kib(r.brotli)} |`,
    ),
    `| all | ${kib(total('raw'))} | ${kib(total('min'))} | ${kib(total('gzip'))} | ${kib(total('brotli'))} |`,
  ].join('\n');
}

/** `text` (the page `file`) with every figure the measurement gives in its place. */
export async function withFigures(file, text, sizes) {
  let out = text;
  for (const claim of CLAIMS.filter((c) => c.file === file)) {
    const found = claim.pattern.exec(out);
    if (!found) throw new Error(`${file}: no ${claim.pattern}`);
    const at = found.index + found[0].indexOf(found[1]);
    out = out.slice(0, at) + claim.figure(sizes) + out.slice(at + found[1].length);
  }
  if (file === 'docs/bundle.md') {
    const from = out.indexOf(START);
    const to = out.indexOf(END);
    if (from < 0 || to < from) throw new Error(`docs/bundle.md: no ${START} … ${END}`);
    out = `${out.slice(0, from + START.length)}\n\n${filesTable(sizes)}\n\n${out.slice(to)}`;
  }
  // the pages are Prettier's: a figure of another width realigns its table
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(join(root, file))) ?? {};
  return prettier.format(out, { ...options, filepath: join(root, file) });
}

export const PAGES = [...new Set([...CLAIMS.map((c) => c.file), 'docs/bundle.md'])];

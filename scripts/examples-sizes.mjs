// The bytes each example app's page loads, as scripts/examples.mjs measures them, kept in
// examples/sizes.json and written into examples/README.md between its two markers: the figures
// there come from a measurement, never from a hand (test/docs/examples-sizes.test.ts holds them to it).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SIZES = join(root, 'examples', 'sizes.json');
export const README = join(root, 'examples', 'README.md');
export const START = '<!-- sizes: written by scripts/examples.mjs from examples/sizes.json -->';
export const END = '<!-- /sizes -->';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The committed measurement: `{ apps: { [name]: { measured, upFront, without, lazy } } }` (gzip bytes). */
export function readSizes(file = SIZES) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { apps: {} };
}

/** The table of examples/README.md for a measurement, in its apps' order. */
export function sizesTable(sizes) {
  const rows = Object.entries(sizes.apps).map(([name, a]) => [
    name,
    kb(a.upFront),
    a.without ? kb(a.without) : '—',
    kb(a.upFront - a.without),
    kb(a.lazy),
    a.measured,
  ]);
  const head = [
    'app',
    'the page up front',
    'without the package',
    'the package up front',
    "the package's lazy parts",
    'measured',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** examples/README.md with the table between its markers replaced by the measurement's. */
export function withTable(readme, sizes) {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`examples/README.md: no ${START} … ${END}`);
  return `${readme.slice(0, from + START.length)}\n\n${sizesTable(sizes)}\n\n${readme.slice(to)}`;
}

/** Keeps the apps just measured (the others keep their last measurement) and rewrites the README's table. */
export function recordSizes(figures, date = new Date().toISOString().slice(0, 10)) {
  const sizes = readSizes();
  for (const f of figures)
    sizes.apps[f.name] = {
      measured: date,
      upFront: f.own.upFront,
      without: f.without.upFront,
      lazy: f.added.lazy,
    };
  writeFileSync(SIZES, `${JSON.stringify(sizes, null, 2)}\n`);
  writeFileSync(README, withTable(readFileSync(README, 'utf8'), sizes));
}

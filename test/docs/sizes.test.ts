/**
 * Issue 51, point 4: the size figures were worded three ways (the README's "about 46 KiB up
 * front", the examples' "about 34 KB", an older docs/bundle.md table). Every figure the README,
 * docs/bundle.md and examples/README.md quote is now the one measurement's, docs/sizes.json
 * (`node scripts/size.mjs --write` writes it and each figure), in one unit, KiB; and that
 * measurement is the built files' (within a quarter KiB, so a merge of a few bytes needs no new
 * measurement, a larger change does).
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CLAIMS, PAGES, readSizes, withFigures } from '../../scripts/size-figures.mjs';
import { measure, measureApps } from '../../scripts/size.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const sizes = readSizes()!;
const AGAIN = 'run `node scripts/size.mjs --write` after `npm run build`';

test('every size figure of the pages is the measurement of docs/sizes.json', async () => {
  assert.ok(sizes, 'docs/sizes.json');
  assert.ok(CLAIMS.length >= 8);
  for (const claim of CLAIMS) {
    const page = read(claim.file);
    const found = [...page.matchAll(new RegExp(claim.pattern, 'g'))];
    assert.equal(found.length, 1, `${claim.file}: ${claim.pattern} once`);
    assert.equal(found[0][1].replace(/\s+/g, ' '), claim.figure(sizes), `${claim.file}: ${AGAIN}`);
  }
  // and the whole pages, docs/bundle.md's table of files with them
  for (const page of PAGES)
    assert.equal(await withFigures(page, read(page), sizes), read(page), `${page}: ${AGAIN}`);
});

test('one unit: KiB, never KB, in the README, docs/ and examples/README.md', () => {
  const pages = [
    'README.md',
    'examples/README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
    ...readdirSync(join(root, 'docs/reference')).map((f) => `docs/reference/${f}`),
  ];
  for (const page of pages) {
    const kb = /\d\s*(KB|kB|Kb)\b/.exec(read(page));
    assert.equal(kb, null, `${page}: "${kb?.[0]}" (write KiB)`);
  }
});

test('the measurement is the built files: the entry, its chunks and the one-JSON-set app', async () => {
  const rows = measure();
  const gzipOf = (name: string) => rows.find((r) => r.file.replace(/^.*\//, '').startsWith(name))!.gzip;
  const [app] = await measureApps();
  const built = {
    entry: rows[0].gzip,
    afterDecode: gzipOf('after-decode-'),
    markdownIt: gzipOf('markdown-it-'),
    app: app.upFront,
  };
  const measured = {
    entry: sizes.entry,
    afterDecode: sizes.afterDecode,
    markdownIt: sizes.markdownIt,
    app: sizes.app.upFront,
  };
  for (const key of Object.keys(built) as (keyof typeof built)[])
    assert.ok(
      Math.abs(built[key] - measured[key]) <= 256,
      `${key}: built ${built[key]} B, docs/sizes.json ${measured[key]} B: ${AGAIN}`,
    );
});

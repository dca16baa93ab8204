/**
 * Issue 43, point 2: the bytes examples/README.md gives for each app come from the measurement
 * `scripts/examples.mjs` makes (examples/sizes.json, written by the same run), never from a hand:
 * the table between the README's markers is exactly the one the script writes from that file.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { README, END, START, readSizes, sizesTable, withTable } from '../../scripts/examples-sizes.mjs';

test('examples/README.md shows the table scripts/examples.mjs writes from examples/sizes.json', () => {
  const readme = readFileSync(README, 'utf8');
  const sizes = readSizes();
  const apps = Object.keys(sizes.apps);
  assert.ok(apps.includes('vite-react') && apps.includes('plain-html'), `measured: ${apps.join(', ')}`);
  for (const [name, a] of Object.entries(sizes.apps)) {
    assert.match(a.measured, /^\d{4}-\d{2}-\d{2}$/, name);
    assert.ok(a.upFront > a.without && a.lazy > 0, `${name}: ${JSON.stringify(a)}`);
  }
  assert.equal(
    withTable(readme, sizes),
    readme,
    'the table is the measurement: run node scripts/examples.mjs',
  );
  const table = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
  assert.equal(table, sizesTable(sizes));
  // the figure the newcomer checked: vite-react's bytes up front, as measured
  const react = sizes.apps['vite-react'];
  const row = table.split('\n').find((l) => l.startsWith('| vite-react '))!;
  assert.ok(row.includes(`${((react.upFront - react.without) / 1024).toFixed(1)} KiB`), row);
});

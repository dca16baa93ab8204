/**
 * Issue 51, point 4: where the docs disagreed, each claim is read from every page that makes it and
 * held to the code. Without `theme` the card follows the page's text colour (the stylesheet has no
 * `prefers-color-scheme` rule); a `<question-form>` has the way out every set has; the README's
 * events table names every field of each event's detail.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { encodeDecline, parseMessage } from '../../src/codec/index.js';
import { Session } from '../../src/session/session.js';
import { eventDetails } from '../../scripts/element-sources.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The markdown table row whose first cell is `` `name` `` (or starts with it), in `page`. */
const row = (page: string, name: string) => page.split('\n').find((l) => l.startsWith(`| \`${name}\``)) ?? '';

test("without theme the card follows the page's text colour, as every page and the manifest say", () => {
  const styles = [
    'src/elements/styles.ts',
    ...readdirSync(join(root, 'src/elements/render'))
      .filter((f) => f.endsWith('.styles.ts') || f === 'status.ts')
      .map((f) => `src/elements/render/${f}`),
  ].map(read);
  for (const sheet of styles)
    assert.doesNotMatch(sheet, /prefers-color-scheme/, 'the OS scheme changes no colour of the card');
  const host = /:host \{([^}]*)\}/.exec(styles[0])![1];
  assert.match(host, /color: inherit;/, 'the card takes the text colour around it');
  assert.match(host, /--_surface: var\(--question-set-surface, color-mix\(in srgb, currentColor/);

  const says = /the page's text colour/;
  const claims: [string, string][] = [
    ['README.md', row(read('README.md'), 'theme')],
    ['docs/reference/question-set.md', row(read('docs/reference/question-set.md'), 'theme')],
    ['docs/theming.md', read('docs/theming.md').split('## Custom properties')[0]],
  ];
  const manifest = JSON.parse(read('custom-elements.json')) as {
    modules: { declarations?: { attributes?: { name: string; description?: string }[] }[] }[];
  };
  for (const d of manifest.modules.flatMap((m) => m.declarations ?? []))
    for (const a of d.attributes ?? [])
      if (a.name === 'theme') claims.push(['custom-elements.json', a.description ?? '']);
  assert.ok(claims.length >= 5, `every place found: ${claims.map((c) => c[0]).join(', ')}`);
  for (const [where, text] of claims) {
    assert.match(text, says, `${where}: ${text}`);
    assert.doesNotMatch(text, /follows `?prefers-color-scheme/, where);
  }
});

test('a <question-form> offers the way out, and its reference says what it sends', () => {
  const found = parseMessage(read('fixtures/form/valid/01-seed-discovery.html'));
  const first = found.find((s) => s.kind === 'set');
  assert.ok(first?.kind === 'set' && first.result.ok);
  const set = first.result.set;
  const offers = new Session(set).offers;
  assert.ok(offers.wayOut || offers.decline, 'the session offers a way out');
  const payload = encodeDecline(set).payload as Record<string, unknown>;

  const page = read('docs/reference/question-form.md');
  assert.doesNotMatch(page, /cannot be declined/i);
  const events = page.slice(page.indexOf('## Events'));
  assert.match(events, /`question-decline`/);
  const shape = /`question-decline`, whose `detail\.payload` is\s+`(\{[^`]+\})`/.exec(events)?.[1];
  assert.ok(shape, 'the page gives the decline payload');
  assert.equal(shape, '{ formId, message, values: {}, declined: true, note? }');
  assert.deepEqual(Object.keys(payload).sort(), ['declined', 'formId', 'message', 'values']);
  assert.deepEqual(payload.values, {});
  assert.equal(payload.declined, true);
  assert.deepEqual(
    Object.keys(encodeDecline(set, { note: 'later' }).payload as object).sort(),
    ['declined', 'formId', 'message', 'note', 'values'],
    'note? when the user gave one',
  );
  // the same shape in the table of question-set.md
  assert.ok(row(read('docs/reference/question-set.md'), 'form').includes(shape));
});

/** The top-level field names of a `{ a, b?, c: { … } }` or `{ a: T; b?: U }` shape. */
function fields(shape: string): string[] {
  let inner = shape.trim().slice(1, -1);
  while (/\{[^{}]*\}|<[^<>]*>/.test(inner)) inner = inner.replace(/\{[^{}]*\}|<[^<>]*>/g, '');
  return inner
    .split(/[,;]/)
    .map((f) => /^\s*(\w+\??)/.exec(f)?.[1])
    .filter((f): f is string => !!f);
}

test("the README's events table names every field of each event's detail", () => {
  const readme = read('README.md');
  const details = eventDetails();
  assert.equal(details.size, 5);
  for (const [name, { shape }] of details) {
    const cells = row(readme, name).split('|');
    const cell = cells.map((c) => c.trim()).find((c) => c.startsWith('`{'));
    assert.ok(cell, `README: the events table lacks ${name}`);
    assert.deepEqual(
      fields(cell.slice(1, -1)).sort(),
      fields(shape!).sort(),
      `README: ${name}'s detail is ${shape}`,
    );
  }
});

test("docs/theming.md's table of the page's CSS: each property the card resets is declared on :host", () => {
  const page = read('docs/theming.md');
  const section = page.slice(page.indexOf("## The page's CSS"), page.indexOf('## Custom properties'));
  const host = /:host \{([^}]*)\}/.exec(read('src/elements/styles.ts'))![1];
  const declared = new Map([...host.matchAll(/^\s*([a-z-]+): ([^;]+);/gm)].map((m) => [m[1], m[2]]));
  const rows = section.split('\n').filter((l) => l.startsWith('| `'));
  assert.ok(rows.length >= 6, 'the table');
  const resets: string[] = [];
  for (const line of rows) {
    const [names, says] = line.split('|').slice(1, 3);
    for (const [, name] of names.matchAll(/`([a-z-]+)`/g)) {
      if (says.includes("takes the page's"))
        assert.ok(
          !declared.has(name) || declared.get(name) === 'inherit',
          `${name}: the page's, but :host sets ${declared.get(name)}`,
        );
      else if (name !== 'direction') {
        assert.ok(declared.has(name), `docs/theming.md says the card resets ${name}; :host does not`);
        resets.push(name);
      }
    }
  }
  assert.ok(resets.length >= 9, resets.join(', '));
});

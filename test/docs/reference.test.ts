/**
 * The reference pages say what the element's sources say: docs/theming.md names every custom
 * property with the default of the stylesheet and every part the templates write;
 * custom-elements.json carries the same defaults and each event's detail; docs/reference/*.md
 * and the README's table name every public attribute, property and method of the manifest.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cssParts, cssProperties, eventDetails } from '../../scripts/element-sources.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface Named {
  name: string;
  default?: string;
  description?: string;
  kind?: string;
  privacy?: string;
  static?: boolean;
  fieldName?: string;
  inheritedFrom?: unknown;
}
interface Declaration {
  tagName?: string;
  attributes?: Named[];
  members?: Named[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
const manifest = JSON.parse(read('custom-elements.json')) as { modules: { declarations?: Declaration[] }[] };
const element = (tag: string) =>
  manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag)!;

/** The cells of the markdown table rows whose first cell is `` `name` ``. */
function row(markdown: string, name: string): string[] | undefined {
  const line = markdown.split('\n').find((l) => l.startsWith(`| \`${name}\``));
  return line
    ?.split('|')
    .slice(1, -1)
    .map((c) => c.trim());
}

test("docs/theming.md names every custom property with the stylesheet's defaults", () => {
  const page = read('docs/theming.md');
  const properties = cssProperties();
  assert.ok(properties.size >= 10, 'the stylesheet has its properties');
  for (const [name, { default: light, dark }] of properties) {
    const cells = row(page, name);
    const expected = `| \`${name}\` | \`${light}\` | ${dark ? `\`${dark}\`` : 'same'} | … |`;
    assert.ok(cells, `docs/theming.md lacks ${name}: add ${expected}`);
    assert.equal(cells[1], `\`${light}\``, `${name}: ${expected}`);
    assert.equal(cells[2], dark ? `\`${dark}\`` : 'same', `${name}: ${expected}`);
  }
});

test('docs/theming.md and the manifest name every part the templates write, and no other', () => {
  const page = read('docs/theming.md');
  const parts = cssParts();
  assert.ok(parts.has('card') && parts.has('option'));
  for (const part of parts) assert.ok(row(page, part), `docs/theming.md lacks the part ${part}`);
  for (const tag of ['question-set', 'question-form'])
    assert.deepEqual(
      new Set(element(tag).cssParts!.map((p) => p.name)),
      parts,
      `${tag}: the class JSDoc's @csspart lines against the templates`,
    );
});

test('the manifest gives each custom property its default and each event its detail', () => {
  const properties = cssProperties();
  const details = eventDetails();
  assert.equal(details.size, 5);
  for (const tag of ['question-set', 'question-form']) {
    const el = element(tag);
    assert.deepEqual(new Set(el.cssProperties!.map((p) => p.name)), new Set(properties.keys()), tag);
    for (const p of el.cssProperties!) assert.equal(p.default, properties.get(p.name)!.default, p.name);
    for (const e of el.events!) {
      const found = details.get(e.name);
      assert.ok(found, e.name);
      assert.ok(e.description!.includes(found.shape!), `${tag} ${e.name}: ${e.description}`);
    }
  }
});

const publicMembers = (d: Declaration, own = false) =>
  (d.members ?? []).filter(
    (m) => (!m.privacy || m.privacy === 'public') && !m.static && (!own || !m.inheritedFrom),
  );

test('docs/reference/question-set.md names every public attribute, property and method', () => {
  const page = read('docs/reference/question-set.md');
  const el = element('question-set');
  for (const a of el.attributes!) assert.ok(page.includes(`\`${a.name}\``), `the attribute ${a.name}`);
  for (const m of publicMembers(el)) assert.ok(page.includes(`\`${m.name}`), `the ${m.kind} ${m.name}`);
  for (const e of el.events!) assert.ok(row(page, e.name), `the event ${e.name}`);
  assert.ok(page.includes('`static define('));
});

test("docs/reference/question-form.md names the form's own attributes and properties", () => {
  const page = read('docs/reference/question-form.md');
  const form = element('question-form');
  const inherited = new Set(element('question-set').attributes!.map((a) => a.name));
  const own = form.attributes!.filter((a) => !inherited.has(a.name));
  assert.ok(own.length >= 3, JSON.stringify(own));
  for (const a of own) assert.ok(row(page, a.name), `the attribute ${a.name}`);
  for (const m of publicMembers(form, true).filter((m) => m.kind === 'field'))
    assert.ok(page.includes(`\`${m.name}\``), `the property ${m.name}`);
});

test("the README's table has the attributes as the element spells them", () => {
  const readme = read('README.md');
  const el = element('question-set');
  for (const a of el.attributes!.filter((a) => a.name !== 'scope'))
    assert.ok(readme.includes(`\`${a.name}\``), `README: the attribute ${a.name}`);
  // `scope` is the property; the attribute is `scope-name`
  assert.ok(!/^\| `scope` /m.test(readme), 'README: the attribute is scope-name');
});

test('every attribute in the manifest has a type and a description (issue 43: the demo Docs panel showed empty rows)', () => {
  for (const tag of ['question-set', 'question-form']) {
    const attributes = element(tag).attributes! as (Named & { type?: { text?: string } })[];
    for (const a of attributes) {
      assert.ok(a.type?.text, `${tag} ${a.name}: no type`);
      assert.ok(a.description?.trim(), `${tag} ${a.name}: no description`);
    }
  }
  const form = new Set(element('question-form').attributes!.map((a) => a.name));
  for (const name of ['name', 'id', 'data-form-id', 'title'])
    assert.ok(form.has(name), `question-form: the attribute ${name} docs/reference/question-form.md lists`);
});

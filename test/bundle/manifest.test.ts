/**
 * custom-elements.json: committed at the root, named by package.json, and what the analyzer makes of
 * the sources today (after changing an element's public API or JSDoc, run `npm run manifest`).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

interface Named {
  name: string;
  type?: { text: string };
}
interface Declaration {
  name: string;
  tagName?: string;
  attributes?: Named[];
  members?: Named[];
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

let fresh: { modules: { declarations?: Declaration[] }[] };

before(() => {
  const outdir = '.test-results/manifest';
  rmSync(join(root, outdir), { recursive: true, force: true });
  const cem = realpathSync(join(root, 'node_modules/.bin/cem'));
  const args = [
    cem,
    'analyze',
    '--config',
    'custom-elements-manifest.config.mjs',
    '--outdir',
    outdir,
    '--quiet',
  ];
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  fresh = read(`${outdir}/custom-elements.json`);
});

test('package.json names the manifest', () => {
  assert.equal(read('package.json').customElements, 'custom-elements.json');
});

test('the committed manifest is up to date (`npm run manifest` writes it)', () => {
  assert.deepEqual(read('custom-elements.json'), fresh);
});

const element = (name: string) => {
  const found = fresh.modules.flatMap((m) => m.declarations ?? []).find((d) => d.name === name);
  assert.ok(found, `${name} is not in the manifest`);
  return found;
};
const names = (items: Named[] = []) => items.map((i) => i.name);

for (const [name, tag, events] of [
  ['QuestionSetElement', 'question-set', ['answers', 'decline', 'change', 'error']],
  ['QuestionFormElement', 'question-form', ['answers', 'change', 'error']],
] as const) {
  test(`${name} is listed as <${tag}> with its attributes, properties, slot, parts and custom properties`, () => {
    const el = element(name);
    assert.equal(el.tagName, tag, `the class JSDoc needs \`@tag ${tag}\``);
    for (const attr of ['format', 'layout', 'state', 'streaming', 'persist'])
      assert.ok(names(el.attributes).includes(attr), attr);
    for (const member of [
      'data',
      'strings',
      'set',
      'error',
      'answers',
      'submit',
      'decline',
      'reset',
      'define',
    ])
      assert.ok(names(el.members).includes(member), member);
    assert.ok(el.slots?.length, 'slots');
    for (const part of ['card', 'question', 'option', 'primary', 'error'])
      assert.ok(names(el.cssParts).includes(part), part);
    assert.ok(names(el.cssProperties).includes('--question-set-accent'));
  });

  test(`${name} lists its events with their classes, nothing else`, () => {
    const el = element(name);
    for (const suffix of events) {
      const event = el.events?.find((e) => e.name === `question-${suffix}`);
      assert.ok(event, `question-${suffix}`);
      const type = `Question${suffix[0].toUpperCase()}${suffix.slice(1)}Event`;
      assert.equal(
        event.type?.text,
        type,
        `write \`@fires {${type}} question-${suffix} - …\` in the class JSDoc`,
      );
    }
    assert.ok(
      el.events!.every((e) => e.name.startsWith('question-')),
      JSON.stringify(el.events),
    );
  });
}

test('no #private member is listed', () => {
  const members = fresh.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => d.members ?? []);
  assert.deepEqual(
    members.filter((m) => m.name.startsWith('#')).map((m) => m.name),
    [],
  );
});

test('each tag is a custom-element-definition export naming its class', () => {
  const definitions = (
    fresh.modules as { exports?: { kind: string; name: string; declaration: { name: string } }[] }[]
  )
    .flatMap((m) => m.exports ?? [])
    .filter((e) => e.kind === 'custom-element-definition')
    .map((e) => [e.name, e.declaration.name]);
  assert.deepEqual(definitions.sort(), [
    ['question-form', 'QuestionFormElement'],
    ['question-set', 'QuestionSetElement'],
  ]);
});

test('every module and reference names a file that ships and exports it (dist/npm), never a source', () => {
  const paths: string[] = [];
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { path?: unknown; module?: unknown };
    for (const value of [n.path, n.module]) if (typeof value === 'string') paths.push(value);
    Object.values(n).forEach(collect);
  };
  collect(fresh.modules);
  assert.deepEqual([...new Set(paths)].sort(), ['dist/npm/elements.js', 'dist/npm/index.js']);
  const pkg = read('package.json') as { exports: Record<string, { default: string }> };
  assert.equal(pkg.exports['./elements'].default, './dist/npm/elements.js');
  assert.equal(pkg.exports['.'].default, './dist/npm/index.js');
});

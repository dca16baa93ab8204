/**
 * Every entry of package.json `exports`, as built (`npm run build`), imported in plain Node the way
 * server-side rendering frameworks do: nothing throws, each has its types, and only the define
 * entry (`question-elements`) defines the elements, once. The imports run in this order on purpose.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

type Conditions = { types?: string; node?: string; import?: string; default?: string };
const entries = Object.entries(pkg.exports as Record<string, string | Conditions>)
  .filter(([name]) => !name.endsWith('.json'))
  .map(([name, target]) => ({ name, ...(typeof target === 'string' ? { default: target } : target) }));

const entry = (name: string) => entries.find((e) => e.name === name)!;

async function load(name: string, query = ''): Promise<Record<string, unknown>> {
  const file = join(root, entry(name).import ?? entry(name).default!);
  assert.ok(existsSync(file), `${file} is missing: run \`npm run build\``);
  return import(pathToFileURL(file).href + query);
}

const registry = () => (globalThis as { customElements?: CustomElementRegistry }).customElements;

test('every export names its types, and both files are built', () => {
  assert.deepEqual(
    ['.', './elements', './codec'].filter((name) => !entry(name)),
    [],
    'SPEC §2 entries missing from exports',
  );
  for (const e of entries) {
    assert.ok(e.types, `${e.name} has no types`);
    for (const file of [e.types, e.import ?? e.default])
      assert.ok(existsSync(join(root, file!)), `${e.name}: ${file} is missing: run \`npm run build\``);
  }
});

test('question-elements/codec loads without any DOM and without lit', async () => {
  const codec = await load('./codec');
  assert.equal(typeof codec.parse, 'function');
  // lit installs a stand-in registry in Node when it loads; the codec must not have loaded it
  assert.equal(registry(), undefined);
});

test('question-elements/elements gives the classes and defines nothing', async () => {
  const elements = await load('./elements');
  assert.equal(typeof elements.QuestionSetElement, 'function');
  assert.equal(typeof elements.QuestionFormElement, 'function');
  assert.equal(registry()?.get('question-set'), undefined);
  assert.equal(registry()?.get('question-form'), undefined);
});

test('question-elements defines both elements, once, however often it is evaluated', async () => {
  const elements = await load('./elements');
  const main = await load('.');
  assert.equal(registry()!.get('question-set'), elements.QuestionSetElement);
  assert.equal(registry()!.get('question-form'), elements.QuestionFormElement);
  assert.equal(main.QuestionSetElement, elements.QuestionSetElement);
  assert.equal(typeof main.parse, 'function');

  const define = registry()!.define;
  let calls = 0;
  registry()!.define = (...args) => (calls++, define.apply(registry(), args));
  try {
    await load('.', '?again'); // a second copy of the module, as a second bundle on a page would be
    assert.equal(calls, 0);
  } finally {
    registry()!.define = define;
  }
});

test('every other entry loads in Node', async () => {
  // the script-tag files are for browsers (lit's browser build inlined): Node resolves them (a
  // server serves the file) but does not run them
  for (const { name } of entries.filter((e) => !e.name.startsWith('./bundle')))
    await assert.doesNotReject(load(name), name);
  assert.equal(registry()!.get('question-set'), (await load('./elements')).QuestionSetElement);
});

test('the script-tag files are exports: question-elements/bundle and question-elements/bundle-api', () => {
  // resolved by the package's own name, as a server that serves the file or a bundler sees it
  const resolve = (spec: string) => fileURLToPath(import.meta.resolve(spec));
  assert.equal(resolve('question-elements/bundle'), join(root, 'dist/question-elements.js'));
  assert.equal(resolve('question-elements/bundle-api'), join(root, 'dist/question-elements-api.js'));
});

test("question-elements under Node's `node` condition is node.js, whose codec answers at once", () => {
  assert.equal(entry('.').node, './dist/npm/node.js');
  assert.equal(fileURLToPath(import.meta.resolve('question-elements')), join(root, 'dist/npm/node.js'));
});

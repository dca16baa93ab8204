/**
 * The npm build is code-split (issue 15): a bundler app that shows sets loads YAML, markdown-it,
 * each format's decoder, the block scanner and the answer reader in lazy chunks, built here with a
 * real bundler (esbuild, scripts/app-build.mjs) against dist/npm; the codec entries Node users
 * import still answer every body synchronously.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildApp, totals } from '../../scripts/app-build.mjs';
import { APP_BUDGET, APPS } from '../../scripts/size.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const external = ['react', 'react-dom', 'react/*'];
const HEAVY = /node_modules\/(yaml|markdown-it|entities|linkify-it|mdurl|punycode|uc\.micro)\//;

for (const [name, source] of Object.entries(APPS).slice(0, 2)) {
  test(`${name}: YAML, markdown-it and the decoders in lazy chunks, the rest within the budget`, async () => {
    const { files } = await buildApp(source, { external });
    const upFront = files.filter((f) => f.upFront).flatMap((f) => f.inputs);
    const lazy = files.filter((f) => !f.upFront).flatMap((f) => f.inputs);
    assert.deepEqual(
      upFront.filter((i) => HEAVY.test(i)),
      [],
      'no YAML or markdown-it code up front',
    );
    for (const pkg of ['yaml', 'markdown-it'])
      assert.ok(
        lazy.some((i) => i.includes(`node_modules/${pkg}/`)),
        `${pkg} is in a lazy chunk`,
      );
    assert.deepEqual(
      upFront.filter((i) => /^dist\/npm\/chunks\/(yaml-read|vance|mcp|form)-[\w-]{8}\.js$/.test(i)),
      [],
      'no decoder and no YAML reader up front',
    );
    const { upFront: bytes } = totals(files);
    assert.ok(bytes <= APP_BUDGET, `${bytes} B gzip up front, over the budget of ${APP_BUDGET} B`);
  });
}

/** Runs an ES module in a fresh Node inside the package (so `question-elements` resolves to itself). */
function node(code: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
}

// plain YAML the codec's own reader hands on to the yaml package (a flow mapping), in a fence
const FENCED_YAML = '```questions\nquestions: [{ key: go, text: Ship it?, kind: confirm }]\n```\n';
const parseBoth = `
  const body = ${JSON.stringify(FENCED_YAML)};
  const json = { questions: [{ id: 'q', header: 'Go', question: 'Ship it?', options: [{ label: 'Yes', description: 'Ship now' }, { label: 'No', description: 'Wait' }] }] };
  const a = parse(body), b = parse(json);
  console.log(JSON.stringify([a.ok && a.set.format, b.ok && b.set.format]));
`;

for (const spec of ['question-elements/codec', 'question-elements', 'question-elements/markdown-it']) {
  test(`${spec} in Node: parse answers a YAML fence and a JSON body synchronously`, () => {
    const from = spec === 'question-elements/markdown-it' ? 'question-elements/codec' : spec;
    const out = node(
      `import ${JSON.stringify(spec)}; import { parse } from ${JSON.stringify(from)};${parseBoth}`,
    );
    assert.deepEqual(JSON.parse(out), ['vance', 'shiitake']);
  });
}

test('the parts the codec entry imports are the ones the lazy entry fetches: one copy, at once for both', () => {
  // dist/npm/index.js is what a browser bundle gets; the codec imported beside it fills its parts
  const out = node(`import { parse } from './dist/npm/index.js'; import './dist/npm/codec.js';${parseBoth}`);
  assert.deepEqual(JSON.parse(out), ['vance', 'shiitake']);
});

test('question-elements as a browser bundle gets it: the codec waits for loadCodec(), then answers', () => {
  const out = node(`
    import { parse, loadCodec } from './dist/npm/index.js';
    const body = ${JSON.stringify(FENCED_YAML)};
    let before;
    try { before = parse(body).ok; } catch (e) { before = [e instanceof Error, e.name, /await loadCodec\\(\\)/.test(String(e))]; }
    await loadCodec();
    console.log(JSON.stringify([before, parse(body).ok]));
  `);
  // an Error whose message names what is missing and says what to do (String(e) as a console prints it)
  assert.deepEqual(JSON.parse(out), [[true, 'Error', true], true]);
});

test("YAML's reader and each format's decoder are lazy chunks of their own", async () => {
  const { files } = await buildApp(APPS[Object.keys(APPS)[0]], { external });
  const lazy = files.filter((f) => !f.upFront).flatMap((f) => f.inputs);
  for (const part of ['yaml-read', 'vance', 'shiitake', 'egoz', 'structured', 'form', 'mcp'])
    assert.ok(
      lazy.some((i) => new RegExp(`^dist/npm/chunks/${part}-[\\w-]{8}\\.js$`).test(i)),
      `${part} is lazy (lazy inputs: ${lazy.filter((i) => i.startsWith('dist/')).join(', ')})`,
    );
});

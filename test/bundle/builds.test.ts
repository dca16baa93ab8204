/**
 * What the two builds contain, read from the built files (`npm run build`, which `npm ci` runs):
 * the npm build leaves every dependency a bare import, the script-tag bundle inlines them all and
 * reaches its chunks by relative URL only, YAML and markdown-it among them only through `import()`.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FORMAT_IDS } from '../../src/codec/model.js';
import { LANGS } from '../../src/codec/words.js';
import { graphOf, importsOf } from './imports.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });

/** Every file an entry reaches by relative imports (static only, or also dynamic), and the bare specifiers. */
function graph(entry: string, { dynamic = true } = {}) {
  const { upFront, lazy, bare } = graphOf(entry);
  return { files: dynamic ? [...upFront, ...lazy] : upFront, bare };
}

const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

function built(file: string): string {
  const path = join(root, file);
  assert.ok(existsSync(path), `${file} is missing: run \`npm run build\``);
  return path;
}

describe('the npm build', () => {
  const npmDir = join(root, 'dist/npm');
  const entries = () =>
    readdirSync(built('dist/npm'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => join(npmDir, f));

  test('keeps every dependency external, as a bare import', () => {
    for (const entry of entries()) {
      const { files, bare } = graph(entry);
      for (const spec of bare) {
        assert.ok(
          spec.startsWith('node:') || dependencies.includes(packageOf(spec)),
          `${relative(root, entry)} imports ${spec}, which is not a dependency`,
        );
      }
      for (const file of files) {
        const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
        const inlined = map.sources.filter((s) => s.includes('node_modules'));
        assert.deepEqual(inlined, [], `${relative(root, file)} inlines dependency code`);
      }
    }
  });

  test('codec imports yaml only; elements add lit and markdown-it (SPEC §2)', () => {
    assert.deepEqual(graph(built('dist/npm/codec.js')).bare.map(packageOf).sort(), ['yaml']);
    const elements = new Set(graph(built('dist/npm/elements.js')).bare.map(packageOf));
    for (const name of elements) assert.ok(/^(lit|@lit\/[\w-]+|markdown-it|yaml)$/.test(name), name);
    assert.ok(elements.has('lit'));
  });
});

describe('the script-tag bundle', () => {
  const entry = () => built('dist/question-elements.js');

  test('inlines everything and reaches its chunks by relative URL, beside the entry', () => {
    const { files, bare } = graph(entry());
    assert.deepEqual(bare, [], 'no bare specifier may remain');
    for (const file of files) {
      assert.equal(dirname(file), join(root, 'dist'), `${relative(root, file)} is not beside the entry`);
      assert.ok(existsSync(file), `${relative(root, file)} is missing`);
      for (const spec of [...importsOf(file).static, ...importsOf(file).dynamic])
        assert.match(spec, /^\.\/[\w.-]+\.js$/, `${relative(root, file)} imports ${spec}`);
    }
  });

  test('no chunk waterfall: each import() of a lazy part also starts the chunks that part imports', () => {
    const text = readFileSync(entry(), 'utf8');
    for (const spec of new Set(importsOf(entry()).dynamic)) {
      const deps = importsOf(join(root, 'dist', spec)).static.filter((s) => s !== './question-elements.js');
      for (const dep of deps) {
        // `(import("./dep.js").catch(…),…,import("./part.js"))`: the dependency's import stands before the part's
        const at = text.indexOf(`import("${spec}")`);
        const group = text.slice(text.lastIndexOf('(import(', at), at);
        assert.ok(
          group.includes(`import("${dep}")`) && !group.includes(';'),
          `${spec} imports ${dep}, which its import() does not start`,
        );
      }
    }
  });

  test("loads YAML, markdown-it, readAnswers, the block scanner, the streamed body's reader, each format and each language's words only through import()", () => {
    const eager = graph(entry(), { dynamic: false }).files.map((f) => relative(root, f));
    assert.deepEqual(eager, ['dist/question-elements.js'], 'the entry needs no other file to start');
    const name = (s: string) => s.replace(/-[\w-]{8}\.js$/, '');
    const dynamic = [...new Set(importsOf(entry()).dynamic)];
    const formats = FORMAT_IDS.map((id) => `./format-${id}`);
    const languages = LANGS.filter((l) => l !== 'en').map((l) => `./strings-${l}`);
    const parts = [
      ...formats,
      ...languages,
      './blocks',
      './markdown-it',
      './read-answers',
      './yaml',
      './after-decode',
      './json-error',
      // the reader of a body still arriving (issue 41): fetched the first time an element streams
      './partial',
    ];
    assert.deepEqual(
      dynamic
        .map(name)
        .filter((n) => parts.includes(n))
        .sort(),
      parts.sort(),
    );
    // the rest are the chunks those parts import, started beside them (see the next test)
    const shared = new Set(
      dynamic
        .filter((s) => parts.includes(name(s)))
        .flatMap((s) => importsOf(join(root, 'dist', s)).static)
        // the session chunk is a part of its own and also what the decoders import (issue 36)
        .filter((s) => s !== './question-elements.js' && !parts.includes(name(s))),
    );
    assert.deepEqual(dynamic.filter((s) => !parts.includes(name(s))).sort(), [...shared].sort());
    const { sources } = JSON.parse(readFileSync(`${entry()}.map`, 'utf8')) as { sources: string[] };
    const inEntry = sources.filter((s) => /node_modules\/(yaml|markdown-it)\//.test(s));
    assert.deepEqual(inEntry, [], 'the entry holds no YAML or markdown-it code');
    assert.ok(
      sources.some((s) => /node_modules\/lit-html\//.test(s)),
      'lit is inlined',
    );
  });

  test("a body of one format needs the entry, that format's chunk and shared helpers only", () => {
    const chunks = readdirSync(join(root, 'dist')).filter((f) => /^format-[\w]+-[\w-]{8}\.js$/.test(f));
    assert.equal(chunks.length, FORMAT_IDS.length, 'one chunk per format');
    for (const chunk of chunks) {
      const { files } = graph(join(root, 'dist', chunk), { dynamic: false });
      const others = files
        .map((f) => relative(join(root, 'dist'), f))
        .filter((f) => f !== chunk && f !== 'question-elements.js')
        .map((f) => f.replace(/-[\w-]{8}\.js$/, ''));
      // helpers several formats share sit in chunks of their own; no other format, no YAML, no markdown-it
      for (const other of others)
        assert.match(other, /^(check|fence|input-value|after-decode)$/, `${chunk} loads ${other}`);
    }
    const { sources } = JSON.parse(readFileSync(`${entry()}.map`, 'utf8')) as { sources: string[] };
    for (const id of FORMAT_IDS) {
      assert.ok(
        sources.some((s) => s.endsWith(`src/codec/formats/${id}/head.ts`)),
        `${id}'s head is in the entry`,
      );
      assert.ok(
        !sources.some((s) => s.endsWith(`src/codec/formats/${id}/format.ts`)),
        `${id}'s decoder is in the entry`,
      );
    }
  });

  test('the api file beside the entry imports the entry, which never imports it', () => {
    const api = built('dist/question-elements-api.js');
    assert.ok(importsOf(api).static.includes('./question-elements.js'));
    assert.ok(!graph(entry()).files.includes(api));
    const { sources } = JSON.parse(readFileSync(`${entry()}.map`, 'utf8')) as { sources: string[] };
    for (const module of ['upgrade.ts', 'codec/read-answers.ts', 'codec/ask-user.ts', 'codec/message.ts'])
      assert.ok(!sources.some((s) => s.endsWith(`src/${module}`)), `the entry holds ${module}`);
  });

  test('is a production build: minified, Lit without its dev mode, no process.env', () => {
    for (const file of graph(entry()).files.concat(graph(built('dist/question-elements-api.js')).files)) {
      const code = readFileSync(file, 'utf8');
      const name = relative(root, file);
      assert.ok(!/\bprocess\.env\b/.test(code), `${name} reads process.env`);
      assert.ok(!code.includes('dev mode'), `${name} carries Lit's dev mode`);
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sourcesContent: string[] };
      const sources = map.sourcesContent.reduce((sum, text) => sum + text.length, 0);
      // a language's words are string literals, which minifying keeps: no comment, no indentation there
      if (/^dist\/strings-[a-z]{2}-[\w-]{8}\.js$/.test(name))
        assert.ok(!/\n\s|\/\*/.test(code), `${name} is not minified`);
      else assert.ok(code.length < 0.6 * sources, `${name} is not minified`);
    }
  });
});

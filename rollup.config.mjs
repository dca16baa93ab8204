// Two builds: the npm build (ES modules for bundler users, dependencies left as bare imports)
// and the script-tag bundle (dist/question-elements.js and dist/question-elements-api.js, everything
// inlined and minified).
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { minifyTemplates } from './scripts/minify-templates.mjs';

const external = (id) =>
  /^(lit|@lit\/[^/]+|yaml|markdown-it|react(-dom)?)(\/|$)/.test(id) || id.startsWith('node:');

const path = (file) => fileURLToPath(new URL(file, import.meta.url));

/** A language's words (`src/i18n/de.ts`) are the chunk `strings-de`. */
const langChunk = (id) => {
  const lang = /src\/i18n\/([a-z]{2})\.ts$/.exec(id ?? '')?.[1];
  return lang && `strings-${lang}`;
};

/** Lit's html`` and css`` templates of our sources, without their indentation (after the TypeScript transform). */
const templates = () => minifyTemplates({ dir: path('src') });

/**
 * Both builds swap the seams for their lazy twins, so YAML, markdown-it, readAnswers, each
 * format's decoder, the block scanner and each language's words but English land in chunks of
 * their own and load on first need.
 * Chunks import each other by relative URL, which lets the script-tag files work from any path.
 * `src/bundle/eager.ts` and `src/bundle/eager-words.ts` import the eager twins themselves (nothing
 * they import is swapped).
 */
const LAZY = new Map([
  [path('src/codec/yaml.ts'), path('src/bundle/yaml-lazy.ts')],
  [path('src/markdown/engine.ts'), path('src/bundle/markdown-engine-lazy.ts')],
  [path('src/elements/answers-reader.ts'), path('src/bundle/answers-reader-lazy.ts')],
  [path('src/codec/formats/all.ts'), path('src/codec/formats/all-lazy.ts')],
  [path('src/codec/block-finder.ts'), path('src/bundle/block-finder-lazy.ts')],
  [path('src/i18n/languages.ts'), path('src/bundle/languages-lazy.ts')],
  // the reader of a body still arriving: only an element that streams fetches it
  [path('src/codec/partial-reader.ts'), path('src/bundle/partial-lazy.ts')],
]);
const EAGER = path('src/bundle/eager.ts');
const EAGER_WORDS = path('src/bundle/eager-words.ts');
const lazySeams = {
  name: 'lazy-seams',
  async resolveId(source, importer, options) {
    if (importer === EAGER || importer === EAGER_WORDS) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && LAZY.has(resolved.id) ? LAZY.get(resolved.id) : null;
  },
};

/**
 * The script-tag entry's own modules (the elements, and parse's option normaliser) reach what only
 * a decoded set needs — the session, the answers' checks and encoding, the reading of an answer,
 * the label normaliser, the open set's view (its step, its questions and their controls) — through `src/bundle/after-decode-lazy.ts`, so those land in a chunk the
 * format decoders bring along (issue 36). The codec's other importers (the decoders, the answer
 * reader, the api file's codec) keep the modules themselves: they load with that chunk or after it.
 */
const AFTER_DECODE = new Set(
  [
    'src/session/session.ts',
    'src/codec/answers.ts',
    'src/codec/answer-read.ts',
    'src/codec/normalize.ts',
    'src/elements/render/step.ts',
    'src/elements/render/question.ts',
  ].map(path),
);
const AFTER_DECODE_CHUNK = new Set([
  ...AFTER_DECODE,
  path('src/session/steps.ts'),
  path('src/bundle/after-decode.ts'),
]);
const AFTER_DECODE_TWIN = path('src/bundle/after-decode-lazy.ts');
const entrySide = (importer) =>
  (importer?.startsWith(path('src/elements/')) && !AFTER_DECODE_CHUNK.has(importer)) ||
  importer === path('src/codec/parse.ts');
/** The JSON error scan, needed only by a body that looks like JSON and is not: a chunk of its own. */
const JSON_ERROR = path('src/codec/json-error.ts');
const JSON_ERROR_TWIN = path('src/bundle/json-error-lazy.ts');
const afterDecodeSeams = {
  name: 'after-decode-seams',
  async resolveId(source, importer, options) {
    const scan = importer === path('src/codec/source.ts') || importer === path('src/codec/load.ts');
    if (!scan && !entrySide(importer)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (scan) return resolved?.id === JSON_ERROR ? JSON_ERROR_TWIN : null;
    return resolved && AFTER_DECODE.has(resolved.id) ? AFTER_DECODE_TWIN : null;
  },
};

/**
 * `eager:<file>` as an npm input: the module's exports, after `src/bundle/eager.ts` put every lazy
 * part in place — for the entries whose codec answers synchronously (Node users, SPEC §7).
 * `eager-words:<file>`: the same, and `src/bundle/eager-words.ts` puts every language's words in
 * place too — for the entries that show the elements' words at once (the command, Node's
 * `question-elements`).
 */
const eagerEntries = {
  name: 'eager-entries',
  resolveId: (source) => (/^eager(-words)?:/.test(source) ? `\0${source}` : null),
  async load(id) {
    const [, words, file] = /^\0eager(-words)?:(.*)$/.exec(id) ?? [];
    if (!file) return null;
    const target = path(file);
    const { exports = [] } = await this.load({ id: target });
    const from = JSON.stringify(target);
    return [
      `import ${JSON.stringify(EAGER)};`,
      words ? `import ${JSON.stringify(EAGER_WORDS)};` : '',
      `export * from ${from};`,
      exports.includes('default') ? `export { default } from ${from};` : '',
    ].join('\n');
  },
};

/** Chunks of earlier builds would linger beside the entries (and ship in the package): remove those not written now. */
const removeStaleChunks = {
  name: 'remove-stale-chunks',
  writeBundle({ dir }, output) {
    // the folder itself and the npm build's chunks/ (not dist/npm, the other build's, under dist)
    const here = readdirSync(dir);
    const files = here.includes('chunks')
      ? [...here, ...readdirSync(`${dir}/chunks`).map((f) => `chunks/${f}`)]
      : here;
    for (const file of files) {
      if (/\.js(\.map)?$/.test(file) && !(file.replace(/\.map$/, '') in output)) rmSync(`${dir}/${file}`);
    }
  },
};

/**
 * The npm build is code-split like the script tag's: `question-elements`, `/elements` and `/react`
 * (what shows sets in a browser) fetch YAML, markdown-it, a format's decoder, the block scanner
 * and readAnswers on first need, through `import()` a bundler turns into lazy chunks. The codec,
 * the markdown-it plugin, the manuals, the command and `question-elements` under Node (`node.js`,
 * the `node` export condition) hold every part at once: their codec answers synchronously.
 */
const npm = {
  input: {
    index: 'src/index.ts',
    elements: 'src/elements.ts',
    react: 'src/frameworks/react.ts',
    mcp: 'src/chat/mcp.ts',
    node: 'eager-words:src/index.ts',
    codec: 'eager:src/codec/index.ts',
    manuals: 'eager:src/manuals/index.ts',
    'markdown-it': 'eager:src/chat/markdown-it.ts',
    cli: 'eager-words:src/cli/main.ts',
  },
  external,
  plugins: [
    lazySeams,
    eagerEntries,
    esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
    templates(),
    removeStaleChunks,
  ],
  // src/frameworks/react.ts's 'use client' goes back on as the entry's banner
  onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
  output: {
    dir: 'dist/npm',
    format: 'es',
    entryFileNames: '[name].js',
    // the module that puts the parts in place runs for its effect: package.json `sideEffects`
    // names its chunk (`chunks/eager-*.js`), so a bundler keeps it
    // a format's decoder is named after its folder (formats/<id>/format.ts → <id>-<hash>.js)
    // a language's words strings-<lang>-<hash>.js
    chunkFileNames: ({ moduleIds, facadeModuleId }) =>
      `chunks/${moduleIds.includes(EAGER) || moduleIds.includes(EAGER_WORDS) ? 'eager' : (/formats\/([\w-]+)\/format\.ts$/.exec(facadeModuleId ?? '')?.[1] ?? langChunk(facadeModuleId) ?? '[name]')}-[hash].js`,
    // React server components import question-elements/react from a server file: the directive
    // (which Rollup drops from a module's top) marks the built entry a client module.
    banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
    sourcemap: true,
  },
};

/**
 * `yaml-<hash>.js` (the parser and our reader of it) and `markdown-it-<hash>.js`: named after the
 * package a lazy chunk holds; a format's decoder `format-<id>-<hash>.js`; another chunk of our
 * sources after its module (`read-answers-<hash>.js`, and a helper that several chunks share,
 * `check-<hash>.js`); the block finder `blocks-<hash>.js` (with the tag scanner it shares with
 * `upgrade()`); a language's words `strings-<lang>-<hash>.js`; any other shared code
 * `shared-<hash>.js`.
 */
const chunkName = ({ facadeModuleId, moduleIds }) => {
  const id = facadeModuleId ?? (moduleIds.length === 1 ? moduleIds[0] : '');
  const name =
    /node_modules\/(yaml|markdown-it)\//.exec(id)?.[1] ??
    (facadeModuleId?.startsWith(path('src/codec/formats/'))
      ? `format-${/formats\/([\w-]+)\/format\.ts$/.exec(id)?.[1]}`
      : undefined) ??
    (id === path('src/codec/yaml-read.ts') ? 'yaml' : undefined) ??
    // the block finder and the tag scanner it shares with upgrade() (issue 31)
    (moduleIds.includes(path('src/codec/blocks.ts')) ? 'blocks' : undefined) ??
    // what only a decoded set needs: the session, the answers, the label normaliser (issue 36)
    (moduleIds.includes(path('src/bundle/after-decode.ts')) ? 'after-decode' : undefined) ??
    langChunk(facadeModuleId) ??
    (id.startsWith(path('src/')) ? /([\w-]+)\.ts$/.exec(id)?.[1] : undefined);
  return `${name ?? 'shared'}-[hash].js`;
};

/**
 * Everything the entry imports statically stays in the entry, also what the api file and the lazy
 * chunks share with it (they import it from the entry): a page that shows sets loads one file.
 */
function entryChunk(id, { getModuleInfo }) {
  // what only a decoded set needs is one chunk, which the decoders and the answer reader import too
  if (AFTER_DECODE_CHUNK.has(id)) return 'after-decode';
  const closure = new Set();
  const todo = [path('src/bundle/bundle.ts')];
  for (const module of todo) {
    if (closure.has(module)) continue;
    closure.add(module);
    todo.push(...(getModuleInfo(module)?.importedIds ?? []));
  }
  return closure.has(id) ? 'question-elements' : undefined;
}

/**
 * No chunk waterfall: a lazy chunk's `import()` also starts the chunks it imports statically (a
 * format's decoder imports the shared checks), so the browser fetches them in the same round trip
 * instead of finding them only once the first has arrived. The comma expression keeps the value
 * of the chunk's own import; a dependency that fails fails that import too, so its own rejection
 * is dropped.
 */
const parallelChunks = {
  name: 'parallel-chunks',
  renderDynamicImport({ chunk, getTargetChunkImports }) {
    const deps = (getTargetChunkImports() ?? []).filter(
      (d) => d.type === 'internal' && d.fileName !== chunk.fileName,
    );
    if (!deps.length) return null;
    const starts = deps.map((d) => `import(${d.resolvedImportPath}).catch(()=>{})`).join(',');
    return { left: `(${starts},import(`, right: '))' };
  },
};

/**
 * markdown-it's own dependencies, for the script-tag bundle only (the npm build leaves markdown-it
 * to the user's bundler): `entities` becomes the browser's HTML parser and `linkify-it`, which our
 * `linkify: false` instance never asks, a stub that finds no links. See the two modules.
 */
const SLIM = new Map([
  ['entities', path('src/bundle/entities-dom.ts')],
  ['linkify-it', path('src/bundle/linkify-off.ts')],
]);
const slimMarkdownIt = {
  name: 'slim-markdown-it',
  resolveId: (source, importer) =>
    SLIM.has(source) && /node_modules\/markdown-it\//.test(importer ?? '') ? SLIM.get(source) : null,
};

export const bundle = {
  // the entry defines the elements; the api file beside it adds the codec, upgrade() and watch()
  input: { 'question-elements': 'src/bundle/bundle.ts', 'question-elements-api': 'src/bundle/bundle-api.ts' },
  // the entry exports more than its own API: what the api file and the lazy chunks import from it
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    lazySeams,
    afterDecodeSeams,
    slimMarkdownIt,
    nodeResolve({ browser: true, exportConditions: ['production'] }),
    esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
    templates(),
    minify({ target: 'es2022', legalComments: 'eof' }),
    parallelChunks,
    removeStaleChunks,
  ],
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: chunkName,
    manualChunks: entryChunk,
    sourcemap: true,
  },
};

export default [npm, bundle];

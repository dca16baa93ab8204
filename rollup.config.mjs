// Two builds: the npm build (ES modules for bundler users, dependencies left as bare imports)
// and the script-tag bundle (dist/question-elements.js and dist/question-elements-api.js, everything
// inlined and minified).
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { EAGER as EAGER_ENTRIES, partsOf } from './scripts/eager.mjs';
import { minifyTemplates } from './scripts/minify-templates.mjs';

const external = (id) =>
  /^(lit|@lit\/[^/]+|yaml|markdown-it|react(-dom)?)(\/|$)/.test(id) || id.startsWith('node:');

const path = (file) => fileURLToPath(new URL(file, import.meta.url));

/** A language's words (`src/i18n/de.ts`) are the chunk `strings-de`. */
const langChunk = (id) => /src\/i18n\/([a-z]{2})\.ts$/.exec(id ?? '')?.[1]?.replace(/^/, 'strings-');

/** Lit's html`` and css`` templates of our sources, without their indentation (after the TypeScript transform). */
const templates = () => minifyTemplates({ dir: path('src') });

/**
 * Every seam is a plain `import()` in a layer's parts table (`src/codec/part.ts`): each lands in a
 * chunk of its own; test/bundle/seams.test.ts checks them all. Entries that answer at once import the
 * eager modules generated from those tables (`scripts/eager.mjs`).
 */
const EAGER = EAGER_ENTRIES.map((e) => path(e.out));

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
 * The npm build is code-split like the script tag's: a bundler turns each seam into a lazy chunk.
 * The codec, the markdown-it plugin, the manuals, the command and `node.js` hold every part at once.
 */
const npm = {
  input: {
    index: 'src/index.ts',
    elements: 'src/elements.ts',
    react: 'src/frameworks/react.ts',
    mcp: 'src/chat/mcp.ts',
    node: 'src/node.ts',
    codec: 'src/codec/index.ts',
    manuals: 'src/manuals/index.ts',
    'markdown-it': 'src/chat/markdown-it.ts',
    cli: 'src/cli/main.ts',
  },
  external,
  plugins: [esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }), templates(), removeStaleChunks],
  // src/frameworks/react.ts's 'use client' goes back on as the entry's banner
  onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
  output: {
    dir: 'dist/npm',
    format: 'es',
    entryFileNames: '[name].js',
    // package.json `sideEffects` names `chunks/eager-*.js` (it puts the parts in place); a format's
    // decoder is named after its folder (`<id>-<hash>.js`), a language's words `strings-<lang>-<hash>.js`
    // (by the module the chunk holds: a chunk whose module an eager entry also imports whole has no facade)
    chunkFileNames: ({ moduleIds, facadeModuleId }) => {
      if (EAGER.some((id) => moduleIds.includes(id))) return 'chunks/eager-[hash].js';
      const own = (test) => [facadeModuleId, ...moduleIds].map(test).find(Boolean);
      const name = own((id) => /formats\/([\w-]+)\/format\.ts$/.exec(id ?? '')?.[1]) ?? own(langChunk);
      return `chunks/${name ?? '[name]'}-[hash].js`;
    },
    // React server components import question-elements/react from a server file: the directive
    // (which Rollup drops from a module's top) marks the built entry a client module.
    banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
    sourcemap: true,
  },
};

/**
 * The codec's parts that are chunks of their own, named after their key in its parts table
 * (`src/codec/parts.ts`: `yaml`, `blocks` with the tag scanner, `json-error`, `partial`).
 */
const PART_CHUNKS = new Map(
  partsOf('src/codec/parts.ts')
    .filter((p) => p.table === 'PARTS')
    .map(({ key, spec }) => [
      path(`src/codec/${spec.replace(/^\.\//, '').replace(/\.js$/, '.ts')}`),
      key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
    ]),
);

/**
 * A chunk is named after its package (`yaml`, `markdown-it`), its format (`format-<id>`), the
 * open set's group (`after-decode`), its codec part (above), its module (`read-answers`, `check`)
 * or `strings-<lang>`.
 */
const chunkName = ({ facadeModuleId, moduleIds }) => {
  const id = facadeModuleId ?? (moduleIds.length === 1 ? moduleIds[0] : '');
  const name =
    /node_modules\/(yaml|markdown-it)\//.exec(id)?.[1] ??
    (facadeModuleId?.startsWith(path('src/codec/formats/'))
      ? `format-${/formats\/([\w-]+)\/format\.ts$/.exec(id)?.[1]}`
      : undefined) ??
    (moduleIds.includes(path('src/elements/open-set.ts')) ? 'after-decode' : undefined) ??
    moduleIds.map((m) => PART_CHUNKS.get(m)).find(Boolean) ??
    langChunk(facadeModuleId) ??
    (id.startsWith(path('src/')) ? /([\w-]+)\.ts$/.exec(id)?.[1] : undefined);
  return `${name ?? 'shared'}-[hash].js`;
};

/** The modules `from` imports statically, itself included. */
function closure(from, getModuleInfo) {
  const seen = new Set();
  const todo = [path(from)];
  for (const module of todo) {
    if (seen.has(module)) continue;
    seen.add(module);
    todo.push(...(getModuleInfo(module)?.importedIds ?? []));
  }
  return seen;
}

/**
 * What the entry imports statically stays in the entry (a page that shows sets loads one file);
 * what the element's open set imports beside it is one chunk, `after-decode`, fetched with every decoder.
 */
const groups = new WeakMap();
function entryChunk(id, { getModuleInfo }) {
  if (!groups.has(getModuleInfo)) {
    const entry = closure('src/bundle/bundle.ts', getModuleInfo);
    const afterDecode = closure('src/elements/open-set.ts', getModuleInfo);
    groups.set(getModuleInfo, { entry, afterDecode });
  }
  const { entry, afterDecode } = groups.get(getModuleInfo);
  if (entry.has(id)) return 'question-elements';
  return afterDecode.has(id) ? 'after-decode' : undefined;
}

/**
 * No chunk waterfall: a lazy chunk's `import()` also starts the chunks it imports statically, in the
 * same round trip. The comma expression keeps the chunk's own import (which fails if a dependency does).
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
 * The script tag's markdown-it gets the browser's HTML parser for `entities` and a stub for
 * `linkify-it`, which our `linkify: false` instance never asks (see the two modules).
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

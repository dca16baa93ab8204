// Builds every renderer's bundle with the same esbuild settings (minified, production
// process.env.NODE_ENV, everything inlined, ESM, es2022) and measures them. question-elements is
// not rebuilt here: its own build, dist/question-elements.js and the chunks it loads, is measured
// as a user gets it (through scripts/size.mjs, the numbers CI's budget checks) and served from a
// copy taken at the same moment.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measure } from '../scripts/size.mjs';

export const BENCH = fileURLToPath(new URL('.', import.meta.url));
export const ROOT = join(BENCH, '..');
/** Build output: under node_modules, so lint, format and git never see it; one folder per run, so runs side by side keep their files. */
export const OUT = join(BENCH, 'node_modules', '.cache', `bench-${process.pid}`);

/** A peer's version; "(not installed)" where a run that needs none of them (`--only qe-yaml`) did not install them. */
const pkgVersion = (name) => {
  const file = join(BENCH, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : '(not installed)';
};
const rootPkgVersion = (name) =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The renderers, the floor first. `entry`/`css` are bundled here; `qe` rows load dist/ as it is. */
export function renderers() {
  const nm = (p) => join(BENCH, 'node_modules', p);
  return [
    { id: 'plain', name: 'plain DOM (floor)', entry: 'renderers/plain.ts', format: 'floor' },
    {
      id: 'lit',
      name: `Lit floor (lit ${rootPkgVersion('lit')})`,
      entry: 'renderers/lit-floor.ts',
      format: 'floor',
    },
    {
      id: 'qe-yaml',
      name: 'question-elements, vance YAML',
      qe: { tag: 'question-set', script: 'application/yaml', attrs: { layout: 'form', scope: 'none' } },
      format: 'vance',
    },
    {
      id: 'qe-json',
      name: 'question-elements, form JSON',
      qe: { tag: 'question-form', attrs: { scope: 'none' }, title: true },
      format: 'form',
    },
    {
      id: 'ac',
      name: `Adaptive Cards ${pkgVersion('adaptivecards')}`,
      entry: 'renderers/adaptivecards.js',
      css: nm('adaptivecards/lib/adaptivecards.css'),
      format: 'adaptivecard',
    },
    {
      id: 'survey',
      name: `SurveyJS ${pkgVersion('survey-core')} (survey-core + survey-js-ui ${pkgVersion('survey-js-ui')})`,
      entry: 'renderers/survey.js',
      css: nm('survey-core/survey-core.fontless.css'),
      format: 'survey',
    },
    {
      id: 'rjsf',
      name: `@rjsf/core ${pkgVersion('@rjsf/core')} + React ${pkgVersion('react')}`,
      entry: 'renderers/rjsf.js',
      format: 'rjsf',
    },
  ];
}

/** The settings every bundle shares. */
const SHARED = {
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'eof',
  logLevel: 'warning',
};

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
const sizeOf = (files) => {
  const bufs = files.map((f) => readFileSync(f));
  return { min: bufs.reduce((s, b) => s + b.length, 0), gzip: bufs.reduce((s, b) => s + gzip(b), 0) };
};

/**
 * question-elements from another build (`--dist DIR`, e.g. a copy of dist/ from before a change):
 * its entry and every chunk beside it but the api file's, measured as `measure()` measures dist/.
 */
function measureDir(dir) {
  const names = readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'question-elements-api.js');
  const files = ['question-elements.js', ...names.filter((f) => f !== 'question-elements.js')];
  return files.map((f) => ({ file: join(dir, f), ...sizeOf([join(dir, f)]) }));
}

/** Builds the bundles into OUT and returns, per renderer id, its sizes and served files. */
export async function buildAll(list = renderers(), { dist } = {}) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const sizes = {};
  for (const r of list) {
    if (r.qe) {
      // dist/question-elements.js first, then every chunk it can load
      const files = dist ? measureDir(dist) : measure().map((f) => ({ ...f, file: join(ROOT, f.file) }));
      // served from a copy: a rebuild of dist/ during the run (new chunk names) cannot break it
      mkdirSync(join(OUT, 'qe'), { recursive: true });
      for (const f of files)
        for (const suffix of ['', '.map'])
          if (existsSync(f.file + suffix))
            copyFileSync(f.file + suffix, join(OUT, 'qe', basename(f.file) + suffix));
      const entry = files[0];
      const all = files.reduce((s, f) => ({ min: s.min + f.min, gzip: s.gzip + f.gzip }), {
        min: 0,
        gzip: 0,
      });
      sizes[r.id] = {
        entry: { min: entry.min, gzip: entry.gzip },
        total: all,
        css: undefined,
        chunks: files.slice(1).map((f) => f.file.replace(/^.*\//, '')),
      };
      continue;
    }
    const outfile = join(OUT, `${r.id}.js`);
    await build({ ...SHARED, entryPoints: [join(BENCH, r.entry)], outfile, splitting: false });
    let css;
    if (r.css) {
      const cssOut = join(OUT, `${r.id}.css`);
      await build({
        ...SHARED,
        format: undefined,
        entryPoints: [r.css],
        outfile: cssOut,
        loader: { '.css': 'css' },
      });
      css = sizeOf([cssOut]);
    }
    const js = sizeOf([outfile]);
    sizes[r.id] = { entry: js, total: js, css, chunks: [] };
  }
  return sizes;
}

// A small app built with a real bundler (esbuild) against the built package, the way a user's
// Vite or webpack build sees it: `question-elements` resolves through a node_modules link to this
// checkout, so package.json `exports` and `sideEffects` apply. Used by the bundle tests and by
// `node scripts/size.mjs --apps`.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles `source` (an ES module, the app's entry) minified and code-split, as a production build
 * does. Returns each output file with its gzip size, whether the entry loads it at once
 * (`upFront`) or only through `import()`, and which of the package's built files it holds.
 */
export async function buildApp(source, { external = [] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'qe-app-'));
  try {
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(root, join(dir, 'node_modules', 'question-elements'), 'dir');
    writeFileSync(join(dir, 'app.js'), source);
    const result = await build({
      entryPoints: [join(dir, 'app.js')],
      absWorkingDir: dir,
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      platform: 'browser',
      conditions: ['production'],
      external,
      outdir: join(dir, 'out'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const files = result.outputFiles.map((file) => {
      const meta = result.metafile.outputs[relative(dir, file.path).split('\\').join('/')];
      return {
        name: relative(join(dir, 'out'), file.path),
        code: file.text,
        gzip: gzipSync(file.contents, { level: 9 }).length,
        imports: meta.imports,
        inputs: Object.entries(meta.inputs)
          .filter(([, input]) => input.bytesInOutput > 0)
          .map(([path]) => relative(root, join(dir, path)).split('\\').join('/')),
      };
    });
    const byName = new Map(files.map((f) => [f.name, f]));
    const upFront = new Set(['app.js']);
    for (const name of upFront)
      for (const i of byName.get(name).imports)
        if (i.kind === 'import-statement' && !i.external)
          upFront.add(relative(join(dir, 'out'), join(dir, i.path)));
    for (const file of files) file.upFront = upFront.has(file.name);
    return { files, warnings: result.warnings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Gzip bytes the entry loads at once and in lazy chunks. */
export const totals = (files) => ({
  upFront: files.filter((f) => f.upFront).reduce((sum, f) => sum + f.gzip, 0),
  lazy: files.filter((f) => !f.upFront).reduce((sum, f) => sum + f.gzip, 0),
});

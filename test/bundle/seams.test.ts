/**
 * Every seam is a plain `import()` in the sources (issue 42): no list in the build names them. This
 * reads the seams from the sources themselves and checks the built entries that fetch parts on
 * first need — the script tag's, and the npm build's for bundler apps — against them: each module
 * a seam imports is in the build output, in a file the entry reaches only through `import()`, never
 * in the entry's own files. A seam whose module the build dropped, inlined or left behind fails here.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { graphOf } from './imports.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

/** Each module the sources fetch by `import()`: a source file, or a package's name. */
function seams(): { module: string; from: string }[] {
  const found: { module: string; from: string }[] = [];
  for (const file of sourceFiles(join(root, 'src'))) {
    // a type written `import('…').Name` is not a seam (`import('…').then` is)
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'([^']+)'\s*\)(?!\.[A-Z])/g)) {
      const module = spec.startsWith('.') ? resolve(dirname(file), spec).replace(/\.js$/, '.ts') : spec;
      found.push({ module, from: relative(root, file) });
    }
  }
  return found;
}

/** The source modules (absolute paths) a built file holds, from its source map. */
function sourcesOf(file: string): string[] {
  assert.ok(existsSync(`${file}.map`), `${relative(root, file)} has no source map`);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((s) => resolve(dirname(file), s));
}

/**
 * The modules that stand for a seam's module in a source map: itself, or — a module of re-exports
 * only, which leaves no code of its own (`open-set.ts`) — the modules it re-exports.
 */
function standIns(module: string): string[] {
  if (!module.startsWith('/')) return [module];
  const code = readFileSync(module, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const reexports = [...code.matchAll(/^export (?:type )?\{[^}]*\} from '([^']+)';$/gm)].map(([, spec]) =>
    resolve(dirname(module), spec).replace(/\.js$/, '.ts'),
  );
  const own = code.replace(/^export (?:type )?\{[^}]*\} from '[^']+';$/gm, '').trim();
  return own || !reexports.length ? [module] : reexports;
}

const holds = (sources: string[], module: string) =>
  standIns(module).every((m) =>
    m.startsWith('/') ? sources.includes(m) : sources.some((s) => s.includes(`/node_modules/${m}/`)),
  );

// `question-elements` in a bundler app exports the whole codec, parseMessage among it, which needs the
// block scanner at once: that entry is checked for the files only (every seam's module is built)
for (const entry of ['dist/question-elements.js', 'dist/npm/elements.js', 'dist/npm/index.js']) {
  const strict = !entry.endsWith('/index.js');
  describe(`${entry}: every seam of the sources`, () => {
    test('is a module of the build output the entry reaches only through import()', () => {
      const file = join(root, entry);
      assert.ok(existsSync(file), `${entry} is missing: run \`npm run build\``);
      const { upFront, lazy } = graphOf(file);
      for (const f of lazy) assert.ok(existsSync(f), `${relative(root, f)} (imported lazily) is missing`);
      const upFrontSources = [...upFront].flatMap(sourcesOf);
      const lazySources = [...lazy].flatMap(sourcesOf);
      const found = seams();
      assert.ok(found.length >= 25, `${found.length} seams found in the sources`);
      for (const { module, from } of found) {
        // the npm build leaves packages to the app's bundler: they stay bare imports
        if (!module.startsWith('/') && entry.startsWith('dist/npm/')) continue;
        const name = module.startsWith('/') ? relative(root, module) : module;
        if (!strict) {
          const built = holds([...lazySources, ...upFrontSources], module);
          assert.ok(built, `${name} (the seam in ${from}) is in no file the entry reaches`);
          continue;
        }
        assert.ok(holds(lazySources, module), `${name} (the seam in ${from}) is in no lazy file`);
        assert.ok(!holds(upFrontSources, module), `${name} (the seam in ${from}) is loaded up front`);
      }
    });
  });
}

// web-test-runner plugins for the framework host tests in test/frameworks (see web-test-runner.config.mjs):
//
// - `question-elements` and its subpaths resolve to the sources, so the host components import the
//   package by name, exactly as the README shows them.
// - React ships CommonJS only. @rollup/plugin-commonjs (through @web/dev-server-rollup) gives each
//   module a default export only: its named exports rely on Rollup's linker, which a dev server
//   does not run. So each React "realm" is bundled once by esbuild into one ES module (one copy of
//   React per page, `process.env.NODE_ENV` defined), and `react`, `react/jsx-runtime`,
//   `react-dom`, `react-dom/client` are small facades over it whose named exports are read from
//   the bundle itself.
// - React 18 and 19 side by side: React 18 is installed as `react18` / `react-dom18` (npm aliases).
//   Modules of test/frameworks/react18*, and the `question-elements/react` entry as they load it, get
//   the React 18 realm; everything else gets React 19.
// - Vue: its runtime-only browser build (an ES module with no `process.env`).
// - `.svelte` files compile on the fly with svelte/compiler (Svelte 5, client output).
// - `.vue` single-file components compile on the fly with vue/compiler-sfc (script setup, inline
//   template, `question-*` tags as custom elements), then esbuild strips their TypeScript.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, transform } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The package's own entries, as the host components import them. */
const ENTRIES = {
  'question-elements': '/src/index.ts',
  'question-elements/elements': '/src/elements.ts',
  'question-elements/codec': '/src/codec/index.ts',
  'question-elements/react': '/src/frameworks/react.ts',
};

/** The React modules a host may import, by the name of their export in the realm bundle. */
const REACT_MODULES = {
  react: 'react',
  'react/jsx-runtime': 'jsxRuntime',
  'react/jsx-dev-runtime': 'jsxDevRuntime',
  'react-dom': 'dom',
  'react-dom/client': 'client',
  'react-dom/server': 'server',
};

const REALMS = {
  react19: { alias: {} },
  react18: { alias: { react: 'react18', 'react-dom': 'react-dom18' } },
};

const REACT18_QUERY = 'realm=react18';
const realmOf = (context) =>
  /^\/test\/frameworks\/react18[./]/.test(context.path) || context.url.includes(REACT18_QUERY)
    ? 'react18'
    : 'react19';

const PREFIX = '/__question-elements-hosts__';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** One realm: the bundle, and the export names of each module (read by running the bundle in Node). */
async function bundleRealm(realm) {
  const entry = Object.entries(REACT_MODULES)
    .map(([specifier, name]) => `export * as ${name} from ${JSON.stringify(specifier)};`)
    .join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    alias: REALMS[realm].alias,
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const dir = mkdtempSync(join(tmpdir(), 'qe-hosts-'));
  const file = join(dir, `${realm}.mjs`);
  writeFileSync(file, code);
  // run it in a child Node (React's development build patches the console it finds at load)
  const script = `const ns = await import(${JSON.stringify(pathToFileURL(file).href)});
    const names = {};
    for (const [k, v] of Object.entries(ns)) names[k] = Object.keys(v).filter((n) => n !== 'default' && ${IDENTIFIER}.test(n));
    // react-dom/server's browser build keeps a MessageChannel open: exit once the names are out
    process.stdout.write(JSON.stringify(names), () => process.exit(0));`;
  let names;
  try {
    names = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { code, names };
}

function reactRealms() {
  const realms = new Map();
  const realm = (name) => {
    if (!realms.has(name)) realms.set(name, bundleRealm(name));
    return realms.get(name);
  };
  return {
    name: 'question-elements-react-realms',
    resolveImport({ source, context }) {
      if (source in ENTRIES) {
        const path = ENTRIES[source];
        return source === 'question-elements/react' && realmOf(context) === 'react18'
          ? `${path}?${REACT18_QUERY}`
          : path;
      }
      if (source in REACT_MODULES) return `${PREFIX}/${realmOf(context)}/${REACT_MODULES[source]}.js`;
      return undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(`${PREFIX}/`)) return undefined;
      const [name, module] = context.path
        .slice(PREFIX.length + 1)
        .replace(/\.js$/, '')
        .split('/');
      if (!(name in REALMS)) return undefined;
      const { code, names } = await realm(name);
      if (module === 'bundle') return { body: code, type: 'js' };
      if (!(module in names)) return undefined;
      const body = [
        `import { ${module} as m } from '${PREFIX}/${name}/bundle.js';`,
        `export default m.default ?? m;`,
        `export const { ${names[module].join(', ')} } = m;`,
      ].join('\n');
      return { body, type: 'js' };
    },
  };
}

function vueBrowserBuild() {
  return {
    name: 'question-elements-vue',
    resolveImport({ source }) {
      if (source === 'vue') return '/node_modules/vue/dist/vue.runtime.esm-browser.js';
      return undefined;
    },
  };
}

/** Bare imports of these packages resolve with the `browser` condition first (Svelte's client runtime). */
const BROWSER_FIRST = ['svelte', 'esm-env'];
const BROWSER_CONDITIONS = ['browser', 'development', 'import', 'default'];

/** `pkg/sub` through the package's `exports`, taking the first of BROWSER_CONDITIONS each level offers. */
function resolveBrowserFirst(source) {
  const name = BROWSER_FIRST.find((p) => source === p || source.startsWith(`${p}/`));
  if (!name) return undefined;
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));
  let target = manifest.exports?.[`.${source.slice(name.length)}`];
  while (target && typeof target === 'object') {
    const key = Object.keys(target).find((k) => BROWSER_CONDITIONS.includes(k));
    target = key ? target[key] : undefined;
  }
  return typeof target === 'string' ? `/node_modules/${name}/${target.replace(/^\.\//, '')}` : undefined;
}

function svelte() {
  return {
    name: 'question-elements-svelte',
    resolveImport({ source }) {
      return resolveBrowserFirst(source);
    },
    resolveMimeType(context) {
      if (context.path.endsWith('.svelte')) return 'js';
      return undefined;
    },
    async transform(context) {
      if (!context.path.endsWith('.svelte')) return undefined;
      const { compile } = await import('svelte/compiler');
      const result = compile(String(context.body), {
        filename: context.path,
        generate: 'client',
        dev: true,
        css: 'injected',
      });
      return { body: result.js.code };
    },
  };
}

function vueSfc() {
  return {
    name: 'question-elements-vue-sfc',
    resolveMimeType(context) {
      if (context.path.endsWith('.vue')) return 'js';
      return undefined;
    },
    async transform(context) {
      if (!context.path.endsWith('.vue')) return undefined;
      const sfc = await import('vue/compiler-sfc');
      const isCustomElement = (tag) => tag.startsWith('question-');
      const { descriptor, errors } = sfc.parse(String(context.body), {
        filename: context.path,
        templateParseOptions: { isCustomElement },
      });
      if (errors.length) throw errors[0];
      const id = createHash('sha256').update(context.path).digest('hex').slice(0, 8);
      const script = sfc.compileScript(descriptor, {
        id,
        inlineTemplate: true,
        templateOptions: {
          compilerOptions: { isCustomElement },
        },
      });
      const js = await transform(script.content, { loader: 'ts', format: 'esm', target: 'es2022' });
      return { body: js.code };
    },
  };
}

export function hostPlugins() {
  return [reactRealms(), vueBrowserBuild(), svelte(), vueSfc()];
}

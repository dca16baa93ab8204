/**
 * `question-elements/codec` stands alone (SPEC §2): importing it in a fresh Node process loads
 * its own modules and `yaml`, nothing else — no lit, no markdown-it, no DOM, no Node built-ins.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const url = (path: string) => pathToFileURL(join(ROOT, path)).href;

/** A load hook that appends every module URL it sees (ES modules, built-ins, the CommonJS entry) to a file. */
const HOOKS = `
import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function load(url, context, next) {
  const result = await next(url, context);
  appendFileSync(log, url + '\\n');
  return result;
}
`;

/** Runs in the child as CommonJS, so it imports nothing itself and can read `require.cache`. */
const probe = (entry: string) => `
import(${JSON.stringify(entry)}).then((codec) => {
  const globals = {};
  for (const name of ['window', 'document', 'Node', 'Element', 'HTMLElement', 'customElements', 'DOMParser'])
    globals[name] = typeof globalThis[name];
  const parsed = codec.parse('questions:\\n  - key: a\\n    text: b\\n');
  process.stdout.write(JSON.stringify({ commonjs: Object.keys(require.cache), globals, parsed: parsed.ok === true }));
});
`;

interface Loaded {
  /** every module the import loaded, as URLs */
  modules: string[];
  /** `typeof` of DOM globals after the import */
  globals: Record<string, string>;
  /** whether the imported module's `parse` decoded a small body */
  parsed: boolean;
}

/**
 * Imports `entry` in a fresh Node process and lists what it loaded: ES modules (and built-ins)
 * through a load hook registered before the import, CommonJS files through `require.cache`.
 * TypeScript entries need the repository's loader; built files do not.
 */
function loadedBy(entry: string, { typescript }: { typescript: boolean }): Loaded {
  const dir = mkdtempSync(join(tmpdir(), 'codec-isolation-'));
  try {
    const log = join(dir, 'loaded.txt');
    writeFileSync(log, '');
    writeFileSync(join(dir, 'hooks.mjs'), HOOKS);
    writeFileSync(
      join(dir, 'record.mjs'),
      `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url, { data: { log: ${JSON.stringify(log)} } });\n`,
    );
    const args = [
      ...(typescript ? ['--import', url('scripts/register-ts.mjs')] : []),
      // registered last, so its hook sees every load first
      '--import',
      pathToFileURL(join(dir, 'record.mjs')).href,
      '-e',
      probe(entry),
    ];
    const child = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    assert.equal(child.status, 0, `the child failed:\n${child.stderr}`);
    const out = JSON.parse(child.stdout) as {
      commonjs: string[];
      globals: Record<string, string>;
      parsed: boolean;
    };
    const esm = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    const commonjs = out.commonjs.map((p) => pathToFileURL(p).href);
    return { modules: [...new Set([...esm, ...commonjs])], globals: out.globals, parsed: out.parsed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const FORBIDDEN =
  /\/node_modules\/(lit|lit-html|lit-element|@lit|@lit-labs|markdown-it|linkify-it|mdurl|uc\.micro|punycode\.js|entities|react|react-dom|jsdom|happy-dom|linkedom)\//;

/** What any entry of the codec may load: its own files and `yaml`. */
function assertIsolated(loaded: Loaded, own: string): void {
  assert.equal(loaded.parsed, true, 'parse did not work in the child');
  for (const [name, type] of Object.entries(loaded.globals))
    assert.equal(type, 'undefined', `globalThis.${name} exists after the import`);
  const strangers = loaded.modules.filter(
    (m) => !m.startsWith(own) && !m.startsWith(url('node_modules/yaml/')),
  );
  assert.deepEqual(strangers, [], 'modules outside the codec and yaml were loaded');
  assert.deepEqual(
    loaded.modules.filter((m) => FORBIDDEN.test(m)),
    [],
  );
  assert.deepEqual(
    loaded.modules.filter((m) => m.startsWith('node:')),
    [],
    'the codec must not import Node built-ins',
  );
}

test('the recorder sees what an import loads (lit and markdown-it are caught)', () => {
  // a control: the same probe pointed at markdown-it must list it, or the checks below prove nothing
  const dir = mkdtempSync(join(tmpdir(), 'codec-isolation-control-'));
  try {
    const entry = join(dir, 'entry.mjs');
    writeFileSync(
      entry,
      `import ${JSON.stringify(url('node_modules/markdown-it/index.mjs'))};\nimport ${JSON.stringify(url('node_modules/lit/index.js'))};\nexport { parse } from ${JSON.stringify(url('src/codec/index.ts'))};\n`,
    );
    const loaded = loadedBy(pathToFileURL(entry).href, { typescript: true });
    assert.ok(loaded.modules.some((m) => m.includes('/node_modules/markdown-it/')));
    assert.ok(loaded.modules.some((m) => m.includes('/node_modules/lit')));
    assert.ok(loaded.modules.some((m) => FORBIDDEN.test(m)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('src/codec/index.ts loads only the codec and yaml, and defines no DOM', () => {
  const loaded = loadedBy(url('src/codec/index.ts'), { typescript: true });
  assert.ok(loaded.modules.includes(url('src/codec/index.ts')));
  assert.ok(loaded.modules.includes(url('src/codec/formats/vance/format.ts')));
  assert.ok(
    loaded.modules.some((m) => m.startsWith(url('node_modules/yaml/'))),
    'yaml was not seen: the recorder is blind',
  );
  assertIsolated(loaded, url('src/codec/'));
});

const BUILT = 'dist/npm/codec.js';

test(
  'the built dist/npm/codec.js loads only its own chunks and yaml',
  { skip: !existsSync(join(ROOT, BUILT)) && `${BUILT} is not built (npm run build)` },
  () => {
    const loaded = loadedBy(url(BUILT), { typescript: false });
    assert.ok(loaded.modules.includes(url(BUILT)));
    assertIsolated(loaded, url('dist/npm/'));
  },
);

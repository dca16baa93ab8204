// The package as a registry and a bundler read it (`npm test`'s checks): packs the built package
// once (`npm pack --ignore-scripts`, so no build runs), then
//   - lists what it ships against a budget: no tests, fixtures, TypeScript sources or demo; the
//     README, the LICENSE, custom-elements.json, every export's file and its types present; the
//     file count and the sizes within BUDGET;
//   - reads the packed package.json: no script an install of the tarball would run or warn about
//     (`preinstall`, `install`, `postinstall`, `prepare`: npm 11 warns about a shipped `prepare`);
//     the build runs in `prepack`, before `npm pack` and `npm publish`;
//   - runs publint on the tarball (errors and warnings fail);
//   - runs `attw` (@arethetypeswrong/cli) on the tarball with the esm-only profile: the package is
//     ESM only, so `require()` and TypeScript's old `node10` resolution are out of scope.
// Needs a built dist/ (`npm run build`). `--list` prints every shipped file with its size.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the tarball may weigh; raise a figure only with a line in docs/bundle.md saying why. */
export const BUDGET = { files: 380, packedBytes: 1_280_000, unpackedBytes: 4_700_000 };

/** Paths a user never needs: the repository's tests, fixtures, sources, tooling and demo. */
const FORBIDDEN = [
  [/^(test|fixtures|bench|demo|examples|scripts|docs|\.ci)\//, 'repository material'],
  [/^src\//, 'TypeScript sources (the source maps carry them)'],
  [/(^|\/)[^/]+\.test\.[cm]?[jt]sx?$/, 'a test'],
  [/(?<!\.d)\.tsx?$/, 'TypeScript source'],
  [/\.tgz$/, 'a packed tarball'],
];

/** Scripts an install of the tarball runs, or (npm 11, `prepare`) warns about. */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];

/** Files a user needs beside every export's targets. */
const REQUIRED = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'custom-elements.json'];

const problems = [];
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
if (!existsSync(join(root, 'dist/npm/index.js'))) {
  console.error('✗ no built package in dist/: run `npm run build` first');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'qe-pack-'));
try {
  const packed = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout);
  const files = info.files.map((f) => f.path);
  const shipped = new Set(files);
  if (process.argv.includes('--list'))
    for (const f of info.files) console.log(`${String(f.size).padStart(9)}  ${f.path}`);

  // what it ships
  for (const file of files)
    for (const [pattern, what] of FORBIDDEN) if (pattern.test(file)) problems.push(`ships ${what}: ${file}`);
  for (const file of files)
    if (file.endsWith('.map') && !shipped.has(file.slice(0, -'.map'.length)))
      problems.push(`ships a source map without its file: ${file}`);
  const targets = new Set(REQUIRED);
  const walk = (value) => {
    if (typeof value === 'string') targets.add(value.replace(/^\.\//, ''));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(pkg.exports);
  walk(pkg.bin);
  targets.add(pkg.types.replace(/^\.\//, ''));
  for (const file of targets) if (!shipped.has(file)) problems.push(`does not ship ${file}`);

  // the budget
  const figures = { files: files.length, packedBytes: info.size, unpackedBytes: info.unpackedSize };
  for (const [key, limit] of Object.entries(BUDGET))
    if (figures[key] > limit) problems.push(`${key} ${figures[key]} over the budget of ${limit}`);
  console.log(
    `npm pack: ${figures.files} files (budget ${BUDGET.files}), ${(figures.packedBytes / 1024).toFixed(0)} KiB packed ` +
      `(budget ${(BUDGET.packedBytes / 1024).toFixed(0)}), ${(figures.unpackedBytes / 1024).toFixed(0)} KiB unpacked ` +
      `(budget ${(BUDGET.unpackedBytes / 1024).toFixed(0)})`,
  );

  const tarball = join(dir, info.filename);

  // the package.json an install of the tarball reads: no install-time script
  const manifest = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  if (manifest.status !== 0)
    throw new Error(`tar could not read the packed package.json: ${manifest.stderr}`);
  const scripts = JSON.parse(manifest.stdout).scripts ?? {};
  const installing = INSTALL_SCRIPTS.filter((s) => s in scripts);
  for (const s of installing)
    problems.push(`the packed package.json has a \`${s}\` script, which an install runs or warns about`);
  console.log(`package.json: ${installing.length ? installing.join(', ') : 'no install-time scripts'}`);

  // publint
  const bytes = readFileSync(tarball);
  const { messages } = await publint({
    level: 'warning',
    strict: true,
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
  });
  for (const message of messages) problems.push(`publint: ${formatMessage(message, pkg, { color: false })}`);
  console.log(`publint: ${messages.length} message${messages.length === 1 ? '' : 's'}`);

  // are the types wrong?
  const attw = spawnSync(
    process.execPath,
    [
      realpathSync(join(root, 'node_modules/.bin/attw')),
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'json',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  let analysis;
  try {
    analysis = JSON.parse(attw.stdout).analysis;
  } catch {
    problems.push(`attw did not run: ${attw.stderr || attw.stdout}`);
  }
  if (analysis) {
    const ignored = new Set(['node10', 'node16-cjs']);
    const found = (analysis.problems ?? []).filter((p) => !ignored.has(p.resolutionKind));
    for (const p of found)
      problems.push(`attw: ${p.kind} at ${p.entrypoint ?? ''} (${p.resolutionKind ?? 'any resolution'})`);
    console.log(
      `attw (esm-only): ${Object.keys(analysis.entrypoints).length} entry points, ${found.length} problems`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

for (const problem of problems) console.error(`✗ ${problem}`);
process.exitCode = problems.length ? 1 : 0;

// Builds each app in examples/ the way a user would: the package packed into a tarball
// (`npm run build`, then `npm pack`), installed into a copy of the app with its own dependencies,
// then the app's production build. Prints the gzip bytes of each app's JavaScript and how much of
// it is the package's. Not part of `npm test`.
//
//   node scripts/examples.mjs [name…]
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const examples = join(root, 'examples');
const names = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(examples);
const work = mkdtempSync(join(tmpdir(), 'qe-examples-'));
const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

// the build first (its output is not JSON), then the pack without running it again
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const [{ filename }] = JSON.parse(
  npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], root),
);
const tarball = join(work, filename);
console.log(`packed ${filename}`);

/** Every .js file under dir, with its gzip size. */
function scripts(dir) {
  const out = [];
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, name);
    if (name.endsWith('.js') && statSync(file).isFile())
      out.push({ name, gzip: gzipSync(readFileSync(file), { level: 9 }).length });
  }
  return out;
}

for (const name of names) {
  const app = join(work, name);
  cpSync(join(examples, name), app, {
    recursive: true,
    filter: (src) => !/node_modules|[\\/]out$|[\\/]dist$/.test(src),
  });
  npm(['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], app);
  npm(['run', 'build'], app);
  const out = ['out', 'dist']
    .map((d) => join(app, d))
    .find((d) => {
      try {
        return statSync(d).isDirectory();
      } catch {
        return false;
      }
    });
  const files = scripts(out);
  const total = files.reduce((n, f) => n + f.gzip, 0);
  console.log(`${name}: ${files.length} JS files, ${total} B gzip in all (${out.slice(app.length + 1)}/)`);
  for (const f of files) console.log(`  ${f.name}: ${f.gzip} B gzip`);
}
console.log(`built in ${work}`);

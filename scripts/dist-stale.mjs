// Whether dist/ must be built before it is used (`npm test`, `npm start`): the package has no
// `prepare` script, so a fresh clone has no dist/ until one of them, or `npm run build`, makes it.
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => realpathSync(join(root, 'node_modules', '.bin', name));

/** The newest modification time under `path` (a file, or a folder walked whole). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = 0;
  for (const entry of readdirSync(path)) t = Math.max(t, newest(join(path, entry)));
  return t;
}

/** What dist/ is built from, and the files a build writes last (its oldest output). */
export const BUILD_INPUTS = [
  'src',
  'rollup.config.mjs',
  'tsconfig.build.json',
  'package.json',
  'scripts/minify-templates.mjs',
];
export const BUILD_OUTPUTS = [
  'dist/question-elements.js',
  'dist/npm/codec.js',
  'dist/npm/cli.js',
  'dist/types/index.d.ts',
];

/** Why dist/ must be built (`missing`, `older than its sources`), or undefined when it is current. */
export function distStale() {
  const built = Math.min(...BUILD_OUTPUTS.map((f) => newest(join(root, f)) || 0));
  const source = Math.max(...BUILD_INPUTS.map((f) => newest(join(root, f))));
  if (built && built >= source) return undefined;
  return built ? 'older than its sources' : 'missing';
}

/** The build of dist/ without the size check: rollup, then the types (node arguments). */
export const BUILD_STEPS = [
  [bin('rollup'), '-c', '--silent'],
  [bin('tsc'), '-p', 'tsconfig.build.json'],
];

// The "build" of a script-tag page: index.html and the package's script-tag files beside it.
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// where npm installed the package (here or in a parent folder's node_modules)
const pkg = dirname(createRequire(import.meta.url).resolve('question-elements/package.json'));

rmSync('out', { recursive: true, force: true });
mkdirSync('out');
copyFileSync('index.html', 'out/index.html');
// dist/ holds the script-tag files at its top; dist/npm and dist/types are for bundlers
cpSync(join(pkg, 'dist'), 'out/question-elements', {
  recursive: true,
  filter: (src) => !/[\\/](npm|types)$/.test(src) && !src.endsWith('.map'),
});

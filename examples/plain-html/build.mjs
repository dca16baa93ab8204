// The "build" of a script-tag page: index.html and the package's script-tag files beside it.
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';

rmSync('out', { recursive: true, force: true });
mkdirSync('out');
copyFileSync('index.html', 'out/index.html');
// dist/ holds the script-tag files at its top; dist/npm and dist/types are for bundlers
cpSync('node_modules/question-elements/dist', 'out/question-elements', {
  recursive: true,
  filter: (src) => !/[\\/](npm|types)$/.test(src) && !src.endsWith('.map'),
});

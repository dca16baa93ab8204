// Writes fixtures/index.json: the list of every fixture file, so browsers and the demo can find them.
// `node scripts/fixtures-index.mjs --check` fails when the committed index is out of date.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../fixtures/', import.meta.url));

function walk(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [relative(root, full).split('\\').join('/')];
    });
}

export function buildIndex() {
  const files = walk(root).filter((f) => f !== 'index.json');
  return JSON.stringify({ files }, null, 1) + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const next = buildIndex();
  const file = join(root, 'index.json');
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (current !== next) {
      console.error('fixtures/index.json is out of date: run npm run fixtures:index');
      process.exit(1);
    }
  } else writeFileSync(file, next);
}

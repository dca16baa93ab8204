// `npm run manuals`: writes manuals/<format>.md from the manuals in src/manuals (one per format).
// The tests fail when a committed file differs from what this writes.
import { register } from 'node:module';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

register('./ts-loader.mjs', import.meta.url);
const { MANUALS, renderManual } = await import('../src/manuals/index.ts');

const dir = fileURLToPath(new URL('../manuals/', import.meta.url));
mkdirSync(dir, { recursive: true });
const written = new Set();
for (const manual of Object.values(MANUALS)) {
  const file = `${manual.format}.md`;
  writeFileSync(dir + file, renderManual(manual));
  written.add(file);
  console.log(`manuals/${file}: ${manual.rules.length} rules`);
}
for (const file of readdirSync(dir)) if (!written.has(file)) rmSync(dir + file);

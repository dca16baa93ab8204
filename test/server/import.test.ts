/**
 * Server import: every package entry imports in a bare Node without reading `window`, `document`
 * or `customElements` (what Next.js and other SSR hosts do when they import it on the server).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const ENTRIES = [
  '../../src/index.js',
  '../../src/elements.js',
  '../../src/codec/index.js',
  '../../src/manuals/index.js',
  '../../src/chat/markdown-it.js',
  '../../src/frameworks/react.js',
  '../../src/chat/ask.js',
  '../../src/chat/mcp.js',
];
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const WATCHED = ['window', 'document', 'customElements'] as const;

test("importing every entry in bare Node reads no window or document; customElements only as Lit's server shim", async () => {
  const touched = new Set<string>();
  for (const name of WATCHED) {
    assert.equal(name in globalThis, false, `bare Node has no ${name}`);
    let value: unknown;
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // Lit's Node build installs its own customElements shim: only the package's own code counts
        const caller = new Error().stack?.split('\n')[2]?.trim() ?? '';
        if (caller.includes(SRC)) touched.add(`${name} (${caller})`);
        return value;
      },
      set(v: unknown) {
        value = v;
      },
    });
  }
  try {
    for (const entry of ENTRIES) {
      const module = (await import(entry)) as Record<string, unknown>;
      assert.ok(Object.keys(module).length > 0, `${entry} exports something`);
    }
  } finally {
    for (const name of WATCHED) delete (globalThis as Record<string, unknown>)[name];
  }
  assert.deepEqual(
    [...touched].filter((t) => !t.startsWith('customElements')),
    [],
  );
  // Lit's Node build puts a customElements shim on globalThis; the entries define into it through
  // src/define.ts (what @lit-labs/ssr reads), never into anything a browser global would be
  const defined = [...touched].filter((t) => t.startsWith('customElements'));
  assert.ok(
    defined.every((t) => /src\/(define|elements\/question-(set|form))\.ts/.test(t)),
    defined.join('\n'),
  );
});

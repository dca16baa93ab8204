/**
 * `npm start` (scripts/serve.mjs) prints only the address it listens on, and that address serves
 * the demo with Lit's production build (no "Lit is in dev mode" in a visitor's console).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test('the demo server prints one line, its address, and serves the demo there', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d;
        if (out.includes('\n')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
    });
    assert.equal(out, `http://127.0.0.1:${port}/\n`);
    // the address answers, and the first request brings no more output
    const page = await fetch(`http://127.0.0.1:${port}/`);
    assert.ok(page.url.endsWith('/demo/'), page.url);
    assert.match(await page.text(), /<script type="module" src=".\/demo.ts">/);
    // Lit as the dev server resolves it: the production build
    const resolved = await (await fetch(`http://127.0.0.1:${port}/src/elements/question-set.ts`)).text();
    const litImport = /from ["']([^"']*\/lit[^"']*)["']/.exec(resolved)?.[1];
    assert.ok(litImport, 'question-set imports Lit');
    // lit's own entry imports lit-html and lit-element, whose `development` condition is the dev build
    const entry = await (
      await fetch(new URL(litImport, `http://127.0.0.1:${port}/src/elements/question-set.ts`))
    ).text();
    assert.match(entry, /lit-html/);
    assert.doesNotMatch(entry, /development/);
    assert.equal(out, `http://127.0.0.1:${port}/\n`);
    assert.equal(err, '');
  } finally {
    child.kill();
  }
});

/**
 * `npm start` (scripts/serve.mjs) prints only the address it listens on, and that address serves
 * the demo with Lit's production build (no "Lit is in dev mode" in a visitor's console): read from
 * what the server resolves, and from the console of a headless Chromium that opens the demo's pages
 * (issue 51: nothing there but what the demo logs itself; no failed request, no favicon 404). It
 * builds a missing or stale dist/ first (the demo's script-tag page loads it), saying so on stderr;
 * this file names dist/, so scripts/test.mjs builds it before the file runs and the server starts
 * at once.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `npm start` on a free port, once it has printed its address; `stop` ends it. */
async function start(): Promise<{ port: number; out: () => string; err: () => string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  return { port, out: () => out, err: () => err, stop: () => child.kill() };
}

test('the demo server prints one line, its address, and serves the demo there', async () => {
  const { port, out, err, stop } = await start();
  try {
    assert.equal(out(), `http://127.0.0.1:${port}/\n`);
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
    assert.equal(out(), `http://127.0.0.1:${port}/\n`);
    assert.equal(err(), '');
  } finally {
    stop();
  }
});

test("a visitor's console on the demo's pages: no Lit dev-mode warning, no failed request", async () => {
  const { port, stop } = await start();
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const said: string[] = [];
    page.on('console', (m) => said.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => said.push(`pageerror: ${String(e)}`));
    page.on('requestfailed', (r) => said.push(`failed: ${r.url()}`));
    page.on('response', (r) => void (r.status() >= 400 && said.push(`${r.status()}: ${r.url()}`)));
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    for (const path of ['/demo/', '/demo/?story=chat&speed=0', '/demo/bundle.html']) {
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle0' });
      // the story's sets are shown (the page ran its scripts)
      await page.waitForFunction(() => document.querySelectorAll('question-set, question-form').length > 0, {
        timeout: 60_000,
      });
    }
    assert.ok(
      loaded.some((u) => /\/node_modules\/lit-html\//.test(u)),
      'the demo loads Lit from the server',
    );
    assert.deepEqual(
      loaded.filter((u) => /\/development\//.test(u)),
      [],
      "no file of Lit's development build",
    );
    assert.deepEqual(said, [], 'the console says nothing');
  } finally {
    await browser.close();
    stop();
  }
});

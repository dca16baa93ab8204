// `npm run screenshots`: the README's pictures. Serves the repository with the demo's dev server
// config (TypeScript compiled on the fly, so no build is needed), renders a card (one question) and
// a wizard (several, moved on to question 2) from the shared fixtures in Chromium, in light and
// dark (`prefers-color-scheme` emulation), and writes docs/images/{card,wizard}-{light,dark}.png,
// each cropped to the element with a small margin at deviceScaleFactor 2.
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '@web/dev-server';
import puppeteer from 'puppeteer-core';
import config from '../web-dev-server.config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'docs', 'images');
const MARGIN = 16;
const WIDTH = 560;

/** What each picture shows: a fixture body, and for the wizard one click to reach question 2. */
const SHOTS = [
  { name: 'card', fixture: 'shiitake/valid/03-array-single.json', advance: false },
  { name: 'wizard', fixture: 'egoz/valid/01-booking-en-us.json', advance: true },
];
const SCHEMES = ['light', 'dark'];

const server = await startDevServer({
  config: { ...config, port: 0, hostname: '127.0.0.1', open: false, watch: false },
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
});
const { port } = server.server.address();
const origin = `http://127.0.0.1:${port}`;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
    '--font-render-hinting=none',
  ],
});

mkdirSync(outDir, { recursive: true });
let failed = false;
try {
  for (const shot of SHOTS) {
    for (const scheme of SCHEMES) {
      const page = await browser.newPage();
      await page.setViewport({ width: WIDTH + 2 * MARGIN, height: 900, deviceScaleFactor: 2 });
      await page.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: scheme },
        { name: 'prefers-reduced-motion', value: 'reduce' },
      ]);
      // any same-origin page will do: the element module and the fixture are fetched from it
      await page.goto(`${origin}/fixtures/index.json`);
      const box = await page.evaluate(
        async ({ fixture, advance, width, margin }) => {
          document.documentElement.innerHTML = `<head><meta name="color-scheme" content="light dark"></head><body></body>`;
          const style = document.createElement('style');
          style.textContent = `:root { color-scheme: light dark; }
            body { margin: 0; padding: ${margin}px; font: 15px/1.45 system-ui, sans-serif;
              background: light-dark(#fff, #1f1f1f); color: light-dark(#1f2328, #e6e6e6); }
            question-set { width: ${width}px; }`;
          document.head.append(style);
          await import('/src/index.ts');
          const body = await (await fetch(`/fixtures/${fixture}`)).text();
          const el = document.createElement('question-set');
          el.setAttribute('persist', 'off');
          el.data = body;
          document.body.append(el);
          await customElements.whenDefined('question-set');
          await el.updateComplete;
          if (advance) {
            await new Promise((r) => setTimeout(r, 300));
            const row = el.shadowRoot.querySelector('.option');
            if (!row)
              throw new Error(`${fixture}: no option row to click: ${el.shadowRoot.innerHTML.slice(0, 800)}`);
            row.click();
            await el.updateComplete;
            await new Promise((r) => setTimeout(r, 400));
            const next = [...el.shadowRoot.querySelectorAll('button')].find((b) =>
              /next/i.test(b.textContent),
            );
            if (next && el.shadowRoot.textContent.includes('1 of')) next.click();
            await el.updateComplete;
          }
          // the step change moves focus to the heading; a picture needs no focus ring
          el.shadowRoot.activeElement?.blur();
          await document.fonts.ready;
          await new Promise((r) => setTimeout(r, 300));
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        },
        { fixture: shot.fixture, advance: shot.advance, width: WIDTH, margin: MARGIN },
      );
      const file = join(outDir, `${shot.name}-${scheme}.png`);
      await page.setViewport({
        width: WIDTH + 2 * MARGIN,
        height: Math.ceil(box.y + box.height + MARGIN),
        deviceScaleFactor: 2,
      });
      await page.screenshot({
        path: file,
        clip: {
          x: Math.max(0, box.x - MARGIN),
          y: Math.max(0, box.y - MARGIN),
          width: box.width + 2 * MARGIN,
          height: box.height + 2 * MARGIN,
        },
      });
      await page.close();
      const kb = statSync(file).size / 1024;
      console.log(`${file.slice(root.length)}  ${kb.toFixed(0)} KB`);
      if (kb > 150) {
        console.error(`${file}: larger than 150 KB`);
        failed = true;
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exit(1);

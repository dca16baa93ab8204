// `npm run screenshots`: the README's pictures, then every story of the demo.
//
// Serves the repository with the demo's dev server config (TypeScript compiled on the fly, so no
// build is needed) and drives Chromium:
// - the README's pictures: a card (one question) and a wizard (several, moved on to question 2) from
//   the shared fixtures, in light and dark (`prefers-color-scheme` emulation), written to
//   docs/images/{card,wizard}-{light,dark}.png, each cropped to the element at deviceScaleFactor 2;
// - every story of the demo (demo/index.html, its welcome, chat and fixture stories; not the gallery
//   of all of them at once) at 1280 and 390 px, light and dark (theme "auto" with the system's scheme
//   emulated), full page, written outside git to .screenshots/demo/<width>-<scheme>/<story>.png.
//
//   node scripts/screenshots.mjs [--readme | --demo] [--only <text>] [--out <dir>]
//     --readme / --demo   only that part;  --only   only the stories whose id has the text
//     --out               the demo pictures' folder (default .screenshots/demo)
//   node scripts/screenshots.mjs --fixture <path> [--layout <layout>] [--press <key>] [--out <dir>]
//     one fixture's element alone, cropped, at 390 px light and 1280 px dark (the element 720 px
//     wide), written to <dir>/<fixture's name>-<width>-<scheme>.png; --press presses keys first
//     (comma-separated: Tab,ArrowDown)
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '@web/dev-server';
import puppeteer from 'puppeteer-core';
import config from '../web-dev-server.config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'docs', 'images');
const args = process.argv.slice(2);
const arg = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const fixtureOnly = arg('--fixture');
const doReadme = !args.includes('--demo') && !fixtureOnly;
const doDemo = !args.includes('--readme') && !fixtureOnly;
const only = arg('--only');
const demoDir = resolve(root, arg('--out') ?? join('.screenshots', fixtureOnly ? 'fixture' : 'demo'));
const DEMO_WIDTHS = [1280, 390];
const MARGIN = 16;
const WIDTH = 560;

/** What each picture shows: a fixture body, and for the wizard one click to reach question 2. */
const SHOTS = fixtureOnly
  ? [
      { width: 390, scheme: 'light' },
      { width: 1280, scheme: 'dark' },
    ].map(({ width, scheme }) => ({
      name: `${fixtureOnly.replace(/^.*\//, '').replace(/\.\w+$/, '')}-${width}-${scheme}`,
      fixture: fixtureOnly,
      advance: false,
      width: Math.min(width - 2 * MARGIN, 720),
      schemes: [scheme],
    }))
  : [
      { name: 'card', fixture: 'shiitake/valid/03-array-single.json', advance: false },
      { name: 'wizard', fixture: 'egoz/valid/01-booking-en-us.json', advance: true },
    ];
const SCHEMES = ['light', 'dark'];
const layout = arg('--layout');
const press = arg('--press');

const server = await startDevServer({
  config: { ...config, port: 0, hostname: '127.0.0.1', open: false, watch: false },
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
});
const { port } = server.server.address();
const origin = `http://127.0.0.1:${port}`;

const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, '--disable-dev-shm-usage', '--font-render-hinting=none'],
});

let failed = false;
try {
  const shotDir = fixtureOnly ? demoDir : outDir;
  if (doReadme || fixtureOnly) mkdirSync(shotDir, { recursive: true });
  for (const shot of doReadme || fixtureOnly ? SHOTS : []) {
    const width = shot.width ?? WIDTH;
    for (const scheme of shot.schemes ?? SCHEMES) {
      const page = await browser.newPage();
      await page.setViewport({ width: width + 2 * MARGIN, height: 900, deviceScaleFactor: 2 });
      await page.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: scheme },
        { name: 'prefers-reduced-motion', value: 'reduce' },
      ]);
      // any same-origin page will do: the element module and the fixture are fetched from it
      await page.goto(`${origin}/fixtures/index.json`);
      let box = await page.evaluate(
        async ({ fixture, advance, width, margin, layout }) => {
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
          if (layout) el.setAttribute('layout', layout);
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
        { fixture: shot.fixture, advance: shot.advance, width, margin: MARGIN, layout },
      );
      for (const key of press?.split(',') ?? []) {
        await page.keyboard.press(key);
        await new Promise((r) => setTimeout(r, 150));
      }
      // the keys may have opened something: the element's size now
      if (press)
        box = await page.evaluate(() => {
          const r = document.querySelector('question-set').getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        });
      const file = join(shotDir, fixtureOnly ? `${shot.name}.png` : `${shot.name}-${scheme}.png`);
      await page.setViewport({
        width: width + 2 * MARGIN,
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
  if (doDemo) failed = (await demoStories()) || failed;
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exit(1);

/** Every story of the demo at each width and scheme; returns whether one failed. */
async function demoStories() {
  let bad = false;
  let count = 0;
  const started = Date.now();
  for (const width of DEMO_WIDTHS) {
    for (const scheme of SCHEMES) {
      const dir = join(demoDir, `${width}-${scheme}`);
      mkdirSync(dir, { recursive: true });
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setViewport({ width, height: 900, deviceScaleFactor: 1 });
      await page.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: scheme },
        { name: 'prefers-reduced-motion', value: 'reduce' },
      ]);
      // the first load compiles the whole module graph: slow on a busy machine
      await page.goto(`${origin}/demo/`, { waitUntil: 'domcontentloaded', timeout: 180_000 });
      await page.waitForFunction(() => document.body.dataset.ready === 'welcome', { timeout: 120_000 });
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll('#list a[data-story]')].map((a) => a.dataset.story),
      );
      for (const id of ids.filter((id) => id !== 'all' && (!only || id.includes(only)))) {
        // the chat replays at once; every other knob at its default
        const query = new URLSearchParams(id === 'welcome' ? {} : { story: id });
        if (id === 'chat') query.set('speed', '0');
        await page.evaluate((url) => {
          // each picture shows its own story's events only (none, as nobody answered)
          document.getElementById('log-clear').click();
          delete document.body.dataset.ready;
          history.pushState(null, '', url);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/demo/?${query}`);
        await page
          .waitForFunction((id) => document.body.dataset.ready === id, { timeout: 60_000 }, id)
          .catch(() => {
            console.error(`${id}: not ready after 60 s`);
            bad = true;
          });
        await page.evaluate(async () => {
          document.activeElement?.blur();
          await document.fonts.ready;
          await new Promise((r) => setTimeout(r, 150));
        });
        const file = join(dir, `${id.replace(/[/.]+/g, '-')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        count++;
      }
      if (errors.length) {
        console.error(`${width}-${scheme}: page errors:\n  ${errors.join('\n  ')}`);
        bad = true;
      }
      await page.close();
      console.log(`${dir.slice(root.length)}  done`);
    }
  }
  console.log(`${count} demo pictures in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return bad;
}

/**
 * Issue 43, point 1, and issue 51, point 1: every code block of the README runs as pasted, against
 * the BUILT script-tag bundle (`npm run build` first), each in a plain page of its own (an iframe of
 * this origin, so the snippet's paths resolve as on a site). Nothing is defined for a snippet: a
 * name it uses and does not define (the `sendAsUserMessage` a newcomer met) throws in the page, and
 * the test fails on any error or unhandled rejection there. A person answers each set with the
 * mouse; the snippet's own send (a POST) must carry the answer. A bundler's resolution of
 * `import 'question-elements'` is the one thing the test stands in for (an import map to the
 * script-tag api file); pasted without one, the bundler form fails and defines nothing, as the
 * README says.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { clickOn } from '../elements/helpers.js';
import { newRun, oneDelivery, received } from '../bundle/delivery-backend.js';

/** Where web-test-runner.config.mjs serves dist/ (a site's own path, as the README's `/assets/…`). */
const SITE = '/some/site';
const API = `${SITE}/assets/question-elements/question-elements-api.js`;
/** What a bundler does for the snippet: resolve the bare specifier to the package. */
const BUNDLER = `<script type="importmap">${JSON.stringify({ imports: { 'question-elements': API } })}</script>`;

interface Block {
  lang: string;
  code: string;
}

/** Every fenced block of the README, dedented (the blocks inside list items are indented). */
async function blocks(): Promise<Block[]> {
  const readme = await (await fetch('/README.md')).text();
  return [...readme.matchAll(/^( *)```(\w*)\n([\s\S]*?)^\1```$/gm)].map((m) => ({
    lang: m[2],
    code: m[3]
      .split('\n')
      .map((l) => l.slice(m[1].length))
      .join('\n'),
  }));
}

/**
 * The snippet's chat backend (`/chat`, the site's own endpoint) is a run of the delivery backend
 * (test/bundle/wtr-delivery.mjs), which records every POST it received: `ok` takes it, `500` fails
 * the first one.
 */
const toBackend = (code: string, run: string, mode: 'ok' | '500') =>
  code.replaceAll("'/chat'", `'/__delivery__/${run}/${mode}'`);

/** The set the README shows (in its bundler snippet), for the script-tag snippet's page. */
const readmeSet = (all: Block[]) =>
  /<question-set>[\s\S]*<\/question-set>/.exec(all.map((b) => b.code).join('\n'))![0];

type Win = Window &
  typeof globalThis & { __errors: string[]; __posts: { url: string; body: string }[]; __ran?: boolean };

/**
 * A plain page of its own holding `html`. Before it, a classic script only watches: it records
 * errors and rejections, and the requests the page's own `fetch` makes (which still go out).
 */
async function page(html: string): Promise<{ win: Win; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 600px; height: 600px; border: 0';
  document.body.append(frame);
  const win = frame.contentWindow as Win;
  const done = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  const watch = `<script>
    window.__errors = []; window.__posts = [];
    addEventListener('error', (e) => __errors.push(String(e.error || e.message)));
    addEventListener('unhandledrejection', (e) => __errors.push('unhandled: ' + String(e.reason)));
    const send = window.fetch;
    window.fetch = (url, init) => { __posts.push({ url: String(url), body: String(init && init.body) }); return send(url, init); };
  </script>`;
  frame.srcdoc = `<!doctype html><html><head>${watch}</head><body>${html}</body></html>`;
  await done;
  return { win, frame };
}

async function until<T>(get: () => T | undefined | null | false, what: string, win?: Win): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = get();
    if (value) return value;
    if (win?.__errors.length) throw new Error(`${what}: the page threw ${win.__errors.join('; ')}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/**
 * The snippet's inline module scripts, each marked at its end: a person answers once the page has
 * run its scripts (a module that awaits its imports may end after the page's load event).
 */
const marked = (html: string) =>
  html.replace(/(<script type="module">[\s\S]*?)(<\/script>)/g, '$1window.__ran = true;\n$2');

/**
 * Answers the page's set as a person does: on each step the first option, or Yes, then the primary
 * button; while the set is sending, they wait; when it says it was not sent, they send again
 * (`shown` collects what it said then).
 */
async function answer(win: Win, ran = true, shown: string[] = []): Promise<QuestionSetElement> {
  if (ran) await until(() => win.__ran, "the end of the page's module script", win);
  await until(() => win.customElements.get('question-set'), 'the element defined', win);
  const el = await until(
    () => win.document.querySelector<QuestionSetElement>('question-set'),
    'the set in the page',
    win,
  );
  await until(() => el.set, 'the decoded set', win);
  await el.updateComplete;
  for (let step = 0; step < 10 && el.state === 'open'; step++) {
    const root = el.shadowRoot!;
    await until(() => !root.querySelector('[aria-busy="true"]'), 'the end of sending', win);
    if (el.state !== 'open') break;
    const said = root.querySelector('.delivery')?.textContent?.trim();
    if (said) shown.push(said);
    const group = root.querySelector('[role="radiogroup"]');
    const pick =
      group && !group.querySelector('[aria-checked="true"]')
        ? group.querySelector<HTMLElement>('[role="radio"]')
        : [...root.querySelectorAll<HTMLElement>('button')].find(
            (b) => b.textContent?.trim() === 'Yes' && b.getAttribute('aria-pressed') !== 'true',
          );
    await clickOn(el, pick ?? root.querySelector<HTMLElement>('button.primary')!);
  }
  expect(el.state, 'the set was answered').to.equal('answered');
  return el;
}

describe("the README's code blocks, run as pasted", () => {
  // each page a first visit: no draft or sent record kept from the page before (same origin, same tab)
  beforeEach(() => sessionStorage.clear());
  afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

  it('the README has only blocks this test runs (html, js) or commands (sh)', async () => {
    const all = await blocks();
    expect(all.map((b) => b.lang).filter((l) => !['html', 'js', 'sh'].includes(l))).to.deep.equal([]);
    expect(all.filter((b) => b.lang !== 'sh').length).to.be.at.least(3);
  });

  it('the script-tag form, with the set beside it: the answer goes out in its own POST', async () => {
    const all = await blocks();
    const scriptTag = all.find((b) => /<script type="module" src="[^"]+question-elements\.js">/.test(b.code));
    expect(scriptTag, 'a script-tag snippet').to.not.equal(undefined);
    const html = scriptTag!.code.replace(/src="\//, `src="${SITE}/`) + readmeSet(all);
    const run = newRun();
    const { win } = await page(marked(toBackend(html, run, 'ok')));
    const el = await answer(win);
    expect(el.shadowRoot!.textContent).to.contain('Sent');
    const tries = await received(run);
    expect(tries.map((t) => t.answer)).to.deep.equal(['accepted']);
    expect(tries[0].body).to.contain('In which region will data be stored? → eu-central-1');
    expect(win.__errors).to.deep.equal([]);
  });

  it('the bundler form, its import resolved as a bundler does: the answer and payload go out', async () => {
    const bundler = (await blocks()).find((b) => b.code.includes("import 'question-elements'"));
    expect(bundler, 'the bundler snippet').to.not.equal(undefined);
    const run = newRun();
    const { win } = await page(BUNDLER + marked(toBackend(bundler!.code, run, 'ok')));
    await answer(win);
    const tries = await received(run);
    expect(tries.map((t) => t.answer)).to.deep.equal(['accepted']);
    expect(tries[0].body.text).to.contain('In which region will data be stored? → eu-central-1');
    expect(tries[0].body.payload, 'the payload beside the text').to.not.equal(undefined);
    expect(win.__errors).to.deep.equal([]);
  });

  it('the bundler form against a server that fails: "Not sent (HTTP 500)", then Send again delivers once', async () => {
    const bundler = (await blocks()).find((b) => b.code.includes("import 'question-elements'"))!;
    const run = newRun();
    const { win } = await page(BUNDLER + marked(toBackend(bundler.code, run, '500')));
    const shown: string[] = [];
    await answer(win, true, shown);
    expect(shown[0]).to.contain('Not sent (HTTP 500)');
    oneDelivery(
      await received(run),
      (t) => t.body.text.includes('In which region will data be stored? → eu-central-1'),
      '500',
    );
    expect(win.__errors).to.deep.equal([]);
  });

  it('every js block runs to its end as a module, the set it shows answered', async () => {
    const scripts = (await blocks()).filter((b) => b.lang === 'js');
    expect(scripts.length).to.be.at.least(1);
    for (const { code } of scripts) {
      const { win } = await page(marked(`${BUNDLER}<script type="module">${code}</script>`));
      // the block awaits the user's answer: it ends only once the set is answered
      await answer(win, false);
      await until(() => win.__ran, `the end of the block ${code}`, win);
      expect(win.__errors, code).to.deep.equal([]);
    }
  });

  it('the bundler form, pasted into a plain page, fails to resolve the bare specifier and defines nothing', async () => {
    const readme = await (await fetch('/README.md')).text();
    expect(readme, 'the README says a bundler resolves the import').to.match(/needs a bundler/);
    const bundler = (await blocks()).find((b) => b.code.includes("import 'question-elements'"))!;
    const { win } = await page(bundler.code);
    await until(() => win.__errors.length, 'the error of the bare specifier');
    expect(win.__errors.join(' ')).to.match(/question-elements/);
    expect(win.customElements.get('question-set')).to.equal(undefined);
  });
});

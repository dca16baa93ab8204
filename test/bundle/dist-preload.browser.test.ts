/**
 * Issue 48, point 3, on the built script-tag bundle: once the entry has run and the page is idle,
 * the parts a first set needs (every format's decoder, and the open set's view with them) are
 * fetched before any set arrives; a page that saves data (`navigator.connection.saveData`, or
 * `<meta name="question-elements" content="no-preload">`) fetches only what its sets need, when
 * they need it. A set already in the page's HTML has its parts asked for before the entry has
 * been evaluated, and the idle preload waits until it shows. Each case is a page of its own (an
 * iframe), as a host's page loads the entry.
 * Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';

const BASE = '/some/site/assets/question-elements/';

/** The page's script files by what they hold: `format-vance`, `after-decode`, … (the hash dropped). */
const chunks = (win: Window, before = Infinity): string[] =>
  win.performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime < before && /\.js$/.test(new URL(e.name).pathname))
    .map((e) => new URL(e.name).pathname.replace(/^.*\//, ''))
    .map((file) =>
      file === 'question-elements.js' ? 'question-elements' : file.replace(/-[\w-]{8}\.js$/, ''),
    );

const FORMATS = ['vance', 'shiitake', 'egoz', 'index', 'structured', 'form', 'mcp'];

/**
 * A page that loads the entry (with `head` before it), and the moment it has been idle after its
 * `load`: a callback asked after the entry's own, so it runs after it (a timer where the engine
 * has no requestIdleCallback, as the entry does).
 */
async function page(head = '', body = ''): Promise<{ win: Window & typeof globalThis; idleAt: number }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="en"><head>${head}
<script type="module" src="${BASE}question-elements.js"></script>
<script type="module">
addEventListener('load', () => {
  const idle = window.requestIdleCallback ?? ((fn) => setTimeout(fn));
  idle(() => setTimeout(() => (window.idleAt = performance.now())));
});
</script></head><body>${body}</body></html>`;
  document.body.append(frame);
  const win = frame.contentWindow as Window & typeof globalThis & { idleAt?: number };
  await new Promise<void>((resolve) => {
    const poll = () => (win.idleAt !== undefined ? resolve() : requestAnimationFrame(poll));
    poll();
  });
  return { win, idleAt: win.idleAt! };
}

/** A vance set arrives in the page; resolves once it shows. */
async function arrive(win: Window): Promise<QuestionSetElement> {
  const el = win.document.createElement('question-set') as QuestionSetElement;
  el.setAttribute('scope-name', 'none');
  el.textContent = 'questions:\n  - key: go\n    text: Ship it?\n    kind: choice\n    options: [Yes, No]\n';
  win.document.body.append(el);
  await el.updateComplete;
  expect(el.shadowRoot!.querySelectorAll('[role="radio"], input[type="radio"]').length).to.equal(2);
  return el;
}

describe('the first set’s parts fetched while the page is idle (built bundle)', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

  it('an idle page fetches every decoder and the open set before a set arrives', async () => {
    const { win } = await page();
    // nothing but the idle callback asks for them: the page waits, frame by frame, until all are in
    const parts = [...FORMATS.map((id) => `format-${id}`), 'after-decode'];
    await new Promise<void>((resolve) => {
      const poll = () =>
        parts.every((part) => chunks(win).includes(part)) ? resolve() : requestAnimationFrame(poll);
      poll();
    });
    const before = chunks(win).length;
    // preload() joins the loads under way: it fetches nothing again
    await (win as unknown as { eval(code: string): Promise<void> }).eval(
      `import('${BASE}question-elements.js').then((m) => m.preload())`,
    );
    await arrive(win);
    expect(chunks(win).length, 'nothing more fetched for preload() and the first set').to.equal(before);
  });

  it('the idle warm-up (each decoder run once on a body of its own) shows nothing: no event, no node, nothing stored', async () => {
    const seen: string[] = [];
    const { win } = await page(
      `<script>window.seen = []; for (const type of ['question-open', 'question-answers', 'question-decline', 'question-change', 'question-error']) addEventListener(type, () => window.seen.push(type), true); addEventListener('error', (e) => window.seen.push('error: ' + e.message));</script>`,
    );
    const parts = [...FORMATS.map((id) => `format-${id}`), 'after-decode'];
    await new Promise<void>((resolve) => {
      const poll = () =>
        parts.every((part) => chunks(win).includes(part)) ? resolve() : requestAnimationFrame(poll);
      poll();
    });
    // the warm-ups are one idle callback each, asked once the decoders are in: let more than that pass
    const idle = (win.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn))).bind(win);
    for (let i = 0; i < FORMATS.length + 3; i++) await new Promise<void>((r) => idle(() => r()));
    seen.push(...(win as unknown as { seen: string[] }).seen);
    expect(seen, 'no event and no error while the page idled').to.deep.equal([]);
    expect(win.document.body.childNodes.length, 'no node added to the page').to.equal(0);
    expect(win.sessionStorage.length, 'nothing stored for the session').to.equal(0);
    expect(win.localStorage.length, 'nothing stored for the origin').to.equal(0);
    await arrive(win);
    expect((win as unknown as { seen: string[] }).seen).to.deep.equal(['question-open']);
  });

  it('a set in the page’s HTML has its decoder asked for before the entry has defined the elements, and the idle preload waits until it shows', async () => {
    // the moment the entry defined the elements (its evaluation done), and the moment both sets showed
    const head = `<script>
customElements.whenDefined('question-set').then(() => (window.definedAt = performance.now()));
addEventListener('load', () =>
  customElements.whenDefined('question-form').then(() =>
    Promise.all([...document.querySelectorAll('question-set, question-form')].map((el) => el.updateComplete)),
  ).then(() => (window.shownAt = performance.now())),
);
</script>`;
    const body = `<question-form title="Deploy">{"questions":[{"id":"go","label":"Ship it?","type":"radio","options":[{"label":"Yes","value":"yes"},{"label":"No","value":"no"}]}]}</question-form>
<question-set format="structured" scope-name="none">{"questions":[{"question":"Which tone?","header":"Tone","multiSelect":false,"options":[{"label":"Warm","description":"Friendly"},{"label":"Dry","description":"Plain"}]}]}</question-set>`;
    const { win } = await page(head, body);
    const w = win as unknown as { definedAt: number; shownAt?: number };
    await new Promise<void>((resolve) => {
      const poll = () => (w.shownAt !== undefined ? resolve() : requestAnimationFrame(poll));
      poll();
    });
    for (const el of win.document.querySelectorAll('question-set, question-form'))
      expect(el.shadowRoot!.querySelectorAll('[role="radio"], input[type="radio"]').length).to.equal(2);
    const started = (name: string) =>
      win.performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.replace(/^.*\//, '').startsWith(`${name}-`))
        .map((e) => e.startTime);
    for (const part of ['format-form', 'format-structured', 'after-decode']) {
      expect(started(part), part).to.have.length(1);
      expect(started(part)[0], `${part} asked for before the elements were defined`).to.be.below(w.definedAt);
    }
    // every other decoder comes with the idle preload, once both sets have shown
    const others = FORMATS.filter((id) => id !== 'form' && id !== 'structured').map((id) => `format-${id}`);
    await new Promise<void>((resolve) => {
      const poll = () => (others.every((p) => started(p).length) ? resolve() : requestAnimationFrame(poll));
      poll();
    });
    for (const part of others)
      expect(started(part)[0], `${part} after the sets showed`).to.be.above(w.shownAt!);
  });

  for (const [name, head] of [
    [
      'navigator.connection.saveData',
      `<script>Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });</script>`,
    ],
    [
      '<meta name="question-elements" content="no-preload">',
      '<meta name="question-elements" content="no-preload">',
    ],
  ])
    it(`a page that saves data (${name}) fetches only what its set needs, when it arrives`, async () => {
      const { win, idleAt } = await page(head);
      expect(chunks(win, idleAt), 'only the entry before the set').to.deep.equal(['question-elements']);
      await arrive(win);
      const fetched = chunks(win);
      expect(fetched).to.include('format-vance');
      expect(fetched).to.include('after-decode');
      for (const id of FORMATS.filter((f) => f !== 'vance')) expect(fetched).not.to.include(`format-${id}`);
    });
});

/**
 * Issue 48, the first render, on the built script-tag bundle: a set that arrives alone on a page
 * whose parts are in place (a chat's new question) is laid out and shown with its options when its
 * `updateComplete` resolves, before any frame; the sets of a batch inserted in one task (a reloaded
 * transcript) still wait for the frame in which content-visibility places them, and those far off
 * screen stay unlaid. Each case is a page of its own (an iframe), as a host's page loads the entry.
 * Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';

const BASE = '/some/site/assets/question-elements/';

type Page = Window & typeof globalThis;

/** A page that has loaded the entry and every part a first set needs (`preload()`). */
async function page(): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 600px; border: 0';
  frame.srcdoc = `<!doctype html><html lang="en"><head>
<script type="module">
import { preload } from '${BASE}question-elements.js';
preload().then(() => (window.loaded = true));
</script></head><body></body></html>`;
  document.body.append(frame);
  const win = frame.contentWindow as Page & { loaded?: boolean };
  await new Promise<void>((resolve) => {
    const poll = () => (win.loaded ? resolve() : requestAnimationFrame(poll));
    poll();
  });
  return win;
}

const BODY = (n: number) =>
  `questions:\n  - key: go${n}\n    text: Ship build ${n}?\n    kind: choice\n    options: [Yes, No, Later]\n`;

/** Sets inserted in one task, as a host inserts them; and whether a frame has come since. */
function insert(win: Page, count: number): { sets: QuestionSetElement[]; framed: () => boolean } {
  let framed = false;
  win.requestAnimationFrame(() => (framed = true));
  const sets: QuestionSetElement[] = [];
  for (let n = 0; n < count; n++) {
    const el = win.document.createElement('question-set') as QuestionSetElement;
    el.setAttribute('scope-name', 'none');
    el.textContent = BODY(n);
    win.document.body.append(el);
    sets.push(el);
  }
  return { sets, framed: () => framed };
}

const options = (el: QuestionSetElement) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"], input[type="radio"]'),
];
/** Laid out: no ancestor skips it for content-visibility. */
const laidOut = (el: HTMLElement) => el.checkVisibility({ contentVisibilityAuto: true });

describe('the first render of a set (built bundle)', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

  it('a set arriving alone is laid out with its options before any frame, at its real height', async () => {
    const win = await page();
    const { sets, framed } = insert(win, 1);
    const [el] = sets;
    await el.updateComplete;
    expect(framed(), 'no frame waited for').to.equal(false);
    expect(options(el).length).to.equal(3);
    expect(options(el).map(laidOut), 'every option laid out').to.deep.equal([true, true, true]);
    const height = el.getBoundingClientRect().height;
    // after its frame it measures the same: the height a host read at once was the real one
    await new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve)));
    await new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve)));
    expect(el.getBoundingClientRect().height).to.equal(height);
    expect(options(el).map(laidOut)).to.deep.equal([true, true, true]);
  });

  it('a batch inserted in one task waits for its frame, and its sets off screen stay unlaid', async () => {
    const win = await page();
    const { sets, framed } = insert(win, 30);
    await Promise.all(sets.map((el) => el.updateComplete));
    expect(framed(), 'the batch waited for the frame that places it').to.equal(true);
    for (const el of sets) expect(options(el).length).to.equal(3);
    // the first set stands in the viewport, the last one 29 sets below it
    expect(options(sets[0]).map(laidOut)).to.deep.equal([true, true, true]);
    expect(options(sets[29]).map(laidOut), 'off screen: its layout skipped').to.deep.equal([
      false,
      false,
      false,
    ]);
  });

  it('a set arriving alone after a batch is laid out at once too', async () => {
    const win = await page();
    const batch = insert(win, 10).sets;
    await Promise.all(batch.map((el) => el.updateComplete));
    const { sets, framed } = insert(win, 1);
    await sets[0].updateComplete;
    expect(framed()).to.equal(false);
    expect(options(sets[0]).map(laidOut)).to.deep.equal([true, true, true]);
  });
});

/**
 * Issue 48, the first render, on the built script-tag bundle: a set that arrives alone on a page
 * whose parts are in place (a chat's new question) is laid out and shown with its options when its
 * `updateComplete` resolves, before any frame; the sets of a batch inserted in one task (a reloaded
 * transcript) are placed by content-visibility at their frame, and those far off screen stay
 * unlaid, at the placeholder's height. Each case is a page of its own (an iframe), as a host's page loads the entry.
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
/** The height the set has when nothing skips its layout. */
function realHeight(el: HTMLElement): number {
  el.style.contentVisibility = 'visible';
  const h = el.getBoundingClientRect().height;
  el.style.contentVisibility = '';
  return h;
}

const frames = async (win: Page, n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
  await new Promise((resolve) => win.setTimeout(resolve));
};

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
    // the height a host read at once was the real one: the same as after its frames
    expect(height).to.equal(realHeight(el));
    await frames(win, 2);
    expect(el.getBoundingClientRect().height).to.equal(height);
    expect(options(el).map(laidOut)).to.deep.equal([true, true, true]);
  });

  it('a batch inserted in one task keeps its sets off screen unlaid, at the placeholder', async () => {
    const win = await page();
    const { sets } = insert(win, 30);
    await Promise.all(sets.map((el) => el.updateComplete));
    for (const el of sets) expect(options(el).length).to.equal(3);
    // the last set stands 29 sets below the viewport: content-visibility skips it, so it measures
    // the placeholder, not the height it has once laid out (a set inserted alone never does)
    const last = sets[29];
    expect(last.getBoundingClientRect().height, 'off screen: its layout skipped').to.equal(160);
    // the first one stands in the viewport: laid out once its frame has come
    await frames(win, 2);
    expect(options(sets[0]).map(laidOut)).to.deep.equal([true, true, true]);
    expect(last.getBoundingClientRect().height).to.equal(160);
    // (each measured unskipped last: that lays it out)
    expect(sets[0].getBoundingClientRect().height).to.equal(realHeight(sets[0]));
    expect(realHeight(last)).to.be.greaterThan(160);
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

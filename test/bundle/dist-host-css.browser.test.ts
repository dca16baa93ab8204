/**
 * Issue 51, point 2, on the BUILT script-tag bundle (dist/question-elements.js, loaded as a page loads
 * it; `npm run build` first): a page's CSS does not reach into the card. Under each stylesheet people
 * start from (the rules of each that reach an element: inherited text properties and boxes, written
 * in test/bundle/host-css/), a card, a wizard, a receipt and a `<question-form>` lay their text out
 * exactly as in a page with no stylesheet: every element in their shadow roots has the same
 * alignment, indent, case, spacing, wrapping, slant, shadow and line height (docs/theming.md lists
 * what the card resets and what it takes). What the host means does reach them: the card's font and
 * text colour are the page's. And each box fits: the element in its column, the card in the element,
 * an option's description starting where its label starts.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { clickOn } from '../elements/helpers.js';

const ENTRY = '/some/site/assets/question-elements/question-elements.js';
const SHEETS = ['vite', 'next', 'tailwind', 'bootstrap', 'pico', 'water', 'text-layout'];
/**
 * The inherited properties a card does not take from the page: the rows of docs/theming.md's table
 * ("The page's CSS") that give a value of the card's own (not "takes the page's"); line height and
 * direction are compared apart.
 */
async function resetProperties(): Promise<string[]> {
  const page = await (await fetch('/docs/theming.md')).text();
  const section = page.slice(page.indexOf("## The page's CSS"), page.indexOf('## Custom properties'));
  const rows = section.split('\n').filter((l) => l.startsWith('| `') && !l.includes("takes the page's"));
  const names = rows.flatMap((l) => [...l.split('|')[1].matchAll(/`([a-z-]+)`/g)].map((m) => m[1]));
  return names.filter((n) => n !== 'line-height' && n !== 'direction');
}
let RESET: string[] = [];

const card = {
  questions: [
    {
      question: 'Which database should the service use?',
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'Postgres', description: 'A relational database we run ourselves, with backups' },
        { label: 'SQLite', description: 'One file beside the app, nothing to run' },
      ],
    },
  ],
};
const wizard = {
  questions: [
    {
      question: 'Which region?',
      header: 'Region',
      multiSelect: false,
      options: [
        { label: 'eu-central-1', description: 'Frankfurt' },
        { label: 'us-east-1', description: 'Virginia' },
      ],
    },
    {
      question: 'Which plan?',
      header: 'Plan',
      multiSelect: false,
      options: [
        { label: 'Team', description: 'Up to 20 seats' },
        { label: 'Business', description: 'Single sign-on' },
      ],
    },
  ],
};
const receipt = {
  questions: [
    {
      question: 'Deploy the release now?',
      header: 'Deploy',
      multiSelect: false,
      options: [
        { label: 'Deploy now', description: 'Every region at once' },
        { label: 'Wait', description: 'After the freeze' },
      ],
    },
  ],
};

type Win = Window & typeof globalThis;

/** A page of its own: the stylesheet, the columns the starters style, and the four elements. */
async function page(css: string): Promise<{ win: Win; frame: HTMLIFrameElement }> {
  const form = await (await fetch('/fixtures/form/valid/01-seed-discovery.html')).text();
  const set = (id: string, body: unknown) =>
    `<question-set id="${id}" persist="off" scope-name="none"><script type="application/json">${JSON.stringify(body)}</script></question-set>`;
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 900px; height: 700px; border: 0';
  document.body.append(frame);
  const done = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  frame.srcdoc = `<!doctype html><html lang="en"><head><style>${css}</style>
    <script type="module" src="${ENTRY}"></script></head>
    <body><div id="app"><main class="container"><div class="chat">
    ${set('card', card)}${set('wizard', wizard)}${set('receipt', receipt)}${form.replace('<question-form', '<question-form persist="off" scope-name="none"')}
    </div></main></div></body></html>`;
  await done;
  return { win: frame.contentWindow as Win, frame };
}

async function until<T>(get: () => T | undefined | null | false, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = get();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The four elements decoded and shown, the third answered with the mouse (its receipt). */
async function shown(win: Win): Promise<QuestionSetElement[]> {
  await until(() => win.customElements.get('question-form'), 'the elements defined');
  const els = [...win.document.querySelectorAll<QuestionSetElement>('question-set, question-form')];
  expect(els).to.have.length(4);
  for (const el of els) {
    await until(() => el.set, `the set of #${el.id || el.localName}`);
    await el.updateComplete;
  }
  const toAnswer = els[2];
  const row = [...toAnswer.shadowRoot!.querySelectorAll('[role="radio"]')].find((r) =>
    r.textContent?.includes('Deploy now'),
  )!;
  await clickOn(toAnswer, row);
  if (toAnswer.state === 'open')
    await clickOn(toAnswer, toAnswer.shadowRoot!.querySelector('button.primary')!);
  expect(toAnswer.state, 'the receipt').to.equal('answered');
  for (const el of els) {
    el.scrollIntoView();
    await new Promise((r) => win.requestAnimationFrame(() => win.requestAnimationFrame(r)));
  }
  return els;
}

/** The reset properties of every element in the shadow root, in document order (line height per font size). */
function layout(el: QuestionSetElement, win: Win): string[] {
  return [el.shadowRoot!, ...el.shadowRoot!.querySelectorAll('*')].map((node) => {
    const e = node instanceof win.ShadowRoot ? el : (node as Element);
    const s = win.getComputedStyle(e);
    const lh =
      s.lineHeight === 'normal' ? 'normal' : (parseFloat(s.lineHeight) / parseFloat(s.fontSize)).toFixed(2);
    return `${e.localName}.${e.className}: ${RESET.map((p) => `${p}=${s.getPropertyValue(p)}`).join(' ')} line-height=${lh}`;
  });
}

const near = (a: number, b: number) => Math.abs(a - b) < 1;

/** Where an element's text begins on its first line (not its box: a centred text starts further in). */
function textStart(el: Element): number {
  const range = el.ownerDocument.createRange();
  range.selectNodeContents(el);
  return range.getClientRects()[0].left;
}

describe("a page's stylesheet does not reach into the card (built dist/)", () => {
  let baseline: string[][];

  before(async () => {
    RESET = await resetProperties();
    expect(RESET).to.include.members(['text-align', 'text-transform', 'letter-spacing', 'white-space']);
    const { win } = await page('');
    baseline = (await shown(win)).map((el) => layout(el, win));
    document.querySelectorAll('iframe').forEach((f) => f.remove());
  });
  afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

  for (const name of SHEETS)
    it(`under ${name}.css: the text lays out as on a bare page, in the page's font and colour, and fits`, async () => {
      const css = await (await fetch(`/test/bundle/host-css/${name}.css`)).text();
      expect(css).to.match(/\{/);
      const { win } = await page(css);
      const els = await shown(win);
      els.forEach((el, i) => {
        const found = layout(el, win);
        expect(found.length, `${el.id || el.localName}: the same elements`).to.equal(baseline[i].length);
        found.forEach((line, j) => expect(line, `${el.id || el.localName}`).to.equal(baseline[i][j]));
      });
      const column = win.document.querySelector('.chat')!;
      const page$ = win.getComputedStyle(column);
      const c = column.getBoundingClientRect();
      for (const el of els) {
        const box =
          el.shadowRoot!.querySelector<HTMLElement>('.card') ??
          (el.shadowRoot!.firstElementChild as HTMLElement);
        const s = win.getComputedStyle(box);
        expect(s.fontFamily, `${el.id || el.localName}: the page's font`).to.equal(page$.fontFamily);
        expect(s.fontSize, `${el.id || el.localName}: the page's font size`).to.equal(page$.fontSize);
        // the card's own text colour (the receipt's is muted, mixed from it)
        expect(win.getComputedStyle(el).color, `${el.id || el.localName}: the page's text colour`).to.equal(
          page$.color,
        );
        const h = el.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        expect(
          h.left >= c.left - 0.5 && h.right <= c.right + 0.5,
          `${el.id || el.localName} in its column`,
        ).to.equal(true);
        expect(
          b.left >= h.left - 0.5 && b.right <= h.right + 0.5,
          `${el.id || el.localName}: the card in the element`,
        ).to.equal(true);
        expect(box.scrollWidth, `${el.id || el.localName}: nothing wider than the card`).to.be.at.most(
          box.clientWidth,
        );
      }
      // a description starts where its label starts (Vite's #app centred them, the labels stayed left)
      const rows = [...els[0].shadowRoot!.querySelectorAll('.option')];
      expect(rows.length).to.equal(2);
      for (const row of rows) {
        const label = textStart(row.querySelector('.body')!.firstElementChild!);
        const description = textStart(row.querySelector('.description')!);
        expect(near(label, description), `${row.textContent}: ${label} vs ${description}`).to.equal(true);
      }
    });
});

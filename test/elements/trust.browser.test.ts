/**
 * Issue 14, classes 3 and 6 in the browser, across every format and every state (see
 * trust-sweep.ts): an agent text that leaves a bidi override, embedding or isolate open reorders
 * nothing the element writes after it (its own words, other texts, the user's answer); and Zalgo
 * text or a long unbroken word in any text paints nothing outside the element's box, nor widens
 * the page, at 640 and at 320 CSS px.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import { bidiProblems, openControls } from '../adversarial/safety.js';
import { fresh, mountData, restoreClock } from './helpers.js';
import { sweep, sweepCases, type Inject } from './trust-sweep.js';

// ————— class 3: bidi —————

/** Every agent text ends in an open override; the middle ones open an isolate or embedding too. */
const BIDI: Inject = (s, field, i) =>
  field === 'label' ? `${s} ${i}` : `${s} \u202Eevil${field === 'text' ? ' \u2067x' : ''}`;
/** The user's own words, after the agent's. */
const TYPED = 'my own words 123 \u202Eend';

/** What may follow an open control inside one text node: the rest of the same hostile piece. */
const PIECE_TAIL = /^(evil( x)?|end)$/;

/**
 * Inside one text node: an agent text whose control stays open, and then the element's own words
 * or another text in the same node (a sentence that names a question, a list of names).
 */
function innerLeaks(root: ShadowRoot): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const open = openControls(n.data);
    if (!open.length) continue;
    const tail = [...n.data]
      .slice(open[0])
      .join('')
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
      .trim();
    if (!PIECE_TAIL.test(tail))
      out.push(
        `"${n.data.trim().slice(0, 50)}": the words after an agent text's open control are reordered with it`,
      );
  }
  return out;
}

describe('class 3: an open bidi control in an agent text reorders nothing after it', function () {
  this.timeout(120_000);
  beforeEach(fresh);
  afterEach(restoreClock);
  let total = 0;
  let hits = 0;
  after(() => console.log(`bidi sweep: ${hits} of ${total} cases with text reordered`));

  it('every format, every state', async () => {
    const cases = await sweepCases(BIDI);
    expect(cases.length, 'cases').to.be.at.least(FORMATS_MIN);
    const problems: string[] = [];
    for (const c of cases) {
      const found = await sweep(
        c,
        (el) => [...bidiProblems(el.shadowRoot!), ...innerLeaks(el.shadowRoot!)],
        TYPED,
      );
      total++;
      if (found.length) hits++;
      problems.push(...found.map((p) => `${c.name} ${p}`));
    }
    expect(problems, problems.slice(0, 12).join('\n')).to.deep.equal([]);
  });
});

const FORMATS_MIN = 6;

describe("class 3: the element's own sentences around an agent text", () => {
  beforeEach(fresh);
  afterEach(restoreClock);
  for (const lang of ['en', 'ja', 'ko'])
    it(`"waiting on <name>" keeps its words in order (${lang}: the name ${lang === 'en' ? 'last' : 'first'})`, async () => {
      const { el } = await mountData(
        {
          askId: 'ask_bidi',
          status: 'parked',
          createdAt: 0,
          expiresAt: 4102444800000,
          waitingOn: { agentId: 'a', sessionId: 's', name: 'bot \u202Eevil' },
          questions: [
            {
              id: 'q1',
              header: '',
              question: 'Q?',
              options: [
                { label: 'a', description: '' },
                { label: 'b', description: '' },
              ],
            },
          ],
        },
        { lang, format: 'shiitake' },
      );
      const line = el.shadowRoot!.querySelector('.status-line')!;
      expect(line.textContent, 'the name is shown').to.include('evil');
      expect([...bidiProblems(el.shadowRoot!), ...innerLeaks(el.shadowRoot!)]).to.deep.equal([]);
    });
});

// ————— class 6: paint —————

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const ink = new Map<string, { up: number; down: number }>();
let ctx: CanvasRenderingContext2D | undefined;

/** How far a text's glyphs reach above and below the font's own box (stacked combining marks). */
function inkOf(text: string, font: string): { up: number; down: number } {
  const sample = text.slice(0, 3000);
  const key = `${font}\u0000${sample}`;
  const known = ink.get(key);
  if (known) return known;
  ctx ??= document.createElement('canvas').getContext('2d')!;
  ctx.font = font;
  const m = ctx.measureText(sample);
  const out = {
    up: Math.max(0, m.actualBoundingBoxAscent - m.fontBoundingBoxAscent),
    down: Math.max(0, m.actualBoundingBoxDescent - m.fontBoundingBoxDescent),
  };
  ink.set(key, out);
  return out;
}

/** The box an element clips its content to (its padding box), per axis, or undefined. */
function clipOf(e: Element): { x?: [number, number]; y?: [number, number] } | undefined {
  const cs = getComputedStyle(e);
  const paint = /paint|strict|content/.test(cs.contain);
  const cx = paint || cs.overflowX !== 'visible';
  const cy = paint || cs.overflowY !== 'visible';
  if (!cx && !cy) return undefined;
  const r = e.getBoundingClientRect();
  const left = r.left + e.clientLeft;
  const top = r.top + e.clientTop;
  const h = e as HTMLElement;
  return {
    x: cx ? [left, left + (h.clientWidth || r.width)] : undefined,
    y: cy ? [top, top + (h.clientHeight || r.height)] : undefined,
  };
}

/**
 * What the element paints outside its own box: each text's glyph boxes (taller by the ink of
 * stacked marks), cut by every clipping ancestor inside the shadow root — the card must contain
 * itself, whatever containment a host page puts on the element — must lie within the host's box.
 */
export function paintProblems(el: QuestionSetElement): string[] {
  const host = el.getBoundingClientRect();
  const problems: string[] = [];
  const root = el.shadowRoot!;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    if (!n.data.trim() || !n.parentElement) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const { up, down } = inkOf(n.data, getComputedStyle(n.parentElement).font);
    const clips: NonNullable<ReturnType<typeof clipOf>>[] = [];
    for (let e: Element | null = n.parentElement; e; e = e.parentElement) {
      const c = clipOf(e);
      if (c) clips.push(c);
    }
    for (const rect of range.getClientRects()) {
      if (!rect.width && !rect.height) continue;
      const b: Box = { left: rect.left, right: rect.right, top: rect.top - up, bottom: rect.bottom + down };
      for (const c of clips) {
        if (c.x) [b.left, b.right] = [Math.max(b.left, c.x[0]), Math.min(b.right, c.x[1])];
        if (c.y) [b.top, b.bottom] = [Math.max(b.top, c.y[0]), Math.min(b.bottom, c.y[1])];
      }
      if (b.right - b.left <= 0.5 || b.bottom - b.top <= 0.5) continue;
      const out = {
        left: Math.round(host.left - b.left),
        right: Math.round(b.right - host.right),
        top: Math.round(host.top - b.top),
        bottom: Math.round(b.bottom - host.bottom),
      };
      const over = Object.entries(out).filter(([, v]) => v > 1);
      if (over.length) {
        problems.push(
          `"${n.data.trim().slice(0, 24)}…" in <${n.parentElement.localName}.${n.parentElement.className}> paints ${over.map(([k, v]) => `${v}px past the ${k}`).join(', ')}`,
        );
        break;
      }
    }
  }
  const page = document.scrollingElement!;
  if (page.scrollWidth > innerWidth + 1)
    problems.push(`the page is ${page.scrollWidth} px wide in a ${innerWidth} px viewport`);
  return problems;
}

const ZALGO = '\u0336\u0353\u0359\u030d\u0346\u0357'.repeat(60);
const WORD = 'W'.repeat(600);
/** Zalgo after every agent text's first letter, and a long unbroken word after it. */
// (a Hebrew letter too: the test machine's fallback font for it stacks the marks, as most fonts do)
const PAINT: Inject = (s, field, i) =>
  `${s.slice(0, 1)}${ZALGO}\u05e2${ZALGO}${s.slice(1)} ${field === 'label' ? `${WORD}${i}` : WORD}`;
const TYPED_PAINT = `Z${ZALGO}\u05e2${ZALGO} ${WORD}`;

for (const width of [640, 320]) {
  describe(`class 6: nothing paints outside the element (${width} px)`, function () {
    this.timeout(240_000);
    before(async () => {
      await setViewport({ width: width === 640 ? 800 : 320, height: 800 });
    });
    after(async () => {
      await setViewport({ width: 800, height: 600 });
    });
    beforeEach(fresh);
    afterEach(restoreClock);
    let total = 0;
    let hits = 0;
    after(() => console.log(`paint sweep at ${width} px: ${hits} of ${total} cases paint outside`));

    it('Zalgo text and long words in every text, every format, every state', async () => {
      const cases = await sweepCases(PAINT, width === 640 ? 3 : 1);
      expect(cases.length, 'cases').to.be.at.least(FORMATS_MIN);
      const problems: string[] = [];
      for (const c of cases) {
        const found = await sweep(c, (el) => paintProblems(el), TYPED_PAINT);
        total++;
        if (found.length) hits++;
        problems.push(...found.map((p) => `${c.name} ${p}`));
      }
      expect(problems, problems.slice(0, 12).join('\n')).to.deep.equal([]);
    });
  });
}

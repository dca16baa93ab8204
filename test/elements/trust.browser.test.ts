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
import { bidiProblems, openControls, paintProblems } from '../adversarial/safety.js';
import { fresh, mountData, restoreClock } from './helpers.js';
import { sweep, sweepCases, type Inject } from './trust-sweep.js';
import { needsViewport } from '../engines.js';

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

const ZALGO = '\u0336\u0353\u0359\u030d\u0346\u0357'.repeat(60);
const WORD = 'W'.repeat(600);
/** Zalgo after every agent text's first letter, and a long unbroken word after it. */
// (a Hebrew letter too: the test machine's fallback font for it stacks the marks, as most fonts do)
const PAINT: Inject = (s, field, i) =>
  `${s.slice(0, 1)}${ZALGO}\u05e2${ZALGO}${s.slice(1)} ${field === 'label' ? `${WORD}${i}` : WORD}`;
const TYPED_PAINT = `Z${ZALGO}\u05e2${ZALGO} ${WORD}`;

for (const width of [640, 320]) {
  needsViewport(width).describe(`class 6: nothing paints outside the element (${width} px)`, function () {
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

/**
 * Hostile messages through `upgrade()` and the element (issue 31, class 1), in Chromium: each runs
 * at n and 4n in one run and the two times are compared (the least of three rounds, and up to three
 * such measures): a linear reader takes about 4 times as long, a quadratic one about 16. The times themselves are printed
 * for the record, never asserted.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { upgrade } from '../../src/chat/upgrade.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';

const tagName = { set: 'hostile-set', form: 'hostile-form' };

function time(f: () => unknown): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    f();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

async function timeAsync(f: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    await f();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** 4n against n, with a floor of 20 ms: times below it are noise on a shared machine, and a quadratic reader is far above it at 4n. */
const ratio = (small: number, large: number) => Math.max(large, 20) / Math.max(small, 20);

/**
 * The least of up to three ratios must stay under 9: a busy machine can make one measure look
 * worse, never a quadratic reader look linear (as `../linear.ts` judges in Node).
 */
async function expectLinear(measure: () => Promise<[number, number]> | [number, number]): Promise<void> {
  const ratios: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const [t1, t4] = await measure();
    ratios.push(ratio(t1, t4));
    if (ratios[attempt] < 9) return;
  }
  expect.fail(`4n took ${ratios.map((r) => r.toFixed(1)).join(', ')} times as long as n`);
}

function report(label: string, n: number, small: number, large: number): void {
  console.log(`issue 31: ${label}: n=${n} ${small.toFixed(1)} ms, 4n ${large.toFixed(1)} ms`);
}

/** A message root holding `text` as another renderer left it. */
function message(fill: (root: HTMLElement) => void): () => HTMLElement {
  return () => {
    const root = document.createElement('div');
    fill(root);
    return root;
  };
}

describe('upgrade() on hostile messages takes linear time', () => {
  const cases: Record<string, (n: number) => () => HTMLElement> = {
    '`<question-form x` openers as text, one text node': (n) =>
      message((root) => (root.textContent = '<question-form x\n'.repeat(n))),
    '`<question-form x` openers, one paragraph each': (n) =>
      message((root) => {
        for (let i = 0; i < n; i++)
          root.append(Object.assign(document.createElement('p'), { textContent: '<question-form x' }));
      }),
    'a tag with a long attribute name': (n) =>
      message((root) => (root.textContent = '<question-form ' + 'a'.repeat(n * 17))),
    'a tag whose quoted title never closes': (n) =>
      message((root) => (root.textContent = '<question-form title="' + '>'.repeat(n * 17))),
  };
  for (const [label, make] of Object.entries(cases))
    it(label, async () => {
      const n = 15_000;
      // built once: upgrade() finds no form in them, so each round reads the same message
      const [small, large] = [make(n)(), make(4 * n)()];
      await expectLinear(() => {
        const t1 = time(() => upgrade(small, { tagName }));
        const t4 = time(() => upgrade(large, { tagName }));
        report(`upgrade(), ${label}`, n, t1, t4);
        return [t1, t4];
      });
      expect(upgrade(large, { tagName })).to.deep.equal([]);
    });
});

describe('the element on hostile bodies takes linear time', () => {
  async function render(body: string): Promise<void> {
    const el = document.createElement('question-set') as QuestionSetElement;
    el.setAttribute('scope-name', 'none');
    el.textContent = body;
    document.body.append(el);
    await el.updateComplete;
    // the body was read: a set or an error
    expect(el.set ?? el.error).to.not.equal(undefined);
    el.remove();
  }
  const bodies: Record<string, (n: number) => string> = {
    'a fence opener followed by spaces': (n) => '```questions' + ' '.repeat(n) + 'x\nquestions: []\n```',
    'a question text of line separators': (n) =>
      JSON.stringify({ questions: [{ key: 'a', text: 'x' + '\u2028'.repeat(n), kind: 'text' }] }),
    'a question text of carriage returns': (n) =>
      JSON.stringify({ questions: [{ key: 'a', text: 'x' + '\r'.repeat(n), kind: 'text' }] }),
    'a <question-form> with a long attribute name': (n) =>
      `<question-form ${'a'.repeat(n)} id="f">{"questions": [{"id": "q", "label": "Q?", "type": "text"}]}</question-form>`,
  };
  for (const [label, make] of Object.entries(bodies))
    it(label, async () => {
      const n = 15_000;
      await render(make(n)); // warm
      await expectLinear(async () => {
        const t1 = await timeAsync(() => render(make(n)));
        const t4 = await timeAsync(() => render(make(4 * n)));
        report(`the element, ${label}`, n, t1, t4);
        return [t1, t4];
      });
    });
});

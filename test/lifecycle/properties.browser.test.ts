/**
 * Issue 4, item 6: property tests in the browser with fast-check.
 *
 * 1. Every valid fixture (fixtures/<format>/valid, listed in fixtures/index.json at run time), fed
 *    as text-node appends in random chunks under `streaming` — one character at a time included —
 *    ends, once `streaming` is removed, in the same DOM (the shadow root's markup without Lit's
 *    comment markers) and the same answers as the body given in one piece.
 * 2. A random sequence of user actions (choose, type, outcome buttons, confirm, back, next, edit
 *    from the overview, send, double send, remove and re-insert, re-create) never loses an answer
 *    — the element's `answers` equal a model kept here — and never sends twice.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  FORMAT_IDS,
  checkAnswers,
  labelAnswers,
  parse,
  type Answer,
  type FormatId,
  type Question,
  type QuestionSet,
} from '../../src/codec/index.js';
import { forgetAll } from '../../src/elements.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import {
  $,
  $$,
  buttonsNamed as buttons,
  canonical,
  container,
  normalizedDom,
  optionRows,
  record,
  settle,
  step,
} from '../elements/helpers.js';
import { WIZARD } from './bodies.js';

// ————— the valid fixtures —————

interface Fixture {
  file: string;
  body: string;
  format?: FormatId | 'auto';
  attributes?: { id?: string; title?: string };
}

const get = async (path: string) => {
  const r = await fetch(`/fixtures/${path}`);
  if (!r.ok) throw new Error(`/fixtures/${path}: HTTP ${r.status}`);
  return r.text();
};

async function validFixtures(): Promise<Fixture[]> {
  const { files } = JSON.parse(await get('index.json')) as { files: string[] };
  const bodies = files.filter((f) => {
    const [dir, kind, name] = f.split('/');
    return (
      FORMAT_IDS.includes(dir as FormatId) && kind === 'valid' && !!name && !name.endsWith('.expected.json')
    );
  });
  return Promise.all(
    bodies.sort().map(async (file) => {
      const expectedFile = file.replace(/\.[^./]+$/, '.expected.json');
      const expected = files.includes(expectedFile)
        ? (JSON.parse(await get(expectedFile)) as {
            options?: { format?: FormatId | 'auto'; attributes?: { id?: string; title?: string } };
          })
        : {};
      return {
        file,
        body: await get(file),
        format: expected.options?.format,
        attributes: expected.options?.attributes,
      };
    }),
  );
}

const fixtures = await validFixtures();

/** An empty element for a fixture: `<question-form id title>` where the fixture has attributes. */
function elementFor(f: Fixture, streaming: boolean): QuestionSetElement {
  const el = document.createElement(f.attributes ? 'question-form' : 'question-set') as QuestionSetElement;
  if (f.attributes?.id !== undefined) el.setAttribute('id', f.attributes.id);
  if (f.attributes?.title !== undefined) el.setAttribute('title', f.attributes.title);
  if (f.format && !f.attributes) el.setAttribute('format', f.format);
  if (streaming) el.setAttribute('streaming', '');
  return el;
}

interface Outcome {
  dom: string;
  answers: unknown[];
  state: string;
  error?: string;
}

const outcomeOf = (el: QuestionSetElement): Outcome => ({
  dom: normalizedDom(el),
  answers: canonical(el.answers),
  state: el.state,
  ...(el.error ? { error: el.error.code } : {}),
});

async function oneShot(f: Fixture, parent: HTMLElement): Promise<Outcome> {
  forgetAll();
  const el = elementFor(f, false);
  el.append(document.createTextNode(f.body));
  parent.append(el);
  await settle(el);
  const out = outcomeOf(el);
  el.remove();
  return out;
}

type Pause = 'none' | 'microtask' | 'task' | 'update';

/** A macrotask without setTimeout's 4 ms clamp. */
const task = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

/**
 * Cuts the body by `sizes` (cycled) and waits between chunks by `pauses` (cycled). While it streams
 * (issue 41): never an error, the questions complete so far (each one as the whole body asks it, in
 * order), no overview, nothing sent; once `streaming` is removed, the one-shot result.
 */
async function streamed(f: Fixture, parent: HTMLElement, sizes: number[], pauses: Pause[]): Promise<Outcome> {
  forgetAll();
  const el = elementFor(f, true);
  const sent: Event[] = [];
  const onSent = (e: Event) => sent.push(e);
  el.addEventListener('question-answers', onSent);
  el.addEventListener('question-decline', onSent);
  parent.append(el);
  const shown: string[][] = [];
  /** What a render while streaming may show: the questions so far, nothing that sends. */
  const check = (at: number) => {
    const where = `${f.file} at ${at} of ${f.body.length} characters`;
    if ($(el, '[role="alert"]') || el.error) throw new Error(`${where}: an error while streaming`);
    if ($(el, '[part~="overview"]')) throw new Error(`${where}: the overview while streaming`);
    if (el.submit() || sent.length) throw new Error(`${where}: sent while streaming`);
    shown.push((el.set?.questions ?? []).map((q) => q.text));
  };
  let at = 0;
  for (let i = 0; at < f.body.length; i++) {
    const size = sizes[i % sizes.length];
    el.append(document.createTextNode(f.body.slice(at, at + size)));
    at += size;
    const pause = pauses[i % pauses.length];
    if (pause === 'microtask') await Promise.resolve();
    else if (pause === 'task') await task();
    else if (pause === 'update') {
      await el.updateComplete;
      check(at);
    }
  }
  await settle(el);
  check(at);
  el.removeAttribute('streaming');
  await settle(el);
  // never more questions than the final set has (a message's earlier index block may show until the
  // body completes: the last block counts, and is read whole then)
  const final = el.set?.questions.length ?? 0;
  for (const texts of shown) expect(texts.length, `${f.file}: the questions so far`).to.be.at.most(final);
  el.removeEventListener('question-answers', onSent);
  el.removeEventListener('question-decline', onSent);
  const out = outcomeOf(el);
  el.remove();
  return out;
}

const pauseArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Pause>('none') },
  { weight: 3, arbitrary: fc.constant<Pause>('microtask') },
  { weight: 1, arbitrary: fc.constant<Pause>('task') },
  { weight: 2, arbitrary: fc.constant<Pause>('update') },
);

/** One character at a time: mostly no pause or a microtask, now and then a task or a render. */
const SINGLE_PAUSES: Pause[] = Array.from({ length: 64 }, (_, i) =>
  i === 63 ? 'task' : i % 16 === 15 ? 'update' : i % 2 ? 'microtask' : 'none',
);

describe('properties: streaming in random chunks gives the one-shot result', function () {
  this.timeout(120_000);
  let runs = 0;
  const started = performance.now();
  beforeEach(() => forgetAll());
  after(() => {
    console.log(
      `streaming property: ${fixtures.length} valid fixtures, ${runs} streamed renders (incl. one character at a time for each) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  });

  it(`finds valid fixtures in fixtures/index.json (${fixtures.length})`, () => {
    expect(fixtures.length).to.be.greaterThan(50);
  });

  for (const f of fixtures) {
    it(`${f.file}: random chunks and one character at a time`, async () => {
      const parent = await container();
      const want = await oneShot(f, parent);
      expect(want.error, `${f.file} renders in one piece`).to.equal(undefined);
      // one character at a time, pausing after every character in turn
      const single = await streamed(f, parent, [1], SINGLE_PAUSES);
      runs++;
      expect(single, 'one character at a time').to.deep.equal(want);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 1, max: 48 }), { minLength: 1, maxLength: 12 }),
          fc.array(pauseArb, { minLength: 1, maxLength: 6 }),
          async (sizes, pauses) => {
            runs++;
            const got = await streamed(f, parent, sizes, pauses);
            expect(got).to.deep.equal(want);
          },
        ),
        { numRuns: 1 },
      );
    });
  }
});

// ————— user actions against a model —————

type Action =
  | { t: 'choose'; k: number }
  | { t: 'type'; text: string }
  | { t: 'outcome'; o: 'settled' | 'later' | 'unknown' }
  | { t: 'confirm' }
  | { t: 'next' }
  | { t: 'back' }
  | { t: 'edit'; k: number }
  | { t: 'send' }
  | { t: 'doubleSend' }
  | { t: 'reinsert' }
  | { t: 'recreate' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.nat(9).map((k) => ({ t: 'choose' as const, k })) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('', 'alpha', 'two words', 'ünïcødé ✓')
      .map((text) => ({ t: 'type' as const, text })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('settled' as const, 'later' as const, 'unknown' as const)
      .map((o) => ({ t: 'outcome' as const, o })),
  },
  { weight: 1, arbitrary: fc.constant({ t: 'confirm' as const }) },
  { weight: 3, arbitrary: fc.constant({ t: 'next' as const }) },
  { weight: 2, arbitrary: fc.constant({ t: 'back' as const }) },
  { weight: 2, arbitrary: fc.nat(9).map((k) => ({ t: 'edit' as const, k })) },
  { weight: 1, arbitrary: fc.constant({ t: 'send' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'doubleSend' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'reinsert' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'recreate' as const }) },
);

/** What the wizard should hold: written from the issue and SPEC §4–§6, not from the wizard's code. */
class Model {
  answers = new Map<string, Answer>();
  step = 0;
  editing = false;
  sent: Answer[] | undefined;
  constructor(readonly set: QuestionSet) {}

  get n() {
    return this.set.questions.length;
  }
  get question(): Question | undefined {
    return this.set.questions[this.step];
  }
  list(): Answer[] {
    return [...this.answers.values()];
  }
  next() {
    // a required question left open keeps the wizard on it (it says so)
    const q = this.question;
    if (q?.required && !this.answers.has(q.id)) return;
    if (this.editing) [this.step, this.editing] = [this.n, false];
    else this.step = Math.min(this.step + 1, this.n);
  }
  back() {
    if (this.editing) [this.step, this.editing] = [this.n, false];
    else this.step = Math.max(this.step - 1, 0);
  }
  choose(optionId: string) {
    const q = this.question!;
    const prev = this.answers.get(q.id);
    const text = prev?.outcome === 'answered' ? prev.text : undefined;
    const before = prev?.outcome === 'answered' ? prev.selected : [];
    let selected: string[];
    if (!q.multiple) selected = [optionId];
    else if (before.includes(optionId)) selected = before.filter((id) => id !== optionId);
    else selected = q.options.map((o) => o.id).filter((id) => id === optionId || before.includes(id));
    if (!selected.length && !text) this.answers.delete(q.id);
    else
      this.answers.set(q.id, { questionId: q.id, outcome: 'answered', selected, ...(text ? { text } : {}) });
    // a pick stays on its step: Next moves on
  }
  type(text: string) {
    const q = this.question!;
    const prev = this.answers.get(q.id);
    const selected = prev?.outcome === 'answered' ? prev.selected : [];
    if (!text.trim() && !selected.length) this.answers.delete(q.id);
    else
      this.answers.set(q.id, { questionId: q.id, outcome: 'answered', selected, ...(text ? { text } : {}) });
  }
  outcome(o: 'settled' | 'later' | 'unknown') {
    const q = this.question!;
    this.answers.set(q.id, { questionId: q.id, outcome: o, selected: [] });
  }
  confirm() {
    const q = this.question!;
    this.answers.set(q.id, { questionId: q.id, outcome: 'answered', selected: [] });
  }
}

/** Bodies for the action property: wizards of choice, text and confirm questions only (no defaults, no limits, not expired). */
function actionBodies(): Fixture[] {
  const fit = (f: Fixture) => {
    const r = parse(f.body, { format: f.format ?? 'auto', attributes: f.attributes });
    if (!r.ok) return false;
    const s = r.set;
    if (s.questions.length < 2 || s.questions.length > 12) return false;
    if (typeof s.expiresAt === 'number' && s.expiresAt < Date.now() + 600_000) return false;
    return s.questions.every(
      (q) =>
        ['choice', 'text', 'confirm'].includes(q.kind) &&
        !q.input &&
        q.default === undefined &&
        q.maxSelections === undefined &&
        !q.minSelections,
    );
  };
  const picked = new Map<string, Fixture>();
  // the first fitting body of each format, and the lifecycle wizard
  for (const f of fixtures.filter(fit)) {
    const format = f.file.split('/')[0];
    const count = [...picked.keys()].filter((k) => k.startsWith(format + '/')).length;
    if (count < 1) picked.set(f.file, f);
  }
  return [{ file: 'lifecycle WIZARD', body: WIZARD }, ...picked.values()];
}

describe('properties: user actions never lose an answer and never send twice', function () {
  this.timeout(120_000);
  const bodies = actionBodies();
  let runs = 0;
  let steps = 0;
  beforeEach(() => forgetAll());
  afterEach(() => forgetAll());
  after(() => console.log(`action property: ${bodies.length} bodies, ${runs} runs, ${steps} actions`));

  it(`has bodies to act on (${bodies.map((b) => b.file).join(', ')})`, () => {
    expect(bodies.length).to.be.at.least(4);
  });

  for (const f of bodies) {
    it(`${f.file}`, async () => {
      const parent = await container();
      const set = parse(f.body, { format: f.format ?? 'auto', attributes: f.attributes });
      if (!set.ok) throw new Error(`${f.file}: ${set.error.message}`);
      await fc.assert(
        fc.asyncProperty(
          fc.array(actionArb, { minLength: 1, maxLength: 30, size: 'max' }),
          async (actions) => {
            runs++;
            forgetAll();
            parent.replaceChildren();
            const events = record(parent);
            const make = async () => {
              const el = elementFor(f, false);
              el.append(document.createTextNode(f.body));
              parent.append(el);
              await settle(el);
              return el;
            };
            let el = await make();
            const model = new Model(el.set!);
            const log: string[] = [];
            const check = (after: string) => {
              const where = `after ${log.join(' → ')} (${after})`;
              const want = model.sent ?? model.list();
              expect(canonical(el.answers), `answers ${where}`).to.deep.equal(canonical(want));
              expect(events.answers.length, `answer events ${where}`).to.equal(model.sent ? 1 : 0);
              if (model.sent) {
                expect(el.state, `state ${where}`).to.equal('answered');
                // as detail.answers gives them (a confirm's yes as value: true; docs/reference/question-set.md)
                expect(canonical(events.answers[0].detail.answers), `sent answers ${where}`).to.deep.equal(
                  canonical(labelAnswers(model.set, model.sent)),
                );
              } else {
                expect(el.state, `state ${where}`).to.equal('open');
                expect(step(el), `step ${where}`).to.equal(model.step);
              }
            };
            check('start');
            try {
              for (const a of actions) {
                steps++;
                log.push(
                  a.t +
                    ('k' in a
                      ? `(${a.k})`
                      : 'text' in a
                        ? `(${JSON.stringify(a.text)})`
                        : 'o' in a
                          ? `(${a.o})`
                          : ''),
                );
                const overview = !!$(el, '[part~="overview"]');
                const open = el.state === 'open' && !model.sent;
                switch (a.t) {
                  case 'choose': {
                    const rows = optionRows(el);
                    if (!open || overview || !rows.length) break;
                    const i = a.k % rows.length;
                    const optionId = model.question!.options[i].id;
                    rows[i].click();
                    model.choose(optionId);
                    break;
                  }
                  case 'type': {
                    const field = $<HTMLTextAreaElement>(el, 'textarea.free');
                    if (!open || !field) break;
                    field.value = a.text;
                    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
                    model.type(a.text);
                    break;
                  }
                  case 'outcome': {
                    const words = { settled: 'looks good', later: 'later', unknown: "don't know" };
                    const chip = $$<HTMLButtonElement>(el, 'button.chip').find(
                      (b) => b.textContent?.trim().toLowerCase() === words[a.o],
                    );
                    if (!open || overview || !chip) break;
                    chip.click();
                    model.outcome(a.o);
                    break;
                  }
                  case 'confirm': {
                    const b = $<HTMLButtonElement>(el, 'button.confirm');
                    if (!open || !b) break;
                    b.click();
                    model.confirm();
                    break;
                  }
                  case 'next': {
                    const b = $<HTMLButtonElement>(el, '.actions button.primary');
                    if (!open || overview || !b) break;
                    b.click();
                    model.next();
                    break;
                  }
                  case 'back': {
                    const b = buttons(el, 'Back')[0];
                    if (!open || !b) break;
                    b.click();
                    model.back();
                    break;
                  }
                  case 'edit': {
                    const items = $$<HTMLButtonElement>(el, '[part~="overview"] button');
                    if (!open || !overview || !items.length) break;
                    const i = a.k % items.length;
                    items[i].click();
                    model.step = i;
                    model.editing = true;
                    break;
                  }
                  case 'send':
                  case 'doubleSend': {
                    const b = buttons(el, 'Send answers')[0];
                    if (!b) break;
                    b.click();
                    if (a.t === 'doubleSend') b.click();
                    if (open && checkAnswers(model.set, model.list()).ok) model.sent = model.list();
                    break;
                  }
                  case 'reinsert': {
                    el.remove();
                    parent.append(el);
                    break;
                  }
                  case 'recreate': {
                    el.remove();
                    el = await make();
                    model.editing = false;
                    break;
                  }
                }
                await el.updateComplete;
                await task();
                await el.updateComplete;
                check(a.t);
              }
            } finally {
              events.stop();
            }
          },
        ),
        { numRuns: 16 },
      );
    });
  }
});

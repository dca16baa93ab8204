/**
 * The adversarial corpus (fixtures/adversarial) rendered in `<question-set>`, each case twice: the
 * body as the `data` property and as the element's own text (a text node, as a chat host writes
 * it). For every case: no script ran (the `window.__pwned` sentinel the payloads try to set stays
 * unset), no handler attribute, script-capable URL or smuggled element is in the shadow root,
 * the built-in prototypes are untouched, an animation frame still fires, and the outcome is the
 * expected one — the set, or exactly the expected error in a role="alert" panel. Streaming cases
 * show no error and only the questions complete so far, with Send waiting, until `streaming` is
 * removed. The slowest case is logged.
 */
import '../../src/index.js';
import { expect, fixture, html } from '@open-wc/testing';
import { parseMessage, type Answer } from '../../src/codec/index.js';
import { forgetAll } from '../../src/elements.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import type { QuestionErrorEvent } from '../../src/elements/events.js';
import MarkdownIt from 'markdown-it';
import { questionsPlugin } from '../../src/chat/markdown-it.js';
import { adversarialCases, type AdversarialCase, type CaseCheck } from './corpus.js';
import {
  allElements,
  bidiProblems,
  inNodeLeaks,
  markupProblems,
  nextFrame,
  paintProblems,
  prototypeSnapshot,
} from './safety.js';
import { expectArriving } from '../elements/helpers.js';

const cases = await adversarialCases();
const PROTOTYPES = prototypeSnapshot();
const times: { name: string; ms: number }[] = [];

/** The sentinel: a payload that runs sets `window.__pwned`; the setter remembers during which case. */
const hits: string[] = [];
let current = '(no case)';
Object.defineProperty(window, '__pwned', {
  configurable: true,
  get: () => (hits.length ? hits : undefined),
  set: () => void hits.push(current),
});

type Mode = 'data' | 'text';

interface Rendered {
  el: QuestionSetElement;
  wrapper: HTMLElement;
  errors: QuestionErrorEvent[];
}

const settle = async (el: QuestionSetElement) => {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
};

const shadow = (el: QuestionSetElement) => el.shadowRoot!;
const shownText = (el: QuestionSetElement) => (shadow(el).textContent ?? '').replace(/\s+/g, ' ');

/** Streaming: no alert, no error event; the questions complete so far or nothing actionable; Send waits. */
function expectQuiet(r: Rendered, at: string) {
  expect(r.errors.length, `no question-error while streaming (${at})`).to.equal(0);
  expectArriving(r.el, `(${at})`);
}

/** Cut points for streaming a body: a few irregular chunks. */
function cuts(length: number): number[] {
  const points = new Set(
    [1, 2, 7, Math.floor(length / 3), Math.floor(length / 2), length - 1].filter((n) => n > 0 && n < length),
  );
  return [...points].sort((a, b) => a - b).concat(length);
}

async function render(c: AdversarialCase, mode: Mode): Promise<Rendered> {
  const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 640px"></div>`);
  const errors: QuestionErrorEvent[] = [];
  wrapper.addEventListener('question-error', (e) => errors.push(e));
  const el = document.createElement('question-set');
  if (c.expected.format) el.setAttribute('format', c.expected.format);
  const r = { el, wrapper, errors };
  if (c.expected.streaming) {
    el.setAttribute('streaming', '');
    wrapper.append(el);
    let from = 0;
    for (const to of cuts(c.body.length)) {
      if (mode === 'data') el.data = c.body.slice(0, to);
      else el.append(document.createTextNode(c.body.slice(from, to)));
      from = to;
      await settle(el);
      expectQuiet(r, `${to} of ${c.body.length} characters`);
    }
    el.removeAttribute('streaming');
  } else {
    if (mode === 'data') el.data = c.body;
    else el.append(document.createTextNode(c.body));
    wrapper.append(el);
  }
  await settle(el);
  return r;
}

function depth(root: ParentNode, selector: string): number {
  let max = 0;
  for (const e of root.querySelectorAll(selector)) {
    let d = 0;
    for (let p: Element | null = e; p; p = p.parentElement) if (p.matches(selector)) d++;
    max = Math.max(max, d);
  }
  return max;
}

async function runCheck(r: Rendered, c: AdversarialCase, check: CaseCheck) {
  const { el, wrapper } = r;
  const root = shadow(el);
  if (check.questions !== undefined) expect(el.set?.questions.length, 'questions').to.equal(check.questions);
  if (check.options !== undefined) {
    expect(el.set?.questions[0].options.length, 'options of the first question').to.equal(check.options);
    const section = root.getElementById('q-0-text')?.closest('section');
    const rows = section?.querySelectorAll(
      '[role="radio"], [role="checkbox"], select option:not([value=""])',
    ).length;
    expect(rows, 'option rows shown for the first question').to.equal(check.options);
  }
  if (check.links !== undefined)
    expect(root.querySelectorAll('a[href]').length, 'links').to.equal(check.links);
  if (check.text !== undefined)
    expect(shownText(el), 'shown text').to.include(check.text.replace(/\s+/g, ' '));
  if (check.nesting)
    expect(depth(root, check.nesting.selector), `${check.nesting.selector} nesting`).to.be.at.most(
      check.nesting.max,
    );
  if (check.fits) {
    const card = root.querySelector<HTMLElement>('[part~="card"]')!;
    const sizes = {
      element: Math.round(el.getBoundingClientRect().width),
      container: Math.round(wrapper.getBoundingClientRect().width),
      cardContent: card.scrollWidth,
      card: card.clientWidth,
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    };
    const fits =
      sizes.element <= sizes.container + 1 &&
      sizes.cardContent <= sizes.card + 1 &&
      sizes.page <= sizes.viewport + 1;
    expect(fits, `the card stays inside its container (widths in px: ${JSON.stringify(sizes)})`).to.equal(
      true,
    );
    // and nothing it holds paints outside it (stacked marks, long words), in 640 px and in 320 px
    expect(paintProblems(el), 'paint at 640 px').to.deep.equal([]);
    wrapper.style.width = '320px';
    await nextFrame();
    expect(paintProblems(el), 'paint at 320 px').to.deep.equal([]);
    wrapper.style.width = '640px';
    await nextFrame();
  }
  if (check.isolated) {
    expect(bidiProblems(root), 'bidi controls from the body').to.deep.equal([]);
    expect(inNodeLeaks(root, c.body), "bidi controls inside the element's sentences").to.deep.equal([]);
    if (el.set?.questions.some((q) => q.required)) {
      // on one page, a send with a required question open is refused, and the line naming what is missing shows
      el.layout = 'form';
      await el.updateComplete;
      el.submit();
      await el.updateComplete;
      expect(root.querySelector('.issues')?.textContent, 'the missing questions are named').to.match(/\S/);
      expect(bidiProblems(root), 'bidi, after a refused send').to.deep.equal([]);
      expect(inNodeLeaks(root, c.body), 'bidi inside "Still needed: …"').to.deep.equal([]);
    }
  }
  if (check.dir) {
    expect(el.set?.dir ?? 'ltr', 'set direction').to.equal(check.dir);
    if (check.dir === 'rtl') expect(root.querySelector('[dir="rtl"]'), 'an rtl container').to.not.equal(null);
  }
  if (check.message) {
    const segments = parseMessage(c.body);
    const last = segments[segments.length - 1];
    expect(last?.kind, 'parseMessage: the last segment').to.equal('set');
    if (last?.kind === 'set') {
      expect(last.complete, 'parseMessage: still arriving').to.equal(false);
      expect(!last.result.ok && last.result.error.code, 'parseMessage: the block result').to.equal(
        'incomplete',
      );
    }
  }
}

/** Everything that must hold whatever the case: nothing ran, nothing smuggled, nothing polluted, still responsive. */
async function expectSafe(r: Rendered, where: string) {
  expect(window.__pwned, `script ran (${where})`).to.equal(undefined);
  expect(markupProblems(shadow(r.el)), `markup (${where})`).to.deep.equal([]);
  expect(prototypeSnapshot(), `built-in prototypes (${where})`).to.deep.equal(PROTOTYPES);
  expect(({} as Record<string, unknown>).polluted, 'Object.prototype.polluted').to.equal(undefined);
  await nextFrame();
}

/** A plausible answer for each question, to render the receipt (labels and texts in more places). */
function someAnswers(el: QuestionSetElement): Answer[] {
  return (el.set?.questions ?? []).map((q) =>
    q.options.length
      ? { questionId: q.id, outcome: 'answered', selected: [q.options[0].id] }
      : { questionId: q.id, outcome: 'answered', selected: [], text: 'typed' },
  );
}

describe('the safety checks catch what they look for', () => {
  const shadowWith = (markup: string) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = markup;
    return { root, done: () => host.remove() };
  };

  it('handler attributes, script URLs in any spelling, smuggled elements and styles', () => {
    const { root, done } = shadowWith(
      '<a href="java&#x09;script:x">a</a><a href=" JAVASCRIPT:x">b</a><a href="data:text/html,x">c</a>' +
        '<a href="vbscript:x">d</a><a href="/relative">e</a><b onclick="x">f</b><img alt="">' +
        '<button formaction="javascript:x">g</button><div style="position:fixed"></div><svg><circle/></svg>',
    );
    const problems = markupProblems(root).join('\n');
    done();
    for (const needle of [
      'java\tscript',
      ' JAVASCRIPT',
      'data:text/html',
      'vbscript',
      'relative',
      'onclick',
      '<img',
      'formaction',
      'position:fixed',
      '<circle>',
    ])
      expect(problems, needle).to.include(needle);
  });

  it('safe markup passes', () => {
    const { root, done } = shadowWith(
      '<a href="https://example.com" target="_blank" rel="noopener">a</a><a href="mailto:a@b.c">m</a>' +
        '<div style="width: 50%"></div><svg aria-hidden="true"><path d="M0 0"/></svg>',
    );
    const problems = markupProblems(root);
    done();
    expect(problems).to.deep.equal([]);
  });

  it('an open bidi override followed by other text in the same line, and not when isolated', () => {
    const leaking = shadowWith('<div><span>evil \u202e name</span> <span>Expires in 1:00</span></div>');
    const isolated = shadowWith('<div><bdi>evil \u202e name</bdi> <span>Expires in 1:00</span></div>');
    const last = shadowWith('<div><span>Waiting on evil \u202e name</span></div>');
    const found = [bidiProblems(leaking.root), bidiProblems(isolated.root), bidiProblems(last.root)];
    [leaking, isolated, last].forEach((x) => x.done());
    expect(found[0]).to.have.length(1);
    expect(found[1]).to.deep.equal([]);
    expect(found[2]).to.deep.equal([]);
  });
});

describe(`adversarial corpus (${cases.length} cases, fixtures/adversarial)`, () => {
  before(() => {
    forgetAll();
  });
  beforeEach(function () {
    current = this.currentTest?.title ?? '(unknown)';
    forgetAll();
  });
  afterEach(() => forgetAll());
  after(() => {
    const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `adversarial corpus: ${cases.length} cases × 2 modes; slowest: ${slowest.map((t) => `${t.name} ${t.ms.toFixed(0)} ms`).join(', ')}`,
    );
  });

  it('has at least 45 cases', () => {
    expect(cases.length).to.be.at.least(45);
  });

  for (const c of cases) {
    const e = c.expected;
    const outcome = e.outcome === 'renders' ? 'renders' : `error ${e.errorCode}`;
    for (const mode of ['data', 'text'] as const) {
      it(`${c.name} (${mode === 'data' ? 'data property' : 'text node'}${e.streaming ? ', streamed' : ''}) → ${outcome}`, async function () {
        this.timeout(30_000);
        const started = performance.now();
        const r = await render(c, mode);
        await nextFrame();
        times.push({ name: `${c.name} (${mode})`, ms: performance.now() - started });
        await expectSafe(r, 'rendered');
        const root = shadow(r.el);
        const alerts = [...root.querySelectorAll('[role="alert"]')];
        if (e.outcome === 'error') {
          expect(r.el.error?.code, `error code (${r.el.error?.message})`).to.equal(e.errorCode);
          expect(r.el.set, 'no set beside the error').to.equal(undefined);
          expect(alerts.length, 'one role="alert"').to.equal(1);
          expect(alerts[0].textContent!.replace(/\s+/g, ' '), 'the alert shows the error').to.include(
            r.el.error!.message.replace(/\s+/g, ' ').trim(),
          );
          expect(
            r.errors.map((x) => x.detail.error.code),
            'question-error events',
          ).to.deep.equal([e.errorCode]);
          expect(root.querySelector('[part~="question"]'), 'never half a wizard').to.equal(null);
        } else {
          expect(r.el.error, `no error (${r.el.error?.code}: ${r.el.error?.message})`).to.equal(undefined);
          expect(r.el.set, 'a decoded set').to.not.equal(undefined);
          expect(alerts.length, 'no role="alert"').to.equal(0);
          expect(r.errors.length, 'no question-error event').to.equal(0);
          expect(root.querySelector('[part~="question"]'), 'a question is shown').to.not.equal(null);
        }
        for (const check of e.checks ?? []) await runCheck(r, c, check);
        if (e.outcome === 'renders') {
          // the receipt shows the texts and labels again, in other places
          r.el.answers = someAnswers(r.el);
          r.el.state = 'answered';
          await settle(r.el);
          expect(root.querySelector('[part~="receipt"]'), 'the receipt').to.not.equal(null);
          await expectSafe(r, 'receipt');
        }
      });
    }
  }

  it('no payload ran later either (image errors, timers)', async () => {
    await new Promise((r) => setTimeout(r, 300));
    await nextFrame();
    expect(window.__pwned).to.equal(undefined);
  });
});

/** The plugin's carrier for a body: a non-script script. */
const carrier = (e: Element) =>
  e.localName === 'script' && ['application/json', 'application/yaml'].includes(e.getAttribute('type') ?? '');

describe(`adversarial corpus as chat messages through the markdown-it plugin (${cases.length} cases)`, () => {
  beforeEach(function () {
    current = `plugin: ${this.currentTest?.title ?? '(unknown)'}`;
    forgetAll();
  });
  afterEach(() => forgetAll());

  for (const c of cases) {
    for (const streaming of [false, true]) {
      it(`${c.name} (${streaming ? 'streaming' : 'complete'} message)`, async function () {
        this.timeout(30_000);
        const md = new MarkdownIt().use(questionsPlugin);
        const out = md.render(c.body, { questions: { streaming } });
        const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 640px"></div>`);
        wrapper.innerHTML = out;
        const elements = [...wrapper.querySelectorAll<QuestionSetElement>('question-set, question-form')];
        for (const el of elements) await settle(el);
        await nextFrame();
        expect(window.__pwned, 'script ran').to.equal(undefined);
        // the prose around the blocks is the host's own markdown-it (its defaults, its choice); what the
        // plugin writes is ours: each element holds only its body carrier, and renders safely
        const handlers = allElements(wrapper).filter((e) =>
          [...e.attributes].some((a) => a.name.startsWith('on')),
        );
        expect(
          handlers.map((e) => e.localName),
          'handler attributes in the message',
        ).to.deep.equal([]);
        for (const el of elements) {
          const children = [...el.children].map(
            (e) => `${e.localName}${e.getAttribute('type') ? `[${e.getAttribute('type')}]` : ''}`,
          );
          const ok = [...el.children].every(
            (e) =>
              carrier(e) || (e.localName === 'span' && e.hasAttribute('hidden') && e.children.length === 0),
          );
          expect(ok, `<${el.localName}> holds only its body carrier (${children.join(', ')})`).to.equal(true);
          expect(markupProblems(el.shadowRoot!), `markup in <${el.localName}>`).to.deep.equal([]);
        }
        expect(prototypeSnapshot(), 'built-in prototypes').to.deep.equal(PROTOTYPES);
        for (const el of elements) if (el.hasAttribute('streaming')) expectArriving(el);
      });
    }
  }

  it('no payload ran later either', async () => {
    await new Promise((r) => setTimeout(r, 300));
    await nextFrame();
    expect(window.__pwned).to.equal(undefined);
  });
});

/**
 * The identity of sets (SPEC §6, issue 40) in the DOM, on the BUILT bundle (dist/, loaded as a page
 * loads it): fast-check commands drive a chat transcript of real elements where the agent asks
 * "Continue?" (no id of its own) again and again, sometimes "Deploy?" and a set with an id of its
 * own. Messages are answered with a click on an option row (a card sends on it), re-rendered in
 * place (the element re-created, or its body set again), shown again in a search pane (a
 * `question-scope` of its own) and reloaded (sessionStorage kept, the page's memory and the DOM
 * rebuilt). After every command, in every element:
 *
 * - each ask is sent at most once (one `question-answers` event), and shows that answer;
 * - no element shows another ask's answer;
 * - an unanswered ask is open, or closed only as superseded, and the newest set is open.
 *
 * The session-level rules are in test/session/identity.test.ts. A failure prints fast-check's
 * seed and path: replay it with `SEED` and `PATH` below.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { QuestionSetElement } from '../../src/index.js';

const SEED: number | undefined = undefined;
const PATH: string | undefined = undefined;
const RUNS = 12;

const BASE = '/some/site/assets/question-elements/';
const bundle = (await import(`${BASE}question-elements.js`)) as { forgetAll(): void };

const OPTIONS = ['Yes', 'No', 'Later'];
const choice = (text: string) => ({ questions: [{ key: 'q', text, kind: 'choice', options: OPTIONS }] });
const BODIES = {
  continue: choice('Continue?'),
  deploy: choice('Deploy?'),
  own: { id: 'plan-1', ...choice('Apply the plan?') },
};
type Body = keyof typeof BODIES;

interface Model {
  messages: Body[];
  /** the ask each message is: a set with an id of its own is one ask wherever it is asked */
  asks: string[];
  answered: Map<string, number>;
}

interface Real {
  transcript: HTMLElement;
  pane: HTMLElement | undefined;
  /** the message each element shows */
  message: WeakMap<Element, number>;
  /** `question-answers` events per ask */
  sends: Map<string, number>;
  asks: string[];
}

const askOf = (body: Body, message: number) => (body === 'own' ? 'own' : `${body}@${message}`);

/** An element for message `i`, its body an object or (as a server renders it) a JSON string. */
function element(real: Real, model: Model, i: number, asString = false): QuestionSetElement {
  const el = document.createElement('question-set') as QuestionSetElement;
  const body = BODIES[model.messages[i]];
  el.data = asString ? JSON.stringify(body) : structuredClone(body);
  real.message.set(el, i);
  return el;
}

const sets = (parent: Element | undefined) =>
  parent ? [...parent.querySelectorAll<QuestionSetElement>('question-set')] : [];

async function settle(real: Real): Promise<void> {
  for (const el of [...sets(real.transcript), ...sets(real.pane)]) await el.updateComplete;
}

const text = (el: QuestionSetElement) => (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');

async function check(model: Model, real: Real): Promise<void> {
  await settle(real);
  const firsts = new Map<string, number>();
  model.asks.forEach((a, i) => firsts.has(a) || firsts.set(a, i));
  const newest = [...firsts].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const parent of [real.transcript, real.pane]) {
    const els = sets(parent);
    if (!parent) continue;
    expect(els.length).to.equal(model.messages.length);
    els.forEach((el, i) => {
      const ask = model.asks[i];
      const where = `message ${i} (${ask}) in the ${parent === real.pane ? 'pane' : 'transcript'}`;
      const answer = model.answered.get(ask);
      if (answer !== undefined) {
        expect(el.state, `${where} shows its answer`).to.equal('answered');
        expect(el.answers[0]?.selected, where).to.deep.equal([el.set!.questions[0].options[answer].id]);
        expect(text(el), where).to.include(OPTIONS[answer]);
        for (const other of OPTIONS.filter((_, o) => o !== answer))
          expect(text(el), `${where}: not another ask's answer`).not.to.include(other);
      } else {
        expect(el.state, `${where} is not answered`).not.to.equal('answered');
        expect(
          el.answers.flatMap((a) => a.selected),
          where,
        ).to.deep.equal([]);
        if (el.state === 'closed') expect(el.reason, where).to.equal('superseded');
        if (ask === newest) expect(el.state, `${where}: the newest set is open`).to.equal('open');
      }
    });
  }
  for (const [ask, n] of real.sends) expect(n, `${ask}: question-answers events`).to.be.at.most(1);
}

type Command = fc.AsyncCommand<Model, Real>;

class Ask implements Command {
  constructor(readonly body: Body) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const i = model.messages.length;
    model.messages.push(this.body);
    model.asks.push(askOf(this.body, i));
    real.transcript.append(element(real, model, i));
    real.pane?.append(element(real, model, i, true));
    await check(model, real);
  }
  toString = () => `Ask(${this.body})`;
}

/** A click on an option row: a card sends it, where the set is open. */
class Answer implements Command {
  constructor(
    readonly at: number,
    readonly inPane: boolean,
    readonly option: number,
  ) {}
  check = (m: Readonly<Model>) => m.messages.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const i = this.at % model.messages.length;
    const el = sets(this.inPane && real.pane ? real.pane : real.transcript)[i];
    const open = el.state === 'open';
    const rows = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')];
    expect(rows.length, 'an open card shows its options, a receipt none').to.equal(open ? 3 : 0);
    if (open) {
      rows[this.option].click();
      expect(model.answered.has(model.asks[i]), 'an answered ask is never open').to.equal(false);
      model.answered.set(model.asks[i], this.option);
    }
    await check(model, real);
  }
  toString = () => `Answer(${this.at}, ${this.inPane ? 'pane' : 'transcript'}, ${this.option})`;
}

/** A framework re-renders one message: the element re-created in place, or its body set again. */
class Rerender implements Command {
  constructor(
    readonly at: number,
    readonly recreate: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.messages.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const i = this.at % model.messages.length;
    const el = sets(real.transcript)[i];
    if (this.recreate) el.replaceWith(element(real, model, i, i % 2 === 0));
    else el.data = JSON.stringify(BODIES[model.messages[i]]);
    await check(model, real);
  }
  toString = () => `Rerender(${this.at}, ${this.recreate ? 're-created' : 'body set again'})`;
}

/** A search pane (a scope of its own) shows the whole transcript again, or closes. */
class TogglePane implements Command {
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    if (real.pane) {
      real.pane.remove();
      real.pane = undefined;
    } else {
      real.pane = Object.assign(document.createElement('aside'), { className: 'search' });
      real.pane.setAttribute('question-scope', '');
      real.pane.append(...model.messages.map((_, i) => element(real, model, i, true)));
      document.body.append(real.pane);
    }
    await check(model, real);
  }
  toString = () => 'TogglePane';
}

/** A reload: sessionStorage kept; the page's memory of sent sets and every element rebuilt. */
class Reload implements Command {
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const kept = Object.entries(sessionStorage);
    real.transcript.replaceChildren();
    real.pane?.remove();
    real.pane = undefined;
    bundle.forgetAll();
    for (const [k, v] of kept) sessionStorage.setItem(k, v);
    real.transcript.append(...model.messages.map((_, i) => element(real, model, i)));
    await check(model, real);
  }
  toString = () => 'Reload';
}

const commands = [
  fc.constantFrom<Body>('continue', 'continue', 'deploy', 'own').map((b) => new Ask(b)),
  fc
    .tuple(fc.nat(12), fc.boolean(), fc.integer({ min: 0, max: 2 }))
    .map(([at, pane, option]) => new Answer(at, pane, option)),
  fc.tuple(fc.nat(12), fc.boolean()).map(([at, recreate]) => new Rerender(at, recreate)),
  fc.constant(new TogglePane()),
  fc.constant(new Reload()),
];

describe('the identity of sets in a transcript of real elements (a model, the built bundle)', function () {
  this.timeout(300_000);
  afterEach(() => {
    document.body.replaceChildren();
    bundle.forgetAll();
  });

  it('each ask is answered once, shows only its own answer, and is open until answered or superseded', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
        document.body.replaceChildren();
        bundle.forgetAll();
        const model: Model = { messages: [], asks: [], answered: new Map() };
        const transcript = document.createElement('main');
        document.body.append(transcript);
        const real: Real = {
          transcript,
          pane: undefined,
          message: new WeakMap(),
          sends: new Map(),
          asks: model.asks,
        };
        const count = (e: Event) => {
          const i = real.message.get(e.target as Element);
          if (i === undefined) return;
          const ask = model.asks[i];
          real.sends.set(ask, (real.sends.get(ask) ?? 0) + 1);
        };
        document.addEventListener('question-answers', count);
        try {
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        } finally {
          document.removeEventListener('question-answers', count);
        }
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED, path: PATH } : {}) },
    );
  });
});

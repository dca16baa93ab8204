/**
 * The identity of sets (SPEC §6, issue 40), as a model of a transcript run by fast-check commands
 * against the session layer (sessions, the scope registry, a store over a storage that outlives a
 * reload). The agent asks "Continue?" (no id of its own) again and again, sometimes "Deploy?" (no
 * id either) and a set with an id of its own; messages are answered, drafted, re-rendered in place,
 * shown again in a second pane (a scope of its own) and reloaded (sessionStorage kept, everything
 * else rebuilt). After every command:
 *
 * - each ask is sent at most once, and every element showing it shows that answer;
 * - no element shows another ask's answer or draft;
 * - an unanswered ask is open, or closed only as superseded, and the newest set is open.
 *
 * The element's wiring (controllers/session.ts `begin`) is repeated by `show` below: join, the
 * record key, the session, then `seen` and `claim`. The DOM parts are in
 * test/lifecycle/identity-model.browser.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { parse } from '../../src/codec/index.js';
import type { QuestionSet } from '../../src/codec/model.js';
import { ScopeRegistry, type ScopeMember } from '../../src/session/scope.js';
import { Session, type Shown } from '../../src/session/session.js';
import { storageStore, type SessionStore, type StorageLike } from '../../src/session/store.js';

function decode(body: object): QuestionSet {
  const r = parse(JSON.stringify(body), { format: 'vance' });
  assert.ok(r.ok);
  return r.set;
}

const choice = (text: string) => ({
  questions: [{ key: 'q', text, kind: 'choice', options: ['Yes', 'No', 'Later'] }],
});
/** What the agent asks: two questions without an id of their own, one with. */
const BODIES = {
  continue: decode(choice('Continue?')),
  deploy: decode(choice('Deploy?')),
  own: decode({ id: 'plan-1', ...choice('Apply the plan?') }),
} as const;
type Body = keyof typeof BODIES;

/** A storage that outlives a reload, as sessionStorage does. */
function storage(): StorageLike {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

/** One element: its place in a pane, its session. */
interface Member extends ScopeMember<Shown> {
  session: Session | undefined;
  readonly message: number;
}

/** The page: a registry, a store, the transcript and perhaps a second pane mirroring it. */
class Page {
  registry = new ScopeRegistry();
  store: SessionStore;
  transcript: Member[] = [];
  pane: Member[] | undefined;
  /** how many answers each ask sent */
  sends = new Map<string, number>();

  constructor(
    readonly storage: StorageLike,
    readonly messages: Body[],
  ) {
    this.store = storageStore(storage);
  }

  /** What an element does when it shows a set (controllers/session.ts `begin`). */
  show(scope: string, message: number): Member {
    const member: Member = {
      session: undefined,
      message,
      scopeKey: () => scope,
      follows: (other) => message > (other as Member).message,
      refresh: () => {},
    };
    this.registry.join(member);
    const set = BODIES[this.messages[message]];
    const key = this.registry.recordKey(member, set);
    member.session = new Session(set, { store: this.store, key });
    this.registry.seen(member);
    this.registry.claim(member);
    return member;
  }

  hide(member: Member): void {
    this.registry.leave(member);
  }

  members(message: number): Member[] {
    return [this.transcript[message], ...(this.pane ? [this.pane[message]] : [])];
  }
}

/** The model: which ask each message is, and what each ask was answered and drafted with. */
interface Model {
  messages: Body[];
  /** the ask each message is: a set with an id of its own is one ask wherever it is asked */
  asks: string[];
  answered: Map<string, number>;
  drafted: Map<string, Set<number>>;
  pane: boolean;
}

const askOf = (body: Body, message: number) => (body === 'own' ? 'own' : `${body}@${message}`);
const optionId = (s: Session, i: number) => s.set.questions[0].options[i].id;

function check(model: Model, page: Page): void {
  // the newest set: the ask whose first message stands last
  const firsts = new Map<string, number>();
  model.asks.forEach((a, i) => firsts.has(a) || firsts.set(a, i));
  const newest = [...firsts].sort((a, b) => b[1] - a[1])[0]?.[0];
  model.asks.forEach((ask, i) => {
    for (const member of page.members(i)) {
      const s = member.session!;
      const where = `message ${i} (${ask})`;
      const answer = model.answered.get(ask);
      if (answer !== undefined) {
        assert.equal(s.status, 'answered', `${where} shows its answer`);
        assert.deepEqual(s.answers[0]?.selected, [optionId(s, answer)], `${where}: its own answer`);
      } else {
        assert.equal(s.sent, undefined, `${where} is not answered`);
        assert.ok(s.open || s.reason === 'superseded', `${where}: open, or superseded (${s.reason})`);
        if (ask === newest) assert.ok(s.open, `${where}: the newest set is open`);
        const drafted = model.drafted.get(ask) ?? new Set();
        for (const id of s.answers.flatMap((a) => a.selected))
          assert.ok(
            [...drafted].some((d) => optionId(s, d) === id),
            `${where}: a draft of its own ask (${id})`,
          );
      }
    }
  });
  for (const [ask, n] of page.sends) assert.ok(n <= 1, `${ask} sent ${n} times`);
}

type Command = fc.Command<Model, Page>;

class Ask implements Command {
  constructor(readonly body: Body) {}
  check = () => true;
  run(model: Model, page: Page): void {
    const i = model.messages.length;
    model.messages.push(this.body);
    model.asks.push(askOf(this.body, i));
    page.transcript.push(page.show('transcript', i));
    if (page.pane) page.pane.push(page.show('pane', i));
    check(model, page);
  }
  toString = () => `Ask(${this.body})`;
}

class Answer implements Command {
  constructor(
    readonly at: number,
    readonly inPane: boolean,
    readonly option: number,
  ) {}
  check = (m: Readonly<Model>) => m.messages.length > 0;
  run(model: Model, page: Page): void {
    const i = this.at % model.messages.length;
    const member = this.inPane && page.pane ? page.pane[i] : page.transcript[i];
    const s = member.session!;
    const ask = model.asks[i];
    const wasOpen = s.open;
    s.pick('q', optionId(s, this.option));
    const attempt = s.prepareSend();
    if (attempt.ok) {
      assert.ok(wasOpen);
      assert.equal(model.answered.get(ask), undefined, `${ask} is sent once`);
      page.sends.set(ask, (page.sends.get(ask) ?? 0) + 1);
      const record = s.finishSend(attempt, true);
      if (record) page.registry.announce(member, record);
      model.answered.set(ask, this.option);
    } else if (wasOpen) assert.fail(`an open ask could not be sent: ${attempt.why}`);
    check(model, page);
  }
  toString = () => `Answer(${this.at}, ${this.inPane ? 'pane' : 'transcript'}, ${this.option})`;
}

class Draft implements Command {
  constructor(
    readonly at: number,
    readonly option: number,
  ) {}
  check = (m: Readonly<Model>) => m.messages.length > 0;
  run(model: Model, page: Page): void {
    const i = this.at % model.messages.length;
    const s = page.transcript[i].session!;
    if (s.open) {
      s.pick('q', optionId(s, this.option));
      const drafted = model.drafted.get(model.asks[i]) ?? new Set();
      model.drafted.set(model.asks[i], drafted.add(this.option));
    }
    check(model, page);
  }
  toString = () => `Draft(${this.at}, ${this.option})`;
}

/** A framework re-creates the element of one message in place. */
class Rerender implements Command {
  constructor(readonly at: number) {}
  check = (m: Readonly<Model>) => m.messages.length > 0;
  run(model: Model, page: Page): void {
    const i = this.at % model.messages.length;
    page.hide(page.transcript[i]);
    page.transcript[i] = page.show('transcript', i);
    check(model, page);
  }
  toString = () => `Rerender(${this.at})`;
}

/** A second pane (a search pane, a scope of its own) shows the whole transcript again, or goes. */
class TogglePane implements Command {
  check = () => true;
  run(model: Model, page: Page): void {
    if (page.pane) {
      for (const m of page.pane) page.hide(m);
      page.pane = undefined;
    } else page.pane = model.messages.map((_, i) => page.show('pane', i));
    model.pane = !!page.pane;
    check(model, page);
  }
  toString = () => 'TogglePane';
}

/** A reload: sessionStorage kept, the page's memory and every element rebuilt in document order. */
class Reload implements Command {
  check = () => true;
  run(model: Model, page: Page): void {
    const next = new Page(page.storage, page.messages);
    next.sends = page.sends;
    next.transcript = model.messages.map((_, i) => next.show('transcript', i));
    if (page.pane) next.pane = model.messages.map((_, i) => next.show('pane', i));
    Object.assign(page, {
      registry: next.registry,
      store: next.store,
      transcript: next.transcript,
      pane: next.pane,
    });
    check(model, page);
  }
  toString = () => 'Reload';
}

const commands = [
  fc.constantFrom<Body>('continue', 'continue', 'deploy', 'own').map((b) => new Ask(b)),
  fc
    .tuple(fc.nat(20), fc.boolean(), fc.integer({ min: 0, max: 2 }))
    .map(([at, pane, option]) => new Answer(at, pane, option)),
  fc.tuple(fc.nat(20), fc.integer({ min: 0, max: 2 })).map(([at, option]) => new Draft(at, option)),
  fc.nat(20).map((at) => new Rerender(at)),
  fc.constant(new TogglePane()),
  fc.constant(new Reload()),
];

describe('the identity of sets in a transcript (a model)', () => {
  test('each ask is answered once, shows only its own answer, and is open until answered or superseded', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        const messages: Body[] = [];
        const model: Model = { messages, asks: [], answered: new Map(), drafted: new Map(), pane: false };
        fc.modelRun(() => ({ model, real: new Page(storage(), messages) }), cmds);
      }),
      { numRuns: 300 },
    );
  });

  test('the places are kept: "Continue?" asked three times, the middle one re-rendered, keeps its record', () => {
    const page = new Page(storage(), ['continue', 'continue', 'continue']);
    page.transcript = [0, 1, 2].map((i) => page.show('transcript', i));
    assert.deepEqual(
      page.transcript.map((m) => m.session!.key),
      ['', '#1', '#2'],
    );
    page.hide(page.transcript[1]);
    page.transcript[1] = page.show('transcript', 1);
    assert.equal(page.transcript[1].session!.key, '#1');
    // and a host's key wins over the place
    const registry = new ScopeRegistry();
    const m: ScopeMember<Shown> = {
      session: undefined,
      scopeKey: () => 'x',
      follows: () => true,
      refresh() {},
    };
    registry.join(m);
    assert.equal(registry.recordKey(m, BODIES.continue, 'msg-9'), '=msg-9');
    assert.equal(registry.recordKey(m, BODIES.own), '');
  });
});

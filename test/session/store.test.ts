/**
 * The session's store (issue 30 §1, issue 31 §3): a sent record belongs to the content that was
 * sent, not only to its id; drafts and sent records age out of the page's storage, bounded in age
 * and in count, on a given clock.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  answerWords,
  encodeAnswers,
  encodeDecline,
  parse,
  readAnswers,
  type QuestionSet,
} from '../../src/codec/index.js';
import { ScopeRegistry, type ScopeMember } from '../../src/session/scope.js';
import { Receipt } from '../../src/session/receipt.js';
import { Session } from '../../src/session/session.js';
import {
  fingerprint,
  KEEP,
  memoryStore,
  openPageStorage,
  storageStore,
  sweep,
  type SessionStore,
  type StorageLike,
} from '../../src/session/store.js';
import { MCP_CONTACT, SHIITAKE_TWO, STRUCTURED_TWO } from '../elements/bodies.js';

function decode(body: unknown): QuestionSet {
  const r = parse(body as object);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

const WORDS = answerWords('en');

/** The example of issue 30: one id, first a harmless question, then a destructive one. */
const REGION_BODY = {
  id: 'wiz-1',
  questions: [{ key: 'region', text: 'Region?', kind: 'choice', options: ['eu-central-1', 'eu-west-1'] }],
};
const REGION = decode(REGION_BODY);
const DELETE = decode({
  id: 'wiz-1',
  questions: [
    {
      key: 'region',
      text: 'Delete all production data?',
      kind: 'choice',
      options: ['Yes, delete everything', 'No'],
    },
  ],
});

/** Sends the first option of the set's first question from a new session over `store`. */
function sendFirst(set: QuestionSet, store: SessionStore): Session {
  const s = new Session(set, { store });
  const q = set.questions[0];
  assert.equal(s.pick(q.id, q.options[0].id, 'commit').send, true);
  const attempt = s.prepareSend();
  assert.ok(attempt.ok);
  assert.ok(s.finishSend(attempt, true));
  return s;
}

/** A sessionStorage in memory, in insertion order, as the page's behaves. */
class FakeStorage implements StorageLike {
  map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  ours() {
    return [...this.map.keys()].filter((k) => k.startsWith('question-elements:')).sort();
  }
}

const DAY = 24 * 60 * 60 * 1000;

function stores(): [string, () => SessionStore][] {
  const storage = new FakeStorage();
  const memory = memoryStore();
  return [
    ['memory', () => memory],
    ['storage', () => storageStore(storage, { now: () => 1_000 })],
  ];
}

describe('a sent record belongs to the content that was sent', () => {
  for (const [name, store] of stores()) {
    test(`${name}: the issue's example — the Region answer is never shown for "Delete all production data?"`, () => {
      sendFirst(REGION, store());
      const s = new Session(DELETE, { store: store() });
      assert.equal(s.sent, undefined);
      assert.equal(s.readOnly, undefined);
      assert.equal(s.open, true, 'the other content under the same id opens');
      assert.deepEqual(s.answers, []);
      assert.equal(
        s.phrase(DELETE.questions[0], WORDS),
        'later',
        'nothing picked (vance reads open as later)',
      );
    });

    test(`${name}: same id and same content stays one set, sent once`, () => {
      const st = store();
      const again = new Session(REGION, { store: st });
      assert.equal(again.readOnly, 'answered');
      assert.deepEqual(again.answers[0].selected, [REGION.questions[0].options[0].id]);
      assert.equal(again.prepareSend().ok, false);
      assert.deepEqual(again.prepareSend(), { ok: false, why: 'closed' });
    });

    test(`${name}: sending the other content keeps both records, each for its own content`, () => {
      const st = store();
      sendFirst(DELETE, st);
      const region = new Session(REGION, { store: st });
      const del = new Session(DELETE, { store: st });
      assert.equal(region.sent?.fingerprint, fingerprint(REGION));
      assert.equal(del.sent?.fingerprint, fingerprint(DELETE));
      assert.equal(region.phrase(REGION.questions[0], WORDS), 'eu-central-1');
      assert.equal(del.phrase(DELETE.questions[0], WORDS), 'Yes, delete everything');
    });
  }

  test('a stored record whose fingerprint names other content (edited by hand) is not shown', () => {
    const storage = new FakeStorage();
    const st = storageStore(storage);
    sendFirst(REGION, st);
    const [k] = storage.ours();
    const record = JSON.parse(storage.getItem(k)!);
    storage.setItem(k, JSON.stringify({ ...record, fingerprint: fingerprint(DELETE) }));
    assert.equal(new Session(REGION, { store: storageStore(storage) }).sent, undefined);
  });

  test('a session never adopts a record of other content', () => {
    const st = memoryStore();
    const sent = sendFirst(REGION, st);
    const other = new Session(DELETE, { store: memoryStore() });
    other.adopt(sent.sent!);
    assert.equal(other.sent, undefined);
    assert.equal(other.open, true);
  });
});

describe('two live sets sharing an id with different content', () => {
  function member(session: Session, at: number): ScopeMember & { at: number } {
    return {
      at,
      session,
      scopeKey: () => 'chat',
      follows: (other) => at > (other as ScopeMember & { at: number }).at,
      refresh: () => {},
    };
  }

  test('the newer closes the older as superseded; answering it shows no receipt in the older', () => {
    const registry = new ScopeRegistry();
    const store = memoryStore();
    const a = member(new Session(REGION, { store }), 1);
    const b = member(new Session(DELETE, { store }), 2);
    for (const m of [a, b]) {
      registry.join(m);
      registry.claim(m);
    }
    assert.equal(a.session!.reason, 'superseded', 'a set with the same id and other content is another set');
    const s = b.session!;
    s.pick(DELETE.questions[0].id, DELETE.questions[0].options[1].id);
    const attempt = s.prepareSend();
    assert.ok(attempt.ok);
    registry.announce(b, s.finishSend(attempt, true)!);
    assert.equal(a.session!.sent, undefined, 'the older one adopts no receipt of other content');
    assert.equal(a.session!.reason, 'superseded');
  });

  test('the same content in two members: answering one shows the receipt in both', () => {
    const registry = new ScopeRegistry();
    const store = memoryStore();
    const a = member(new Session(REGION, { store }), 1);
    // the same body decoded again: another object, the same content
    const b = member(new Session(decode(JSON.stringify(REGION_BODY)), { store }), 2);
    for (const m of [a, b]) {
      registry.join(m);
      registry.claim(m);
    }
    const s = b.session!;
    s.pick('region', REGION.questions[0].options[0].id);
    const attempt = s.prepareSend();
    assert.ok(attempt.ok);
    registry.announce(b, s.finishSend(attempt, true)!);
    assert.equal(a.session!.readOnly, 'answered', 'the receipt of the same content is shown in both');
    assert.deepEqual(a.session!.answers, s.answers);
  });
});

describe('restoring from a reply typed in the chat', () => {
  const form = decode(
    '<question-form id="intake">{"questions":[{"id":"name","label":"Name","type":"text"},{"id":"age","label":"Age","type":"number"}]}</question-form>',
  );

  test('the set shows answered in the chat, nothing attributed to any question', () => {
    const s = new Session(form);
    s.restore('Name is Ada — and please hurry.', readAnswers);
    assert.equal(s.readOnly, 'answered');
    assert.equal(s.sent?.inChat, true);
    assert.deepEqual(s.answers, []);
  });

  test("a declined set's own text restores as what it was: the way out, a decline, a dismissal", () => {
    const mcp = decode({
      message: 'Pick a region',
      requestedSchema: { type: 'object', properties: { region: { type: 'string', enum: ['eu', 'us'] } } },
    });
    for (const [set, action, outcome, inChat] of [
      [form, 'decline', 'declined', true],
      [mcp, 'decline', 'declined', undefined],
      [mcp, 'cancel', 'cancelled', undefined],
    ] as const) {
      for (const lang of ['en', 'ja']) {
        const s = new Session(set);
        s.restore(encodeDecline(set, { action, lang, note: 'not now' }).text, readAnswers);
        assert.deepEqual(
          [s.sent?.outcome, s.sent?.inChat, s.status, s.reason, s.sent?.note],
          [outcome, inChat, 'closed', outcome, action === 'cancel' ? undefined : 'not now'],
          `${set.format} ${action} ${lang}`,
        );
        assert.deepEqual(s.answers, []);
      }
    }
  });

  test("the set's own answer text, blanks included, restores its answers", () => {
    const text = encodeAnswers(form, [
      { questionId: 'name', outcome: 'answered', selected: [], text: 'Ada' },
    ]).text;
    assert.equal(text, '[form answers — intake]\n- Name → Ada\n- Age → no answer');
    const s = new Session(form);
    s.restore(text, readAnswers);
    assert.equal(s.sent?.inChat, undefined);
    assert.deepEqual(s.answers, [{ questionId: 'name', outcome: 'answered', selected: [], text: 'Ada' }]);
    assert.equal(s.phrase(form.questions[1], WORDS), 'no answer');
  });
});

describe("a decline's note stays with its record (issue 50)", () => {
  const ask = decode(JSON.parse(SHIITAKE_TWO) as object);
  /** what a user types in the note: markup, a line break, right-to-left words and the separator */
  const NOTE = '<img src=x onerror=alert(1)>\nשלום → later';

  /** Declines `set` from a new session over `store`, with `note`; returns the record. */
  function decline(set: QuestionSet, store: SessionStore, note?: string, action?: 'cancel') {
    const s = new Session(set, { store });
    const attempt = s.prepareDecline(note, action);
    assert.ok(attempt.ok);
    return s.finishDecline(attempt, true)!;
  }

  test('kept as typed (trimmed), and found again after a reload: by a session and by a restored receipt', () => {
    const storage = new FakeStorage();
    const record = decline(ask, storageStore(storage), `  ${NOTE}\n`);
    assert.equal(record.note, NOTE);
    assert.equal(record.outcome, 'declined');
    // a reload: the page's memory gone, its storage kept
    const again = new Session(ask, { store: storageStore(storage) });
    assert.equal(again.reason, 'declined');
    assert.equal(again.sent?.note, NOTE);
    const receipt = new Receipt(ask, { store: storageStore(storage) }, () => again);
    assert.equal(receipt.sent?.note, NOTE);
  });

  test('a decline without a note, or only spaces, and a dismissal have none', () => {
    assert.equal('note' in decline(ask, memoryStore()), false);
    assert.equal('note' in decline(ask, memoryStore(), ' \n '), false);
    const mcp = decode(JSON.parse(MCP_CONTACT) as object);
    const cancelled = decline(mcp, memoryStore(), 'ignored', 'cancel');
    assert.equal(cancelled.outcome, 'cancelled');
    assert.equal('note' in cancelled, false);
  });

  test('the way out of a format without a decline of its own keeps its note too', () => {
    const structured = decode(JSON.parse(STRUCTURED_TWO) as object);
    const record = decline(structured, memoryStore(), 'I will explain in the chat');
    assert.deepEqual(
      [record.outcome, record.inChat, record.note],
      ['declined', true, 'I will explain in the chat'],
    );
  });

  test('a transcript: the declined text read back restores the note exactly (the text holds it on one line)', () => {
    const record = decline(ask, memoryStore(), NOTE);
    assert.equal(record.text.split('\n').length, 1);
    const s = new Session(ask);
    s.restore(record.text, readAnswers);
    assert.equal(s.reason, 'declined');
    assert.equal(s.sent?.note, NOTE);
    assert.equal(readAnswers(ask, record.text).declined?.note, s.sent?.note);
  });
});

describe('drafts and sent records age out of the storage', () => {
  const draftOf = (_set: QuestionSet) => ({ answers: [], step: 0 });
  const sets = Array.from({ length: 6 }, (_, i) =>
    decode({ id: `s${i}`, questions: [{ key: 'q', text: `Q${i}?`, kind: 'text' }] }),
  );

  test('every stored record carries the time it was written, first', () => {
    const storage = new FakeStorage();
    const st = storageStore(storage, { now: () => 12345 });
    st.saveDraft(sets[0], draftOf(sets[0]));
    sendFirst(REGION, st);
    for (const k of storage.ours()) assert.match(storage.getItem(k)!, /^\{"at":12345,/, k);
  });

  test(`records older than ${KEEP.ms / DAY} days go when the store is opened; newer ones stay`, () => {
    const storage = new FakeStorage();
    let now = 0;
    const clock = () => now;
    const st = storageStore(storage, { now: clock });
    sendFirst(REGION, st);
    st.saveDraft(sets[0], draftOf(sets[0]));
    now = 6 * DAY;
    st.saveDraft(sets[1], draftOf(sets[1]));
    storage.setItem('unrelated', 'kept');
    now = 7 * DAY + 1;
    // a page opened a week later: the records of the first day are gone, the sixth day's stay
    const later = storageStore(storage, { now: clock });
    assert.equal(later.loadDraft(sets[1])?.step, 0);
    assert.equal(later.loadDraft(sets[0]), undefined);
    assert.equal(new Session(REGION, { store: later }).sent, undefined);
    assert.deepEqual(storage.ours(), ['question-elements:draft:vance:s1']);
    assert.equal(storage.getItem('unrelated'), 'kept', "other keys of the page are not this library's");
  });

  test('beyond the cap, the oldest records go first, on the write that passes it', () => {
    const storage = new FakeStorage();
    let now = 0;
    const st = storageStore(storage, { now: () => now, keep: { keys: 3, ms: KEEP.ms } });
    for (const s of sets) {
      now += 1000;
      st.saveDraft(s, draftOf(s));
      assert.ok(storage.ours().length <= 3, `${storage.ours().length} records`);
    }
    assert.deepEqual(storage.ours(), [
      'question-elements:draft:vance:s3',
      'question-elements:draft:vance:s4',
      'question-elements:draft:vance:s5',
    ]);
    // rewriting an existing record neither counts twice nor drops anything
    st.saveDraft(sets[3], { answers: [], step: 0 });
    assert.equal(storage.ours().length, 3);
  });

  test('the sweep reads each record once, and only its leading time (counted, not timed)', () => {
    const storage = new FakeStorage();
    for (let i = 0; i < 50; i++)
      storage.setItem(`question-elements:draft:vance:x${i}`, `{"at":${i},"answers":[]}`);
    storage.setItem('question-elements:draft:vance:legacy', '{"answers":[],"step":0}');
    let reads = 0;
    const get = storage.getItem.bind(storage);
    storage.getItem = (k: string) => {
      reads++;
      return get(k);
    };
    const left = sweep(storage, 100, { keys: 10, ms: 1000 });
    assert.equal(reads, 51);
    assert.equal(left, 10);
    assert.ok(
      storage.map.has('question-elements:draft:vance:legacy'),
      'a record without a time counts as written now',
    );
    assert.ok(storage.map.has('question-elements:draft:vance:x49'));
    assert.ok(!storage.map.has('question-elements:draft:vance:x0'));
  });

  test('opening the page storage ahead of the first set (issue 48) reads and removes nothing', () => {
    const storage = new FakeStorage();
    storage.setItem('question-elements:draft:vance:old', '{"at":0,"answers":[]}');
    storage.setItem('question-elements:sent:vance:s:1.2', '{"at":0,"answers":[]}');
    const touched: string[] = [];
    const watched = new Proxy(storage, {
      get(target, name) {
        if (typeof name === 'string') touched.push(name);
        const v = Reflect.get(target, name) as unknown;
        return typeof v === 'function' ? (v as () => unknown).bind(target) : v;
      },
    });
    const had = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', { value: watched, configurable: true });
    try {
      openPageStorage();
    } finally {
      if (had) Object.defineProperty(globalThis, 'sessionStorage', had);
      else delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
    assert.deepEqual(touched, ['length']);
    assert.equal(storage.ours().length, 2, 'the sweep waits for the store’s first use');
  });
});

describe('a set’s fingerprint, worked out once (issue 48)', () => {
  test('the same for the same set, for a copy of it, and for the body parsed again', () => {
    const set = decode(REGION_BODY);
    const first = fingerprint(set);
    assert.equal(fingerprint(set), first);
    assert.equal(fingerprint({ ...set }), first);
    assert.equal(fingerprint(decode(REGION_BODY)), first);
    assert.notEqual(fingerprint(DELETE), first);
  });
});

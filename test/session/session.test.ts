/**
 * The answering session (src/session/): what follows an answer, what may be sent, sending once with
 * the request id kept across a refused delivery, expiry on a clock, restore from an answer
 * message, competition between sets in a scope whatever order they join in, and storage that fails.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  encodeAnswers,
  parse,
  readAnswers,
  type ErrorCode,
  type QuestionSet,
} from '../../src/codec/index.js';
import { ScopeRegistry, type ScopeMember } from '../../src/session/scope.js';
import { Session } from '../../src/session/session.js';
import { forgetAll, memoryStore, pageStore, type SessionStore } from '../../src/session/store.js';
import {
  EGOZ_ONE_CLICK,
  MCP_CONTACT,
  SHIITAKE_TWO,
  STRUCTURED_TWO,
  VANCE_CARD,
  VANCE_FOUR,
} from '../elements/bodies.js';

function set(body: string): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

/** A store that counts its writes. */
function counting(): SessionStore & { writes: number } {
  const inner = memoryStore();
  const store = {
    writes: 0,
    // the store's methods are shared on its prototype: called on it, not detached
    loadDraft: (s: QuestionSet) => inner.loadDraft(s),
    dropDraft: (s: QuestionSet) => inner.dropDraft(s),
    loadSent: (s: QuestionSet) => inner.loadSent(s),
    forgetSent: (s: QuestionSet) => inner.forgetSent(s),
    saveDraft: (s: QuestionSet, d: Parameters<SessionStore['saveDraft']>[1]) => {
      store.writes++;
      inner.saveDraft(s, d);
    },
    saveSent: (s: QuestionSet, r: Parameters<SessionStore['saveSent']>[1]) => {
      store.writes++;
      inner.saveSent(s, r);
    },
  };
  return store;
}

const first = (s: QuestionSet) => s.questions[0];

describe('what follows an answer', () => {
  test('Yes or No of a confirmation answers and sends, in a card and on a one-page form; not in a wizard', () => {
    const body = (required: string[]) =>
      JSON.stringify({
        message: 'Delete all 47 contacts?',
        requestedSchema: {
          type: 'object',
          properties: { ok: { type: 'boolean' }, notify: { type: 'boolean' } },
          required,
        },
      });
    const s = new Session(set(body(['ok'])));
    assert.equal(s.layout, 'form');
    assert.deepEqual(s.yesNo(false), { changed: true, moved: false, send: true });
    assert.equal(s.answerOf('ok')?.value, false);
    const wizard = new Session(set(body(['ok'])), { layout: 'wizard' });
    assert.equal(wizard.confirmation, undefined);
    assert.equal(wizard.yesNo(true).send, false);
  });

  test('a card sends on a single pick and writes no draft', () => {
    const card = set(EGOZ_ONE_CLICK);
    const store = counting();
    const s = new Session(card, { store });
    assert.equal(s.layout, 'card');
    assert.equal(s.sendsOnPick, true);
    const change = s.pick(first(card).id, first(card).options[0].id, 'click');
    assert.deepEqual(change, { changed: true, moved: false, send: true });
    assert.equal(store.writes, 0, 'a card that sends does not save a draft first');
  });

  test('a card with free text typed takes a click as a pick: its Send button sends', () => {
    const card = set(VANCE_CARD);
    const s = new Session(card);
    assert.equal(s.sendsOnPick, true);
    s.type(first(card).id, 'but only on weekdays');
    assert.equal(s.sendsOnPick, false);
    const change = s.pick(first(card).id, first(card).options[0].id, 'click');
    assert.deepEqual(change, { changed: true, moved: false, send: false });
  });

  test('a click or a digit on a wizard step picks and stays: the user sees it before Next', () => {
    const wizard = set(STRUCTURED_TWO);
    const s = new Session(wizard);
    for (const how of ['click', 'select'] as const) {
      const change = s.pick(first(wizard).id, first(wizard).options[0].id, how);
      assert.equal(change.moved, false);
      assert.equal(s.step, 0);
    }
    assert.deepEqual(s.answerOf(first(wizard).id)?.selected, [first(wizard).options[0].id]);
    assert.equal(s.next().moved, true);
  });

  test('Next on a question that still needs an answer stays and says so; answered, it moves on', () => {
    const mcp = set(MCP_CONTACT);
    const s = new Session(mcp, { layout: 'wizard' });
    const required = mcp.questions.findIndex((q) => q.required);
    for (let i = 0; i < required; i++) s.next();
    assert.equal(s.step, required);
    const change = s.next();
    assert.deepEqual(change, { changed: true, moved: false, send: false });
    assert.equal(s.step, required);
    assert.equal(s.issues[0]?.questionId, mcp.questions[required].id);
    assert.equal(s.issues[0]?.code, 'required');
    s.type(mcp.questions[required].id, 'Ada');
    assert.deepEqual(s.issues, [], 'answered, the issue goes');
    assert.equal(s.next().moved, true);
    // the next question's issue is not shown before the user tries to leave it
    assert.deepEqual(s.issues, []);
  });

  test('Enter on a row moves a wizard on in one change and one draft write', () => {
    const wizard = set(STRUCTURED_TWO);
    const store = counting();
    const s = new Session(wizard, { store });
    const change = s.pick(first(wizard).id, first(wizard).options[0].id, 'commit');
    assert.deepEqual(change, { changed: true, moved: true, send: false });
    assert.equal(s.step, 1);
    assert.equal(store.writes, 1);
  });

  test('arrow-key selection selects without moving on; a multi-select toggles in place', () => {
    const wizard = set(STRUCTURED_TWO);
    const s = new Session(wizard);
    assert.equal(s.pick(first(wizard).id, first(wizard).options[1].id, 'select').moved, false);
    assert.equal(s.step, 0);
    assert.deepEqual(s.answerOf(first(wizard).id)?.selected, [first(wizard).options[1].id]);
  });

  test('vance outcomes record in a wizard (Next moves on); Enter at the overview sends', () => {
    const vance = set(VANCE_FOUR);
    const s = new Session(vance);
    for (const q of vance.questions) {
      assert.equal(s.outcome(q.id, 'later').moved, false);
      s.next();
    }
    assert.ok(s.isOverview);
    assert.equal(s.commit().send, true);
  });

  test('a closed session takes no intent', () => {
    const wizard = set(STRUCTURED_TWO);
    const s = new Session(wizard, { status: 'closed', reason: 'withdrawn' });
    assert.equal(s.open, false);
    assert.deepEqual(s.pick(first(wizard).id, first(wizard).options[0].id), {
      changed: false,
      moved: false,
      send: false,
    });
    assert.equal(s.readOnly, 'closed');
  });
});

describe('sending', () => {
  test('may-send: missing answers are issues, then follow the draft', () => {
    const shiitake = set(SHIITAKE_TWO);
    const s = new Session(shiitake);
    const attempt = s.prepareSend();
    assert.equal(attempt.ok, false);
    assert.equal(!attempt.ok && attempt.why, 'issues');
    assert.equal(s.issues.length, shiitake.questions.length);
    s.pick(first(shiitake).id, first(shiitake).options[0].id);
    assert.equal(s.issues.length, shiitake.questions.length - 1);
  });

  test('a refused delivery keeps the draft and reuses the request id; an accepted one is sent once', () => {
    const card = set(VANCE_CARD);
    const store = memoryStore();
    const s = new Session(card, { store });
    s.outcome(first(card).id, 'later');
    const one = s.prepareSend();
    assert.ok(one.ok);
    assert.equal(s.finishSend(one, false), undefined);
    assert.ok(store.loadDraft(card), 'the draft stays for the retry');
    const two = s.prepareSend();
    assert.ok(two.ok);
    assert.equal(two.encoded.requestId, one.encoded.requestId);
    assert.ok(s.finishSend(two, true));
    assert.equal(s.status, 'answered');
    assert.equal(store.loadDraft(card), undefined);
    const three = s.prepareSend();
    assert.equal(!three.ok && three.why, 'closed');
    // a second session for the same set in the same store sends nothing either
    const again = new Session(card, { store });
    assert.equal(again.readOnly, 'answered');
    assert.equal(again.prepareSend().ok, false);
  });

  test('a session that another one sent meanwhile adopts its record instead of sending', () => {
    const card = set(VANCE_CARD);
    const store = memoryStore();
    const a = new Session(card, { store });
    const b = new Session(card, { store });
    a.outcome(first(card).id, 'later');
    b.outcome(first(card).id, 'unknown');
    const sent = a.prepareSend();
    assert.ok(sent.ok);
    a.finishSend(sent, true);
    const late = b.prepareSend();
    assert.equal(!late.ok && late.why, 'sent');
    assert.deepEqual(b.answers, a.answers);
  });

  test('decline: shiitake asks for a note first, mcp declines and cancels at once, structured declines in words', () => {
    const shiitake = new Session(set(SHIITAKE_TWO));
    assert.equal(shiitake.startDecline(), 'note');
    assert.ok(shiitake.declining);
    const d = shiitake.prepareDecline('  not now  ');
    assert.ok(d.ok);
    assert.equal(d.note, 'not now');
    shiitake.finishDecline(d, true);
    assert.equal(shiitake.reason, 'declined');
    const mcp = new Session(set(MCP_CONTACT));
    assert.equal(mcp.startDecline(), 'now');
    assert.ok(mcp.offers.cancel);
    const c = mcp.prepareDecline(undefined, 'cancel');
    assert.ok(c.ok);
    mcp.finishDecline(c, true);
    assert.equal(mcp.reason, 'cancelled');
    // every set has a way out (SPEC §6): a format with no decline of its own says so in words
    const structured = new Session(set(STRUCTURED_TWO));
    assert.equal(structured.startDecline(), 'now');
    const s = structured.prepareDecline();
    assert.ok(s.ok);
    assert.ok(s.text.length > 0);
    structured.finishDecline(s, true);
    assert.equal(structured.reason, 'declined');
  });
});

describe('expiry on the given clock', () => {
  const body = (expiresAt: number) =>
    JSON.stringify({
      ...JSON.parse(SHIITAKE_TWO),
      askId: 'ask-1',
      status: 'live',
      createdAt: Date.parse('2030-01-01T00:00:00Z'),
      expiresAt,
    });

  test('past expiresAt the set closes and nothing is sent', () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const s = new Session(set(body(Date.parse('2030-01-01T00:01:00Z'))), { now: () => now });
    assert.equal(s.expire(), false);
    assert.equal(s.remaining(), 60_000);
    for (const q of s.set.questions) s.pick(q.id, q.options[0].id);
    now += 60_000;
    const attempt = s.prepareSend();
    assert.equal(!attempt.ok && attempt.why, 'expired');
    assert.equal(s.reason, 'expired');
  });
});

describe('restore and reopen', () => {
  test('an answer message read back is shown as sent; reopen forgets it', () => {
    const wizard = set(STRUCTURED_TWO);
    const answers = wizard.questions.map((q) => ({
      questionId: q.id,
      outcome: 'answered' as const,
      selected: [q.options[0].id],
    }));
    const text = encodeAnswers(wizard, answers).text;
    const s = new Session(wizard);
    s.restore(text, readAnswers);
    assert.equal(s.readOnly, 'answered');
    assert.deepEqual(
      s.answers.map((a) => a.selected),
      answers.map((a) => a.selected),
    );
    s.reopen();
    assert.equal(s.open, true);
    assert.deepEqual(s.answers, []);
  });

  test('a stored draft comes back, with its step', () => {
    const wizard = set(STRUCTURED_TWO);
    const store = memoryStore();
    const s = new Session(wizard, { store });
    s.pick(first(wizard).id, first(wizard).options[1].id, 'commit');
    const again = new Session(wizard, { store });
    assert.equal(again.step, 1);
    assert.deepEqual(again.answers, s.answers);
  });
});

describe('competition in a scope', () => {
  /** Members on a line: position decides which is newer. */
  function member(session: Session, position: { at: number }, key: unknown = 'chat'): ScopeMember {
    return {
      session,
      scopeKey: () => key,
      follows: (other) => position.at > (other as ScopeMember & { at: () => number }).at(),
      refresh: () => {},
      at: () => position.at,
    } as ScopeMember;
  }
  const sets = [0, 1, 2].map((i) => set(JSON.stringify({ ...JSON.parse(EGOZ_ONE_CLICK), id: `set-${i}` })));

  test('a newer open set closes the older ones; the older one joining later closes itself', () => {
    const registry = new ScopeRegistry();
    const a = new Session(sets[0]);
    const b = new Session(sets[1]);
    const ma = member(a, { at: 1 });
    const mb = member(b, { at: 2 });
    registry.join(mb);
    registry.claim(mb);
    registry.join(ma);
    registry.claim(ma);
    assert.equal(a.reason, 'superseded');
    assert.equal(b.open, true);
  });

  test('order of insertion does not matter: new rows before old ones, then the old ones leave', () => {
    const registry = new ScopeRegistry();
    const old = sets.map((s, i) => member(new Session(s), { at: 10 + i }));
    for (const m of old) {
      registry.join(m);
      registry.claim(m);
    }
    // a keyed re-render inserts the new rows before the old ones, then removes the old ones
    const fresh = sets.map((s, i) => member(new Session(s), { at: i }));
    for (const m of fresh) {
      registry.join(m);
      registry.claim(m);
    }
    for (const m of old) registry.leave(m);
    assert.deepEqual(
      fresh.map((m) => m.session!.status),
      ['closed', 'closed', 'open'],
      'only the newest set stays open, as before the re-render',
    );
  });

  test('sending in one member shows the receipt in every member showing the same set', () => {
    const registry = new ScopeRegistry();
    const store = memoryStore();
    const a = member(new Session(sets[0], { store }), { at: 1 }, undefined);
    const b = member(new Session(sets[0], { store }), { at: 2 }, undefined);
    registry.join(a);
    registry.join(b);
    const s = a.session!;
    s.pick(first(sets[0]).id, first(sets[0]).options[0].id);
    const attempt = s.prepareSend();
    assert.ok(attempt.ok);
    registry.announce(a, s.finishSend(attempt, true)!);
    assert.equal(b.session!.readOnly, 'answered');
  });
});

describe('storage that fails', () => {
  test('a sessionStorage that throws on every call changes nothing but where the draft lives', () => {
    const fail = () => {
      throw new Error('SecurityError');
    };
    const g = globalThis as { sessionStorage?: unknown };
    const before = g.sessionStorage;
    g.sessionStorage = { getItem: fail, setItem: fail, removeItem: fail, key: fail, length: 0 };
    try {
      const wizard = set(STRUCTURED_TWO);
      const s = new Session(wizard, { store: pageStore() });
      s.pick(first(wizard).id, first(wizard).options[0].id, 'commit');
      const again = new Session(wizard, { store: pageStore() });
      assert.equal(again.step, 1, 'the draft is kept in memory instead');
      for (const q of wizard.questions) again.pick(q.id, q.options[0].id);
      const attempt = again.prepareSend();
      assert.ok(attempt.ok);
      again.finishSend(attempt, true);
      assert.equal(new Session(wizard, { store: pageStore() }).readOnly, 'answered', 'sent once, in memory');
    } finally {
      g.sessionStorage = before;
      forgetAll();
    }
  });

  test('persistence off keeps no draft', () => {
    const wizard = set(STRUCTURED_TWO);
    const s = new Session(wizard, { store: pageStore(() => false) });
    s.pick(first(wizard).id, first(wizard).options[0].id, 'commit');
    assert.equal(s.step, 1);
    assert.equal(new Session(wizard, { store: pageStore(() => false) }).step, 0);
  });
});

test('waiting for a lazy chunk is not a decode error', () => {
  // @ts-expect-error `loading` is not an ErrorCode: the element waits for chunks itself
  const code: ErrorCode = 'loading';
  assert.equal(typeof code, 'string');
});

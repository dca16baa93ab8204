/**
 * Delivery can fail (SPEC §6, issue 50), by the session's rules: a send is recorded only once the
 * host delivered it; while its promises are pending the set is locked; a rejection, a listener that
 * threw, `preventDefault()` or a timeout records nothing, keeps the draft and the request id, and
 * says why; a send in flight when the page closed comes back not confirmed, with its request id;
 * each way out is recorded as what it was (declined, cancelled, answering in the chat).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse, type QuestionSet } from '../../src/codec/index.js';
import { Session } from '../../src/session/session.js';
import { settle } from '../../src/session/delivery.js';
import { memoryStore } from '../../src/session/store.js';
import { MCP_CONTACT, VANCE_CARD } from '../elements/bodies.js';

function set(body: string): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

/** A promise the test settles itself (the host's POST). */
function pending() {
  let resolve!: (v?: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
}

/** A card answered with its first option, ready to send. */
function answered(store = memoryStore()) {
  const s = new Session(set(VANCE_CARD), { store });
  const q = s.set.questions[0];
  s.pick(q.id, q.options[0].id, 'select');
  return { s, store, q };
}

describe('delivery', () => {
  test('while the host waits the set is locked and says it is sending; fulfilled, it is sent', async () => {
    const { s, q } = answered();
    const attempt = s.prepareSend();
    assert.ok(attempt.ok);
    const post = pending();
    const done = s.deliver(attempt, { waits: [post.promise] });
    assert.ok(done instanceof Promise);
    assert.deepEqual(s.delivery, { state: 'sending', action: 'answers' });
    assert.equal(s.locked, true);
    assert.equal(s.status, 'open', 'nothing recorded yet');
    assert.equal(s.sent, undefined);
    // nothing the user does acts meanwhile, and nothing goes twice
    assert.equal(s.pick(q.id, q.options[1].id, 'select').changed, false);
    assert.deepEqual(s.prepareSend(), { ok: false, why: 'sending' });
    assert.deepEqual(s.prepareDecline(), { ok: false, why: 'sending' });
    post.resolve();
    const record = await done;
    assert.equal(record?.outcome, 'answered');
    assert.equal(s.status, 'answered');
    assert.equal(s.delivery, undefined);
    assert.equal(s.locked, false);
  });

  test('rejected: nothing recorded, the draft and request id stay, the reason is kept as text', async () => {
    const { s, store } = answered();
    const first = s.prepareSend();
    assert.ok(first.ok);
    const record = await s.deliver(first, { waits: [Promise.reject(new Error('HTTP 500'))] });
    assert.equal(record, undefined);
    assert.deepEqual(s.delivery, { state: 'failed', action: 'answers', reason: 'HTTP 500' });
    assert.equal(s.status, 'open');
    assert.equal(s.locked, false);
    assert.equal(store.loadSent(s.set), undefined);
    assert.equal(store.loadDraft(s.set)?.requestId, first.encoded.requestId);
    const again = s.prepareSend();
    assert.ok(again.ok);
    assert.equal(again.encoded.requestId, first.encoded.requestId, 'sending again carries the same request');
    assert.equal(again.encoded.text, first.encoded.text);
    assert.equal((await s.deliver(again, {}))?.requestId, first.encoded.requestId);
    assert.equal(s.delivery, undefined);
  });

  test('a listener that threw, or preventDefault(): failed at once, the thrown message as the reason', () => {
    const { s } = answered();
    const a = s.prepareSend();
    assert.ok(a.ok);
    assert.equal(s.deliver(a, { thrown: [new TypeError('sendAsUserMessage is not defined')] }), undefined);
    assert.equal(s.delivery?.reason, 'sendAsUserMessage is not defined');
    const b = s.prepareSend();
    assert.ok(b.ok);
    assert.equal(s.deliver(b, { refused: true }), undefined);
    assert.deepEqual(s.delivery, { state: 'failed', action: 'answers' });
    assert.equal(b.encoded.requestId, a.encoded.requestId);
  });

  test('a promise that never settles fails at the timeout', async () => {
    const { s } = answered();
    const a = s.prepareSend();
    assert.ok(a.ok);
    const record = await s.deliver(a, { waits: [new Promise(() => {})], timeout: 5 });
    assert.equal(record, undefined);
    assert.deepEqual(s.delivery, { state: 'failed', action: 'answers', timedOut: true });
  });

  test('settle: every promise must fulfil; the first rejection gives the reason (an Error, a string, nothing)', async () => {
    assert.equal(await settle([Promise.resolve(1), Promise.resolve(2)]), undefined);
    assert.deepEqual(await settle([Promise.resolve(), Promise.reject(new Error(' gone '))]), {
      reason: 'gone',
    });
    assert.deepEqual(await settle([Promise.reject('offline')]), { reason: 'offline' });
    assert.deepEqual(await settle([Promise.reject(42)]), {});
  });

  test('the page closed while sending: the next session has the draft, marked not confirmed, and the same request id', () => {
    const { s, store } = answered();
    const a = s.prepareSend();
    assert.ok(a.ok);
    void s.deliver(a, { waits: [new Promise(() => {})] });
    // the page goes: a new session over the same storage
    const back = new Session(set(VANCE_CARD), { store });
    assert.deepEqual(back.delivery, { state: 'failed', action: 'answers', unconfirmed: true });
    assert.equal(back.locked, false);
    assert.equal(back.status, 'open');
    assert.deepEqual(back.answers, s.answers);
    const again = back.prepareSend();
    assert.ok(again.ok);
    assert.equal(again.encoded.requestId, a.encoded.requestId);
    // reloaded again before sending: still not confirmed
    assert.equal(new Session(set(VANCE_CARD), { store }).delivery?.unconfirmed, true);
    back.deliver(again, {});
    assert.equal(new Session(set(VANCE_CARD), { store }).status, 'answered');
  });

  test('the page goes while sending: the failure its going causes leaves the draft not confirmed', async () => {
    const { s, store } = answered();
    const a = s.prepareSend();
    assert.ok(a.ok);
    const post = pending();
    const done = s.deliver(a, { waits: [post.promise] });
    s.leave();
    post.reject(new TypeError('NetworkError when attempting to fetch resource.'));
    await done;
    assert.equal(new Session(set(VANCE_CARD), { store }).delivery?.unconfirmed, true);
  });

  test('each way out is recorded as what it was: answering in the chat, declined, cancelled', async () => {
    const card = new Session(set(VANCE_CARD));
    const out = card.prepareDecline();
    assert.ok(out.ok);
    const r1 = await card.deliver(out, {});
    assert.deepEqual([r1?.outcome, r1?.inChat], ['declined', true]);

    const mcp = new Session(set(MCP_CONTACT));
    const no = mcp.prepareDecline('not now');
    assert.ok(no.ok);
    const post = pending();
    const r2 = mcp.deliver(no, { waits: [post.promise] });
    // the note stays with the decline on its way, and with one that failed: the next try takes it again
    assert.deepEqual(mcp.delivery, { state: 'sending', action: 'decline', note: 'not now' });
    post.reject(new Error('transport closed'));
    assert.equal(await r2, undefined);
    assert.deepEqual(mcp.delivery, {
      state: 'failed',
      action: 'decline',
      reason: 'transport closed',
      note: 'not now',
    });
    const retry = mcp.prepareDecline('not now');
    assert.ok(retry.ok);
    assert.equal(retry.requestId, no.requestId);
    const r3 = await mcp.deliver(retry, {});
    assert.deepEqual([r3?.outcome, r3?.inChat], ['declined', undefined]);

    const other = new Session(set(MCP_CONTACT), { key: 'again' });
    const cancel = other.prepareDecline(undefined, 'cancel');
    assert.ok(cancel.ok);
    assert.equal((await other.deliver(cancel, {}))?.outcome, 'cancelled');
    assert.equal(other.reason, 'cancelled');
  });
});

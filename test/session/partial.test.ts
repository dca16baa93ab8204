/**
 * Issue 41 (E), point 1, the session's side: a set still arriving (`partial`) is answered in
 * order, the step past its last complete question, the overview and sending wait, its draft is
 * never stored; a session for the grown (or final) set takes the draft over, and learns which
 * answers were dropped because their question changed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse, type QuestionSet } from '../../src/codec/index.js';
import { PartialReader } from '../../src/codec/partial.js';
import { Session } from '../../src/session/session.js';
import { memoryStore, type SessionStore } from '../../src/session/store.js';

const BODY = `id: streamed
questions:
  - key: region
    text: Which region?
    kind: choice
    options: [eu, us]
  - key: size
    text: Which size?
    kind: choice
    options: [s, m, l]
  - key: notes
    text: Anything else?
`;

function whole(body = BODY): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok);
  return r.set;
}

/** The set of the questions complete in the body up to the whole line that starts at `to` (a YAML item ends there). */
function partial(to: number, body = BODY): QuestionSet {
  const r = new PartialReader().read(body.slice(0, body.indexOf('\n', to) + 1));
  assert.ok(r && 'ok' in r && r.ok, `nothing complete in ${to} characters`);
  return r.set;
}

/** A store that counts what is written to it. */
function counting(): { store: SessionStore; writes: () => number } {
  const store = memoryStore();
  let n = 0;
  const counted: SessionStore = Object.create(store);
  counted.saveDraft = (...a) => (n++, store.saveDraft(...a));
  counted.saveSent = (...a) => (n++, store.saveSent(...a));
  return { store: counted, writes: () => n };
}

describe('a set still arriving (issue 41)', () => {
  test('its questions are answered in order; the step past the last one and sending wait; nothing is stored', () => {
    const first = partial(BODY.indexOf('  - key: notes'));
    assert.equal(first.questions.length, 2);
    const { store, writes } = counting();
    const s = new Session(first, { store, partial: true });
    assert.equal(s.layout, 'wizard');
    assert.equal(s.waiting, false);
    s.pick('region', '1', 'commit');
    assert.equal(s.step, 1);
    assert.equal(s.waiting, true);
    s.pick('size', '2', 'commit');
    assert.equal(s.step, 1, 'Enter on the last complete question stays');
    assert.equal(s.isOverview, false);
    s.next();
    assert.equal(s.isOverview, false, 'Next waits');
    assert.deepEqual(s.prepareSend(), { ok: false, why: 'streaming' });
    assert.equal(s.prepareDecline().ok, false);
    assert.equal(writes(), 0, 'no draft, no record of a set still arriving');
  });

  test('one question so far is a wizard step, never a card that sends on a pick', () => {
    const s = new Session(partial(BODY.indexOf('  - key: size')), { partial: true });
    assert.equal(s.set.questions.length, 1);
    assert.equal(s.layout, 'wizard');
    assert.equal(s.sendsOnPick, false);
    assert.equal(s.pick('region', '2', 'click').send, false);
    // the element sets its layout (auto, or the host's card) on its first update: still a wizard step
    for (const layout of ['auto', 'card'] as const) {
      s.setLayout(layout);
      assert.equal(s.layout, 'wizard', layout);
      assert.equal(s.sendsOnPick, false, layout);
      assert.equal(s.waiting, true, layout);
    }
    s.setLayout('form');
    assert.equal(s.layout, 'form');
  });

  test('the grown set takes over the draft and the step; the final one stores it under its own id', () => {
    const one = new Session(partial(BODY.indexOf('  - key: size')), { partial: true });
    one.pick('region', '2');
    const two = new Session(partial(BODY.indexOf('  - key: notes')), { partial: true });
    two.follow(one, true);
    assert.deepEqual(two.dropped, []);
    assert.equal(two.answerOf('region')?.selected[0], one.answerOf('region')?.selected[0]);
    two.next();
    assert.equal(two.step, 1);
    const { store, writes } = counting();
    const final = new Session(whole(), { store });
    final.follow(two, true);
    assert.deepEqual(final.dropped, []);
    assert.equal(final.step, 1);
    assert.equal(final.set.id, 'streamed');
    assert.ok(writes() > 0);
    assert.deepEqual(store.loadDraft(final.set)?.answers, final.answers);
  });

  test('an answered question that changed loses its answer, and the session says which', () => {
    const before = new Session(partial(BODY.indexOf('  - key: size')), { partial: true });
    before.pick('region', '1');
    const changed = whole(BODY.replace('options: [eu, us]', 'options: [eu, us, asia]'));
    const after = new Session(changed);
    after.follow(before, true);
    assert.deepEqual(after.dropped, ['region']);
    assert.equal(after.answerOf('region'), undefined);
    // said until that question is answered again (the shared rule of Session.dropped)
    after.pick('size', '1');
    assert.deepEqual(after.dropped, ['region']);
    after.pick('region', '2');
    assert.deepEqual(after.dropped, []);
  });

  test('what was dropped while the body grew is still said by the set that takes over next', () => {
    const first = new Session(partial(BODY.indexOf('  - key: size')), { partial: true });
    first.pick('region', '1');
    const changed = BODY.replace('options: [eu, us]', 'options: [eu, us, asia]');
    const grown = new Session(partial(changed.indexOf('  - key: notes'), changed), { partial: true });
    grown.follow(first, true);
    assert.deepEqual(grown.dropped, ['region']);
    const final = new Session(whole(changed));
    final.follow(grown, true);
    assert.deepEqual(final.dropped, ['region']);
  });

  test('a draft of the final set stored before is restored when the body streams in again', () => {
    const store = memoryStore();
    const earlier = new Session(whole(), { store });
    earlier.pick('region', '2');
    earlier.next();
    earlier.pick('size', '3');
    assert.equal(earlier.step, 1);
    // the body streams in again: the user does nothing while it arrives
    const streamed = new Session(partial(BODY.indexOf('  - key: notes')), { partial: true });
    const final = new Session(whole(), { store });
    final.follow(streamed, true);
    assert.deepEqual(final.answers, earlier.answers);
    assert.equal(final.step, 1);
    assert.deepEqual(final.dropped, []);
    // the user answered while it arrived: that answer wins, the stored draft fills the rest
    const answered = new Session(partial(BODY.indexOf('  - key: notes')), { partial: true });
    answered.pick('region', '1');
    const again = new Session(whole(), { store });
    again.follow(answered, true);
    assert.equal(again.answerOf('region')?.selected[0], '1');
    assert.equal(again.answerOf('size')?.selected[0], '3');
    assert.equal(again.step, 0);
  });

  test('`required` arriving after the questions (MCP) drops no answer', () => {
    const mcp = (required: string) =>
      JSON.stringify({
        message: 'Contact',
        requestedSchema: {
          type: 'object',
          properties: { name: { type: 'string' }, age: { type: 'number' } },
          ...(required ? { required: [required] } : {}),
        },
      });
    const before = new Session(whole(mcp('')), { partial: true });
    before.type('name', 'Ada');
    const after = new Session(whole(mcp('name')));
    assert.equal(after.set.questions[0].required, true);
    after.follow(before, true);
    assert.deepEqual(after.dropped, []);
    assert.equal(after.answerOf('name')?.text, 'Ada');
  });
});

describe('the way out while a set still arrives (issue 49 §2.3)', () => {
  test('a decline asked for is remembered, carried to the grown set, and prepared once the set is whole', () => {
    const first = new Session(partial(BODY.indexOf('  - key: size')), { partial: true });
    const { store, writes } = counting();
    const attempt = first.prepareDecline('later, in the chat');
    assert.deepEqual(attempt, { ok: false, why: 'streaming' });
    assert.deepEqual(first.declineWaiting, { note: 'later, in the chat', action: 'decline' });
    const grown = new Session(partial(BODY.indexOf('  - key: notes')), { partial: true });
    grown.follow(first, true);
    assert.deepEqual(grown.declineWaiting, first.declineWaiting, 'the click is still remembered');
    const final = new Session(whole(), { store });
    final.follow(grown, true);
    const waiting = final.declineWaiting!;
    const sent = final.prepareDecline(waiting.note, waiting.action);
    assert.ok(sent.ok);
    assert.equal(sent.note, 'later, in the chat');
    assert.equal(final.declineWaiting, undefined, 'it goes once');
    assert.equal(writes(), 0, 'nothing stored before it is sent');
  });
});

describe('an answer the final body cleared is never sent as a choice the user did not make (issue 49 §2.2)', () => {
  test('Send refuses it, at its question, until it is answered again', () => {
    const before = new Session(partial(BODY.indexOf('  - key: notes')), { partial: true });
    before.pick('region', '1');
    before.pick('size', '2');
    const changed = whole(BODY.replace('options: [eu, us]', 'options: [eu-central, us-east]'));
    const after = new Session(changed);
    after.follow(before, true);
    assert.deepEqual(after.dropped, ['region']);
    const refused = after.prepareSend();
    assert.equal(refused.ok, false);
    assert.deepEqual(
      after.issues.map((i) => [i.questionId, i.code]),
      [['region', 'required']],
    );
    after.pick('region', '2');
    const sent = after.prepareSend();
    assert.ok(sent.ok);
    assert.deepEqual(sent.answers.find((a) => a.questionId === 'region')?.selected, ['2']);
  });
});

describe('a body that ends broken keeps the picks made while it streamed (issue 49 §2.4)', () => {
  test('nothing is sent; the way out goes now, also one asked for while it streamed; a corrected body takes the picks over', () => {
    const streamed = new Session(partial(BODY.indexOf('  - key: notes')), { partial: true });
    streamed.pick('region', '2');
    streamed.pick('size', '1');
    assert.deepEqual(streamed.prepareDecline(), { ok: false, why: 'streaming' });
    streamed.end();
    assert.equal(streamed.ended, true);
    assert.deepEqual(
      streamed.answers.map((a) => [a.questionId, a.selected]),
      [
        ['region', ['2']],
        ['size', ['1']],
      ],
      'the picks stay',
    );
    assert.deepEqual(streamed.prepareSend(), { ok: false, why: 'streaming' }, 'no half set is sent');
    assert.deepEqual(streamed.declineWaiting, { note: undefined, action: 'decline' });
    const corrected = new Session(whole());
    corrected.follow(streamed, true);
    assert.deepEqual(corrected.answerOf('region')?.selected, ['2'], 'the body sent again has the pick');
    assert.deepEqual(corrected.dropped, []);
    const declined = streamed.prepareDecline();
    assert.ok(declined.ok, 'the way out acts once the stream ended');
    assert.equal(declined.action, 'decline');
    streamed.finishDecline(declined, true);
    assert.equal(streamed.reason, 'declined');
    // a session that was never partial has nothing to end
    const plain = new Session(whole());
    plain.end();
    assert.equal(plain.ended, false);
  });
});

/**
 * Issue 40, DOM-free half: what a date-time sends in the user's zone (a skipped local time is
 * refused, a `…Z` default is the field's local time), an unreadable field is refused and never
 * blank, and the line above Send never calls an answered question missing. The zone is the
 * process's (`TZ`), set per test; the browser half is test/bundle/keystroke.browser.test.ts.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { checkAnswers, encodeAnswers, parse, type Answer, type QuestionSet } from '../../src/codec/index.js';
import { defaultAnswer } from '../../src/codec/answer-read.js';
import { skippedLocalTime, toDateTime, toLocalDateTime } from '../../src/codec/formats/dates.js';
import { en } from '../../src/i18n/strings.js';
import { missingText, Session } from '../../src/session/session.js';
import * as steps from '../../src/session/steps.js';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

function set(body: unknown): QuestionSet {
  const r = parse(JSON.stringify(body));
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

const when = (extra: object = {}) =>
  set({
    message: 'When?',
    requestedSchema: {
      type: 'object',
      properties: {
        at: { type: 'string', format: 'date-time', ...extra },
        n: { type: 'number', maximum: 10 },
      },
      required: ['at'],
    },
  });

const typed = (questionId: string, a: Partial<Answer>): Answer => ({
  questionId,
  outcome: 'answered',
  selected: [],
  ...a,
});

describe('a local date-time is sent with the offset of that local time', () => {
  test('Los Angeles: a winter and a summer time each carry their own offset', () => {
    process.env.TZ = 'America/Los_Angeles';
    assert.equal(toDateTime('2025-01-15T09:30'), '2025-01-15T09:30:00-08:00');
    assert.equal(toDateTime('2025-07-15T09:30'), '2025-07-15T09:30:00-07:00');
    // the hour the clocks repeat (1:30 on 2 November 2025) is the first one, in daylight time
    assert.equal(toDateTime('2025-11-02T01:30'), '2025-11-02T01:30:00-07:00');
  });

  test('a time the clocks skip (02:30 on 9 March 2025 in Los Angeles) is refused, never sent as another time', () => {
    process.env.TZ = 'America/Los_Angeles';
    assert.equal(skippedLocalTime('2025-03-09T02:30'), true);
    assert.equal(skippedLocalTime('2025-03-09T03:30'), false);
    // before the fix: '2025-03-09T02:30:00-07:00', which is 01:30 local
    assert.equal(toDateTime('2025-03-09T02:30'), '2025-03-09T02:30');
    const s = when();
    const answers = [typed('at', { text: '2025-03-09T02:30' })];
    const check = checkAnswers(s, answers);
    assert.equal(check.ok, false);
    assert.match(check.issues[0].message, /clocks skip/);
  });

  test('Kiritimati (+14:00) and UTC', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    assert.equal(toDateTime('2025-03-09T02:30'), '2025-03-09T02:30:00+14:00');
    process.env.TZ = 'UTC';
    assert.equal(toDateTime('2025-03-09T02:30'), '2025-03-09T02:30:00+00:00');
  });
});

describe('a zoned date-time default is the field’s local time', () => {
  const cases: [string, string, string][] = [
    ['UTC', '2025-03-01T09:30:00Z', '2025-03-01T09:30'],
    ['America/Los_Angeles', '2025-03-01T09:30:00Z', '2025-03-01T01:30'],
    ['Pacific/Kiritimati', '2025-03-01T09:30:00Z', '2025-03-01T23:30'],
    ['America/Los_Angeles', '2025-07-01T12:00:05.250+02:00', '2025-07-01T03:00:05.250'],
  ];
  for (const [tz, given, shown] of cases)
    test(`${given} in ${tz} shows ${shown}, and the same moment is sent`, () => {
      process.env.TZ = tz;
      assert.equal(toLocalDateTime(given), shown);
      const s = when({ default: given });
      // before the fix the answer held the zoned text, which a datetime-local field cannot show
      const a = defaultAnswer(s.questions[0]);
      assert.equal(a?.text, shown);
      const { payload } = encodeAnswers(s, [a!], { requestId: 'r' });
      const sent = (payload as { content: { at: string } }).content.at;
      assert.equal(Date.parse(sent), Date.parse(given));
    });

  test('a default no field can show (a leap second) is not used', () => {
    process.env.TZ = 'UTC';
    assert.equal(toLocalDateTime('2016-12-31T23:59:60Z'), undefined);
    assert.equal(defaultAnswer(when({ default: '2016-12-31T23:59:60Z' }).questions[0]), undefined);
  });
});

describe('an unreadable field is refused, never read as blank', () => {
  test('the send check names it (not "needs an answer"), and a readable value clears it', () => {
    const s = when();
    let state = steps.start(s, 'form');
    state = steps.setText(s, state, 'at', '2025-01-15T09:30');
    state = steps.setUnreadable(s, state, 'n');
    const check = steps.sendCheck(s, state);
    assert.equal(check.ok, false);
    assert.deepEqual(
      check.issues.map((i) => [i.questionId, i.code]),
      [['n', 'unreadable']],
    );
    state = steps.setValue(s, state, 'n', 3);
    assert.equal(steps.sendCheck(s, state).ok, true);
    // cleared (an empty field the browser reads as empty) is no answer, not a refusal
    state = steps.setUnreadable(s, state, 'n');
    state = steps.setValue(s, state, 'n', null);
    assert.equal(steps.sendCheck(s, state).ok, true);
  });

  test('the session says which field it last saw unreadable, until the field is read again (its element re-reads it)', () => {
    const session = new Session(when(), { layout: 'form' });
    assert.deepEqual(session.unreadableIds, []);
    session.unreadable('n');
    assert.deepEqual(session.unreadableIds, ['n']);
    // the field emptied: no answer, no refusal, the send goes on to what is really missing
    session.value('n', null);
    assert.deepEqual(session.unreadableIds, []);
    session.unreadable('at');
    session.type('at', '');
    assert.deepEqual(session.unreadableIds, []);
  });

  test('a required field that is unreadable has one issue, not "needs an answer" beside it', () => {
    const s = when();
    const state = steps.setUnreadable(s, steps.start(s, 'form'), 'at');
    assert.deepEqual(
      steps.sendCheck(s, state).issues.map((i) => [i.questionId, i.code]),
      [['at', 'unreadable']],
    );
  });
});

describe('the line above Send', () => {
  test('a value over the maximum is "to correct", never "still needed"', () => {
    const s = when();
    const check = checkAnswers(s, [typed('at', { text: '2025-01-15T09:30' }), typed('n', { value: 11 })]);
    const line = missingText(s, check.issues, en, (t) => t);
    // before the fix: "Still needed: N", beside "Enter a number of at most 10" under the field
    assert.equal(line, 'To correct: N');
  });

  test('both kinds, each in its own words', () => {
    const s = when();
    const check = checkAnswers(s, [typed('n', { value: 11 })]);
    assert.equal(
      missingText(s, check.issues, en, (t) => t),
      'Still needed: At To correct: N',
    );
  });
});

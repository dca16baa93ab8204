/**
 * Issue 40, class 8, DOM-free: a session made for the same set asked again with other content
 * keeps the answers to the questions asked as they were, and reports the answers the user gave and
 * loses (`follow`, `dropped`); a default left untouched is no answer the user gave; each notice
 * lasts until its question is answered again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse, type QuestionSet } from '../../src/codec/index.js';
import { kinship } from '../../src/session/receipt.js';
import { Session } from '../../src/session/session.js';
import { droppedAnswers } from '../../src/session/steps.js';

function set(body: object): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

const structured = (labelB: string, second = true) =>
  set({
    id: 'qs_drop',
    locale: 'en',
    questions: [
      {
        id: 'q1',
        title: 'When?',
        answers: [
          { id: 'a', label: 'Now' },
          { id: 'b', label: labelB },
        ],
      },
      ...(second
        ? [
            {
              id: 'q2',
              title: 'Who?',
              answers: [
                { id: 'c', label: 'Ana' },
                { id: 'd', label: 'Bo' },
              ],
            },
          ]
        : []),
    ],
  });

test('a renamed option: the pick is dropped and reported; answered again, the report of it goes', () => {
  const before = new Session(structured('Later'));
  before.pick('q1', 'b');
  const after = new Session(structured('After the freeze'));
  let notified = 0;
  after.subscribe(() => notified++);
  after.follow(before);
  assert.deepEqual(after.answers, []);
  assert.deepEqual(after.dropped, ['q1']);
  assert.equal(notified, 1);
  // another question's answer changes nothing of it; its own does
  after.pick('q2', 'c');
  assert.deepEqual(after.dropped, ['q1']);
  after.pick('q1', 'a');
  assert.deepEqual(after.dropped, []);
});

test('the answers to questions asked as they were stay, with the step; only the changed one is dropped', () => {
  const before = new Session(structured('Later'), { layout: 'wizard' });
  before.pick('q1', 'b');
  before.pick('q2', 'd');
  before.next();
  assert.equal(before.step, 1);
  const after = new Session(structured('After the freeze'), { layout: 'wizard' });
  after.follow(before);
  assert.deepEqual(after.dropped, ['q1']);
  assert.deepEqual(
    after.answers.map((a) => [a.questionId, a.selected]),
    [['q2', ['d']]],
  );
  assert.equal(after.step, 1, 'the user stays where they were');
});

test('another set shown in the same element (both ids derived) starts at its first step, the answers it lost reported', () => {
  const wizard = (first: string, second: string) =>
    set({
      message: 'Two things',
      requestedSchema: {
        type: 'object',
        properties: {
          a: { type: 'string', title: first, enum: ['x', 'y'] },
          b: { type: 'string', title: second, enum: ['x', 'y'] },
        },
      },
    });
  const before = new Session(wizard('Which tone?', 'Which length?'), { layout: 'wizard' });
  before.pick('a', 'y');
  before.next();
  assert.equal(before.step, 1);
  const other = new Session(wizard('Which team?', 'Which week?'), { layout: 'wizard' });
  other.follow(before);
  assert.equal(other.step, 0, 'nothing of the earlier set is asked here');
  assert.deepEqual(other.answers, []);
  assert.deepEqual(other.dropped, ['a']);
});

test('a question gone: reported, and the report goes with the next change of the draft', () => {
  const before = new Session(structured('Later'));
  before.pick('q2', 'd');
  const after = new Session(structured('Later', false));
  after.follow(before);
  assert.deepEqual(after.dropped, ['q2']);
  after.pick('q1', 'a');
  assert.deepEqual(after.dropped, []);
});

test('nothing is reported for another set, a set already sent, or nothing answered', () => {
  const before = new Session(structured('Later'));
  new Session(structured('x')).follow(before);
  before.pick('q1', 'b');
  const other = set({
    id: 'qs_other',
    locale: 'en',
    questions: [{ id: 'q1', title: 'When?', answers: [{ id: 'a', label: 'Now' }] }],
  });
  const unrelated = new Session(other);
  unrelated.follow(before);
  assert.deepEqual(unrelated.dropped, [], 'another set id is another set');
  const attempt = before.prepareSend();
  assert.ok(attempt.ok);
  before.finishSend(attempt, true);
  const later = new Session(structured('After'));
  later.follow(before);
  assert.deepEqual(later.dropped, [], 'a set sent drops no draft');
});

test('an MCP request (its id derived from its content) asked again: a default left as it came is no answer given', () => {
  const request = (values: string[]) =>
    set({
      message: 'Deploy',
      requestedSchema: {
        type: 'object',
        properties: {
          region: { type: 'string', enum: values, default: 'eu' },
          size: { type: 'string', enum: ['s', 'm'] },
        },
        required: ['region'],
      },
    });
  const before = new Session(request(['eu', 'us', 'ap']));
  assert.equal(before.answerOf('region')?.selected[0], 'eu', 'the default stands');
  const untouched = new Session(request(['eu', 'us']));
  untouched.follow(before);
  assert.deepEqual(untouched.dropped, []);
  before.pick('region', 'ap');
  before.pick('size', 'm');
  const after = new Session(request(['eu', 'us']));
  after.follow(before);
  assert.deepEqual(after.dropped, ['region'], 'only the question that changed');
  assert.equal(after.answerOf('size')?.selected[0], 'm', 'the question asked as it was keeps its answer');
  assert.deepEqual(droppedAnswers(before.set, before.state.answers, before.state.answers), []);
});

test('"is this the same set?" has one answer (kinship, issue 48): same, asked again, or another', () => {
  const a = structured('Later');
  assert.equal(kinship(a, structured('Later')), 'same', 'equal content, equal id');
  assert.equal(kinship(a, structured('After the freeze')), 'again', 'the same id, other content');
  const derived = (title: string) =>
    set({ message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string', title } } } });
  assert.equal(kinship(derived('One'), derived('Two')), 'again', 'both ids derived from the content');
  assert.equal(kinship(derived('One'), derived('One')), 'same');
  const other = set({
    id: 'qs_other',
    locale: 'en',
    questions: [{ id: 'q1', title: 'When?', answers: [{ id: 'a', label: 'Now' }] }],
  });
  assert.equal(kinship(a, other), 'other', 'another id');
  assert.equal(kinship(derived('One'), a), 'other', 'another format');
  // what a session shows follows the same answer: the same set under the same record key
  const s = new Session(a);
  assert.ok(s.showsSameSet(new Session(structured('Later'))));
  assert.ok(!s.showsSameSet(new Session(structured('After the freeze'))));
  assert.ok(!s.showsSameSet(new Session(structured('Later'), { key: 'k' })));
});

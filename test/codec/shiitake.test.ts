/** shiitake: what the corpus cannot say — detect per shape, serialize keeps the shape, properties. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  detect,
  encodeDecline,
  FORMATS,
  parse,
  serialize,
  toFence,
  type QuestionSet,
} from '../../src/codec/index.js';
import { ANSWER_WORDS } from '../../src/codec/words.js';
import { validBody } from './arbitraries/shiitake.js';

const question = {
  id: 'region',
  header: 'Region',
  question: 'Which region should the database live in?',
  options: [
    { label: 'eu-central-1', description: 'Frankfurt' },
    { label: 'us-east-1', description: '' },
  ],
};
const ask = {
  askId: 'ask_1',
  questions: [question],
  status: 'live',
  createdAt: 1767258000000,
  expiresAt: null,
};

function decoded(body: string | object): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

describe('shiitake detect', () => {
  const { detect: score } = FORMATS.shiitake;
  test('an OpenAsk is unmistakable', () => assert.equal(score(ask), 3));
  test('askId alone is enough to claim the body', () => assert.equal(score({ askId: 'x' }), 3));
  test('a bare Question[] and { questions } fit', () => {
    assert.equal(score([question]), 2);
    assert.equal(score({ questions: [question] }), 2);
  });
  for (const key of ['multiSelect', 'key', 'title', 'label', 'prompt'])
    test(`a first question with "${key}" belongs to another format`, () =>
      assert.equal(score([{ ...question, [key]: 'x' }]), 0));
  test('without id or question it is not shiitake', () => {
    const { id: _id, ...noId } = question;
    const { question: _q, ...noQuestion } = question;
    assert.equal(score([noId]), 0);
    assert.equal(score({ questions: [noQuestion] }), 0);
    assert.equal(score([]), 0);
    assert.equal(score('text'), 0);
  });
  test('auto detection picks shiitake for every shape', () => {
    assert.equal(detect(JSON.stringify([question])), 'shiitake');
    assert.equal(detect({ questions: [question] }), 'shiitake');
    assert.equal(detect(ask), 'shiitake');
  });
});

describe('shiitake serialize', () => {
  test('keeps the bare array shape', () => {
    const wire = JSON.parse(serialize(decoded([question])));
    assert.ok(Array.isArray(wire));
    assert.deepEqual(wire, [question]);
  });
  test('keeps the { questions } shape', () => {
    assert.deepEqual(JSON.parse(serialize(decoded({ questions: [question] }))), { questions: [question] });
  });
  test('keeps the OpenAsk with its status, times and waitingOn', () => {
    const body = {
      ...ask,
      waitingOn: { agentId: 'a', sessionId: 's', name: 'Planner' },
      status: 'parked',
      expiresAt: 5,
    };
    const wire = JSON.parse(serialize(decoded(body)));
    assert.deepEqual(wire, { ...body, questions: [question] });
  });
  test('writes header and description back as empty strings, multiple only when true', () => {
    const set = decoded([{ ...question, header: '', multiple: false }]);
    assert.equal(set.questions[0].header, undefined);
    const wire = JSON.parse(serialize(set));
    assert.equal(wire[0].header, '');
    assert.equal(wire[0].options[1].description, '');
    assert.equal('multiple' in wire[0], false);
  });
  test('toFence gives the serialized body (no block of its own)', () => {
    const set = decoded(ask);
    assert.equal(toFence(set), serialize(set));
  });
});

describe('shiitake model', () => {
  test('first option recommended, free text always allowed, never required', () => {
    const q = decoded(ask).questions[0];
    assert.equal(q.recommended, '1');
    assert.equal(q.allowCustom, true);
    assert.equal(q.required, false);
  });
  test('a set without askId gets a derived id', () => {
    const set = decoded([question]);
    assert.equal(set.derivedId, true);
    assert.match(set.id, /^q-[0-9a-f]+$/);
  });
  test('a question id "__proto__" stays an own key of the payload', () => {
    const set = decoded({ ...ask, questions: [{ ...question, id: '__proto__' }] });
    const payload = FORMATS.shiitake.payload(
      set,
      [{ questionId: '__proto__', outcome: 'answered', selected: ['1'] }],
      { text: '', requestId: 'r', words: ANSWER_WORDS.en },
    ) as { answers: Record<string, unknown> };
    assert.ok(Object.hasOwn(payload.answers, '__proto__'));
    assert.equal(Object.getPrototypeOf(payload.answers), Object.prototype);
  });
  test('declining is offered', () => {
    const d = encodeDecline(decoded(ask), { requestId: 'r1', note: ' not now ' });
    assert.deepEqual(d?.payload, { askId: 'ask_1', requestId: 'r1', note: 'not now' });
  });
});

describe('shiitake properties', () => {
  test('every generated body decodes, as shiitake, and survives serialize → parse', () => {
    fc.assert(
      fc.property(validBody, (body) => {
        const first = parse(body);
        assert.ok(first.ok, JSON.stringify(!first.ok && first.error));
        assert.equal(first.set.format, 'shiitake');
        const again = parse(serialize(first.set), { format: 'shiitake' });
        assert.ok(again.ok, JSON.stringify(!again.ok && again.error));
        const comparable = (s: QuestionSet) => (s.derivedId ? { ...s, id: '' } : s);
        assert.deepEqual(comparable(again.set), comparable(first.set));
        // the serialized body is recognised without help too
        assert.equal(detect(serialize(first.set)), 'shiitake');
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * shiitake against seed 001's contract (rebuilt with zod from its effect signatures): `parse`
 * accepts exactly the `Question[]`, `{ questions }` and `OpenAsk` bodies the contract accepts,
 * with the same questions and ask fields, but for an empty set (nothing to show or answer).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parse } from '../../src/codec/index.js';
import { agreesShiitake } from '../reference/agree.js';
import { BODIES } from '../reference/bodies.js';

test('parse agrees with the question contract on 2,000 valid and mutated bodies', () => {
  fc.assert(
    fc.property(BODIES.shiitake!, (body) => assert.equal(agreesShiitake(body), undefined)),
    { numRuns: 2000, seed: 13 },
  );
});

const questions = [
  {
    id: ' ',
    header: '',
    question: ' ',
    options: [
      { label: 'A', description: '' },
      { label: 'A', description: '' },
    ],
  },
];

test('an OpenAsk without askId is refused, never given an invented id; blank labels are kept, shared ones refused', () => {
  const noId = parse({ questions, status: 'live', createdAt: 0, expiresAt: null }, { format: 'shiitake' });
  assert.deepEqual(!noId.ok && [noId.error.code, noId.error.path], ['required', ['askId']]);
  const ok = parse(
    { askId: '', questions, status: 'parked', createdAt: 1, expiresAt: 2 },
    { format: 'shiitake' },
  );
  // the contract takes two options labelled the same; a person could not tell them apart (issue 14)
  assert.deepEqual(!ok.ok && [ok.error.code, ok.error.path], [
    'look-alike-options',
    ['questions', 0, 'options', 1],
  ]);
  const distinct = questions.map((q) => ({ ...q, options: [q.options[0], { label: 'B', description: '' }] }));
  const kept = parse(
    { askId: '', questions: distinct, status: 'parked', createdAt: 1, expiresAt: 2 },
    { format: 'shiitake' },
  );
  assert.ok(kept.ok);
  assert.deepEqual([kept.set.id, kept.set.status, kept.set.expiresAt], ['', 'parked', 2]);
  assert.deepEqual(
    kept.set.questions[0].options.map((o) => [o.id, o.label]),
    [
      ['1', 'A'],
      ['2', 'B'],
    ],
  );
  assert.equal(
    agreesShiitake({ askId: '', questions, status: 'parked', createdAt: 1, expiresAt: 2 }),
    undefined,
  );
});

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

test('an OpenAsk without askId is refused, never given an invented id; blank and shared labels are kept', () => {
  const noId = parse({ questions, status: 'live', createdAt: 0, expiresAt: null }, { format: 'shiitake' });
  assert.deepEqual(!noId.ok && [noId.error.code, noId.error.path], ['required', ['askId']]);
  const ok = parse(
    { askId: '', questions, status: 'parked', createdAt: 1, expiresAt: 2 },
    { format: 'shiitake' },
  );
  assert.ok(ok.ok);
  assert.deepEqual([ok.set.id, ok.set.status, ok.set.expiresAt], ['', 'parked', 2]);
  assert.deepEqual(
    ok.set.questions[0].options.map((o) => [o.id, o.label]),
    [
      ['1', 'A'],
      ['2', 'A'],
    ],
  );
});

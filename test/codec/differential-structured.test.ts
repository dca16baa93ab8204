/**
 * structured against seed 003's `StructuredQuestion` and the `AskUserQuestion` input: `parse`
 * accepts exactly the bodies they accept, with the same headers, texts, labels and multiSelect,
 * but for two questions sharing a text (their answers would share a key; docs/conformance.md).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parse } from '../../src/codec/index.js';
import { agreesStructured } from '../reference/agree.js';
import { BODIES } from '../reference/bodies.js';

test('parse agrees with StructuredQuestion / AskUserQuestion on 2,000 valid and mutated bodies', () => {
  fc.assert(
    fc.property(BODIES.structured!, (body) => assert.equal(agreesStructured(body), undefined)),
    { numRuns: 2000, seed: 13 },
  );
});

const options = [
  { label: 'Same', description: 'a' },
  { label: 'Same', description: 'b' },
];

test('both spellings read as AskUserQuestion reads them; a stray questions key; shared labels', () => {
  const both = parse(
    { header: 'H', title: 'T', question: 'Q?', prompt: 'P?', options, multiSelect: false, questions: [] },
    { format: 'structured' },
  );
  // AskUserQuestion takes two options labelled the same; a person could not tell them apart (issue 14)
  assert.deepEqual(!both.ok && both.error.code, 'look-alike-options');
  const distinct = parse(
    {
      header: 'H',
      title: 'T',
      question: 'Q?',
      prompt: 'P?',
      options: [options[0], { label: 'Other', description: 'b' }],
      multiSelect: false,
      questions: [],
    },
    { format: 'structured' },
  );
  assert.ok(distinct.ok);
  assert.deepEqual(
    distinct.set.questions.map((q) => [q.header, q.text, q.options.map((o) => o.id)]),
    [['H', 'Q?', ['1', '2']]],
  );
  for (const body of [
    { header: 'H', title: 'T', question: 'Q?', prompt: 'P?', options, multiSelect: false },
    { header: 'H', question: 'Q?', options, multiSelect: false, questions: [] },
  ])
    assert.equal(agreesStructured(body), undefined, JSON.stringify(body));
});

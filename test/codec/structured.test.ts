/** StructuredQuestion / AskUserQuestion beyond the corpus: detection, shapes, spellings, round trips. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { detect, parse, serialize, type QuestionSet } from '../../src/codec/index.js';
import { validBody } from './arbitraries/structured.js';
import { read } from './corpus.js';

const ask = {
  question: 'Which database?',
  header: 'Database',
  options: [
    { label: 'Postgres (Recommended)', description: 'Relational, already in use.' },
    { label: 'SQLite', description: 'One file, no server.' },
  ],
  multiSelect: false,
};

function decoded(body: string | object): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  assert.equal(r.set.format, 'structured');
  return r.set;
}

test('detect: all three shapes with multiSelect', () => {
  assert.equal(detect(ask), 'structured');
  assert.equal(detect([ask]), 'structured');
  assert.equal(detect({ questions: [ask] }), 'structured');
  const { question, header, ...rest } = ask;
  assert.equal(detect({ prompt: question, title: header, ...rest }), 'structured');
});

test('serialize keeps the shape the body came in', () => {
  assert.ok(
    !Array.isArray(JSON.parse(serialize(decoded(ask)))) && 'question' in JSON.parse(serialize(decoded(ask))),
  );
  assert.ok(Array.isArray(JSON.parse(serialize(decoded([ask])))));
  assert.ok(Array.isArray(JSON.parse(serialize(decoded({ questions: [ask] }))).questions));
});

test('serialize writes the AskUserQuestion spelling and the suffixed wire label', () => {
  const set = decoded(read('structured/valid/02-single-seed-spelling.json'));
  const wire = JSON.parse(serialize(set));
  assert.deepEqual(Object.keys(wire), ['question', 'header', 'options', 'multiSelect']);
  assert.equal(wire.options[1].label, 'Seed (Recommended)');
});

test('the recommended option shows without its suffix and keeps the wire label as value', () => {
  const [q] = decoded(ask).questions;
  assert.equal(q.recommended, '1');
  assert.deepEqual(q.options[0], {
    id: '1',
    label: 'Postgres',
    description: 'Relational, already in use.',
    value: 'Postgres (Recommended)',
  });
});

test('a label that is nothing but the suffix stays a plain label', () => {
  const body = { ...ask, options: [{ label: ' (Recommended)', description: 'x' }, ask.options[1]] };
  const [q] = decoded(body).questions;
  assert.equal(q.recommended, undefined);
  assert.equal(q.options[0].label, ' (Recommended)');
});

test('property: every valid body decodes, and serialize gives the set back', () => {
  fc.assert(
    fc.property(validBody, (body) => {
      const set = decoded(body);
      const again = decoded(serialize(set));
      assert.deepEqual({ ...again, id: '' }, { ...set, id: '' });
    }),
    { numRuns: 200 },
  );
});

/** Issue 43, point 6: `labelAnswers` puts each chosen option's label beside its id, over every format's corpus. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { labelAnswers, parse } from '../../src/codec/index.js';

const set = (() => {
  const r = parse({
    questions: [
      {
        key: 'region',
        text: 'Where?',
        kind: 'choice',
        options: [{ label: 'Americas' }, { label: 'Europe' }],
      },
      { key: 'notes', text: 'Anything else?', kind: 'text' },
    ],
  });
  assert.ok(r.ok);
  return r.set;
})();

test('labels follow the order of selected, and free text and outcomes stay as they were', () => {
  const answers = [
    { questionId: 'region', outcome: 'answered' as const, selected: ['2', '1'] },
    { questionId: 'notes', outcome: 'later' as const, selected: [], text: 'soon' },
  ];
  assert.deepEqual(labelAnswers(set, answers), [
    { questionId: 'region', outcome: 'answered', selected: ['2', '1'], labels: ['Europe', 'Americas'] },
    { questionId: 'notes', outcome: 'later', selected: [], text: 'soon', labels: [] },
  ]);
  assert.deepEqual(
    answers[0],
    { questionId: 'region', outcome: 'answered', selected: ['2', '1'] },
    'not mutated',
  );
});

test('an id the question lacks, or a question the set lacks, keeps the id as its label', () => {
  assert.deepEqual(
    labelAnswers(set, [
      { questionId: 'region', outcome: 'answered', selected: ['9'] },
      { questionId: 'gone', outcome: 'answered', selected: ['x'] },
    ]).map((a) => a.labels),
    [['9'], ['x']],
  );
});

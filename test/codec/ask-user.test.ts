/**
 * askUser (seed 000 §6, ASK_USER): one question built in code, valid by construction — a vance
 * fence with no id, a choice from two options on, otherwise free text carrying the suggestion;
 * and the same as a `<question-form>`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  askUser,
  askUserSet,
  encodeAnswers,
  parse,
  parseMessage,
  readAnswers,
  type AskOption,
  type QuestionSet,
} from '../../src/codec/index.js';

function decode(body: string): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, `askUser wrote an invalid body: ${JSON.stringify(!r.ok && r.error)}\n${body}`);
  return r.set;
}

/** The YAML inside the fence. */
const inner = (fence: string) => fence.split('\n').slice(1, -1).join('\n');

describe('askUser: a vance fence with one question', () => {
  test('two or more options give a choice', () => {
    const fence = askUser('In which region will data be stored?', ['eu-central-1', 'eu-west-1']);
    assert.match(fence, /^```questions\n/);
    assert.match(fence, /\n```$/);
    const set = decode(fence);
    assert.equal(set.format, 'vance');
    assert.equal(set.questions.length, 1);
    const [q] = set.questions;
    assert.equal(q.kind, 'choice');
    assert.equal(q.text, 'In which region will data be stored?');
    assert.deepEqual(
      q.options.map((o) => o.label),
      ['eu-central-1', 'eu-west-1'],
    );
    assert.equal(q.multiple, false);
    assert.equal(q.allowCustom, true);
  });

  test('carries no id: the set id is derived from the body, and any user message closes it', () => {
    const fence = askUser('Which one?', ['A', 'B']);
    assert.doesNotMatch(inner(fence), /^id:/m);
    const set = decode(fence);
    assert.equal(set.derivedId, true);
    assert.match(set.id, /^q-[0-9a-f]+$/);
  });

  test('one option gives a text question carrying it as the suggestion', () => {
    const set = decode(askUser('What should the service be called?', ['billing-api']));
    const [q] = set.questions;
    assert.equal(q.kind, 'text');
    assert.deepEqual(
      q.options.map((o) => o.label),
      ['billing-api'],
    );
  });

  test('no options give a plain text question', () => {
    const [q] = decode(askUser('Anything else?')).questions;
    assert.equal(q.kind, 'text');
    assert.deepEqual(q.options, []);
  });

  test('options with descriptions, and the context as a quote', () => {
    const fence = askUser('Merge how?', [{ label: 'Squash', description: 'One commit' }, 'Rebase'], {
      context: 'main is protected',
    });
    const [q] = decode(fence).questions;
    assert.deepEqual(q.options, [
      { id: '1', label: 'Squash', description: 'One commit' },
      { id: '2', label: 'Rebase' },
    ]);
    assert.equal(q.context, 'main is protected');
  });

  test('blank and repeated options are dropped, so two of the same make a text question', () => {
    const [q] = decode(askUser('Which?', ['A', ' ', 'a', 'A'])).questions;
    assert.equal(q.kind, 'text');
    assert.deepEqual(
      q.options.map((o) => o.label),
      ['A'],
    );
    const [r] = decode(askUser('Which?', ['A', '', 'B', 'b'])).questions;
    assert.equal(r.kind, 'choice');
    assert.deepEqual(
      r.options.map((o) => [o.id, o.label]),
      [
        ['1', 'A'],
        ['2', 'B'],
      ],
    );
  });

  test('askUserSet is the set that parse reads back from askUser', () => {
    const cases: [string, AskOption[]][] = [
      ['Which region?', ['eu-central-1', 'eu-west-1']],
      ['Name?', ['svc']],
      ['Anything else?', []],
    ];
    for (const [question, options] of cases)
      assert.deepEqual(decode(askUser(question, options)), askUserSet(question, options));
  });

  test('the fence stands in a message, and parseMessage finds it', () => {
    const message = `I need one decision first.\n\n${askUser('Which region?', ['eu', 'us'])}\n`;
    const sets = parseMessage(message).filter((s) => s.kind === 'set');
    assert.equal(sets.length, 1);
  });

  test('the answer is read back as the text an ASK_USER engine understands', () => {
    const set = decode(askUser('Which region?', ['eu-central-1', 'eu-west-1']));
    const { text } = encodeAnswers(set, [{ questionId: 'answer', outcome: 'answered', selected: ['2'] }]);
    assert.equal(text, 'eu-west-1');
    assert.deepEqual(readAnswers(set, text).answers, [
      { questionId: 'answer', outcome: 'answered', selected: ['2'] },
    ]);
  });

  test('valid by construction for any question and any options (property)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((s) => s.trim().length > 0);
    const option: fc.Arbitrary<AskOption> = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.record({ label: fc.string({ maxLength: 20 }), description: fc.option(text, { nil: undefined }) }),
      fc.constantFrom('yes', 'no', '1.50', 'null', '- item', 'a: b', '```', '</question-form>', '  padded  '),
    );
    fc.assert(
      fc.property(
        text,
        fc.array(option, { maxLength: 6 }),
        fc.option(text, { nil: undefined }),
        (q, options, context) => {
          const fence = askUser(q, options, context ? { context } : {});
          const set = decode(fence);
          assert.equal(set.format, 'vance');
          assert.equal(set.derivedId, true);
          assert.equal(set.questions.length, 1);
          const [question] = set.questions;
          assert.equal(question.text, q);
          const labels = new Set(
            options.map((o) => (typeof o === 'string' ? o : o.label).trim().toLowerCase()).filter(Boolean),
          );
          assert.equal(question.kind, labels.size >= 2 ? 'choice' : 'text');
          assert.equal(question.options.length, labels.size);
          assert.deepEqual(set, askUserSet(q, options, context ? { context } : {}));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('askUser with format form: a <question-form> with one question', () => {
  test('two or more options give a required radio with a custom answer', () => {
    const tag = askUser('Which tone fits?', ['Formal', 'Casual'], { format: 'form', id: 'tone' });
    assert.match(tag, /^<question-form id="tone">\n/);
    const set = decode(tag);
    assert.equal(set.format, 'form');
    assert.equal(set.id, 'tone');
    const [q] = set.questions;
    assert.equal(q.kind, 'choice');
    assert.equal(q.input?.type, 'radio');
    assert.equal(q.required, true);
    assert.equal(q.allowCustom, true);
    assert.deepEqual(
      q.options.map((o) => o.label),
      ['Formal', 'Casual'],
    );
  });

  test('one option gives a text input carrying it as the placeholder', () => {
    const [q] = decode(askUser('Name?', ['billing-api'], { format: 'form' })).questions;
    assert.equal(q.kind, 'input');
    assert.deepEqual(q.input, { type: 'text', placeholder: 'billing-api' });
  });

  test('without an id the form id is derived from the question, and stands in the tag', () => {
    const a = decode(askUser('Name?', [], { format: 'form' }));
    const b = decode(askUser('Name?', [], { format: 'form', id: '  ' }));
    assert.match(a.id, /^q-[0-9a-f]+$/);
    assert.equal(b.id, a.id);
  });

  test('askUserSet is the set that parse reads back', () => {
    for (const options of [['A', 'B'], ['A'], []])
      assert.deepEqual(
        decode(askUser('Pick?', options, { format: 'form', id: 'f' })),
        askUserSet('Pick?', options, { format: 'form', id: 'f' }),
      );
  });

  test('the answer comes back as the form message, and readAnswers reads it', () => {
    const set = decode(askUser('Which tone fits?', ['Formal', 'Casual'], { format: 'form', id: 'tone' }));
    const { payload } = encodeAnswers(set, [
      { questionId: 'answer', outcome: 'answered', selected: ['Casual'] },
    ]);
    const message = (payload as { message: string }).message;
    assert.equal(message, '[form answers — tone]\nCasual');
    assert.deepEqual(readAnswers(set, message).answers, [
      { questionId: 'answer', outcome: 'answered', selected: ['Casual'] },
    ]);
  });

  test('valid by construction (property)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((s) => s.trim().length > 0);
    fc.assert(
      fc.property(text, fc.array(fc.string({ maxLength: 15 }), { maxLength: 5 }), (q, options) => {
        const set = decode(askUser(q, options, { format: 'form' }));
        assert.equal(set.format, 'form');
        assert.equal(set.questions.length, 1);
        assert.deepEqual(set, askUserSet(q, options, { format: 'form' }));
      }),
      { numRuns: 200 },
    );
  });
});

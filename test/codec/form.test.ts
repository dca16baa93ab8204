/** The discovery `<question-form>` format: what the fixture corpus cannot say. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  checkAnswers,
  detect,
  encodeAnswers,
  parse,
  parseMessage,
  serialize,
  toFence,
  type Answer,
  type QuestionSet,
} from '../../src/codec/index.js';
import { form } from '../../src/codec/formats/form/format.js';
import { validBody } from './arbitraries/form.js';

const comparable = (set: QuestionSet) => (set.derivedId ? { ...set, id: '(derived)' } : set);

function decoded(body: string | object, options = {}): QuestionSet {
  const r = parse(body, options);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

const wrapped = { questions: [{ id: 'a', label: 'A?', type: 'radio', options: ['x', 'y'] }] };

describe('form detect', () => {
  test('a wrapped body scores 2, a bare question 1, anything else 0', () => {
    assert.equal(form.detect(wrapped), 2);
    assert.equal(form.detect({ id: 'a', label: 'A?', type: 'text' }), 1);
    assert.equal(form.detect([{ id: 'a', label: 'A?', type: 'text' }]), 1);
    assert.equal(form.detect({ questions: [{ key: 'a', text: 'A?' }] }), 0);
    assert.equal(form.detect('text'), 0);
    assert.equal(form.detect(null), 0);
  });

  test('detect() finds the form from its keys and from its tag', () => {
    assert.equal(detect(wrapped), 'form');
    assert.equal(detect(`<question-form id="x">${JSON.stringify(wrapped)}</question-form>`), 'form');
  });

  test('a bare question gets the form error that says to wrap it', () => {
    const r = parse({ id: 'a', label: 'A?', type: 'text' });
    assert.equal(r.ok, false);
    assert.match(!r.ok ? r.error.message : '', /top-level "questions" array/);
  });
});

describe('form serialize and toFence', () => {
  test('attributes are escaped and the JSON can never close the tag', () => {
    const set = decoded(
      { questions: [{ id: 'a', label: 'Ends </question-form> here', type: 'text' }] },
      {
        attributes: { id: 'a"b<c>&d', title: 'Line one\nline "two"' },
      },
    );
    const fence = toFence(set);
    assert.equal(fence.match(/<\/question-form>/g)?.length, 1);
    assert.ok(
      fence.startsWith(
        '<question-form id="a&quot;b&lt;c&gt;&amp;d" title="Line one&#10;line &quot;two&quot;">\n',
      ),
    );
    assert.ok(fence.includes('Ends \\u003c/question-form> here'));
    const again = decoded(fence);
    assert.deepEqual(again, set);
  });

  test('a fence stands in a message between prose', () => {
    const set = decoded(wrapped, { attributes: { id: 'pick', title: 'Pick one' } });
    const segments = parseMessage(`Before.\n\n${toFence(set)}\n\nAfter.`);
    assert.deepEqual(
      segments.map((s) => s.kind),
      ['text', 'set', 'text'],
    );
    const block = segments[1];
    assert.ok(block.kind === 'set' && block.result.ok);
    if (block.kind === 'set' && block.result.ok) assert.deepEqual(block.result.set, set);
  });

  test('serialize gives bare JSON when nothing lives in the tag, the tag otherwise', () => {
    const bare = decoded(wrapped);
    assert.ok(serialize(bare).startsWith('{'));
    assert.ok(toFence(bare).startsWith('<question-form>\n'));
    const named = decoded(wrapped, { attributes: { id: 'n' } });
    assert.ok(serialize(named).startsWith('<question-form id="n">'));
  });

  test('choice defaults: allowCustom written only when false, options as strings when plain', () => {
    const set = decoded({
      questions: [
        {
          id: 'a',
          label: 'A',
          type: 'select',
          allowCustom: false,
          options: ['x', { label: 'Y', value: 'y' }],
        },
        { id: 'b', label: 'B', type: 'radio', allowCustom: true, options: ['x', 'z'] },
      ],
    });
    const wire = JSON.parse(serialize(set));
    assert.deepEqual(wire.questions[0], {
      id: 'a',
      label: 'A',
      type: 'select',
      options: ['x', { label: 'Y', value: 'y' }],
      allowCustom: false,
    });
    assert.deepEqual(wire.questions[1], { id: 'b', label: 'B', type: 'radio', options: ['x', 'z'] });
  });
});

describe('form payload', () => {
  const set = decoded(
    {
      questions: [
        { id: 'pick', label: 'Pick', type: 'radio', allowCustom: false, options: ['x', 'y'] },
        { id: 'logo', label: 'Logo', type: 'file' },
      ],
    },
    { attributes: { id: 'f1' } },
  );

  test('chosen files ride beside the message, never inside it', () => {
    const file = { name: 'logo.svg', size: 10 };
    const answers: Answer[] = [
      { questionId: 'logo', outcome: 'answered', selected: [], value: ['logo.svg'] },
    ];
    const { payload } = encodeAnswers(set, answers, { requestId: 'r', files: { logo: [file] } });
    assert.deepEqual(payload, {
      formId: 'f1',
      message: '[form answers — f1]\n- Pick → no answer\n- Logo → logo.svg',
      values: { pick: null, logo: ['logo.svg'] },
      files: { logo: [file] },
    });
    const none = encodeAnswers(set, answers, { requestId: 'r', files: {} }).payload as Record<
      string,
      unknown
    >;
    assert.equal('files' in none, false);
  });

  test('free text is not a value where the question allows no custom answer', () => {
    const answers: Answer[] = [
      { questionId: 'pick', outcome: 'answered', selected: ['y'], text: 'something else' },
    ];
    const { payload } = encodeAnswers(set, answers, { requestId: 'r' });
    assert.deepEqual((payload as { values: unknown }).values, { pick: 'y', logo: null });
  });

  test('check: a custom answer counts towards maxSelections', () => {
    const s = decoded({
      questions: [{ id: 'c', label: 'C', type: 'checkbox', options: ['a', 'b', 'c'], maxSelections: 2 }],
    });
    const ok = checkAnswers(s, [{ questionId: 'c', outcome: 'answered', selected: ['a'], text: 'd' }]);
    assert.equal(ok.ok, true);
    const over = checkAnswers(s, [{ questionId: 'c', outcome: 'answered', selected: ['a', 'b'], text: 'd' }]);
    assert.deepEqual(
      over.issues.map((i) => [i.questionId, i.code]),
      [['c', 'too-many']],
    );
  });

  test('check: e-mail, url and number values', () => {
    const s = decoded({
      questions: [
        { id: 'e', label: 'E', type: 'email' },
        { id: 'u', label: 'U', type: 'url' },
        { id: 'n', label: 'N', type: 'number', min: 0, max: 10 },
      ],
    });
    const answer = (questionId: string, a: Partial<Answer>): Answer => ({
      questionId,
      outcome: 'answered',
      selected: [],
      ...a,
    });
    const good = checkAnswers(s, [
      answer('e', { text: 'a.b@example.com' }),
      answer('u', { text: 'https://example.com/x' }),
      answer('n', { value: 10 }),
    ]);
    assert.deepEqual(good.issues, []);
    const bad = checkAnswers(s, [
      answer('e', { text: 'a@' }),
      answer('u', { text: 'example.com' }),
      answer('n', { text: 'ten' }),
    ]);
    assert.deepEqual(
      bad.issues.map((i) => [i.questionId, i.code]),
      [
        ['e', 'invalid'],
        ['u', 'invalid'],
        ['n', 'invalid'],
      ],
    );
  });
});

describe('form property: generated bodies', () => {
  test('parse(body) succeeds and parse(serialize(set)) gives the set back', () => {
    fc.assert(
      fc.property(validBody, (body) => {
        const first = parse(body);
        assert.ok(first.ok, JSON.stringify(!first.ok && first.error));
        assert.equal(first.set.format, 'form');
        const again = parse(serialize(first.set), { format: 'form' });
        assert.ok(again.ok, JSON.stringify(!again.ok && again.error));
        assert.deepEqual(comparable(again.set), comparable(first.set));
        const fenced = parse(toFence(first.set));
        assert.ok(fenced.ok);
        assert.deepEqual(comparable(fenced.set), comparable(first.set));
      }),
      { numRuns: 200 },
    );
  });
});

/** The Vancetope `questions` format beyond the corpus: ids, detection, serialize/toFence shape, and the wire → model mapping as a property. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { parse as parseYaml } from 'yaml';
import {
  djb2,
  encodeAnswers,
  FORMATS,
  parse,
  parseMessage,
  serialize,
  toFence,
  toText,
  type Answer,
  type QuestionSet,
} from '../../src/codec/index.js';
import { read } from './corpus.js';
import { derivedId } from '../../src/codec/hash.js';
import { normalizeLabel, textPiece } from '../../src/codec/normalize.js';
import { render, style, validWire, type Wire } from './arbitraries/vance.js';

function set(file: string): QuestionSet {
  const result = parse(read(file));
  assert.ok(result.ok, `${file}: ${JSON.stringify(!result.ok && result.error)}`);
  return result.set;
}

describe('derived ids', () => {
  test('djb2 matches a hand computation', () => {
    // 5381 · 33 + 97 ("a") = 177670 = 0x2b606
    assert.equal(djb2('a'), '2b606');
    assert.equal(djb2(''), (5381).toString(16));
  });

  test('the derived id is djb2 of the canonical JSON text, for any content (the hash never builds the text)', () => {
    const written = (v: unknown): string => {
      if (typeof v === 'string') return JSON.stringify(v.replace(/\r\n?/g, '\n'));
      if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : written(x))).join(',')}]`;
      if (typeof v !== 'object' || v === null) return JSON.stringify(v) ?? 'null';
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${written(o[k])}`).join(',')}}`;
    };
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({
        unit: fc.constantFrom('a', '"', '\\', '\r', '\n', '\u0000', '\ud800', '\udc00', '😀', 'é'),
      }),
    );
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(undefined),
        fc.array(tie('v')),
        fc.dictionary(text, tie('v')),
      ),
    })).v;
    fc.assert(
      fc.property(fc.dictionary(text, value), (content) => {
        const { id: _id, derivedId: _d, ...rest } = content;
        assert.equal(derivedId(content as never), 'q-' + djb2(written(rest)));
      }),
      { numRuns: 1000, seed: 13 },
    );
  });

  test('a body without id gets q- + djb2 of the decoded set in a canonical form', () => {
    // the canonical form: the decoded set without its id, keys sorted, LF line ends
    const canonical =
      '{"format":"vance","questions":[{"allowCustom":true,"id":"a","kind":"text","multiple":false,' +
      '"options":[],"required":false,"text":"b"}]}';
    assert.equal(set('vance/valid/05-tiny-no-id.yaml').id, 'q-' + djb2(canonical));
    // neither whitespace, key order, CRLF nor JSON instead of YAML changes it
    for (const body of [
      '\n\nquestions:\n  - key: a\n    text: b\n\n  ',
      'questions:\r\n  - text: b\r\n    key: a\r\n',
      '{ "questions": [ { "text": "b", "key": "a" } ] }',
    ]) {
      const r = parse(body);
      assert.ok(r.ok);
      assert.equal(r.set.id, 'q-' + djb2(canonical));
      assert.equal(r.set.derivedId, true);
    }
  });

  test('a fenced body and the same body bare get the same id', () => {
    const fenced = set('vance/valid/15-fence.md');
    const inner = read('vance/valid/15-fence.md').split('\n').slice(1, -2).join('\n');
    const bare = parse(inner);
    assert.ok(bare.ok);
    assert.equal(bare.set.id, fenced.id);
  });

  test('a given id is kept and not marked derived', () => {
    const s = set('vance/valid/01-seed-example.yaml');
    assert.equal(s.id, 'q-7f3a');
    assert.equal('derivedId' in s, false);
  });
});

describe('YAML text is read as written', () => {
  test('a body indented as a whole decodes', () => {
    const result = parse('  id: indented\n  questions:\n    - key: a\n      text: b\n');
    assert.ok(result.ok, JSON.stringify(!result.ok && result.error));
    assert.equal(result.set.id, 'indented');
  });

  test('the last line of a block scalar keeps its trailing spaces', () => {
    const result = parse(
      'questions:\n  - key: a\n    text: b\n    context: |-\n      ends in two spaces  \n',
    );
    assert.ok(result.ok);
    assert.equal(result.set.questions[0].context, 'ends in two spaces  ');
  });

  test('serialize keeps trailing spaces of a multi-line last value', () => {
    const first = parse({ questions: [{ key: 'a', text: 'b', context: 'line one  \nline two  ' }] });
    assert.ok(first.ok);
    const again = parse(serialize(first.set));
    assert.ok(again.ok);
    assert.equal(again.set.questions[0].context, 'line one  \nline two  ');
  });
});

describe('detect', () => {
  const score = (data: unknown) => FORMATS.vance.detect(data);

  test('recognises the shapes of the seed', () => {
    assert.ok(score({ questions: [{ key: 'a', text: 'b' }] }) >= 2);
    assert.ok(score({ questions: [{ text: 'b', kind: 'confirm' }] }) >= 2);
    assert.ok(score({ questions: [{ text: 'b', weight: 'minor' }] }) >= 2);
    assert.ok(score({ questions: [{ text: 'b', proposal: 'x' }] }) >= 2);
    assert.equal(score({ $meta: {}, questions: 'anything' }), 3);
  });

  test('leaves other shapes alone', () => {
    for (const data of [
      null,
      'questions',
      [],
      [{ key: 'a', text: 'b' }],
      { questions: [] },
      { questions: [{ text: 'b' }] },
      { intro: 'x' },
    ])
      assert.equal(score(data), 0, JSON.stringify(data));
  });

  test('a ```questions fence is vance whatever it holds', () => {
    const result = parse(
      '```questions\n{"questions": [{"header": "H", "question": "Q?", "options": [{"label": "a"}, {"label": "b"}]}]}\n```',
    );
    assert.equal(!result.ok && result.error.code, 'required');
  });
});

describe('serialize and toFence', () => {
  test('serialize writes YAML in the seed shape: no default kind, no derived id, no $meta', () => {
    const derived = set('vance/valid/10-text-with-suggestion.yaml');
    const wire = parseYaml(serialize(derived));
    assert.deepEqual(wire, {
      questions: [
        {
          key: 'database',
          text: 'Which database should the migration run against?',
          options: ['the staging database'],
        },
      ],
    });
    const meta = parseYaml(serialize(set('vance/valid/03-meta-header.yaml')));
    assert.deepEqual(meta, {
      id: 'review-17',
      questions: [{ key: 'owner', text: 'Who owns the storage bucket after the migration?' }],
    });
  });

  test('serialize keeps descriptions as objects and plain options as strings', () => {
    const wire = parseYaml(serialize(set('vance/valid/07-option-objects.yaml')));
    assert.deepEqual(wire.questions[0].options, [
      { label: 'Redis', description: 'Already running in the cluster; **no new service**.' },
      'Memcached',
      'None',
      { label: 'In-process LRU', description: '' },
    ]);
    assert.deepEqual(parseYaml(serialize(set('vance/valid/08-numeric-options.yaml'))).questions[0].options, [
      '1',
      '3',
      '5',
    ]);
  });

  test('toFence lengthens the fence past backticks in the body and reads back', () => {
    const s = set('vance/valid/13-markdown.yaml');
    const fence = toFence(s);
    assert.match(fence, /^````questions\n/);
    assert.match(fence, /\n````$/);
    const again = parse(fence);
    assert.ok(again.ok);
    assert.deepEqual(again.set, s);
  });

  test('a fence from toFence stands in a message between prose', () => {
    const s = set('vance/valid/01-seed-example.yaml');
    const segments = parseMessage(`Before I go on:\n\n${toFence(s)}\n\nThanks!`);
    assert.deepEqual(
      segments.map((x) => x.kind),
      ['text', 'set', 'text'],
    );
    const block = segments[1];
    assert.ok(block.kind === 'set' && block.result.ok);
    assert.deepEqual(block.result.set, s);
  });

  test('toText reads as the plain-text clients of seed 000 §5 show it', () => {
    assert.equal(
      toText(set('vance/valid/01-seed-example.yaml')),
      [
        'Three points regarding the requirement',
        '',
        '1. In which region will data be stored?',
        '   > must be stored … within the European Union',
        '   [1] eu-central-1 [2] eu-west-1',
        '',
        '2. Correct retention to 10 years? [blocker]',
        '   Assumption: 10 years instead of 5',
        '',
      ].join('\n'),
    );
  });
});

/** The model the seed's rules give for a wire body, worked out without the codec. */
function expectedQuestions(wire: Wire) {
  const lower = (s: string) => s.trim().toLowerCase();
  return wire.questions.map((q) => {
    const out: Record<string, unknown> = {
      id: q.key,
      text: q.text,
      kind: q.kind === undefined ? 'text' : lower(q.kind),
      multiple: false,
      options: (q.options ?? []).map((o, i) =>
        typeof o === 'object'
          ? {
              id: String(i + 1),
              label: normalizeLabel(String(o.label)),
              ...(o.description !== undefined && { description: o.description }),
            }
          : { id: String(i + 1), label: normalizeLabel(String(o)) },
      ),
      allowCustom: true,
      required: false,
    };
    if (q.proposal !== undefined) out.proposal = q.proposal;
    if (q.context !== undefined) out.context = q.context;
    if (q.weight !== undefined) out.weight = lower(q.weight);
    return out;
  });
}

describe('properties', () => {
  test('every generated body decodes to the model its wire describes', () => {
    fc.assert(
      fc.property(validWire, style, fc.nat(5), (wire, s, y) => {
        const body = render(wire, s, y);
        const result = parse(body);
        if (!result.ok) throw new Error(`${JSON.stringify(result.error)} for ${JSON.stringify(body)}`);
        const got = result.set;
        assert.equal(got.format, 'vance');
        if (wire.id !== undefined) {
          assert.equal(got.id, wire.id);
          assert.equal(got.derivedId, undefined);
        } else {
          assert.equal(got.derivedId, true);
          // every style of the same wire gets the same id, and so does its serialization
          assert.match(got.id, /^q-[0-9a-f]{1,8}$/);
          const other = parse(render(wire, s === 'json' ? 'yaml' : 'json', y));
          assert.equal(other.ok && other.set.id, got.id);
          assert.equal(
            parse(serialize(got)).ok && (parse(serialize(got)) as { set: QuestionSet }).set.id,
            got.id,
          );
        }
        assert.equal(got.intro, wire.intro);
        assert.deepEqual(got.questions, expectedQuestions(wire));
      }),
      { numRuns: 150 },
    );
  });

  const outcome = fc.constantFrom<Answer['outcome']>('answered', 'settled', 'later', 'unknown');

  test('the payload lists every question once, in order, open ones as LATER', () => {
    fc.assert(
      fc.property(
        validWire,
        fc.array(fc.tuple(fc.nat(), outcome, fc.array(fc.nat(6)), fc.option(fc.string()))),
        (wire, raw) => {
          const result = parse(wire);
          assert.ok(result.ok);
          const s = result.set;
          const answers: Answer[] = raw.map(([n, o, sel, text]) => ({
            questionId: s.questions[n % s.questions.length].id,
            outcome: o,
            selected: sel.map((i) => String(i)),
            ...(text !== null && { text }),
          }));
          const { text, payload } = encodeAnswers(s, answers, { requestId: 'r' });
          const p = payload as {
            content: string;
            questionAnswers: {
              setId: string;
              answers: { key: string; outcome: string; value: string | null }[];
            };
          };
          assert.equal(p.content, text);
          assert.equal(p.questionAnswers.setId, s.id);
          assert.deepEqual(
            p.questionAnswers.answers.map((a) => a.key),
            s.questions.map((q) => q.id),
          );
          for (const a of p.questionAnswers.answers) {
            assert.ok(['ANSWERED', 'SETTLED', 'LATER', 'UNKNOWN'].includes(a.outcome));
            if (a.outcome === 'ANSWERED') assert.equal(typeof a.value, 'string');
            else assert.equal(a.value, null);
            if (!answers.some((x) => x.questionId === a.key)) assert.equal(a.outcome, 'LATER');
          }
          if (s.questions.length > 1)
            for (const q of s.questions) assert.ok(text.includes(`- ${textPiece(q.text)} → `), q.text); // one line, NFC, no bidi controls
        },
      ),
      { numRuns: 100 },
    );
  });
});

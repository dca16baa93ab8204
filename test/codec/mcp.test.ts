/**
 * MCP elicitation: every answer case of the corpus checked against the SDK itself — the payload
 * against `ElicitResultSchema`, the accepted `content` against the request's `requestedSchema`
 * with the SDK's own JSON Schema validator (ajv with formats) — and the request bodies against
 * `ElicitRequestFormParamsSchema`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { ElicitRequestFormParamsSchema, ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import {
  checkAnswers,
  detect,
  encodeAnswers,
  encodeDecline,
  parse,
  readAnswers,
  serialize,
  type Answer,
  type QuestionSet,
} from '../../src/codec/index.js';
import { mcp } from '../../src/codec/formats/mcp/format.js';
import { isDate, isDateTime, isSchemaEmail, isUri } from '../../src/codec/formats/input-value.js';
import { contentFits, elicitRequestSchemaFor } from '../reference/mcp.js';
import { answerCases, bodyCases } from './corpus.js';
import { validBody } from './arbitraries/mcp.js';

const validator = new AjvJsonSchemaValidator();
const contentValid = (schema: unknown, content: unknown) =>
  validator.getValidator(schema as Parameters<typeof validator.getValidator>[0])(content).valid;

const comparable = (set: QuestionSet) => (set.derivedId ? { ...set, id: '(derived)' } : set);

function decoded(body: string | object): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

const schemaOf = (set: QuestionSet) => JSON.parse(serialize(set)).requestedSchema;

describe('mcp answer cases pass the SDK', () => {
  const cases = answerCases().filter((c) => c.format === 'mcp');
  test('there are answer cases', () => assert.ok(cases.length >= 8));
  for (const c of cases) {
    test(c.file, () => {
      const set = decoded(c.body);
      const requested = JSON.parse(c.body).requestedSchema;
      const expected = c.case.expected.payload as { action: string; content?: Record<string, unknown> };
      // the fixture's own payload and the codec's both pass ElicitResultSchema
      assert.ok(ElicitResultSchema.safeParse(expected).success, 'fixture payload fails ElicitResultSchema');
      const payload = c.case.decline
        ? encodeDecline(set, { ...c.case.decline, requestId: c.case.requestId })!.payload
        : encodeAnswers(set, (c.case.answers ?? []) as Answer[], { requestId: c.case.requestId }).payload;
      const result = ElicitResultSchema.safeParse(payload);
      assert.ok(result.success, JSON.stringify(!result.success && result.error));
      assert.deepEqual(payload, expected);
      if (expected.action !== 'accept') {
        assert.equal('content' in expected, false);
        return;
      }
      // content passes the requested schema exactly when the answers may be sent
      const ok = checkAnswers(set, (c.case.answers ?? []) as Answer[]).ok;
      assert.equal(
        contentValid(requested, expected.content),
        ok,
        `schema validity must match check() (${ok})`,
      );
      assert.equal(
        contentValid(schemaOf(set), expected.content),
        ok,
        'the serialized schema must judge alike',
      );
    });
  }
});

describe('mcp request bodies', () => {
  for (const c of bodyCases('valid').filter((b) => b.format === 'mcp')) {
    test(`${c.file} and its serialization pass the SDK's schema of its mode`, () => {
      const body: unknown = JSON.parse(c.body);
      // URL mode: the SDK's union (2025-11-25, with its id) or the 2026-07-28 shape without one
      const schema =
        (body as { mode?: string }).mode === 'url'
          ? elicitRequestSchemaFor(body)
          : ElicitRequestFormParamsSchema;
      assert.ok(schema.safeParse(body).success);
      const set = decoded(c.body);
      const again: unknown = JSON.parse(serialize(set));
      const r = schema.safeParse(again);
      assert.ok(r.success, JSON.stringify(!r.success && r.error));
    });
  }

  test('an untitled property reads as its name in words; the serialization gives it no title', () => {
    const names: Record<string, string> = {
      first_name: 'First name',
      dateOfBirth: 'Date of birth',
      'user-ID': 'User ID',
      userID: 'User ID',
      email: 'Email',
      'post code': 'Post code',
      город: 'Город',
      _: '_',
    };
    const properties = Object.fromEntries(Object.keys(names).map((n) => [n, { type: 'string' }]));
    const set = decoded({ message: 'm', requestedSchema: { type: 'object', properties } });
    assert.deepEqual(
      set.questions.map((q) => q.text),
      Object.values(names),
    );
    for (const n of Object.keys(names)) assert.equal(schemaOf(set).properties[n].title, undefined, n);
    // a title is kept as written, also when it is the bare name
    const titled = decoded({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { first_name: { type: 'string', title: 'first_name' } },
      },
    });
    assert.equal(titled.questions[0].text, 'first_name');
    assert.equal(schemaOf(titled).properties.first_name.title, 'first_name');
  });

  test('a message that asks to destroy something marks the set as danger (a verb of the list in its first sentence)', () => {
    const danger = (message: string) =>
      decoded({ message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } })
        .danger === true;
    assert.ok(danger('Delete all 47 contacts?'));
    assert.ok(danger('Really remove the repository? It has 3 stars.'));
    assert.ok(!danger('Share your location?'));
    assert.ok(!danger('Keep the draft? Otherwise we delete it.'), 'only the first sentence');
    assert.ok(!danger('Deleted items: keep them?'), 'whole words only');
  });

  test('legacy enumNames come back as a titled oneOf', () => {
    const set = decoded({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { e: { type: 'string', enum: ['a', 'b'], enumNames: ['A', 'B'] } },
      },
    });
    assert.deepEqual(schemaOf(set).properties.e, {
      type: 'string',
      oneOf: [
        { const: 'a', title: 'A' },
        { const: 'b', title: 'B' },
      ],
    });
  });
});

describe('mcp detect', () => {
  test('requestedSchema is unmistakable; a URL-mode request is recognised', () => {
    assert.equal(mcp.detect({ message: 'm', requestedSchema: {} }), 3);
    assert.equal(mcp.detect({ mode: 'url', message: 'm', elicitationId: 'e', url: 'https://x.example' }), 2);
    assert.equal(mcp.detect({ questions: [] }), 0);
    assert.equal(mcp.detect([]), 0);
    assert.equal(
      detect('{"message":"m","requestedSchema":{"type":"object","properties":{"a":{"type":"string"}}}}'),
      'mcp',
    );
    const url = parse({ mode: 'url', message: 'm', elicitationId: 'e', url: 'https://x.example/pay?x=1' });
    assert.deepEqual(url.ok && url.set.url, {
      href: 'https://x.example/pay?x=1',
      origin: 'https://x.example',
      elicitationId: 'e',
    });
    assert.deepEqual(url.ok && url.set.questions, []);
  });
});

describe('mcp answers', () => {
  const set = decoded({
    message: 'm',
    requestedSchema: {
      type: 'object',
      properties: {
        when: { type: 'string', format: 'date-time' },
        tags: { type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } },
        pick: { type: 'string', enum: ['x', 'y'] },
      },
    },
  });
  const requested = schemaOf(set);
  const answer = (questionId: string, a: Partial<Answer>): Answer => ({
    questionId,
    outcome: 'answered',
    selected: [],
    ...a,
  });

  test('a local date and time (datetime-local) is sent as a full RFC 3339 date-time', () => {
    const answers = [answer('when', { text: '2025-03-01T09:30' })];
    const { payload } = encodeAnswers(set, answers, { requestId: 'r' });
    const content = (payload as { content: { when: string } }).content;
    assert.match(content.when, /^2025-03-01T09:30:00[+-]\d\d:\d\d$/);
    assert.ok(contentValid(requested, content));
    assert.equal(checkAnswers(set, answers).ok, true);
  });

  test('too few choices; free text where only options count is not an answer', () => {
    const check = checkAnswers(set, [answer('tags', { selected: ['a'] }), answer('pick', { text: 'z' })]);
    assert.deepEqual(
      check.issues.map((i) => [i.questionId, i.code]),
      [['tags', 'too-few']],
    );
    assert.deepEqual(encodeAnswers(set, [answer('pick', { text: 'z' })]).payload, {
      action: 'accept',
      content: {},
    });
  });

  test('a required question marked "looks good" still needs a value', () => {
    const req = decoded({
      message: 'm',
      requestedSchema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
    });
    const check = checkAnswers(req, [{ questionId: 'a', outcome: 'settled', selected: [] }]);
    assert.deepEqual(
      check.issues.map((i) => [i.questionId, i.code]),
      [['a', 'required']],
    );
  });

  test('a required multi-select without minItems is answered by choosing nothing, as ajv accepts []', () => {
    const schema = {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
        none: { type: 'array', minItems: 0, items: { anyOf: [{ const: 'x', title: 'X' }] } },
        some: { type: 'array', minItems: 1, items: { type: 'string', enum: ['c'] } },
      },
      required: ['tags', 'none', 'some'],
    };
    const req = decoded({ message: 'm', requestedSchema: schema });
    const some: Answer = { questionId: 'some', outcome: 'answered', selected: ['c'] };
    for (const answers of [
      [some],
      [{ questionId: 'tags', outcome: 'answered', selected: [] } as Answer, some],
    ]) {
      assert.equal(checkAnswers(req, answers).ok, true, JSON.stringify(checkAnswers(req, answers).issues));
      const { payload } = encodeAnswers(req, answers, { requestId: 'r' });
      assert.deepEqual(payload, { action: 'accept', content: { tags: [], none: [], some: ['c'] } });
      const content = (payload as { content: unknown }).content;
      assert.ok(contentValid(schema, content));
      assert.ok(contentValid(schemaOf(req), content), 'the serialized schema judges alike');
    }
    // minItems 1 still needs a pick, as ajv asks
    assert.deepEqual(
      checkAnswers(req, []).issues.map((i) => [i.questionId, i.code]),
      [['some', 'required']],
    );
    assert.equal(contentValid(schema, { tags: [], none: [], some: [] }), false);
    // a required single choice or text still needs an answer: the schema wants a value there
    const single = decoded({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { s: { type: 'string', enum: ['a'] } },
        required: ['s'],
      },
    });
    assert.equal(checkAnswers(single, []).ok, false);
  });

  test('decline and cancel carry no content', () => {
    assert.deepEqual(encodeDecline(set, { note: 'no thanks' })?.payload, { action: 'decline' });
    assert.deepEqual(encodeDecline(set, { action: 'cancel' })?.payload, { action: 'cancel' });
  });
});

describe('mcp number and boolean enums (issue 50)', () => {
  const requested = {
    type: 'object',
    properties: {
      size: { type: 'integer', enum: [1, 2, 4] },
      share: {
        type: 'number',
        oneOf: [
          { const: 0.5, title: 'Half' },
          { const: 1, title: 'All' },
        ],
      },
      floor: { type: 'integer', enum: [1, 2, 4, 8], minimum: 2, maximum: 4, default: 1 },
      terms: { type: 'boolean', enum: [true], default: false },
      photos: { type: 'boolean', enum: [true] },
    },
    required: ['size', 'terms'],
  };
  const set = decoded({ message: 'm', requestedSchema: requested });
  const q = (id: string) => set.questions.find((x) => x.id === id)!;
  const answer = (questionId: string, a: Partial<Answer>): Answer => ({
    questionId,
    outcome: 'answered',
    selected: [],
    ...a,
  });
  const contentOf = (answers: Answer[]) =>
    (encodeAnswers(set, answers, { requestId: 'r' }).payload as { content: Record<string, unknown> }).content;

  test('a number enum is a single choice of its numbers, shown as written, titled by oneOf', () => {
    assert.deepEqual(
      [q('size').kind, q('size').multiple, q('size').options.map((o) => [o.id, o.label])],
      [
        'choice',
        false,
        [
          ['1', '1'],
          ['2', '2'],
          ['4', '4'],
        ],
      ],
    );
    assert.deepEqual(q('size').input, { type: 'number', integer: true });
    assert.deepEqual(
      q('share').options.map((o) => [o.id, o.label]),
      [
        ['0.5', 'Half'],
        ['1', 'All'],
      ],
    );
    assert.deepEqual(q('share').input, { type: 'number' });
    // outside minimum / maximum: left out; a default among them ignored
    assert.deepEqual(
      q('floor').options.map((o) => o.id),
      ['2', '4'],
    );
    assert.equal(q('floor').default, undefined);
    // a boolean enum of one value: a switch that takes only it; a default it refuses is ignored
    assert.deepEqual(q('terms').input, { type: 'switch', only: true });
    assert.equal(q('terms').default, undefined);
  });

  test('content carries the picked number itself; check() and the SDK validator agree', () => {
    const answers = [
      answer('size', { selected: ['4'] }),
      answer('share', { selected: ['0.5'] }),
      answer('terms', { value: true }),
    ];
    const content = contentOf(answers);
    assert.deepEqual(content, { size: 4, share: 0.5, terms: true });
    assert.equal(checkAnswers(set, answers).ok, true);
    assert.ok(contentValid(requested, content));
  });

  test('a number no option holds is no answer: typed, as a value, or as an unknown pick', () => {
    for (const a of [{ value: 3 }, { text: '3' }, { selected: ['3'] }]) {
      const answers = [answer('size', a), answer('terms', { value: true })];
      // refused (`required` or `invalid`: a choice counts only its options), and not sent
      const check = checkAnswers(set, answers);
      assert.deepEqual(
        check.issues.map((i) => i.questionId),
        ['size'],
        JSON.stringify(a),
      );
      assert.equal('size' in contentOf(answers), false);
    }
    // what the free number field used to send, the server refuses
    assert.equal(contentValid(requested, { size: 3, terms: true }), false);
  });

  test('a must-accept switch: off refuses a required one, leaves an optional one out', () => {
    const off = [answer('size', { selected: ['1'] }), answer('terms', { value: false })];
    assert.deepEqual(
      checkAnswers(set, off).issues.map((i) => [i.questionId, i.message]),
      [['terms', 'Turn this on to send']],
    );
    assert.equal(contentValid(requested, { size: 1, terms: false }), false);
    const optional = [
      answer('size', { selected: ['1'] }),
      answer('terms', { value: true }),
      answer('photos', { value: false }),
    ];
    assert.equal(checkAnswers(set, optional).ok, true);
    assert.deepEqual(contentOf(optional), { size: 1, terms: true });
    assert.ok(contentValid(requested, contentOf(optional)));
    assert.equal(contentValid(requested, { size: 1, terms: true, photos: false }), false);
  });

  test('serialize gives the enums back as numbers and booleans; parse(serialize(set)) is the set', () => {
    const wire = schemaOf(set);
    assert.deepEqual(wire.properties.size, { type: 'integer', enum: [1, 2, 4] });
    assert.deepEqual(wire.properties.share, {
      type: 'number',
      oneOf: [
        { const: 0.5, title: 'Half' },
        { const: 1, title: 'All' },
      ],
    });
    assert.deepEqual(wire.properties.floor, { type: 'integer', enum: [2, 4] });
    assert.deepEqual(wire.properties.terms, { type: 'boolean', enum: [true] });
    assert.ok(ElicitRequestFormParamsSchema.safeParse({ message: 'm', requestedSchema: wire }).success);
    assert.deepEqual(comparable(decoded(serialize(set))), comparable(set));
  });

  test('the answer text reads back to the same content', () => {
    const answers = [
      answer('size', { selected: ['2'] }),
      answer('share', { selected: ['1'] }),
      answer('terms', { value: true }),
    ];
    const { text } = encodeAnswers(set, answers, { requestId: 'r' });
    const back = readAnswers(set, text);
    assert.deepEqual(contentOf(back.answers), contentOf(answers));
  });

  test('a value of the wrong type in the list, or none in range, fails by its path', () => {
    const error = (property: object) => {
      const r = parse({ message: 'm', requestedSchema: { type: 'object', properties: { x: property } } });
      return r.ok ? undefined : [r.error.code, r.error.path?.slice(2)];
    };
    assert.deepEqual(error({ type: 'integer', enum: [1, '2'] }), ['type', ['x', 'enum', 1]]);
    assert.deepEqual(error({ type: 'integer', enum: [1, 2.5] }), ['type', ['x', 'enum', 1]]);
    assert.deepEqual(error({ type: 'number', enum: [null] }), ['type', ['x', 'enum', 0]]);
    assert.deepEqual(error({ type: 'number', oneOf: [{ const: '1', title: 'One' }] }), [
      'type',
      ['x', 'oneOf', 0, 'const'],
    ]);
    assert.deepEqual(error({ type: 'boolean', enum: [true, 'false'] }), ['type', ['x', 'enum', 1]]);
    assert.deepEqual(error({ type: 'number', enum: [1, 2], maximum: 0 }), ['enum', ['x']]);
    // a whole number written as a decimal is an integer; a number enum takes fractions
    assert.equal(error({ type: 'integer', enum: [2.0] }), undefined);
    assert.equal(error({ type: 'number', enum: [2.5, -1e-7] }), undefined);
  });
});

describe('mcp value checks agree with the SDK validator (ajv-formats)', () => {
  const formats = { email: isSchemaEmail, uri: isUri, date: isDate, 'date-time': isDateTime } as const;
  const candidates = fc.oneof(
    fc.string(),
    fc.stringMatching(/^[a-z.+-]{1,8}@[a-z0-9.-]{1,12}$/),
    fc.stringMatching(/^[a-z]{1,6}:(\/\/)?[a-z0-9.:@[\]%/?#-]{0,20}$/),
    fc.stringMatching(
      /^\d{4}-[01]\d-[0-3]\d([Tt ][0-2]\d:[0-5]\d(:[0-6]\d(\.\d{1,3})?)?([Zz]|[+-][0-2]\d:?[0-5]\d)?)?$/,
    ),
    fc.constantFrom(
      'http://[::1]/',
      'http://[1:2:3:4:5:6:7:8]',
      'http://[::ffff:10.0.0.1]',
      'http://[v1.x]',
      'http://[1::2::3]',
      'a:b',
      '2016-12-31T23:59:60Z',
      '2016-12-31T23:59:60.5Z',
      '2017-01-01T00:59:60+01:00',
      '2016-12-31T22:59:60Z',
      '2016-12-31 23:59:59z',
      '2016-12-31T23:59:59+0100',
      '2016-12-31T23:59:59+24:00',
      `a@${'b'.repeat(64)}.example`,
      `a@${'b'.repeat(70)}.${'c'.repeat(64)}`,
    ),
  );
  /** uri is only held one way: the codec's reading may be stricter than ajv's, never looser */
  const exact = new Set(['email', 'date', 'date-time']);
  for (const [format, check] of Object.entries(formats)) {
    test(format, () => {
      const schema = { type: 'object', properties: { v: { type: 'string', format } } };
      fc.assert(
        fc.property(candidates, (s) => {
          if (exact.has(format))
            assert.equal(check(s), contentValid(schema, { v: s }), `${format}: ${JSON.stringify(s)}`);
          else if (check(s))
            assert.ok(contentValid(schema, { v: s }), `${format} accepted ${JSON.stringify(s)}`);
        }),
        { numRuns: 2000 },
      );
    });
  }
});

describe('mcp property: generated bodies', () => {
  test('parse, serialize, parse gives the set back; both bodies pass the SDK request schema', () => {
    fc.assert(
      fc.property(validBody, (body) => {
        const wire = typeof body === 'string' ? JSON.parse(body) : body;
        assert.ok(
          ElicitRequestFormParamsSchema.safeParse(wire).success,
          'the arbitrary must make SDK-valid requests',
        );
        const first = parse(body);
        assert.ok(first.ok, JSON.stringify(!first.ok && first.error));
        assert.equal(first.set.format, 'mcp');
        const text = serialize(first.set);
        assert.ok(ElicitRequestFormParamsSchema.safeParse(JSON.parse(text)).success);
        const again = parse(text, { format: 'mcp' });
        assert.ok(again.ok, JSON.stringify(!again.ok && again.error));
        assert.deepEqual(comparable(again.set), comparable(first.set));
      }),
      { numRuns: 200 },
    );
  });

  test('answers that pass check() give content that passes the requested schema', () => {
    const answerFor = (q: QuestionSet['questions'][number]) =>
      fc.oneof(
        fc.constant(undefined),
        fc.subarray(q.options.map((o) => o.id)).map((selected) => answerOf(q.id, { selected })),
        fc
          .oneof(
            fc.string(),
            fc.constantFrom(
              'a@b.co',
              'https://x.example/p',
              '2025-01-31',
              '2025-01-31T10:00:00Z',
              '2025-01-31T10:00',
            ),
          )
          .map((text) => answerOf(q.id, { text })),
        fc
          .oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.boolean())
          .map((value) => answerOf(q.id, { value })),
      );
    const answerOf = (questionId: string, a: Partial<Answer>): Answer => ({
      questionId,
      outcome: 'answered',
      selected: [],
      ...a,
    });
    const cases = validBody.chain((body) => {
      const set = decoded(body);
      return fc.tuple(fc.constant(body), fc.constant(set), fc.tuple(...set.questions.map(answerFor)));
    });
    let sent = 0;
    fc.assert(
      fc.property(cases, ([body, set, maybeAnswers]) => {
        const answers = maybeAnswers.filter((a): a is Answer => a !== undefined);
        const { payload } = encodeAnswers(set, answers, { requestId: 'r' });
        assert.ok(ElicitResultSchema.safeParse(payload).success);
        if (!checkAnswers(set, answers).ok) return;
        sent++;
        const requested = (typeof body === 'string' ? JSON.parse(body) : body).requestedSchema;
        const content = (payload as { content: unknown }).content;
        assert.ok(contentValid(requested, content), JSON.stringify({ content, requested }));
      }),
      { numRuns: 300 },
    );
    assert.ok(sent > 0);
  });

  test('choices: check() accepts exactly the selections whose content the SDK validator accepts', () => {
    const values = ['a', 'b', 'c'];
    const bound = fc.option(fc.nat({ max: 3 }), { nil: undefined });
    const choice = fc.oneof(
      fc.record({ min: bound, max: bound }).map(({ min, max }) => ({
        type: 'array',
        ...(min === undefined ? {} : { minItems: min }),
        ...(max === undefined ? {} : { maxItems: max }),
        items: { type: 'string', enum: values },
      })),
      fc.constant({ type: 'string', enum: values }),
    );
    const cases = fc
      .uniqueArray(fc.constantFrom('p', 'q', 'r'), { minLength: 1, maxLength: 3 })
      .chain((names) =>
        fc.record({
          properties: fc
            .tuple(...names.map(() => choice))
            .map((ps) => Object.fromEntries(names.map((n, i) => [n, ps[i]]))),
          required: fc.subarray(names),
          picks: fc.tuple(...names.map(() => fc.option(fc.subarray(values), { nil: undefined }))),
        }),
      );
    let empty = 0;
    fc.assert(
      fc.property(cases, ({ properties, required, picks }) => {
        const requested = { type: 'object', properties, required };
        const set = decoded({ message: 'm', requestedSchema: requested });
        const answers = set.questions.flatMap((q, i): Answer[] =>
          picks[i] ? [{ questionId: q.id, outcome: 'answered', selected: picks[i] }] : [],
        );
        const content = (encodeAnswers(set, answers, { requestId: 'r' }).payload as { content: unknown })
          .content;
        const ok = checkAnswers(set, answers).ok;
        if (ok && Object.values(content as object).some((v) => Array.isArray(v) && !v.length)) empty++;
        assert.equal(ok, contentFits(requested, content), JSON.stringify({ requested, answers, content }));
      }),
      { numRuns: 400, seed: 13 },
    );
    assert.ok(empty > 0, 'some sent content carries an empty selection');
  });
});

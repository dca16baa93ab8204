/**
 * mcp against the SDK: `parse` accepts exactly the `elicitation/create` params that
 * `ElicitRequestParamsSchema` accepts (form and URL mode), with the same properties, required
 * names, message and address; a decline or dismissal passes `ElicitResultSchema`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { checkAnswers, encodeAnswers, parse, type Answer, type Question } from '../../src/codec/index.js';
import { encodeDecline } from '../../src/codec/answers.js';
import { agreesMcp } from '../reference/agree.js';
import { BODIES } from '../reference/bodies.js';
import { answerCases } from './corpus.js';
import { contentFits, ElicitRequestParamsSchema, ElicitResultSchema } from '../reference/mcp.js';

test('parse agrees with ElicitRequestParamsSchema on 2,000 valid and mutated requests', () => {
  fc.assert(
    fc.property(BODIES.mcp!, (body) => assert.equal(agreesMcp(body), undefined)),
    { numRuns: 2000, seed: 13 },
  );
});

test('the cases the SDK accepts are shown: no properties, unfit defaults, short enumNames, a URL', () => {
  const form = (properties: object, required?: string[]) =>
    parse({ message: 'Sure?', requestedSchema: { type: 'object', properties, required } });
  const confirm = form({});
  assert.deepEqual(confirm.ok && confirm.set.questions, []);
  const odd = form(
    {
      '': { type: 'string', minLength: -1 },
      c: { type: 'string', enum: ['a', 'b', 'a'], enumNames: ['A'], default: 'z' },
      n: { type: 'integer', default: 1.5 },
      m: { type: 'array', items: { type: 'number', anyOf: [{ const: 'x', title: 'X' }] } },
    },
    ['c', 'c'],
  );
  assert.ok(odd.ok);
  assert.deepEqual(
    odd.set.questions.map((q) => [q.id, q.required, q.default, q.options.map((o) => o.label)]),
    [
      ['', false, undefined, []],
      ['c', true, undefined, ['A', 'b']],
      ['n', false, undefined, []],
      ['m', false, undefined, ['X']],
    ],
  );
  const url = parse({ mode: 'url', message: 'Pay', elicitationId: 'e1', url: 'https://pay.example/x?y' });
  assert.deepEqual(url.ok && url.set.url, {
    href: 'https://pay.example/x?y',
    origin: 'https://pay.example',
    elicitationId: 'e1',
  });
  const token = parse({
    _meta: { progressToken: 1.5 },
    message: 'm',
    requestedSchema: { type: 'object', properties: {} },
  });
  assert.equal(!token.ok && token.error.code, 'type');
});

test('a required name no property defines is refused: the SDK takes the request, its server then refuses every answer', () => {
  const request = {
    message: 'Sure?',
    requestedSchema: {
      type: 'object' as const,
      properties: { c: { type: 'string' as const } },
      required: ['c', 'gone'],
    },
  };
  // the reference takes the request as it stands
  assert.ok(ElicitRequestParamsSchema.safeParse(request).success);
  // and its server's validator refuses the fullest answer a set of these properties can give
  assert.equal(contentFits(request.requestedSchema, { c: 'x' }), false);
  const r = parse(request);
  assert.ok(!r.ok);
  assert.equal(r.error.code, 'undefined-required');
  assert.deepEqual(r.error.path, ['requestedSchema', 'required', 1]);
  assert.match(r.error.message, /"gone"/);
  // a name listed twice is no such case
  assert.ok(parse({ ...request, requestedSchema: { ...request.requestedSchema, required: ['c', 'c'] } }).ok);
});

test('a property named like a prototype member is refused: the validator reads `valueOf` through the prototype (pinned counterexample)', () => {
  // what fast-check once drew (issue 51): the SDK takes the request, and its validator then refuses
  // the content that leaves the optional property out, `{}`, for `{}.valueOf` is a function
  for (const name of ['valueOf', 'toString', 'hasOwnProperty']) {
    const request = {
      message: 'm',
      requestedSchema: { type: 'object' as const, properties: { [name]: { type: 'string' as const } } },
    };
    assert.ok(ElicitRequestParamsSchema.safeParse(request).success, name);
    assert.equal(contentFits(request.requestedSchema, {}), false, name);
    const r = parse(request);
    assert.equal(r.ok ? 'ok' : r.error.code, 'forbidden-key', name);
    assert.deepEqual(!r.ok && r.error.path, ['requestedSchema', 'properties', name]);
  }
});

test('a string property whose enum lists anything but strings is refused by name: the validator refuses what the text field would send', () => {
  // the held-out cases of issue 51: numbers in the enum, a default outside it
  const cases: [unknown[], string | undefined][] = [
    [[1, 2, 3], 'x'],
    [[0.5], undefined],
    [['a', 2], 'b'],
    [[null], 'n'],
  ];
  for (const [values, fallback] of cases) {
    const property = {
      type: 'string' as const,
      enum: values,
      ...(fallback === undefined ? {} : { default: fallback }),
    };
    const request = {
      message: 'm',
      requestedSchema: { type: 'object' as const, properties: { size: property } },
    };
    // the SDK takes it (as a plain string), and its validator refuses text the list does not hold
    assert.ok(ElicitRequestParamsSchema.safeParse(request).success, JSON.stringify(values));
    for (const text of [fallback ?? 'x', '1', 'typed'])
      assert.equal(
        contentFits(request.requestedSchema, { size: text }),
        false,
        `${JSON.stringify(values)} ${text}`,
      );
    const r = parse(request);
    assert.ok(!r.ok, JSON.stringify(values));
    assert.equal(r.error.code, 'type');
    const at = values.findIndex((v) => typeof v !== 'string');
    assert.deepEqual(r.error.path, ['requestedSchema', 'properties', 'size', 'enum', at]);
    assert.match(r.error.message, /"size" is a string property/);
  }
  // a list of strings is still a choice
  const ok = parse({
    message: 'm',
    requestedSchema: { type: 'object', properties: { size: { type: 'string', enum: ['1', '2'] } } },
  });
  assert.ok(ok.ok);
  assert.equal(ok.set.questions[0].kind, 'choice');
});

/**
 * Issue 50: the SDK's NumberSchema and BooleanSchema strip an `enum` (non-strict zod objects), so
 * a client built on them shows a free field; the server's validator (the one `elicitInput` runs
 * on an accepted `content`) still holds the list.
 */
describe('number, integer and boolean enums: only what the validator takes can be given', () => {
  const form = (properties: Record<string, object>, required?: string[]) => ({
    message: 'm',
    requestedSchema: { type: 'object' as const, properties, ...(required ? { required } : {}) },
  });

  test('the SDK takes the request and strips the enum; its validator refuses the free number', () => {
    const request = form({ size: { type: 'integer', enum: [1, 2, 4] } }, ['size']);
    const sdk = ElicitRequestParamsSchema.safeParse(request);
    assert.ok(sdk.success);
    const seen = (sdk.data as { requestedSchema: { properties: Record<string, object> } }).requestedSchema
      .properties.size;
    assert.equal('enum' in seen, false, 'the SDK client sees a plain integer');
    assert.equal(contentFits(request.requestedSchema, { size: 3 }), false);
    // before: a free number field, whose 3 check() passed and the server refused; now a choice
    const r = parse(request);
    assert.ok(r.ok);
    const [q] = r.set.questions;
    assert.equal(q.kind, 'choice');
    for (const a of [{ value: 3 }, { text: '3' }, { selected: ['3'] }]) {
      const answers: Answer[] = [{ questionId: 'size', outcome: 'answered', selected: [], ...a }];
      assert.equal(checkAnswers(r.set, answers).ok, false, JSON.stringify(a));
    }
    // every option the user can pick is sent as the number, and the validator takes it
    for (const o of q.options) {
      const answers: Answer[] = [{ questionId: 'size', outcome: 'answered', selected: [o.id] }];
      const { payload } = encodeAnswers(r.set, answers);
      const content = (payload as { content: object }).content;
      assert.deepEqual(content, { size: Number(o.id) });
      assert.ok(checkAnswers(r.set, answers).ok);
      assert.ok(contentFits(request.requestedSchema, content));
    }
  });

  test("each new fixture answer's payload: the validator takes it exactly when check() does", () => {
    const cases = answerCases().filter(
      (c) => c.format === 'mcp' && c.case.body === 'valid/21-number-and-boolean-enums.json',
    );
    assert.equal(cases.length, 3);
    for (const c of cases) {
      const r = parse(c.body);
      assert.ok(r.ok);
      const answers = (c.case.answers ?? []) as Answer[];
      const content = (encodeAnswers(r.set, answers).payload as { content: Record<string, unknown> }).content;
      const requested = JSON.parse(c.body).requestedSchema;
      assert.equal(contentFits(requested, content), checkAnswers(r.set, answers).ok, c.file);
      for (const id of ['seats', 'share', 'hours'])
        if (id in content) assert.equal(typeof content[id], 'number', `${c.file}: ${id}`);
    }
  });

  test('a must-accept boolean: the validator refuses false, so a required one checks it and an optional one leaves it out', () => {
    const request = form(
      { terms: { type: 'boolean', enum: [true] }, photos: { type: 'boolean', enum: [true] } },
      ['terms'],
    );
    assert.ok(ElicitRequestParamsSchema.safeParse(request).success);
    assert.equal(contentFits(request.requestedSchema, { terms: false }), false);
    assert.equal(contentFits(request.requestedSchema, { terms: true, photos: false }), false);
    const r = parse(request);
    assert.ok(r.ok);
    const answer = (terms: boolean, photos: boolean): Answer[] => [
      { questionId: 'terms', outcome: 'answered', selected: [], value: terms },
      { questionId: 'photos', outcome: 'answered', selected: [], value: photos },
    ];
    for (const [terms, photos] of [
      [true, true],
      [true, false],
      [false, true],
      [false, false],
    ]) {
      const answers = answer(terms, photos);
      const content: object = (encodeAnswers(r.set, answers).payload as { content: object }).content;
      assert.equal(checkAnswers(r.set, answers).ok, terms, `${terms} ${photos}`);
      if (terms) assert.ok(contentFits(request.requestedSchema, content), `${terms} ${photos}`);
      assert.equal('photos' in content, photos);
    }
  });

  test('entries outside minimum / maximum are left out (the validator refuses them); none left is refused', () => {
    const property = { type: 'number', enum: [0.5, 1, 2, 8], minimum: 1, maximum: 2 };
    for (const n of [0.5, 8]) assert.equal(contentFits(form({ n: property }).requestedSchema, { n }), false);
    const r = parse(form({ n: property }));
    assert.deepEqual(r.ok && r.set.questions[0].options.map((o) => o.id), ['1', '2']);
    const none = { type: 'integer', enum: [1, 2], minimum: 5 };
    for (const n of [1, 2]) assert.equal(contentFits(form({ n: none }).requestedSchema, { n }), false);
    assert.ok(ElicitRequestParamsSchema.safeParse(form({ n: none })).success);
    const refused = parse(form({ n: none }));
    assert.equal(!refused.ok && refused.error.code, 'enum');
  });

  test('a listed value of the wrong type is refused by path; the SDK takes the request, its validator refuses the value', () => {
    const cases: [object, unknown, (string | number)[]][] = [
      [{ type: 'integer', enum: [1, '2'] }, '2', ['enum', 1]],
      [{ type: 'integer', enum: [1, 2.5] }, 2.5, ['enum', 1]],
      [{ type: 'number', oneOf: [{ const: '1', title: 'One' }] }, '1', ['oneOf', 0, 'const']],
      [{ type: 'boolean', enum: ['true'] }, 'true', ['enum', 0]],
    ];
    for (const [property, value, at] of cases) {
      const request = form({ x: property });
      assert.ok(ElicitRequestParamsSchema.safeParse(request).success, JSON.stringify(property));
      assert.equal(contentFits(request.requestedSchema, { x: value }), false, JSON.stringify(property));
      const r = parse(request);
      assert.ok(!r.ok);
      assert.equal(r.error.code, 'type');
      assert.deepEqual(r.error.path, ['requestedSchema', 'properties', 'x', ...at]);
    }
  });
});

test('accept, decline and cancel of a URL-mode request pass ElicitResultSchema', () => {
  const r = parse({ mode: 'url', message: 'Pay', elicitationId: 'e1', url: 'https://pay.example/' });
  assert.ok(r.ok);
  for (const action of ['decline', 'cancel'] as const)
    assert.ok(ElicitResultSchema.safeParse(encodeDecline(r.set, { action })?.payload).success);
  assert.deepEqual(encodeAnswers(r.set, []).payload, { action: 'accept' });
});

/**
 * What a server accepts: the SDK's server validates an accepted `content` against its
 * `requestedSchema` with its ajv-based validator (`AjvJsonSchemaValidator`: ajv 8 with
 * ajv-formats, `strict: false`). On generated requests — defaults on required and optional
 * properties, fitting or not — and answers as the elements make them (untouched, a pick, typed
 * text, a typed value, a cleared default), `checkAnswers` and that validator judge every sent
 * content alike: no content passes the one and fails the other.
 */
describe('check() and the SDK validator judge sent content alike', () => {
  const answerOf = (questionId: string, a: Partial<Answer>): Answer => ({
    questionId,
    outcome: 'answered',
    selected: [],
    ...a,
  });
  const answerFor = (q: Question) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      fc.subarray(q.options.map((o) => o.id)).map((selected) => answerOf(q.id, { selected })),
      fc
        .oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('a@b.co', 'https://x.example/p', '2025-01-31', '2025-01-31T10:00:00Z', '7'),
        )
        .map((text) => answerOf(q.id, { text })),
      fc
        .oneof(
          fc.integer({ min: -5, max: 5 }),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.boolean(),
        )
        .map((value) => answerOf(q.id, { value })),
    );
  const cases = BODIES.mcp!.chain((body) => {
    const r = parse(body);
    if (!r.ok || r.set.url) return fc.constant(undefined);
    const wire = (typeof body === 'string' ? JSON.parse(body) : body) as {
      requestedSchema: object;
    };
    return fc
      .tuple(...r.set.questions.map(answerFor))
      .map((answers) => ({ set: r.set, requested: wire.requestedSchema, answers }));
  });

  test('on 1,000 generated requests: content check() passes, the validator accepts, and the other way round', () => {
    let sent = 0;
    let defaulted = 0;
    fc.assert(
      fc.property(cases, (c) => {
        if (!c) return;
        const answers = c.answers.filter((a): a is Answer => a !== undefined);
        const { payload } = encodeAnswers(c.set, answers, { requestId: 'r' });
        const content = (payload as { content: Record<string, unknown> }).content;
        const ok = checkAnswers(c.set, answers).ok;
        let fits: boolean;
        try {
          fits = contentFits(c.requested as Record<string, unknown>, content);
        } catch {
          // a schema ajv cannot compile (`enum: ""`, which the request schema lets through): the
          // server's own validator throws on it, whatever the content
          return;
        }
        const why = JSON.stringify({ requested: c.requested, answers, content });
        // what check() passes, the server takes
        if (ok) assert.ok(fits, `check passed, the validator refused: ${why}`);
        // and the other way round wherever nothing the user gave was left out of content (an
        // answer that is no value of its type, "!" for a number, is refused, not dropped)
        const kept = answers.every((a) => Object.hasOwn(content, a.questionId));
        if (fits && kept) assert.ok(ok, `the validator accepted, check refused: ${why}`);
        if (ok) sent++;
        if (
          ok &&
          c.set.questions.some(
            (q) => q.required && q.default !== undefined && !answers.some((a) => a.questionId === q.id),
          )
        )
          defaulted++;
      }),
      { numRuns: 1000, seed: 33 },
    );
    assert.ok(sent > 100, `only ${sent} sent`);
    assert.ok(defaulted > 5, `only ${defaulted} sent with an untouched required default`);
  });

  test('a required property with a default, left untouched, is sent as the answer', () => {
    const requested = {
      type: 'object',
      properties: {
        region: { type: 'string', enum: ['eu', 'us'], default: 'eu' },
        seats: { type: 'integer', minimum: 1, default: 2 },
        name: { type: 'string', default: 'Ada' },
        notify: { type: 'boolean', default: false },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1, default: ['b'] },
        note: { type: 'string', default: 'optional, so the server applies it' },
      },
      required: ['region', 'seats', 'name', 'notify', 'tags'],
    };
    const r = parse({ message: 'Book', requestedSchema: requested });
    assert.ok(r.ok);
    assert.deepEqual(checkAnswers(r.set, []), { ok: true, issues: [] });
    const { payload, text } = encodeAnswers(r.set, [], { requestId: 'r' });
    assert.deepEqual(payload, {
      action: 'accept',
      content: { region: 'eu', seats: 2, name: 'Ada', notify: false, tags: ['b'] },
    });
    assert.ok(contentFits(requested, (payload as { content: object }).content));
    assert.match(text, /Region → eu/);
    // what the user gave wins over the default
    const mine = encodeAnswers(r.set, [{ questionId: 'seats', outcome: 'answered', selected: [], value: 4 }]);
    assert.equal((mine.payload as { content: { seats: number } }).content.seats, 4);
    // a default the schema itself refuses is no answer the server takes: check says why
    const unfit = parse({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { n: { type: 'integer', minimum: 5, default: 2 } },
        required: ['n'],
      },
    });
    assert.ok(unfit.ok);
    const check = checkAnswers(unfit.set, []);
    assert.equal(check.ok, false);
    assert.equal(check.issues[0].questionId, 'n');
  });
});

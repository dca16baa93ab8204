/**
 * Codec-wide properties (fast-check): every format's generated bodies decode and survive
 * serialize and toFence; parse and parseMessage return a value for anything at all.
 * Each format brings its own generator in `arbitraries/<format>.ts`.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  FORMAT_IDS,
  parse,
  parseMessage,
  serialize,
  toFence,
  type FormatId,
  type ParseResult,
} from '../../src/codec/index.js';
import { bodyCases, FIXTURES, read } from './corpus.js';

const ARBITRARIES = new URL('./arbitraries/', import.meta.url);

const generators: { format: FormatId; validBody: fc.Arbitrary<string | object> }[] = await Promise.all(
  readdirSync(ARBITRARIES)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map(async (f) => ({
      format: f.slice(0, -3) as FormatId,
      validBody: (await import(new URL(f, ARBITRARIES).href)).validBody,
    })),
);

/** The model holds no `undefined`-valued keys anywhere (SPEC §4 models compare equal to JSON). */
function assertNoUndefined(value: unknown, path = 'set'): void {
  if (typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) {
    assert.notEqual(v, undefined, `${path}.${k} is undefined`);
    assertNoUndefined(v, `${path}.${k}`);
  }
}

/** parse must answer with a value: a set or a coded error, never an exception. */
function assertAnswer(result: ParseResult): void {
  assert.equal(typeof result, 'object');
  if (result.ok) {
    assert.ok(FORMAT_IDS.includes(result.set.format));
    assert.ok(Array.isArray(result.set.questions));
    assertNoUndefined(result.set);
  } else {
    assert.equal(typeof result.error.code, 'string');
    assert.ok(result.error.message.length > 0, `error ${result.error.code} has no message`);
  }
}

const show = (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x));

describe('generated valid bodies decode and round-trip', () => {
  test('a generator exists for known formats only', () => {
    assert.ok(generators.length > 0);
    for (const g of generators) {
      assert.ok(FORMAT_IDS.includes(g.format), `arbitraries/${g.format}.ts names no format`);
      assert.ok(g.validBody instanceof fc.Arbitrary, `arbitraries/${g.format}.ts exports no validBody`);
    }
  });

  for (const { format, validBody } of generators) {
    test(format, () => {
      fc.assert(
        fc.property(validBody, (body) => {
          const first = parse(body);
          if (!first.ok) assert.fail(`${JSON.stringify(first.error)}\nbody: ${show(body)}`);
          assert.equal(first.set.format, format);
          assertNoUndefined(first.set);

          const text = serialize(first.set);
          const again = parse(text, { format });
          if (!again.ok)
            assert.fail(`serialize gave a body that fails: ${JSON.stringify(again.error)}\n${text}`);
          // the whole set comes back, a derived id too (SPEC §7)
          assert.deepEqual(again.set, first.set, `after serialize:\n${text}`);

          const fence = toFence(first.set);
          const fenced = parse(fence, { format });
          if (!fenced.ok)
            assert.fail(`toFence gave a block that fails: ${JSON.stringify(fenced.error)}\n${fence}`);
          assert.deepEqual(fenced.set, first.set, `after toFence:\n${fence}`);
        }),
        { numRuns: 150 },
      );
    });
  }
});

/** Characters that matter to JSON, YAML, fences and tags, so random text gets past the first byte. */
const syntaxy = fc.string({
  unit: fc.constantFrom(
    '{',
    '}',
    '[',
    ']',
    ':',
    ',',
    ' ',
    '  ',
    '\n',
    '\t',
    '-',
    '"',
    "'",
    '\\',
    '#',
    '&',
    '*',
    '!',
    '|',
    '>',
    '?',
    '%',
    '@',
    '`',
    'a',
    '1',
    '0x1',
    '.5',
    'null',
    'true',
    'questions',
    'key',
    'text',
    'kind',
    'options',
    'id',
    'label',
    '$meta',
    '```questions\n',
    '```\n',
    '~~~',
    '```index-questions\n',
    '<question-form id="f">',
    '</question-form>',
    '__proto__',
    'constructor',
    '\u0000',
    '\ud800',
    '\u2028',
    '\ufeff',
    '👩🏽‍💻',
  ),
  maxLength: 80,
});

const anyString = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  syntaxy,
);

const formatOption = fc.constantFrom<FormatId | 'auto'>('auto', ...FORMAT_IDS);

/** Random edits of a text: deletions, insertions, duplications. */
const edit = fc.tuple(fc.constantFrom('delete', 'insert', 'duplicate'), fc.nat(), fc.nat(40), syntaxy);
function mutate(text: string, edits: [string, number, number, string][]): string {
  let out = text;
  for (const [op, at, length, insert] of edits) {
    const from = out.length ? at % (out.length + 1) : 0;
    if (op === 'delete') out = out.slice(0, from) + out.slice(from + length);
    else if (op === 'insert') out = out.slice(0, from) + insert + out.slice(from);
    else out = out.slice(0, from) + out.slice(from, from + length) + out.slice(from);
  }
  return out;
}

const validTexts = bodyCases('valid').map((c) => c.body);

describe('parse returns a value for any input', () => {
  test('arbitrary strings', () => {
    fc.assert(
      fc.property(anyString, formatOption, (s, format) => assertAnswer(parse(s, { format }))),
      { numRuns: 2000 },
    );
  });

  test('arbitrary JSON values, as values and as text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), formatOption, (v, wrap, format) => {
        const body = wrap ? { questions: v } : v;
        assertAnswer(parse(body as object, { format }));
        assertAnswer(parse(JSON.stringify(body) ?? '', { format }));
      }),
      { numRuns: 500 },
    );
  });

  test('arbitrary JavaScript values', () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    });
    fc.assert(
      fc.property(anything, formatOption, (v, format) => assertAnswer(parse(v as object, { format }))),
      { numRuns: 500 },
    );
  });

  test('valid bodies with random edits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...validTexts),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        formatOption,
        (text, edits, format) => assertAnswer(parse(mutate(text, edits), { format })),
      ),
      { numRuns: 1500 },
    );
  });
});

/** Messages made of the corpus: bare fixtures where they are blocks, vance bodies in a fence, and fixtures/messages. */
const messages = [
  ...bodyCases('valid')
    .filter((c) => c.format !== 'any')
    .map((c) =>
      c.format === 'vance' && !c.file.endsWith('.md')
        ? `Some prose first.\n\n\`\`\`questions\n${c.body}\n\`\`\`\n\nAnd after.`
        : c.body,
    ),
  ...readdirSync(FIXTURES + 'messages')
    .filter((f) => f.endsWith('.md'))
    .map((f) => read('messages/' + f)),
];

/** Segments stand in the message in order, each a piece of it. */
function assertSegments(message: string): void {
  const segments = parseMessage(message);
  assert.ok(Array.isArray(segments));
  let at = 0;
  for (const s of segments) {
    const piece = s.kind === 'text' ? s.text : s.raw;
    assert.ok(s.kind === 'text' || s.kind === 'set');
    assert.ok(piece.length > 0);
    const found = message.indexOf(piece, at);
    assert.ok(found >= at, `segment out of place: ${JSON.stringify(piece)}`);
    at = found + piece.length;
    if (s.kind === 'set') assertAnswer(s.result);
  }
}

describe('parseMessage returns segments for any input', () => {
  test('arbitrary strings', () => {
    fc.assert(fc.property(anyString, assertSegments), { numRuns: 2000 });
  });

  test('valid messages cut off anywhere', () => {
    fc.assert(
      fc.property(fc.constantFrom(...messages), fc.nat(), (message, at) =>
        assertSegments(message.slice(0, at % (message.length + 1))),
      ),
      { numRuns: 1000 },
    );
  });

  test('valid messages with random edits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...messages),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        (message, edits) => assertSegments(mutate(message, edits)),
      ),
      { numRuns: 1000 },
    );
  });
});

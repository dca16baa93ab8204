/**
 * Hostile bodies (fixtures/any/invalid): each one is refused with its own code, parse never
 * throws whatever the format, and nothing leaks into the built-in prototypes. Also: every valid
 * fixture is recognised as its own format.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { detect, FORMAT_IDS, parse, type ParseResult } from '../../src/codec/index.js';
import { bodyCases } from './corpus.js';

const PROTOTYPES = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
};
const before = Object.fromEntries(Object.entries(PROTOTYPES).map(([name, p]) => [name, Reflect.ownKeys(p)]));

/** parse, with a throw turned into a test failure that names the body */
function safeParse(body: unknown, format?: string): ParseResult {
  try {
    return parse(body as string, format ? { format: format as 'vance' } : undefined);
  } catch (e) {
    assert.fail(`parse threw ${String(e)} (format ${format ?? 'auto'})`);
  }
}

const attacks = bodyCases('invalid').filter((c) => c.format === 'any');

describe('hostile bodies are refused with their own code', () => {
  test('the attack corpus is there', () => {
    assert.ok(attacks.length >= 25, `only ${attacks.length} cases in fixtures/any/invalid`);
  });

  for (const c of attacks) {
    const want = (c.expected.error as { code: string }).code;

    test(`${c.file} → ${want}`, () => {
      const result = safeParse(c.body);
      assert.equal(result.ok, false);
      if (!result.ok) assert.equal(result.error.code, want, result.error.message);
    });

    // an ambiguous body is valid in each format it fits; every other attack fails whatever the format
    if (want !== 'ambiguous-format')
      test(`${c.file} fails under every format`, () => {
        for (const format of FORMAT_IDS) {
          const result = safeParse(c.body, format);
          assert.equal(result.ok, false, `format ${format} accepted it`);
        }
      });

    // the same data handed over as a value must meet the same checks
    let value: unknown;
    try {
      value = c.file.endsWith('.json') ? JSON.parse(c.body) : undefined;
    } catch {
      value = undefined;
    }
    if (value !== undefined && typeof value === 'object') {
      test(`${c.file} as a parsed value → ${want}`, () => {
        const result = safeParse(value);
        assert.equal(result.ok, false);
        if (!result.ok) assert.equal(result.error.code, want, result.error.message);
      });
    }
  }
});

describe('bodies built in code', () => {
  test('block sequences nested 5,000 deep on one line are too deep, not a stack overflow', () => {
    const result = safeParse(
      'questions:\n  - key: deep\n    text: ' + 'x\n    context:\n      ' + '- '.repeat(5000) + 'x\n',
    );
    assert.equal(result.ok, false);
    if (!result.ok) assert.equal(result.error.code, 'too-deep', result.error.message);
    const bare = safeParse('- '.repeat(5000) + 'x');
    assert.equal(!bare.ok && bare.error.code, 'too-deep');
  });

  test('a value nested past the limit is too deep', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 5000; i++) deep = { a: deep };
    const result = safeParse({ questions: [{ key: 'a', text: 'b', context: deep }] });
    assert.equal(!result.ok && result.error.code, 'too-deep');
  });

  test('a cyclic value is refused', () => {
    const body: Record<string, unknown> = { questions: [{ key: 'a', text: 'b' }] };
    body.self = body;
    assert.equal(safeParse(body).ok, false);
  });

  test('values that are not plain data are refused', () => {
    const odd: unknown[] = [
      { questions: [{ key: 'a', text: 'b', context: new Date(0) }] },
      { questions: [{ key: 'a', text: 'b', context: new Map([['k', 'v']]) }] },
      { questions: [{ key: 'a', text: 'b', context: 10n }] },
      { questions: new Set([{ key: 'a', text: 'b' }]) },
    ];
    for (const body of odd) assert.equal(safeParse(body).ok, false, String(body));
  });

  test('values whose reading throws give an error, not an exception', () => {
    const getter = Object.defineProperty({}, 'questions', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('boom');
        },
      },
    );
    for (const body of [getter, proxy]) assert.equal(safeParse(body).ok, false);
  });

  test('a __proto__ key made by JSON.parse is refused at any depth', () => {
    const body = JSON.parse(
      '{"questions":[{"key":"a","text":"b","options":["x",{"label":"y","__proto__":{"polluted":true}}]}]}',
    );
    const result = safeParse(body);
    assert.equal(!result.ok && result.error.code, 'forbidden-key');
  });

  test('control characters, NUL and lone surrogates do not throw', () => {
    for (const body of [
      '\u0000',
      'questions:\n  - key: a\n    text: "\\ud800"\n',
      '{"questions":[{"key":"\ud800","text":"\u0000"}]}',
      '\ufeffquestions: []',
    ]) {
      safeParse(body);
      for (const format of FORMAT_IDS) safeParse(body, format);
    }
  });

  test('a non-string, non-object body gives an error', () => {
    for (const body of [undefined, null, 42, true, Symbol('s'), () => 1])
      assert.equal(safeParse(body).ok, false, String(body));
  });
});

test('no built-in prototype gained or lost a key', () => {
  for (const [name, p] of Object.entries(PROTOTYPES))
    assert.deepEqual(Reflect.ownKeys(p), before[name], `${name}.prototype changed`);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

describe('detect recognises every valid fixture as its own format', () => {
  for (const c of bodyCases('valid')) {
    if (c.format === 'any' || c.expected.options?.format) continue;
    test(c.file, () => {
      assert.equal(detect(c.body), c.format);
    });
  }
});

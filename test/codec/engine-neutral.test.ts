/**
 * Two codec rules that once leaned on an engine (issue 32): the position of a JSON syntax error
 * (JavaScriptCore's message names none) and which zero-width joiners a label keeps (JavaScriptCore's
 * lookbehind missed a pictograph outside the BMP and split 👩‍💻). Both are now the codec's own scans;
 * here they are held against V8's answers, which Node gives. The browser suites run the same
 * fixtures in Firefox and WebKit.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { parse } from '../../src/codec/index.js';
import { jsonErrorAt } from '../../src/codec/json-error.js';
import { lookAlikeKey, normalizeForm, normalizeLabel } from '../../src/codec/normalize.js';

const SAMPLE = JSON.stringify(
  {
    questions: [
      { key: 'region', text: 'Which region? \u00e9\ud83d\ude00', kind: 'choice', options: ['EU', 'US'] },
      { key: 'n', text: 'How many?', kind: 'number', min: -1.5e3, max: 10, required: true, note: null },
      { key: 'esc', text: 'Tab\t"quote" \\ \u0001 /', list: [[], {}, [0, false]] },
    ],
  },
  null,
  2,
);

/** What V8 says about a text, as a position where its message names one. */
function v8(text: string): { ok: true } | { ok: false; position?: number; end: boolean; token?: string } {
  try {
    JSON.parse(text);
    return { ok: true };
  } catch (e) {
    const message = (e as Error).message;
    const position = /at position (\d+)/.exec(message);
    const token = /^Unexpected token '(.)'/u.exec(message);
    return {
      ok: false,
      position: position ? Number(position[1]) : undefined,
      end: /end of JSON input/.test(message),
      token: token?.[1],
    };
  }
}

function agree(text: string): void {
  const engine = v8(text);
  const ours = jsonErrorAt(text);
  if (engine.ok) {
    assert.equal(ours, undefined, `valid JSON flagged: ${JSON.stringify(text)}`);
    return;
  }
  assert.ok(ours, `invalid JSON passed the scan: ${JSON.stringify(text)}`);
  const label = `${JSON.stringify(text)} → ${JSON.stringify(ours)}`;
  if (engine.end) assert.equal(ours.end, true, label);
  else if (engine.position !== undefined) {
    // V8 names the end of an unterminated string as its position, and so do we (the text ran out)
    assert.equal(ours.offset, engine.position, label);
  } else if (engine.token !== undefined) assert.equal(text[ours.offset], engine.token, label);
}

describe('the position of a JSON syntax error', () => {
  test('each kind of error, at the character V8 names', () => {
    for (const text of [
      '{"a" 1}',
      '[1,]',
      '[01]',
      '-',
      '1.',
      '1e',
      '"\\x"',
      '"\\u12G4"',
      '"a\u0001"',
      'tru',
      'trux',
      '[1 2]',
      '{"a":1,}',
      '{,}',
      '',
      '[',
      ' {"a":',
      '"abc',
      '{"a":1}x',
      '[1]]',
      '{a:1}',
      '[-a]',
      '[1.e5]',
      '[.5]',
      '[+1]',
      '{"a"}',
      '[true false]',
      '"\\',
      '[1e+]',
      '{"a":[}',
      '[{]',
      '{"a":1 "b":2}',
      '\u00a0[]',
      '[] \u3000',
      '"\\uD83D"',
      '[1,2,3,[4,[5,{"k":"v","k2":[null,true,false,-0.5e-7]}]]]',
    ])
      agree(text);
  });

  test('every single-character edit of a body lands where V8 says', () => {
    const alphabet = [...'{}[]:,"\\ \n-+.0123456789eEtrufalsn\u0001x\u00e9'];
    fc.assert(
      fc.property(
        fc.nat(SAMPLE.length),
        fc.constantFrom(...alphabet),
        fc.constantFrom('insert', 'delete', 'replace'),
        (at, ch, how) => {
          const text =
            how === 'insert'
              ? SAMPLE.slice(0, at) + ch + SAMPLE.slice(at)
              : SAMPLE.slice(0, at) + (how === 'replace' ? ch : '') + SAMPLE.slice(at + 1);
          agree(text);
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('a body cut short says so, wherever it is cut', () => {
    for (let i = 0; i < SAMPLE.length; i++) {
      const ours = jsonErrorAt(SAMPLE.slice(0, i));
      assert.equal(ours?.end, true, `cut at ${i}`);
    }
  });

  test('deep nesting and long texts are scanned without recursion', () => {
    const deep = '['.repeat(200_000);
    assert.deepEqual(jsonErrorAt(deep), { offset: deep.length, end: true });
    const long = `[${'1,'.repeat(100_000)}x]`;
    assert.equal(jsonErrorAt(long)?.offset, long.length - 2);
  });

  test('the codec reports the line and column in its own words', () => {
    const body = '{\n  "questions": [\n    { "key": "region" "text": "Which region?" }\n  ]\n}';
    const r = parse(body, { format: 'vance' });
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.deepEqual(
      { code: r.error.code, message: r.error.message, line: r.error.line, column: r.error.column },
      { code: 'syntax', message: 'Invalid JSON: unexpected character', line: 3, column: 23 },
    );
    const cut = parse('{"questions": [', { format: 'vance' });
    assert.equal(!cut.ok && cut.error.message, 'Invalid JSON: the body ends too early');
  });
});

/** The rule the codec held before it scanned by hand (right in V8, wrong in JavaScriptCore). */
const LOOKBEHIND_RULE =
  /(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

describe('zero-width joiners in labels', () => {
  test('emoji sequences keep their joiners; a joiner between letters goes', () => {
    const cases: [string, string][] = [
      ['\ud83d\udc69\u200d\ud83d\udcbb coder', '\ud83d\udc69\u200d\ud83d\udcbb coder'],
      [
        '\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67',
        '\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67',
      ],
      ['\ud83d\udc69\ud83c\udffd\u200d\ud83d\ude80', '\ud83d\udc69\ud83c\udffd\u200d\ud83d\ude80'],
      ['\u2764\ufe0f\u200d\ud83d\udd25', '\u2764\ufe0f\u200d\ud83d\udd25'],
      ['Ye\u200ds', 'Yes'],
      ['\ud83d\udc69\u200d', '\ud83d\udc69'],
      ['\u200d\ud83d\udcbb', '\ud83d\udcbb'],
      ['\ud83d\udc69\u200d\u200d\ud83d\udcbb', '\ud83d\udc69\ud83d\udcbb'],
    ];
    for (const [label, want] of cases) assert.equal(normalizeLabel(label), want, JSON.stringify(label));
  });

  test('the scan agrees with the lookbehind rule as V8 runs it', () => {
    const pieces = [
      '\u200d',
      '\ufe0f',
      '\ud83d\udc69',
      '\ud83d\udcbb',
      '\ud83c\udffd',
      '\u2764',
      'a',
      ' ',
      '\u05d0',
      '\u200b',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const label = parts.join('');
        const reference = label
          .replace(/[\u200b]/g, '')
          .replace(LOOKBEHIND_RULE, '')
          .normalize('NFC');
        assert.equal(normalizeLabel(label), reference, JSON.stringify(label));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('normal forms with lone surrogates', () => {
  test('a lone surrogate stays as it stands (SpiderMonkey would write U+FFFD), as V8 leaves it', () => {
    assert.equal(normalizeForm('\ud83d', 'NFKC'), '\ud83d');
    assert.equal(normalizeForm('Cafe\u0301 \ude00 \ufb01', 'NFKC'), 'Caf\u00e9 \ude00 fi');
    assert.notEqual(lookAlikeKey('\ud83d'), lookAlikeKey('\ude00'));
  });

  test('agrees with String.prototype.normalize as V8 runs it', () => {
    const pieces = [
      '\ud83d',
      '\ude00',
      '\ud83d\ude00',
      'e',
      '\u0301',
      '\ufb01',
      'A',
      '\u212b',
      '\u1e9b\u0323',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 10 }),
        fc.constantFrom('NFC', 'NFKC'),
        (parts, form) => {
          const text = parts.join('');
          assert.equal(
            normalizeForm(text, form as 'NFC' | 'NFKC'),
            text.normalize(form),
            JSON.stringify(text),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

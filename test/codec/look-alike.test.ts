/**
 * Options that look the same (issue 14, class 2): labels are normalised once for every format
 * (NFC, no zero-width or bidi controls), and options that still look the same are refused with
 * `look-alike-options`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { parse, type FormatId } from '../../src/codec/index.js';
import {
  BIDI_CONTROLS,
  HOMOGLYPHS,
  lookAlikeKey,
  normalizeLabel,
  unicodeLookAlikeKey,
} from '../../src/codec/normalize.js';

/** Two labels a person cannot tell apart on screen. */
const TWINS: [string, string, string][] = [
  ['an exact duplicate', 'Yes', 'Yes'],
  ['a zero-width space', 'Yes', 'Y\u200bes'],
  ['a zero-width joiner', 'Yes', 'Ye\u200ds'],
  ['a word joiner', 'Yes', 'Yes\u2060'],
  ['an RLM mark', 'Yes', 'Yes\u200f'],
  ['a bidi override around the same word', 'Yes', '\u202dYes\u202c'],
  ['NFC against NFD', 'Caf\u00e9', 'Cafe\u0301'],
  ['a trailing space', 'Yes', 'Yes '],
  ['a no-break space', 'Keep it', 'Keep\u00a0it'],
  ['a Cyrillic homoglyph', 'Yes', 'Y\u0435s'],
  ['a Greek homoglyph', 'OK', '\u039fK'],
  ['a fullwidth form', 'Yes', '\uff39es'],
];

const BODIES: Record<Exclude<FormatId, 'index'>, (a: string, b: string) => unknown> = {
  vance: (a, b) => ({ questions: [{ key: 'q', text: 'Q?', kind: 'choice', options: [a, b] }] }),
  shiitake: (a, b) => [
    {
      id: 'q',
      header: '',
      question: 'Q?',
      options: [
        { label: a, description: '' },
        { label: b, description: '' },
      ],
    },
  ],
  egoz: (a, b) => ({
    id: 's',
    locale: 'en',
    questions: [
      {
        id: 'q',
        title: 'Q?',
        answers: [
          { id: '1', label: a },
          { id: '2', label: b },
        ],
      },
    ],
  }),
  structured: (a, b) => ({
    question: 'Q?',
    header: 'H',
    options: [
      { label: a, description: 'x' },
      { label: b, description: 'y' },
    ],
    multiSelect: false,
  }),
  form: (a, b) => ({
    questions: [
      {
        id: 'q',
        label: 'Q?',
        type: 'radio',
        options: [
          { label: a, value: '1' },
          { label: b, value: '2' },
        ],
      },
    ],
  }),
  mcp: (a, b) => ({
    message: 'm',
    requestedSchema: {
      type: 'object',
      properties: {
        q: {
          type: 'string',
          oneOf: [
            { const: '1', title: a },
            { const: '2', title: b },
          ],
        },
      },
    },
  }),
};

describe('look-alike options are refused in every format', () => {
  for (const [format, body] of Object.entries(BODIES) as [FormatId, (a: string, b: string) => unknown][])
    for (const [what, a, b] of TWINS)
      test(`${format}: ${what}`, () => {
        const r = parse(body(a, b) as object, { format });
        assert.equal(r.ok ? 'ok' : r.error.code, 'look-alike-options', r.ok ? '' : r.error.message);
        assert.deepEqual(!r.ok && r.error.path, ['questions', 0, 'options', 1]);
      });
});

describe('labels are shown and sent without invisible characters', () => {
  test('zero-width and bidi controls go, NFC is applied, emoji sequences keep their joiners', () => {
    const r = parse(
      BODIES.vance('Ca\u200bfe\u0301 \u202eevil', '\ud83d\udc69\u200d\ud83d\udcbb coder\u200f') as object,
    );
    assert.ok(r.ok);
    assert.deepEqual(
      r.set.questions[0].options.map((o) => o.label),
      ['Caf\u00e9 evil', '\ud83d\udc69\u200d\ud83d\udcbb coder'],
    );
  });

  test('a label that is only invisible characters shows nothing and is refused', () => {
    const r = parse(BODIES.vance('\u200b\u2060', 'Real') as object);
    assert.equal(r.ok ? 'ok' : r.error.code, 'look-alike-options');
  });

  test('different words stay different: case, accents, other scripts', () => {
    for (const [a, b] of [
      ['Yes', 'yes'],
      ['Resume', 'R\u00e9sum\u00e9'],
      ['\u0414\u0430', '\u0414\u0430!'],
      ['\ud83d\udc4d', '\ud83d\udc4e'],
    ]) {
      const r = parse(BODIES.vance(a, b) as object);
      assert.ok(r.ok, `${a} / ${b}: ${!r.ok && r.error.message}`);
    }
  });
});

describe('the plain-ASCII shortcut gives what the full Unicode reading gives', () => {
  const labels = fc.oneof(
    fc.string({ unit: fc.constantFrom(...' \t\n\r\u000b\fAaBb09-_.()'.split('')), maxLength: 20 }),
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc.constantFrom(...TWINS.flatMap(([, a, b]) => [a, b]), '\u0085x', 'x\u00a0', '\u0261o'),
  );
  test('lookAlikeKey equals its Unicode reading on every label', () => {
    fc.assert(
      fc.property(labels, (s) => assert.equal(lookAlikeKey(s), unicodeLookAlikeKey(s), JSON.stringify(s))),
      { numRuns: 3000, seed: 13 },
    );
  });
  test('normalizeLabel leaves a plain label as it is, as NFC without invisible characters does', () => {
    fc.assert(
      fc.property(labels, (s) => {
        const full = s
          .replace(BIDI_CONTROLS, '')
          .replace(/[\u200b\u200c\u2060-\u2064\ufeff\u180e\u00ad]|\u034f/g, '')
          .normalize('NFC');
        if (!/[\u200d]/.test(s)) assert.equal(normalizeLabel(s), full, JSON.stringify(s));
      }),
      { numRuns: 3000, seed: 13 },
    );
  });
  test('every homoglyph is read as its Latin twin', () => {
    for (const [from, to] of Object.entries(HOMOGLYPHS))
      assert.equal(lookAlikeKey(`x${from}`), `x${to}`, from);
  });
});

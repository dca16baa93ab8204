/**
 * The YAML fast path (`parseSimpleYaml`) against the `yaml` package with the codec's options:
 * for every document it either declines (`undefined`) or gives exactly the package's value.
 * Differential on the fixture corpus, on generated documents (the package's own `stringify`
 * under several option sets, and templates with random scalars spliced in), on random edits of
 * accepted documents, and on the tricky spots one by one.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { isAlias, isScalar, parseDocument, stringify, visit, type ToStringOptions } from 'yaml';
import { parseSimpleYaml } from '../../src/codec/yaml-simple.js';
import { FIXTURES } from './corpus.js';
import { assertLinear } from '../linear.js';

const OPTIONS = {
  schema: 'core',
  uniqueKeys: true,
  strict: true,
  prettyErrors: true,
  keepSourceTokens: false,
} as const;

type Full = { ok: true; value: unknown } | { ok: false; why: string };

/** The full path's reading: the package's errors and the codec's refusals (tags, anchors, aliases, non-string keys). */
function full(text: string): Full {
  try {
    const doc = parseDocument(text, OPTIONS);
    if (doc.errors.length) return { ok: false, why: doc.errors[0].message.split('\n')[0] };
    let why: string | undefined;
    visit(doc, {
      Alias() {
        why = 'alias';
        return visit.BREAK;
      },
      Node(_, node) {
        if (!isAlias(node) && (node.tag || node.anchor)) {
          why = 'tag or anchor';
          return visit.BREAK;
        }
        return undefined;
      },
      Pair(_, pair) {
        if (!isScalar(pair.key) || typeof pair.key.value !== 'string') {
          why = 'non-string key';
          return visit.BREAK;
        }
        return undefined;
      },
    });
    if (why) return { ok: false, why };
    return { ok: true, value: doc.toJS({ maxAliasCount: 0 }) };
  } catch (e) {
    return { ok: false, why: String(e) };
  }
}

/** The fast path declines or agrees with the package; true when it accepted. */
function agrees(text: string): boolean {
  let fast: unknown;
  try {
    fast = parseSimpleYaml(text);
  } catch (e) {
    assert.fail(`the fast path threw ${String(e)} on ${JSON.stringify(text)}`);
  }
  if (fast === undefined) return false;
  const ref = full(text);
  if (!ref.ok)
    assert.fail(`the fast path accepted what the full path refuses (${ref.why}): ${JSON.stringify(text)}`);
  assert.deepStrictEqual(fast, ref.value, `the fast path differs on ${JSON.stringify(text)}`);
  return true;
}

/** Asserts the fast path accepts `text` (and agrees). */
function accepts(text: string): void {
  assert.ok(parseSimpleYaml(text) !== undefined, `the fast path declines ${JSON.stringify(text)}`);
  assert.ok(agrees(text));
}

function declines(text: string): void {
  assert.equal(parseSimpleYaml(text), undefined, `the fast path accepts ${JSON.stringify(text)}`);
}

/** Every file under `dir`, relative paths. */
function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir + prefix, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? walk(dir, `${prefix}${e.name}/`) : [prefix + e.name]));
}

const normal = (s: string) => s.replace(/\r\n?/g, '\n');

describe('the YAML fast path on the fixture corpus', () => {
  const files = walk(FIXTURES);

  test('every YAML fixture: declined or the same value as the package', () => {
    const yamlFiles = files.filter((f) => /\.ya?ml$/.test(f));
    assert.ok(yamlFiles.length > 0);
    const accepted = yamlFiles.filter((f) => agrees(normal(readFileSync(FIXTURES + f, 'utf8'))));
    console.log(`# fast path accepts ${accepted.length} of ${yamlFiles.length} YAML fixtures`);
    assert.ok(accepted.includes('vance/valid/01-seed-example.yaml'));
  });

  test('every fenced body in the Markdown fixtures: declined or the same value as the package', () => {
    const fence = /^(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
    let bodies = 0;
    let accepted = 0;
    for (const f of files.filter((name) => name.endsWith('.md'))) {
      for (const m of normal(readFileSync(FIXTURES + f, 'utf8')).matchAll(fence)) {
        bodies++;
        if (agrees(m[3])) accepted++;
      }
    }
    console.log(`# fast path accepts ${accepted} of ${bodies} fenced bodies in Markdown fixtures`);
    assert.ok(bodies > 0);
  });

  test('the benchmark bodies are accepted', async () => {
    const content = (await import(new URL('../../bench/content.mjs', import.meta.url).href)) as {
      abstractSet: (i: number, o?: { markdown?: boolean }) => unknown;
      vanceYaml: (set: unknown) => string;
    };
    accepts(content.vanceYaml(content.abstractSet(1)));
    accepts(content.vanceYaml(content.abstractSet(1, { markdown: true })));
    accepts(content.vanceYaml(content.abstractSet(200, { markdown: true })));
  });
});

describe('plain scalars resolve as the core schema of the package resolves them', () => {
  const spellings = [
    ...['', '~', 'null', 'Null', 'NULL', 'nULL', 'none', 'Nil'],
    ...['true', 'True', 'TRUE', 'tRUE', 'false', 'False', 'FALSE', 'yes', 'no', 'on', 'off', 'y', 'n'],
    ...['0', '-0', '+0', '12', '+12', '-12', '012', '0012', '1_000', '1,000', '1 000'],
    ...['0o17', '0o8', '0O17', '0o', '-0o17', '0x1F', '0x1f', '0X1F', '0x', '-0x1F', '0xG', '0b101'],
    ...['9007199254740991', '9007199254740993', '123456789012345678901234567890', '-99999999999999999999'],
    ...['1.', '1.5', '.5', '-.5', '+.5', '1.50', '.', '-.', '1..2', '1.2.3', '00.5'],
    ...[
      '1e3',
      '1E3',
      '1e+3',
      '1e-3',
      '.5e3',
      '1.e3',
      '1.5e3',
      'e3',
      '1e',
      '1e3.5',
      '-1e3',
      '1e400',
      '1e-400',
    ],
    ...['.inf', '.Inf', '.INF', '-.inf', '+.inf', '-.Inf', '+.INF', '.iNf', 'inf', '-inf', 'Infinity'],
    ...['.nan', '.NaN', '.NAN', '-.nan', '+.nan', 'nan', 'NaN'],
    ...['2001-12-14', '12:30', '1:20', '0.1.2', '1e3x', 'x1e3', '-x', '-1x', '-.x'],
  ];

  for (const s of spellings) {
    test(`a: ${JSON.stringify(s)}`, () => {
      const text = `a: ${s}\n`;
      const ref = full(text);
      const fast = parseSimpleYaml(text);
      if (ref.ok && fast === undefined && !/[:,]|^-x$/.test(s)) assert.fail(`declined ${JSON.stringify(s)}`);
      agrees(text);
      agrees(`- ${s}\n`);
      agrees(`a: [${s}]\n`);
      agrees(`a: [x, ${s}, y]\n`);
    });
  }

  test('a large integer is a number, as the package gives it', () => {
    const value = parseSimpleYaml('a: 9007199254740993\n') as { a: unknown };
    assert.equal(typeof value.a, 'number');
    agrees('a: 9007199254740993\n');
  });
});

describe('tricky spots, one by one', () => {
  const accepted: string[] = [
    'a: 1',
    'a: 1\n',
    'a: 1\nb: two\n',
    '  a: 1\n  b: 2\n',
    '  a: 1\n# comment\n  b: 2\n',
    '# head\n\na: 1 # tail\n\n# end\n',
    'a: x#y',
    'a: x #y',
    'a: "x" # y',
    "a: 'x' # y",
    'a: "x#y"',
    "a: 'it''s'",
    "a: ''",
    'a: ""',
    'a: "\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\ud83d\\ude00"',
    'a: "  spaced  "',
    'a: x  ',
    'a: a:b',
    'a: https://example.com/x?y=1#z',
    'a: a, b',
    'a: a [b] {c}',
    'a: ...',
    'a: x - y',
    'a: -1',
    'a: -.5',
    'a: -.inf',
    'a: Köln — “quoted” 😀',
    'a:\n',
    'a:\nb: 1',
    'a: # nothing\nb: 1',
    'a:\n  b: 1\n  c:\n    d: 2\n',
    'a:\n- 1\n- 2\n',
    'a:\n  - 1\n  - 2\n',
    'a:\n  - b\n  # between\n  - d\n',
    '- 1\n- two\n-\n- - x\n  - y\n',
    '- a: 1\n  b: 2\n- c: 3\n',
    '-   a: 1\n    b: 2\n',
    '- key:\n  - a\n  other: 1\n',
    '- a:\n- b\n',
    '-\n  a: 1\n',
    '- # comment\n  a: 1\n',
    'a: []',
    'a: [ ]',
    'a: {}',
    'a: [eu-central-1, eu-west-1]',
    'a: [x, "y, z", \'w]\', 1, true, null, ~]',
    'a: [x]  # comment',
    'a: |\n  foo\n',
    'a: |\n  foo',
    'a: |-\n  foo\n\n',
    'a: |+\n  foo\n\n',
    'a: |+\n  foo\n\nb: 1',
    'a: |+\n  foo',
    'a: |\n  foo\n\n  bar\n',
    'a: |\n  foo\n    indented\n  # not a comment\n',
    'a: |\n  foo\n # a comment\nb: 1\n',
    'a: |  # header comment\n  foo\n',
    'a: |\n  foo\n \n  bar\n',
    '- |\n x\n- |-\n  y\n',
    'key:\n- |\n x\n',
    '- k: |\n    x\n  j: 1\n',
    'null_: 1\ntrue_: 2\nNULLx: 3\n',
    '_a-b_: 1',
    '$meta:\n  kind: questions\nquestions: []\n',
    'a: -x',
    'a: #x',
    'a: "\\ud800"',
    'a: |+\n  foo\n\n  \n',
    // quoted keys (issue 31: thousands of them sent every document to the package)
    '"a": 1',
    '- "x": 1',
    "'it''s': x",
    '"a b": 1\n"c:d": [1, 2]\n',
    '"true": 1\n"null": 2\n"": 3\n',
    '"\\u0041\\n": x',
    'a:\n  "b": 1\n  c: 2\n',
  ];
  for (const text of accepted) test(`accepts ${JSON.stringify(text)}`, () => accepts(text));

  const declined: string[] = [
    '',
    '# only a comment\n',
    'plain scalar',
    '"quoted"',
    '\ufeffa: 1',
    'a: 1\r\nb: 2',
    'a:\t1',
    'a: "x\ty"',
    '\ta: 1',
    '---\na: 1',
    'a: 1\n...\n',
    '%YAML 1.2\n---\na: 1',
    'a: &x 1',
    'a: *x',
    'a: !!str 1',
    'a: !x 1',
    '? a\n: 1',
    'a b: 1',
    '"a" : 1',
    '"a":1',
    '"a\\x": 1',
    '"a": 1\na: 2',
    '\'a\': 1\n"a": 2',
    '"__proto__": 1',
    'a : 1',
    '1: x',
    '$: x',
    '$1: x',
    '$$a: x',
    'a$: x',
    'null: 1',
    'true: 1',
    'False: 1',
    '__proto__: 1',
    'constructor: 1',
    'prototype: 1',
    '<<: 1',
    'a: 1\na: 2',
    'a: {b: 1}',
    'a: [b, [c]]',
    'a: [b, ]',
    'a: [b,,c]',
    'a: [b: c]',
    'a: [b #c]',
    'a: [b\n  , c]',
    'a: >\n  folded\n',
    'a: |2\n  x\n',
    'a: |\n\n  leading blank\n',
    'a: |\n    \n  more-indented blank first\n',
    'a: |\n  x\n     \n  y\n',
    'a: |\nb: 1',
    'a: |',
    'a: | x',
    'a: x\n  continued',
    'a: "x\n  y"',
    "a: 'x\n  y'",
    'a: "x" y',
    'a: "x"#y',
    'a: "\\x41"',
    'a: "\\e"',
    'a: "\\ "',
    'a: b: c',
    'a: x:',
    'a: - b',
    'a: -',
    'a: ?x',
    'a: :x',
    'a: ,x',
    'a: @x',
    'a: `x`',
    'a: %x',
    'a: |x',
    'a: >x',
    'a: x \u2028 y',
    'a: x \u0085 y',
    'a: x \u0007 y',
    'a:\n  x',
    'a:\n    b: 1\n  c: 2',
    '- a\nb: 1',
    '- a\n  b',
    '- a: 1\n   b: 2',
    'a:\n  - 1\n - 2',
    '-a',
    'a: |+\n  foo\n\n  ',
    ...['a:\n', '  '.repeat(40)].join(''),
  ];
  for (const text of declined) test(`declines ${JSON.stringify(text)}`, () => declines(text));

  test('nesting: 32 levels are simple, 33 are not', () => {
    const nest = (n: number) =>
      Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n') + ' 1\n';
    accepts(nest(32));
    declines(nest(33));
    const dashes = (n: number) => '- '.repeat(n) + 'x\n';
    accepts(dashes(32));
    declines(dashes(33));
  });

  test('long runs of spaces inside a line take linear time', () => {
    for (const body of [
      (spaces: string) => `a: x${spaces}y\n`,
      (spaces: string) => `a: [x${spaces}y]\n`,
      (spaces: string) => `- x${spaces}# c\n`,
      (spaces: string) => `a: "x"${spaces}y\n`,
    ]) {
      agrees(body(' '.repeat(250_000)));
      assertLinear((n) => body(' '.repeat(n)), parseSimpleYaml, 62_500);
    }
  });

  test('a key at most 256 characters long', () => {
    accepts(`${'k'.repeat(256)}: 1`);
    declines(`${'k'.repeat(257)}: 1`);
  });
});

// ---------------------------------------------------------------------------------------------
// Generators

const KEYS = [
  'a',
  'b',
  'key',
  'text',
  'kind',
  'options',
  'x_y',
  'a-b',
  '_',
  '$meta',
  'null',
  'true',
  'y',
  'on',
];
const ODD_KEYS = ['a b', '1', 'a:b', '', ' a', '-a', '#', '$', '$1', '$$a', '__proto__', 'é'];

const FRAGMENTS = [
  ...['a', 'b', 'word', ' ', '  ', ':', ': ', '#', ' #', '- ', '-', '?', ',', '"', "'", "''", '\\', '\\n'],
  ...['\n', '\n\n', '\t', '|', '>', '&', '*', '!', '%', '@', '`', '~', '[', ']', '{', '}', '...', '---'],
  ...['é', '—', '😀', '\u00a0', 'null', 'true', 'False', '1', '0x1F', '0o7', '.5', '1e3', '.inf', '_', '+'],
];

const fragmentString = fc
  .array(fc.constantFrom(...FRAGMENTS), { maxLength: 8 })
  .map((parts) => parts.join(''));

const anyString = fc.oneof(
  { weight: 4, arbitrary: fragmentString },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'x ', ' x', 'a\n', 'a\n\n', '\na', 'a\nb', 'a\n b\n') },
);

const number = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 5 }),
  fc.double(),
  fc.constantFrom(0, -0, 2 ** 53 + 2, -(2 ** 60), 1e21, 1.5, NaN, Infinity, -Infinity),
);

const key = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) },
);

const { data } = fc.letrec<{ data: unknown; leaf: unknown }>((tie) => ({
  leaf: fc.oneof(anyString, number, fc.boolean(), fc.constant(null)),
  data: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: tie('leaf') },
    { weight: 1, arbitrary: fc.array(tie('data'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(key, tie('data'), { maxKeys: 4 }) },
  ),
}));

const topLevel = fc.oneof(
  fc.dictionary(key, data, { minKeys: 1, maxKeys: 5 }),
  fc.array(data, { minLength: 1, maxLength: 5 }),
);

const STRINGIFY_OPTIONS: ToStringOptions[] = [
  {},
  { lineWidth: 0 },
  { indent: 4, lineWidth: 0 },
  { indent: 1 },
  { indentSeq: false, lineWidth: 0 },
  { lineWidth: 20, minContentWidth: 0 },
  { defaultStringType: 'QUOTE_DOUBLE', lineWidth: 0 },
  { defaultStringType: 'QUOTE_SINGLE', lineWidth: 0 },
  { defaultStringType: 'BLOCK_LITERAL', lineWidth: 0 },
  { defaultStringType: 'BLOCK_FOLDED' },
  { blockQuote: 'literal', lineWidth: 0 },
  { blockQuote: 'folded' },
  { blockQuote: false, lineWidth: 0 },
  { defaultKeyType: 'PLAIN', defaultStringType: 'QUOTE_DOUBLE', doubleQuotedAsJSON: true, lineWidth: 0 },
  { nullStr: '~', trueStr: 'True', falseStr: 'FALSE', lineWidth: 0 },
  { flowCollectionPadding: false, lineWidth: 0 },
];

/** A scalar as it may be written after `key: `: plain words, numbers in any spelling, quoted, odd. */
const scalarSource = fc.oneof(
  { weight: 3, arbitrary: fragmentString.filter((s) => !s.includes('\n')) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', '-', '+', '.', '-.', '0o', '0x', '0'),
        fc.stringMatching(/^[0-9a-fA-F_.eExo+-]{0,6}$/),
        fc.constantFrom('', '.', 'e3', 'inf', 'nan', 'NaN', 'INF', 'Inf', ':', '#'),
      )
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: anyString.map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: anyString.map((s) => `'${s.replace(/'/g, "''")}'`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '~',
      'Null',
      'TRUE',
      'yes',
      '012',
      '1_000',
      '.NaN',
      '-.Inf',
      '9007199254740993',
    ),
  },
);

const comment = fc.constantFrom('', '', '', ' # note', '  #', '#x', ' #: - [');

/** Lines of a literal block scalar's content, at `indent`. */
const literalLines = (indent: string) =>
  fc
    .array(
      fc.oneof(
        fragmentString.filter((s) => !s.includes('\n') && !s.startsWith(' ')),
        fc.constantFrom('', ' ', '   ', '# hash', '  deeper', '- dash', 'key: value'),
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((lines) =>
      lines
        .map((l, i) => (i === 0 && (l.trim() === '' || l.startsWith(' ')) ? 'first' : l))
        .map((l) => (l.trim() === '' ? l : indent + l))
        .join('\n'),
    );

const header = fc.constantFrom('|', '|-', '|+', '|  # c', '>', '|2', '|-1');
const eol = fc.constantFrom('\n', '\n', '\n\n', '\n\n\n', '\n  \n', '');

/** Hand-written documents of the shape agents write, with random scalars spliced in. */
const template = fc.oneof(
  fc
    .tuple(scalarSource, scalarSource, scalarSource, comment, comment, eol)
    .map(
      ([a, b, c, c1, c2, end]) =>
        `id: ${a}${c1}\nquestions:\n  - key: ${b}\n    text: ${c}${c2}\n    options: [x, ${a}]${end}`,
    ),
  fc
    .tuple(scalarSource, scalarSource, header, literalLines('    '), eol, scalarSource)
    .map(
      ([a, b, h, lines, end, c]) =>
        `questions:\n- key: ${a}\n  text: ${h}\n${lines}${end}  kind: ${b}\n- ${c}\n`,
    ),
  fc
    .tuple(header, literalLines('  '), eol, scalarSource, fc.boolean())
    .map(([h, lines, end, a, last]) =>
      last ? `a: ${a}\nb: ${h}\n${lines}${end}` : `b: ${h}\n${lines}${end}a: ${a}\n`,
    ),
  fc
    .tuple(fc.array(scalarSource, { minLength: 1, maxLength: 4 }), comment, fc.constantFrom('', '  ', '    '))
    .map(([items, c, indent]) => `list:${c}\n${items.map((s) => `${indent}- ${s}`).join('\n')}\nafter: 1\n`),
  fc
    .tuple(fc.array(scalarSource, { minLength: 1, maxLength: 4 }))
    .map(([items]) => `flow: [${items.join(', ')}]\nother: [${items.join(',')}]\n`),
  fc
    .tuple(scalarSource, scalarSource, fc.constantFrom(0, 1, 2, 3), fc.constantFrom(' ', '  ', '   '))
    .map(
      ([a, b, extra, gap]) =>
        `-${gap}a: ${a}\n${' '.repeat(1 + gap.length)}${' '.repeat(extra === 3 ? 1 : 0)}b: ${b}\n`,
    ),
);

/** No control characters, separators or BOM: what the fast path reads. */
const printable = (s: string) =>
  [...s].every((c) => {
    const n = c.charCodeAt(0);
    return n >= 0x20 && (n < 0x7f || n > 0x9f) && !'\u2028\u2029\ufeff'.includes(c);
  });

/** Documents made of random lines at random indentations: mostly broken, some valid in odd ways. */
const lineSoup = fc
  .array(
    fc.tuple(
      fc.constantFrom('', ' ', '  ', '   ', '    ', '     ', '      '),
      fc.constantFrom(
        'key: ',
        'k2: ',
        '- ',
        '- key: ',
        '- - ',
        '-   k2: ',
        'key:',
        '-',
        '# c',
        '',
        'key: |',
        'k2: |-',
        '- |+',
        'text',
        '"quoted": ',
      ),
      fc.oneof(fc.constant(''), scalarSource),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((lines) => lines.map(([indent, lead, value]) => indent + lead + value).join('\n') + '\n');

function report(label: string, accepted: number, total: number): void {
  console.log(
    `# ${label}: fast path accepts ${accepted} of ${total} (${Math.round((100 * accepted) / total)}%)`,
  );
}

describe('generated documents', () => {
  test('the package’s stringify under several option sets', () => {
    let total = 0;
    let accepted = 0;
    const runs = 3000;
    fc.assert(
      fc.property(topLevel, fc.constantFrom(...STRINGIFY_OPTIONS), (value, options) => {
        let text: string;
        try {
          text = stringify(value, options);
        } catch {
          return;
        }
        total++;
        if (agrees(text)) accepted++;
      }),
      { numRuns: runs },
    );
    report(`stringify, ${runs} runs`, accepted, total);
    assert.ok(accepted > total * 0.3, `accepts only ${accepted} of ${total}`);
  });

  test('the package’s stringify with long lines: mostly accepted', () => {
    let accepted = 0;
    const runs = 1000;
    const plainData = fc.dictionary(
      fc.constantFrom(...KEYS.slice(0, 10)),
      fc.oneof(
        fc.string({ maxLength: 20 }).filter(printable),
        number,
        fc.boolean(),
        fc.array(fc.stringMatching(/^[a-z][a-z -]{0,12}$/), { maxLength: 3 }),
      ),
      { minKeys: 1, maxKeys: 6 },
    );
    fc.assert(
      fc.property(plainData, (value) => {
        if (agrees(stringify(value, { lineWidth: 0 }))) accepted++;
      }),
      { numRuns: runs },
    );
    report(`stringify of plain data, ${runs} runs`, accepted, runs);
    assert.ok(accepted > runs * 0.8, `accepts only ${accepted} of ${runs}`);
  });

  test('hand-written templates with random scalars spliced in', () => {
    let accepted = 0;
    const runs = 5000;
    fc.assert(
      fc.property(template, (text) => {
        if (agrees(text)) accepted++;
      }),
      { numRuns: runs },
    );
    report(`templates, ${runs} runs`, accepted, runs);
    assert.ok(accepted > runs * 0.3, `accepts only ${accepted} of ${runs}`);
  });

  test('random lines at random indentations', () => {
    let accepted = 0;
    const runs = 5000;
    fc.assert(
      fc.property(lineSoup, (text) => {
        if (agrees(text)) accepted++;
      }),
      { numRuns: runs },
    );
    report(`line soup, ${runs} runs`, accepted, runs);
    assert.ok(accepted > runs * 0.05, `accepts only ${accepted} of ${runs}`);
  });

  test('random edits of accepted documents', () => {
    const EDIT_CHARS = [...':#-\'"|>&*!{}[] \n'];
    const edit = fc.record({
      at: fc.nat(),
      insert: fc.boolean(),
      char: fc.constantFrom(...EDIT_CHARS),
    });
    const source = fc
      .oneof(
        template,
        lineSoup,
        topLevel.map((v) => stringify(v, { lineWidth: 0 })),
      )
      .filter((text) => parseSimpleYaml(text) !== undefined);
    let accepted = 0;
    const runs = 5000;
    fc.assert(
      fc.property(source, fc.array(edit, { minLength: 1, maxLength: 3 }), (text, edits) => {
        let s = text;
        for (const { at, insert, char } of edits) {
          const i = at % (s.length + 1);
          s = insert ? s.slice(0, i) + char + s.slice(i) : s.slice(0, i) + s.slice(i + 1);
        }
        if (agrees(s)) accepted++;
      }),
      { numRuns: runs },
    );
    report(`mutations, ${runs} runs`, accepted, runs);
  });
});

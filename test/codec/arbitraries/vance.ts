/**
 * Valid Vancetope `questions` bodies (seed 000): as values, JSON, YAML in several styles and
 * ```questions / ~~~questions fences; every optional field, mixed-case kinds and weights, string,
 * number and object options, unicode, and the largest counts a body may hold.
 */
import fc from 'fast-check';
import { noLookAlikes } from '../look-alike.js';
import { FORBIDDEN_KEYS } from '../../../src/codec/keys.js';
import { isDeepStrictEqual } from 'node:util';
import { parse, stringify, type ToStringOptions } from 'yaml';

export interface WireOption {
  label: string | number;
  description?: string;
}
export interface WireQuestion {
  key: string;
  text: string;
  kind?: string;
  options?: (string | number | WireOption)[];
  proposal?: string;
  context?: string;
  weight?: string;
}
export interface Wire {
  $meta?: Record<string, unknown>;
  id?: string;
  intro?: string;
  questions: WireQuestion[];
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Any string, empty included: proposals, contexts, descriptions, intros. */
const anyText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(fc.constant('a'), loneSurrogate), maxLength: 4 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'Which region?',
      '**bold**, `code` and [a link](https://example.com)',
      'بأي لغة؟',
      'עברית',
      '👩🏽‍💻 🇩🇪',
      '```\nGET /v1\n```\n',
      '````yaml\nx: 1\n````',
      'a: b',
      '- item',
      '# not a comment',
      'null',
      'true',
      '1.50',
      '~',
      "it's",
      '"quoted"',
      '  padded  ',
      'line\nbreak\n',
      '\ttab',
      '&anchor *alias !tag',
      '{ not: flow }',
      '[1, 2]',
      '---',
      '...',
    ),
  },
);

/** A string with more than whitespace in it (keys, texts, labels). */
const solidText = anyText.filter((s) => s.trim().length > 0);

/** The listed spelling in random case, sometimes padded with spaces. */
const anyCase = (word: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }),
      fc.constantFrom('', ' '),
    )
    .map(([upper, pad]) => pad + [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('') + pad);

const kindOf = (k: fc.Arbitrary<string>) => fc.oneof(k, k.chain(anyCase));

const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

const option: fc.Arbitrary<string | number | WireOption> = fc.oneof(
  { weight: 4, arbitrary: solidText },
  { weight: 1, arbitrary: number },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        label: fc.oneof({ weight: 5, arbitrary: solidText }, { weight: 1, arbitrary: number }),
        description: anyText,
      },
      { requiredKeys: ['label'] },
    ),
  },
);

const options = (min: number, max: number) => fc.array(option, { minLength: min, maxLength: max });

const common = {
  key: solidText,
  text: solidText,
  proposal: anyText,
  context: anyText,
  weight: kindOf(fc.constantFrom('blocker', 'important', 'minor')),
};

/** choice needs two options; text and confirm may carry some (ASK_USER: a text with one suggestion). */
const question: fc.Arbitrary<WireQuestion> = fc.oneof(
  fc.record(
    { ...common, kind: kindOf(fc.constant('choice')), options: options(2, 5) },
    { requiredKeys: ['key', 'text', 'kind', 'options'] },
  ),
  fc.record(
    { ...common, kind: kindOf(fc.constantFrom('text', 'confirm')), options: options(0, 3) },
    { requiredKeys: ['key', 'text'] },
  ),
);

const questions = fc.uniqueArray(question, { minLength: 1, maxLength: 6, selector: (q) => q.key });

const metaKey = fc.string({ minLength: 1, maxLength: 10 }).filter((k) => !FORBIDDEN_KEYS.has(k));
const meta = fc.dictionary(
  metaKey,
  fc.oneof(
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
  ),
  {
    maxKeys: 4,
  },
);

/** The most a body may hold: 100 questions, one of them with 100 options. */
const largest: fc.Arbitrary<WireQuestion[]> = fc.constant(
  Array.from({ length: 100 }, (_, i) =>
    i === 0
      ? {
          key: 'q0',
          text: 'Which one?',
          kind: 'choice',
          options: Array.from({ length: 100 }, (_, j) => `option ${j}`),
        }
      : { key: `q${i}`, text: `Question ${i}?` },
  ),
);

const generatedWire: fc.Arbitrary<Wire> = fc.record(
  {
    $meta: meta,
    id: solidText,
    intro: anyText,
    questions: fc.oneof({ weight: 30, arbitrary: questions }, { weight: 1, arbitrary: largest }),
  },
  { requiredKeys: ['questions'] },
);

export type Style = 'value' | 'json' | 'json-pretty' | 'yaml' | 'fence' | 'tilde-fence';

const YAML_STYLES: ToStringOptions[] = [
  { lineWidth: 0 },
  { indent: 4, indentSeq: false },
  { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' },
  { defaultStringType: 'QUOTE_SINGLE' },
  { defaultStringType: 'BLOCK_LITERAL', lineWidth: 40 },
  { collectionStyle: 'any', flowCollectionPadding: false, lineWidth: 20 },
];

const longestRun = (s: string, c: string) =>
  Math.max(0, ...(s.match(new RegExp(`\\${c}+`, 'g')) ?? []).map((r) => r.length));

/** The wire object as a body of the given style. */
export function render(wire: Wire, style: Style, yamlStyle = 0): string | object {
  const yaml = () => {
    const text = stringify(wire, YAML_STYLES[yamlStyle % YAML_STYLES.length]);
    // the yaml package writes a string of spaces as a block literal that it reads back empty (" " →
    // `|-` and a line of spaces → ""): a wire that its own style would not carry takes the first style
    return isDeepStrictEqual(parse(text), wire) ? text : stringify(wire, YAML_STYLES[0]);
  };
  switch (style) {
    case 'value':
      return wire;
    case 'json':
      return JSON.stringify(wire);
    case 'json-pretty':
      return JSON.stringify(wire, null, 2);
    case 'yaml':
      return yaml();
    case 'fence': {
      const body = yamlStyle % 2 ? JSON.stringify(wire, null, 1) : yaml();
      const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
      return `${fence}questions\n${body.replace(/\n?$/, '\n')}${fence}\n`;
    }
    case 'tilde-fence': {
      const body = yaml();
      const fence = '~'.repeat(Math.max(3, longestRun(body, '~') + 1));
      return `${fence}questions\n${body.replace(/\n?$/, '\n')}${fence}`;
    }
  }
}

export const style: fc.Arbitrary<Style> = fc.constantFrom(
  'value',
  'json',
  'json-pretty',
  'yaml',
  'yaml',
  'fence',
  'tilde-fence',
);

/** Wire sets without options that look the same (those are refused: look-alike-options). */
export const validWire: fc.Arbitrary<Wire> = generatedWire.filter((w) => noLookAlikes(w as object));

const generatedBody: fc.Arbitrary<string | object> = fc
  .tuple(validWire, style, fc.nat(YAML_STYLES.length - 1))
  .map(([wire, s, y]) => render(wire, s, y));

/** Options that look the same are refused (look-alike-options): no valid body holds them. */
export const validBody = generatedBody.filter(noLookAlikes);

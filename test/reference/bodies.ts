/**
 * The bodies the differential suites run: each format's valid bodies (`test/codec/arbitraries`)
 * and targeted mutations of them; for index also messages whose block or whitespace is changed
 * at the places the seed's reader decides on.
 */
import fc from 'fast-check';
import { validBody as egoz } from '../codec/arbitraries/egoz.js';
import { formObject } from '../codec/arbitraries/form.js';
import { validBody as index } from '../codec/arbitraries/index.js';
import { validBody as mcp } from '../codec/arbitraries/mcp.js';
import { validBody as shiitake } from '../codec/arbitraries/shiitake.js';
import { validBody as structured } from '../codec/arbitraries/structured.js';
import { render, validWire as vanceWire } from '../codec/arbitraries/vance.js';
import { EDGES, mutate, validAndMutated } from './mutate.js';
import type { FormatId } from '../../src/codec/index.js';

/** Unicode spaces that JSON and the fence patterns do not count as whitespace, and some they do. */
const SPACES = [' ', '  ', '   ', '\t', '\ufeff', '\u3000', '\u00a0', '\u2028', '\u2029', '\u200b', '\r\n'];

/** Edits of a message at the places that decide whether it holds a block. */
const edits: ((m: string, s: string) => string)[] = [
  (m, s) => s + m,
  (m, s) => m + s,
  (m, s) => m.replace(/index-questions\r?\n/, (f) => f + s),
  (m, s) => m.replace(/\r?\n(`{3,})\s*$/, (f) => s + f),
  (m, s) => m.replace(/\n(`{3,})index-questions/, (_, f: string) => `\n${s}${f}index-questions`),
  (m, s) => m.replace(/index-questions/, `index-questions${s}`),
  (m, s) => m.replace(/(`{3,})\s*$/, (f) => f + s + 'x'),
  (m) => `${m}\n\nAnd one more thing.`,
  (m) => m.replace(/(`{3,})\s*$/, (f) => f + '`'),
  (m) => `${m}\n\n\`\`\`index-questions\n{}\n\`\`\``,
];

const asMessage = (block: unknown, prose: string) =>
  `${prose}\n\n\`\`\`${'index-questions'}\n${JSON.stringify(block, null, 2)}\n\`\`\``;

const indexData = index.filter((b) => typeof b !== 'string' || !b.includes('```'));

const indexMessages = fc
  .tuple(validAndMutated(indexData), fc.constantFrom('', 'Two of them wait on you.', '  indented prose'))
  .map(([b, prose]) => asMessage(typeof b === 'string' ? JSON.parse(b) : b, prose));

const indexBodies = fc.oneof(
  validAndMutated(indexData),
  indexMessages,
  index.filter((b) => typeof b === 'string' && b.includes('```')),
  fc
    .tuple(indexMessages, fc.nat(), fc.constantFrom(...SPACES))
    .map(([m, e, s]) => edits[e % edits.length](m, s)),
);

/** URL-mode requests: web addresses, and strings that are none or that no page should open. */
const urlMode = fc
  .record(
    {
      mode: fc.constant('url'),
      message: fc.string(),
      // revision 2025-11-25 sends it; 2026-07-28 removed it
      elicitationId: fc.string(),
      url: fc.oneof(
        fc.webUrl(),
        fc.constantFrom('javascript:alert(1)', 'http://', 'not a url', 'mailto:a@b.example'),
      ),
    },
    { requiredKeys: ['mode', 'message', 'url'] },
  )
  .map((b) => b as object);

/** Edits of a YAML body at the places the YAML reading decides on. */
const YAML_EDITS: ((y: string) => string)[] = [
  (y) => y.replace(/^questions:/m, 'questions: &qs'),
  (y) => y.replace(/^(\s*)(- )?text: /m, '$1$2text: !!str '),
  (y) => `${y}\nextra: *qs\n`,
  (y) => `${y}\nquestions: []\n`,
  (y) => `1: one\n${y}`,
  (y) => `intro:\n${y}`,
  (y) => `id: ""\n${y}`,
  (y) => y.replace(/^( +)/m, '\t'),
  (y) => y.replace(/kind: (\w+)/, 'kind: " $1 "'),
  (y) => y.replace(/kind: (\w+)/, 'kind: yes'),
  (y) => y.replace(/- key: /, '- key: 10\n  old: '),
  (y) => `${y}---\nquestions: []\n`,
  (y) => `%YAML 1.2\n---\n${y}`,
  (y) => y.replace(/\n/g, '\r\n'),
];

/** The largest wire (100 questions) is the generators' own test; here it would only cost time. */
const vanceWireSmall = vanceWire.filter((w) => w.questions.length <= 6);

const VANCE_STYLES = ['value', 'json', 'json-pretty', 'yaml'] as const;

/** vance: valid bodies, mutated wires in every style, and YAML edits; bare bodies (fences are the finder's). */
const vanceBodies = fc.oneof(
  fc.tuple(vanceWireSmall, fc.constantFrom(...VANCE_STYLES), fc.nat(5)).map(([w, s, y]) => render(w, s, y)),
  fc
    .tuple(vanceWireSmall, fc.nat(), fc.nat(), fc.nat(), fc.constantFrom(...VANCE_STYLES), fc.nat(5))
    .map(([w, where, kind, edge, s, y]) => {
      const m = mutate(w, where, kind, edge);
      return typeof m === 'object' && m !== null ? render(m as typeof w, s, y) : JSON.stringify(m);
    }),
  fc
    .tuple(vanceWireSmall, fc.nat(5), fc.nat())
    .map(([w, y, e]) => YAML_EDITS[e % YAML_EDITS.length](render(w, 'yaml', y) as string)),
);

/** form: objects and JSON text, valid and mutated, bare and inside a tag with or without attributes. */
const formObjects = formObject.filter((o) => (o.questions as unknown[]).length <= 8);
const FORM_FIELDS = [
  'options',
  'allowCustom',
  'customLabel',
  'customPlaceholder',
  'maxSelections',
  'required',
  'placeholder',
  'min',
  'max',
  'step',
  'accept',
  'default',
  'type',
  'label',
  'id',
];
/** One field of one question set to an edge value, whatever the question's type. */
const formFieldSet = fc
  .tuple(
    formObjects,
    fc.nat(),
    fc.constantFrom(...FORM_FIELDS),
    fc.constantFrom(...EDGES, 1, 2, 'radio', 'Checkbox', ['a'], [{ label: 'a' }, { label: 'b', value: 2 }]),
  )
  .map(([o, i, field, value]) => {
    const qs = structuredClone(o.questions) as Record<string, unknown>[];
    qs[i % qs.length][field] = value;
    return { ...o, questions: qs } as object;
  });
const formData = fc.oneof(validAndMutated(formObjects), formFieldSet);
const formBodies = fc.oneof(
  formData,
  fc
    .tuple(
      formData,
      fc.constantFrom('', ' id="discovery"', ' id="discovery" title="Quick brief"', ' title="T"', ' id=" "'),
    )
    .map(
      ([b, attrs]) =>
        `<question-form${attrs}>\n${(typeof b === 'string' ? b : JSON.stringify(b)).replace(/</g, '\\u003c')}\n</question-form>`,
    ),
);

export const BODIES: Partial<Record<FormatId, fc.Arbitrary<string | object>>> = {
  index: indexBodies,
  structured: validAndMutated(structured),
  shiitake: validAndMutated(shiitake),
  egoz: validAndMutated(egoz),
  vance: vanceBodies,
  form: formBodies,
  mcp: validAndMutated(fc.oneof({ weight: 5, arbitrary: mcp }, { weight: 1, arbitrary: urlMode })),
};

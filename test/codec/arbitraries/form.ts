/**
 * Valid discovery `<question-form>` bodies (seed 004): every one of the 17 input types with its
 * optional fields, string and object options, the custom answer switched on and off,
 * `maxSelections` up to its limit, defaults, unicode copy, and the three ways a body arrives:
 * as a value, as bare JSON text, and inside its tag with `id` / `title` attributes.
 */
import fc from 'fast-check';
import { noLookAlikes } from '../look-alike.js';

const CHOICE_TYPES = ['radio', 'select', 'direction-cards', 'checkbox'] as const;
const TEXT_TYPES = [
  'text',
  'textarea',
  'date',
  'time',
  'datetime-local',
  'color',
  'url',
  'email',
  'tel',
] as const;
const NUMBER_TYPES = ['number', 'range'] as const;

type Wire = Record<string, unknown>;

/** Drops the keys an `fc.option` left undefined. */
const compact = (o: Wire): Wire => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** Text a person would write: ASCII, any grapheme, or the characters that need escaping in the tag. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    'Wer ist die Zielgruppe? 🎯',
    'ما العنوان؟',
    '</question-form>',
    'a < b & "c" > d',
    'x\ny',
    '**bold** `code`',
  ),
);
/** Non-blank text (ids, labels: the codec requires something besides whitespace). */
const someText = anyText.filter((s) => s.trim().length > 0);
/** A long label: edge of size, not of any limit. */
const label = fc.oneof(
  { weight: 5, arbitrary: someText },
  { weight: 1, arbitrary: fc.string({ minLength: 500, maxLength: 2000 }).filter((s) => s.trim().length > 0) },
);

/** Finite numbers that survive JSON unchanged (no -0). */
const number = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }).map((x) => x + 0);
const positive = fc.double({ noNaN: true, min: 0.001, max: 1000 });

/** Options with distinct values: strings, or `{ label, value?, description? }` objects. */
function options(min: number, max: number) {
  return fc.uniqueArray(someText, { minLength: min, maxLength: max }).chain((values) =>
    fc
      .tuple(
        ...values.map((value) =>
          fc.oneof(
            fc.constant<unknown>(value),
            fc
              .record({
                label: someText,
                description: fc.option(anyText, { nil: undefined }),
              })
              .map((o) => compact({ label: o.label, value, description: o.description })),
            // without a value the label is the id
            fc
              .option(anyText, { nil: undefined })
              .map((description) => compact({ label: value, description })),
          ),
        ),
      )
      .map((opts) => ({ opts, values })),
  );
}

function choiceQuestion(id: string, small: boolean) {
  return fc
    .record({
      type: fc.constantFrom(...CHOICE_TYPES),
      label: small ? someText : label,
      options: small
        ? options(2, 4)
        : fc.oneof({ weight: 8, arbitrary: options(2, 8) }, { weight: 1, arbitrary: options(100, 100) }),
      allowCustom: fc.option(fc.boolean(), { nil: undefined }),
      customLabel: fc.option(anyText, { nil: undefined }),
      customPlaceholder: fc.option(anyText, { nil: undefined }),
      required: fc.option(fc.boolean(), { nil: undefined }),
      placeholder: fc.option(anyText, { nil: undefined }),
      seed: fc.nat(),
      withDefault: fc.boolean(),
      withMax: fc.boolean(),
    })
    .map((r) => {
      const { values } = r.options;
      const custom = r.allowCustom !== false;
      const checkbox = r.type === 'checkbox';
      const most = values.length + (custom ? 1 : 0);
      return compact({
        id,
        label: r.label,
        type: r.type,
        options: r.options.opts,
        allowCustom: r.allowCustom,
        customLabel: r.customLabel,
        customPlaceholder: r.customPlaceholder,
        maxSelections: checkbox && r.withMax ? 1 + (r.seed % most) : undefined,
        required: r.required,
        placeholder: r.placeholder,
        default: r.withDefault
          ? checkbox
            ? values.filter((_, i) => (r.seed >> i) & 1)
            : values[r.seed % values.length]
          : undefined,
      });
    });
}

function inputQuestion(id: string, small: boolean) {
  const common = {
    label: small ? someText : label,
    required: fc.option(fc.boolean(), { nil: undefined }),
    placeholder: fc.option(anyText, { nil: undefined }),
  };
  const text = fc.record({
    ...common,
    type: fc.constantFrom(...TEXT_TYPES),
    default: fc.option(anyText, { nil: undefined }),
  });
  const num = fc.record({
    ...common,
    type: fc.constantFrom(...NUMBER_TYPES),
    min: fc.option(number, { nil: undefined }),
    max: fc.option(number, { nil: undefined }),
    step: fc.option(positive, { nil: undefined }),
    default: fc.option(number, { nil: undefined }),
  });
  const toggle = fc.record({
    ...common,
    type: fc.constant('switch'),
    default: fc.option(fc.boolean(), { nil: undefined }),
  });
  const file = fc.record({
    ...common,
    type: fc.constant('file'),
    accept: fc.option(fc.constantFrom('image/*', '.pdf,.docx', 'image/png,image/svg+xml'), {
      nil: undefined,
    }),
  });
  return fc.oneof(text, num, toggle, file).map((q) => compact({ id, ...q }));
}

/** The JSON object inside the tag. */
export const formObject: fc.Arbitrary<Wire> = fc
  .record({
    description: fc.option(anyText, { nil: undefined }),
    ids: fc.oneof(
      { weight: 10, arbitrary: fc.uniqueArray(someText, { minLength: 1, maxLength: 8 }) },
      { weight: 1, arbitrary: fc.constant(Array.from({ length: 100 }, (_, i) => `q${i + 1}`)) },
    ),
  })
  .chain(({ description, ids }) =>
    fc
      .tuple(
        ...ids.map((id) => fc.oneof(choiceQuestion(id, ids.length > 8), inputQuestion(id, ids.length > 8))),
      )
      .map((questions) => compact({ description, questions })),
  );

const attribute = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\n/g, '&#10;');

/** A `<question-form>` block: the JSON may never close the tag early, so `<` is written `\u003c`. */
const tagged = fc
  .record({
    body: formObject,
    id: fc.option(someText, { nil: undefined }),
    title: fc.option(someText, { nil: undefined }),
    indent: fc.boolean(),
  })
  .map(({ body, id, title, indent }) => {
    const attrs =
      (id === undefined ? '' : ` id="${attribute(id)}"`) +
      (title === undefined ? '' : ` title="${attribute(title)}"`);
    const json = JSON.stringify(body, null, indent ? 2 : undefined).replace(/</g, '\\u003c');
    return `<question-form${attrs}>\n${json}\n</question-form>`;
  });

const generatedBody: fc.Arbitrary<string | object> = fc.oneof(
  formObject,
  formObject.map((o) => JSON.stringify(o)),
  tagged,
);

/** Options that look the same are refused (look-alike-options): no valid body holds them. */
export const validBody = generatedBody.filter(noLookAlikes);

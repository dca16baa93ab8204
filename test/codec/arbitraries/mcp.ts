/**
 * Valid MCP form-mode `elicitation/create` params: every primitive the protocol allows
 * (strings with each format and length bounds, number / integer ranges, booleans, untitled,
 * titled and legacy single-select enums, number / integer enums untitled and titled, boolean enums,
 * untitled and titled multi-selects), titles,
 * descriptions, defaults, `required`, `mode`, `_meta`, unicode names, up to 100 properties.
 */
import fc from 'fast-check';
import { noLookAlikes } from '../look-alike.js';
import { FORBIDDEN_KEYS } from '../../../src/codec/keys.js';

type Wire = Record<string, unknown>;

const compact = (o: Wire): Wire => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    'Straße und Hausnummer',
    'Город доставки',
    'ما العنوان؟',
    'Delete all 47 contacts? 🗑️',
    '**bold**',
    '',
  ),
);

/** Property names: any text but the prototype names the codec refuses (FORBIDDEN_KEYS) and blank names. */
const propertyName = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
    fc.constantFrom('first name', 'straße', 'город', '1', '42'),
  )
  .filter((s) => s.trim().length > 0 && !FORBIDDEN_KEYS.has(s));

const count = fc.nat({ max: 1000 });
const number = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }).map((x) => x + 0);
const integer = fc.integer({ min: -1e6, max: 1e6 });

const head = { title: maybe(anyText), description: maybe(anyText) };

const stringProperty = fc
  .record({
    ...head,
    minLength: maybe(count),
    maxLength: maybe(count),
    format: maybe(fc.constantFrom('email', 'uri', 'date', 'date-time')),
    default: maybe(anyText),
  })
  .map((p) => compact({ type: 'string', ...p }));

const numberProperty = fc.oneof(
  fc
    .record({ ...head, minimum: maybe(number), maximum: maybe(number), default: maybe(number) })
    .map((p) => compact({ type: 'number', ...p })),
  fc
    .record({ ...head, minimum: maybe(number), maximum: maybe(number), default: maybe(integer) })
    .map((p) => compact({ type: 'integer', ...p })),
);

const booleanProperty = fc
  .record({ ...head, default: maybe(fc.boolean()) })
  .map((p) => compact({ type: 'boolean', ...p }));

/**
 * number / integer enums (issue 50), untitled or titled (`oneOf`), some under a `minimum` that is
 * one of them (the values below it are left out; at least that one stays).
 */
const numberSelect = fc
  .record({
    ...head,
    isInteger: fc.boolean(),
    isTitled: fc.boolean(),
    floor: maybe(fc.nat()),
    pick: maybe(fc.nat()),
  })
  .chain(({ isInteger, isTitled, floor, pick, ...rest }) =>
    fc.uniqueArray(isInteger ? integer : number, { minLength: 1, maxLength: 6 }).chain((vs) =>
      fc.tuple(...vs.map(() => anyText)).map((titles) =>
        compact({
          type: isInteger ? 'integer' : 'number',
          ...rest,
          enum: isTitled ? undefined : vs,
          oneOf: isTitled ? vs.map((v, i) => ({ const: v, title: titles[i] })) : undefined,
          minimum: floor === undefined ? undefined : vs[floor % vs.length],
          default: pick === undefined ? undefined : vs[pick % vs.length],
        }),
      ),
    ),
  );

/** A boolean enum (issue 50): one value (a must-accept switch), both, or one listed twice. */
const booleanEnum = fc
  .record({
    ...head,
    values: fc.constantFrom([true], [false], [true, false], [true, true]),
    default: maybe(fc.boolean()),
  })
  .map(({ values: vs, ...p }) => compact({ type: 'boolean', ...p, enum: vs }));

/** Distinct enum values with a title each; the flags pick one default and a subset. */
const fewValues = fc.uniqueArray(anyText, { minLength: 1, maxLength: 8 });
const values = fc.oneof(
  { weight: 10, arbitrary: fewValues },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 100 }, (_, i) => `v${i}`)) },
);
const titled = (vs: string[]) =>
  fc.tuple(...vs.map(() => anyText)).map((titles) => vs.map((v, i) => ({ const: v, title: titles[i] })));

const singleSelect = (small: boolean) =>
  fc
    .record({
      ...head,
      values: small ? fewValues : values,
      kind: fc.constantFrom('untitled', 'titled', 'legacy'),
      pick: maybe(fc.nat()),
    })
    .chain(({ values: vs, kind, pick, ...rest }) =>
      titled(vs).map((oneOf) =>
        compact({
          type: 'string',
          ...rest,
          enum: kind === 'titled' ? undefined : vs,
          enumNames: kind === 'legacy' ? oneOf.map((o) => o.title) : undefined,
          oneOf: kind === 'titled' ? oneOf : undefined,
          default: pick === undefined ? undefined : vs[pick % vs.length],
        }),
      ),
    );

const multiSelect = (small: boolean) =>
  fc
    .record({
      ...head,
      values: small ? fewValues : values,
      isTitled: fc.boolean(),
      minItems: maybe(fc.nat({ max: 5 })),
      maxItems: maybe(fc.nat({ max: 10 })),
      mask: maybe(fc.nat()),
    })
    .chain(({ values: vs, isTitled, mask, ...rest }) =>
      titled(vs).map((anyOf) =>
        compact({
          type: 'array',
          ...rest,
          items: isTitled ? { anyOf } : { type: 'string', enum: vs },
          default: mask === undefined ? undefined : vs.filter((_, i) => (mask >> i) & 1),
        }),
      ),
    );

const property = (small: boolean) =>
  fc.oneof(
    stringProperty,
    numberProperty,
    booleanProperty,
    singleSelect(small),
    multiSelect(small),
    numberSelect,
    booleanEnum,
  );

const generatedBody: fc.Arbitrary<string | object> = fc
  .record({
    mode: maybe(fc.constant('form')),
    message: anyText,
    meta: maybe(fc.record({ progressToken: fc.oneof(fc.string(), fc.integer()) })),
    names: fc.oneof(
      { weight: 10, arbitrary: fc.uniqueArray(propertyName, { minLength: 1, maxLength: 8 }) },
      { weight: 1, arbitrary: fc.constant(Array.from({ length: 100 }, (_, i) => `field_${i}`)) },
    ),
    requiredMask: fc.nat(),
    asText: fc.boolean(),
  })
  .chain(({ mode, message, meta, names, requiredMask, asText }) =>
    fc.tuple(...names.map(() => property(names.length > 8))).map((props) => {
      const required = names.filter((_, i) => (requiredMask >> i) & 1);
      const body = compact({
        _meta: meta,
        mode,
        message,
        requestedSchema: compact({
          type: 'object',
          properties: Object.fromEntries(names.map((n, i) => [n, props[i]])),
          required: required.length ? required : undefined,
        }),
      });
      return asText ? JSON.stringify(body, null, 2) : body;
    }),
  );

/** Options that look the same are refused (look-alike-options): no valid body holds them. */
export const validBody = generatedBody.filter(noLookAlikes);

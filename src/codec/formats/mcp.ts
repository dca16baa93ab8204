/**
 * Model Context Protocol form-mode elicitation: the params of an `elicitation/create` request,
 * `{ message, requestedSchema: { type: 'object', properties, required? } }`. Each property is one
 * question, in the restricted JSON Schema the protocol allows (strings with a format, numbers,
 * booleans, single- and multi-select enums). The answer is an `ElicitResult`.
 */
import { answerFor } from '../answer-read.js';
import { arr, bool, need, num, obj, oneOf, opt, str, type Obj } from '../check.js';
import { fail, pathText, type Path } from '../errors.js';
import type { Format, SendIssue } from '../format.js';
import { derivedId } from '../hash.js';
import type { Answer, FormInputType, InputSpec, InputValue, Option, Question } from '../model.js';
import { clean } from './shared.js';
import {
  booleanOf,
  codePoints,
  given,
  isDate,
  isDateTime,
  isSchemaEmail,
  isUri,
  numberOf,
  textOf,
  toDateTime,
  valueMissing,
} from './input-value.js';
import { mcpHead } from './mcp-head.js';

type StringFormat = NonNullable<InputSpec['format']>;
const FORMATS: readonly StringFormat[] = ['email', 'uri', 'date', 'date-time'];
const INPUT_BY_FORMAT: Record<StringFormat, FormInputType> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'datetime-local',
};
const FORMAT_BY_INPUT: Partial<Record<FormInputType, StringFormat>> = {
  email: 'email',
  url: 'uri',
  date: 'date',
  'datetime-local': 'date-time',
};

const KINDS = 'a string, number, integer or boolean, or an array of enum strings';

/** A count (minLength, maxItems, …): a whole number, not negative. */
function count(v: unknown, path: Path): number {
  const n = num(v, path);
  if (!Number.isInteger(n) || n < 0)
    fail('type', `${pathText(path)} must be a whole number of 0 or more`, path);
  return n;
}

/** Enum values (`enum`, `items.enum`): strings, at least one, none twice. */
function enumValues(v: unknown, path: Path): Option[] {
  return distinct(
    arr(v, path, { min: 1 }).map((x, i) => {
      const id = str(x, [...path, i]);
      return { id, label: id };
    }),
    path,
  );
}

/** Titled values (`oneOf`, `items.anyOf`): `{ const, title }`, at least one, no const twice. */
function titledValues(v: unknown, path: Path): Option[] {
  return distinct(
    arr(v, path, { min: 1 }).map((x, i) => {
      const o = obj(x, [...path, i]);
      return { id: need(o, 'const', [...path, i], str), label: need(o, 'title', [...path, i], str) };
    }),
    path,
  );
}

function distinct(options: Option[], path: Path): Option[] {
  const seen = new Set<string>();
  options.forEach((o, i) => {
    if (seen.has(o.id))
      fail('duplicate', `${pathText(path)} lists the value "${o.id}" more than once`, [...path, i]);
    seen.add(o.id);
  });
  return options;
}

function member(v: unknown, path: Path, options: Option[]): string {
  const s = str(v, path);
  if (!options.some((o) => o.id === s))
    fail('enum', `${pathText(path)} must be one of ${options.map((o) => o.id).join(', ')}, not "${s}"`, path);
  return s;
}

/** One property of `requestedSchema.properties` → one question. */
function decodeProperty(name: string, v: unknown, path: Path, required: boolean): Question {
  const p = obj(v, path);
  if (!('type' in p) || p.type === undefined)
    fail('required', `${pathText([...path, 'type'])} is required`, [...path, 'type']);
  const title = opt(p, 'title', path, str);
  const base = {
    id: name,
    text: title?.trim() ? title : name,
    context: opt(p, 'description', path, str),
    multiple: false,
    allowCustom: false,
    required,
  };
  const unsupported = (): never =>
    fail(
      'unsupported',
      `${pathText(path)} has a type the elicitation schema does not allow: it must be ${KINDS}`,
      path,
    );

  switch (p.type) {
    case 'string': {
      if ('enum' in p || 'oneOf' in p) {
        let options: Option[];
        if ('enum' in p) {
          options = enumValues(p.enum, [...path, 'enum']);
          const names = opt(p, 'enumNames', path, (x, q) => arr(x, q).map((n, i) => str(n, [...q, i])));
          if (names && names.length !== options.length)
            fail(
              names.length < options.length ? 'min-items' : 'max-items',
              `${pathText([...path, 'enumNames'])} must name each of the ${options.length} enum values (it has ${names.length})`,
              [...path, 'enumNames'],
            );
          if (names) options = options.map((o, i) => ({ id: o.id, label: names[i] }));
        } else options = titledValues(p.oneOf, [...path, 'oneOf']);
        return clean({
          ...base,
          kind: 'choice' as const,
          options,
          default: opt(p, 'default', path, (x, q) => member(x, q, options)),
        });
      }
      const format = opt(p, 'format', path, (x, q) => oneOf(x, FORMATS, q));
      const input: InputSpec = clean({
        type: format ? INPUT_BY_FORMAT[format] : 'text',
        format,
        minLength: opt(p, 'minLength', path, count),
        maxLength: opt(p, 'maxLength', path, count),
      });
      return clean({
        ...base,
        kind: 'input' as const,
        options: [],
        input,
        default: opt(p, 'default', path, str),
      });
    }
    case 'number':
    case 'integer': {
      const integer = p.type === 'integer';
      const whole = (x: unknown, q: Path) => {
        const n = num(x, q);
        if (integer && !Number.isInteger(n)) fail('type', `${pathText(q)} must be a whole number`, q);
        return n;
      };
      const input: InputSpec = clean({
        type: 'number' as const,
        min: opt(p, 'minimum', path, num),
        max: opt(p, 'maximum', path, num),
        integer: integer || undefined,
      });
      return clean({
        ...base,
        kind: 'input' as const,
        options: [],
        input,
        default: opt(p, 'default', path, whole),
      });
    }
    case 'boolean':
      return clean({
        ...base,
        kind: 'input' as const,
        options: [],
        input: { type: 'switch' as const },
        default: opt(p, 'default', path, bool),
      });
    case 'array': {
      const items = need(p, 'items', path, obj);
      const itemsPath = [...path, 'items'];
      let options: Option[];
      if (items.type === 'string' && 'enum' in items)
        options = enumValues(items.enum, [...itemsPath, 'enum']);
      else if ('anyOf' in items && (items.type === undefined || items.type === 'string'))
        options = titledValues(items.anyOf, [...itemsPath, 'anyOf']);
      else
        fail(
          'unsupported',
          `${pathText(itemsPath)} must list enum strings (type "string" with "enum", or "anyOf" of { const, title }); other arrays are not allowed in an elicitation`,
          itemsPath,
        );
      return clean({
        ...base,
        kind: 'choice' as const,
        multiple: true,
        options,
        minSelections: opt(p, 'minItems', path, count),
        maxSelections: opt(p, 'maxItems', path, count),
        default: opt(p, 'default', path, (x, q) => arr(x, q).map((d, i) => member(d, [...q, i], options))),
      });
    }
    default:
      return unsupported();
  }
}

function toProperty(q: Question): Obj {
  const head = { title: q.text !== q.id ? q.text : undefined, description: q.context };
  if (q.kind === 'choice') {
    const untitled = q.options.every((o) => o.label === o.id);
    const values = q.options.map((o) => o.id);
    if (q.multiple)
      return clean({
        type: 'array',
        ...head,
        minItems: q.minSelections,
        maxItems: q.maxSelections,
        items: untitled
          ? { type: 'string', enum: values }
          : { anyOf: q.options.map((o) => ({ const: o.id, title: o.label })) },
        default: q.default,
      });
    return clean({
      type: 'string',
      ...head,
      enum: untitled ? values : undefined,
      oneOf: untitled ? undefined : q.options.map((o) => ({ const: o.id, title: o.label })),
      default: q.default,
    });
  }
  const input = q.input ?? { type: q.kind === 'confirm' ? 'switch' : 'text' };
  if (input.type === 'switch') return clean({ type: 'boolean', ...head, default: q.default });
  if (input.type === 'number' || input.type === 'range')
    return clean({
      type: input.integer ? 'integer' : 'number',
      ...head,
      minimum: input.min,
      maximum: input.max,
      default: q.default,
    });
  return clean({
    type: 'string',
    ...head,
    minLength: input.minLength,
    maxLength: input.maxLength,
    format: input.format ?? FORMAT_BY_INPUT[input.type],
    default: q.default,
  });
}

/** The schema's type of a question's value, as `content` must carry it. */
function contentValue(q: Question, a: Answer): InputValue | undefined {
  if (q.kind === 'choice') {
    const ids = q.options.filter((o) => a.selected.includes(o.id)).map((o) => o.id);
    if (q.multiple) return ids.length ? ids : undefined;
    return a.selected.find((id) => ids.includes(id));
  }
  const type = q.input?.type;
  if (type === 'switch') return booleanOf(a);
  if (type === 'number' || type === 'range') {
    const n = numberOf(a);
    return Number.isFinite(n) ? n : undefined;
  }
  const t = textOf(a);
  if (t === undefined) return undefined;
  return q.input?.format === 'date-time' ? toDateTime(t.trim()) : t;
}

/** Why an answered question's value would not pass the schema; it checks exactly what `content` will carry. */
function issuesOf(q: Question, a: Answer): SendIssue | undefined {
  const issue = (code: SendIssue['code'], message: string): SendIssue => ({
    questionId: q.id,
    code,
    message,
  });
  const v = contentValue(q, a);
  const input = q.input;
  if (q.kind === 'choice') {
    if (v === undefined)
      return issue('invalid', q.multiple ? 'Choose from the options' : 'Choose one of the options');
    const n = Array.isArray(v) ? v.length : 1;
    if (q.minSelections !== undefined && n < q.minSelections)
      return issue('too-few', `Choose at least ${q.minSelections}`);
    if (q.maxSelections !== undefined && n > q.maxSelections)
      return issue('too-many', `Choose at most ${q.maxSelections}`);
    return undefined;
  }
  if (typeof v === 'boolean') return undefined;
  if (typeof v === 'number') {
    if (input?.integer && !Number.isInteger(v)) return issue('invalid', 'Enter a whole number');
    if (input?.min !== undefined && v < input.min)
      return issue('invalid', `Enter a number of at least ${input.min}`);
    if (input?.max !== undefined && v > input.max)
      return issue('invalid', `Enter a number of at most ${input.max}`);
    return undefined;
  }
  if (typeof v !== 'string') {
    const type = input?.type;
    return issue(
      'invalid',
      type === 'switch' ? 'Answer yes or no' : type === 'number' ? 'Enter a number' : 'Enter some text',
    );
  }
  const length = codePoints(v);
  if (input?.minLength !== undefined && length < input.minLength)
    return issue('invalid', `Enter at least ${input.minLength} characters`);
  if (input?.maxLength !== undefined && length > input.maxLength)
    return issue('invalid', `Enter at most ${input.maxLength} characters`);
  switch (input?.format) {
    case 'email':
      return isSchemaEmail(v) ? undefined : issue('invalid', 'Enter an e-mail address');
    case 'uri':
      return isUri(v) ? undefined : issue('invalid', 'Enter a full address (https://…)');
    case 'date':
      return isDate(v) ? undefined : issue('invalid', 'Enter a date (YYYY-MM-DD)');
    case 'date-time':
      return isDateTime(v) ? undefined : issue('invalid', 'Enter a date and time');
    default:
      return undefined;
  }
}

export const mcp: Format = {
  ...mcpHead,

  decode(data, { source }) {
    const o = obj(data, []);
    const mode = opt(o, 'mode', [], str);
    if (mode === 'url')
      fail(
        'unsupported',
        'mode "url" asks the user to open a web address; only form-mode elicitation can be shown as questions',
        ['mode'],
      );
    if (mode !== undefined) oneOf(mode, ['form'], ['mode']);
    opt(o, '_meta', [], obj);
    opt(o, 'task', [], (x, p) => opt(obj(x, p), 'ttl', p, num));
    const message = need(o, 'message', [], str);
    const schemaPath: Path = ['requestedSchema'];
    const schema = need(o, 'requestedSchema', [], obj);
    need(schema, 'type', schemaPath, (x, p) => oneOf(x, ['object'], p));
    const properties = need(schema, 'properties', schemaPath, obj);
    const names = Object.keys(properties);
    if (!names.length)
      fail('min-items', 'requestedSchema.properties needs at least 1 property (one per question)', [
        ...schemaPath,
        'properties',
      ]);
    const required =
      opt(schema, 'required', schemaPath, (x, p) => arr(x, p).map((r, i) => str(r, [...p, i]))) ?? [];
    required.forEach((r, i) => {
      const p = [...schemaPath, 'required', i];
      if (!Object.hasOwn(properties, r))
        fail(
          'unknown-key',
          `${pathText(p)} names "${r}", which is not one of the properties (${names.join(', ')})`,
          p,
        );
      if (required.indexOf(r) !== i)
        fail('duplicate', `${pathText([...schemaPath, 'required'])} lists "${r}" more than once`, p);
    });
    const questions = names.map((name) => {
      const p = [...schemaPath, 'properties', name];
      if (!name.trim())
        fail('required', `${pathText([...schemaPath, 'properties'])} has a property with an empty name`, p);
      return decodeProperty(name, properties[name], p, required.includes(name));
    });
    return {
      format: 'mcp',
      id: derivedId(source.text),
      derivedId: true,
      intro: message,
      questions,
    };
  },

  payload(set, answers) {
    const content: Record<string, InputValue> = {};
    for (const q of set.questions) {
      const a = given(q, answerFor(answers, q.id));
      const value = a && contentValue(q, a);
      if (value !== undefined) content[q.id] = value;
    }
    return { action: 'accept', content };
  },

  decline(_set, { action }) {
    return { action };
  },

  check(set, answers) {
    const issues: SendIssue[] = [];
    for (const q of set.questions) {
      const a = given(q, answerFor(answers, q.id));
      const issue = valueMissing(q, answerFor(answers, q.id)) ?? (a && issuesOf(q, a));
      if (issue) issues.push(issue);
    }
    return issues;
  },

  serialize(set) {
    const required = set.questions.filter((q) => q.required).map((q) => q.id);
    const properties: Obj = {};
    for (const q of set.questions) properties[q.id] = toProperty(q);
    return JSON.stringify(
      {
        message: set.intro ?? '',
        requestedSchema: clean({
          type: 'object',
          properties,
          required: required.length ? required : undefined,
        }),
      },
      null,
      2,
    );
  },
};

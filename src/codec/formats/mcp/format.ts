/**
 * Model Context Protocol form-mode elicitation: the params of an `elicitation/create` request,
 * `{ message, requestedSchema: { type: 'object', properties, required? } }`. Each property is one
 * question, in the restricted JSON Schema the protocol allows (strings with a format, numbers,
 * booleans, single- and multi-select enums). The answer is an `ElicitResult`.
 */
import { answerFor, takesEmpty } from '../../answer-read.js';
import { arr, bool, isObj, need, num, obj, oneOf, opt, setOwn, str, type Obj } from '../../check.js';
import { fail, pathText, type Path } from '../../errors.js';
import type { Format, SendIssue } from '../../format.js';
import type {
  Answer,
  FormInputType,
  InputSpec,
  InputValue,
  Option,
  Question,
  QuestionSet,
} from '../../model.js';
import { clean } from '../shared.js';
import {
  booleanOf,
  codePoints,
  given,
  isSchemaEmail,
  isUri,
  numberOf,
  textOf,
  valueMissing,
} from '../input-value.js';
import { isDate, isDateTime, skippedLocalTime, toDateTime } from '../dates.js';
import { CANCELLED } from './cancelled.js';
import { mcpHead } from './head.js';

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

/**
 * `{ ...base, ...more }` without the object spread: V8 (Node 20) builds a spread followed by
 * further keys on its slow path, a few µs per question. The keys come in the same order.
 */
const extend = <A extends object, B extends object>(base: A, more: B): A & B => Object.assign(base, more);

/** A list of strings, or undefined when it is not one (the SDK then reads the property another way). */
function strings(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined;
}

/** `{ const, title }` entries (`oneOf`, `items.anyOf`), or undefined when they are not all such. */
function titled(v: unknown): Option[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out: Option[] = [];
  for (const x of v) {
    if (!isObj(x) || typeof x.const !== 'string' || typeof x.title !== 'string') return undefined;
    out.push({ id: x.const, label: x.title });
  }
  return out;
}

/**
 * An `enum` entry of another type than its property's: the SDK reads the property as a free field,
 * whose answer its server's validator then refuses unless it is listed (issues 51 and 50).
 */
const unlisted = (name: string, kind: string, want: string, value: unknown, at: Path): never =>
  fail(
    'type',
    `${pathText(at)} must be ${want}, not ${JSON.stringify(value)}: "${name}" is ${kind} property, and the server's validator would refuse an answer that is not listed`,
    at,
  );

/**
 * A number property's listed values, `enum` or else `oneOf` of `{ const, title }`, as options whose
 * id is the number written out; undefined when it lists none. An entry of another type fails by its
 * path (`unlisted`).
 */
function numbersListed(p: Obj, name: string, path: Path, integer: boolean): Option[] | undefined {
  const entries = Array.isArray(p.enum)
    ? p.enum.map((value) => ({ value, title: undefined }))
    : Array.isArray(p.oneOf) && p.oneOf.every((x) => isObj(x) && 'const' in x && typeof x.title === 'string')
      ? (p.oneOf as Obj[]).map((x) => ({ value: x.const, title: x.title as string }))
      : undefined;
  return entries?.map(({ value, title }, i) => {
    if (typeof value !== 'number' || (integer && !Number.isInteger(value)))
      unlisted(
        name,
        integer ? 'an integer' : 'a number',
        integer ? 'a whole number' : 'a number',
        value,
        title === undefined ? [...path, 'enum', i] : [...path, 'oneOf', i, 'const'],
      );
    return { id: String(value), label: title ?? String(value) };
  });
}

/** A value listed twice is one option: the SDK accepts the list, the user picks the value once. */
function distinct(options: Option[]): Option[] {
  const seen = new Set<string>();
  return options.filter((o) => !seen.has(o.id) && !!seen.add(o.id));
}

/** A default the property cannot take is left out; the question stays. */
function fitting<T>(value: T | undefined, fits: (v: T) => boolean): T | undefined {
  return value !== undefined && fits(value) ? value : undefined;
}

/**
 * The label of a property without a `title`: its name as words, "first_name" → "First name",
 * "dateOfBirth" → "Date of birth", "user-ID" → "User ID" (a word in capitals stays as it is).
 * A name with no letters or digits shows as itself.
 */
export function humanise(name: string): string {
  const words = name
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w, i) => (i && !/^\p{Lu}+$/u.test(w) ? w.toLocaleLowerCase('en') : w));
  const text = words.join(' ');
  return text ? text[0].toLocaleUpperCase('en') + text.slice(1) : name;
}

/** One property of `requestedSchema.properties` → one question. */
function decodeProperty(name: string, v: unknown, path: Path, required: boolean): Question {
  const p = obj(v, path);
  if (!('type' in p) || p.type === undefined)
    fail('required', `${pathText([...path, 'type'])} is required`, [...path, 'type']);
  const title = opt(p, 'title', path, str);
  const base = {
    id: name,
    text: title?.trim() ? title : humanise(name),
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
      // read as the SDK's union does: enum (with enumNames where they are strings), else oneOf,
      // else a plain string, whose own keys are then checked
      const values = strings(p.enum);
      // an enum listing anything but strings: the SDK reads the property as plain text, while its
      // server's validator takes only the listed values, which no typed text is (issue 51)
      if (!values && Array.isArray(p.enum)) {
        const at = p.enum.findIndex((x) => typeof x !== 'string');
        unlisted(name, 'a string', 'a string', p.enum[at], [...path, 'enum', at]);
      }
      const names = values && strings(p.enumNames);
      const listed = values ? values.map((id, i) => ({ id, label: names?.[i] ?? id })) : titled(p.oneOf);
      if (listed) {
        const options = distinct(listed);
        return clean(
          extend(base, {
            kind: 'choice' as const,
            options,
            default: fitting(opt(p, 'default', path, str), (d) => options.some((o) => o.id === d)),
          }),
        );
      }
      const format = opt(p, 'format', path, (x, q) => oneOf(x, FORMATS, q));
      const input: InputSpec = clean({
        type: format ? INPUT_BY_FORMAT[format] : 'text',
        format,
        minLength: opt(p, 'minLength', path, num),
        maxLength: opt(p, 'maxLength', path, num),
      });
      return clean(
        extend(base, {
          kind: 'input' as const,
          options: [],
          input,
          default: opt(p, 'default', path, str),
        }),
      );
    }
    case 'number':
    case 'integer': {
      const integer = p.type === 'integer';
      const min = opt(p, 'minimum', path, num);
      const max = opt(p, 'maximum', path, num);
      const listed = numbersListed(p, name, path, integer);
      if (listed) {
        // a choice of the listed numbers (`input` keeps their type for `content`); one outside
        // minimum / maximum is no answer the server takes, and is left out
        const options = distinct(
          listed.filter((o) => +o.id >= (min ?? -Infinity) && +o.id <= (max ?? Infinity)),
        );
        if (listed.length && !options.length)
          fail(
            'enum',
            `${pathText(path)} lists no value within its minimum and maximum: no answer could be accepted`,
            path,
          );
        return clean(
          extend(base, {
            kind: 'choice' as const,
            options,
            input: clean({ type: 'number' as const, integer: integer || undefined }),
            default: fitting(opt(p, 'default', path, num), (d) => options.some((o) => o.id === String(d))),
          }),
        );
      }
      const input: InputSpec = clean({ type: 'number' as const, min, max, integer: integer || undefined });
      return clean(
        extend(base, {
          kind: 'input' as const,
          options: [],
          input,
          default: fitting(opt(p, 'default', path, num), (d) => !integer || Number.isInteger(d)),
        }),
      );
    }
    case 'boolean': {
      // an `enum` of one value (`[true]`: a must-accept checkbox) is the only value the server takes
      const values = Array.isArray(p.enum) ? p.enum : [];
      values.forEach(
        (x, i) =>
          typeof x !== 'boolean' && unlisted(name, 'a boolean', 'true or false', x, [...path, 'enum', i]),
      );
      const only = new Set(values).size === 1 ? (values[0] as boolean) : undefined;
      return clean(
        extend(base, {
          kind: 'input' as const,
          options: [],
          input: clean({ type: 'switch' as const, only }),
          default: fitting(opt(p, 'default', path, bool), (d) => only === undefined || d === only),
        }),
      );
    }
    case 'array': {
      const items = need(p, 'items', path, obj);
      const itemsPath = [...path, 'items'];
      const values = items.type === 'string' ? strings(items.enum) : undefined;
      const listed = values ? values.map((id) => ({ id, label: id })) : titled(items.anyOf);
      if (!listed)
        fail(
          'unsupported',
          `${pathText(itemsPath)} must list enum strings (type "string" with "enum", or "anyOf" of { const, title }); other arrays are not allowed in an elicitation`,
          itemsPath,
        );
      const options = distinct(listed);
      const ids = new Set(options.map((o) => o.id));
      return clean(
        extend(base, {
          kind: 'choice' as const,
          multiple: true,
          options,
          minSelections: opt(p, 'minItems', path, num),
          maxSelections: opt(p, 'maxItems', path, num),
          default: fitting(
            opt(p, 'default', path, (x, q) => arr(x, q).map((d, i) => str(d, [...q, i]))),
            (d) => d.every((v) => ids.has(v)),
          ),
        }),
      );
    }
    default:
      return unsupported();
  }
}

/**
 * Whether a message asks to destroy something: one of these verbs in its first sentence ("Delete
 * all 47 contacts?", "Really remove the repository?"). The protocol has no hint for it (tools have
 * `destructiveHint`, elicitations nothing), so the rule is small and English only: it only styles
 * the yes of a confirmation as danger, and a message it misses reads as a plain confirmation.
 */
const DESTRUCTIVE =
  /\b(delete|remove|erase|destroy|discard|drop|purge|wipe|overwrite|reset|revoke|uninstall)\b/i;
export const destructive = (message: string) => DESTRUCTIVE.test(message.split(/[.?!\n]/)[0]);

const RELATED_TASK = 'io.modelcontextprotocol/related-task';

/** `_meta.progressToken`: a string or a whole number, as the protocol types it. */
function progressToken(v: unknown, path: Path): string | number {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  fail('type', `${pathText(path)} must be a string or a whole number`, path);
}

/**
 * URL mode: the user is asked to open an address. The set carries the message, the address and
 * its origin, and no questions; it is answered accept, decline or cancel, and nothing opens without
 * the user's click. Revision 2025-11-25 names the elicitation (`elicitationId`, the set id);
 * 2026-07-28 removed it (servers correlate through `requestState`): the id is then derived, as for
 * every body without one.
 */
function decodeUrl(o: Obj, message: string): QuestionSet {
  const elicitationId = opt(o, 'elicitationId', [], str);
  const href = need(o, 'url', [], str);
  let origin: string;
  try {
    const u = new URL(href);
    origin = u.origin === 'null' ? u.protocol : u.origin;
  } catch {
    fail('type', `url must be an absolute URL, not ${JSON.stringify(href)}`, ['url']);
  }
  return {
    format: 'mcp',
    id: elicitationId || '',
    ...(elicitationId ? {} : { derivedId: true }),
    intro: message,
    url: { href, origin, ...(elicitationId !== undefined ? { elicitationId } : {}) },
    questions: [],
  };
}

function toProperty(q: Question): Obj {
  const head = { title: q.text !== humanise(q.id) ? q.text : undefined, description: q.context };
  if (q.kind === 'choice') {
    const untitled = q.options.every((o) => o.label === o.id);
    if (q.multiple)
      return clean({
        type: 'array',
        ...head,
        minItems: q.minSelections,
        maxItems: q.maxSelections,
        items: untitled
          ? { type: 'string', enum: q.options.map((o) => o.id) }
          : { anyOf: q.options.map((o) => ({ const: o.id, title: o.label })) },
        default: q.default,
      });
    // a choice of numbers (issue 50) lists them as numbers
    const numbers = q.input?.type === 'number';
    const value = (id: string) => (numbers ? +id : id);
    return clean({
      type: numbers ? (q.input!.integer ? 'integer' : 'number') : 'string',
      ...head,
      enum: untitled ? q.options.map((o) => value(o.id)) : undefined,
      oneOf: untitled ? undefined : q.options.map((o) => ({ const: value(o.id), title: o.label })),
      default: q.default,
    });
  }
  const input = q.input ?? { type: q.kind === 'confirm' ? 'switch' : 'text' };
  if (input.type === 'switch')
    return clean({
      type: 'boolean',
      ...head,
      enum: input.only === undefined ? undefined : [input.only],
      default: q.default,
    });
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
  const { input } = q;
  if (q.kind === 'choice') {
    const ids = q.options.filter((o) => a.selected.includes(o.id)).map((o) => o.id);
    if (q.multiple) return ids.length ? ids : undefined;
    const id = a.selected.find((s) => ids.includes(s));
    // a choice of numbers (issue 50): the number itself
    return input?.type === 'number' && id !== undefined ? +id : id;
  }
  if (input?.type === 'switch') {
    // a switch whose other value the server refuses: off is not given, as an HTML checkbox's
    const b = booleanOf(a);
    return input.only === undefined || b === input.only ? b : undefined;
  }
  if (input?.type === 'number' || input?.type === 'range') {
    const n = numberOf(a);
    return Number.isFinite(n) ? n : undefined;
  }
  const t = textOf(a);
  if (t === undefined) return undefined;
  return input?.format === 'date-time' ? toDateTime(t.trim()) : t;
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
  if (input?.only !== undefined && booleanOf(a) === !input.only)
    return q.required
      ? issue('invalid', input.only ? 'Turn this on to send' : 'Turn this off to send')
      : undefined;
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
      if (isDateTime(v)) return undefined;
      return issue(
        'invalid',
        skippedLocalTime(v)
          ? 'This time does not exist here: the clocks skip it (a daylight-saving change)'
          : 'Enter a date and time',
      );
    default:
      return undefined;
  }
}

export const mcp: Format = {
  ...mcpHead,

  decode(data) {
    const o = obj(data, []);
    const mode = opt(o, 'mode', [], (x, p) => oneOf(x, ['form', 'url'], p));
    opt(o, '_meta', [], (x, p) => {
      const meta = obj(x, p);
      opt(meta, 'progressToken', p, progressToken);
      opt(meta, RELATED_TASK, p, (t, q) => need(obj(t, q), 'taskId', q, str));
    });
    opt(o, 'task', [], (x, p) => opt(obj(x, p), 'ttl', p, num));
    const message = need(o, 'message', [], str);
    if (mode === 'url') return decodeUrl(o, message);
    const schemaPath: Path = ['requestedSchema'];
    const schema = need(o, 'requestedSchema', [], obj);
    need(schema, 'type', schemaPath, (x, p) => oneOf(x, ['object'], p));
    const properties = need(schema, 'properties', schemaPath, obj);
    const names = opt(schema, 'required', schemaPath, (x, p) => arr(x, p).map((r, i) => str(r, [...p, i])));
    // a name required but not defined: no content can hold it, so the server's validator refuses
    // every answer (a name listed twice changes nothing)
    names?.forEach((name, i) => {
      if (!Object.hasOwn(properties, name))
        fail(
          'undefined-required',
          `requestedSchema.required names "${name}", which requestedSchema.properties does not define: no answer could be accepted`,
          [...schemaPath, 'required', i],
        );
    });
    const required = new Set(names);
    const questions = Object.keys(properties).map((name) =>
      decodeProperty(name, properties[name], [...schemaPath, 'properties', name], required.has(name)),
    );
    return clean({
      format: 'mcp' as const,
      id: '', // derived by parse from the decoded content
      derivedId: true,
      intro: message,
      danger: destructive(message) || undefined,
      questions,
    });
  },

  payload(set, answers) {
    if (set.url) return { action: 'accept' };
    const content: Record<string, InputValue> = {};
    for (const q of set.questions) {
      const a = given(q, answerFor(answers, q.id));
      // a required multi-select left empty is there, as the empty list its schema takes
      const value = (a && contentValue(q, a)) ?? (takesEmpty(mcpHead, q) ? [] : undefined);
      if (value !== undefined) setOwn(content, q.id, value);
    }
    return { action: 'accept', content };
  },

  decline(_set, { action }) {
    return { action };
  },
  cancelled: CANCELLED,

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
    if (set.url)
      return JSON.stringify(
        { mode: 'url', message: set.intro ?? '', elicitationId: set.url.elicitationId, url: set.url.href },
        null,
        2,
      );
    const required = set.questions.filter((q) => q.required).map((q) => q.id);
    const properties: Obj = {};
    for (const q of set.questions) setOwn(properties, q.id, toProperty(q));
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

export default mcp;

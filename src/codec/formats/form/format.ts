/**
 * The discovery question form (seed 004): `<question-form id="…" title="…">{JSON}</question-form>`.
 * The JSON wraps its questions in a top-level `questions` array; each has an id, a label and one of
 * 17 input types. Finite-choice controls offer a free-text answer unless `allowCustom` is false.
 * Answers go back as the next user message, starting with `[form answers — <form-id>]`.
 */
import { answerFor, headerId } from '../../answer-read.js';
import { arr, bool, isObj, need, num, obj, oneOf, opt, setOwn, str, unique, type Obj } from '../../check.js';
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
  given,
  valueMissing,
  isAbsoluteUrl,
  isHtmlEmail,
  listOf,
  numberOf,
  textOf,
} from '../input-value.js';
import { formHead } from './head.js';

/** The 17 input types of seed 004. */
export const FORM_INPUT_TYPES: readonly FormInputType[] = [
  'radio',
  'checkbox',
  'select',
  'text',
  'textarea',
  'number',
  'range',
  'date',
  'time',
  'datetime-local',
  'color',
  'url',
  'email',
  'tel',
  'file',
  'switch',
  'direction-cards',
];

/** Finite-choice controls: options required, a custom answer offered unless switched off. */
const CHOICE_TYPES: readonly FormInputType[] = ['radio', 'select', 'direction-cards', 'checkbox'];
const NUMBER_TYPES: readonly FormInputType[] = ['number', 'range'];

const isChoice = (t: FormInputType) => CHOICE_TYPES.includes(t);

function decodeOption(v: unknown, path: Path): Option {
  if (typeof v === 'string') {
    const label = str(v, path, { min: 1 });
    return { id: label, label };
  }
  const o = obj(v, path);
  const label = need(o, 'label', path, (x, p) => str(x, p, { min: 1 }));
  const value = opt(o, 'value', path, (x, p) => str(typeof x === 'number' ? String(x) : x, p, { min: 1 }));
  return clean({ id: value ?? label, label, description: opt(o, 'description', path, str) });
}

/** The default must fit the control: option ids for choices, a number, a boolean or a string. */
function decodeDefault(v: unknown, path: Path, type: FormInputType, options: Option[]): InputValue {
  const known = (id: string, p: Path) => {
    if (!options.some((o) => o.id === id))
      fail(
        'enum',
        `${pathText(p)} must be one of the option values (${options.map((o) => o.id).join(', ')}), not "${id}"`,
        p,
      );
    return id;
  };
  if (type === 'checkbox') return arr(v, path).map((x, i) => known(str(x, [...path, i]), [...path, i]));
  if (isChoice(type)) return known(str(v, path), path);
  if (NUMBER_TYPES.includes(type)) return num(v, path);
  if (type === 'switch') return bool(v, path);
  if (type === 'file') fail('unsupported', `${pathText(path)}: a file input cannot have a default`, path);
  return str(v, path);
}

function decodeQuestion(v: unknown, path: Path): Question {
  const q = obj(v, path);
  const id = need(q, 'id', path, (x, p) => str(x, p, { min: 1 }));
  const text = need(q, 'label', path, (x, p) => str(x, p, { min: 1 }));
  const type = need(q, 'type', path, (x, p) => oneOf(x, FORM_INPUT_TYPES, p, true));
  const choice = isChoice(type);
  const required = opt(q, 'required', path, bool) === true;
  const placeholder = opt(q, 'placeholder', path, str);

  let options: Option[] = [];
  if (choice) {
    options = need(q, 'options', path, (x, p) => arr(x, p, { min: 2 })).map((o, j) =>
      decodeOption(o, [...path, 'options', j]),
    );
    const seen = new Set<string>();
    options.forEach((o, j) => {
      if (seen.has(o.id))
        fail('duplicate', `${pathText(path)} offers the option value "${o.id}" more than once`, [
          ...path,
          'options',
          j,
        ]);
      seen.add(o.id);
    });
  } else if ('options' in q && q.options !== undefined) {
    const listed = arr(q.options, [...path, 'options']);
    if (listed.length)
      fail('unsupported', `${pathText([...path, 'options'])}: a ${type} question takes no options`, [
        ...path,
        'options',
      ]);
  }

  const allowCustom = choice ? (opt(q, 'allowCustom', path, bool) ?? true) : false;

  let maxSelections: number | undefined;
  if ('maxSelections' in q && q.maxSelections !== undefined) {
    const p = [...path, 'maxSelections'];
    if (type !== 'checkbox')
      fail('unsupported', `${pathText(p)} applies only to checkbox questions, not to ${type}`, p);
    maxSelections = num(q.maxSelections, p);
    if (!Number.isInteger(maxSelections)) fail('type', `${pathText(p)} must be a whole number`, p);
    if (maxSelections < 1) fail('min-items', `${pathText(p)} must be at least 1`, p);
    const most = options.length + (allowCustom ? 1 : 0);
    if (maxSelections > most)
      fail(
        'max-items',
        `${pathText(p)} is ${maxSelections}, but the question offers only ${most} choices`,
        p,
      );
  }

  const input: InputSpec = { type };
  if (placeholder !== undefined) input.placeholder = placeholder;
  if (NUMBER_TYPES.includes(type)) {
    const min = opt(q, 'min', path, num);
    const max = opt(q, 'max', path, num);
    const step = opt(q, 'step', path, num);
    if (step !== undefined && step <= 0)
      fail('type', `${pathText([...path, 'step'])} must be a positive number`, [...path, 'step']);
    Object.assign(input, clean({ min, max, step }));
  }
  if (type === 'file') {
    const accept = opt(q, 'accept', path, str);
    if (accept !== undefined) input.accept = accept;
  }

  return clean({
    id,
    text,
    kind: choice ? ('choice' as const) : ('input' as const),
    multiple: type === 'checkbox',
    options,
    allowCustom,
    customLabel: choice ? opt(q, 'customLabel', path, str) : undefined,
    customPlaceholder: choice ? opt(q, 'customPlaceholder', path, str) : undefined,
    required,
    maxSelections,
    input,
    default: opt(q, 'default', path, (x, p) => decodeDefault(x, p, type, options)),
  });
}

/** The control a question stands for, also for sets not decoded from a form. */
function typeOf(q: Question): FormInputType {
  if (q.input?.type) return q.input.type;
  if (q.kind === 'choice') return q.multiple ? 'checkbox' : 'radio';
  return q.kind === 'confirm' ? 'switch' : 'text';
}

function toWire(set: QuestionSet): Obj {
  return clean({
    description: set.intro,
    questions: set.questions.map((q) => {
      const type = typeOf(q);
      const choice = isChoice(type);
      const i = q.input ?? { type };
      return clean({
        id: q.id,
        label: q.text,
        type,
        options: choice
          ? q.options.map((o) =>
              o.id === o.label && o.description === undefined
                ? o.label
                : clean({ label: o.label, value: o.id, description: o.description }),
            )
          : undefined,
        allowCustom: choice && !q.allowCustom ? false : undefined,
        customLabel: choice ? q.customLabel : undefined,
        customPlaceholder: choice ? q.customPlaceholder : undefined,
        maxSelections: type === 'checkbox' ? q.maxSelections : undefined,
        required: q.required ? true : undefined,
        placeholder: i.placeholder,
        min: i.min,
        max: i.max,
        step: i.step,
        accept: type === 'file' ? i.accept : undefined,
        default: q.default,
      });
    }),
  });
}

/** JSON that can never close its tag early: every `<` is written as `\u003c`. */
const json = (set: QuestionSet) => JSON.stringify(toWire(set), null, 2).replace(/</g, '\\u003c');

const attribute = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

function tag(set: QuestionSet): string {
  const id = set.derivedId ? '' : ` id="${attribute(set.id)}"`;
  const title = set.title === undefined ? '' : ` title="${attribute(set.title)}"`;
  return `<question-form${id}${title}>\n${json(set)}\n</question-form>`;
}

/** The value of one question in `values`: null when open. */
function valueOf(q: Question, a: Answer | undefined): InputValue | null {
  const g = given(q, a);
  if (!g) return null;
  const type = typeOf(q);
  const custom = q.allowCustom ? textOf(g) : undefined;
  if (type === 'checkbox') {
    const ids = q.options.filter((o) => g.selected.includes(o.id)).map((o) => o.id);
    const all = custom === undefined ? ids : [...ids, custom];
    return all.length ? all : null;
  }
  if (isChoice(type)) return custom ?? g.selected[0] ?? null;
  if (NUMBER_TYPES.includes(type)) {
    const n = numberOf(g);
    return Number.isFinite(n) ? n : null;
  }
  if (type === 'switch') return booleanOf(g) ?? null;
  if (type === 'file') {
    const names = listOf(g);
    return names.length ? names : null;
  }
  return textOf(g) ?? null;
}

export const form: Format = {
  ...formHead,

  decode(data, { attributes }) {
    if (Array.isArray(data) || (isObj(data) && !('questions' in data) && 'label' in data && 'type' in data))
      fail(
        'required',
        'questions is required: a question form must wrap its questions in a top-level "questions" array, not send a bare question',
        ['questions'],
      );
    const o = obj(data, []);
    const questions = need(o, 'questions', [], (x, p) => arr(x, p, { min: 1 })).map((q, i) =>
      decodeQuestion(q, ['questions', i]),
    );
    unique(
      questions.map((q) => q.id),
      (i) => ['questions', i, 'id'],
      'The question id',
    );
    const id = attributes?.id?.trim() ? attributes.id : undefined;
    const title = attributes?.title?.trim() ? attributes.title : undefined;
    return clean({
      format: 'form' as const,
      id: id ?? '',
      derivedId: id === undefined ? true : undefined,
      title,
      intro: opt(o, 'description', [], str),
      questions,
    });
  },

  // seed 004: the answers return as the next user message, beginning with the marker line
  message: (set, text) => `[form answers — ${headerId(set.id)}]\n${text}`,

  payload(set, answers, { text, files }) {
    const values: Record<string, InputValue | null> = {};
    for (const q of set.questions) setOwn(values, q.id, valueOf(q, answerFor(answers, q.id)));
    const out: Record<string, unknown> = {
      formId: set.id,
      message: text,
      values,
    };
    if (files && Object.keys(files).length) out.files = files;
    return out;
  },

  // seed 004 has no decline: the message (no `[form answers]` header: nothing is answered), no values
  decline(set, { text, note }) {
    return { formId: set.id, message: text, values: {}, declined: true, ...(note ? { note } : {}) };
  },

  check(set, answers) {
    const issues: SendIssue[] = [];
    for (const q of set.questions) {
      const missing = valueMissing(q, answerFor(answers, q.id));
      if (missing) issues.push(missing);
      const g = given(q, answerFor(answers, q.id));
      if (!g) continue;
      const type = typeOf(q);
      const issue = (code: SendIssue['code'], message: string) =>
        issues.push({ questionId: q.id, code, message });
      if (type === 'checkbox' && q.maxSelections !== undefined) {
        const count = g.selected.length + (q.allowCustom && textOf(g) !== undefined ? 1 : 0);
        if (count > q.maxSelections) issue('too-many', `Choose at most ${q.maxSelections}`);
      } else if (NUMBER_TYPES.includes(type)) {
        const n = numberOf(g);
        const { min, max } = q.input ?? {};
        if (!Number.isFinite(n)) issue('invalid', 'Enter a number');
        else if (min !== undefined && n < min) issue('invalid', `Enter a number of at least ${min}`);
        else if (max !== undefined && n > max) issue('invalid', `Enter a number of at most ${max}`);
      } else if (type === 'email') {
        const t = textOf(g);
        if (t !== undefined && !isHtmlEmail(t.trim())) issue('invalid', 'Enter an e-mail address');
      } else if (type === 'url') {
        const t = textOf(g);
        if (t !== undefined && !isAbsoluteUrl(t)) issue('invalid', 'Enter a full web address (https://…)');
      }
    }
    return issues;
  },

  serialize(set) {
    // the id and title live in the tag: keep it whenever it carries something
    return set.derivedId && set.title === undefined ? json(set) : tag(set);
  },

  toFence: tag,
};

export default form;

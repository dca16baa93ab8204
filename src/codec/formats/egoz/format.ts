/**
 * @ego-z/contracts `AskQuestionSet` (seed 002): JSON with a required `locale`, the only thing
 * that sets the text direction. Every question offers at least one answer; free text is taken
 * only where a question says `allowCustom`. The answer travels as ordinary message text, the
 * chosen ids ride beside it in `metadata`.
 */
import { isOpen, selectedOptions } from '../../answer-read.js';
import { arr, bool, need, obj, opt, str, unique, type Obj } from '../../check.js';
import { fail, pathText, type Path } from '../../errors.js';
import type { Format } from '../../format.js';
import type { Option, Question, QuestionSet } from '../../model.js';
import { clean } from '../shared.js';
import { egozHead } from './head.js';

/** Languages written right to left when no script subtag says otherwise. */
const RTL_LANGUAGES = new Set(
  'ar he iw fa ur ps sd ug yi ji dv ckb syr ks arc prs pnb mzn lrc glk bqi azb'.split(' '),
);

/** Scripts written right to left. */
const RTL_SCRIPTS = new Set(
  'Arab Hebr Thaa Syrc Nkoo Adlm Rohg Mand Samr Yezi Mend Armi Phnx Nbat Palm Hung'.split(' '),
);

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** The direction found for each tag so far: sets of one locale are read many times. */
const DIRECTIONS = new Map<string, 'ltr' | 'rtl'>();

/**
 * The text direction of a language tag: an explicit script decides (`ku-Arab` is rtl, `sd-Deva`
 * ltr); else the language (he, ar, fa, ur, …); else the script `Intl.Locale#maximize()` finds
 * likely, so historic scripts (Samaritan, Phoenician, Syriac) are right too. `textInfo` is not
 * asked: V8's answers `ltr` for `ku-Arab`, `syc` and `sam`. Never throws: a tag Intl cannot read
 * is split by hand, and unknown reads as ltr.
 */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  let dir = DIRECTIONS.get(locale);
  if (!dir) {
    dir = findDirection(locale);
    if (DIRECTIONS.size > 256) DIRECTIONS.clear();
    DIRECTIONS.set(locale, dir);
  }
  return dir;
}

function findDirection(locale: string): 'ltr' | 'rtl' {
  let language = '';
  let script: string | undefined;
  let likely: string | undefined;
  try {
    const l = new Intl.Locale(locale);
    language = l.language;
    script = l.script;
    try {
      likely = l.maximize().script;
    } catch {
      likely = undefined;
    }
  } catch {
    const parts = String(locale).trim().split(/[-_]/);
    language = (parts[0] ?? '').toLowerCase();
    const s = parts.slice(1).find((p) => /^[a-z]{4}$/i.test(p));
    script = s ? titleCase(s) : undefined;
  }
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  if (RTL_LANGUAGES.has(language)) return 'rtl';
  return likely && RTL_SCRIPTS.has(likely) ? 'rtl' : 'ltr';
}

/** The tags found valid so far. */
const VALID_TAGS = new Set<string>();

/** A POSIX locale (`he_IL`, `en_US.UTF-8`, `de_DE@euro`) written as the BCP 47 tag it stands for. */
function bcp47Form(posix: string): string | undefined {
  const tag = posix.replace(/[.@].*$/, '').replace(/_/g, '-');
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** The types' `string`: any string, empty too. */
const anyText = (v: unknown, path: Path) => str(v, path);

/** An optional string where empty means nothing. */
const optionalText = (v: unknown, path: Path): string | undefined => str(v, path) || undefined;

function decodeLocale(v: unknown, path: Path): string {
  const tag = str(v, path, { min: 1 });
  if (VALID_TAGS.has(tag)) return tag;
  try {
    Intl.getCanonicalLocales(tag);
    if (VALID_TAGS.size > 256) VALID_TAGS.clear();
    VALID_TAGS.add(tag);
  } catch {
    // a RangeError must not escape: parse() would read it as too-deep nesting
    const form = bcp47Form(tag);
    fail(
      'locale',
      `${pathText(path)} "${tag}" is not a valid BCP 47 language tag` +
        (form ? ` (write it "${form}")` : ' (e.g. en-US, he, ar-EG)'),
      path,
    );
  }
  return tag;
}

function decodeAnswer(v: unknown, path: Path): Option {
  const a = obj(v, path);
  const id = need(a, 'id', path, anyText);
  const label = need(a, 'label', path, anyText);
  const description = opt(a, 'description', path, optionalText);
  // built as clean() would leave it, without a second object
  return description === undefined ? { id, label } : { id, label, description };
}

function decodeQuestion(v: unknown, path: Path): Question {
  const q = obj(v, path);
  const id = need(q, 'id', path, anyText);
  const text = need(q, 'title', path, anyText);
  const options = need(q, 'answers', path, (x, p) => arr(x, p, { min: 1 })).map((a, i) =>
    decodeAnswer(a, [...path, 'answers', i]),
  );
  unique(
    options.map((o) => o.id),
    (i) => [...path, 'answers', i, 'id'],
    'The answer id',
  );
  return {
    id,
    text,
    kind: 'choice',
    multiple: opt(q, 'multi', path, bool) === true,
    options,
    allowCustom: opt(q, 'allowCustom', path, bool) === true,
    required: false,
  };
}

function toWire(set: QuestionSet): Obj {
  return clean({
    id: set.id,
    title: set.title,
    locale: set.locale ?? 'en',
    questions: set.questions.map((q) =>
      clean({
        id: q.id,
        title: q.text,
        answers: q.options.map((o) => clean({ id: o.id, label: o.label, description: o.description })),
        allowCustom: q.allowCustom ? true : undefined,
        multi: q.multiple ? true : undefined,
      }),
    ),
  });
}

interface MetadataAnswer {
  questionId: string;
  answerIds: string[];
  custom?: string;
}

export const egoz: Format = {
  ...egozHead,

  decode(data) {
    const o = obj(data, []);
    const id = need(o, 'id', [], anyText);
    const title = opt(o, 'title', [], optionalText);
    const locale = need(o, 'locale', [], decodeLocale);
    const questions = need(o, 'questions', [], (x, p) => arr(x, p, { min: 1 })).map((q, i) =>
      decodeQuestion(q, ['questions', i]),
    );
    unique(
      questions.map((q) => q.id),
      (i) => ['questions', i, 'id'],
      'The question id',
    );
    return clean({
      format: 'egoz' as const,
      id,
      title,
      locale,
      dir: localeDirection(locale),
      questions,
    });
  },

  payload(set, answers, { text }) {
    const out: MetadataAnswer[] = [];
    for (const q of set.questions) {
      const a = answers.find((x) => x.questionId === q.id);
      if (!a || a.outcome !== 'answered' || isOpen(q, a)) continue;
      const custom = q.allowCustom ? a.text?.trim() || undefined : undefined;
      const answerIds = selectedOptions(q, a).map((o) => o.id);
      if (!answerIds.length && custom === undefined) continue;
      out.push(clean({ questionId: q.id, answerIds, custom }));
    }
    return { message: text, metadata: { questionSetId: set.id, answers: out } };
  },

  // egoz has no decline: the message, and metadata naming the set with no answers
  decline(set, { text, note }) {
    return { message: text, metadata: { questionSetId: set.id, declined: true, ...(note ? { note } : {}) } };
  },

  serialize(set) {
    return JSON.stringify(toWire(set), null, 2);
  },
};

export default egoz;

/** What every manual shares: the body-level rules, paths and how an example body is written. */
import type { ErrorCode } from '../model.js';
import { fenceBlock } from '../fence.js';
import { MAX_BODY_BYTES, MAX_DEPTH, MAX_OPTIONS, MAX_QUESTIONS } from '../limits.js';
import { PARTS } from '../parts.js';
import type { Example, Manual, Rule } from './types.js';

export { MAX_BODY_BYTES, MAX_DEPTH, MAX_OPTIONS, MAX_QUESTIONS };

export const rule = (path: string, code: ErrorCode, text: string, extra: Partial<Rule> = {}): Rule => ({
  path,
  code,
  text,
  ...extra,
});

interface BodyOptions {
  /** YAML accepted beside JSON */
  yaml: boolean;
  /** what must be closed (a fence, a tag), for the `incomplete` rule */
  closes?: string;
  /** the body must be an object (no bare arrays) */
  object: boolean;
  /** a sentence on top of the plain "must be JSON" rule */
  jsonNote?: string;
}

/** The rules of SPEC §8 and of reading text (syntax, YAML safety) that apply to a format. */
export function bodyRules(o: BodyOptions): Rule[] {
  const rules: Rule[] = [
    rule('', 'empty', 'The body must not be empty.'),
    rule(
      '',
      'syntax',
      o.yaml
        ? 'The body must be valid YAML or JSON; the error gives the line and column.'
        : 'The body must be valid JSON; the error gives the line and column.',
      { bad: '{ "questions": [ }' },
    ),
  ];
  if (!o.yaml)
    rules.push(
      rule(
        '',
        'not-json',
        `The body must be JSON (an object${o.object ? '' : ' or an array'}), never YAML.${o.jsonNote ? ' ' + o.jsonNote : ''}`,
      ),
    );
  if (o.object) rules.push(rule('', 'type', 'The body must be an object, not a list or a single value.'));
  if (o.closes)
    rules.push(
      rule(
        '',
        'incomplete',
        `The ${o.closes} must be closed; an unclosed one is still arriving and is not read.`,
      ),
    );
  rules.push(
    rule(
      '',
      'too-large',
      `The body may hold at most ${MAX_BODY_BYTES / 1024} KiB (UTF-8); a larger one is refused before it is read.`,
      {
        limit: MAX_BODY_BYTES,
      },
    ),
    rule('**', 'too-deep', `Objects and lists may nest at most ${MAX_DEPTH} levels deep.`, {
      limit: MAX_DEPTH,
    }),
    rule(
      '**',
      'forbidden-key',
      'No key may be `prototype` or a name `Object.prototype` has (`__proto__`, `constructor`, `valueOf`, `toString`, `hasOwnProperty`, …), anywhere.',
    ),
  );
  if (o.yaml)
    rules.push(
      rule('', 'yaml-alias', 'YAML anchors (`&a`) and aliases (`*a`) are refused: write every value out.', {
        bad: 'questions:\n  - &q\n    key: a\n    text: A?\n  - *q\n',
      }),
      rule('', 'yaml-tag', 'YAML tags (`!!str`, `!!binary`, `!custom`) are refused: write plain values.', {
        bad: 'questions:\n  - key: a\n    text: !!str A?\n',
      }),
      rule('', 'duplicate-key', 'A key may stand only once in the same mapping.', {
        bad: 'questions:\n  - key: a\n    key: b\n    text: A?\n',
      }),
      rule('', 'non-string-key', 'Every key must be a string (no numbers, lists or maps as keys).', {
        bad: 'questions:\n  - key: a\n    text: A?\n    1: one\n',
      }),
    );
  return rules;
}

/**
 * `look-alike-options`, in every format with options: what it means, when it is raised, what to
 * do. `badBody` is the format's own smallest body with two options that look the same.
 */
export const lookAlikeRule = (where: string, badBody: unknown): Rule =>
  rule(
    '**',
    'look-alike-options',
    `No two options of a question (${where}) may look the same on screen: labels that are equal once invisible characters (zero-width, bidi controls), compatibility forms (NFKC), runs of white space and Latin-looking Cyrillic or Greek letters are set aside, or a label that is only invisible characters, make the whole set refused with \`look-alike-options\` at the later option (\`questions[i].options[j]\`, counted in the decoded set). The user could not tell which one they pick, nor you which one was picked: give every option a label a person can tell apart and send the set again.`,
    { badBody },
  );

/** `questions` (required or not), its type, count and the SPEC §8 limit. */
export function listRules(
  path: string,
  what: string,
  o: { required?: string; min?: number; max?: number; limitCode?: 'too-many-questions' | 'too-many-options' },
): Rule[] {
  const rules: Rule[] = [];
  if (o.required) rules.push(rule(path, 'required', o.required));
  rules.push(rule(path, 'type', `\`${last(path)}\` must be a list.`));
  if (o.min)
    rules.push(
      rule(
        path,
        'min-items',
        `\`${last(path)}\` needs at least ${o.min} ${o.min === 1 ? what.replace(/s$/, '') : what}.`,
        { limit: o.min },
      ),
    );
  if (o.max)
    rules.push(
      rule(path, 'max-items', `\`${last(path)}\` holds at most ${o.max} ${what}.`, { limit: o.max }),
    );
  if (o.limitCode === 'too-many-questions')
    rules.push(
      rule(
        path,
        'too-many-questions',
        `A set holds at most ${MAX_QUESTIONS} questions; more are refused before anything else is read.`,
        { limit: MAX_QUESTIONS },
      ),
    );
  if (o.limitCode === 'too-many-options')
    rules.push(
      rule(
        path,
        'too-many-options',
        `A question offers at most ${MAX_OPTIONS} options; more are refused before anything else is read.`,
        { limit: MAX_OPTIONS },
      ),
    );
  return rules;
}

function last(path: string): string {
  const parts = segments(path).filter((s) => s !== '[]' && s !== '*');
  return parts[parts.length - 1] ?? 'the body';
}

// --- paths ------------------------------------------------------------------------------------

/** `questions[].options[].label` → `['questions', '[]', 'options', '[]', 'label']`; `''` → `[]`. */
export function segments(path: string): string[] {
  if (!path) return [];
  return path.split('.').flatMap((part) => {
    const m = /^(.*?)((?:\[\])*)$/.exec(part)!;
    const brackets = m[2].length / 2;
    return [...(m[1] ? [m[1]] : []), ...Array.from({ length: brackets }, () => '[]')];
  });
}

/** The path of a decoding error as a rule states it: indexes become `[]`, a bare shape its `questions[]`. */
export function rulePath(
  manual: Pick<Manual, 'bareArray' | 'bareQuestion'>,
  path: readonly (string | number)[] = [],
): string[] {
  const segs = path.map((p) => (typeof p === 'number' ? '[]' : p));
  if (manual.bareArray && segs[0] === '[]') return ['questions', ...segs];
  if (manual.bareQuestion && segs.length > 0 && segs[0] !== 'questions' && segs[0] !== '[]')
    return ['questions', '[]', ...segs];
  return segs;
}

/** Whether a rule's path (with `*` and `**`) covers the segments of an error's path. */
export function pathMatches(pattern: readonly string[], path: readonly string[]): boolean {
  if (!pattern.length) return !path.length;
  const [head, ...rest] = pattern;
  if (head === '**') return path.some((_, i) => pathMatches(rest, path.slice(i))) || pathMatches(rest, []);
  if (!path.length) return false;
  if (head === '*') return path[0] !== '[]' && pathMatches(rest, path.slice(1));
  return head === path[0] && pathMatches(rest, path.slice(1));
}

/** `['questions', '[]', 'key']` → `questions[].key` */
export function pathText(segs: readonly string[]): string {
  return segs.reduce((out, s) => (s === '[]' ? out + '[]' : out ? `${out}.${s}` : s), '');
}

// --- example bodies ---------------------------------------------------------------------------

const attribute = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\n/g, '&#10;');

/** The body as an agent writes it into its message: the fence, the tag, or the JSON itself. */
export function bodyOf(
  manual: Pick<Manual, 'carrier'>,
  example: Example,
  data: unknown = example.data,
): string {
  const c = manual.carrier;
  const json = () => JSON.stringify(data, null, 2);
  switch (c.kind) {
    case 'json':
      return json();
    case 'tag': {
      const a = example.attributes ?? {};
      const attrs =
        (a.id === undefined ? '' : ` id="${attribute(a.id)}"`) +
        (a.title === undefined ? '' : ` title="${attribute(a.title)}"`);
      return `<${c.tag}${attrs}>\n${json().replace(/</g, '\\u003c')}\n</${c.tag}>`;
    }
    case 'fence': {
      const y = PARTS.yaml.get();
      const payload = c.syntax === 'yaml' && y ? y.stringify(data, { lineWidth: 0 }) : json();
      const block = fenceBlock(c.info, payload);
      const prose = c.prose ? example.prose?.trim() : undefined;
      return prose ? `${prose}\n\n${block}` : block;
    }
  }
}

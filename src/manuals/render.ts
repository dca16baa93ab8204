/** A manual as Markdown, for a model's context: everything in it comes from the manual's tables. */
import {
  bodyOf,
  MAX_BODY_BYTES,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  pathText,
  segments,
} from '../codec/manual/common.js';
import type { Field, Manual, Rule } from '../codec/manual/types.js';

const code = (s: string) => {
  const ticks = '`'.repeat(Math.max(1, ...(s.match(/`+/g) ?? []).map((r) => r.length + 1)));
  return ticks.length > 1 || s.startsWith('`') || s.endsWith('`')
    ? `${ticks} ${s} ${ticks}`
    : `${ticks}${s}${ticks}`;
};

/** `questions[].key`, or "the body" for the body itself and "anywhere" for `**`. */
function where(path: string): string {
  if (!path) return 'the body';
  if (path === '**') return 'anywhere';
  return code(pathText(segments(path)));
}

function field(f: Field): string {
  const facts = [f.type];
  if (f.required === true) facts.push('required');
  else if (f.required) facts.push(`required ${f.required}`);
  else if (!f.path.endsWith('[]')) facts.push('optional');
  if (f.limit) facts.push(f.limit);
  if (f.default) facts.push(`default: ${f.default}`);
  const misfit = f.misfit ? ` If it does not fit: ${f.misfit}` : '';
  return `- ${where(f.path)} (${facts.join('; ')}) — ${f.text}${misfit}`;
}

/** The limit, where the sentence does not already say it. */
function limitText(r: Rule): string {
  const limit = r.limit;
  if (limit === undefined) return '';
  if (typeof limit === 'number')
    return r.text.includes(String(limit)) || r.code === 'too-large' ? '' : ` Limit: ${limit}.`;
  return ` Allowed: ${limit.map(code).join(', ')}.`;
}

function mistake(r: Rule): string {
  // an unknown key is not a field: name the object that may not hold it
  const at =
    r.code === 'unknown-key' && (r.path === '*' || r.path.endsWith('.*'))
      ? `${r.path === '*' ? 'the body' : where(r.path.slice(0, -2))}, any other key`
      : where(r.path);
  return `- ${at} — ${code(r.code)}: ${r.text}${limitText(r)}`;
}

/** The longest run of a character in a text, for a fence that the text can never close. */
function fenceFor(body: string): string {
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((r) => r.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function example(manual: Manual, i: number): string[] {
  const e = manual.examples[i];
  const body = bodyOf(manual, e);
  const fence = fenceFor(body);
  return [`${i === 0 ? '### ' : '### Also: '}${e.title}`, '', `${fence}text`, body, fence];
}

/** The manual of one format, in Markdown. */
export function renderManual(manual: Manual): string {
  const lines: string[] = [
    `# ${manual.title} (${code(manual.format)})`,
    '',
    manual.summary,
    '',
    '## When to ask with it',
    '',
    ...manual.when.map((w) => `- ${w}`),
    '',
    '## How it travels',
    '',
    manual.travels,
    '',
  ];
  if (manual.shapes?.length)
    lines.push('A body may take these shapes:', '', ...manual.shapes.map((s) => `- ${s}`), '');
  lines.push(
    `Every body: at most ${MAX_BODY_BYTES / 1024} KiB, at most ${MAX_QUESTIONS} questions, at most ${MAX_OPTIONS} options in a question.`,
    '',
    '## Shape',
    '',
    'Every field, with its type, whether it is required, its limit and its default. `[]` stands for every entry of a list, `*` for every key of an object.',
    '',
    ...manual.fields.map(field),
    '',
    '## Example',
    '',
  );
  manual.examples.forEach((_, i) => lines.push(...example(manual, i), ''));
  lines.push('## The answer', '', ...manual.answer.flatMap((a) => [a, '']));
  lines.push(
    '## Mistakes the codec rejects',
    '',
    'The codec refuses a body that breaks any of these rules, with the error code shown and the path of the offending field (indexes in place of `[]`). Nothing is shown to the user until the body is fixed.',
    '',
    ...manual.rules.map(mistake),
    '',
  );
  return lines.join('\n');
}

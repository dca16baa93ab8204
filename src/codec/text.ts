/**
 * The set as readable plain Markdown, for clients that cannot run the elements (seed 000 §5):
 * intro, numbered questions, [blocker], context as a quote, the assumption, options as [1] A [2] B.
 */
import type { Question, QuestionSet } from './model.js';

const quote = (s: string) =>
  s
    .split('\n')
    .map((l) => `> ${l}`.trimEnd())
    .join('\n');

function questionText(q: Question, n: number): string {
  const badge = q.weight === 'blocker' ? ' [blocker]' : '';
  const header = q.header ? `**${q.header}** ` : '';
  const lines = [
    `${n}. ${header}${q.text.trim()}${badge}${q.required && q.weight !== 'blocker' ? ' (required)' : ''}`,
  ];
  const indent = (s: string) =>
    s
      .split('\n')
      .map((l) => (l ? `   ${l}` : l))
      .join('\n');
  if (q.context) lines.push(indent(quote(q.context)));
  if (q.proposal) lines.push(indent(`Assumption: ${q.proposal}`));
  if (q.options.length) {
    const rec = (id: string) => (q.recommended === id ? ' (recommended)' : '');
    lines.push(indent(q.options.map((o, i) => `[${i + 1}] ${o.label}${rec(o.id)}`).join(' ')));
    if (q.multiple)
      lines.push(indent(q.maxSelections ? `(choose up to ${q.maxSelections})` : '(choose any)'));
  }
  return lines.join('\n');
}

export function toText(set: QuestionSet): string {
  const parts: string[] = [];
  if (set.title) parts.push(`**${set.title.trim()}**`);
  if (set.intro) parts.push(set.intro.trim());
  parts.push(set.questions.map((q, i) => questionText(q, i + 1)).join('\n\n'));
  return parts.join('\n\n') + '\n';
}

/**
 * Answers → the lines a person types into the line wizard to give them. Generic over formats: it
 * reads only the decoded set, the answers, and what the format offers, so every answer case in
 * the fixture corpus (present and future) becomes a terminal session.
 */
import {
  FORMATS,
  checkAnswers,
  isOpen,
  normalizeAnswers,
  type Answer,
  type Question,
  type QuestionSet,
  type SendIssue,
} from '../../src/codec/index.js';
import * as wiz from '../../src/session/steps.js';

export type Plan =
  /** the lines give exactly these answers, and they may be sent */
  | { kind: 'send'; lines: string[] }
  /** the codec refuses these answers (a value, or sending): the lines run into that, nothing is sent */
  | { kind: 'refused'; lines: string[]; issues: SendIssue[] }
  /** no line gives this answer, in the terminal as on the web (free text where a question takes none) */
  | { kind: 'unreachable'; lines: string[]; reason: 'free-text' | 'line-break' | 'outcome' };

/** Value issues the wizard refuses as the line is typed; the rest show when sending. */
const AT_ENTRY = new Set<SendIssue['code']>(['invalid', 'too-many', 'too-few']);

class Unreachable {
  constructor(
    readonly reason: 'free-text' | 'line-break' | 'outcome',
    readonly lines: string[],
  ) {}
}

/** A line that reads as text, whatever it looks like (options are picked by leading numbers). */
function textLine(text: string, hasOptions: boolean): string {
  return /^[:\\]/.test(text) || (hasOptions && /^\d/.test(text)) ? `\\${text}` : text;
}

function typedLine(a: Answer): string {
  const v = a.value;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'string' && v.trim()) return textLine(v.trim(), false);
  return textLine(a.text?.trim() ?? '', false);
}

/** The lines for one question, leaving the wizard at the next step (a card: sent, or refused). */
function questionLines(set: QuestionSet, q: Question, a: Answer | undefined, before: string[]): string[] {
  const format = FORMATS[set.format];
  const initial = wiz.start(set).answers.find((x) => x.questionId === q.id);
  if (!a || isOpen(q, a)) {
    if ((a?.outcome === 'later' || q.kind === 'confirm') && format.outcomes.includes('later'))
      return [':later'];
    if (q.kind === 'confirm') throw new Unreachable('outcome', before);
    // a default stands as an answer from the start: clear it, then Enter moves on (a card: sends)
    return [...(initial && !isOpen(q, initial) ? [':clear'] : []), ''];
  }
  if (a.outcome === 'settled' || a.outcome === 'unknown') {
    if (!format.outcomes.includes(a.outcome)) throw new Unreachable('outcome', before);
    return [a.outcome === 'settled' ? ':ok' : ':unknown'];
  }
  const text = a.text?.trim() ?? '';
  if (text.includes('\n')) throw new Unreachable('line-break', before);
  if (q.kind === 'input') return [typedLine(a)];
  if (q.kind === 'confirm' && !text && !a.selected.length) return [''];
  if (text && !q.allowCustom)
    throw new Unreachable('free-text', [...before, textLine(text, q.options.length > 0)]);
  const numbers = a.selected.map((id) => q.options.findIndex((o) => o.id === id) + 1);
  if (numbers.length && text) return [`${numbers.join(' ')}: ${text}`];
  if (numbers.length) return [numbers.join(' ')];
  return [textLine(text, q.options.length > 0)];
}

/** The session that gives these answers: the lines to type, and what should come of them. */
export function planFor(set: QuestionSet, answers: readonly Answer[]): Plan {
  const kept = normalizeAnswers(set, answers);
  const card = set.questions.length === 1;
  const check = checkAnswers(set, answers);
  const atEntry = new Set(check.issues.filter((i) => AT_ENTRY.has(i.code)).map((i) => i.questionId));
  const lines: string[] = [];
  try {
    for (const q of set.questions) {
      lines.push(
        ...questionLines(
          set,
          q,
          kept.find((a) => a.questionId === q.id),
          lines,
        ),
      );
      // a refused value leaves the question asked again: clear it and move on
      if (atEntry.has(q.id)) lines.push(':clear', ...(card ? [] : ['']));
    }
  } catch (e) {
    if (e instanceof Unreachable) return { kind: 'unreachable', lines: e.lines, reason: e.reason };
    throw e;
  }
  if (!card && (check.ok || check.issues.some((i) => !AT_ENTRY.has(i.code)))) lines.push(''); // the overview: send
  return check.ok ? { kind: 'send', lines } : { kind: 'refused', lines, issues: check.issues };
}

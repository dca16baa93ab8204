/**
 * Vancetope document kind `questions` (seed 000): a ```questions fence, YAML or JSON.
 * Free text is always offered, and the wizard always offers "looks good", "later", "don't know".
 */
import { arr, need, obj, oneOf, opt, str, unique, type Obj } from '../../check.js';
import type { Path } from '../../errors.js';
import { fail } from '../../errors.js';
import { fenceBlock } from '../../fence.js';
import type { Format } from '../../format.js';
import { PARTS } from '../../parts.js';
import type { Answer, Option, Question, QuestionSet } from '../../model.js';
import { answerFor, answerPhrase, isOpen } from '../../answer-read.js';
import { clean } from '../shared.js';
import { vanceHead } from './head.js';

const KINDS = ['choice', 'text', 'confirm'] as const;
const WEIGHTS = ['blocker', 'important', 'minor'] as const;

function decodeOption(v: unknown, path: Path, i: number): Option {
  if (typeof v === 'string' || typeof v === 'number') {
    const label = str(String(v), path, { min: 1 });
    return { id: String(i + 1), label };
  }
  const o = obj(v, path);
  return clean({
    id: String(i + 1),
    label: need(o, 'label', path, (x, p) => str(typeof x === 'number' ? String(x) : x, p, { min: 1 })),
    description: opt(o, 'description', path, str),
  });
}

function decodeQuestion(v: unknown, path: Path): Question {
  const q = obj(v, path);
  const kind = opt(q, 'kind', path, (x, p) => oneOf(x, KINDS, p, true)) ?? 'text';
  const options = (opt(q, 'options', path, (x, p) => arr(x, p)) ?? []).map((o, i) =>
    decodeOption(o, [...path, 'options', i], i),
  );
  if (kind === 'choice' && options.length < 2)
    fail('min-items', `questions[${path[1]}] is a choice and needs at least 2 options`, [...path, 'options']);
  return clean({
    id: need(q, 'key', path, (x, p) => str(x, p, { min: 1 })),
    text: need(q, 'text', path, (x, p) => str(x, p, { min: 1 })),
    kind,
    multiple: false,
    options,
    allowCustom: true,
    proposal: opt(q, 'proposal', path, str),
    context: opt(q, 'context', path, str),
    weight: opt(q, 'weight', path, (x, p) => oneOf(x, WEIGHTS, p, true)),
    required: false,
  });
}

const OUTCOME = { answered: 'ANSWERED', settled: 'SETTLED', later: 'LATER', unknown: 'UNKNOWN' } as const;

function toWire(set: QuestionSet): Obj {
  return clean({
    id: set.derivedId ? undefined : set.id,
    intro: set.intro,
    questions: set.questions.map((q) =>
      clean({
        key: q.id,
        text: q.text,
        kind: q.kind === 'text' ? undefined : q.kind,
        options: q.options.length
          ? q.options.map((o) =>
              o.description === undefined ? o.label : { label: o.label, description: o.description },
            )
          : undefined,
        proposal: q.proposal,
        context: q.context,
        weight: q.weight,
      }),
    ),
  });
}

/** YAML, as the seed writes it; JSON (which the kind accepts too) while a lazy YAML parser is not loaded. */
function body(set: QuestionSet): string {
  const y = PARTS.yaml.get();
  return y ? y.stringify(toWire(set), { lineWidth: 0 }) : JSON.stringify(toWire(set), null, 2) + '\n';
}

export const vance: Format = {
  ...vanceHead,

  decode(data) {
    const o = obj(data, []);
    const questions = need(o, 'questions', [], (x, p) => arr(x, p, { min: 1 })).map((q, i) =>
      decodeQuestion(q, ['questions', i]),
    );
    unique(
      questions.map((q) => q.id),
      (i) => ['questions', i, 'key'],
      'The key',
    );
    const id = opt(o, 'id', [], (x, p) => str(x, p, { min: 1 }));
    return clean({
      format: 'vance' as const,
      id: id ?? '',
      derivedId: id === undefined ? true : undefined,
      intro: opt(o, 'intro', [], str),
      questions,
    });
  },

  payload(set, answers, { text, words }) {
    return {
      content: text,
      questionAnswers: {
        setId: set.id,
        answers: set.questions.map((q) => {
          const a: Answer | undefined = answerFor(answers, q.id);
          const outcome = isOpen(q, a) ? 'later' : a!.outcome;
          return {
            key: q.id,
            outcome: OUTCOME[outcome],
            value: outcome === 'answered' ? answerPhrase(q, a, words, vanceHead) : null,
          };
        }),
      },
    };
  },

  // vance has no decline: the message, and beside `questionAnswers` the set it declines
  decline(set, { text, note }) {
    return { content: text, questionDecline: { setId: set.id, ...(note ? { note } : {}) } };
  },

  serialize(set) {
    return body(set);
  },

  toFence(set) {
    return fenceBlock('questions', body(set));
  },
};

export default vance;

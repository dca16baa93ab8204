/**
 * shiitake-extensions question contract (seed 001): JSON only, in one of three shapes — a bare
 * `Question[]`, `{ questions }`, or an `OpenAsk` with its ask id, status and expiry.
 * The first option of a question is the recommended one; free text belongs to the host, so it
 * is always accepted. Answers go back as an `AnswerInput` keyed by question id (a complete set
 * is required), and the whole ask may be declined with a `DeclineInput`.
 */
import { answerPhrase, isOpen, selectedOptions } from '../../answer-read.js';
import { arr, bool, need, num, obj, oneOf, opt, str, unique, type Obj } from '../../check.js';
import { fail, pathText, type Path } from '../../errors.js';
import type { Format } from '../../format.js';
import type { Option, Question, QuestionSet, WaitingOn } from '../../model.js';
import { clean } from '../shared.js';
import { shiitakeHead } from './head.js';

const STATUSES = ['live', 'parked'] as const;
const ASK_KEYS = ['askId', 'status', 'createdAt', 'expiresAt', 'waitingOn'];

/** A string the contract allows to be empty: empty reads as absent in the model. */
const optionalText = (v: unknown, path: Path): string | undefined => str(v, path) || undefined;

/** The contract's `String`: any string, empty too. */
const anyText = (v: unknown, path: Path) => str(v, path);

const nonEmpty = (v: unknown, path: Path) => str(v, path, { min: 1 });

/** A finite number; -0 reads as 0 so it survives a JSON round trip. */
const instant = (v: unknown, path: Path) => num(v, path) || 0;

function decodeOption(v: unknown, path: Path, i: number): Option {
  const o = obj(v, path);
  const id = String(i + 1);
  const label = need(o, 'label', path, anyText);
  const description = need(o, 'description', path, optionalText);
  // built as clean() would leave it, without a second object
  return description === undefined ? { id, label } : { id, label, description };
}

function decodeQuestion(v: unknown, path: Path): Question {
  const q = obj(v, path);
  const id = need(q, 'id', path, anyText);
  const header = need(q, 'header', path, optionalText);
  const text = need(q, 'question', path, anyText);
  const options = need(q, 'options', path, (x, p) => arr(x, p)).map((o, i) =>
    decodeOption(o, [...path, 'options', i], i),
  );
  // the contract lets two options share a label; they keep their own ids (1, 2, …)
  const multiple = opt(q, 'multiple', path, bool) ?? false;
  return clean({
    id,
    text,
    header,
    kind: options.length ? ('choice' as const) : ('text' as const),
    multiple,
    options,
    allowCustom: true,
    recommended: options.length ? options[0].id : undefined,
    required: false,
  });
}

function decodeQuestions(v: unknown, path: Path): Question[] {
  const questions = arr(v, path, { min: 1 }).map((q, i) => decodeQuestion(q, [...path, i]));
  unique(
    questions.map((q) => q.id),
    (i) => [...path, i, 'id'],
    'The question id',
  );
  return questions;
}

function decodeWaitingOn(v: unknown, path: Path): WaitingOn {
  const w = obj(v, path);
  return {
    agentId: need(w, 'agentId', path, nonEmpty),
    sessionId: need(w, 'sessionId', path, nonEmpty),
    name: need(w, 'name', path, nonEmpty),
  };
}

function decodeExpiry(v: unknown, path: Path): number | null {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v))
    fail('type', `${pathText(path)} must be a number (ms since epoch) or null`, path);
  return v || 0;
}

function decodeAsk(o: Obj): QuestionSet {
  const id = need(o, 'askId', [], anyText);
  const waitingOn = opt(o, 'waitingOn', [], decodeWaitingOn);
  const questions = need(o, 'questions', [], decodeQuestions);
  return clean({
    format: 'shiitake' as const,
    id,
    status: need(o, 'status', [], (x, p) => oneOf(x, STATUSES, p)),
    createdAt: need(o, 'createdAt', [], instant),
    expiresAt: need(o, 'expiresAt', [], decodeExpiry),
    waitingOn,
    shape: 'ask' as const,
    questions,
  });
}

/** The wire shape of one question: `header` and `description` are required there, even when empty. */
function questionToWire(q: Question): Obj {
  return clean({
    id: q.id,
    header: q.header ?? '',
    question: q.text,
    options: q.options.map((o) => ({ label: o.label, description: o.description ?? '' })),
    multiple: q.multiple ? true : undefined,
  });
}

function toWire(set: QuestionSet): unknown {
  const questions = set.questions.map(questionToWire);
  const shape = set.shape ?? (set.derivedId ? 'object' : 'ask');
  if (shape === 'array') return questions;
  if (shape !== 'ask') return { questions };
  return clean({
    askId: set.id,
    waitingOn: set.waitingOn && {
      agentId: set.waitingOn.agentId,
      sessionId: set.waitingOn.sessionId,
      name: set.waitingOn.name,
    },
    questions,
    status: set.status ?? 'live',
    createdAt: set.createdAt ?? 0,
    expiresAt: set.expiresAt ?? null,
  });
}

export const shiitake: Format = {
  ...shiitakeHead,

  decode(data) {
    if (Array.isArray(data)) {
      return {
        format: 'shiitake',
        id: '', // derived by parse from the decoded content
        derivedId: true,
        shape: 'array',
        questions: decodeQuestions(data, []),
      };
    }
    const o = obj(data, []);
    // a body with any of an OpenAsk's own keys is an OpenAsk: its askId is never invented
    if (ASK_KEYS.some((k) => k in o)) return decodeAsk(o);
    return {
      format: 'shiitake',
      id: '', // derived by parse from the decoded content
      derivedId: true,
      shape: 'object',
      questions: need(o, 'questions', [], decodeQuestions),
    };
  },

  payload(set, answers, { requestId, words }) {
    const entries: [string, { selected: string[]; text?: string }][] = [];
    for (const q of set.questions) {
      const a = answers.find((x) => x.questionId === q.id);
      if (!a || isOpen(q, a)) continue;
      if (a.outcome !== 'answered') {
        // not offered by shiitake; if a host sends one anyway, say it in words
        entries.push([q.id, { selected: [], text: answerPhrase(q, a, words, shiitakeHead) }]);
        continue;
      }
      const text = a.text?.trim();
      entries.push([
        q.id,
        clean({ selected: selectedOptions(q, a).map((o) => o.label), text: text || undefined }),
      ]);
    }
    // fromEntries defines own properties, so no question id can reach a prototype
    return { askId: set.id, requestId, answers: Object.fromEntries(entries) };
  },

  decline(set, { requestId, note }) {
    return clean({ askId: set.id, requestId, note: note?.trim() || undefined });
  },

  serialize(set) {
    return JSON.stringify(toWire(set), null, 2);
  },
};

export default shiitake;

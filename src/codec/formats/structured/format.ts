/**
 * @indexnetwork StructuredQuestion (seed 003), the same shape as Claude Code's `AskUserQuestion`
 * input: a short title, a prompt, 2–4 options with descriptions, and `multiSelect`. The client
 * always offers "Other", so free text is accepted beside the options. Answers are keyed by the
 * question text, which is why texts must be unique. Unknown keys are dropped (zod strip).
 */
import { answerFor, isOpen, selectedOptions } from '../../answer-read.js';
import { arr, bool, need, obj, opt, setOwn, str, unique, type Obj } from '../../check.js';
import { fail, pathText, type Path } from '../../errors.js';
import type { Format } from '../../format.js';
import type { Option, Question } from '../../model.js';
import { clean } from '../shared.js';
import { structuredHead } from './head.js';

/** AskUserQuestion's limit on questions per call. */
const MAX_QUESTIONS = 4;
const RECOMMENDED = / \(recommended\)$/i;

type Shape = 'single' | 'array' | 'object';

/**
 * One field with two spellings (seed `title`/`prompt`, AskUserQuestion `header`/`question`); where
 * both are given, AskUserQuestion's is read and the other dropped, as its schema strips it.
 */
function either(q: Obj, path: Path, ask: string, seed: string): { key: string; value: unknown } {
  const hasAsk = q[ask] !== undefined;
  const hasSeed = q[seed] !== undefined;
  if (!hasAsk && !hasSeed)
    fail('required', `${pathText([...path, ask])} is required (also spelled "${seed}")`, [...path, ask]);
  return hasAsk ? { key: ask, value: q[ask] } : { key: seed, value: q[seed] };
}

/** A suffixed label shows without " (Recommended)"; the wire label stays as its value. */
function decodeOption(v: unknown, path: Path, i: number): { option: Option; recommended: boolean } {
  const o = obj(v, path);
  const wire = need(o, 'label', path, (x, p) => str(x, p, { min: 1, max: 120 }));
  const description = need(o, 'description', path, (x, p) => str(x, p, { min: 1, max: 280 }));
  // AskUserQuestion's `preview`: any string, Markdown; an empty one shows nothing and is dropped
  const preview = opt(o, 'preview', path, str) || undefined;
  const bare = wire.replace(RECOMMENDED, '').trimEnd();
  const recommended = bare !== wire && bare.trim() !== '';
  const option: Option = recommended
    ? { id: String(i + 1), label: bare, description, value: wire }
    : { id: String(i + 1), label: wire, description };
  if (preview !== undefined) option.preview = preview;
  return { option, recommended };
}

function decodeQuestion(v: unknown, path: Path, n: number): { question: Question; textKey: string } {
  const q = obj(v, path);
  const title = either(q, path, 'header', 'title');
  const header = str(title.value, [...path, title.key], { min: 1, max: 12 });
  const prompt = either(q, path, 'question', 'prompt');
  const text = str(prompt.value, [...path, prompt.key], { min: 1, max: 400 });
  const decoded = need(q, 'options', path, (x, p) => arr(x, p, { min: 2, max: 4 })).map((o, i) =>
    decodeOption(o, [...path, 'options', i], i),
  );
  const options = decoded.map((d) => d.option);
  // the references let two options share a label; they keep their own ids (1, 2, …)
  const multiple = need(q, 'multiSelect', path, bool);
  const recommended = options.find((_, i) => decoded[i].recommended)?.id;
  const question = clean({
    id: `q${n}`,
    text,
    header,
    kind: 'choice' as const,
    multiple,
    options,
    allowCustom: true,
    recommended,
    required: false,
  });
  return { question, textKey: prompt.key };
}

/** The questions of a body in any of its three shapes, with the path each one stands at. */
function questionList(data: unknown): { shape: Shape; items: unknown[]; at: (i: number) => Path } {
  if (Array.isArray(data))
    return { shape: 'array', items: arr(data, [], { min: 1, max: MAX_QUESTIONS }), at: (i) => [i] };
  const o = obj(data, []);
  // a question with a stray `questions` key is still one question
  if (o.questions !== undefined && o.question === undefined && o.prompt === undefined)
    return {
      shape: 'object',
      items: arr(o.questions, ['questions'], { min: 1, max: MAX_QUESTIONS }),
      at: (i) => ['questions', i],
    };
  return { shape: 'single', items: [o], at: () => [] };
}

/** An option's label as the wire gives it: with its " (Recommended)" suffix. */
const wireLabel = (q: Question, o: Option) =>
  o.value ?? (q.recommended === o.id ? `${o.label} (Recommended)` : o.label);

/** The AskUserQuestion spelling; the wire label keeps a " (Recommended)" suffix. */
function questionToWire(q: Question): Obj {
  return {
    question: q.text,
    header: q.header ?? '',
    options: q.options.map((o) =>
      clean({
        label: wireLabel(q, o),
        description: o.description ?? '',
        preview: o.preview,
      }),
    ),
    multiSelect: q.multiple,
  };
}

export const structured: Format = {
  ...structuredHead,

  decode(data) {
    const { shape, items, at } = questionList(data);
    const decoded = items.map((q, i) => decodeQuestion(q, at(i), i + 1));
    unique(
      decoded.map((d) => d.question.text),
      (i) => [...at(i), decoded[i].textKey],
      'The question',
    );
    return {
      format: 'structured',
      id: '', // derived by parse from the decoded content
      derivedId: true,
      shape,
      questions: decoded.map((d) => d.question),
    };
  },

  /**
   * Exactly AskUserQuestion's output (`AskUserQuestionOutput` of the Claude Agent SDK): the
   * questions as asked, the answers keyed by question text, and the annotations. Free text
   * (`Answer.text`) means one of two things, by what it stands beside:
   * - alone, it is the "Other" answer: in place of a label;
   * - beside a pick of a single-select question, it is the user's note on that pick: the answer is
   *   the label, the text goes to `annotations[question].notes` (a single choice gives one string,
   *   never a label and Other text both);
   * - beside picks of a multi-select question, it is one more entry, after the labels (", ").
   * A single choice's pick with a `preview` puts it in `annotations[question].preview`. Questions
   * left open have no entry (the readable text stays in the event's `text`).
   */
  payload(set, answers, { words }) {
    const out: Record<string, string> = {};
    const annotations: Record<string, { preview?: string; notes?: string }> = {};
    for (const q of set.questions) {
      const a = answerFor(answers, q.id);
      if (isOpen(q, a) || !a) continue;
      if (a.outcome === 'settled' || a.outcome === 'unknown') {
        setOwn(out, q.text, words[a.outcome]);
        continue;
      }
      const free = a.text?.trim() || undefined;
      const picked = selectedOptions(q, a);
      const labels = picked.map((o) => wireLabel(q, o));
      if (q.multiple) {
        setOwn(out, q.text, (free ? [...labels, free] : labels).join(', '));
        continue;
      }
      const pick = picked[0];
      setOwn(out, q.text, pick ? labels[0] : (free ?? ''));
      const note = clean({ preview: pick?.preview, notes: pick ? free : undefined });
      if (Object.keys(note).length) setOwn(annotations, q.text, note);
    }
    return clean({
      questions: set.questions.map(questionToWire),
      answers: out,
      annotations: Object.keys(annotations).length ? annotations : undefined,
    });
  },

  // AskUserQuestion has no decline: its output shape with no answers, marked declined
  decline(set, { note }) {
    return {
      questions: set.questions.map(questionToWire),
      answers: {},
      declined: true,
      ...(note ? { note } : {}),
    };
  },

  serialize(set) {
    const questions = set.questions.map(questionToWire);
    const single = set.shape === 'single' && questions.length === 1;
    const body = single ? questions[0] : set.shape === 'array' ? questions : { questions };
    return JSON.stringify(body, null, 2);
  },
};

export default structured;

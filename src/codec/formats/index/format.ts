/**
 * @indexnetwork/protocol question block (seed 003): a message whose last section is an
 * ```index-questions fence holding `{ version: 1, questions }`, or the bare JSON. Every question is
 * free text; its identity is the negotiation it unparks. The block is a view, never state: it
 * carries no ids, so the set id is derived, and unknown keys or versions are refused (fail closed).
 */
import { answerFor, answerPhrase, isOpen } from '../../answer-read.js';
import { arr, need, obj, opt, str, strictKeys, type Obj } from '../../check.js';
import { fail, pathText, type Path } from '../../errors.js';
import { fenceBlock } from '../../fence.js';
import type { Format } from '../../format.js';
import type { Question, QuestionSet } from '../../model.js';
import { clean, UUID } from '../shared.js';
import { indexHead, MARKER } from './head.js';

const VERSION = 1;
const BLOCK_KEYS = ['version', 'questions'] as const;
const QUESTION_KEYS = ['prompt', 'opportunityId', 'alsoUnblocks'] as const;

/** A negotiation reference: the uuid of the opportunity a negotiation runs on. */
function ref(v: unknown, path: Path): string {
  const s = str(v, path);
  if (!UUID.test(s)) fail('uuid', `${pathText(path)} must be a uuid, not ${JSON.stringify(s)}`, path);
  return s;
}

function decodeQuestion(v: unknown, path: Path): Question {
  const q = obj(v, path);
  strictKeys(q, QUESTION_KEYS, path);
  const text = need(q, 'prompt', path, (x, p) => str(x, p, { min: 1, max: 2000 }));
  const id = need(q, 'opportunityId', path, ref);
  const alsoUnblocks = opt(q, 'alsoUnblocks', path, (x, p) =>
    arr(x, p, { max: 8 }).map((r, i) => ref(r, [...p, i])),
  );
  return clean({
    id,
    text,
    kind: 'text' as const,
    multiple: false,
    options: [],
    allowCustom: true,
    required: false,
    alsoUnblocks,
  });
}

/** A ref may stand once in the whole block; a second one would make answer routing ambiguous. */
function checkRefsOnce(questions: Question[]): void {
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    [q.id, ...(q.alsoUnblocks ?? [])].forEach((r, j) => {
      if (seen.has(r))
        fail(
          'duplicate',
          `negotiation ref ${r} appears more than once in the block`,
          j === 0 ? ['questions', i, 'opportunityId'] : ['questions', i, 'alsoUnblocks', j - 1],
        );
      seen.add(r);
    });
  });
}

function toWire(set: QuestionSet): Obj {
  return {
    version: VERSION,
    questions: set.questions.map((q) =>
      clean({
        prompt: q.text,
        opportunityId: q.id,
        alsoUnblocks: q.alsoUnblocks ? [...q.alsoUnblocks] : undefined,
      }),
    ),
  };
}

/** Prose, a blank line, then the block as the message's last section. */
function message(set: QuestionSet): string {
  const fence = fenceBlock(MARKER, JSON.stringify(toWire(set), null, 2));
  const prose = set.intro?.trimEnd();
  return prose ? `${prose}\n\n${fence}` : fence;
}

export const index: Format = {
  ...indexHead,

  decode(data, { prose }) {
    const o = obj(data, []);
    strictKeys(o, BLOCK_KEYS, []);
    const version = need(o, 'version', [], (x) => x);
    if (version !== VERSION)
      fail(
        'version',
        `version must be ${VERSION}, not ${JSON.stringify(version)} (this reader knows version ${VERSION} only)`,
        ['version'],
      );
    const questions = need(o, 'questions', [], (x, p) => arr(x, p, { min: 1, max: 20 })).map((q, i) =>
      decodeQuestion(q, ['questions', i]),
    );
    checkRefsOnce(questions);
    return clean({
      format: 'index' as const,
      id: '', // derived by parse from the decoded content
      derivedId: true,
      intro: prose,
      questions,
    });
  },

  // Open questions are left out: their negotiations stay parked until a later block asks again.
  payload(set, answers, { text, words }) {
    return {
      message: text,
      answers: set.questions.flatMap((q) => {
        const a = answerFor(answers, q.id);
        if (isOpen(q, a)) return [];
        return [
          {
            opportunityId: q.id,
            alsoUnblocks: [...(q.alsoUnblocks ?? [])],
            text: answerPhrase(q, a, words, indexHead),
          },
        ];
      }),
    };
  },

  // index has no decline: no answers, so every negotiation stays parked, as open questions do
  decline(_set, { text, note }) {
    return { message: text, answers: [], declined: true, ...(note ? { note } : {}) };
  },

  // A set with prose is a message: the bare JSON would lose it.
  serialize(set) {
    return set.intro?.trimEnd() ? message(set) : JSON.stringify(toWire(set), null, 2);
  },

  toFence: message,
};

export default index;

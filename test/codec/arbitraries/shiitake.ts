/**
 * Valid shiitake bodies: all three shapes (Question[], { questions }, OpenAsk), empty and blank
 * headers and descriptions, text questions (no options), `multiple` absent / false / true,
 * waitingOn present or not, expiresAt null or a number, unicode everywhere, excess keys, and
 * the limits (100 questions, 100 options in a question).
 */
import fc from 'fast-check';
import { noLookAlikes } from '../look-alike.js';

type Obj = Record<string, unknown>;

/** A string with something in it (the contract's NonEmptyString, read as people read it). */
const filled = (maxLength = 40) =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength }) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'How should v2.4.0 roll out to production?',
          'Welcher Tonfall – „Du“ oder „Sie“?',
          'איזה גוון לכפתור הראשי?',
          'どの言語から翻訳しますか？',
          '`fetchInvoices()` **swallows** 404s:\n\n```ts\nreturn [];\n```',
          'Français 🇫🇷',
          '👩🏽‍💻 Pair with Dana',
        ),
      },
    )
    .filter((s) => s.trim().length > 0);

/** Header and description may be empty: blank reads as absent. */
const maybeEmpty = fc.oneof(fc.constant(''), fc.constant('  '), filled(60));

const option = fc.record({ label: filled(), description: maybeEmpty });

/** Keys the contract does not name; harmless ones (not keys that mark another format). */
const extra = fc.option(
  fc.record({ priority: fc.integer({ min: 0, max: 5 }), askedBy: filled(20) }, { requiredKeys: [] }),
  { nil: undefined },
);

function question(
  id: string,
  options: Obj[],
  header: string,
  text: string,
  multiple: boolean | undefined,
  more?: Obj,
): Obj {
  const q: Obj = { ...more, id, header, question: text, options };
  if (multiple !== undefined) q.multiple = multiple;
  return q;
}

const questionArb = fc
  .tuple(
    filled(30),
    fc.uniqueArray(option, { maxLength: 6, selector: (o) => o.label }),
    maybeEmpty,
    filled(200),
    fc.option(fc.boolean(), { nil: undefined }),
    extra,
  )
  .map(([id, options, header, text, multiple, more]) => question(id, options, header, text, multiple, more));

const questions = fc.uniqueArray(questionArb, { minLength: 1, maxLength: 8, selector: (q) => q.id });

/** The limits: 100 questions, or one question with 100 options. */
const atLimits = fc.oneof(
  fc
    .string({ maxLength: 8 })
    .map((tag) =>
      Array.from({ length: 100 }, (_, i) =>
        question(
          `q${i}-${tag}`,
          i % 2 ? [] : [{ label: `Option ${i}`, description: '' }],
          '',
          `Question ${i}?`,
          undefined,
        ),
      ),
    ),
  fc.string({ maxLength: 8 }).map((tag) => [
    question(
      'many',
      Array.from({ length: 100 }, (_, i) => ({
        label: `${tag} ${i + 1}`,
        description: i % 3 ? '' : `about ${i}`,
      })),
      'Many',
      'Pick any of these',
      true,
    ),
  ]),
);

const questionList = fc.oneof({ weight: 9, arbitrary: questions }, { weight: 1, arbitrary: atLimits });

const instant = fc.oneof(
  fc.integer({ min: 0, max: 4_102_444_800_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const waitingOn = fc.record({ agentId: filled(30), sessionId: filled(30), name: filled(30) });

const openAsk = fc
  .tuple(
    filled(40),
    fc.option(waitingOn, { nil: undefined }),
    questionList,
    fc.constantFrom('live', 'parked'),
    instant,
    fc.option(instant, { nil: null }),
    extra,
  )
  .map(([askId, waiting, qs, status, createdAt, expiresAt, more]) => {
    const ask: Obj = { ...more, askId };
    if (waiting) ask.waitingOn = waiting;
    return { ...ask, questions: qs, status, createdAt, expiresAt };
  });

const data = fc.oneof(
  questionList,
  questionList.map((qs) => ({ questions: qs })),
  openAsk,
);

/** A valid body, as a value or as JSON text (compact or indented). */
const generatedBody: fc.Arbitrary<string | object> = fc
  .tuple(data, fc.constantFrom('value', 'compact', 'indented'))
  .map(([d, as]) => (as === 'value' ? d : as === 'compact' ? JSON.stringify(d) : JSON.stringify(d, null, 2)));

/** Options that look the same are refused (look-alike-options): no valid body holds them. */
export const validBody = generatedBody.filter(noLookAlikes);

/**
 * Valid EgoZ `AskQuestionSet` bodies: locales left-to-right and right-to-left (by language and by
 * script subtag, legacy and odd-case tags, extensions), title present / empty / absent,
 * descriptions present / empty / absent, allowCustom and multi absent / false / true, unicode,
 * excess keys, and the limits (100 questions, 100 answers in a question).
 */
import fc from 'fast-check';
import { noLookAlikes } from '../look-alike.js';

type Obj = Record<string, unknown>;

const filled = (maxLength = 40) =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength }) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'Which shade?',
          '#b49c54',
          'איזה גוון?',
          'متى تفضّل الاستلام؟',
          'Sat 14 Mar, 10:00',
          '12" · £11.50',
          'おまかせ（12貫）',
        ),
      },
    )
    .filter((s) => s.trim().length > 0);

const KNOWN_LOCALES = (
  'en en-US en-GB de-DE nl-BE ja-JP zh-Hant-TW FR-ca-u-ca-gregory sd-Deva-IN ku-Latn ' +
  'he he-IL iw iw-IL ar ar-EG fa-IR ur-PK ps sd ug yi ji dv ckb syr ' +
  'ku-Arab-IQ az-Arab-IR pa-Arab ks und-Hebr ff-Adlm AR en-Arab'
).split(' ');

const locale = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_LOCALES) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/) },
);

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** An object without the keys whose value is undefined. */
function defined(o: Obj): Obj {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

const answer = fc
  .tuple(filled(30), filled(), maybe(fc.oneof(fc.constant(''), filled(60))), maybe(fc.integer()))
  .map(([id, label, description, price]) => defined({ id, label, description, price }));

const questionArb = fc
  .tuple(
    filled(30),
    filled(200),
    fc.uniqueArray(answer, { minLength: 1, maxLength: 6, selector: (a) => a.id }),
    maybe(fc.boolean()),
    maybe(fc.boolean()),
    maybe(filled(20)),
  )
  .map(([id, title, answers, allowCustom, multi, hint]) =>
    defined({ id, title, answers, allowCustom, multi, hint }),
  );

const questions = fc.uniqueArray(questionArb, { minLength: 1, maxLength: 8, selector: (q) => q.id });

const atLimits = fc.oneof(
  fc.string({ maxLength: 8 }).map((tag) =>
    Array.from({ length: 100 }, (_, i) => ({
      id: `q${i}-${tag}`,
      title: `Question ${i}?`,
      answers: [{ id: `a${i}`, label: `Answer ${i}` }],
      ...(i % 3 === 0 ? { multi: true } : {}),
    })),
  ),
  fc.string({ maxLength: 8 }).map((tag) => [
    {
      id: 'many',
      title: 'Pick any of these',
      answers: Array.from({ length: 100 }, (_, i) => ({ id: `${tag}-${i}`, label: `Choice ${i + 1}` })),
      multi: true,
      allowCustom: true,
    },
  ]),
);

const set = fc
  .tuple(
    filled(40),
    maybe(fc.oneof(fc.constant(''), filled(80))),
    locale,
    fc.oneof({ weight: 9, arbitrary: questions }, { weight: 1, arbitrary: atLimits }),
    maybe(filled(20)),
  )
  .map(([id, title, loc, qs, turnId]) => defined({ id, title, locale: loc, questions: qs, turnId }));

/** A valid body, as a value or as JSON text (compact or indented). */
const generatedBody: fc.Arbitrary<string | object> = fc
  .tuple(set, fc.constantFrom('value', 'compact', 'indented'))
  .map(([d, as]) => (as === 'value' ? d : as === 'compact' ? JSON.stringify(d) : JSON.stringify(d, null, 2)));

/** Options that look the same are refused (look-alike-options): no valid body holds them. */
export const validBody = generatedBody.filter(noLookAlikes);

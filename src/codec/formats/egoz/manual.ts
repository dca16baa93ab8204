/** The manual for @ego-z/contracts `AskQuestionSet` (seed 002). */
import { bodyRules, listRules, lookAlikeRule, rule } from '../../manual/common.js';
import type { Manual } from '../../manual/types.js';

export const egoz: Manual = {
  format: 'egoz',
  title: 'EgoZ question set',
  summary:
    'A card of questions the user answers by picking: each question offers at least one answer chip, optionally a free-text slot, and single or multiple selection. The resolved `locale` is required: it alone sets the text direction.',
  when: [
    'The user must choose rather than read: instead of a numbered list in prose, emit a set of chips.',
    'Every question has something to choose between; a question with nothing to choose is asked in prose.',
    'Add `allowCustom: true` where "something else" is a fair answer; it extends the answers, never replaces them.',
  ],
  carrier: { kind: 'json' },
  travels:
    'JSON only (never YAML): the `questionSet` of a turn, one set per turn, the questions also stated in the reply text.',
  fields: [
    {
      path: 'id',
      type: 'string',
      required: true,
      text: 'Opaque, minted by the emitter for this turn; correlates the answer.',
    },
    { path: 'title', type: 'string', text: 'A heading for the whole set; blank reads as absent.' },
    {
      path: 'locale',
      type: 'string',
      required: true,
      limit: 'a BCP 47 language tag (en-US, he, ar-EG)',
      text: 'The language the turn resolved to; sets the text direction.',
    },
    {
      path: 'questions',
      type: 'array',
      required: true,
      limit: '1–100 questions',
      text: 'The questions, in display order.',
    },
    { path: 'questions[]', type: 'object', text: 'One question.' },
    {
      path: 'questions[].id',
      type: 'string',
      required: true,
      limit: 'distinct within the set',
      text: 'Opaque, emitter-minted.',
    },
    {
      path: 'questions[].title',
      type: 'string',
      required: true,
      text: "What is asked; must stand alone, it is the only context an answer's label gets.",
    },
    {
      path: 'questions[].answers',
      type: 'array',
      required: true,
      limit: '1–100 answers',
      text: 'The offered answers, in display order.',
    },
    { path: 'questions[].answers[]', type: 'object', text: 'One answer.' },
    {
      path: 'questions[].answers[].id',
      type: 'string',
      required: true,
      limit: 'distinct within the question',
      text: 'Opaque, emitter-minted; the chosen ids ride in the answer metadata.',
    },
    {
      path: 'questions[].answers[].label',
      type: 'string',
      required: true,
      text: 'What the user sees, already in the locale; meaningful on its own ("#b49c54", not "Option 2").',
    },
    {
      path: 'questions[].answers[].description',
      type: 'string',
      text: 'A secondary line (a price, a duration); blank reads as absent.',
    },
    {
      path: 'questions[].allowCustom',
      type: 'boolean',
      default: 'false (chips only)',
      text: 'Whether a free-text answer is accepted beside the chips.',
    },
    {
      path: 'questions[].multi',
      type: 'boolean',
      default: 'false (single select)',
      text: 'Whether several answers may be chosen.',
    },
  ],
  rules: [
    ...bodyRules({ yaml: false, object: true }),
    lookAlikeRule('`answers[].label`', {
      id: 'qs',
      locale: 'en',
      questions: [
        {
          id: 'go',
          title: 'Go ahead?',
          answers: [
            { id: 'y', label: 'Yes' },
            { id: 'z', label: 'Yes\u200b' },
          ],
        },
      ],
    }),
    rule('id', 'required', 'The set needs an `id` that is not empty.'),
    rule('id', 'type', '`id` must be a string.'),
    rule('title', 'type', '`title` must be a string.'),
    rule(
      'locale',
      'required',
      'The set needs a `locale`: it is the only thing that sets the text direction.',
    ),
    rule('locale', 'type', '`locale` must be a string.'),
    rule(
      'locale',
      'locale',
      '`locale` must be a valid BCP 47 language tag such as `en-US`, `he` or `ar-EG` (not `en_US`, not "English").',
    ),
    ...listRules('questions', 'questions', {
      required: 'The set needs a `questions` list.',
      min: 1,
      limitCode: 'too-many-questions',
    }),
    rule('questions[]', 'type', 'Each question must be an object.'),
    rule('questions[].id', 'required', 'Every question needs an `id` that is not empty.'),
    rule('questions[].id', 'type', '`id` must be a string.'),
    rule('questions[].id', 'duplicate', 'Question ids must be distinct within the set.'),
    rule('questions[].title', 'required', 'Every question needs a `title` that is not empty.'),
    rule('questions[].title', 'type', '`title` must be a string.'),
    ...listRules('questions[].answers', 'answers', {
      required: 'Every question needs `answers`.',
      min: 1,
      limitCode: 'too-many-options',
    }),
    rule('questions[].answers[]', 'type', 'Each answer must be an object `{ id, label, description? }`.'),
    rule('questions[].answers[].id', 'required', 'Every answer needs an `id` that is not empty.'),
    rule('questions[].answers[].id', 'type', '`id` must be a string.'),
    rule('questions[].answers[].id', 'duplicate', 'Answer ids must be distinct within a question.'),
    rule('questions[].answers[].label', 'required', 'Every answer needs a `label` that is not empty.'),
    rule('questions[].answers[].label', 'type', '`label` must be a string.'),
    rule('questions[].answers[].description', 'type', '`description` must be a string.'),
    rule('questions[].allowCustom', 'type', '`allowCustom` must be true or false.'),
    rule('questions[].multi', 'type', '`multi` must be true or false.'),
  ],
  examples: [
    {
      title: 'Booking details',
      data: {
        id: 'qs_01J9Z6',
        title: 'A few details before I book that',
        locale: 'en-US',
        questions: [
          {
            id: 'q_roast',
            title: 'Which roast?',
            answers: [
              { id: 'roast_light', label: 'Light', description: 'Fruity, bright' },
              { id: 'roast_dark', label: 'Dark' },
            ],
          },
          {
            id: 'q_delivery',
            title: 'When should it arrive?',
            answers: [
              { id: 'd_mon', label: 'Monday' },
              { id: 'd_fri', label: 'Friday', description: '+ €4' },
            ],
            allowCustom: true,
            multi: true,
          },
        ],
      },
    },
  ],
  answer: [
    "The answer comes back as the next user message, as ordinary text: one line per question, `- <title> → <labels>` (the answer alone for one question), then ` — <free text>` where `allowCustom` allows it. A question left open reads `no answer` (in the set's language: German `keine Antwort`).",
    'The chosen ids ride beside it in `metadata: { questionSetId, answers: [{ questionId, answerIds, custom? }] }`; `readAnswers(set, text)` reads the text back.',
  ],
};

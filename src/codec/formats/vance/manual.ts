/** The manual for Vancetope `questions` fences (seed 000). */
import { bodyRules, listRules, lookAlikeRule, rule } from '../../manual/common.js';
import type { Manual } from '../../manual/types.js';

const KINDS = ['choice', 'text', 'confirm'] as const;
const WEIGHTS = ['blocker', 'important', 'minor'] as const;

export const vance: Manual = {
  format: 'vance',
  title: 'Vancetope questions',
  summary:
    'Several related questions in one message, each answered on its own: a wizard with one page per question, a progress bar and an overview before sending. A single question shows as a compact card. The user may leave any question open; what is left open counts as "later".',
  when: [
    'You need several related decisions before you can go on, and want them answered in one round instead of a list in prose.',
    'You need one decision (ASK_USER): build it in code with `askUser(question, options)` rather than writing the fence by hand.',
    'Some answers may legitimately stay open: the user can answer "looks good", "later" or "don\'t know" to any question without you offering it.',
  ],
  carrier: { kind: 'fence', info: 'questions', syntax: 'yaml' },
  travels:
    'A fenced block with the info string `questions`, anywhere in your message. The body is YAML (or JSON). Close the fence: an unclosed one is still arriving and is not shown.',
  fields: [
    {
      path: 'id',
      type: 'string',
      default: "derived from the questions ('q-' + a hash of their decoded content)",
      text: 'The set id. Give one when a later message must say which set it answered.',
    },
    { path: 'intro', type: 'string', text: 'An introductory sentence (Markdown) shown above the questions.' },
    { path: '$meta', type: 'any', text: 'Stored-document header; ignored.' },
    {
      path: 'questions',
      type: 'array',
      required: true,
      limit: `1–100 questions`,
      text: 'The questions, in the order they are asked.',
    },
    { path: 'questions[]', type: 'object', text: 'One question.' },
    {
      path: 'questions[].key',
      type: 'string',
      required: true,
      limit: 'unique within the set',
      text: "The question's identity; the answer references it.",
    },
    { path: 'questions[].text', type: 'string', required: true, text: 'The question (Markdown).' },
    {
      path: 'questions[].kind',
      type: 'string',
      default: 'text',
      limit: 'choice, text or confirm (any case)',
      text: '`choice` offers options, `text` asks for free text, `confirm` asks to confirm a `proposal`.',
    },
    {
      path: 'questions[].options',
      type: 'array',
      required: 'for kind choice (at least 2)',
      limit: 'at most 100',
      text: 'The options: strings, or `{ label, description }`. A `text` question may carry one as a suggestion. Do not add "looks good", "later" or "don\'t know": they are always offered.',
    },
    {
      path: 'questions[].options[]',
      type: 'string | number | object',
      text: 'One option: its label, or `{ label, description }`.',
    },
    {
      path: 'questions[].options[].label',
      type: 'string | number',
      required: true,
      text: 'What the user sees and what the answer says.',
    },
    { path: 'questions[].options[].description', type: 'string', text: 'A second line under the label.' },
    {
      path: 'questions[].proposal',
      type: 'string',
      text: 'For `confirm`: what you assume, for the user to confirm or correct.',
    },
    {
      path: 'questions[].context',
      type: 'string',
      text: 'A quote or reference shown with the question, for orientation.',
    },
    {
      path: 'questions[].weight',
      type: 'string',
      default: 'important',
      limit: 'blocker, important or minor (any case)',
      text: 'Shown as a badge; a `blocker` must be answered before you can go on.',
    },
  ],
  rules: [
    ...bodyRules({ yaml: true, closes: '`questions` fence', object: true }),
    lookAlikeRule('`options`', {
      questions: [{ key: 'go', text: 'Go ahead?', kind: 'choice', options: ['Yes', 'Yes\u200b'] }],
    }),
    rule('id', 'type', '`id` must be a string.'),
    rule('id', 'required', 'If given, `id` must not be empty.', { bad: '' }),
    rule('intro', 'type', '`intro` must be a string.'),
    ...listRules('questions', 'questions', {
      required: 'The body needs a `questions` list.',
      min: 1,
      limitCode: 'too-many-questions',
    }),
    rule('questions[]', 'type', 'Each question must be an object (a mapping), not a string.'),
    rule('questions[].key', 'required', 'Every question needs a `key` that is not empty.'),
    rule('questions[].key', 'type', '`key` must be a string.'),
    rule(
      'questions[].key',
      'duplicate',
      'Keys must be unique within the set: the answer references the question by its key.',
    ),
    rule('questions[].text', 'required', 'Every question needs a `text` that is not empty.'),
    rule('questions[].text', 'type', '`text` must be a string.'),
    rule('questions[].kind', 'type', '`kind` must be a string.'),
    rule('questions[].kind', 'enum', '`kind` is one of choice, text or confirm (case does not matter).', {
      limit: KINDS,
    }),
    rule('questions[].options', 'type', '`options` must be a list.'),
    rule('questions[].options', 'min-items', 'A `choice` question needs at least 2 options.', { limit: 2 }),
    ...listRules('questions[].options', 'options', { limitCode: 'too-many-options' }).filter(
      (r) => r.code === 'too-many-options',
    ),
    rule(
      'questions[].options[]',
      'type',
      'An option is a string (a number reads as text) or an object `{ label, description }`.',
    ),
    rule('questions[].options[]', 'required', 'An option must not be empty.', { bad: '' }),
    rule('questions[].options[].label', 'required', 'An option object needs a `label` that is not empty.'),
    rule('questions[].options[].label', 'type', '`label` must be a string (or a number).'),
    rule('questions[].options[].description', 'type', '`description` must be a string.'),
    rule('questions[].proposal', 'type', '`proposal` must be a string.'),
    rule('questions[].context', 'type', '`context` must be a string.'),
    rule('questions[].weight', 'type', '`weight` must be a string.'),
    rule(
      'questions[].weight',
      'enum',
      '`weight` is one of blocker, important or minor (case does not matter).',
      { limit: WEIGHTS },
    ),
  ],
  examples: [
    {
      title: 'Three points on a requirement',
      data: {
        id: 'q-7f3a',
        intro: 'Three points regarding the requirement',
        questions: [
          {
            key: 'eu-region',
            text: 'In which region will data be stored?',
            kind: 'choice',
            options: ['eu-central-1', { label: 'eu-west-1', description: 'Ireland' }],
            context: 'must be stored … within the European Union',
          },
          {
            key: 'retention',
            text: 'Correct retention to 10 years?',
            kind: 'confirm',
            proposal: '10 years instead of 5',
            weight: 'blocker',
          },
          {
            key: 'owner',
            text: 'Who owns the archive bucket?',
            weight: 'minor',
          },
        ],
      },
    },
  ],
  answer: [
    'The answer comes back as the next user message: one line per question, `- <question> → <answer>`; for a set of one question, the answer alone, as if typed.',
    'An answer reads: the chosen labels joined by ", ", then ` — <free text>` if both; a confirm reads `yes`; the outcomes read `looks good`, `later` and `don\'t know` (German: `passt so`, `später`, `weiß nicht`). A question left open reads `later`.',
    'Hosts that read structure get `questionAnswers { setId, answers: [{ key, outcome, value }] }` beside the text; `readAnswers(set, text)` turns the text back into answers.',
  ],
};

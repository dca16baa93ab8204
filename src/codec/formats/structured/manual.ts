/** The manual for StructuredQuestion / Claude Code's AskUserQuestion input (seed 003). */
import { bodyRules, listRules, lookAlikeRule, rule } from '../../manual/common.js';
import type { Manual } from '../../manual/types.js';

export const structured: Manual = {
  format: 'structured',
  title: 'Structured questions (AskUserQuestion)',
  summary:
    'Up to four multiple-choice questions, each with a short header, a prompt and two to four options that explain their consequence. The client always offers "Other", so the user may answer in their own words. The answers are keyed by the question text.',
  when: [
    'A decision between two to four clear paths, where each option can say what choosing it leads to.',
    'Mark the safest path by suffixing its label with " (Recommended)" and listing it first.',
    'Never add an explicit "Other" option: the client adds one.',
  ],
  carrier: { kind: 'json' },
  travels:
    'JSON only (never YAML): `{ "questions": [...] }` as AskUserQuestion takes it, a bare list of questions, or one question object. Each question is spelled either AskUserQuestion\'s way (`header`, `question`) or the seed\'s (`title`, `prompt`), never both. Unknown keys are dropped.',
  shapes: [
    '`{ "questions": [...] }` (1–4 questions).',
    'A bare list of questions (1–4). Errors then name `[0].question` for `questions[0].question`.',
    'One question object. Errors then name `header` for `questions[0].header`.',
  ],
  fields: [
    {
      path: 'questions',
      type: 'array',
      required: 'unless the body is a bare list or one question',
      limit: '1–4 questions',
      text: 'The questions.',
    },
    { path: 'questions[]', type: 'object', text: 'One question.' },
    {
      path: 'questions[].header',
      type: 'string',
      required: 'or `title`',
      limit: '1–12 characters',
      text: 'A short noun of the decision domain ("Stage", "Timing", "Role"), shown as a badge.',
    },
    {
      path: 'questions[].title',
      type: 'string',
      text: "The seed's spelling of `header`; give one of the two.",
      misfit: 'beside `header` it is ignored, as AskUserQuestion strips it.',
    },
    {
      path: 'questions[].question',
      type: 'string',
      required: 'or `prompt`',
      limit: '1–400 characters, distinct within the set',
      text: 'At most two sentences, ending in a question mark. The answers are keyed by it.',
    },
    {
      path: 'questions[].prompt',
      type: 'string',
      text: "The seed's spelling of `question`; give one of the two.",
      misfit: 'beside `question` it is ignored, as AskUserQuestion strips it.',
    },
    {
      path: 'questions[].options',
      type: 'array',
      required: true,
      limit: '2–4 options',
      text: 'The options; no "Other" (the client adds it).',
    },
    { path: 'questions[].options[]', type: 'object', text: 'One option.' },
    {
      path: 'questions[].options[].label',
      type: 'string',
      required: true,
      limit: '1–120 characters, distinct within the question',
      text: 'Display text; suffix " (Recommended)" on the safest path and list it first.',
      misfit:
        'two options with one label are both shown and both accepted, as the reference does; the answer names the label, so it cannot tell them apart.',
    },
    {
      path: 'questions[].options[].description',
      type: 'string',
      required: true,
      limit: '1–280 characters',
      text: 'The consequence of choosing this option, not just its definition.',
    },
    {
      path: 'questions[].options[].preview',
      type: 'string',
      text: 'Optional Markdown shown beside the options while this option is focused or chosen: a mockup, an ASCII layout or a code snippet that lets the user compare the options. Shown for single-select questions only.',
    },
    {
      path: 'questions[].multiSelect',
      type: 'boolean',
      required: true,
      text: 'True when the options are not mutually exclusive.',
    },
  ],
  rules: [
    ...bodyRules({ yaml: false, object: false }),
    lookAlikeRule('`options[].label`', {
      questions: [
        {
          question: 'Go ahead?',
          header: 'Go',
          multiSelect: false,
          options: [
            { label: 'Yes', description: 'go' },
            { label: 'Yes\u200b', description: 'go' },
          ],
        },
      ],
    }),
    rule('', 'min-items', 'A bare list needs at least one question.', { limit: 1, bad: [] }),
    rule('', 'max-items', "A bare list holds at most 4 questions (AskUserQuestion's limit).", { limit: 4 }),
    ...listRules('', 'questions', { limitCode: 'too-many-questions' }).filter(
      (r) => r.code === 'too-many-questions',
    ),
    ...listRules('questions', 'questions', { min: 1, max: 4, limitCode: 'too-many-questions' }),
    rule('questions[]', 'type', 'Each question must be an object.'),
    rule('questions[].header', 'required', 'Every question needs a `header` (or `title`) that is not empty.'),
    rule('questions[].header', 'type', '`header` must be a string.'),
    rule('questions[].header', 'max-length', '`header` holds at most 12 characters (UTF-16 code units).', {
      limit: 12,
    }),
    rule('questions[].title', 'required', 'A `title` given instead of `header` must not be empty.', {
      bad: '',
    }),
    rule('questions[].title', 'type', '`title` must be a string.'),
    rule('questions[].title', 'max-length', '`title` holds at most 12 characters.', { limit: 12 }),
    rule(
      'questions[].question',
      'required',
      'Every question needs a `question` (or `prompt`) that is not empty.',
    ),
    rule('questions[].question', 'type', '`question` must be a string.'),
    rule('questions[].question', 'max-length', '`question` holds at most 400 characters.', { limit: 400 }),
    rule(
      'questions[].question',
      'duplicate',
      'No two questions may have the same text: the answers are keyed by it.',
    ),
    rule('questions[].prompt', 'required', 'A `prompt` given instead of `question` must not be empty.', {
      bad: '',
    }),
    rule('questions[].prompt', 'type', '`prompt` must be a string.'),
    rule('questions[].prompt', 'max-length', '`prompt` holds at most 400 characters.', { limit: 400 }),
    rule(
      'questions[].prompt',
      'duplicate',
      'No two questions may have the same text, in either spelling: the answers are keyed by it.',
      {
        badBody: {
          questions: ['Deploy where?', 'Deploy where?'].map((prompt, i) => ({
            title: `Step ${i + 1}`,
            prompt,
            options: [
              { label: 'Staging', description: 'Shared with QA.' },
              { label: 'Sandbox', description: 'Only you.' },
            ],
            multiSelect: false,
          })),
        },
      },
    ),
    ...listRules('questions[].options', 'options', {
      required: 'Every question needs `options`.',
      min: 2,
      max: 4,
      limitCode: 'too-many-options',
    }),
    rule(
      'questions[].options[]',
      'type',
      'Each option must be an object `{ label, description }`, not a string.',
    ),
    rule('questions[].options[].label', 'required', 'Every option needs a `label` that is not empty.'),
    rule('questions[].options[].label', 'type', '`label` must be a string.'),
    rule('questions[].options[].label', 'max-length', '`label` holds at most 120 characters.', {
      limit: 120,
    }),
    rule(
      'questions[].options[].description',
      'required',
      'Every option needs a `description` that is not empty: say what choosing it leads to.',
    ),
    rule('questions[].options[].description', 'type', '`description` must be a string.'),
    rule('questions[].options[].description', 'max-length', '`description` holds at most 280 characters.', {
      limit: 280,
    }),
    rule('questions[].options[].preview', 'type', '`preview`, where given, must be a string (Markdown).'),
    rule('questions[].multiSelect', 'required', 'Every question needs `multiSelect` (true or false).'),
    rule('questions[].multiSelect', 'type', '`multiSelect` must be true or false.'),
  ],
  examples: [
    {
      title: 'Two questions, AskUserQuestion spelling',
      data: {
        questions: [
          {
            question: 'Which environment should the preview deploy to?',
            header: 'Preview',
            options: [
              { label: 'Staging (Recommended)', description: 'Shares the staging database; safe to break.' },
              { label: 'Production', description: 'Real traffic sees it within minutes.' },
            ],
            multiSelect: false,
          },
          {
            question: 'Which checks should block the merge?',
            header: 'Checks',
            options: [
              { label: 'Unit tests', description: 'Fast; catches most regressions.' },
              { label: 'End-to-end', description: 'Slow; catches broken flows.' },
              { label: 'Lint', description: 'Style only; never blocks a fix.' },
            ],
            multiSelect: true,
          },
        ],
      },
    },
    {
      title: 'One question, seed spelling',
      data: {
        title: 'Stage',
        prompt: 'Which funding stage are you raising?',
        options: [
          { label: 'Pre-seed', description: 'Smaller cheques, mostly angels.' },
          { label: 'Seed', description: 'Institutional funds lead.' },
        ],
        multiSelect: false,
      },
    },
    {
      title: 'A bare list',
      data: [
        {
          question: 'Ship this week?',
          header: 'Timing',
          options: [
            { label: 'Yes', description: 'Freeze on Thursday.' },
            { label: 'No', description: 'Move to next sprint.' },
          ],
          multiSelect: false,
        },
      ],
    },
  ],
  answer: [
    'The answer comes back as the next user message: one line per question, `- <question> → <labels>` (the answer alone for one question), then ` — <Other text>`, or the Other text in place of the labels. A question left open reads `no answer`.',
    'As AskUserQuestion returns it: `answers: { [question text]: "Label, Label" }`; `readAnswers(set, text)` reads the text back.',
  ],
  bareArray: true,
  bareQuestion: true,
};

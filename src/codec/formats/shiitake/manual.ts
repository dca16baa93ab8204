/** The manual for the shiitake-extensions question contract (seed 001). */
import { bodyRules, listRules, lookAlikeRule, rule } from '../../manual/common.js';
import type { Manual, Rule } from '../../manual/types.js';

const STATUSES = ['live', 'parked'] as const;

const questionRules: Rule[] = [
  rule('questions[]', 'type', 'Each question must be an object.'),
  rule('questions[].id', 'required', 'Every question needs an `id` that is not empty.'),
  rule('questions[].id', 'type', '`id` must be a string.'),
  rule('questions[].id', 'duplicate', 'Question ids must be distinct: the answers are keyed by them.'),
  rule('questions[].header', 'required', 'Every question needs a `header`; it may be empty ("").'),
  rule('questions[].header', 'type', '`header` must be a string.'),
  rule('questions[].question', 'required', 'Every question needs a `question` text that is not empty.'),
  rule('questions[].question', 'type', '`question` must be a string.'),
  rule(
    'questions[].options',
    'required',
    'Every question needs `options`; an empty list makes it a free-text question.',
  ),
  ...listRules('questions[].options', 'options', { limitCode: 'too-many-options' }),
  rule(
    'questions[].options[]',
    'type',
    'Each option must be an object `{ label, description }`, not a string.',
  ),
  rule('questions[].options[].label', 'required', 'Every option needs a `label` that is not empty.'),
  rule('questions[].options[].label', 'type', '`label` must be a string.'),
  rule(
    'questions[].options[].description',
    'required',
    'Every option needs a `description`; it may be empty ("").',
  ),
  rule('questions[].options[].description', 'type', '`description` must be a string.'),
  rule('questions[].multiple', 'type', '`multiple` must be true or false.'),
];

export const shiitake: Manual = {
  format: 'shiitake',
  title: 'shiitake question',
  summary:
    'Decision questions an agent asks a person through a shiitake Session: each question has a short header, the question, and options whose first one is the recommended path. Free text always belongs to the host, so the person may answer in their own words. The person answers the whole ask, or declines it.',
  when: [
    "You must wait for a person's decision before your work can go on, and you can name the options, the safest one first.",
    'The ask is answered as a whole: every question needs an answer before it is sent, so ask only what you need now.',
    'Use an empty `options` list for a question that only takes free text.',
  ],
  carrier: { kind: 'json' },
  travels:
    'JSON only (never YAML), as the value of the ask: a bare `Question[]`, `{ "questions": [...] }`, or a full `OpenAsk` with its `askId`, `status` and timestamps.',
  shapes: [
    'A bare list of questions: `[{ id, header, question, options }]`. Errors then name `[0].id` for `questions[0].id`.',
    '`{ "questions": [...] }`.',
    'An `OpenAsk`: `{ askId, waitingOn?, questions, status, createdAt, expiresAt }` — recognised by its `askId`.',
  ],
  fields: [
    {
      path: 'askId',
      type: 'string',
      required: 'in an OpenAsk',
      text: "The ask's identity; the answer and a decline name it.",
    },
    {
      path: 'status',
      type: 'string',
      required: 'in an OpenAsk',
      limit: 'live or parked (exact case)',
      text: 'Whether the ask is live or parked.',
    },
    {
      path: 'createdAt',
      type: 'number',
      required: 'in an OpenAsk',
      text: 'When the ask was made, in ms since the epoch.',
    },
    {
      path: 'expiresAt',
      type: 'number | null',
      required: 'in an OpenAsk',
      text: 'When it expires, in ms since the epoch, or null for never.',
    },
    { path: 'waitingOn', type: 'object', text: 'The agent that waits for the answer.' },
    { path: 'waitingOn.agentId', type: 'string', required: 'in waitingOn', text: 'Not empty.' },
    { path: 'waitingOn.sessionId', type: 'string', required: 'in waitingOn', text: 'Not empty.' },
    {
      path: 'waitingOn.name',
      type: 'string',
      required: 'in waitingOn',
      text: "The agent's name, shown to the person; not empty.",
    },
    {
      path: 'questions',
      type: 'array',
      required: 'unless the body is a bare list',
      limit: '1–100 questions',
      text: 'The questions.',
    },
    { path: 'questions[]', type: 'object', text: 'One question.' },
    {
      path: 'questions[].id',
      type: 'string',
      required: true,
      limit: 'distinct within the ask',
      text: "The question's identity; answers are keyed by it.",
    },
    {
      path: 'questions[].header',
      type: 'string',
      required: true,
      text: 'A short label shown as a badge; may be "".',
    },
    { path: 'questions[].question', type: 'string', required: true, text: 'The question.' },
    {
      path: 'questions[].options',
      type: 'array',
      required: true,
      limit: 'at most 100; may be empty',
      text: 'The options, the recommended one first. Empty: free text only.',
    },
    { path: 'questions[].options[]', type: 'object', text: 'One option.' },
    {
      path: 'questions[].options[].label',
      type: 'string',
      required: true,
      limit: 'distinct within the question',
      text: 'What the person sees; the answer names it.',
      misfit:
        'two options with one label are both shown and both accepted, as the reference does; the answer names the label, so it cannot tell them apart.',
    },
    {
      path: 'questions[].options[].description',
      type: 'string',
      required: true,
      text: 'What choosing it means; may be "".',
    },
    {
      path: 'questions[].multiple',
      type: 'boolean',
      default: 'false',
      text: 'Whether several options may be chosen.',
    },
  ],
  rules: [
    ...bodyRules({ yaml: false, object: false }),
    lookAlikeRule('`options[].label`', [
      {
        id: 'go',
        header: 'Go',
        question: 'Go ahead?',
        options: [
          { label: 'Yes', description: 'go' },
          { label: 'Yes\u200b', description: 'go' },
        ],
      },
    ]),
    rule('', 'min-items', 'A bare list needs at least one question.', { limit: 1, bad: [] }),
    ...listRules('', 'questions', { limitCode: 'too-many-questions' }).filter(
      (r) => r.code === 'too-many-questions',
    ),
    rule('askId', 'required', 'An OpenAsk needs an `askId` (one is never invented).'),
    rule('askId', 'type', '`askId` must be a string.'),
    rule('status', 'required', 'An OpenAsk needs a `status`.'),
    rule('status', 'type', '`status` must be a string.'),
    rule('status', 'enum', '`status` is `live` or `parked`, in exactly that case.', { limit: STATUSES }),
    rule('createdAt', 'required', 'An OpenAsk needs `createdAt`.'),
    rule('createdAt', 'type', '`createdAt` must be a number (ms since the epoch), not a date string.'),
    rule('expiresAt', 'required', 'An OpenAsk needs `expiresAt` (null when it never expires).'),
    rule(
      'expiresAt',
      'type',
      '`expiresAt` must be a number (ms since the epoch) or null, not a date string.',
    ),
    rule('waitingOn', 'type', '`waitingOn` must be an object.'),
    rule('waitingOn.agentId', 'required', '`waitingOn.agentId` is required and not empty.'),
    rule('waitingOn.agentId', 'type', '`waitingOn.agentId` must be a string.'),
    rule('waitingOn.sessionId', 'required', '`waitingOn.sessionId` is required and not empty.'),
    rule('waitingOn.sessionId', 'type', '`waitingOn.sessionId` must be a string.'),
    rule('waitingOn.name', 'required', '`waitingOn.name` is required and not empty.'),
    rule('waitingOn.name', 'type', '`waitingOn.name` must be a string.'),
    ...listRules('questions', 'questions', {
      required: 'An object body needs a `questions` list.',
      min: 1,
      limitCode: 'too-many-questions',
    }),
    ...questionRules,
  ],
  examples: [
    {
      title: 'An OpenAsk with two questions',
      data: {
        askId: 'ask-3f9c',
        waitingOn: { agentId: 'agent-7', sessionId: 'session-42', name: 'Release planner' },
        questions: [
          {
            id: 'merge',
            header: 'Merge',
            question: 'How should the release branch be merged?',
            options: [
              { label: 'Squash', description: 'One commit on main; the branch history is dropped.' },
              { label: 'Rebase', description: 'Every commit lands on main in order.' },
            ],
          },
          {
            id: 'notify',
            header: 'Notify',
            question: 'Who should hear about the release?',
            options: [
              { label: 'Team channel', description: '' },
              { label: 'Customers', description: 'Sends the changelog by e-mail.' },
            ],
            multiple: true,
          },
          { id: 'name', header: '', question: 'What should the release be called?', options: [] },
        ],
        status: 'live',
        createdAt: 1767225600000,
        expiresAt: null,
      },
    },
    {
      title: 'A bare list of questions',
      data: [
        {
          id: 'region',
          header: 'Region',
          question: 'Where should the data live?',
          options: [
            { label: 'eu-central-1', description: 'Frankfurt' },
            { label: 'us-east-1', description: '' },
          ],
        },
      ],
    },
  ],
  answer: [
    'The person answers the whole ask at once: `AnswerInput { askId, requestId, answers: { [questionId]: { selected: [label…], text? } } }`, or declines it: `DeclineInput { askId, requestId, note? }`.',
    'As text the answer reads one line per question, `- <question> → <answer>` (the answer alone for one question), a question left open reading `no answer`; `readAnswers(set, text)` turns it back into answers.',
  ],
  bareArray: true,
};

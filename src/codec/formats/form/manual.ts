/** The manual for the discovery `<question-form>` (seed 004). */
import { FORM_INPUT_TYPES } from './format.js';
import { bodyRules, listRules, lookAlikeRule, rule } from '../../manual/common.js';
import type { Manual } from '../../manual/types.js';

const TYPES = FORM_INPUT_TYPES;

export const form: Manual = {
  format: 'form',
  title: 'Discovery question form',
  summary:
    'The smallest set of clarifying questions that unblocks the rest of the work, as a form inline in your message: each question has an id, a label and one of 17 input types. The answers return as the next user message, starting with `[form answers — <form-id>]`.',
  when: [
    'The brief is missing its audience, target medium or core intent.',
    'The brief invites questions ("ask me anything if unclear"), or a discovery stage is declared.',
    'Ask the fewest questions that unblock the work; mark `required: true` only what is needed before work can continue.',
  ],
  carrier: { kind: 'tag', tag: 'question-form' },
  travels:
    'A `<question-form id="…" title="…">` tag in your message whose body is a JSON object with a top-level `questions` array. Never emit a bare question object or a bare list: only the wrapped form is recognised. Close the tag.',
  fields: [
    { path: 'description', type: 'string', text: 'A sentence (Markdown) above the questions.' },
    { path: 'questions', type: 'array', required: true, limit: '1–100 questions', text: 'The questions.' },
    { path: 'questions[]', type: 'object', text: 'One question.' },
    {
      path: 'questions[].id',
      type: 'string',
      required: true,
      limit: 'distinct within the form',
      text: 'The stable answer key, e.g. `audience`.',
    },
    { path: 'questions[].label', type: 'string', required: true, text: 'The question as the user reads it.' },
    {
      path: 'questions[].type',
      type: 'string',
      required: true,
      limit: TYPES.join(', ') + ' (any case)',
      text: 'The control.',
    },
    {
      path: 'questions[].options',
      type: 'array',
      required: 'for radio, checkbox, select and direction-cards (at least 2)',
      limit: 'at most 100; none on other types',
      text: 'Strings, or objects with a localised `label` and a stable `value`.',
    },
    {
      path: 'questions[].options[]',
      type: 'string | object',
      text: 'One option: its label, or `{ label, value?, description? }`.',
    },
    { path: 'questions[].options[].label', type: 'string', required: true, text: 'What the user sees.' },
    {
      path: 'questions[].options[].value',
      type: 'string | number',
      default: 'the label',
      limit: 'distinct within the question',
      text: 'The stable value sent back.',
    },
    { path: 'questions[].options[].description', type: 'string', text: 'A second line.' },
    {
      path: 'questions[].allowCustom',
      type: 'boolean',
      default: 'true for choice controls (a free-text answer is offered)',
      text: 'Set `false` only when the system downstream needs an exact machine id.',
    },
    {
      path: 'questions[].customLabel',
      type: 'string',
      text: 'Choice controls: the label of the custom answer input.',
    },
    { path: 'questions[].customPlaceholder', type: 'string', text: 'Choice controls: its placeholder.' },
    {
      path: 'questions[].maxSelections',
      type: 'integer',
      limit: 'checkbox only; 1 to the number of options (+1 with a custom answer)',
      text: 'How many may be chosen.',
    },
    {
      path: 'questions[].required',
      type: 'boolean',
      default: 'false',
      text: '`true` only when the answer is needed before work can continue.',
    },
    { path: 'questions[].placeholder', type: 'string', text: 'A hint inside an empty input.' },
    { path: 'questions[].min', type: 'number', text: 'number and range: the lowest value.' },
    { path: 'questions[].max', type: 'number', text: 'number and range: the highest value.' },
    {
      path: 'questions[].step',
      type: 'number',
      limit: 'greater than 0',
      text: 'number and range: the step.',
    },
    { path: 'questions[].accept', type: 'string', text: 'file: the accepted types (`image/*`, `.pdf`).' },
    {
      path: 'questions[].default',
      type: 'string | number | boolean | array',
      text: 'The preset value: an option value (a list of them for checkbox), a number, true/false for switch, text otherwise; none for file.',
    },
    { path: 'questions[].default[]', type: 'string', text: 'checkbox: one preset option value.' },
  ],
  rules: [
    ...bodyRules({ yaml: false, closes: '`<question-form>` tag', object: false }),
    lookAlikeRule('`options`, their labels or values', {
      questions: [{ id: 'go', label: 'Go ahead?', type: 'radio', options: ['Yes', 'Yes\u200b'] }],
    }),
    ...listRules('questions', 'questions', {
      required:
        'The JSON must wrap its questions in a top-level `questions` array; a bare question or a bare list is refused.',
      min: 1,
      limitCode: 'too-many-questions',
    }),
    rule('questions[]', 'type', 'Each question must be an object.'),
    rule('questions[].id', 'required', 'Every question needs an `id` that is not empty.'),
    rule('questions[].id', 'type', '`id` must be a string.'),
    rule('questions[].id', 'duplicate', 'Question ids must be distinct: they key the answers.'),
    rule('questions[].label', 'required', 'Every question needs a `label` that is not empty.'),
    rule('questions[].label', 'type', '`label` must be a string.'),
    rule('questions[].type', 'required', 'Every question needs a `type`.'),
    rule('questions[].type', 'type', '`type` must be a string.'),
    rule('questions[].type', 'enum', '`type` is one of the 17 input types (case does not matter).', {
      limit: TYPES,
    }),
    rule('questions[].options', 'required', 'radio, checkbox, select and direction-cards need `options`.'),
    rule('questions[].options', 'type', '`options` must be a list.'),
    rule('questions[].options', 'min-items', 'A choice control needs at least 2 options.', { limit: 2 }),
    ...listRules('questions[].options', 'options', { limitCode: 'too-many-options' }).filter(
      (r) => r.code === 'too-many-options',
    ),
    rule(
      'questions[].options',
      'unsupported',
      'Only radio, checkbox, select and direction-cards take options (an empty list is tolerated elsewhere).',
      {
        bad: ['A', 'B'],
      },
    ),
    rule(
      'questions[].options[]',
      'type',
      'An option is a string or an object `{ label, value?, description? }`.',
    ),
    rule('questions[].options[]', 'required', 'A string option must not be empty.', { bad: '' }),
    rule(
      'questions[].options[]',
      'duplicate',
      'Option values (the `value`, else the label) must be distinct within a question.',
    ),
    rule('questions[].options[].label', 'required', 'An option object needs a `label` that is not empty.'),
    rule('questions[].options[].label', 'type', '`label` must be a string.'),
    rule('questions[].options[].value', 'required', 'If given, `value` must not be empty.', { bad: '' }),
    rule('questions[].options[].value', 'type', '`value` must be a string (or a number).'),
    rule('questions[].options[].description', 'type', '`description` must be a string.'),
    rule('questions[].allowCustom', 'type', '`allowCustom` must be true or false.'),
    rule('questions[].customLabel', 'type', '`customLabel` must be a string.'),
    rule('questions[].customPlaceholder', 'type', '`customPlaceholder` must be a string.'),
    rule('questions[].maxSelections', 'unsupported', '`maxSelections` applies to checkbox questions only.', {
      bad: 1,
    }),
    rule('questions[].maxSelections', 'type', '`maxSelections` must be a whole number.'),
    rule('questions[].maxSelections', 'min-items', '`maxSelections` must be at least 1.', {
      limit: 1,
      bad: 0,
    }),
    rule(
      'questions[].maxSelections',
      'max-items',
      '`maxSelections` may not exceed the number of options (one more when a custom answer is offered).',
      {
        bad: 1000,
      },
    ),
    rule('questions[].required', 'type', '`required` must be true or false.'),
    rule('questions[].placeholder', 'type', '`placeholder` must be a string.'),
    rule('questions[].min', 'type', '`min` must be a number.'),
    rule('questions[].max', 'type', '`max` must be a number.'),
    rule('questions[].step', 'type', '`step` must be a number greater than 0.', { bad: 0 }),
    rule('questions[].accept', 'type', '`accept` must be a string.'),
    rule(
      'questions[].default',
      'type',
      '`default` must fit the control: a list for checkbox, a string for other choices and text, a number for number and range, true or false for switch.',
    ),
    rule('questions[].default', 'enum', "A choice control's `default` must be one of its option values.", {
      bad: 'not-an-option',
    }),
    rule('questions[].default', 'unsupported', 'A file input cannot have a `default`.', {
      bad: 'report.pdf',
    }),
    rule('questions[].default[]', 'type', 'Each checkbox default must be a string.'),
    rule('questions[].default[]', 'enum', 'Each checkbox default must be one of the option values.'),
    rule('description', 'type', '`description` must be a string.'),
  ],
  examples: [
    {
      title: 'A discovery form',
      attributes: { id: 'discovery', title: 'Quick brief — 30 seconds' },
      data: {
        description: "I'll lock these in before building. Skip what doesn't apply — I'll fill defaults.",
        questions: [
          {
            id: 'audience',
            label: "Who's the primary audience?",
            type: 'checkbox',
            options: ['VC', 'Customer', 'Internal team'],
            maxSelections: 2,
            required: true,
            default: ['Customer'],
          },
          {
            id: 'tone',
            label: 'Which tone fits?',
            type: 'radio',
            options: [
              { label: 'Formal', value: 'formal', description: 'Board-ready' },
              { label: 'Casual', value: 'casual' },
            ],
            allowCustom: false,
            default: 'formal',
          },
          {
            id: 'medium',
            label: 'Where will it be shown?',
            type: 'select',
            options: ['Slides', 'Web page', 'PDF'],
            customLabel: 'Somewhere else',
            customPlaceholder: 'e.g. a printed poster',
          },
          {
            id: 'slides',
            label: 'How many slides at most?',
            type: 'number',
            min: 1,
            max: 40,
            step: 1,
            default: 12,
          },
          { id: 'deadline', label: 'When is it due?', type: 'date' },
          { id: 'notes', label: 'Anything else I should know?', type: 'textarea', placeholder: 'Optional' },
          { id: 'brand', label: 'Use the brand colours?', type: 'switch', default: true },
          { id: 'assets', label: 'Any logo or images to include?', type: 'file', accept: 'image/*' },
        ],
      },
    },
  ],
  answer: [
    'The answers return as the next user message, starting with the line `[form answers — <form-id>]`, then one line per question, `- <label> → <answer>` (the answer alone for one question); a field left empty reads `no answer` (German `keine Antwort`), never an answer the user did not give. Chosen files ride beside the message, never in it.',
    'The discovery step has converged when that message answers every `required` question (`isComplete(set, answers)`); do not ask the same questions again unless later input invalidates an answer. `readAnswers(set, text)` reads the message back.',
  ],
};

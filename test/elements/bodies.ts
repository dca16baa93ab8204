/** Small bodies the element suites share: one per shape a test needs, each checked by the codec in Node. */

/** vance, four questions: a choice, a confirm, a free text, a choice. */
export const VANCE_FOUR = `id: clicks-demo
intro: A few points before I continue
questions:
  - key: db
    text: Which database engine?
    kind: choice
    options: [PostgreSQL, MySQL, SQLite]
    context: The service stores about 2 GB a month.
  - key: backup
    text: Keep the nightly backup job?
    kind: confirm
    proposal: Keep it as it is
    weight: blocker
  - key: name
    text: What should the service be called?
  - key: region
    text: Which region?
    kind: choice
    options: [eu-central-1, us-east-1]
`;

/** vance, one choice question (a card). */
export const VANCE_CARD = `id: card-demo
questions:
  - key: db
    text: Which database engine?
    kind: choice
    options: [PostgreSQL, MySQL, SQLite]
`;

/** egoz, one single-choice question without free text (a one-click card). */
export const EGOZ_ONE_CLICK = JSON.stringify({
  id: 'qs_click_card',
  locale: 'en-US',
  questions: [
    {
      id: 'q_slot',
      title: 'Which slot works?',
      answers: [
        { id: 'a_morning', label: 'Morning' },
        { id: 'a_noon', label: 'Noon' },
        { id: 'a_evening', label: 'Evening' },
      ],
    },
  ],
});

/** structured, one multi-select question (a card with a send button). */
export const STRUCTURED_MULTI_CARD = JSON.stringify({
  questions: [
    {
      question: 'Which checks should run on every pull request?',
      header: 'CI checks',
      multiSelect: true,
      options: [
        { label: 'Type check', description: 'tsc --noEmit' },
        { label: 'Lint', description: 'eslint' },
        { label: 'Browser tests', description: 'headless Chromium' },
      ],
    },
  ],
});

/** index, one free-text question (a card). */
export const INDEX_ONE = JSON.stringify({
  version: 1,
  questions: [
    {
      prompt: 'Is a remote-first setup acceptable to you?',
      opportunityId: 'c7e2a4f0-93b1-4d58-a6e0-000000000001',
    },
  ],
});

/** shiitake, two single-choice questions (a complete set is needed to send). */
export const SHIITAKE_TWO = JSON.stringify({
  questions: [
    {
      id: 'tests',
      header: 'Tests',
      question: 'Add integration tests for the checkout flow?',
      options: [
        { label: 'Yes', description: 'About 40 minutes more work.' },
        { label: 'No', description: 'Unit tests only.' },
      ],
    },
    {
      id: 'docs',
      header: 'Docs',
      question: 'Update the API docs in the same PR?',
      options: [
        { label: 'Yes', description: 'In this PR.' },
        { label: 'No', description: 'A follow-up PR.' },
      ],
    },
  ],
});

/** mcp, three properties, two required. */
export const MCP_CONTACT = JSON.stringify({
  message: 'Please provide your contact information',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name' },
      email: { type: 'string', format: 'email', title: 'E-mail' },
      age: { type: 'number', minimum: 18, title: 'Age' },
    },
    required: ['name', 'email'],
  },
});

/** mcp, one enum (a card). */
export const MCP_ENUM = JSON.stringify({
  message: 'Pick a colour',
  requestedSchema: {
    type: 'object',
    properties: { colour: { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] } },
    required: ['colour'],
  },
});

/** structured, two questions: single and multi (four options in the multi one). */
export const STRUCTURED_TWO = JSON.stringify({
  questions: [
    {
      question: 'Which test runner?',
      header: 'Runner',
      multiSelect: false,
      options: [
        { label: 'node:test', description: 'built in' },
        { label: 'Vitest', description: 'fast' },
        { label: 'Jest', description: 'familiar' },
      ],
    },
    {
      question: 'Which checks?',
      header: 'Checks',
      multiSelect: true,
      options: [
        { label: 'Types', description: 'tsc' },
        { label: 'Lint', description: 'eslint' },
        { label: 'Tests', description: 'node' },
        { label: 'Size', description: 'bundle' },
      ],
    },
  ],
});

/** a question form with a required checkbox (maximum 2), a custom answer, and a text field. */
export const FORM_REQUIRED = `<question-form id="brief" title="Quick brief">
{
  "questions": [
    {
      "id": "audience",
      "label": "Who is the primary audience?",
      "type": "checkbox",
      "options": ["VC", "Customer", "Internal team"],
      "maxSelections": 2,
      "customLabel": "Someone else",
      "customPlaceholder": "Describe the audience",
      "required": true
    },
    { "id": "name", "label": "Project name", "type": "text", "required": true },
    { "id": "notes", "label": "Anything else?", "type": "textarea" }
  ]
}
</question-form>`;

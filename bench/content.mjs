// The one question set of the benchmark, written in each renderer's own native format.
//
// Every set has a title, a required single choice of three options with descriptions, a free-text
// question, a yes/no confirm and a send button. Set i of a chat log names build i in its texts,
// so no two sets of a log are the same (no renderer gets to reuse the work of the previous one).
// Every body is a string, as it arrives on the wire: each renderer's timed work starts from text.

const OPTIONS = [
  { value: 'eu', label: 'EU (Frankfurt)', description: 'Lowest latency for most of our users.' },
  { value: 'us', label: 'US (Virginia)', description: 'Closest to the payment provider.' },
  { value: 'ap', label: 'Asia-Pacific (Singapore)', description: 'Needed for the new APAC customers.' },
];

const MD_DESCRIPTIONS = [
  '*Lowest* latency for most users; runs in `eu-central-1`.',
  'Closest to the **payment provider**; see [the SLA](https://example.com/sla).',
  'Needed for the new `APAC` customers — *mind the data rules*.',
];

/** The abstract set i: the texts every format below is written from. */
export function abstractSet(i, { markdown = false } = {}) {
  return {
    title: `Deploy settings for build ${i}`,
    choice: {
      key: 'region',
      text: markdown
        ? `Where should **build ${i}** run? The [runbook](https://example.com/runbook/${i}) lists the \`deploy.yaml\` keys.`
        : `Where should build ${i} run?`,
      options: OPTIONS.map((o, j) => ({ ...o, description: markdown ? MD_DESCRIPTIONS[j] : o.description })),
    },
    text: {
      key: 'notes',
      text: markdown
        ? `Anything the on-call engineer should know about build ${i}?\n\n- the **rollback** plan\n- who to page, e.g. \`@oncall\``
        : `Anything the on-call engineer should know about build ${i}?`,
    },
    confirm: {
      key: 'deploy',
      text: markdown
        ? `Deploy build ${i} *right after* the checks pass?`
        : `Deploy build ${i} right after the checks pass?`,
    },
  };
}

/** Where a format has no description per option, it goes into the option's label. */
const labelWithDescription = (o) => `${o.label} — ${o.description}`;

const yamlString = (s) => JSON.stringify(s); // a JSON string is a valid YAML double-quoted scalar

/**
 * question-elements, vance YAML. Vance has no title and no required flag: the title goes into
 * `intro` (rendered as Markdown), and every vance question stays optional.
 */
export function vanceYaml(set) {
  const block = (s) =>
    s.includes('\n')
      ? `|-\n${s
          .split('\n')
          .map((l) => (l ? `      ${l}` : ''))
          .join('\n')}`
      : yamlString(s);
  return [
    `intro: ${yamlString(set.title)}`,
    'questions:',
    `  - key: ${set.choice.key}`,
    `    text: ${block(set.choice.text)}`,
    '    kind: choice',
    '    options:',
    ...set.choice.options.flatMap((o) => [
      `      - label: ${yamlString(o.label)}`,
      `        description: ${yamlString(o.description)}`,
    ]),
    `  - key: ${set.text.key}`,
    `    text: ${block(set.text.text)}`,
    `  - key: ${set.confirm.key}`,
    `    text: ${block(set.confirm.text)}`,
    '    kind: confirm',
    '',
  ].join('\n');
}

/**
 * question-elements, form JSON (`<question-form title>{JSON}</question-form>`): the one JSON
 * format that expresses the whole set (title, required, option descriptions, free text, a yes/no
 * switch). structured and shiitake have no free-text question; vance JSON has no title or required.
 */
export function formJson(set) {
  return JSON.stringify({
    questions: [
      {
        id: set.choice.key,
        label: set.choice.text,
        type: 'radio',
        required: true,
        allowCustom: false,
        options: set.choice.options.map((o) => ({
          label: o.label,
          value: o.value,
          description: o.description,
        })),
      },
      { id: set.text.key, label: set.text.text, type: 'textarea' },
      { id: set.confirm.key, label: set.confirm.text, type: 'switch' },
    ],
  });
}

/** Adaptive Cards 1.5: a TextBlock title, an expanded ChoiceSet, a multiline Input.Text, an Input.Toggle, Action.Submit. */
export function adaptiveCard(set) {
  return JSON.stringify({
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    body: [
      { type: 'TextBlock', text: set.title, weight: 'Bolder', size: 'Medium', wrap: true },
      {
        type: 'Input.ChoiceSet',
        id: set.choice.key,
        label: set.choice.text,
        isRequired: true,
        errorMessage: 'Please choose a region.',
        style: 'expanded',
        choices: set.choice.options.map((o) => ({ title: labelWithDescription(o), value: o.value })),
      },
      { type: 'Input.Text', id: set.text.key, label: set.text.text, isMultiline: true },
      {
        type: 'Input.Toggle',
        id: set.confirm.key,
        label: set.confirm.text,
        title: 'Yes',
        valueOn: 'yes',
        valueOff: 'no',
      },
    ],
    actions: [{ type: 'Action.Submit', title: 'Send' }],
  });
}

/** SurveyJS: a radiogroup, a comment and a boolean question; the complete button says Send. */
export function surveyJson(set) {
  return JSON.stringify({
    title: set.title,
    completeText: 'Send',
    elements: [
      {
        type: 'radiogroup',
        name: set.choice.key,
        title: set.choice.text,
        isRequired: true,
        choices: set.choice.options.map((o) => ({ value: o.value, text: labelWithDescription(o) })),
      },
      { type: 'comment', name: set.text.key, title: set.text.text },
      { type: 'boolean', name: set.confirm.key, title: set.confirm.text },
    ],
  });
}

/** react-jsonschema-form: a JSON schema plus its uiSchema (radio widget, textarea widget). */
export function rjsfJson(set) {
  return JSON.stringify({
    schema: {
      title: set.title,
      type: 'object',
      required: [set.choice.key],
      properties: {
        [set.choice.key]: {
          type: 'string',
          title: set.choice.text,
          oneOf: set.choice.options.map((o) => ({ const: o.value, title: labelWithDescription(o) })),
        },
        [set.text.key]: { type: 'string', title: set.text.text },
        [set.confirm.key]: { type: 'boolean', title: set.confirm.text },
      },
    },
    uiSchema: {
      [set.choice.key]: { 'ui:widget': 'radio' },
      [set.text.key]: { 'ui:widget': 'textarea' },
      'ui:submitButtonOptions': { submitText: 'Send' },
    },
  });
}

/** The floors' own minimal JSON (plain DOM and the Lit floor read the same). */
export function floorJson(set) {
  return JSON.stringify({
    title: set.title,
    questions: [
      {
        kind: 'choice',
        key: set.choice.key,
        text: set.choice.text,
        required: true,
        options: set.choice.options,
      },
      { kind: 'text', key: set.text.key, text: set.text.text },
      { kind: 'confirm', key: set.confirm.key, text: set.confirm.text },
    ],
  });
}

/** The wizard set: 100 single-choice questions of three described options each. */
export function wizardSet(n = 100) {
  return {
    title: `A long interview (${n} questions)`,
    questions: Array.from({ length: n }, (_, i) => ({
      key: `q${i + 1}`,
      text: `Question ${i + 1}: where should service ${i + 1} run?`,
      options: OPTIONS,
    })),
  };
}

export function wizardVanceYaml(w) {
  return [
    `intro: ${yamlString(w.title)}`,
    'questions:',
    ...w.questions.flatMap((q) => [
      `  - key: ${q.key}`,
      `    text: ${yamlString(q.text)}`,
      '    kind: choice',
      '    options:',
      ...q.options.flatMap((o) => [
        `      - label: ${yamlString(o.label)}`,
        `        description: ${yamlString(o.description)}`,
      ]),
    ]),
    '',
  ].join('\n');
}

export const wizardFloorJson = (w) => JSON.stringify(w);

/**
 * A transcript's answered set: what the user picked (the first option, a note, yes) — as the
 * phrases a receipt shows (the floor's receipt) and as the questions' answers (question-elements,
 * restored with `state="answered"` and `answers`). Option ids are each format's own.
 */
export function answeredPhrases(set) {
  return [
    set.choice.options[0].label,
    `Roll back build ${set.title.replace(/\D+/g, '')} if the checks fail.`,
    'Yes',
  ];
}

export function answersFor(format, set) {
  const note = answeredPhrases(set)[1];
  const region = {
    questionId: set.choice.key,
    outcome: 'answered',
    selected: [format === 'form' ? set.choice.options[0].value : '1'],
  };
  const notes = { questionId: set.text.key, outcome: 'answered', selected: [], text: note };
  const deploy =
    format === 'form'
      ? { questionId: set.confirm.key, outcome: 'answered', selected: [], value: true }
      : { questionId: set.confirm.key, outcome: 'answered', selected: [] };
  return [region, notes, deploy];
}

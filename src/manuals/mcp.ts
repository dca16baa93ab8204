/** The manual for Model Context Protocol form-mode elicitation (`elicitation/create` params). */
import { bodyRules, listRules, MAX_OPTIONS, rule } from './common.js';
import type { Manual, Rule } from './types.js';

const P = 'requestedSchema.properties.*';
const STRING_FORMATS = ['email', 'uri', 'date', 'date-time'] as const;

/** `enum`, `oneOf`, `items.enum`, `items.anyOf`: a list of values, at least one, no value twice. */
function valueList(path: string, titled: boolean): Rule[] {
  const name = path.slice(path.lastIndexOf('.') + 1);
  const rules: Rule[] = [
    rule(path, 'type', `\`${name}\` must be a list.`),
    rule(path, 'min-items', `\`${name}\` needs at least one value.`, { limit: 1 }),
    rule(
      path,
      'too-many-options',
      `A question offers at most ${MAX_OPTIONS} values; more are refused before anything else is read.`,
      {
        limit: MAX_OPTIONS,
      },
    ),
    rule(`${path}[]`, 'duplicate', titled ? 'No `const` may stand twice.' : 'No value may stand twice.'),
  ];
  if (titled)
    rules.push(
      rule(`${path}[]`, 'type', `Each entry of \`${name}\` must be an object \`{ const, title }\`.`),
      rule(`${path}[].const`, 'required', 'Each entry needs a `const` (the value sent back).'),
      rule(`${path}[].const`, 'type', '`const` must be a string.'),
      rule(`${path}[].title`, 'required', 'Each entry needs a `title` (what the user sees).'),
      rule(`${path}[].title`, 'type', '`title` must be a string.'),
    );
  else rules.push(rule(`${path}[]`, 'type', `Each value of \`${name}\` must be a string.`));
  return rules;
}

export const mcp: Manual = {
  format: 'mcp',
  title: 'Model Context Protocol elicitation',
  summary:
    'A form-mode `elicitation/create` request: a message and a flat, restricted JSON Schema whose properties are the questions — strings (with a format), numbers, integers, booleans, and single- or multi-select enums. The user accepts with content, declines, or dismisses.',
  when: [
    'A server needs structured input from the user in the middle of a tool call, and each answer is a primitive value.',
    'Never ask for passwords, tokens or other secrets this way.',
    'Nested objects, arrays of anything but enum strings, and URL-mode requests cannot be shown as questions.',
  ],
  carrier: { kind: 'json' },
  travels:
    'JSON only (never YAML): the `params` of an `elicitation/create` request, `{ message, requestedSchema }`.',
  fields: [
    {
      path: 'mode',
      type: 'string',
      default: 'form',
      limit: 'form (url is not supported)',
      text: 'The elicitation mode.',
    },
    {
      path: 'message',
      type: 'string',
      required: true,
      text: 'What you ask and why, shown above the questions.',
    },
    { path: '_meta', type: 'object', text: 'Protocol metadata; not shown.' },
    { path: 'task', type: 'object', text: 'Task augmentation; not shown.' },
    { path: 'task.ttl', type: 'number', text: 'Task time to live.' },
    {
      path: 'requestedSchema',
      type: 'object',
      required: true,
      text: 'The schema of the content you ask for.',
    },
    {
      path: 'requestedSchema.type',
      type: 'string',
      required: true,
      limit: 'object',
      text: 'Always `object`.',
    },
    {
      path: 'requestedSchema.properties',
      type: 'object',
      required: true,
      limit: '1–100 properties',
      text: 'One property per question; its name is the key of the answer.',
    },
    { path: P, type: 'object', limit: 'a name that is not blank', text: 'One question.' },
    {
      path: `${P}.type`,
      type: 'string',
      required: true,
      limit: 'string, number, integer, boolean or array',
      text: 'What the answer is.',
    },
    {
      path: `${P}.title`,
      type: 'string',
      default: 'the property name',
      text: 'The question as the user reads it.',
    },
    { path: `${P}.description`, type: 'string', text: 'More context, shown under the question.' },
    {
      path: `${P}.format`,
      type: 'string',
      limit: STRING_FORMATS.join(', '),
      text: 'string: the kind of text.',
    },
    { path: `${P}.minLength`, type: 'integer', limit: '0 or more', text: 'string: the shortest answer.' },
    { path: `${P}.maxLength`, type: 'integer', limit: '0 or more', text: 'string: the longest answer.' },
    {
      path: `${P}.enum`,
      type: 'array',
      limit: '1–100 distinct strings',
      text: 'string: a single select of these values.',
    },
    { path: `${P}.enum[]`, type: 'string', text: 'One value.' },
    {
      path: `${P}.enumNames`,
      type: 'array',
      limit: 'one name per enum value',
      text: 'string with enum: display names (legacy; prefer `oneOf`).',
    },
    { path: `${P}.enumNames[]`, type: 'string', text: 'One display name.' },
    {
      path: `${P}.oneOf`,
      type: 'array',
      limit: '1–100 entries, distinct consts',
      text: 'string: a titled single select, `[{ const, title }]`.',
    },
    { path: `${P}.oneOf[]`, type: 'object', text: 'One titled value.' },
    { path: `${P}.oneOf[].const`, type: 'string', required: true, text: 'The value sent back.' },
    { path: `${P}.oneOf[].title`, type: 'string', required: true, text: 'What the user sees.' },
    { path: `${P}.minimum`, type: 'number', text: 'number and integer: the lowest value.' },
    { path: `${P}.maximum`, type: 'number', text: 'number and integer: the highest value.' },
    {
      path: `${P}.items`,
      type: 'object',
      required: 'for array',
      text: 'array: `{ type: "string", enum }` or `{ anyOf: [{ const, title }] }`.',
    },
    {
      path: `${P}.items.enum`,
      type: 'array',
      limit: '1–100 distinct strings',
      text: 'A multi select of these values.',
    },
    { path: `${P}.items.enum[]`, type: 'string', text: 'One value.' },
    {
      path: `${P}.items.anyOf`,
      type: 'array',
      limit: '1–100 entries, distinct consts',
      text: 'A titled multi select.',
    },
    { path: `${P}.items.anyOf[]`, type: 'object', text: 'One titled value.' },
    { path: `${P}.items.anyOf[].const`, type: 'string', required: true, text: 'The value sent back.' },
    { path: `${P}.items.anyOf[].title`, type: 'string', required: true, text: 'What the user sees.' },
    { path: `${P}.minItems`, type: 'integer', limit: '0 or more', text: 'array: the fewest choices.' },
    { path: `${P}.maxItems`, type: 'integer', limit: '0 or more', text: 'array: the most choices.' },
    {
      path: `${P}.default`,
      type: 'string | number | boolean | array',
      text: "The preset answer, of the property's own type (an enum value, a list of them for array).",
    },
    { path: `${P}.default[]`, type: 'string', text: 'array: one preset value.' },
    {
      path: 'requestedSchema.required',
      type: 'array',
      default: 'nothing required',
      text: 'The names of the properties that must be answered.',
    },
    {
      path: 'requestedSchema.required[]',
      type: 'string',
      limit: 'a property name, once',
      text: 'One required property.',
    },
  ],
  rules: [
    ...bodyRules({ yaml: false, object: true }),
    rule('mode', 'type', '`mode` must be a string.'),
    rule(
      'mode',
      'unsupported',
      'mode `url` asks the user to open a web address; only form-mode elicitation can be shown as questions.',
      { bad: 'url' },
    ),
    rule('mode', 'enum', '`mode` is `form` (or absent).', { limit: ['form'] }),
    rule('_meta', 'type', '`_meta` must be an object.'),
    rule('task', 'type', '`task` must be an object.'),
    rule('task.ttl', 'type', '`task.ttl` must be a number.'),
    rule('message', 'required', 'The request needs a `message`.'),
    rule('message', 'type', '`message` must be a string.'),
    rule('requestedSchema', 'required', 'The request needs a `requestedSchema`.'),
    rule('requestedSchema', 'type', '`requestedSchema` must be an object.'),
    rule('requestedSchema.type', 'required', '`requestedSchema.type` is required.'),
    rule('requestedSchema.type', 'type', '`requestedSchema.type` must be a string.'),
    rule('requestedSchema.type', 'enum', '`requestedSchema.type` must be `object`.', { limit: ['object'] }),
    rule('requestedSchema.properties', 'required', '`requestedSchema.properties` is required.'),
    rule('requestedSchema.properties', 'type', '`requestedSchema.properties` must be an object.'),
    rule(
      'requestedSchema.properties',
      'min-items',
      '`requestedSchema.properties` needs at least one property (one per question).',
      { limit: 1, bad: {} },
    ),
    ...listRules('requestedSchema.properties', 'questions', { limitCode: 'too-many-questions' }).filter(
      (r) => r.code === 'too-many-questions',
    ),
    rule(P, 'type', 'Each property must be an object.'),
    rule(P, 'required', 'A property name must not be blank.', {
      badBody: {
        message: 'Blank name',
        requestedSchema: { type: 'object', properties: { ' ': { type: 'string' } } },
      },
    }),
    rule(
      P,
      'unsupported',
      "A property's `type` is string, number, integer, boolean or array (of enum strings); objects, null and lists of types are refused.",
      {
        bad: { type: 'object', properties: {} },
      },
    ),
    rule(`${P}.type`, 'required', 'Every property needs a `type`.'),
    rule(`${P}.title`, 'type', '`title` must be a string.'),
    rule(`${P}.description`, 'type', '`description` must be a string.'),
    rule(`${P}.format`, 'type', '`format` must be a string.'),
    rule(`${P}.format`, 'enum', '`format` is one of email, uri, date or date-time.', {
      limit: STRING_FORMATS,
    }),
    rule(`${P}.minLength`, 'type', '`minLength` must be a whole number of 0 or more.', { bad: -1 }),
    rule(`${P}.maxLength`, 'type', '`maxLength` must be a whole number of 0 or more.', { bad: 2.5 }),
    ...valueList(`${P}.enum`, false),
    rule(`${P}.enumNames`, 'type', '`enumNames` must be a list.'),
    rule(
      `${P}.enumNames`,
      'min-items',
      '`enumNames` must name each enum value: it has fewer names than values.',
      { bad: [] },
    ),
    rule(
      `${P}.enumNames`,
      'max-items',
      '`enumNames` must name each enum value: it has more names than values.',
      {
        bad: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
      },
    ),
    rule(
      `${P}.enumNames`,
      'too-many-options',
      `A question offers at most ${MAX_OPTIONS} values; more are refused before anything else is read.`,
      {
        limit: MAX_OPTIONS,
      },
    ),
    rule(`${P}.enumNames[]`, 'type', 'Each name in `enumNames` must be a string.'),
    ...valueList(`${P}.oneOf`, true),
    rule(`${P}.minimum`, 'type', '`minimum` must be a number.'),
    rule(`${P}.maximum`, 'type', '`maximum` must be a number.'),
    rule(`${P}.items`, 'required', 'An array property needs `items`.'),
    rule(`${P}.items`, 'type', '`items` must be an object.'),
    rule(
      `${P}.items`,
      'unsupported',
      '`items` must list enum strings: `{ type: "string", enum }` or `{ anyOf: [{ const, title }] }`; other arrays are not allowed.',
      {
        bad: { type: 'number' },
      },
    ),
    ...valueList(`${P}.items.enum`, false),
    ...valueList(`${P}.items.anyOf`, true),
    rule(`${P}.minItems`, 'type', '`minItems` must be a whole number of 0 or more.', { bad: -1 }),
    rule(`${P}.maxItems`, 'type', '`maxItems` must be a whole number of 0 or more.', { bad: 1.5 }),
    rule(
      `${P}.default`,
      'type',
      "`default` must have the property's type: a string, a number (a whole one for integer), true or false, or a list for array.",
    ),
    rule(`${P}.default`, 'enum', "An enum property's `default` must be one of its values.", {
      bad: 'not-a-value',
    }),
    rule(`${P}.default[]`, 'type', 'Each default of an array property must be a string.'),
    rule(`${P}.default[]`, 'enum', 'Each default of an array property must be one of its values.'),
    rule('requestedSchema.required', 'type', '`required` must be a list.'),
    rule('requestedSchema.required[]', 'type', 'Each entry of `required` must be a string.'),
    rule(
      'requestedSchema.required[]',
      'unknown-key',
      'Each entry of `required` must name one of the properties.',
      { bad: 'not_a_property' },
    ),
    rule('requestedSchema.required[]', 'duplicate', 'No property may be named twice in `required`.'),
  ],
  examples: [
    {
      title: 'Contact details for a booking',
      data: {
        message: 'To book the venue I need a few details.',
        requestedSchema: {
          type: 'object',
          properties: {
            name: { type: 'string', title: 'Your name', minLength: 1, maxLength: 80 },
            email: {
              type: 'string',
              title: 'E-mail',
              format: 'email',
              description: 'Only for the confirmation.',
            },
            date: { type: 'string', title: 'Date', format: 'date' },
            size: {
              type: 'string',
              title: 'Room size',
              oneOf: [
                { const: 'small', title: 'Small (up to 10)' },
                { const: 'large', title: 'Large (up to 50)' },
              ],
              default: 'small',
            },
            layout: { type: 'string', title: 'Seating', enum: ['theatre', 'tables'] },
            guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 50, default: 8 },
            budget: { type: 'number', title: 'Budget (EUR)', minimum: 0 },
            catering: { type: 'boolean', title: 'Catering?', default: false },
            extras: {
              type: 'array',
              title: 'Extras',
              items: { type: 'string', enum: ['projector', 'whiteboard', 'microphone'] },
              minItems: 0,
              maxItems: 2,
              default: ['projector'],
            },
            access: {
              type: 'array',
              title: 'Access',
              items: {
                anyOf: [
                  { const: 'step-free', title: 'Step-free access' },
                  { const: 'parking', title: 'Parking' },
                ],
              },
            },
          },
          required: ['name', 'email', 'date'],
        },
      },
    },
    {
      title: 'A legacy titled enum (enumNames)',
      data: {
        message: 'Which environment?',
        requestedSchema: {
          type: 'object',
          properties: {
            env: { type: 'string', enum: ['dev', 'prod'], enumNames: ['Development', 'Production'] },
          },
        },
      },
    },
  ],
  answer: [
    'The answer is an `ElicitResult`: `{ action: "accept", content: { [property]: value } }` with each value of the property\'s type, `{ action: "decline" }` or `{ action: "cancel" }`.',
    'A host that relays it as text writes one line per question, `- <title> → <answer>` (the answer alone for one question); `readAnswers(set, text)` reads it back.',
  ],
};

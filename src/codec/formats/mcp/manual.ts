/** The manual for Model Context Protocol elicitation (`elicitation/create` params, form and URL mode). */
import { bodyRules, listRules, lookAlikeRule, MAX_OPTIONS, rule } from '../../manual/common.js';
import type { Manual, Rule } from '../../manual/types.js';

const P = 'requestedSchema.properties.*';
const STRING_FORMATS = ['email', 'uri', 'date', 'date-time'] as const;

/**
 * `enum`, `oneOf`, `items.enum`, `items.anyOf`: the SDK reads a list that does not fit another way
 * (see the fields' misfits), so the one rule left is the codec's own limit on options.
 */
function valueList(path: string): Rule[] {
  return [
    rule(
      path,
      'too-many-options',
      `A question offers at most ${MAX_OPTIONS} values; more are refused before anything else is read.`,
      { limit: MAX_OPTIONS },
    ),
  ];
}

export const mcp: Manual = {
  format: 'mcp',
  title: 'Model Context Protocol elicitation',
  summary:
    'An `elicitation/create` request. In form mode: a message and a flat, restricted JSON Schema whose properties are the questions — strings (with a format), numbers, integers, booleans, and single- or multi-select enums; no properties at all asks for a plain confirmation. In URL mode: a message and a web address the user may open. The user accepts (with content in form mode), declines, or dismisses.',
  when: [
    'A server needs structured input from the user in the middle of a tool call, and each answer is a primitive value.',
    'Never ask for passwords, tokens or other secrets this way.',
    'Nested objects and arrays of anything but enum strings cannot be shown as questions.',
    'Use URL mode for what must not pass through the chat (a sign-in, a payment): the user sees the address and its origin, and nothing opens without their click.',
  ],
  carrier: { kind: 'json' },
  travels:
    'JSON only (never YAML): the `params` of an `elicitation/create` request, `{ message, requestedSchema }` in form mode or `{ mode: "url", message, url }` in URL mode (with `elicitationId` on revision 2025-11-25; 2026-07-28 removed it).',
  fields: [
    {
      path: 'mode',
      type: 'string',
      default: 'form',
      limit: 'form or url',
      text: 'The elicitation mode.',
    },
    {
      path: 'elicitationId',
      type: 'string',
      required: 'in URL mode on revision 2025-11-25',
      text: 'URL mode: the id the server gave the elicitation; it is the set id. Revision 2026-07-28 removed it (servers correlate through `requestState`): without it the set id is derived.',
    },
    {
      path: 'url',
      type: 'string',
      required: 'in URL mode',
      limit: 'an absolute URL',
      text: 'URL mode: the address the user is asked to open; they see its origin.',
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
      required: 'in form mode',
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
      limit: '0–100 properties',
      text: 'One property per question; its name is the key of the answer. None asks for a plain confirmation: the message with accept, decline and cancel.',
    },
    { path: P, type: 'object', text: 'One question.' },
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
      default: 'the property name as words: "first_name" and "firstName" read "First name"',
      text: 'The question as the user reads it.',
    },
    { path: `${P}.description`, type: 'string', text: 'More context, shown under the question.' },
    {
      path: `${P}.format`,
      type: 'string',
      limit: STRING_FORMATS.join(', '),
      text: 'string: the kind of text.',
    },
    { path: `${P}.minLength`, type: 'number', limit: '0 or more', text: 'string: the shortest answer.' },
    { path: `${P}.maxLength`, type: 'number', limit: '0 or more', text: 'string: the longest answer.' },
    {
      path: `${P}.enum`,
      type: 'array',
      limit: "1–100 distinct values of the property's type",
      text: 'string, number, integer: a single select of these values, sent as the value itself (a number as a number). boolean: one value (`[true]`, a must-accept switch) is the only one the server takes.',
      misfit:
        'a value that is not a list is ignored (a string or number property is then read by its `oneOf`, else as free input); a value listed twice is offered once; a number outside `minimum` / `maximum` is left out; an empty list leaves nothing to pick; a boolean list of both values changes nothing.',
    },
    { path: `${P}.enum[]`, type: 'string | number | boolean', text: 'One value.', misfit: 'see `enum`.' },
    {
      path: `${P}.enumNames`,
      type: 'array',
      limit: 'one name per enum value',
      text: 'string with enum: display names (legacy; prefer `oneOf`).',
      misfit:
        'names go to values by position: a value without a name shows itself, a name without a value is ignored, and a list that is not all strings is ignored.',
    },
    { path: `${P}.enumNames[]`, type: 'string', text: 'One display name.', misfit: 'see `enumNames`.' },
    {
      path: `${P}.oneOf`,
      type: 'array',
      limit: '1–100 entries, distinct consts',
      text: 'string, number, integer: a titled single select, `[{ const, title }]`.',
      misfit:
        'unless every entry is `{ const, title }` (a string title; for string also a string const), `oneOf` is ignored and the property is free input; a `const` listed twice is offered once; a number outside `minimum` / `maximum` is left out.',
    },
    { path: `${P}.oneOf[]`, type: 'object', text: 'One titled value.', misfit: 'see `oneOf`.' },
    {
      path: `${P}.oneOf[].const`,
      type: 'string | number',
      required: true,
      text: "The value sent back, of the property's type.",
      misfit: 'see `oneOf`.',
    },
    {
      path: `${P}.oneOf[].title`,
      type: 'string',
      required: true,
      text: 'What the user sees.',
      misfit: 'see `oneOf`.',
    },
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
      misfit:
        'with `items.type` `string` and a list of strings, the values are offered (a value listed twice once); otherwise `items.anyOf` is read, and if neither lists strings the property is refused (`unsupported` at `items`).',
    },
    { path: `${P}.items.enum[]`, type: 'string', text: 'One value.', misfit: 'see `items.enum`.' },
    {
      path: `${P}.items.anyOf`,
      type: 'array',
      limit: '1–100 entries, distinct consts',
      text: 'A titled multi select.',
      misfit:
        'unless every entry is `{ const, title }` with two strings, the property is refused (`unsupported` at `items`); a `const` listed twice is offered once.',
    },
    { path: `${P}.items.anyOf[]`, type: 'object', text: 'One titled value.', misfit: 'see `items.anyOf`.' },
    {
      path: `${P}.items.anyOf[].const`,
      type: 'string',
      required: true,
      text: 'The value sent back.',
      misfit: 'see `items.anyOf`.',
    },
    {
      path: `${P}.items.anyOf[].title`,
      type: 'string',
      required: true,
      text: 'What the user sees.',
      misfit: 'see `items.anyOf`.',
    },
    { path: `${P}.minItems`, type: 'number', limit: '0 or more', text: 'array: the fewest choices.' },
    { path: `${P}.maxItems`, type: 'number', limit: '0 or more', text: 'array: the most choices.' },
    {
      path: `${P}.default`,
      type: 'string | number | boolean | array',
      text: "The preset answer, of the property's own type (an enum value, a list of them for array).",
      misfit:
        'a default of the right type that the property cannot take (not one of its values, not whole for integer) is ignored; the question stays.',
    },
    {
      path: `${P}.default[]`,
      type: 'string',
      text: 'array: one preset value.',
      misfit: 'a list with a value the property does not offer is ignored as a whole.',
    },
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
      misfit: 'a name listed twice changes nothing.',
    },
  ],
  rules: [
    ...bodyRules({ yaml: false, object: true }),
    lookAlikeRule('the titles or values of `enum`, `oneOf`, `anyOf`', {
      message: 'Go ahead?',
      requestedSchema: { type: 'object', properties: { go: { type: 'string', enum: ['Yes', 'Yes\u200b'] } } },
    }),
    rule('mode', 'type', '`mode` must be a string.'),
    rule('mode', 'enum', '`mode` is `form` (or absent) or `url`.', { limit: ['form', 'url'] }),
    rule('elicitationId', 'type', '`elicitationId` must be a string.'),
    rule('url', 'required', 'A URL-mode request needs a `url`.'),
    rule('url', 'type', '`url` must be a string holding an absolute URL.', { bad: 'not a url' }),
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
    ...listRules('requestedSchema.properties', 'questions', { limitCode: 'too-many-questions' }).filter(
      (r) => r.code === 'too-many-questions',
    ),
    rule(P, 'type', 'Each property must be an object.'),
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
    rule(`${P}.minLength`, 'type', '`minLength` must be a number.'),
    rule(`${P}.maxLength`, 'type', '`maxLength` must be a number.'),
    ...valueList(`${P}.enum`),
    rule(
      P,
      'enum',
      'A number or integer property whose `enum` or `oneOf` lists no value within its `minimum` and `maximum` is refused: the server takes no answer to it.',
      { bad: { type: 'integer', enum: [1, 2], minimum: 5 } },
    ),
    rule(
      `${P}.enum[]`,
      'type',
      "An `enum` lists values of its property's type only (strings for string, numbers for number, whole numbers for integer, true or false for boolean): the SDK shows the property as free input, and the server's validator refuses an answer the list does not hold.",
      { bad: 1 },
    ),
    rule(
      `${P}.enumNames`,
      'too-many-options',
      `A question offers at most ${MAX_OPTIONS} values; more are refused before anything else is read.`,
      {
        limit: MAX_OPTIONS,
      },
    ),
    ...valueList(`${P}.oneOf`),
    rule(
      `${P}.oneOf[].const`,
      'type',
      "A number or integer property's `oneOf` of `{ const, title }` lists numbers only (whole ones for integer), as its `enum` does.",
    ),
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
    ...valueList(`${P}.items.enum`),
    ...valueList(`${P}.items.anyOf`),
    rule(`${P}.minItems`, 'type', '`minItems` must be a number.'),
    rule(`${P}.maxItems`, 'type', '`maxItems` must be a number.'),
    rule(
      `${P}.default`,
      'type',
      "`default` must have the property's type: a string, a number (a whole one for integer), true or false, or a list for array.",
    ),
    rule(`${P}.default[]`, 'type', 'Each default of an array property must be a string.'),
    rule('requestedSchema.required', 'type', '`required` must be a list.'),
    rule('requestedSchema.required[]', 'type', 'Each entry of `required` must be a string.'),
    rule(
      'requestedSchema.required[]',
      'undefined-required',
      'Each entry of `required` names a property of `requestedSchema.properties`: no answer could hold another name.',
      { bad: 'no_such_property' },
    ),
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
      title: 'A plain confirmation (no properties)',
      data: {
        message: 'Delete the 3 draft invoices?',
        requestedSchema: { type: 'object', properties: {} },
      },
    },
    {
      title: 'Sign in with the provider (URL mode)',
      data: {
        mode: 'url',
        message: 'Sign in to your calendar so I can book the room.',
        elicitationId: 'el-7f3a',
        url: 'https://calendar.example.com/oauth/authorize?client=booking',
      },
    },
    {
      title: 'Numbers to pick from and a must-accept switch',
      data: {
        message: 'How many seats, and at what share of the price?',
        requestedSchema: {
          type: 'object',
          properties: {
            seats: { type: 'integer', title: 'Seats', enum: [1, 2, 4, 8], default: 2 },
            share: {
              type: 'number',
              title: 'Your share',
              oneOf: [
                { const: 0.5, title: 'Half' },
                { const: 1, title: 'All of it' },
              ],
            },
            terms: { type: 'boolean', title: 'I accept the booking terms', enum: [true] },
          },
          required: ['seats', 'terms'],
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
    'The answer is an `ElicitResult`: `{ action: "accept", content: { [property]: value } }` with each value of the property\'s type, `{ action: "decline" }` or `{ action: "cancel" }`. A URL-mode request is answered `{ action: "accept" }` once the user chose to open the address (the result of the visit reaches the server on its own way).',
    'A host that relays it as text writes one line per question, `- <title> → <answer>` (the answer alone for one question), a field left empty reading `no answer`; `readAnswers(set, text)` reads it back.',
  ],
};

/** The manual for the @indexnetwork/protocol question block (seed 003). */
import { bodyRules, listRules, rule } from '../../manual/common.js';
import type { Manual } from '../../manual/types.js';

const BLOCK_KEYS = ['version', 'questions'] as const;
const QUESTION_KEYS = ['prompt', 'opportunityId', 'alsoUnblocks'] as const;

export const index: Manual = {
  format: 'index',
  title: 'Index Network question block',
  summary:
    'Free-text questions that unpark negotiations: each question is identified by the opportunity its negotiation runs on, and may unpark further negotiations waiting on the same gap. The block is a view of what is parked now, never state: no ids, no answered flags, no timestamps.',
  when: [
    'Negotiations are parked on details only the user can give, and you want the answers in one round.',
    "Every question is answered in the user's own words; there are no options.",
    'Regenerate the whole block whenever what is parked changes; never patch an old one.',
  ],
  carrier: { kind: 'fence', info: 'index-questions', syntax: 'json', prose: true },
  travels:
    'Your prose, a blank line, then a fenced block with the info string `index-questions` holding JSON, as the last section of the message: nothing but whitespace may follow it. Lengthen the fence past any backtick run in the JSON.',
  fields: [
    {
      path: 'version',
      type: 'integer',
      required: true,
      limit: 'exactly 1',
      text: 'The block version; other versions are refused (fail closed).',
    },
    {
      path: 'questions',
      type: 'array',
      required: true,
      limit: '1–20 questions',
      text: 'The questions, one step each.',
    },
    {
      path: 'questions[]',
      type: 'object',
      limit: 'only prompt, opportunityId, alsoUnblocks',
      text: 'One question.',
    },
    {
      path: 'questions[].prompt',
      type: 'string',
      required: true,
      limit: '1–2000 characters',
      text: 'The question text.',
    },
    {
      path: 'questions[].opportunityId',
      type: 'string',
      required: true,
      limit: 'a uuid, once in the whole block',
      text: "The negotiation this question unparks; the question's identity.",
    },
    {
      path: 'questions[].alsoUnblocks',
      type: 'array',
      limit: 'at most 8 uuids',
      text: 'Further negotiations parked on the same gap that this answer also unparks.',
    },
    {
      path: 'questions[].alsoUnblocks[]',
      type: 'string',
      limit: 'a uuid, once in the whole block',
      text: 'A negotiation reference.',
    },
  ],
  rules: [
    ...bodyRules({
      yaml: false,
      closes: '`index-questions` block',
      object: true,
      jsonNote:
        'The block must also be the last section of the message: a block followed by prose is not a block.',
    }),
    rule(
      '*',
      'unknown-key',
      'The block holds `version` and `questions` and nothing else (it fails closed on anything more).',
      { limit: BLOCK_KEYS },
    ),
    rule('version', 'required', 'The block needs `version`.'),
    rule(
      'version',
      'version',
      '`version` must be the number 1 (not "1", not 2): other versions are refused.',
      { limit: 1 },
    ),
    ...listRules('questions', 'questions', {
      required: 'The block needs a `questions` list.',
      min: 1,
      max: 20,
      limitCode: 'too-many-questions',
    }),
    rule('questions[]', 'type', 'Each question must be an object.'),
    rule(
      'questions[].*',
      'unknown-key',
      'A question holds `prompt`, `opportunityId` and `alsoUnblocks` and nothing else (no ids, no answered flags).',
      {
        limit: QUESTION_KEYS,
      },
    ),
    rule('questions[].prompt', 'required', 'Every question needs a `prompt` that is not empty.'),
    rule('questions[].prompt', 'type', '`prompt` must be a string.'),
    rule('questions[].prompt', 'max-length', '`prompt` holds at most 2000 characters (UTF-16 code units).', {
      limit: 2000,
    }),
    rule('questions[].opportunityId', 'required', 'Every question needs an `opportunityId`.'),
    rule('questions[].opportunityId', 'type', '`opportunityId` must be a string.'),
    rule('questions[].opportunityId', 'uuid', '`opportunityId` must be a uuid.'),
    rule(
      'questions[].opportunityId',
      'duplicate',
      'A negotiation reference may stand only once in the whole block, as an `opportunityId` or in `alsoUnblocks`: a second one makes answer routing ambiguous.',
    ),
    rule('questions[].alsoUnblocks', 'type', '`alsoUnblocks` must be a list.'),
    rule('questions[].alsoUnblocks', 'max-items', '`alsoUnblocks` holds at most 8 references.', { limit: 8 }),
    rule('questions[].alsoUnblocks[]', 'type', 'Each reference in `alsoUnblocks` must be a string.'),
    rule('questions[].alsoUnblocks[]', 'uuid', 'Each reference in `alsoUnblocks` must be a uuid.'),
    rule(
      'questions[].alsoUnblocks[]',
      'duplicate',
      "A reference in `alsoUnblocks` may not repeat the question's own `opportunityId` or any other reference in the block.",
    ),
  ],
  examples: [
    {
      title: 'Two parked negotiations',
      prose:
        'I moved three conversations forward on your search for a technical co-founder. Two of them are waiting on details only you can give — answer here and I will pick the negotiations back up.',
      data: {
        version: 1,
        questions: [
          {
            prompt:
              'Both counterparts asked about equity: what range are you prepared to offer a founding engineer?',
            opportunityId: '0b0e8a9c-6d3f-4d6a-9f2e-1c5b7a4d8e01',
            alsoUnblocks: ['7f3d2c1b-8a90-4e5f-b6c7-d8e9f0a1b2c3'],
          },
          {
            prompt: 'The Berlin robotics lab wants to know whether you can be on-site one week per month.',
            opportunityId: '4a5b6c7d-8e9f-4a1b-8c2d-3e4f5a6b7c8d',
          },
        ],
      },
    },
  ],
  answer: [
    'The answer comes back as the next user message: one line per question, `- <prompt> → <answer>` (the answer alone for one question); a question the user puts off reads `later`, one left blank `no answer`; the negotiations of both stay parked.',
    'Beside the text: `answers: [{ opportunityId, alsoUnblocks, text }]` for the answered questions only; `readAnswers(set, text)` reads the text back.',
  ],
};

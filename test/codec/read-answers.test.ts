/**
 * readAnswers turns a user message back into answers — the text encodeAnswers writes (English and
 * German), the light edits people make, the form's message, a bare answer for one question — and
 * reports what it cannot map instead of guessing. isComplete says when a set has converged.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  ANSWER_WORDS,
  encodeAnswers,
  FORMATS,
  isComplete,
  isOpen,
  parse,
  readAnswers,
  type Answer,
  type FormatId,
  type InputValue,
  type Question,
  type QuestionSet,
} from '../../src/codec/index.js';
import { takesEmpty } from '../../src/codec/answer-read.js';
import { normalizeAnswers } from '../../src/codec/answers.js';
import { answerCases, read } from './corpus.js';

function decode(body: string | object): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

const answered = (questionId: string, selected: string[] = [], extra: Partial<Answer> = {}): Answer => ({
  questionId,
  outcome: 'answered',
  selected,
  ...extra,
});

/** Caps (vance): a blocker choice, a confirm, a text question and a second choice. */
const caps = decode(read('vance/valid/06-case-insensitive.yaml'));
const capsAnswers: Answer[] = [
  answered('db', ['2']),
  answered('backup'),
  answered('name', [], { text: 'Billing API' }),
  { questionId: 'region', outcome: 'unknown', selected: [] },
];

/** Every form input type. */
const allTypes = decode(read('form/valid/02-all-types.json'));

describe('readAnswers: the text encodeAnswers writes', () => {
  test('English: choices, a confirm, free text and an outcome come back', () => {
    const { text } = encodeAnswers(caps, capsAnswers);
    assert.equal(
      text,
      "- Which database engine? → MySQL\n- Keep the nightly backup job? → yes\n- What should the service be called? → Billing API\n- Which region? → don't know",
    );
    const read = readAnswers(caps, text);
    assert.deepEqual(read.answers, capsAnswers);
    assert.deepEqual(read.open, []);
    assert.deepEqual(read.unmatched, []);
  });

  test('German: ja, passt so, später, weiß nicht', () => {
    const answers: Answer[] = [
      answered('backup'),
      { questionId: 'name', outcome: 'settled', selected: [] },
      { questionId: 'region', outcome: 'unknown', selected: [] },
    ];
    const { text } = encodeAnswers(caps, answers, { lang: 'de' });
    assert.match(text, /→ später\n.*→ ja\n.*→ passt so\n.*→ weiß nicht$/);
    const read = readAnswers(caps, text);
    assert.deepEqual(read.answers, answers);
    assert.deepEqual(read.open, ['db']);
    assert.deepEqual(read.unmatched, []);
  });

  test('open questions read as later and stay open; nothing is claimed', () => {
    const { text } = encodeAnswers(caps, [answered('db', ['1'])]);
    const read = readAnswers(caps, text);
    assert.deepEqual(read.answers, [answered('db', ['1'])]);
    assert.deepEqual(read.open, ['backup', 'name', 'region']);
  });

  test('labels and free text together: "A, B — note"', () => {
    const set = decode({
      id: 'qs',
      locale: 'en',
      questions: [
        {
          id: 'extras',
          title: 'Extras?',
          multi: true,
          allowCustom: true,
          answers: [
            { id: 'a', label: 'Milk' },
            { id: 'b', label: 'Sugar' },
            { id: 'c', label: 'Milk foam' },
          ],
        },
        { id: 'size', title: 'Size?', answers: [{ id: 's', label: 'Small' }] },
      ],
    });
    const answers = [answered('extras', ['a', 'c'], { text: 'oat, not cow' }), answered('size', ['s'])];
    const { text } = encodeAnswers(set, answers);
    assert.equal(text, '- Extras? → Milk, Milk foam — oat, not cow\n- Size? → Small');
    assert.deepEqual(readAnswers(set, text).answers, answers);
  });

  test('every answer case of the fixture corpus reads back to the same text', () => {
    for (const c of answerCases()) {
      if (c.case.expected.text === undefined || !c.case.answers) continue;
      const set = decode(c.body);
      const read = readAnswers(set, c.case.expected.text);
      // free text a question does not take is never written, so every text reads back whole
      const again = encodeAnswers(set, read.answers, { lang: c.case.lang }).text;
      assert.equal(again, c.case.expected.text, `${c.file}: unmatched ${JSON.stringify(read.unmatched)}`);
      assert.deepEqual(read.unmatched, [], c.file);
      assert.equal(read.answerText, true, `${c.file} reads as its set's answer text`);
    }
  });
});

describe('readAnswers: a reply typed in the chat is not the answer text (issue 30, honest blanks)', () => {
  const reply = 'Sounds good, go with whatever you think is best.\nThanks!';
  test('a set of several questions: nothing is read, and the message is not its answer text', () => {
    for (const c of answerCases()) {
      const set = decode(c.body);
      if (set.questions.length < 2) continue;
      const read = readAnswers(set, reply);
      assert.deepEqual(read.answers, [], c.file);
      assert.equal(read.answerText, false, c.file);
    }
  });
  test('a one-question free-text set: one line is the answer as if typed; several lines are a reply', () => {
    const one = decode(
      JSON.stringify({
        message: 'Your name?',
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
      }),
    );
    assert.equal(readAnswers(one, 'Ada Lovelace').answerText, true);
    const read = readAnswers(one, reply);
    assert.equal(read.answerText, false, 'a reply of several lines is not one answer');
  });
  test("a form's message needs its header; a blank one (no answer everywhere) is still its answer text", () => {
    const form = decode({
      questions: [
        { id: 'a', label: 'A', type: 'text' },
        { id: 'b', label: 'B', type: 'text' },
      ],
    });
    const blank = encodeAnswers(form, []);
    assert.match(blank.text, /→ no answer$/m);
    assert.equal(readAnswers(form, blank.text).answerText, true);
    assert.equal(readAnswers(form, blank.text.replace(/^.*\n/, '')).answerText, false, 'without its header');
    assert.equal(readAnswers(form, '').answerText, false, 'an empty message');
  });
});

describe('readAnswers: bidi controls (issue 14, class 3)', () => {
  const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
  const set = decode({
    id: 'bidi',
    questions: [
      {
        key: 'colour',
        text: 'Which colour? \u202Eevil',
        kind: 'choice',
        options: ['Blue', 'Red'],
        allowCustom: true,
      },
      { key: 'why', text: 'Why \u2067open isolate', kind: 'text' },
      { key: 'ok', text: '\u202BEmbedded\u202C proceed?', kind: 'confirm' },
    ],
  });
  const answers: Answer[] = [
    answered(set.questions[0].id, [set.questions[0].options[0].id], { text: 'mine \u202Eafter' }),
    answered('why', [], { text: '\u2066typed\u2069 words \u200f' }),
    answered('ok'),
  ];

  test("open controls in question texts stay out of the text; the user's own are kept, and read back", () => {
    const { text } = encodeAnswers(set, answers);
    const agentPart = answers.reduce((t, a) => t.replace(a.text ?? '', ''), text);
    assert.deepEqual(agentPart.match(BIDI), null, JSON.stringify(text));
    assert.equal(text.split('\n').length, 3);
    assert.deepEqual(
      readAnswers(set, text).answers,
      answers.map((a) => (a.text ? { ...a, text: a.text.trim() } : a)),
    );
  });

  test("the text read back with the controls a chat client may add around the agent's words", () => {
    const { text } = encodeAnswers(set, answers);
    const wrapped = text.replace(/^- (.*?) → /gm, '- \u2068$1\u2069 → ');
    assert.deepEqual(readAnswers(set, wrapped).answers, readAnswers(set, text).answers);
  });
});

describe('readAnswers: the light edits people make', () => {
  const text = encodeAnswers(caps, capsAnswers).text;
  const expected = readAnswers(caps, text).answers;
  /** The edit, and what it does to the free text (case edits change it; nothing else does). */
  const edits: [string, (s: string) => string, ((s: string) => string)?][] = [
    ['* bullets', (s) => s.replace(/^- /gm, '* ')],
    ['• bullets', (s) => s.replace(/^- /gm, '• ')],
    [
      'numbered lines',
      (s) =>
        s
          .split('\n')
          .map((l, i) => l.replace(/^- /, `${i + 1}. `))
          .join('\n'),
    ],
    ['no bullets', (s) => s.replace(/^- /gm, '')],
    ['-> arrows', (s) => s.replace(/ → /g, ' -> ')],
    ['=> arrows', (s) => s.replace(/ → /g, ' => ')],
    ['colons', (s) => s.replace(/ → /g, ': ')],
    ['no spaces around the arrow', (s) => s.replace(/ → /g, '→')],
    ['upper case', (s) => s.toUpperCase(), (s) => s.toUpperCase()],
    ['lower case', (s) => s.toLowerCase(), (s) => s.toLowerCase()],
    ['extra blank lines and indentation', (s) => '\n\n' + s.replace(/\n/g, '\n\n  ') + '\n\n'],
    ['reordered lines', (s) => s.split('\n').reverse().join('\n')],
    ['CRLF', (s) => s.replace(/\n/g, '\r\n')],
    ['a typographic apostrophe', (s) => s.replace("don't", 'don’t')],
    ['a full stop after a word', (s) => s.replace('→ yes', '→ Yes.')],
  ];
  for (const [name, edit, freeText = (s: string) => s] of edits) {
    test(name, () => {
      const read = readAnswers(caps, edit(text));
      const want = expected.map((a) => (a.text ? { ...a, text: freeText(a.text) } : a));
      assert.deepEqual(read.answers, want, edit(text));
      assert.deepEqual(read.unmatched, []);
    });
  }

  test('all edits at once', () => {
    const edited =
      '1) which DATABASE engine? -> mysql\n\n* What should the service be called?: Billing API\n• keep the nightly backup job? => JA\n';
    const read = readAnswers(caps, edited);
    assert.deepEqual(read.answers, [
      answered('db', ['2']),
      answered('backup'),
      answered('name', [], { text: 'Billing API' }),
    ]);
    assert.deepEqual(read.open, ['region']);
  });

  test('a question text with a colon, and an answer with one', () => {
    const set = decode({
      questions: [
        { key: 'note', text: 'Note: which time?' },
        { key: 'other', text: 'Note' },
      ],
    });
    const answers = [answered('note', [], { text: '10:30' }), answered('other', [], { text: 'see: above' })];
    const { text } = encodeAnswers(set, answers);
    assert.deepEqual(readAnswers(set, text).answers, answers);
    assert.deepEqual(readAnswers(set, text.replace(/ → /g, ': ')).answers, answers);
  });

  test('questions that share a text are answered in the order they stand', () => {
    const set = decode({
      questions: [
        { key: 'a', text: 'Why?' },
        { key: 'b', text: 'Why?' },
      ],
    });
    const answers = [answered('a', [], { text: 'first' }), answered('b', [], { text: 'second' })];
    assert.deepEqual(readAnswers(set, encodeAnswers(set, answers).text).answers, answers);
  });

  test('labels with spaces around them, and labels holding a comma', () => {
    const set = decode({
      id: 's',
      locale: 'en',
      questions: [
        {
          id: 'q',
          title: 'Pick',
          multi: true,
          answers: [
            { id: '1', label: 'Red, dark' },
            { id: '2', label: 'Red' },
            { id: '3', label: 'Blue ' },
          ],
        },
        { id: 'r', title: 'More', answers: [{ id: 'x', label: 'X' }] },
      ],
    });
    for (const selected of [['1'], ['2'], ['1', '2'], ['2', '3'], ['1', '2', '3']]) {
      const answers = [answered('q', selected)];
      assert.deepEqual(readAnswers(set, encodeAnswers(set, answers).text).answers, answers, selected.join());
    }
  });
});

describe("readAnswers: the form's message", () => {
  const answers: Answer[] = [
    answered('tone', ['Casual']),
    answered('channels', ['Email', 'Phone']),
    answered('name', [], { text: 'Atlas' }),
    answered('budget', [], { value: 25000 }),
    answered('launch', [], { text: '2025-09-01' }),
  ];

  test('[form answers — id] then one line per question, typed values read back', () => {
    const { payload } = encodeAnswers(allTypes, answers);
    const message = (payload as { message: string }).message;
    assert.match(message, new RegExp(`^\\[form answers — ${allTypes.id}\\]\\n- `));
    const read = readAnswers(allTypes, message);
    assert.deepEqual(read.answers, answers);
    assert.deepEqual(read.unmatched, []);
  });

  test('switches read yes / no, ja / nein and true / false; numbers a decimal comma', () => {
    const set = decode({
      questions: [
        { id: 'on', label: 'On?', type: 'switch' },
        { id: 'n', label: 'How many?', type: 'number' },
        { id: 'f', label: 'Files', type: 'file' },
      ],
    });
    for (const [word, value] of [
      ['yes', true],
      ['Nein', false],
      ['true', true],
      ['FALSE', false],
    ] as const) {
      const read = readAnswers(set, `- On? → ${word}\n- How many? → 1,5\n- Files → a.png, b.pdf`);
      assert.deepEqual(read.answers, [
        answered('on', [], { value }),
        answered('n', [], { value: 1.5 }),
        answered('f', [], { value: ['a.png', 'b.pdf'] }),
      ]);
    }
  });

  test('a header naming another form answers nothing here', () => {
    const message = `[form answers — someone-else]\n- Tone → Casual`;
    const read = readAnswers(allTypes, message);
    assert.deepEqual(read.answers, []);
    assert.equal(read.open.length, allTypes.questions.length);
    assert.deepEqual(read.unmatched, [message]);
  });

  test('a one-question form: the header, then the answer alone', () => {
    const set = decode(
      '<question-form id="tone">{"questions":[{"id":"t","label":"Tone?","type":"radio","options":["Formal","Casual"]}]}</question-form>',
    );
    const { payload } = encodeAnswers(set, [answered('t', [], { text: 'Playful' })]);
    assert.equal((payload as { message: string }).message, '[form answers — tone]\nPlayful');
    assert.deepEqual(readAnswers(set, '[form answers — tone]\nPlayful').answers, [
      answered('t', [], { text: 'Playful' }),
    ]);
    assert.deepEqual(readAnswers(set, '[Form Answers - tone]\n\ncasual').answers, [
      answered('t', ['Casual']),
    ]);
  });
});

describe('readAnswers: a bare answer for a one-question set', () => {
  const one = decode(
    '```questions\nquestions:\n  - key: db\n    text: Which database?\n    kind: choice\n    options: [PostgreSQL, MySQL]\n```',
  );

  test('an option label, in any case', () => {
    assert.deepEqual(readAnswers(one, 'PostgreSQL').answers, [answered('db', ['1'])]);
    assert.deepEqual(readAnswers(one, '  postgresql \n').answers, [answered('db', ['1'])]);
  });

  test('free text, even over several lines', () => {
    const read = readAnswers(one, 'Neither — we use\nDynamoDB');
    assert.deepEqual(read.answers, [answered('db', [], { text: 'Neither — we use\nDynamoDB' })]);
  });

  test('an outcome word; later leaves it open', () => {
    assert.deepEqual(readAnswers(one, 'looks good').answers, [
      { questionId: 'db', outcome: 'settled', selected: [] },
    ]);
    assert.deepEqual(readAnswers(one, 'Später').answers, []);
    assert.deepEqual(readAnswers(one, 'Später').open, ['db']);
  });

  test('the question line itself, with or without a bullet', () => {
    assert.deepEqual(readAnswers(one, '- Which database? → MySQL').answers, [answered('db', ['2'])]);
    assert.deepEqual(readAnswers(one, 'Which database? -> MySQL').answers, [answered('db', ['2'])]);
  });

  test('an empty message answers nothing and reports nothing', () => {
    assert.deepEqual(readAnswers(one, ' \n '), {
      answers: [],
      open: ['db'],
      unmatched: [],
      answerText: false,
    });
  });
});

describe('readAnswers: what it cannot map is reported, never guessed', () => {
  test('a bare answer to a set of several questions', () => {
    const read = readAnswers(caps, 'MySQL');
    assert.deepEqual(read.answers, []);
    assert.deepEqual(read.open, ['db', 'backup', 'name', 'region']);
    assert.deepEqual(read.unmatched, ['MySQL']);
  });

  test('lines about no question of the set, and prose around the answers', () => {
    const read = readAnswers(
      caps,
      'Here you go:\n- Which database engine? → MySQL\n- Which cloud? → AWS\nThanks!',
    );
    assert.deepEqual(read.answers, [answered('db', ['2'])]);
    assert.deepEqual(read.unmatched, ['Here you go:', '- Which cloud? → AWS', 'Thanks!']);
  });

  test('a second answer to the same question', () => {
    const read = readAnswers(caps, '- Which database engine? → MySQL\n- Which database engine? → SQLite');
    assert.deepEqual(read.answers, [answered('db', ['2'])]);
    assert.deepEqual(read.unmatched, ['- Which database engine? → SQLite']);
  });

  test('free text where the question takes none, two picks for one, a number that is not one', () => {
    const set = decode({
      id: 'qs',
      locale: 'en',
      questions: [
        {
          id: 'roast',
          title: 'Roast?',
          answers: [
            { id: 'l', label: 'Light' },
            { id: 'd', label: 'Dark' },
          ],
        },
        {
          id: 'size',
          title: 'Size?',
          answers: [
            { id: 's', label: 'Small' },
            { id: 'm', label: 'Medium' },
          ],
        },
      ],
    });
    const read = readAnswers(set, '- Roast? → Medium roast please\n- Size? → Small, Medium');
    assert.deepEqual(read.answers, []);
    assert.deepEqual(read.open, ['roast', 'size']);
    assert.equal(read.unmatched.length, 2);

    const form = decode({ questions: [{ id: 'n', label: 'How many?', type: 'number' }] });
    assert.deepEqual(readAnswers(form, 'a dozen'), {
      answers: [],
      open: ['n'],
      unmatched: ['a dozen'],
      answerText: false,
    });
  });

  test('an option with free text where no free text is taken', () => {
    const set = decode({
      message: 'Pick',
      requestedSchema: { type: 'object', properties: { env: { type: 'string', enum: ['dev', 'prod'] } } },
    });
    assert.deepEqual(readAnswers(set, 'prod — but only on Friday').answers, []);
    assert.deepEqual(readAnswers(set, 'prod').answers, [answered('env', ['prod'])]);
  });

  test('an outcome the format does not offer is no answer where free text is not taken', () => {
    const set = decode({
      message: 'Pick',
      requestedSchema: { type: 'object', properties: { env: { type: 'string', enum: ['dev', 'prod'] } } },
    });
    assert.deepEqual(readAnswers(set, 'looks good').unmatched, ['looks good']);
  });
});

describe('readAnswers: counterexamples the round trip found, kept as cases', () => {
  test('file names that make the list look like a quoted string are quoted and read back', () => {
    const set = decode({
      questions: [
        { id: 'f', label: 'Files?', type: 'file' },
        { id: 'n', label: 'Name?', type: 'text' },
      ],
    });
    const answers: Answer[] = [answered('f', [], { value: ['"u', 'wnX2q', '"'] })];
    const { text } = encodeAnswers(set, answers);
    assert.equal(text.split('\n')[1], '- Files? → "\\"u, wnX2q, \\""');
    assert.deepEqual(readAnswers(set, text).answers, answers);
  });

  test('a file named like an outcome word stays a file name', () => {
    const set = decode({ questions: [{ id: 'f', label: 'Files?', type: 'file' }] });
    const answers: Answer[] = [answered('f', [], { value: ['later'] })];
    const { text } = encodeAnswers(set, answers);
    assert.equal(text.split('\n')[1], '"later"');
    assert.deepEqual(readAnswers(set, text).answers, answers);
  });
});

describe('mcp: an empty selection sent as [] reads "none"', () => {
  const set = decode({
    message: 'Pick',
    requestedSchema: {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
        note: { type: 'string' },
      },
      required: ['tags'],
    },
  });

  test('the text says none where the payload carries [], and reads back as the empty selection', () => {
    for (const [lang, word] of [
      ['en', 'none'],
      ['de', 'keine'],
    ]) {
      const encoded = encodeAnswers(set, [], { lang });
      assert.deepEqual((encoded.payload as { content: unknown }).content, { tags: [] });
      assert.equal(
        encoded.text,
        `- Tags → ${word}\n- Note → ${lang === 'de' ? 'keine Antwort' : 'no answer'}`,
      );
      const read = readAnswers(set, encoded.text);
      assert.deepEqual(read.answers, [answered('tags')]);
      assert.deepEqual(read.open, ['note']);
      assert.deepEqual(read.unmatched, []);
      assert.equal(isComplete(set, read.answers), true);
      assert.equal(encodeAnswers(set, read.answers, { lang }).text, encoded.text);
    }
  });

  test('a pick still reads as the pick; "none" on a question that does not take [] is no answer', () => {
    assert.deepEqual(readAnswers(set, '- tags → b\n- note → later').answers, [answered('tags', ['b'])]);
    const optional = decode({
      message: 'Pick',
      requestedSchema: {
        type: 'object',
        properties: { tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } },
      },
    });
    assert.equal(encodeAnswers(optional, []).text, 'no answer');
    assert.deepEqual(readAnswers(optional, 'none').answers, []);
  });
});

describe('isComplete', () => {
  test('vance: every blocker answered; "later" does not count', () => {
    assert.equal(isComplete(caps, []), false);
    assert.equal(isComplete(caps, [{ questionId: 'db', outcome: 'later', selected: [] }]), false);
    assert.equal(isComplete(caps, [answered('db', ['1'])]), true);
    assert.equal(isComplete(caps, [{ questionId: 'db', outcome: 'unknown', selected: [] }]), true);
    assert.equal(isComplete(caps, [answered('db', [])]), false, 'answered with nothing in it is open');
  });

  test('form: every required question (seed 004 convergence)', () => {
    const set = decode({
      questions: [
        { id: 'a', label: 'A?', type: 'text', required: true },
        { id: 'b', label: 'B?', type: 'text' },
      ],
    });
    assert.equal(isComplete(set, [answered('b', [], { text: 'x' })]), false);
    assert.equal(isComplete(set, [answered('a', [], { text: 'x' })]), true);
    assert.equal(
      isComplete(set, [{ questionId: 'a', outcome: 'settled', selected: [] }]),
      false,
      'not offered by the form',
    );
    assert.equal(isComplete(set, readAnswers(set, `[form answers — ${set.id}]\n- A? → yes`).answers), true);
  });

  test('a set with nothing required has converged at once (egoz, index, structured)', () => {
    assert.equal(isComplete(decode(read('egoz/valid/01-booking-en-us.json')), []), true);
  });

  test('shiitake: a note with a line break and "→" survives the round trip (beside a pick, typed alone, one question)', () => {
    const options = [
      { label: 'Postgres', description: 'the default' },
      { label: 'SQLite', description: 'one file' },
    ];
    const two = decode([
      { id: 'db', header: 'DB', question: 'Which database?', options },
      { id: 'name', header: 'Name', question: 'Which name?', options },
    ]);
    const answers: Answer[] = [
      answered('db', [two.questions[0].options[0].id], { text: 'keep it small\nmigrate → later' }),
      answered('name', [], { text: 'Atlas\n→ v2 after review' }),
    ];
    const text = encodeAnswers(two, answers, { requestId: 'r' }).text;
    assert.deepEqual(readAnswers(two, text).answers, answers);
    const one = decode([{ id: 'db', header: 'DB', question: 'Which database?', options }]);
    const single: Answer[] = [
      answered('db', [one.questions[0].options[1].id], { text: 'for now\n→ Postgres later' }),
    ];
    assert.deepEqual(readAnswers(one, encodeAnswers(one, single, { requestId: 'r' }).text).answers, single);
  });

  test('shiitake: every question, since only complete sets are sent', () => {
    const set = decode([
      { id: 'a', header: '', question: 'A?', options: [] },
      { id: 'b', header: '', question: 'B?', options: [] },
    ]);
    assert.equal(isComplete(set, [answered('a', [], { text: 'x' })]), false);
    assert.equal(isComplete(set, [answered('a', [], { text: 'x' }), answered('b', [], { text: 'y' })]), true);
  });

  test('mcp: the required properties', () => {
    const set = decode({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { name: { type: 'string' }, age: { type: 'integer' } },
        required: ['name'],
      },
    });
    assert.equal(isComplete(set, readAnswers(set, '- age → 30').answers), false);
    assert.equal(isComplete(set, readAnswers(set, '- name → Ada').answers), true);
  });
});

// --- the round trip, for generated sets and answers ------------------------------------------

const ARBITRARIES = new URL('./arbitraries/', import.meta.url);
const generators: { format: FormatId; validBody: fc.Arbitrary<string | object> }[] = await Promise.all(
  readdirSync(ARBITRARIES)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map(async (f) => ({
      format: f.slice(0, -3) as FormatId,
      validBody: (await import(new URL(f, ARBITRARIES).href)).validBody,
    })),
);

/** Runs per format; the report quotes RUNS × formats. */
export const RUNS = 400;

const fold = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u0085]+/g, ' ')
    .trim()
    .replace(/[’‘]/g, "'");
const OUTCOME_WORDS = Object.values(ANSWER_WORDS).flatMap((w) => [w.settled, w.later, w.unknown].map(fold));
const YES_NO_WORDS = Object.values(ANSWER_WORDS).flatMap((w) => [w.yes, w.no].map(fold));
const NONE_WORDS = Object.values(ANSWER_WORDS).map((w) => fold(w.none));

/** Free text people type, with the ambiguous cases mixed in on purpose (they are excluded below). */
function freeText(q: Question): fc.Arbitrary<string> {
  const labels = q.options.map((o) => o.label);
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'We use DynamoDB',
        'a → b',
        'x -> y',
        '10:30',
        'A — B',
        'one, two',
        '- item',
        '  padded  ',
        'line\nbreak',
        'later',
        'Später.',
        'don’t know',
        'looks good',
        'passt so',
        'ja',
        'yes',
        'true',
        '[form answers — x]',
      ),
    },
    ...(labels.length
      ? [
          {
            weight: 2,
            arbitrary: fc
              .tuple(fc.constantFrom(...labels), fc.constantFrom('', ', more', ' — note', ' please'))
              .map(([l, s]) => l + s),
          },
        ]
      : []),
  );
}

/** A file name as people have them: no commas, no spaces at the ends. */
const fileName = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((s) => s.replace(/[,\s]/g, '_'))
  .filter((s) => s.length > 0);

/** One answer for a question, in the representation readAnswers gives back (or none). */
function answerArb(set: QuestionSet, q: Question): fc.Arbitrary<Answer | undefined> {
  const offered = FORMATS[set.format].outcomes;
  const outcomes: fc.Arbitrary<Answer | undefined>[] = [
    fc.constant(undefined),
    fc.constant({ questionId: q.id, outcome: 'later', selected: [] }),
    ...offered.map((o) => fc.constant<Answer>({ questionId: q.id, outcome: o, selected: [] })),
  ];
  const ids = q.options.map((o) => o.id);
  const none = fc.constant<string[]>([]);
  const pick: fc.Arbitrary<string[]> = !ids.length
    ? none
    : q.multiple
      ? fc.subarray(ids)
      : fc.oneof(
          none,
          fc.constantFrom(...ids).map((id) => [id]),
        );
  const withText = (base: fc.Arbitrary<string[]>, custom: boolean) =>
    fc
      .tuple(base, custom ? fc.option(freeText(q), { nil: undefined }) : fc.constant(undefined))
      .map(([selected, text]) =>
        text === undefined ? answered(q.id, selected) : answered(q.id, selected, { text }),
      );

  let given: fc.Arbitrary<Answer>;
  const type = q.input?.type;
  if (q.kind === 'input' && (type === 'number' || type === 'range'))
    given = fc
      .double({ noNaN: true, noDefaultInfinity: true })
      .map((n) => answered(q.id, [], { value: n + 0 }));
  else if (q.kind === 'input' && type === 'switch')
    given = fc.boolean().map((value) => answered(q.id, [], { value }));
  else if (q.kind === 'input' && type === 'file')
    given = fc.array(fileName, { maxLength: 3 }).map((value) => answered(q.id, [], { value }));
  else if (q.kind === 'input') given = freeText(q).map((text) => answered(q.id, [], { text }));
  else if (q.kind === 'choice') given = withText(pick, q.allowCustom);
  else given = withText(pick, true); // text and confirm: free text always taken
  return fc.oneof({ weight: 1, arbitrary: fc.oneof(...outcomes) }, { weight: 3, arbitrary: given });
}

function answersArb(set: QuestionSet): fc.Arbitrary<Answer[]> {
  return fc
    .tuple(...set.questions.map((q) => answerArb(set, q)))
    .map((list) => list.filter((a): a is Answer => a !== undefined));
}

/**
 * What an answer says once written: open ones dropped (but an open question whose schema takes the
 * empty list is sent as [] and reads "none": answered with nothing), text trimmed, picks in option order.
 */
function canonical(set: QuestionSet, given: readonly Answer[]): Answer[] {
  const out: Answer[] = [];
  // what encodeAnswers reads: an untouched required mcp default stands as its answer
  const answers = normalizeAnswers(set, given);
  for (const q of set.questions) {
    const a = answers.find((x) => x.questionId === q.id);
    if (takesEmpty(FORMATS[set.format], q) && (!a || isOpen(q, a))) {
      out.push({ questionId: q.id, outcome: 'answered', selected: [] });
      continue;
    }
    if (!a) continue;
    // a Later the user pressed reads so where the format has one of its own (index); else it is open
    const head = FORMATS[set.format];
    if (a.outcome === 'later' && (head.openIsLater || !head.outcomes.includes('later'))) continue;
    if (a.outcome !== 'answered') {
      out.push({ questionId: q.id, outcome: a.outcome, selected: [] });
      continue;
    }
    const selected = q.options.filter((o) => a.selected.includes(o.id)).map((o) => o.id);
    const text = a.text?.trim();
    const value = a.value as InputValue | undefined;
    const hasValue = value !== undefined && !(Array.isArray(value) && !value.length);
    if (q.kind !== 'confirm' && !selected.length && !text && !hasValue) continue; // answered with nothing: open
    out.push({
      questionId: q.id,
      outcome: 'answered',
      selected,
      ...(text ? { text } : {}),
      ...(hasValue ? { value } : {}),
    });
  }
  return out;
}

/**
 * The answers whose text cannot be read back unambiguously, excluded from the round trip (each
 * is a real ambiguity of the labels an agent chose, not a reader bug). Line breaks, `→`, free text
 * that is an outcome or yes / no word, reads as a pick, a form header or a line of the set are not
 * excluded: the writer quotes such free text and folds labels and question texts onto one line.
 *  4. options whose labels are empty (an mcp enum may hold ""), are equal once case and spacing
 *     are folded, hold " — ", start or end with ",", begin another label right before a comma
 *     ("Red" and "Red, dark"), fold to an outcome word, or change when folded in a run (a final
 *     sigma) — picks joined by ", " could then be read in two ways; or, where an empty selection
 *     is sent as [] and reads "none", a label that is that word in some language.
 *  5. a required mcp question whose default the user cleared: it reads as open, and an open
 *     required question is what an untouched one looks like, which its default answers.
 */
function ambiguous(set: QuestionSet, given: readonly Answer[]): string | undefined {
  // what encodeAnswers writes: an untouched required mcp default stands as its answer
  const answers = normalizeAnswers(set, given);
  for (const q of set.questions) {
    const a = answers.find((x) => x.questionId === q.id);
    const labels = q.options.map((o) => fold(o.label));
    if (
      takesEmpty(FORMATS[set.format], q) &&
      labels.some((l) => NONE_WORDS.includes(l.replace(/[.!]+$/, '')))
    )
      return '4: a label that is the word for an empty selection';
    // an untouched required default is sent as the answer (mcp), a cleared one reads as open: the
    // text of a cleared one cannot be told from "no answer given", which the default then fills
    if (
      FORMATS[set.format].defaultsAnswer &&
      q.required &&
      a &&
      isOpen(q, a) &&
      normalizeAnswers(set, []).some((d) => d.questionId === q.id)
    )
      return '5: a required default cleared';
    if (!a || a.outcome !== 'answered') continue;
    const selected = q.options.filter((o) => a.selected.includes(o.id));
    const free = a.text?.trim();
    if (selected.length || free) {
      if (labels.some((l) => !l)) return '4: an empty label';
      if (new Set(labels).size !== labels.length) return '4: labels equal when folded';
      if (q.options.some((o) => o.label.includes(' — '))) return '4: " — " in a label';
      if (labels.some((l) => /^,|,$/.test(l))) return '4: a label starting or ending with a comma';
      if (
        labels.some((l) => labels.some((m) => m !== l && m.startsWith(l) && /^\s*,/.test(m.slice(l.length))))
      )
        return '4: a label that begins another one before a comma';
      if (labels.some((l) => OUTCOME_WORDS.includes(l.replace(/[.!]+$/, ''))))
        return '4: a label that is an outcome word';
      if (q.kind === 'confirm' && labels.some((l) => YES_NO_WORDS.includes(l.replace(/[.!]+$/, ''))))
        return '4: a label that is yes / no';
      const run = selected.map((o) => o.label);
      if (fold(run.join(', ')) !== run.map(fold).join(', ')) return '4: a run that folds differently';
    }
  }
  return undefined;
}

describe('readAnswers gives back what encodeAnswers wrote (property, fast-check)', () => {
  const excluded: Record<string, number> = {};
  let runs = 0;
  for (const { format, validBody } of generators) {
    test(format, () => {
      let tried = 0;
      const cases = validBody
        .map((body) => parse(body))
        .filter((r) => r.ok)
        .map((r) => (r as { set: QuestionSet }).set)
        .chain((set) => fc.tuple(fc.constant(set), answersArb(set), fc.constantFrom('en', 'de')));
      fc.assert(
        fc.property(cases, ([set, answers, lang]) => {
          const why = ambiguous(set, answers);
          if (why) excluded[why] = (excluded[why] ?? 0) + 1;
          fc.pre(!why);
          tried++;
          const written = encodeAnswers(set, answers, { lang });
          const read = readAnswers(set, written.text);
          assert.deepEqual(read.unmatched, [], `unmatched in:\n${written.text}`);
          assert.equal(read.answerText, true, `not read as the answer text:\n${written.text}`);
          assert.equal(encodeAnswers(set, read.answers, { lang }).text, written.text);
          assert.deepEqual(read.answers, canonical(set, answers), `text:\n${written.text}`);
          const openIds = set.questions
            // a Later the user pressed is read (index) and the question stays open
            .filter((q) => !read.answers.some((a) => a.questionId === q.id && a.outcome !== 'later'))
            .map((q) => q.id);
          assert.deepEqual(read.open, openIds);
        }),
        { numRuns: RUNS },
      );
      runs += tried; // no failure, so no shrinking: every run counted is one of the RUNS
    });
  }
  test('run count and exclusions', (t) => {
    t.diagnostic(`round-trip runs: ${runs} (${RUNS} per format × ${generators.length} formats)`);
    t.diagnostic(`excluded as ambiguous: ${JSON.stringify(excluded)}`);
    assert.equal(runs, RUNS * generators.length);
  });
});

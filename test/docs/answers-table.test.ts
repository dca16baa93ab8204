/**
 * Issue 51, point 3: docs/reference/question-set.md has one table of what `detail.answers` holds
 * for each kind of question. This test reads that table and holds every answer case of the
 * fixture corpus to it, as the element gives them (`labelAnswers` over the answers the send
 * normalises): each row's cells are claims this test knows how to check, and a cell it does not
 * know fails, so the page cannot say what is not checked. Every row is met by some case.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  FORMAT_IDS,
  labelAnswers,
  parse,
  type Answer,
  type FormatId,
  type LabelledAnswer,
  type Question,
  type QuestionSet,
} from '../../src/codec/index.js';
import { normalizeAnswers } from '../../src/codec/answers.js';
import { answerLabel, isOpen, takesFreeText } from '../../src/codec/answer-read.js';
import { FORMATS } from '../../src/codec/registry.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const FIELDS = ['selected', 'labels', 'text', 'value'] as const;
type Field = (typeof FIELDS)[number];

/** The table under "The answers in `detail.answers`" whose header starts with "kind": kind → cells. */
function table(): Map<string, Record<Field, string>> {
  const page = read('docs/reference/question-set.md');
  const section = page.slice(page.indexOf('### The answers in `detail.answers`'));
  const lines = section.split('\n');
  const head = lines.findIndex((l) => /^\|\s*kind\s*\|/.test(l));
  assert.ok(head >= 0, 'the page has the table of kinds');
  const columns = lines[head]
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim().replace(/`/g, ''));
  assert.deepEqual(columns, ['kind', ...FIELDS]);
  const rows = new Map<string, Record<Field, string>>();
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const kind = /^`([^`]+)`/.exec(cells[0])?.[1];
    assert.ok(kind, `a row names its kind first: ${line}`);
    rows.set(kind, Object.fromEntries(FIELDS.map((f, i) => [f, cells[i + 1]])) as Record<Field, string>);
  }
  return rows;
}

/** The row a question's answers fall under. */
function kindOf(q: Question): string {
  if (q.kind === 'choice') return q.multiple ? 'multi-choice' : 'choice';
  if (q.kind !== 'input') return q.kind;
  const type = q.input?.type;
  if (type === 'number' || type === 'range') return 'number';
  if (type === 'switch') return 'switch';
  if (type === 'file') return 'files';
  return 'typed text';
}

const isNumberText = (s: unknown) => typeof s === 'string' && s.trim() !== '' && Number.isFinite(Number(s));

type Check = (a: LabelledAnswer, q: Question, set: QuestionSet) => string | undefined;
const absent =
  (f: Field): Check =>
  (a) =>
    a[f] === undefined ? undefined : `${f} is absent, not ${JSON.stringify(a[f])}`;
const sameLabels: Check = (a, q, set) => {
  const want = a.selected.map((id) =>
    answerLabel(
      FORMATS[set.format],
      q.options.find((o) => o.id === id)!,
    ),
  );
  return JSON.stringify(a.labels) === JSON.stringify(want)
    ? undefined
    : `labels ${JSON.stringify(a.labels)}, not the options' labels as written ${JSON.stringify(want)}`;
};
const ids =
  (most: number): Check =>
  (a, q) => {
    if (a.selected.length > most) return `at most ${most} id(s): ${JSON.stringify(a.selected)}`;
    if (!a.selected.every((id) => q.options.some((o) => o.id === id))) return `unknown ids ${a.selected}`;
    if (!a.selected.length && !a.text?.trim()) return 'no id and no text';
    return undefined;
  };
const empty =
  (f: 'selected' | 'labels'): Check =>
  (a) =>
    Array.isArray(a[f]) && a[f].length === 0 ? undefined : `${f} is [], not ${JSON.stringify(a[f])}`;
const aString =
  (optional: boolean, test: (s: string) => boolean = () => true): Check =>
  (a) =>
    a.text === undefined
      ? optional
        ? undefined
        : 'text is missing'
      : typeof a.text === 'string' && test(a.text)
        ? undefined
        : `text ${JSON.stringify(a.text)}`;

/** Every phrase the table may use in a cell, and what it claims. */
const CLAIMS: Record<Field, Record<string, Check>> = {
  selected: {
    'one id, or `[]` beside text': ids(1),
    'ids, or `[]` beside text': ids(Infinity),
    "a suggestion's id, or `[]`": ids(1),
    '`[]`': empty('selected'),
  },
  labels: {
    'one label, or `[]`': sameLabels,
    'their labels, or `[]`': sameLabels,
    'its label, or `[]`': sameLabels,
    '`[]`': empty('labels'),
  },
  text: {
    '—': absent('text'),
    'the free text, where the question takes it': (a, q) =>
      a.text === undefined || (typeof a.text === 'string' && takesFreeText(q))
        ? undefined
        : `free text ${JSON.stringify(a.text)} where none is taken`,
    'the text typed, or —': aString(true),
    'a correction typed instead, or —': aString(true),
    'the number as typed, or —': aString(true, isNumberText),
    'the value as the field shows it': aString(false),
  },
  value: {
    '—': absent('value'),
    '`true` (yes) without a correction': (a) =>
      a.text?.trim()
        ? absent('value')(a, {} as Question, {} as QuestionSet)
        : a.value === true
          ? undefined
          : 'value true',
    'the number, or —': (a) =>
      a.value === undefined || typeof a.value === 'number'
        ? a.value === undefined && !isNumberText(a.text)
          ? 'neither a number nor its text'
          : undefined
        : `value ${JSON.stringify(a.value)}`,
    '`true` or `false`': (a) =>
      typeof a.value === 'boolean' ? undefined : `value ${JSON.stringify(a.value)}`,
    "the chosen files' names": (a) =>
      Array.isArray(a.value) && a.value.length && a.value.every((n) => typeof n === 'string')
        ? undefined
        : `value ${JSON.stringify(a.value)}`,
  },
};

interface Case {
  name: string;
  set: QuestionSet;
  answers: Answer[];
}

function cases(): Case[] {
  return FORMAT_IDS.flatMap((format: FormatId) => {
    const dir = `fixtures/${format}/answers/`;
    return readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .flatMap((f) => {
        const c = JSON.parse(read(dir + f)) as { body: string; answers?: Answer[] };
        if (!c.answers) return []; // a decline
        const r = parse(read(`fixtures/${format}/${c.body}`), { format });
        assert.ok(r.ok, `${dir}${f}: its body decodes`);
        return [{ name: `${dir}${f}`, set: r.set, answers: c.answers }];
      });
  });
}

test('every fixture answer case fills detail.answers as the table in docs/reference/question-set.md says', () => {
  const rows = table();
  for (const [kind, cells] of rows)
    for (const f of FIELDS)
      assert.ok(CLAIMS[f][cells[f]], `the table's ${kind} / ${f} says "${cells[f]}", which no check reads`);
  const met = new Set<string>();
  let checked = 0;
  for (const c of cases()) {
    const sent = labelAnswers(c.set, normalizeAnswers(c.set, c.answers));
    for (const a of sent) {
      const q = c.set.questions.find((x) => x.id === a.questionId)!;
      const where = `${c.name}, ${q.id}`;
      if (a.outcome !== 'answered') {
        assert.deepEqual(
          [a.selected, a.labels],
          [[], []],
          `${where}: a ${a.outcome} answer holds no options`,
        );
        continue;
      }
      // an answer that says nothing (blank text) is the question left open, as the text reads it
      if (isOpen(q, a)) continue;
      const kind = kindOf(q);
      const cells = rows.get(kind);
      assert.ok(cells, `${where}: the table has a row for ${kind}`);
      for (const f of FIELDS) {
        const why = CLAIMS[f][cells[f]](a, q, c.set);
        assert.equal(why, undefined, `${where} (${kind}, ${f}): ${why}`);
      }
      assert.ok(
        a.selected.length || a.text !== undefined || a.value !== undefined,
        `${where}: an answered answer fills selected, text or value`,
      );
      met.add(kind);
      checked++;
    }
  }
  assert.deepEqual(
    [...rows.keys()].filter((k) => !met.has(k)),
    [],
    'every row is met by a fixture case',
  );
  assert.ok(checked > 100, `${checked} answers checked`);
});

test('an AskUserQuestion option written "… (Recommended)" keeps the suffix in labels and text, as in the payload', () => {
  const r = parse({
    questions: [
      {
        question: 'Which database?',
        header: 'Database',
        options: [
          { label: 'Postgres (Recommended)', description: 'The default.' },
          { label: 'SQLite', description: 'One file.' },
        ],
        multiSelect: false,
      },
    ],
  });
  assert.ok(r.ok);
  const q = r.set.questions[0];
  assert.equal(q.options[0].label, 'Postgres', 'shown without the suffix (the badge says it)');
  const answers: Answer[] = [{ questionId: q.id, outcome: 'answered', selected: ['1'] }];
  assert.deepEqual(labelAnswers(r.set, answers)[0].labels, ['Postgres (Recommended)']);
});

test('a confirm answered yes says so in value; a correction stays text', () => {
  const r = parse(
    'questions:\n  - key: c\n    text: Keep it?\n    kind: confirm\n    proposal: Yes, keep it\n',
    {
      format: 'vance',
    },
  );
  assert.ok(r.ok);
  assert.deepEqual(labelAnswers(r.set, [{ questionId: 'c', outcome: 'answered', selected: [] }]), [
    { questionId: 'c', outcome: 'answered', selected: [], labels: [], value: true },
  ]);
  assert.deepEqual(
    labelAnswers(r.set, [{ questionId: 'c', outcome: 'answered', selected: [], text: 'No, drop it' }]),
    [{ questionId: 'c', outcome: 'answered', selected: [], labels: [], text: 'No, drop it' }],
  );
});

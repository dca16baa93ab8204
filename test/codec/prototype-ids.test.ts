/**
 * Question ids (and structured's question texts) named like Object.prototype's members (issue 14,
 * class 4): `__proto__`, `constructor`, `prototype`, `toString`. Every format's payload keeps the
 * answer under that name as an own key; none is dropped, none touches a prototype; the readable
 * text and readAnswers handle them like any id.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  encodeAnswers,
  parse,
  readAnswers,
  serialize,
  type Answer,
  type FormatId,
  type QuestionSet,
} from '../../src/codec/index.js';

const NAMES = ['__proto__', 'constructor', 'prototype', 'toString'] as const;

/** A body with one question per name, in each format that lets an id (or a keyed text) be any string. */
const BODIES: Partial<Record<FormatId, (n: readonly string[]) => string>> = {
  vance: (n) => JSON.stringify({ id: 's', questions: n.map((key) => ({ key, text: `Q ${key}` })) }),
  shiitake: (n) =>
    JSON.stringify(
      n.map((id) => ({
        id,
        header: '',
        question: `Q ${id}`,
        options: [
          { label: 'A', description: '' },
          { label: 'B', description: '' },
        ],
      })),
    ),
  egoz: (n) =>
    JSON.stringify({
      id: 's',
      locale: 'en',
      questions: n.map((id) => ({ id, title: `Q ${id}`, answers: [{ id: 'a', label: 'A' }] })),
    }),
  structured: (n) =>
    JSON.stringify({
      questions: n.map((question, i) => ({
        question,
        header: `H${i}`,
        options: [
          { label: 'A', description: 'a' },
          { label: 'B', description: 'b' },
        ],
        multiSelect: false,
      })),
    }),
  form: (n) =>
    `<question-form id="f">${JSON.stringify({ questions: n.map((id) => ({ id, label: `Q ${id}`, type: 'text' })) })}</question-form>`,
  // mcp keys its properties by id: the three reserved names are refused as keys (forbidden-key)
  mcp: (n) =>
    JSON.stringify({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: Object.fromEntries(n.map((id) => [id, { type: 'string' }])),
      },
    }),
};

function decode(format: FormatId, names: readonly string[]): QuestionSet {
  const r = parse(BODIES[format]!(names), { format });
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

/** An answer for every question: the first option, or a typed text. */
const answerAll = (set: QuestionSet): Answer[] =>
  set.questions.map((q) =>
    q.options.length
      ? { questionId: q.id, outcome: 'answered', selected: [q.options[0].id] }
      : { questionId: q.id, outcome: 'answered', selected: [], text: `typed ${q.id}` },
  );

/** The payload map keyed by id (or by question text for structured). */
const MAPS: Partial<Record<FormatId, (payload: never) => object>> = {
  shiitake: (p: { answers: object }) => p.answers,
  structured: (p: { answers: object }) => p.answers,
  form: (p: { values: object }) => p.values,
  mcp: (p: { content: object }) => p.content,
};

describe('question ids named like prototype members (every format)', () => {
  const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  for (const format of Object.keys(BODIES) as FormatId[]) {
    // mcp's ids are keys of the body: no prototype name can be one (the test below)
    if (format === 'mcp') continue;
    const names = NAMES;
    test(`${format}: ${names.join(', ')} stay in the payload as own keys`, () => {
      const set = decode(format, names);
      const answers = answerAll(set);
      const { payload, text } = encodeAnswers(set, answers);
      const json = JSON.stringify(payload);
      const map = MAPS[format]?.(payload as never);
      for (const name of names) {
        assert.ok(json.includes(`"${name}"`), `${name} in ${json}`);
        if (map) {
          assert.ok(Object.hasOwn(map, name), `${name} is an own key of the map: ${json}`);
          assert.equal(Object.getPrototypeOf(map), Object.prototype, 'the map keeps a plain prototype');
        }
      }
      if (map) assert.equal(Object.keys(map).length, names.length, `every answer in the map: ${json}`);
      // the round trips hold too
      assert.deepEqual(readAnswers(set, text).answers.length, set.questions.length, text);
      const again = parse(serialize(set), { format });
      assert.ok(again.ok, JSON.stringify(!again.ok && again.error));
      assert.equal(again.set.questions.length, set.questions.length);
      assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), protoBefore);
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    });
  }

  test('mcp: no name Object.prototype has, nor `prototype`, can be a property key', () => {
    const names = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
    assert.ok(names.includes('valueOf') && names.includes('hasOwnProperty'));
    for (const name of names) {
      const body = `{"message":"m","requestedSchema":{"type":"object","properties":{"${name}":{"type":"string"}}}}`;
      const r = parse(body, { format: 'mcp' });
      assert.equal(r.ok ? 'ok' : r.error.code, 'forbidden-key', name);
      assert.deepEqual(!r.ok && r.error.path, ['requestedSchema', 'properties', name]);
    }
  });

  test('every format: a key named like a prototype member is refused anywhere in a body, JSON or YAML', () => {
    for (const name of ['valueOf', 'toString', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__']) {
      // vance keeps free keys in `$meta`; YAML goes through its fast path and the full parser
      const json = parse(
        JSON.stringify({ id: 's', $meta: { [name]: 1 }, questions: [{ key: 'k', text: 'Q' }] }),
        {
          format: 'vance',
        },
      );
      assert.equal(json.ok ? 'ok' : json.error.code, 'forbidden-key', `vance JSON ${name}`);
      const yaml = parse(`id: s\n$meta:\n  ${name}: 1\nquestions:\n  - key: k\n    text: Q\n`, {
        format: 'vance',
      });
      assert.equal(yaml.ok ? 'ok' : yaml.error.code, 'forbidden-key', `vance YAML ${name}`);
      // and a key of any other format's body
      const form = parse(
        `<question-form id="f">${JSON.stringify({ questions: [{ id: 'a', label: 'A', type: 'text', [name]: 'x' }] })}</question-form>`,
      );
      assert.equal(form.ok ? 'ok' : form.error.code, 'forbidden-key', `form ${name}`);
      // a value is no key: a question id may still read `valueOf`
      assert.ok(
        parse(JSON.stringify({ id: 's', questions: [{ key: name, text: 'Q' }] }), { format: 'vance' }).ok,
      );
    }
  });
});

/**
 * Issue 49 §1: a body whose object arrives already parsed (a framework's partial tool input) reads
 * the way its text would. The values are the AI SDK's own: `parsePartialJson` over every prefix of
 * each JSON fixture of several questions, as `useChat` rebuilds `part.input` on each delta. The sets
 * read hold every question but the one still arriving, each as the text reader has it at the same
 * prefix: never a cut label, a half-written item or a `t` read as true.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parsePartialJson } from 'ai';
import { parse, type QuestionSet } from '../../src/codec/index.js';
import { PartialReader, arrived } from '../../src/codec/partial.js';
import { bodyCases } from './corpus.js';

const questionsOf = (set: QuestionSet) =>
  set.questions.map((q) => JSON.stringify({ ...q, required: undefined }));

/** A structured question. */
const q = (n: number) => ({
  header: `H${n}`,
  question: `Q${n}?`,
  multiSelect: false,
  options: [
    { label: 'a', description: 'A' },
    { label: 'b', description: 'B' },
  ],
});

const setOf = (r: ReturnType<PartialReader['read']>) => (r && 'ok' in r && r.ok ? r.set : undefined);

const cases = bodyCases('valid').filter((c) => {
  if (!/^\s*[[{]/.test(c.body)) return false;
  const r = parse(c.body, c.expected.options ?? {});
  return r.ok && r.set.questions.length >= 2;
});

describe('a partial object reads as its text does (issue 49)', () => {
  test('the corpus has JSON bodies of several questions in several formats', () => {
    assert.ok(new Set(cases.map((c) => c.format)).size >= 4, cases.map((c) => c.format).join());
  });

  for (const c of cases) {
    test(`${c.file}: every question but the one still arriving, as the text reader has it`, async () => {
      const options = c.expected.options ?? {};
      const whole = parse(c.body, options);
      assert.ok(whole.ok);
      const text = new PartialReader(options);
      const value = new PartialReader(options);
      let fromText: QuestionSet | undefined;
      let fromValue: QuestionSet | undefined;
      let decodes = 0;
      for (let at = 1; at < c.body.length; at += 2) {
        const prefix = c.body.slice(0, at);
        fromText = setOf(text.read(prefix)) ?? fromText;
        const { value: input } = await parsePartialJson(prefix);
        const read = value.readValue(input);
        if (read) decodes++;
        fromValue = setOf(read) ?? fromValue;
        if (!fromValue) continue;
        const shown = questionsOf(fromValue);
        // never ahead of the text: a question shows only once its bytes are whole
        assert.ok(fromText, `at ${at}: a question from the value before the text had one`);
        const expected = questionsOf(fromText);
        assert.ok(shown.length <= expected.length, `at ${at}: ${shown.length} > ${expected.length}`);
        assert.deepEqual(shown, expected.slice(0, shown.length), `at ${at}`);
      }
      // the last item is still arriving until the call ends: all but it were shown, unless the
      // format needs a field the body gives after its list (then the text shows none either)
      const before = parse(arrived(JSON.parse(c.body)) as object, options);
      if (before.ok) assert.equal(fromValue?.questions.length, whole.set.questions.length - 1);
      else assert.equal(fromValue, undefined);
      assert.ok(decodes <= whole.set.questions.length, `${decodes} decodes`);
    });
  }

  test('the one still arriving is left out, with every key after the list', () => {
    // a cut label, a half-written item, `t` already read as true
    assert.deepEqual(arrived({ questions: [q(1), { header: 'H', question: 'Which regi' }] }), {
      questions: [q(1)],
    });
    assert.deepEqual(arrived({ questions: [q(1), q(2), {}] }), { questions: [q(1), q(2)] });
    assert.deepEqual(arrived({ questions: [q(1), { ...q(2), multiSelect: true }] }), { questions: [q(1)] });
    assert.deepEqual(arrived({ title: 'T', questions: [q(1), q(2)], note: 'cu' }), {
      title: 'T',
      questions: [q(1)],
    });
    assert.deepEqual(arrived([q(1), q(2)]), [q(1)]);
    // MCP: the schema's properties are the list; `required` comes after it
    assert.deepEqual(
      arrived({
        message: 'M',
        requestedSchema: {
          type: 'object',
          properties: { a: { type: 'string' }, b: { type: 'st' } },
          required: [],
        },
      }),
      { message: 'M', requestedSchema: { type: 'object', properties: { a: { type: 'string' } } } },
    );
    for (const none of [undefined, null, 'text', {}, { questions: [q(1)] }, [q(1)], { title: 'T' }])
      assert.equal(arrived(none), undefined, JSON.stringify(none));
  });

  test('each value replaces the last: the same one again costs no decode, undefined keeps what is shown', () => {
    const reader = new PartialReader({ format: 'structured' });
    const first = setOf(reader.readValue({ questions: [q(1), q(2), {}] }));
    assert.deepEqual(
      first?.questions.map((x) => x.text),
      ['Q1?', 'Q2?'],
    );
    // useChat renders again with an equal value (a new object), and the SDK's failed repair
    assert.equal(reader.readValue({ questions: [q(1), q(2), { header: 'H' }] }), undefined);
    assert.equal(reader.readValue(undefined), undefined);
    // a replacement that changed a question shown: decoded again, as it is now
    const changed = setOf(reader.readValue({ questions: [{ ...q(1), question: 'Z?' }, q(2), {}] }));
    assert.deepEqual(
      changed?.questions.map((x) => x.text),
      ['Z?', 'Q2?'],
    );
  });
});

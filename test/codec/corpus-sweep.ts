/**
 * The fixture sweep of the codec: every valid body decodes to its expected model and survives
 * serialize → parse, every invalid body gives its expected error, every answer case gives its
 * expected text and payload (and sending check). It runs against the source (corpus.test.ts) and
 * against the built npm entry a bundler or Node loads (test/bundle/dist-corpus.test.ts), so a
 * difference between source and build fails (issue 30 §6: the built entries once lost the form's
 * `[form answers — <id>]` line).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Answer, ParseOptions, QuestionSet } from '../../src/codec/index.js';
import { answerCases, bodyCases } from './corpus.js';

/** What the sweep calls: the codec's own entry, from the source or from dist/. */
export type Codec = Pick<
  typeof import('../../src/codec/index.js'),
  'parse' | 'serialize' | 'encodeAnswers' | 'encodeDecline' | 'checkAnswers' | 'readAnswers'
>;

/** A re-derived id is the only thing allowed to differ after a round trip. */
function comparable(set: QuestionSet): QuestionSet {
  return set.derivedId ? { ...set, id: '(derived)' } : set;
}

export function sweepCorpus(codec: Codec, label: string): void {
  const { parse, serialize, encodeAnswers, encodeDecline, checkAnswers, readAnswers } = codec;
  describe(`${label}: valid fixtures decode to their expected model`, () => {
    for (const c of bodyCases('valid')) {
      test(c.file, () => {
        const result = parse(c.body, c.expected.options as ParseOptions);
        assert.ok(result.ok, `expected a set, got ${JSON.stringify(!result.ok && result.error)}`);
        assert.deepEqual(JSON.parse(JSON.stringify(result.set)), c.expected.model);
        if (c.format !== 'any') assert.equal(result.set.format, c.format);
      });
      test(`${c.file} survives serialize → parse`, () => {
        const first = parse(c.body, c.expected.options as ParseOptions);
        assert.ok(first.ok);
        const again = parse(serialize(first.set), {
          format: first.set.format,
          attributes: (c.expected.options as ParseOptions)?.attributes,
        });
        assert.ok(again.ok, `serialized body fails: ${JSON.stringify(!again.ok && again.error)}`);
        assert.deepEqual(comparable(again.set), comparable(first.set));
      });
    }
  });

  describe(`${label}: invalid fixtures give their expected error`, () => {
    for (const c of bodyCases('invalid')) {
      test(c.file, () => {
        const result = parse(c.body, c.expected.options as ParseOptions);
        assert.equal(result.ok, false, 'expected an error');
        if (result.ok) return;
        const want = c.expected.error as Record<string, unknown>;
        const got: Record<string, unknown> = { code: result.error.code, message: result.error.message };
        if ('path' in want) got.path = result.error.path;
        if ('line' in want) got.line = result.error.line;
        if ('column' in want) got.column = result.error.column;
        assert.deepEqual(got, want);
      });
    }
  });

  describe(`${label}: answer cases give their expected text and payload`, () => {
    for (const c of answerCases()) {
      test(c.file, () => {
        const result = parse(c.body);
        assert.ok(result.ok, `${c.bodyFile} must decode`);
        const { set } = result;
        if (c.case.decline) {
          const d = encodeDecline(set, { ...c.case.decline, requestId: c.case.requestId, lang: c.case.lang });
          assert.equal(d.text, c.case.expected.text);
          assert.deepEqual(d.payload, c.case.expected.payload);
          // the way out reads back as a decline (a dismissal as a cancel, without a note), never as
          // an answer (nor a reply typed in the chat)
          const read = readAnswers(set, d.text);
          const note = c.case.decline.note?.trim();
          assert.deepEqual(
            read.declined,
            c.case.decline.action === 'cancel' ? { action: 'cancel' } : note ? { note } : {},
          );
          assert.deepEqual(read.answers, []);
          return;
        }
        const answers = (c.case.answers ?? []) as Answer[];
        const encoded = encodeAnswers(set, answers, { requestId: c.case.requestId, lang: c.case.lang });
        assert.equal(encoded.text, c.case.expected.text);
        assert.deepEqual(encoded.payload, c.case.expected.payload);
        assert.equal(encoded.requestId, c.case.requestId);
        // and the text reads back as what was sent (the answer reader is a chunk of its own in the builds)
        const read = readAnswers(set, encoded.text);
        assert.equal(read.answerText, true, 'read as its answer text');
        assert.equal(encodeAnswers(set, read.answers, { lang: c.case.lang }).text, encoded.text);
        if (c.case.check) {
          const check = checkAnswers(set, answers);
          assert.equal(check.ok, c.case.check.ok, JSON.stringify(check.issues));
          if (c.case.check.issues)
            assert.deepEqual(
              check.issues.map((i) => i.questionId),
              c.case.check.issues,
            );
        }
      });
    }
  });
}

/**
 * The adversarial corpus (fixtures/adversarial, see its README) through the codec in Node: each
 * body decodes to the expected outcome and error code, nothing throws (parse, detect,
 * parseMessage), the built-in prototypes stay untouched, and the model-level checks of each case
 * hold (question and option counts, direction, a block still arriving).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import {
  detect,
  encodeAnswers,
  parse,
  parseMessage,
  readAnswers,
  type Answer,
  type FormatId,
  type ParseResult,
} from '../../src/codec/index.js';
import { FIXTURES } from './corpus.js';

interface Expected {
  description: string;
  outcome: 'renders' | 'error';
  errorCode?: string;
  format?: FormatId;
  streaming?: boolean;
  checks?: Record<string, unknown>[];
}

const DIR = FIXTURES + 'adversarial/';
const cases = readdirSync(DIR)
  .filter((f) => !f.endsWith('.expected.json'))
  .map((f) => ({ file: f, expectedFile: f.replace(/\.[^.]+$/, '.expected.json') }))
  .filter((c) => readdirSync(DIR).includes(c.expectedFile))
  .sort((a, b) => a.file.localeCompare(b.file))
  .map((c) => ({
    name: c.file,
    body: readFileSync(DIR + c.file, 'utf8'),
    expected: JSON.parse(readFileSync(DIR + c.expectedFile, 'utf8')) as Expected,
  }));

const PROTOTYPES = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
};
const snapshot = () =>
  Object.fromEntries(Object.entries(PROTOTYPES).map(([k, p]) => [k, Reflect.ownKeys(p).map(String).sort()]));
const before = snapshot();

function noThrow<T>(what: string, run: () => T): T {
  try {
    return run();
  } catch (e) {
    assert.fail(`${what} threw: ${e instanceof Error ? e.stack : String(e)}`);
  }
}

describe('adversarial corpus through the codec', () => {
  test(`the corpus holds at least 45 cases (it has ${cases.length})`, () => {
    assert.ok(cases.length >= 45);
  });

  test('every case states a valid expected outcome', () => {
    for (const c of cases) {
      const e = c.expected;
      assert.equal(typeof e.description, 'string', `${c.name}: description`);
      assert.ok(e.outcome === 'renders' || e.outcome === 'error', `${c.name}: outcome`);
      if (e.outcome === 'error') assert.equal(typeof e.errorCode, 'string', `${c.name}: errorCode`);
      else assert.equal(e.errorCode, undefined, `${c.name}: errorCode beside renders`);
    }
  });

  let slowest = { name: '', ms: 0 };
  for (const c of cases) {
    const e = c.expected;
    test(`${c.name} → ${e.outcome === 'renders' ? 'renders' : `error ${e.errorCode}`}`, () => {
      const started = performance.now();
      const result: ParseResult = noThrow('parse', () => parse(c.body, e.format ? { format: e.format } : {}));
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { name: c.name, ms };
      if (e.outcome === 'error') {
        assert.equal(result.ok, false, `${c.name} decoded, but ${e.errorCode} was expected`);
        if (!result.ok) {
          assert.equal(result.error.code, e.errorCode, result.error.message);
          assert.equal(typeof result.error.message, 'string');
          assert.ok(result.error.message.length > 0);
        }
      } else {
        assert.ok(result.ok, result.ok ? '' : `${result.error.code}: ${result.error.message}`);
      }
      // auto-detection and message splitting take the same body without throwing
      noThrow('detect', () => detect(c.body));
      noThrow('parse (auto)', () => parse(c.body));
      const segments = noThrow('parseMessage', () => parseMessage(c.body));
      assert.ok(Array.isArray(segments));

      for (const check of e.checks ?? []) {
        const set = result.ok ? result.set : undefined;
        if (check.questions !== undefined) assert.equal(set?.questions.length, check.questions, 'questions');
        if (check.options !== undefined)
          assert.equal(set?.questions[0].options.length, check.options, 'options');
        if (check.dir !== undefined) assert.equal(set?.dir ?? 'ltr', check.dir, 'dir');
        if (check.answerLines !== undefined && set) {
          // the first option (or a typed text) for the first question only: the text keeps one line per
          // question, and reads back exactly that answer and none to the questions left open
          const q = set.questions[0];
          const given: Answer[] = [
            q.options.length
              ? { questionId: q.id, outcome: 'answered', selected: [q.options[0].id] }
              : { questionId: q.id, outcome: 'answered', selected: [], text: 'typed\n- x → yes' },
          ];
          const { text } = encodeAnswers(set, given);
          assert.equal(text.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/).length, check.answerLines, text);
          assert.deepEqual(readAnswers(set, text).answers, given, text);
        }
        if (check.payloadKeys !== undefined && set) {
          const answers: Answer[] = set.questions.map((q) => ({
            questionId: q.id,
            outcome: 'answered',
            selected: [],
            text: `typed ${q.id}`,
          }));
          const json = JSON.stringify(encodeAnswers(set, answers).payload);
          for (const key of check.payloadKeys as string[])
            assert.ok(json.includes(`"${key}":`), `${key} is a key of the payload: ${json}`);
        }
        if (check.message === 'incomplete') {
          const last = segments[segments.length - 1];
          assert.equal(last?.kind, 'set', 'parseMessage: the block is a question block');
          if (last?.kind === 'set') {
            assert.equal(last.complete, false, 'parseMessage: still arriving');
            assert.equal(last.result.ok ? 'ok' : last.result.error.code, 'incomplete');
          }
        }
      }
      assert.deepEqual(snapshot(), before, 'the built-in prototypes changed');
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
      assert.equal(({} as Record<string, unknown>).isAdmin, undefined);
    });
  }

  test('a decoded set holds plain data only (no prototype keys reached an object)', () => {
    for (const c of cases) {
      const r = parse(c.body, c.expected.format ? { format: c.expected.format } : {});
      if (!r.ok) continue;
      const walk = (v: unknown, path: string): void => {
        if (typeof v !== 'object' || v === null) return;
        const proto = Object.getPrototypeOf(v);
        assert.ok(
          proto === Object.prototype || proto === Array.prototype || proto === null,
          `${c.name}: ${path} has a foreign prototype`,
        );
        for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k], `${path}.${k}`);
      };
      walk(r.set, 'set');
    }
  });

  test('slowest case (logged, not asserted)', () => {
    console.log(
      `adversarial corpus in the codec: ${cases.length} cases; slowest parse ${slowest.name} ${slowest.ms.toFixed(1)} ms`,
    );
  });
});

/**
 * Issue 41 (E), point 1: a body still arriving decodes to the questions complete so far. Every
 * valid fixture of several questions, in each format and carrier, streamed in small chunks: the
 * sets read on the way hold the whole body's first questions, one more at a time, never a question
 * before its bytes are all there; and the reading takes time linear in the body.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse, FORMAT_IDS, type QuestionSet } from '../../src/codec/index.js';
import { PartialReader, PartialScanner } from '../../src/codec/partial.js';
import { MAX_DEPTH, MAX_QUESTIONS } from '../../src/codec/limits.js';
import { assertLinear } from '../linear.js';
import { bodyCases } from './corpus.js';

/** The sets a body gives streamed `step` characters at a time (the whole body last, read as `parse` reads it). */
function stream(body: string, step: number, options = {}): { at: number; set: QuestionSet }[] {
  const reader = new PartialReader(options);
  const seen: { at: number; set: QuestionSet }[] = [];
  for (let at = 1; at <= body.length; at += step) {
    const r = reader.read(body.slice(0, at));
    if (r && 'ok' in r && r.ok) seen.push({ at, set: r.set });
  }
  return seen;
}

/** The questions as the streaming rule compares them: `required` may come after them (MCP's list) and does not change an answer. */
const questionsOf = (set: QuestionSet) =>
  set.questions.map((q) => JSON.stringify({ ...q, required: undefined }));

const cases = bodyCases('valid').filter((c) => {
  const r = parse(c.body, c.expected.options ?? {});
  return r.ok && r.set.questions.length >= 2;
});

describe('a streamed body decodes to its complete questions (issue 41)', () => {
  test('the corpus has bodies of several questions in every format', () => {
    const formats = new Set(cases.map((c) => c.format));
    for (const f of FORMAT_IDS) assert.ok(formats.has(f), `no ${f} fixture of several questions`);
  });

  for (const c of cases) {
    test(`${c.file}: questions one at a time, each as the whole body has it`, () => {
      const options = c.expected.options ?? {};
      const whole = parse(c.body, options);
      assert.ok(whole.ok);
      const final = questionsOf(whole.set);
      const seen = stream(c.body, 5, options);
      let count = 0;
      for (const { at, set } of seen) {
        const qs = questionsOf(set);
        assert.ok(qs.length > count, `at ${at}: ${qs.length} questions after ${count}`);
        count = qs.length;
        assert.ok(qs.length <= final.length);
        // a question shown is complete: the whole body's question at its place, as a prefix gave it
        // (set-wide fields still to come may change it: then it is dropped later, with a notice)
        assert.equal(set.format, whole.set.format);
        const same = qs.filter((q, i) => q === final[i]).length;
        assert.ok(same >= 1 || c.format === 'structured', `at ${at}: no question as the whole body has it`);
      }
    });
  }

  test('each format shows its first question before the body ends, and then more', () => {
    const shown = new Map<string, number>();
    for (const c of cases) {
      const seen = stream(c.body, 3, c.expected.options ?? {});
      if (seen.length >= 2) shown.set(c.format, (shown.get(c.format) ?? 0) + 1);
    }
    for (const f of FORMAT_IDS)
      assert.ok(shown.get(f), `${f}: no fixture shows two partial sets while streaming`);
  });

  test('a question shows only once all its bytes are there (JSON, YAML, fence, tag, index prose)', () => {
    const json = '{"questions": [{"key": "a", "text": "A?"}, {"key": "b", "text": "B?"}]}';
    const cut = json.indexOf('}') + 1;
    for (const [body, end] of [
      [json, cut],
      ['```questions\n' + json + '\n```\n', 13 + cut],
      [
        'Some prose first.\n\n```index-questions\n{"version": 1, "questions": [{"prompt": "P?", "opportunityId": "0b0e8a9c-6d3f-4d6a-9f2e-1c5b7a4d8e01"}, {"prompt": "Q?", "opportunityId": "4a5b6c7d-8e9f-4a1b-8c2d-3e4f5a6b7c8d"}]}\n```',
        0,
      ],
    ] as const) {
      const reader = new PartialReader();
      let first = -1;
      for (let at = 1; at <= body.length; at++) {
        const r = reader.read(body.slice(0, at));
        if (r && 'ok' in r && r.ok && first < 0) first = at;
      }
      assert.ok(first > 0, body);
      if (end) assert.equal(first, end, body);
    }
    const yaml =
      'id: y\nquestions:\n  - key: a\n    text: |\n      - not an item\n  - key: b\n    text: B?\n';
    const scanner = new PartialScanner();
    scanner.read(yaml.slice(0, yaml.indexOf('  - key: b')));
    assert.equal(scanner.complete, 0, 'the first item is open until the next one begins');
    scanner.read(yaml.slice(0, yaml.indexOf('  - key: b') + 1));
    assert.equal(scanner.complete, 0, 'a line is read once it is whole');
    scanner.read(yaml.slice(0, yaml.indexOf('    text: B?')));
    assert.equal(scanner.complete, 1);
    const form =
      '<question-form id="f" title="T">{"questions": [{"id": "a", "label": "A?", "type": "text"}, {"id": "b"';
    const r = new PartialReader().read(form);
    assert.ok(r && 'ok' in r && r.ok);
    assert.equal(r.set.id, 'f');
    assert.deepEqual(
      r.set.questions.map((q) => q.id),
      ['a'],
    );
  });

  test('a text that does not extend the last one starts over', () => {
    const reader = new PartialReader();
    const a =
      '[{"id": "a", "header": "A", "question": "A?", "options": [{"label": "x", "description": "X"}, {"label": "y", "description": "Y"}]}, ';
    const first = reader.read(a);
    assert.ok(first && 'ok' in first && first.ok);
    const b = a.replace('A?', 'Z?');
    const again = reader.read(b);
    assert.ok(again && 'ok' in again && again.ok);
    assert.equal(again.set.questions[0].text, 'Z?');
    assert.equal(reader.read(b + ' '), undefined, 'nothing new: no decode');
  });

  test('a body nested deeper than MAX_DEPTH stops the scan: no prefix from inside it', () => {
    const item =
      '{"id": "q", "label": "Q?", "type": "text", "x": ' +
      '['.repeat(MAX_DEPTH) +
      ']'.repeat(MAX_DEPTH) +
      '},';
    const deep = new PartialScanner();
    deep.read('[' + item + item);
    assert.equal(deep.complete, 0);
    const shallow = new PartialScanner();
    shallow.read('[' + item.replaceAll('[', '').replaceAll(']', '') + item);
    assert.equal(shallow.complete, 1, 'the same items without the nesting complete');
  });

  test('at most MAX_QUESTIONS decodes, however many items arrive', () => {
    const item =
      '{"id": "q", "header": "H", "question": "Q?", "options": [{"label": "x", "description": "X"}, {"label": "y", "description": "Y"}]},';
    const scanner = new PartialScanner();
    scanner.read('[' + item.repeat(MAX_QUESTIONS + 20));
    assert.equal(scanner.complete, MAX_QUESTIONS);
  });
});

describe('streaming one character at a time takes linear time (issue 31 rules)', () => {
  const chars = (read: (t: string) => unknown) => (text: string) => {
    for (let i = 1; i <= text.length; i++) read(text.slice(0, i));
  };
  // the scanner alone: slicing the prefix each time is the caller's cost, not compared here
  const scanned = (text: string) => {
    const s = new PartialScanner();
    for (let i = 1; i <= text.length; i += 1) s.read(text.slice(0, i));
  };
  const item = (i: number) =>
    `{"key": "k${i}", "text": "Question ${i} with some words?", "kind": "choice", "options": ["a", "b"]},`;
  const jsonBody = (n: number) => {
    let out = '{"questions": [';
    for (let i = 0; out.length < n; i++) out += item(i);
    return out;
  };
  const yamlBody = (n: number) => {
    let out = 'id: s\nquestions:\n';
    for (let i = 0; out.length < n; i++) out += `  - key: k${i}\n    text: Question ${i}?\n`;
    return out;
  };

  test('the scanner over JSON, YAML, one long string and deep nesting', () => {
    assertLinear(jsonBody, scanned, 20_000);
    assertLinear(yamlBody, scanned, 20_000);
    assertLinear((n) => '{"questions": [{"text": "' + 'x'.repeat(n), scanned, 20_000);
    assertLinear((n) => '['.repeat(n), scanned, 20_000);
    assertLinear((n) => 'questions:\n' + '  - '.repeat(n), scanned, 20_000);
  });

  test('the reader, decodes included (one per question, at most MAX_QUESTIONS)', () => {
    const reader = () => {
      const r = new PartialReader();
      return (t: string) => r.read(t);
    };
    assertLinear(jsonBody, (t) => chars(reader())(t), 20_000);
    assertLinear(yamlBody, (t) => chars(reader())(t), 20_000);
  });
});

describe('chunks, not the whole text so far (issue 49)', () => {
  /** The sets a body gives fed as chunks of `step` characters, each read once. */
  const chunked = (body: string, step: number, options = {}) => {
    const reader = new PartialReader(options);
    const seen: QuestionSet[] = [];
    for (let at = 0; at < body.length; at += step) {
      const r = reader.append(body.slice(at, at + step));
      if (r && 'ok' in r && r.ok) seen.push(r.set);
    }
    assert.equal(reader.text(), body, 'the whole text, once');
    return seen;
  };

  for (const c of cases) {
    test(`${c.file}: chunks give the sets the whole text so far gives`, () => {
      const options = c.expected.options ?? {};
      for (const step of [1, 7, 64]) {
        // the whole text so far, cut where the chunks end
        const reader = new PartialReader(options);
        const byText: number[] = [];
        for (let at = step; at < c.body.length + step; at += step) {
          const r = reader.read(c.body.slice(0, at));
          if (r && 'ok' in r && r.ok) byText.push(questionsOf(r.set).length);
        }
        assert.deepEqual(
          chunked(c.body, step, options).map((set) => questionsOf(set).length),
          byText,
          `${step} characters a chunk`,
        );
      }
    });
  }

  test('a chunk split inside a key, an escape, a line and a fence reads as the whole text does', () => {
    const yaml =
      '```vance\nid: y\nquestions:\n  - id: a\n    text: "A \\" ?"\n  - id: b\n    text: B?\n```\n';
    for (let cut = 1; cut < yaml.length; cut++) {
      const s = new PartialScanner();
      s.append(yaml.slice(0, cut));
      s.append(yaml.slice(cut));
      const whole = new PartialScanner();
      whole.read(yaml);
      assert.equal(s.complete, whole.complete, `cut at ${cut}`);
      assert.equal(s.prefix(), whole.prefix(), `cut at ${cut}`);
    }
  });

  test('a text source read trimmed shows its last question once the carrier closes (§2.1)', () => {
    // an element's text and a script child are dedented: the newline after the closing fence or
    // tag never arrives, so the line that ends the last item is judged by its first character
    const closed = bodyCases('valid').filter(
      (c) => /(`{3,}|~{3,}|<\/question-form>)\s*$/.test(c.body) && parse(c.body, c.expected.options ?? {}).ok,
    );
    assert.ok(
      closed.some((c) => c.format === 'vance'),
      'a fenced vance body in the corpus',
    );
    for (const c of closed) {
      const options = c.expected.options ?? {};
      const whole = parse(c.body, options);
      assert.ok(whole.ok);
      const reader = new PartialReader(options);
      let last: QuestionSet | undefined;
      const body = c.body.trimEnd();
      for (let at = 1; at <= body.length; at += 3) {
        const r = reader.read(body.slice(0, at));
        if (r && 'ok' in r && r.ok) last = r.set;
      }
      const r = reader.read(body);
      if (r && 'ok' in r && r.ok) last = r.set;
      assert.equal(last?.questions.length, whole.set.questions.length, c.file);
    }
  });

  test('a comment or a blank line at the item’s indentation ends nothing', () => {
    const s = new PartialScanner();
    s.append('questions:\n  - id: a\n    text: A?\n  # more\n  \n    note: n\n');
    assert.equal(s.complete, 0);
    s.append('  - ');
    assert.equal(s.complete, 1, 'the next item’s dash ends it before its line is whole');
  });
});

describe('hostile bytes early in a stream (issue 49 §2.6)', () => {
  /** A body whose first question has bytes a decoder refuses, then `n` characters of good ones, ~250 a question. */
  const hostile = (bad: string) => (n: number) => {
    let out = `{"questions": [{"key": "x", "text": "Bad ${bad}?", "kind": "choice", "options": ["a", "b"]},\n`;
    for (let i = 0; out.length < n; i++)
      out += `{"key": "k${i}", "text": "Question ${i} ${'w'.repeat(180)}?", "kind": "choice", "options": ["a", "b"]},\n`;
    return out;
  };
  const appended = (text: string) => {
    const r = new PartialReader();
    for (let i = 0; i < text.length; i += 4) r.append(text.slice(i, i + 4));
  };
  const whole = (text: string) => {
    const r = new PartialReader();
    for (let i = 4; i <= text.length; i += 4) r.read(text.slice(0, i));
  };

  test('its questions still show, a few decodes apart; a clean body shows each as it completes', () => {
    const sets = (text: string) => {
      const r = new PartialReader();
      const counts: number[] = [];
      for (let i = 0; i < text.length; i += 4) {
        const got = r.append(text.slice(i, i + 4));
        if (got && 'ok' in got && got.ok) counts.push(got.set.questions.length);
      }
      return counts;
    };
    const clean = sets(hostile('ok')(30_000));
    assert.deepEqual(
      clean,
      clean.map((_, i) => i + 1),
    );
    for (const bad of ['\uFFFD', '\u0000']) {
      const broken = sets(hostile(bad)(30_000));
      assert.ok(broken.length <= 8, `${broken.length} decodes`);
      // the last decode came at half the body or later: the rest shows when the body ends
      assert.ok(broken.at(-1)! * 2 >= clean.length, 'the questions show all the same');
    }
  });

  for (const [name, bad] of [
    ['U+FFFD', '\uFFFD'],
    ['NUL', '\u0000'],
  ] as const) {
    test(`${name}: a prefix that fails to decode is not decoded again from its start at every question`, () => {
      // 7,500 characters hold ~30 questions, 30,000 ~120: decoding each prefix again is quadratic
      assertLinear(hostile(bad), appended, 7_500);
      assertLinear(hostile(bad), whole, 7_500);
    });
  }
});

/**
 * The way out every set offers (issue 41 §2): `encodeDecline` gives the text the agent reads and
 * the format's decline payload in every format, and `readAnswers` reads that text back as a
 * decline in every language, never as an answer. MCP URL mode in both revisions (§4) and an Agent
 * Client Protocol elicitation request, which decodes as `mcp`. The per-format payloads themselves
 * are answer cases of the corpus (`fixtures/<format>/answers/*decline*`), held by the corpus sweep.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ElicitRequestParamsSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  DECLINED_WORDS,
  encodeAnswers,
  encodeDecline,
  FORMAT_IDS,
  parse,
  readAnswers,
  serialize,
  type QuestionSet,
} from '../../src/codec/index.js';
import { CANCELLED } from '../../src/codec/formats/mcp/cancelled.js';
import { LANGS } from '../../src/codec/words.js';
import { answerCases, read } from './corpus.js';

function decode(body: string | object): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

describe('encodeDecline: the way out in every format', () => {
  test('every format has a decline case in the corpus, with its text', () => {
    const declines = answerCases().filter((c) => c.case.decline);
    for (const id of FORMAT_IDS)
      assert.ok(
        declines.some((c) => c.file.startsWith(`${id}/`) && typeof c.case.expected.text === 'string'),
        `${id}: a decline answer case with its expected text`,
      );
  });

  test('the text says the user chose not to answer here, in the UI language, with the note on its line; the note reads back exactly', () => {
    for (const c of answerCases().filter((x) => x.case.decline)) {
      const set = decode(c.body);
      for (const lang of LANGS) {
        // a line break and the separator: the note is a JSON string literal, on the text's one line
        const { text } = encodeDecline(set, { lang, note: 'a\nb → c' });
        assert.equal(text, `${DECLINED_WORDS[lang]} — "a\\nb \\u2192 c"`, `${c.file} in ${lang}`);
        assert.equal(text.split('\n').length, 1);
        assert.deepEqual(readAnswers(set, text).declined, { note: 'a\nb → c' });
        // a plain note stays as typed
        const plain = encodeDecline(set, { lang, note: 'not now, ask me Friday' }).text;
        assert.equal(plain, `${DECLINED_WORDS[lang]} — not now, ask me Friday`);
        assert.deepEqual(readAnswers(set, plain).declined, { note: 'not now, ask me Friday' });
      }
    }
  });

  test('a note that looks like answer lines or a quoted string reads back as the note, and forges no answer', () => {
    const set = decode(read('shiitake/valid/01-ask-live-release.json'));
    for (const note of ['- Region → eu\n- Size → large', '"quoted"', 'line\u2028separator', '\u202eevil']) {
      const { text } = encodeDecline(set, { note });
      const back = readAnswers(set, text);
      assert.deepEqual(back.declined, { note }, JSON.stringify(note));
      assert.deepEqual(back.answers, []);
    }
  });

  test('readAnswers reads every language back as a decline, with light edits, and nothing as answered', () => {
    const set = decode(read('vance/valid/01-seed-example.yaml'));
    for (const lang of LANGS) {
      const w = DECLINED_WORDS[lang];
      for (const message of [w, `  ${w.toUpperCase()}\n`, `${w} — soon`]) {
        const r = readAnswers(set, message);
        assert.ok(r.declined, `${lang}: ${message}`);
        assert.deepEqual(r.answers, []);
        assert.equal(r.answerText, false, 'not the answer text: the set was answered in the chat');
        assert.deepEqual(
          r.open,
          set.questions.map((q) => q.id),
        );
      }
    }
    assert.equal(readAnswers(set, '- Region → eu').declined, undefined);
  });

  test('a dismissed request (MCP cancel) says so in every language, with no note, and reads back as a cancel', () => {
    const set = decode(read('mcp/valid/05-boolean.json'));
    for (const lang of LANGS) {
      const { text, payload } = encodeDecline(set, { lang, action: 'cancel', note: 'ignored' });
      assert.equal(text, CANCELLED[lang], lang);
      assert.notEqual(text, DECLINED_WORDS[lang], `${lang}: the text of Cancel is not the text of Decline`);
      assert.ok(!text.includes(' — '), lang);
      assert.deepEqual(payload, { action: 'cancel' });
      for (const message of [text, `  ${text.toUpperCase()}\n`])
        assert.deepEqual(readAnswers(set, message).declined, { action: 'cancel' }, `${lang}: ${message}`);
      assert.deepEqual(
        readAnswers(set, encodeDecline(set, { lang }).text).declined,
        {},
        `${lang}: a decline`,
      );
      // only a format that can be dismissed reads the text as a dismissal
      assert.equal(readAnswers(decode(read('vance/valid/01-seed-example.yaml')), text).declined, undefined);
    }
    // free text in an MCP answer that spells the text of a dismissal is sent quoted: it reads back as that answer
    const q = decode({
      message: 'Why?',
      requestedSchema: { type: 'object', properties: { why: { type: 'string', title: 'Why?' } } },
    });
    const { text } = encodeAnswers(q, [
      { questionId: 'why', outcome: 'answered', selected: [], text: CANCELLED.en },
    ]);
    const r = readAnswers(q, text);
    assert.equal(r.declined, undefined, text);
    assert.equal(r.answers[0]?.text, CANCELLED.en);
  });

  test('free text that spells the decline text is sent quoted: it reads back as that answer, not as a decline', () => {
    for (const body of [
      { questions: [{ key: 'why', text: 'Why?' }] },
      [{ id: 'why', header: 'Why', question: 'Why?', options: [{ label: 'A', description: '' }] }],
    ]) {
      const set = decode(body);
      const q = set.questions[0];
      for (const lang of ['en', 'de', 'ja']) {
        const typed = DECLINED_WORDS[lang as 'en'];
        const { text } = encodeAnswers(set, [
          { questionId: q.id, outcome: 'answered', selected: [], text: typed },
        ]);
        const r = readAnswers(set, text);
        assert.equal(r.declined, undefined, `${set.format} ${lang}: ${text}`);
        assert.equal(r.answers[0]?.text, typed);
      }
    }
  });
});

describe('MCP URL mode: both revisions', () => {
  const url = 'https://calendar.example.com/oauth/authorize?client=booking';
  const message = 'Sign in to your calendar so I can book the room.';

  test('2025-11-25: the elicitationId is the set id, and serialize keeps it', () => {
    const body = { mode: 'url', message, elicitationId: 'el-7f3a', url };
    const set = decode(body);
    assert.equal(set.id, 'el-7f3a');
    assert.equal(set.url?.elicitationId, 'el-7f3a');
    assert.deepEqual(JSON.parse(serialize(set)), body);
  });

  test('2026-07-28 has no elicitationId: decoded, its id derived as other bodies derive theirs, stable', () => {
    const body = { mode: 'url', message, url };
    const r = parse(JSON.stringify(body));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
    assert.equal(r.set.format, 'mcp');
    assert.match(r.set.id, /^q-[0-9a-f]+$/);
    assert.equal(r.set.derivedId, true);
    assert.equal('elicitationId' in r.set.url!, false);
    assert.equal(decode(body).id, r.set.id, 'the same request, the same id');
    assert.notEqual(decode({ ...body, url: `${url}&x=1` }).id, r.set.id, 'another address, another set');
    assert.deepEqual(JSON.parse(serialize(r.set)), body);
    // its answers: accept once opened, and the way out
    assert.deepEqual(encodeAnswers(r.set, []).payload, { action: 'accept' });
    assert.deepEqual(encodeDecline(r.set).payload, { action: 'decline' });
  });

  test('a URL-mode request still needs its url, as a string holding an absolute URL', () => {
    const missing = parse({ mode: 'url', message }, { format: 'mcp' });
    assert.equal(!missing.ok && missing.error.path?.join('.'), 'url');
    const bad = parse({ mode: 'url', message, url: 'not a url' }, { format: 'mcp' });
    assert.equal(!bad.ok && bad.error.path?.join('.'), 'url');
  });

  test("the 2025 shape passes the 1.x SDK's own schema (the 2026 one is the 2.x client's, run end to end in the browser)", () => {
    assert.ok(
      ElicitRequestParamsSchema.safeParse({ mode: 'url', message, elicitationId: 'el-7f3a', url }).success,
    );
  });
});

describe('Agent Client Protocol elicitation requests decode as mcp', () => {
  test('form mode with the session scope (sessionId, toolCallId): the questions of its schema', () => {
    const set = decode(read('mcp/valid/19-acp-session-form.json'));
    assert.equal(set.format, 'mcp');
    assert.deepEqual(
      set.questions.map((q) => [q.id, q.kind, q.required]),
      [
        ['strategy', 'choice', true],
        ['tests', 'input', false],
      ],
    );
    const sent = encodeAnswers(set, [
      { questionId: 'strategy', outcome: 'answered', selected: ['aggressive'] },
    ]);
    // ACP's response mirrors MCP's ElicitResult: accept with content (an optional question left alone is left out)
    assert.deepEqual(sent.payload, { action: 'accept', content: { strategy: 'aggressive' } });
    assert.deepEqual(encodeDecline(set).payload, { action: 'decline' });
  });

  test('URL mode with the session scope: the elicitationId is the set id', () => {
    const set = decode(read('mcp/valid/20-acp-session-url.json'));
    assert.equal(set.format, 'mcp');
    assert.equal(set.id, 'github-oauth-001');
    assert.equal(set.url?.origin, 'https://agent.example.com');
  });
});

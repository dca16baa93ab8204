/**
 * The `question-elements ask` command, driven through its stdin as a child process: the line
 * grammar, one behaviour at a time. The sweeps over the whole fixture corpus (every answer case,
 * every invalid body) are test/cli/cli-sweep.test.ts, in `npm run test:slow`.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, test } from 'node:test';
import { CANCELLED } from '../../src/codec/formats/mcp/cancelled.js';
import { DECLINED_WORDS } from '../../src/codec/index.js';
import { lastJson, ROOT, SOURCE_ENTRY, run } from './command.js';

const concurrency = Math.max(2, availableParallelism());

const VANCE = 'fixtures/vance/valid/01-seed-example.yaml'; // 1: region (choice), 2: retention (confirm)
const SHIITAKE = 'fixtures/shiitake/valid/04-object-shared-labels.json'; // tests, docs: Yes / No each
const DISCOVERY = 'fixtures/form/valid/01-seed-discovery.html'; // one checkbox question, max 2
const EGOZ_STRICT = 'fixtures/egoz/valid/08-explicit-false-flags-no-title.json'; // one choice, no free text
const MCP = 'fixtures/mcp/valid/12-every-kind.json';

describe('the line grammar', { concurrency }, () => {
  test('prompts: n/N for a wizard, "answer" for one question, "review" for the overview', async () => {
    const r = await run(['ask', VANCE], ['1']);
    assert.match(r.stderr, /1\/2 › 1\n/);
    assert.match(r.stderr, /2\/2 › /);
    const one = await run(['ask', DISCOVERY], []);
    assert.match(one.stderr, /answer › /);
    const all = await run(['ask', VANCE], ['1', '']);
    assert.match(all.stderr, /review › /);
  });

  test('the set is shown as toText first, with the commands the format offers', async () => {
    const r = await run(['ask', VANCE], []);
    assert.ok(
      r.stderr.startsWith(
        'Three points regarding the requirement\n\n1. In which region will data be stored?',
      ),
    );
    assert.match(r.stderr, /\[1\] eu-central-1 \[2\] eu-west-1/);
    assert.match(r.stderr, /Commands: :ok :later :unknown :back :clear :pause :decline :help/);
    const s = await run(['ask', SHIITAKE], []);
    assert.match(s.stderr, /Commands: :back :clear :pause :decline :help/);
  });

  test('a number picks, Enter confirms the assumption, Enter at the overview sends', async () => {
    const r = await run(['ask', VANCE, '--json', '--request-id', 'r1'], ['2', '', '']);
    assert.equal(r.code, 0, r.stderr);
    const out = lastJson(r.stdout);
    assert.equal(
      out.text,
      '- In which region will data be stored? → eu-west-1\n- Correct retention to 10 years? → yes',
    );
    assert.equal(out.requestId, 'r1');
  });

  test('without --json, stdout gets the readable text alone', async () => {
    const r = await run(['ask', VANCE], ['1', ':later', '']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(
      r.stdout,
      '- In which region will data be stored? → eu-central-1\n- Correct retention to 10 years? → later\n',
    );
    assert.match(r.stderr, /\nSent\n$/, 'the receipt, once stdout has the answers');
  });

  test(':back goes to the question before and shows its answer; not before the first', async () => {
    const r = await run(['ask', VANCE, '--json'], [':back', '2', ':back', '1', '', '']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /This is the first question/);
    assert.match(r.stderr, /now: eu-west-1 \(Enter keeps it\)/);
    assert.match(String(lastJson(r.stdout).text), /→ eu-central-1\n/);
  });

  test('a number at the overview reopens that question, then returns to the overview', async () => {
    const r = await run(['ask', VANCE, '--json'], ['1', '', '1', '2', '']);
    assert.equal(r.code, 0, r.stderr);
    const overviews = r.stderr.split('Review your answers').length - 1;
    assert.equal(overviews, 2, 'the overview is shown again after the edit');
    assert.match(String(lastJson(r.stdout).text), /→ eu-west-1\n- Correct retention to 10 years\? → yes$/);
    const wrong = await run(['ask', VANCE], ['1', '', '7']);
    assert.match(wrong.stderr, /7 is not a question number: type 1–2/);
  });

  test('multi-select takes several numbers and refuses more than maxSelections', async () => {
    const r = await run(['ask', DISCOVERY, '--json'], ['1 2 3', '1,3']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Choose at most 2/);
    assert.deepEqual((lastJson(r.stdout).payload as { values: unknown }).values, {
      audience: ['VC', 'Internal team'],
    });
  });

  test('a single choice takes one number; numbers must name options', async () => {
    const r = await run(['ask', VANCE], ['1 2', '3', '2: text after the number']);
    assert.match(r.stderr, /Choose one option/);
    assert.match(r.stderr, /There is no option 3: choose 1–2/);
    assert.match(r.stderr, /now: eu-west-1 — text after the number|2\/2 › /);
  });

  test('shiitake refuses to send an incomplete set, with the same messages as the elements', async () => {
    const r = await run(['ask', SHIITAKE, '--json'], ['1', '', '', '2', '2', '']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Answer every question to send/);
    assert.match(
      r.stderr,
      /2\. Update the public API docs in the same PR\?: Every question needs an answer before sending/,
    );
    assert.equal(
      lastJson(r.stdout).text,
      '- Add integration tests for the new checkout flow? → Yes\n- Update the public API docs in the same PR? → No',
    );
  });

  test('outcomes only where the format offers them', async () => {
    const r = await run(['ask', SHIITAKE], [':ok']);
    assert.match(r.stderr, /:ok is not offered by these questions/);
    const u = await run(['ask', VANCE], [':nope']);
    assert.match(u.stderr, /Unknown command :nope/);
  });

  test('free text is refused where the question takes none, and taken where it does', async () => {
    const r = await run(['ask', EGOZ_STRICT, '--json'], ['staging please', '1']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /takes one of its options, not your own text/);
    assert.equal(lastJson(r.stdout).text, 'staging');
  });

  test('a backslash sends a line as text, even one that looks like a number or a command', async () => {
    const r = await run(['ask', VANCE, '--json'], ['\\1 of them, any', '\\:)', '']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(
      lastJson(r.stdout).text,
      '- In which region will data be stored? → 1 of them, any\n- Correct retention to 10 years? → :)',
    );
  });

  test('end of input leaves without sending and says so (exit 1)', async () => {
    const r = await run(['ask', VANCE, '--json'], ['1']);
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /End of input: nothing was sent\.\n$/);
  });

  test('an expired set is closed: nothing is sent (exit 4); before its expiry it is answered', async () => {
    const file = 'fixtures/shiitake/valid/01-ask-live-release.json'; // expiresAt 2026-01-01T10:00:00Z
    const late = await run(['ask', file, '--json', '--now', '2026-01-01T10:00:00Z'], [':decline']);
    assert.equal(late.code, 4, late.stderr);
    assert.equal(late.stdout, '');
    assert.match(late.stderr, /Open until 2026-01-01T10:00:00.000Z\./);
    assert.match(late.stderr, /These questions have expired: they are closed, and nothing was sent\./);
    const early = await run(['ask', file, '--json', '--now', '2026-01-01T09:59:00Z'], [':decline', '']);
    assert.equal(early.code, 0, early.stderr);
    assert.equal((await run(['ask', file, '--now', 'soon'])).code, 64);
  });

  test(':pause leaves without sending and says so (exit 3)', async () => {
    const r = await run(['ask', VANCE, '--json'], ['1', ':pause', '']);
    assert.equal(r.code, 3);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /Paused: nothing was sent/);
  });

  test('Ctrl-C leaves without sending and says so (exit 130)', async () => {
    const r = await run(['ask', VANCE, '--json'], ['1'], { interruptAt: '2/2 › ', keepOpen: true });
    assert.equal(r.code, 130, r.stderr);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /Interrupted: nothing was sent\./);
  });

  test(':decline takes a reason inline or on the next line; every format offers it (the way out)', async () => {
    const inline = await run(['ask', SHIITAKE, '--json', '--request-id', 'd1'], [':decline not now']);
    assert.equal(inline.code, 0, inline.stderr);
    assert.deepEqual(lastJson(inline.stdout), {
      text: `${DECLINED_WORDS.en} — not now`,
      payload: { askId: 'q-f5d4f48', requestId: 'd1', note: 'not now' },
      requestId: 'd1',
      declined: true,
    });
    // shiitake declines by its own means: the receipt says declined, and the note under it
    assert.match(inline.stderr, /\nDeclined\n {2}not now\n$/);
    const text = await run(['ask', SHIITAKE], [':decline', 'later this week']);
    // the codec's text of a declined set, as the elements send it
    assert.equal(text.stdout, `${DECLINED_WORDS.en} — later this week\n`);
    const back = await run(['ask', SHIITAKE], [':decline', ':back', ':pause']);
    assert.equal(back.code, 3, 'the decline was taken back');
    const vance = await run(['ask', VANCE, '--json', '--request-id', 'v1'], [':decline']);
    assert.equal(vance.code, 0, vance.stderr);
    assert.deepEqual(lastJson(vance.stdout), {
      text: DECLINED_WORDS.en,
      payload: { content: DECLINED_WORDS.en, questionDecline: { setId: 'q-7f3a' } },
      requestId: 'v1',
      declined: true,
    });
    // vance has no decline of its own: the way out, and the receipt says the user answers in the chat
    assert.match(vance.stderr, /\nAnswering in the chat\n$/);
  });

  test('mcp: :cancel and :decline answer at once, each with its text and its own receipt', async () => {
    const c = await run(['ask', MCP, '--json', '--request-id', 'm1'], [':cancel']);
    assert.deepEqual(lastJson(c.stdout), {
      text: CANCELLED.en,
      payload: { action: 'cancel' },
      requestId: 'm1',
      declined: true,
      action: 'cancel',
    });
    assert.match(c.stderr, /\nCancelled\n$/);
    const d = await run(['ask', MCP, '--json', '--request-id', 'm2'], [':decline']);
    assert.deepEqual(lastJson(d.stdout), {
      text: DECLINED_WORDS.en,
      payload: { action: 'decline' },
      requestId: 'm2',
      declined: true,
    });
    assert.match(d.stderr, /\nDeclined\n$/);
    const de = await run(['ask', MCP, '--lang', 'de', '--request-id', 'm3'], [':cancel']);
    assert.match(de.stderr, /\nAbgebrochen\n$/);
  });

  test('a stdout that cannot be written: not sent, the answers on stderr to send again (exit 5)', async () => {
    for (const stdout of ['closed', 'full'] as const) {
      const r = await run(['ask', VANCE, '--json', '--request-id', `u-${stdout}`], ['2', '', ''], { stdout });
      assert.equal(r.code, 5, `${stdout}: ${r.stderr}`);
      const why = stdout === 'closed' ? 'EPIPE' : 'ENOSPC';
      assert.match(r.stderr, new RegExp(`\\nNot sent \\(${why}\\)\\. You can send again\\.\\n`));
      assert.doesNotMatch(r.stderr, /\nSent\n/, 'the receipt never claims what did not happen');
      assert.match(r.stderr, new RegExp(`to send again with --request-id u-${stdout}:\\n`));
      // the last line of stderr is what stdout would have had, and why it was not delivered
      const kept = JSON.parse(r.stderr.trimEnd().split('\n').at(-1)!) as Record<string, unknown>;
      const { delivered, reason, ...result } = kept;
      assert.deepEqual({ delivered, reason }, { delivered: false, reason: why });
      const sent = await run(['ask', VANCE, '--json', '--request-id', `u-${stdout}`], ['2', '', '']);
      assert.deepEqual(result, lastJson(sent.stdout), 'the same answers under the same request id');
    }
    const text = await run(['ask', SHIITAKE], [':decline', 'not now'], { stdout: 'closed' });
    assert.equal(text.code, 5, text.stderr);
    assert.ok(text.stderr.endsWith(`\n${DECLINED_WORDS.en} — not now\n`), text.stderr);
  });

  test('typed values pass the codec checks: lengths, addresses, dates, numbers, yes/no', async () => {
    const lines = [
      'ab', // name: too short
      'atlas',
      'not-an-address',
      'ops@example.com',
      'example.com', // docs: not a URI
      'https://example.com/docs',
      '2025-02-30',
      '2025-03-01',
      '', // window: left open
      '9', // replicas: more than 5
      '2.5', // not whole
      'three',
      '3',
      '120.5',
      'maybe',
      'ja',
      '1',
      '2',
      '', // size: open
      '1 3',
      '1',
      '',
    ];
    const r = await run(['ask', MCP, '--json'], lines);
    assert.equal(r.code, 0, r.stderr);
    for (const message of [
      'Enter at least 3 characters',
      'Enter an e-mail address',
      'Enter a full address (https://…)',
      'Enter a date (YYYY-MM-DD)',
      'Enter a number of at most 5',
      'Enter a whole number',
      'Enter a number',
      'Answer yes or no',
    ])
      assert.ok(r.stderr.includes(message), `missing "${message}"`);
    assert.deepEqual(lastJson(r.stdout).payload, {
      action: 'accept',
      content: {
        name: 'atlas',
        owner: 'ops@example.com',
        docs: 'https://example.com/docs',
        start: '2025-03-01',
        replicas: 3,
        budget: 120.5,
        public: true,
        region: 'eu-west',
        tier: 'l',
        zones: ['a', 'c'],
        alerts: ['mail'],
      },
    });
  });

  test('--lang de: the words of the prompts and of the sent text', async () => {
    const r = await run(['ask', VANCE, '--lang', 'de'], [':unknown', ':later', '']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Antworten prüfen/);
    assert.match(r.stderr, /übersicht › /);
    assert.equal(
      r.stdout,
      '- In which region will data be stored? → weiß nicht\n- Correct retention to 10 years? → später\n',
    );
  });

  test('a whole assistant message: the blocks as text, the last set asked', async () => {
    const r = await run(['ask', 'fixtures/messages/02-two-questions-fences.md', '--json'], ['']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /^First the release:\n\nTwo points before the release\n\n1\. Which channel/);
    assert.match(r.stderr, /This message holds 2 question sets/);
    assert.match(r.stderr, /answer › /);
    assert.deepEqual((lastJson(r.stdout).payload as { questionAnswers: unknown }).questionAnswers, {
      setId: 'q-docs',
      answers: [{ key: 'docs', outcome: 'ANSWERED', value: 'yes' }],
    });
  });

  test('a message whose only block does not decode gives that block’s error', async () => {
    const r = await run(['ask', 'fixtures/messages/13-invalid-questions-fence.md']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /needs at least 2 options/);
  });

  test('the set on stdin ("-") needs a terminal for the answers', async () => {
    const body = readFileSync(`${ROOT}${VANCE}`, 'utf8');
    const r = await run(['ask', '-'], body.split('\n'), { detached: true });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /the answers must come from a terminal/);
    const bad = await run(['ask', '-'], ['{"nope": 1}'], { detached: true });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /matches no known question format/);
  });

  test('usage errors exit 64; --help and --version exit 0', async () => {
    assert.equal((await run(['ask', VANCE, '--bogus'])).code, 64);
    assert.equal((await run(['tell', VANCE])).code, 64);
    assert.equal((await run(['ask', VANCE, '--format', 'nope'])).code, 64);
    const help = await run(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /Usage: question-elements ask/);
    const version = await run(['--version']);
    assert.equal(version.stdout.trim(), JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')).version);
  });

  test('the source entry runs directly through the TypeScript loader', async () => {
    const r = await run(['ask', VANCE, '--json', '--request-id', 'src'], ['2', ':ok', ''], {
      entry: SOURCE_ENTRY,
    });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(lastJson(r.stdout).requestId, 'src');
  });

  test(
    'the bin runs the built dist/npm/cli.js',
    { skip: !existsSync(`${ROOT}dist/npm/cli.js`) && 'not built' },
    async () => {
      const r = await run(['ask', VANCE, '--json', '--request-id', 'bin'], ['1', '', ''], {
        entry: [`${ROOT}bin/question-elements.mjs`],
      });
      assert.equal(r.code, 0, r.stderr);
      assert.equal(lastJson(r.stdout).requestId, 'bin');
    },
  );
});

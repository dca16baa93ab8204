/**
 * The `question-elements ask` command over the whole fixture corpus, one child process per case
 * (`npm run test:slow`, which CI runs; `npm test` keeps the line grammar, test/cli/cli.test.ts).
 *
 * Every answer case of the fixture corpus becomes a terminal session (test/cli/lines.ts) whose
 * `--json` output must equal the case's expected text and payload: the same values the elements
 * are tested against, so the terminal and the web cannot disagree. Every invalid fixture must give
 * the codec's error and exit code 2.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, test } from 'node:test';
import { FORMAT_IDS, parse, prettifyError, type DecodeError } from '../../src/codec/index.js';
import { lastJson, ROOT, run } from './command.js';
import { planFor } from './lines.js';
import type { AnswerCaseFile } from '../codec/corpus.js';

const FIXTURES = `${ROOT}fixtures/`;
const concurrency = Math.max(2, availableParallelism());

/** Every `fixtures/<format>/answers/*.json`, read when the tests run. */
function answerCases() {
  return FORMAT_IDS.flatMap((format) => {
    const dir = `${FIXTURES}${format}/answers/`;
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        const c = JSON.parse(readFileSync(dir + f, 'utf8')) as AnswerCaseFile;
        return { format, name: `${format}/answers/${f}`, bodyFile: `fixtures/${format}/${c.body}`, c };
      });
  });
}

/** Every `fixtures/*\/invalid/*` body with its expected error and parse options. */
function invalidCases() {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`${FIXTURES}${d.name}/invalid`))
    .flatMap((d) =>
      readdirSync(`${FIXTURES}${d.name}/invalid`)
        .filter((f) => !f.endsWith('.expected.json') && /\.(yaml|json|md|html|txt)$/.test(f))
        .sort()
        .map((f) => {
          const file = `fixtures/${d.name}/invalid/${f}`;
          const expected = JSON.parse(
            readFileSync(`${ROOT}${file.replace(/\.[^.]+$/, '.expected.json')}`, 'utf8'),
          ) as { error: DecodeError; options?: { format?: string } };
          return { file, expected };
        }),
    );
}

describe('every answer case: the terminal sends what the elements send', { concurrency }, () => {
  for (const { name, bodyFile, c } of answerCases()) {
    test(name, async (t) => {
      const parsed = parse(readFileSync(`${ROOT}${bodyFile}`, 'utf8'));
      assert.ok(parsed.ok, `${bodyFile} must decode`);
      const args = [
        'ask',
        bodyFile,
        '--json',
        '--request-id',
        c.requestId,
        ...(c.lang ? ['--lang', c.lang] : []),
      ];
      // a set that expires is answered while it is open (the fixtures' expiries are fixed dates)
      const expires = parsed.set.expiresAt;
      if (typeof expires === 'number') args.push('--now', String(expires - 60_000));

      if (c.decline) {
        // shiitake asks for the reason on the next line; every other format declines (or cancels) at once
        const note = c.decline.note?.trim();
        const lines =
          c.decline.action === 'cancel'
            ? [':cancel']
            : parsed.set.format === 'shiitake'
              ? [':decline', c.decline.note ?? '']
              : [note ? `:decline ${note}` : ':decline'];
        const r = await run(args, lines);
        assert.equal(r.code, 0, r.stderr);
        const cancel = c.decline.action === 'cancel';
        assert.deepEqual(lastJson(r.stdout), {
          // the codec's text, as the elements send it: a cancel reads as a dismissed request
          text: c.expected.text,
          payload: c.expected.payload,
          requestId: c.requestId,
          declined: true,
          ...(cancel ? { action: 'cancel' } : {}),
        });
        return;
      }

      const plan = planFor(parsed.set, c.answers ?? []);
      // stderr is the transcript: every line is echoed after its prompt
      const r = await run(args, plan.lines);
      if (plan.kind === 'send') {
        assert.equal(r.code, 0, r.stderr);
        const out = lastJson(r.stdout);
        assert.equal(out.text, c.expected.text);
        assert.deepEqual(out.payload, c.expected.payload);
        assert.equal(out.requestId, c.requestId);
        return;
      }
      // nothing was sent: the command ran out of input, after saying why
      assert.equal(r.stdout, '', 'nothing may be sent');
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stderr, /nothing was sent|nichts wurde gesendet/);
      if (plan.kind === 'refused')
        for (const issue of plan.issues)
          assert.ok(r.stderr.includes(issue.message), `missing "${issue.message}"`);
      else if (plan.reason === 'free-text')
        assert.match(
          r.stderr,
          /not your own text|keinen eigenen Text/,
          'free text is refused where none is taken',
        );
      else t.skip(`no line gives this answer (${plan.reason})`);
    });
  }
});

describe('every invalid fixture: the codec error, exit code 2', { concurrency }, () => {
  for (const { file, expected } of invalidCases()) {
    test(file, async () => {
      const format = expected.options?.format;
      const r = await run(['ask', file, '--json', ...(format ? ['--format', format] : [])]);
      assert.equal(r.code, 2, r.stderr);
      assert.equal(r.stdout, '');
      const body = readFileSync(`${ROOT}${file}`, 'utf8');
      const got = parse(body, format ? { format: format as never } : undefined);
      assert.ok(!got.ok);
      assert.equal(got.error.message, expected.error.message, 'the fixture and the codec agree');
      assert.ok(r.stderr.includes(prettifyError(got.error)), `stderr: ${r.stderr}`);
      assert.ok(r.stderr.includes(`[${expected.error.code}]`), `stderr: ${r.stderr}`);
    });
  }
});

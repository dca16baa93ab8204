/**
 * The built bundle is what is tested (issue 30 §6): the fixture sweep of the codec runs against the
 * npm build's entries exactly as Node and a bundler load them (`dist/npm/codec.js`, the `node`
 * condition's `dist/npm/node.js`), and the built command sends the form's header. The built entries
 * once lost the form's `[form answers — <id>]` line (the lazy format table dropped its `message`
 * hook) while every test of the source passed. `npm test` builds dist/ first when it is stale
 * (scripts/test.mjs); run `npm run build` before running this file alone.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { sweepCorpus, type Codec } from '../codec/corpus-sweep.js';
import { ROOT, run } from '../cli/command.js';

const entry = (file: string) => `${ROOT}dist/npm/${file}`;
if (!existsSync(entry('codec.js'))) throw new Error('dist/npm is not built: run `npm run build` first');

const codec = (await import(entry('codec.js'))) as Codec;
sweepCorpus(codec, 'dist/npm/codec.js');
sweepCorpus((await import(entry('node.js'))) as Codec, 'dist/npm/node.js');

const FORM =
  '<question-form id="intake">{"questions":[{"id":"name","label":"Name","type":"text"}]}</question-form>';

test("the built entries write the form's header in the text and the payload's message", () => {
  const parsed = codec.parse(FORM);
  assert.ok(parsed.ok);
  const { text, payload } = codec.encodeAnswers(parsed.set, [], { requestId: 'r' });
  assert.equal(text, '[form answers — intake]\nno answer');
  assert.equal((payload as { message: string }).message, text);
});

test('the built command (bin → dist/npm/cli.js) sends the form header', async () => {
  const r = await run(
    ['ask', 'fixtures/form/valid/01-seed-discovery.html', '--json', '--request-id', 'dist'],
    ['1'],
    { entry: [`${ROOT}bin/question-elements.mjs`] },
  );
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout.trim()) as { text: string; payload: { message: string } };
  assert.match(out.text, /^\[form answers — [^\]\n]+\]\n/);
  assert.equal(out.payload.message, out.text);
});

/** The line wizard's DOM-free core, without a process: lines in, output and a result out. */
// every language's words at once, as the command's entry (src/cli/main.ts) has them
import '../../src/i18n/eager.js';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse, type QuestionSet } from '../../src/codec/index.js';
import { LineWizard, runLines } from '../../src/cli/session.js';
import { pickSet } from '../../src/cli/source.js';

const load = (file: string): QuestionSet => {
  const r = parse(readFileSync(new URL(`../../fixtures/${file}`, import.meta.url), 'utf8'));
  assert.ok(r.ok);
  return r.set;
};

const VANCE = load('vance/valid/01-seed-example.yaml');

test('a session is a list of replies: output, the next prompt, and at the end a result', () => {
  const w = new LineWizard(VANCE, { requestId: 'core' });
  assert.equal(w.begin().prompt, '1/2 › ');
  assert.equal(w.line('2').prompt, '2/2 › ');
  const overview = w.line('');
  assert.equal(overview.prompt, 'review › ');
  assert.ok(overview.output.includes('  2. Correct retention to 10 years? → yes'));
  const sent = w.line('');
  assert.equal(sent.prompt, '');
  assert.equal(sent.result?.kind, 'sent');
  if (sent.result?.kind === 'sent') assert.equal(sent.result.encoded.requestId, 'core');
  assert.deepEqual(w.line('more').output, [], 'nothing happens after the end');
});

test('runLines gives the transcript and the result', () => {
  const { output, result } = runLines(VANCE, ['1', ':unknown', ''], { lang: 'de' });
  assert.equal(result?.kind, 'sent');
  assert.ok(output.includes('1/2 › 1'));
  assert.ok(output.includes('Antworten prüfen'));
  if (result?.kind === 'sent') assert.match(result.encoded.text, /→ weiß nicht$/);
  assert.equal(runLines(VANCE, ['1']).result, undefined, 'no result before sending');
});

test(':help lists the commands the format offers, no others', () => {
  const shiitake = new LineWizard(load('shiitake/valid/06-multiple.json'));
  shiitake.begin();
  const help = shiitake.line(':help').output.join('\n');
  assert.match(help, /:decline/);
  assert.doesNotMatch(help, /:ok|:later|:unknown|:back|:cancel/);
  const vance = new LineWizard(VANCE);
  vance.begin();
  assert.match(vance.line(':help').output.join('\n'), /:ok .*\n:later .*\n:unknown /);
});

test('defaults stand as answers from the start; :clear removes them', () => {
  const set = load('form/valid/03-choice-controls.html');
  const w = new LineWizard(set);
  const first = w.begin();
  assert.ok(first.output.some((l) => /now: .* \(Enter keeps it\)/.test(l)));
  assert.ok(w.line(':clear').output.some((l) => l.trim() === 'now: no answer'));
});

test('a message: the last set that decodes is asked, the blocks shown as text', () => {
  const md = readFileSync(
    new URL('../../fixtures/messages/02-two-questions-fences.md', import.meta.url),
    'utf8',
  );
  const picked = pickSet(md);
  assert.ok(picked.ok);
  assert.equal(picked.set.id, 'q-docs');
  assert.equal(picked.sets, 2);
  assert.match(picked.shown, /First the release:\n\nTwo points before the release/);
  assert.doesNotMatch(picked.shown, /```/);
});

test('an expired set closes at once, and at sending', () => {
  const set = { ...VANCE, expiresAt: 1000 };
  assert.equal(new LineWizard(set, { now: () => 1000 }).begin().result?.kind, 'expired');
  let t = 0;
  const w = new LineWizard(set, { now: () => t });
  w.begin();
  w.line('1');
  w.line('');
  t = 2000;
  assert.equal(w.line('').result?.kind, 'expired');
});

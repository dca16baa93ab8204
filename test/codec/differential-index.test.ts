/**
 * index against seed 003's reader and schema: `parse` and `parseMessage` accept exactly the
 * messages `parseQuestionMessage` accepts (fences led by spaces, BOM or U+3000, payloads led or
 * followed by Unicode spaces, a block not ending the message), with the same prose and questions.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parse, parseMessage } from '../../src/codec/index.js';
import { agreesIndex } from '../reference/agree.js';
import { BODIES } from '../reference/bodies.js';

test('parse and parseMessage agree with parseQuestionMessage on 2,000 blocks and messages', () => {
  fc.assert(
    fc.property(BODIES.index!, (body) => assert.equal(agreesIndex(body), undefined)),
    { numRuns: 2000, seed: 13 },
  );
});

const block = JSON.stringify({
  version: 1,
  questions: [{ prompt: ' ', opportunityId: '0b0e8a9c-6d3f-4d6a-9f2e-1c5b7a4d8e01' }],
});

test('whitespace the seed does not trim is not trimmed; prose keeps its leading whitespace', () => {
  for (const lead of [' ', '\ufeff', '\u3000']) {
    const message = `${lead}\`\`\`index-questions\n${block}\n\`\`\``;
    assert.equal(parse(message).ok, false, JSON.stringify(lead));
    assert.deepEqual(parseMessage(message), [{ kind: 'text', text: message }]);
  }
  assert.equal(parse(`\`\`\`index-questions\n\u2028${block}\n\`\`\``, { format: 'index' }).ok, false);
  const r = parse(`    Prose.\n\n\`\`\`index-questions\n${block}\n\`\`\`\n`);
  assert.equal(r.ok && r.set.intro, '    Prose.');
  // a blank prompt is one character for zod's min(1), and for the codec
  assert.equal(r.ok && r.set.questions[0].text, ' ');
});

/** A message of `proseBytes` of prose and a small block, as a long conversation turn ends. */
function longTurn(proseBytes: number): string {
  const line = 'I moved three conversations forward on your search — here is where each one stands.\n';
  const prose = line.repeat(Math.ceil(proseBytes / line.length));
  const small = JSON.stringify({
    version: 1,
    questions: [
      { prompt: 'On-site one week per month?', opportunityId: '4a5b6c7d-8e9f-4a1b-8c2d-3e4f5a6b7c8d' },
    ],
  });
  return `${prose}\n\`\`\`index-questions\n${small}\n\`\`\`\n`;
}

test('a long turn with a small block: the size limit is the block’s, not the message’s', async () => {
  const { parseQuestionMessage } = await import('../reference/index.js');
  for (const kib of [300, 1024, 4096]) {
    const message = longTurn(kib * 1024);
    assert.ok(message.length > 256 * 1024);
    assert.ok(parseQuestionMessage(message), 'the reference finds the block');
    const segments = parseMessage(message);
    const set = segments.find((s) => s.kind === 'set');
    assert.ok(set && set.kind === 'set' && set.result.ok, `${kib} KiB of prose: the block decodes`);
    assert.equal(set.result.ok && set.result.set.questions[0].id, '4a5b6c7d-8e9f-4a1b-8c2d-3e4f5a6b7c8d');
    assert.equal(segments[0].kind, 'text');
    const whole = parse(message);
    assert.ok(whole.ok, `${kib} KiB of prose: parse reads the message`);
    assert.ok(whole.ok && whole.set.intro!.length > 256 * 1024, 'the prose is kept whole');
  }
});

test('a block over 256 KiB is still refused as too large, in a message and alone', () => {
  const huge = JSON.stringify({
    version: 1,
    questions: [{ prompt: 'x'.repeat(1000), opportunityId: '4a5b6c7d-8e9f-4a1b-8c2d-3e4f5a6b7c8d' }],
    pad: ' '.repeat(300 * 1024),
  });
  const message = `Short prose.\n\n\`\`\`questions\n${huge}\n\`\`\`\n`;
  const [, set] = parseMessage(message);
  assert.ok(set.kind === 'set' && !set.result.ok && set.result.error.code === 'too-large');
  const indexMessage = `Short prose.\n\n\`\`\`index-questions\n${huge}\n\`\`\`\n`;
  const r = parse(indexMessage);
  assert.ok(!r.ok && r.error.code === 'too-large');
  // the index block fails closed in a message: the message stays prose
  assert.deepEqual(
    parseMessage(indexMessage).map((s) => s.kind),
    ['text'],
  );
  const bare = parse(`${huge}`);
  assert.ok(!bare.ok && bare.error.code === 'too-large');
});

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

/** The index block beyond the corpus: detection, the message it serializes to, and round trips. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { detect, parse, parseMessage, serialize, toFence, type QuestionSet } from '../../src/codec/index.js';
import { validBody } from './arbitraries/index.js';
import { read } from './corpus.js';

const ref = (n: number) => `c7e2a4f0-93b1-4d58-a6e0-${n.toString(16).padStart(12, '0')}`;
const same = (a: QuestionSet, b: QuestionSet) => assert.deepEqual({ ...a, id: '' }, { ...b, id: '' });

function decoded(body: string | object): QuestionSet {
  const r = parse(body);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  assert.equal(r.set.format, 'index');
  return r.set;
}

test('detect: a versioned block, a block without version, an empty block', () => {
  assert.equal(detect({ version: 1, questions: [{ prompt: 'Why?', opportunityId: ref(1) }] }), 'index');
  assert.equal(detect({ version: 1, questions: [{ prompt: 'Why?' }] }), 'index');
  assert.equal(detect({ questions: [{ opportunityId: ref(1) }] }), 'index');
  assert.equal(detect({ version: 1, questions: [] }), 'index');
  assert.equal(detect('Prose.\n\n```index-questions\n{"version":1,"questions":[]}\n```'), 'index');
});

test('the seed message serializes back to the seed message', () => {
  const body = read('index/valid/01-seed-message.md');
  const set = decoded(body);
  assert.equal(toFence(set), body);
  assert.equal(serialize(set), body);
});

test('without prose, serialize gives the bare block and toFence the fence alone', () => {
  const set = decoded(read('index/valid/02-seed-block.json'));
  assert.equal(serialize(set), read('index/valid/02-seed-block.json').trim());
  assert.ok(toFence(set).startsWith('```index-questions\n{'));
  assert.ok(toFence(set).endsWith('}\n```'));
});

test('toFence lengthens the fence past backtick runs in a prompt', () => {
  const set = decoded({ version: 1, questions: [{ prompt: 'Use ````` or ```?', opportunityId: ref(1) }] });
  const fence = toFence({ ...set, intro: 'Prose.' });
  assert.match(fence, /^Prose\.\n\n``````index-questions\n/);
  assert.ok(fence.endsWith('\n``````'));
  same(decoded(fence), { ...set, intro: 'Prose.' });
});

test('a set with prose becomes a message whose last section is the block', () => {
  const set = decoded(read('index/valid/16-message-markdown-prose.md'));
  const segments = parseMessage(toFence(set));
  assert.equal(segments.length, 2);
  assert.equal(segments[0].kind, 'text');
  assert.equal(segments[1].kind === 'set' && segments[1].result.ok && segments[1].format, 'index');
});

test('an unknown version fails closed, also inside a message', () => {
  const r = parse(
    'Hi.\n\n```index-questions\n{"version":2,"questions":[{"prompt":"Why?","opportunityId":"' +
      ref(1) +
      '"}]}\n```',
  );
  assert.equal(!r.ok && r.error.code, 'version');
});

test('property: every valid body decodes, and serialize / toFence give the set back', () => {
  fc.assert(
    fc.property(validBody, (body) => {
      const set = decoded(body);
      same(decoded(serialize(set)), set);
      same(decoded(toFence(set)), set);
      if (typeof body === 'string' && body.includes('```index-questions')) {
        const last = parseMessage(body).at(-1);
        assert.ok(last?.kind === 'set' && last.result.ok, 'a message body parses as a message too');
      }
    }),
    { numRuns: 200 },
  );
});

/**
 * The format table decides how a block stands in a message: fence info strings and the tag come
 * from each format's head, and a message is scanned once (each segment carries its block).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FENCES, LAST_FENCE, TAG } from '../../src/codec/carriers.js';
import { FORMAT_IDS, FORMATS, parseMessage } from '../../src/codec/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

test('the carriers are read from the format heads', () => {
  const fenced = FORMAT_IDS.filter((id) => FORMATS[id].fence && !FORMATS[id].fenceEndsMessage);
  assert.deepEqual([...FENCES.values()].sort(), [...fenced].sort());
  for (const [info, id] of FENCES) assert.equal(FORMATS[id].fence, info);
  assert.equal(FORMATS[LAST_FENCE.format].fence, LAST_FENCE.info);
  assert.equal(FORMATS[TAG.format].tag, TAG.name);
  assert.deepEqual(Object.keys(FORMATS), [...FORMAT_IDS]);
});

test('outside the format folders, no code spells a fence or the tag of a block', () => {
  const fences = FORMAT_IDS.map((id) => FORMATS[id].fence).filter((f): f is string => !!f);
  // the fence info strings as a fence or a quoted literal, and the tag opening a block
  const spellings = [
    ...fences.map((info) => `\`\`\`${info}`),
    ...fences.filter((info) => info.includes('-')).map((info) => `'${info}'`),
    `/<${TAG.name}`,
    `/^ {0,3}<${TAG.name}`,
  ];
  const code = ['src/codec', 'src/chat', 'src/elements', 'src/cli']
    .flatMap(files)
    .filter((f) => !f.includes(join('codec', 'formats')));
  const found = code.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .map((text, i) => ({ file, line: i + 1, text }))
      // comments may name them; code may not
      .filter(({ text }) => !/^\s*(\*|\/\/|\/\*)/.test(text))
      .filter(({ text }) => spellings.some((s) => text.includes(s))),
  );
  assert.deepEqual(found, []);
});

test('a message is scanned once: each set segment carries its block, at its place in the message', () => {
  const message = [
    'Before.',
    '',
    '```questions',
    'questions:',
    '  - key: a',
    '    text: A?',
    '```',
    '',
    'Between.',
    '',
    '<question-form id="f1" title="T">{"questions":[{"id":"x","label":"X?","type":"text"}]}</question-form>',
    '',
    '```index-questions',
    '{"version":1,"questions":[{"prompt":"P?","opportunityId":"4a5b6c7d-8e9f-4a1b-8c2d-3e4f5a6b7c8d"}]}',
    '```',
  ].join('\n');
  const sets = parseMessage(message).filter((s) => s.kind === 'set');
  assert.deepEqual(
    sets.map((s) => s.format),
    ['vance', 'form', 'index'],
  );
  for (const s of sets) {
    assert.equal(message.slice(s.block.start, s.block.end), s.raw);
    assert.equal(s.block.format, s.format);
    assert.ok(s.raw.includes(s.block.body));
    assert.equal(s.result.ok, true, JSON.stringify(s.result));
  }
  assert.deepEqual(sets[1].block.attributes, { id: 'f1', title: 'T' });
});

/** One decode per body: the same text read again (an element after upgrade() or the markdown-it plugin) is not decoded again. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse, parseMessage } from '../../src/codec/index.js';
import { read } from './corpus.js';

describe('parse reads a body once', () => {
  const body = read('vance/valid/01-seed-example.yaml');

  test('the same text with the same options gives the same result, not a second decode', () => {
    const first = parse(body);
    assert.ok(first.ok);
    assert.equal(parse(body), first);
    assert.equal(parse(body, { format: 'auto' }), first);
  });

  test('other options or another text decode afresh', () => {
    const first = parse(body);
    assert.notEqual(parse(body, { format: 'vance' }), first);
    assert.notEqual(parse(`${body}\n`), first);
    assert.notEqual(parse(body, { attributes: { title: 'A title' } }), first);
  });

  test('a block the message reader decoded is not decoded again for its element', () => {
    const message = `Some prose.\n\n\`\`\`questions\n${body}\`\`\`\n`;
    const segment = parseMessage(message).find((s) => s.kind === 'set');
    assert.ok(segment && segment.kind === 'set' && segment.result.ok);
    assert.equal(parse(segment.block.body, { format: segment.format }), segment.result);
  });

  test('an error is kept too, and is the same error again', () => {
    const bad = '{"questions": 3}';
    const first = parse(bad);
    assert.equal(first.ok, false);
    assert.equal(parse(bad), first);
  });
});

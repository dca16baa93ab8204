/** fixtures/messages: each assistant message splits into the expected prose and question blocks. */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { parseMessage, type Segment } from '../../src/codec/index.js';
import { FIXTURES, read } from './corpus.js';

type Expected =
  | { kind: 'text'; text: string }
  | { kind: 'set'; format: string; complete: boolean; ok: boolean; id?: string; errorCode?: string };

/** The parts of a segment a fixture pins: the id and error code only where the fixture lists them. */
function comparable(got: Segment, want: Expected): Expected {
  if (got.kind === 'text') return { kind: 'text', text: got.text };
  const out: Expected = { kind: 'set', format: got.format, complete: got.complete, ok: got.result.ok };
  if (want.kind === 'set' && 'id' in want) out.id = got.result.ok ? got.result.set.id : undefined;
  if (want.kind === 'set' && 'errorCode' in want)
    out.errorCode = got.result.ok ? undefined : got.result.error.code;
  return out;
}

const names = readdirSync(FIXTURES + 'messages/')
  .filter((f) => f.endsWith('.md'))
  .sort();

describe('parseMessage splits messages as their fixtures say', () => {
  test('the corpus holds message fixtures', () =>
    assert.ok(names.length >= 16, `only ${names.length} message fixtures`));
  for (const name of names) {
    test(`messages/${name}`, () => {
      const markdown = read(`messages/${name}`);
      const { segments } = JSON.parse(read(`messages/${name.replace(/\.md$/, '.expected.json')}`)) as {
        segments: Expected[];
      };
      const got = parseMessage(markdown);
      const none: Expected = { kind: 'text', text: '' };
      assert.deepEqual(
        got.map((s, i) => comparable(s, segments[i] ?? none)),
        segments,
      );
      // a set's raw text is the block as it stands in the message
      for (const s of got) if (s.kind === 'set') assert.ok(markdown.includes(s.raw));
    });
  }
});

/**
 * The codec's one cache, the results kept by text (issue 48): bounded, least recently used out first,
 * and a streamed body's prefixes never enter it, so they cannot push out the set a page shows.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse } from '../../src/codec/index.js';
import { keptResults, RECENT_MAX } from '../../src/codec/parse.js';
import { PartialReader } from '../../src/codec/partial.js';
import { read } from './corpus.js';

describe('the results kept by text', () => {
  test('10,000 distinct bodies keep at most RECENT_MAX results', () => {
    for (let i = 0; i < 10_000; i++) parse(`{"questions": [{"key": "k${i}", "text": "Question ${i}?"}]}`);
    assert.equal(keptResults(), RECENT_MAX);
    assert.ok(RECENT_MAX <= 32);
  });

  test("a streamed body's prefixes do not evict the finished set's result", () => {
    const finished = read('form/valid/04-text-inputs.json');
    const shown = parse(finished);
    assert.ok(shown.ok);
    const kept = keptResults();
    // another body streams in token by token, its prefixes decoded as questions complete
    const streamed = read('vance/valid/01-seed-example.yaml');
    const reader = new PartialReader();
    let decoded = 0;
    for (let end = 1; end <= streamed.length; end += 3) {
      const result = reader.read(streamed.slice(0, end));
      if (result && 'ok' in result) decoded++;
    }
    assert.ok(decoded >= 1, `${decoded} prefixes decoded`);
    assert.equal(keptResults(), kept, 'no prefix was kept');
    assert.equal(parse(finished), shown, 'the finished set is still the one kept');
  });

  test('least recently used out first: a result read again stays', () => {
    const bodies = Array.from(
      { length: RECENT_MAX },
      (_, i) => `{"questions": [{"key": "lru${i}", "text": "Q?"}]}`,
    );
    const results = bodies.map((b) => parse(b));
    // the oldest is read again, then one more body comes: the second oldest leaves, not the first
    assert.equal(parse(bodies[0]), results[0]);
    parse('{"questions": [{"key": "one-more", "text": "Q?"}]}');
    assert.equal(parse(bodies[0]), results[0]);
    assert.notEqual(parse(bodies[1]), results[1]);
  });
});

/**
 * The reader that waits for its parts (issue 48): one reading, run three ways. This file imports no
 * eager entry, so the codec's parts are as a lazily built bundle has them: fetched on first need by
 * their own `import()`. Nothing is thrown to wait; the synchronous run names what is missing.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { ParseResult } from '../../src/codec/model.js';
import { parse, parseNow, parsing } from '../../src/codec/parse.js';
import {
  need,
  part,
  readAsync,
  readNow,
  readSync,
  waits,
  type Reading,
  type Waiting,
} from '../../src/codec/part.js';
import { DECODERS, PARTS } from '../../src/codec/parts.js';

const fixture = (file: string) => readFileSync(new URL(`../../fixtures/${file}`, import.meta.url), 'utf8');

/** A part whose fetch counts its calls and resolves when the test says. */
function counted<T>(what: string, value: T) {
  let fetches = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const p = part(what, async () => {
    fetches++;
    await gate;
    return value;
  });
  return { part: p, release, fetches: () => fetches };
}

/** A reading of two parts, each asked for where it is needed. */
function* sum(a: ReturnType<typeof counted<number>>['part'], b: typeof a, base: number): Reading<number> {
  const x = yield* need(a);
  const y = yield* need(b, { data: base });
  return base + x + y;
}

describe('the runners', () => {
  test('sync, every part in place: the reading answers at once', () => {
    const a = part('Part A', () => Promise.resolve(1));
    const b = part('Part B', () => Promise.resolve(2));
    a.provide(1);
    b.provide(2);
    assert.equal(readSync(sum(a, b, 10)), 13);
  });

  test('sync, a part missing: an Error naming it and what to do, not a wait', () => {
    const a = part('Part A', () => Promise.resolve(1));
    const b = part('The widget parser', () => Promise.resolve(2));
    a.provide(1);
    assert.throws(
      () => readSync(sum(a, b, 10)),
      (e: unknown) =>
        e instanceof Error &&
        e.name === 'Error' &&
        /^The widget parser is still loading: await loadCodec\(\) first/.test(e.message),
    );
  });

  test('async: each part fetched once, however many readings wait for it at once', async () => {
    const a = counted('Part A', 1);
    const b = counted('Part B', 2);
    const runs = Array.from({ length: 200 }, (_, i) => readAsync(sum(a.part, b.part, i)));
    a.release();
    b.release();
    const sums = await Promise.all(runs);
    assert.deepEqual(
      sums,
      Array.from({ length: 200 }, (_, i) => i + 3),
    );
    assert.deepEqual([a.fetches(), b.fetches()], [1, 1]);
  });

  test('now: a Waiting where a part is missing, resumed from where it stopped', async () => {
    const a = counted('Part A', 1);
    const b = counted('Part B', 2);
    let started = 0;
    function* counting(): Reading<number> {
      started++;
      return yield* sum(a.part, b.part, 5);
    }
    const first = readNow(counting());
    assert.ok(waits(first));
    assert.equal(first.need.part, a.part);
    a.release();
    await first.load;
    const second = first.resume();
    assert.ok(waits(second));
    // what the reading knew so far comes with the wait
    assert.deepEqual([second.need.part, second.need.data], [b.part, 5]);
    b.release();
    await second.load;
    assert.equal(second.resume(), 8);
    // resumed, never started again
    assert.equal(started, 1);
  });
});

describe('the codec in a lazily built entry', () => {
  const vance = fixture('vance/valid/01-seed-example.yaml');
  const form = fixture('form/valid/04-text-inputs.json');
  /** a reloaded transcript: 200 sets, fenced YAML and JSON, each its own body */
  const transcript = Array.from({ length: 200 }, (_, i) =>
    i % 2
      ? form.replace('"company"', `"company-${i}"`)
      : `\`\`\`questions\n${vance.replace('q-7f3a', `q-${i}`)}\`\`\`\n`,
  );

  test('parse before the parts: an Error naming the part, never a wait or a decode error', () => {
    assert.equal(DECODERS.vance.get(), undefined, 'this file runs without the eager entry');
    assert.throws(
      () => parse(transcript[0]),
      /^Error: The block reader is still loading: await loadCodec\(\)/,
    );
  });

  test('200 sets waiting at once share one load per part, and each resumes to its set', async () => {
    const pending = transcript.map((body) => parseNow(body));
    assert.ok(pending.every((w) => waits(w)));
    const parts = new Set(pending.map((w) => (w as Waiting<ParseResult>).need.part));
    // the block scanner for the fences; the form's decoder for the JSON bodies
    assert.deepEqual(parts, new Set([PARTS.blocks, DECODERS.form]));
    const loads = new Set(pending.map((w) => (w as Waiting<ParseResult>).load));
    assert.equal(loads.size, 2, 'one load per part, not one per body');
    const results: ParseResult[] = [];
    for (let w of pending as (ParseResult | Waiting<ParseResult>)[]) {
      while (waits(w)) {
        await w.load;
        w = w.resume();
      }
      results.push(w);
    }
    assert.ok(results.every((r) => r.ok));
    assert.deepEqual(
      results.slice(0, 2).map((r) => r.ok && r.set.id),
      ['q-0', results[1].ok ? results[1].set.id : ''],
    );
    assert.equal(new Set(results.map((r) => r.ok && r.set.id)).size, 200);
  });

  test('the async run of the same reading gives what parse gives once the parts are there', async () => {
    const body = `\`\`\`questions\n${vance.replace('q-7f3a', 'q-async')}\`\`\`\n`;
    const result = await readAsync(parsing(body));
    assert.ok(result.ok);
    assert.equal(result.set.id, 'q-async');
    // every part it needed is in place now: the synchronous parse answers (from the kept result)
    assert.equal(parse(body), result);
  });
});

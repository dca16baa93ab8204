/**
 * Issue 48 §2, DOM-free: a token that completes no question costs the element's body work in
 * proportion to its own bytes only — no update asked for, however long the body so far — through
 * `write()` (a chunk) and through `data` (the whole text so far, as a host sets it on every token).
 * The element's body controller is driven by a host that counts the updates it is asked for; the
 * update itself (`read`) runs where the element would run it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PARTS } from '../../src/codec/parts.js';
import { BodyController } from '../../src/elements/controllers/body.js';
import type { LoadingController } from '../../src/elements/controllers/loading.js';
import { loadForSets } from '../../src/elements/parts.js';
import { assertLinear } from '../linear.js';

await Promise.all([PARTS.partial.load(), loadForSets()]);

/** A body whose second question is `n` characters long: nothing past question 1 completes. */
const body = (n: number) =>
  JSON.stringify({
    questions: [
      { key: 'a', text: 'Which region?' },
      { key: 'b', text: 'x'.repeat(n) },
    ],
  }).slice(0, -3);
const END_1 = body(0).indexOf('{"key":"b"');

/** The element's body controller on a host that counts updates, streaming. */
function element() {
  const host = {
    streaming: true,
    data: undefined as unknown,
    answeredBy: undefined,
    updates: 0,
    shown: 0,
    addController() {},
    requestUpdate() {
      host.updates++;
    },
    querySelector: () => null,
    textContent: '',
  };
  const loading = { wait: () => assert.fail('nothing to wait for') } as unknown as LoadingController;
  const controller = new BodyController(host as never, loading, {
    parseOptions: () => ({}),
    show: (_host, result) => void (result?.ok && (host.shown = result.set.questions.length)),
  });
  /** the update the element runs when one was asked for */
  const update = () => controller.read();
  return { host, controller, update };
}

const TOKEN = 2;

/** Streams `text` through `write()`: question 1 in one update, then a token at a time. */
function written(text: string) {
  const { host, controller, update } = element();
  controller.write(text.slice(0, END_1));
  update();
  assert.equal(host.shown, 1);
  const updates = host.updates;
  for (let at = END_1; at < text.length; at += TOKEN) controller.write(text.slice(at, at + TOKEN));
  assert.equal(host.updates, updates, 'no update for tokens that complete nothing');
}

/** Streams `text` through `data`, the whole text so far on every token (the element's `requestUpdate('data')`). */
function viaData(text: string) {
  const { host, controller, update } = element();
  host.data = text.slice(0, END_1);
  update();
  assert.equal(host.shown, 1);
  const updates = host.updates;
  for (let at = END_1 + TOKEN; at <= text.length; at += TOKEN) {
    host.data = text.slice(0, at);
    if (!controller.grow()) host.requestUpdate();
  }
  assert.equal(host.updates, updates, 'no update for tokens that complete nothing');
}

describe('a token that completes nothing costs its own bytes (issue 48)', () => {
  test('write(): no update, and the cost per token does not grow with the body', () => {
    written(body(4000));
    assertLinear(body, written, 40_000);
  });

  test('data, the text so far: no update, and the cost per token does not grow with the body', () => {
    viaData(body(4000));
    assertLinear(body, viaData, 40_000);
  });
});

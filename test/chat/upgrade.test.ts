/** upgrade() and watch() in Node: importing them is safe where there is no DOM (server-side rendering). */
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('importing upgrade.ts in Node touches no DOM', async () => {
  assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined');
  const module = await import('../../src/chat/upgrade.js');
  assert.equal(typeof module.upgrade, 'function');
  assert.equal(typeof module.watch, 'function');
});

test('a tag name that is not a custom element name is refused before any DOM work', async () => {
  const { upgrade, watch } = await import('../../src/chat/upgrade.js');
  const root = {} as unknown as Element;
  assert.throws(() => upgrade(root, { tagName: { set: 'div' } }), TypeError);
  assert.throws(() => watch(root, { tagName: { form: 'x-y onclick=alert(1)' } }), TypeError);
});

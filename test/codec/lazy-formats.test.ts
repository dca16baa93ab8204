/**
 * The format table the codec reads (`formats/all.ts`: each format's head, the rest fetched) is the
 * whole format (its `format.ts`, the part `parts.ts` fetches) once it is loaded: every member, each hook
 * the same function. A hook added to a format and left out of the table (the form's `message` once
 * was) fails here, beside the compiler's check on the table's `REST_KEYS`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FORMATS as LAZY } from '../../src/codec/formats/all.js';
import { FORMAT_IDS } from '../../src/codec/model.js';
import { DECODERS } from '../../src/codec/parts.js';

test('every format of the lazy table, once loaded, has every member of the whole format', async () => {
  for (const id of FORMAT_IDS) {
    const whole = (await DECODERS[id].load()).default as unknown as Record<string, unknown>;
    const lazy = LAZY[id] as unknown as Record<string, unknown>;
    const members = new Set([...Object.keys(whole), ...Object.keys(lazy)]);
    for (const key of members) assert.equal(lazy[key], whole[key], `${id}.${key}`);
    assert.ok(members.size > 10, `${id}: ${members.size} members`);
  }
  assert.equal(typeof LAZY.form.message, 'function', "the form's message hook");
});

/**
 * vance against seed 000's rules, read through the `yaml` package (`test/reference/vance.ts`):
 * `parse` accepts exactly the bodies those rules accept, with the same content, but for what
 * docs/conformance.md lists (YAML tags, anchors and aliases, keys that are not strings, the limits).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { agreesVance } from '../reference/agree.js';
import { BODIES } from '../reference/bodies.js';

test('parse agrees with the seed rules on 2,000 valid, mutated and edited bodies', () => {
  fc.assert(
    fc.property(BODIES.vance!, (body) => assert.equal(agreesVance(body), undefined)),
    { numRuns: 2000, seed: 13 },
  );
});

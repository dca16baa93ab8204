/**
 * form against seed 004's rules and the form manual's field table (`test/reference/form.ts`):
 * `parse` accepts exactly the forms those rules accept, bare or in their tag, with the same
 * content, but for the limits docs/conformance.md lists.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { agreesForm } from '../reference/agree.js';
import { BODIES } from '../reference/bodies.js';

test('parse agrees with the seed rules on 2,000 valid, mutated and field-edited forms', () => {
  fc.assert(
    fc.property(BODIES.form!, (body) => assert.equal(agreesForm(body), undefined)),
    { numRuns: 2000, seed: 13 },
  );
});

/**
 * egoz against seed 002's types and stated rules: `parse` accepts exactly the sets the
 * `AskQuestionSet` types accept (blank and empty strings included), with the same content, but
 * for what docs/conformance.md lists (a BCP 47 locale, distinct ids).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { agreesEgoz } from '../reference/agree.js';
import { BODIES } from '../reference/bodies.js';

test('parse agrees with AskQuestionSet on 2,000 valid and mutated sets', () => {
  fc.assert(
    fc.property(BODIES.egoz!, (body) => assert.equal(agreesEgoz(body), undefined)),
    { numRuns: 2000, seed: 13 },
  );
});

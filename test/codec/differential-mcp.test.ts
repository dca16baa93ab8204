/**
 * mcp against the SDK: `parse` accepts exactly the `elicitation/create` params that
 * `ElicitRequestParamsSchema` accepts (form and URL mode), with the same properties, required
 * names, message and address; a decline or dismissal passes `ElicitResultSchema`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { encodeAnswers, parse } from '../../src/codec/index.js';
import { encodeDecline } from '../../src/codec/answers.js';
import { agreesMcp } from '../reference/agree.js';
import { BODIES } from '../reference/bodies.js';
import { ElicitResultSchema } from '../reference/mcp.js';

test('parse agrees with ElicitRequestParamsSchema on 2,000 valid and mutated requests', () => {
  fc.assert(
    fc.property(BODIES.mcp!, (body) => assert.equal(agreesMcp(body), undefined)),
    { numRuns: 2000, seed: 13 },
  );
});

test('the cases the SDK accepts are shown: no properties, unfit defaults, short enumNames, a URL', () => {
  const form = (properties: object, required?: string[]) =>
    parse({ message: 'Sure?', requestedSchema: { type: 'object', properties, required } });
  const confirm = form({});
  assert.deepEqual(confirm.ok && confirm.set.questions, []);
  const odd = form(
    {
      '': { type: 'string', minLength: -1 },
      c: { type: 'string', enum: ['a', 'b', 'a'], enumNames: ['A'], default: 'z' },
      n: { type: 'integer', default: 1.5 },
      m: { type: 'array', items: { type: 'number', anyOf: [{ const: 'x', title: 'X' }] } },
    },
    ['c', 'c', 'gone'],
  );
  assert.ok(odd.ok);
  assert.deepEqual(
    odd.set.questions.map((q) => [q.id, q.required, q.default, q.options.map((o) => o.label)]),
    [
      ['', false, undefined, []],
      ['c', true, undefined, ['A', 'b']],
      ['n', false, undefined, []],
      ['m', false, undefined, ['X']],
    ],
  );
  const url = parse({ mode: 'url', message: 'Pay', elicitationId: 'e1', url: 'https://pay.example/x?y' });
  assert.deepEqual(url.ok && url.set.url, {
    href: 'https://pay.example/x?y',
    origin: 'https://pay.example',
    elicitationId: 'e1',
  });
  const token = parse({
    _meta: { progressToken: 1.5 },
    message: 'm',
    requestedSchema: { type: 'object', properties: {} },
  });
  assert.equal(!token.ok && token.error.code, 'type');
});

test('accept, decline and cancel of a URL-mode request pass ElicitResultSchema', () => {
  const r = parse({ mode: 'url', message: 'Pay', elicitationId: 'e1', url: 'https://pay.example/' });
  assert.ok(r.ok);
  for (const action of ['decline', 'cancel'] as const)
    assert.ok(ElicitResultSchema.safeParse(encodeDecline(r.set, { action })?.payload).success);
  assert.deepEqual(encodeAnswers(r.set, []).payload, { action: 'accept' });
});

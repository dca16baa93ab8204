/**
 * The keys no body may hold, anywhere, in every format: `prototype` and every name
 * `Object.prototype` has (`__proto__`, `constructor`, `valueOf`, `toString`, `hasOwnProperty`, …).
 * A plain object answers those names through its prototype even where a body leaves them out: a
 * property named `valueOf` is "present" to a validator (the MCP SDK's ajv) in content that lacks
 * it, and `__proto__` would reach the prototype itself. The one list `source.ts` (every body),
 * the YAML fast path and the manuals' rule read.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

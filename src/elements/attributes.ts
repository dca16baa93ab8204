/**
 * How `<question-set>` reads two of its attributes. `data`: a body as a JSON or YAML string, as a
 * server-rendered page writes it (the property also takes an object). `state`: reflected from the
 * first render, `open` included, so `question-set[state=open]` matches an open set; a missing
 * attribute reads as `open`.
 */
import type { ComplexAttributeConverter } from 'lit';
import { error } from '../codec/errors.js';
import type { ParseResult } from '../codec/model.js';

export const dataAttribute: ComplexAttributeConverter<unknown> = {
  fromAttribute: (value) => value ?? undefined,
};

export const stateAttribute: ComplexAttributeConverter<string> = {
  fromAttribute: (value) => value ?? 'open',
};

/**
 * `"[object Object]"` as the body: an object turned into a string, as React does when it sets
 * `data` on an element not defined yet (it has no `data` property then, so React writes the
 * attribute). Reported as such rather than decoded as a body.
 */
export function stringified(body: unknown): ParseResult | undefined {
  if (typeof body !== 'string' || !/^\[object \w+\]$/.test(body.trim())) return undefined;
  return {
    ok: false,
    error: error(
      'type',
      `The data is the string "${body.trim()}": an object was written as an attribute, which a framework does when it renders the element before question-elements is imported. Import question-elements before rendering, use question-elements/react, or pass the body as a JSON string.`,
    ),
  };
}

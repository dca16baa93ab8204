/** Small pieces several format modules share. */
import { isObj, type Obj } from '../obj.js';

/** The first question-like object of a body: a top-level array's first item, or `questions[0]`. */
export function firstQuestion(data: unknown): Obj | undefined {
  const list = Array.isArray(data)
    ? data
    : isObj(data) && Array.isArray(data.questions)
      ? data.questions
      : undefined;
  const first = list?.[0];
  return isObj(first) ? first : undefined;
}

/**
 * Drops undefined fields, so models compare equal whether a field is absent or undefined. It
 * copies rather than deletes (a `delete` turns an object into a slow dictionary for every later
 * read); the keys are the caller's own literal names.
 */
export function clean<T extends object>(o: T): T {
  // for…in over a literal's own keys uses the map's enum cache: no key list per object
  for (const k in o) {
    if (o[k] !== undefined) continue;
    const out = {} as T;
    for (const key in o) if (o[key] !== undefined) out[key] = o[key];
    return out;
  }
  return o;
}

/** A uuid as zod's `.uuid()` accepts it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Generated valid bodies never hold options that look the same (issue 14, class 2): such a body
 * is refused with `look-alike-options`, so the generators of valid bodies leave it out.
 */
import { parse } from '../../src/codec/index.js';

export const noLookAlikes = (body: string | object): boolean => {
  const r = parse(body);
  return r.ok || r.error.code !== 'look-alike-options';
};

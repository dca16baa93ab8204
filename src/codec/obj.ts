/** Plain objects, as the codec reads them (its own module, so detecting a format needs nothing else). */
export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

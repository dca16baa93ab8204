/** Plain objects, as the codec reads them (its own module, so detecting a format needs nothing else). */
export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * `o[key] = value` as an own property whatever the key: a question id `__proto__` would otherwise
 * set the prototype and vanish from the map (and from its JSON).
 */
export function setOwn<T>(o: Record<string, T | unknown>, key: string, value: T): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

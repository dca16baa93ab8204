/** A few small checks the format modules decode with; each fails with a coded error and a path. */
import { fail, pathText, type Path } from './errors.js';
import { isObj, setOwn, type Obj } from './obj.js';

export { isObj, setOwn, type Obj };

const typeName = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;

export function obj(v: unknown, path: Path): Obj {
  if (!isObj(v)) fail('type', `${pathText(path)} must be an object, not ${typeName(v)}`, path);
  return v;
}

interface Bounds {
  min?: number;
  max?: number;
}

export function arr(v: unknown, path: Path, { min = 0, max = Infinity }: Bounds = {}): unknown[] {
  if (!Array.isArray(v)) fail('type', `${pathText(path)} must be an array, not ${typeName(v)}`, path);
  if (v.length < min)
    fail('min-items', `${pathText(path)} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}`, path);
  if (v.length > max) fail('max-items', `${pathText(path)} allows at most ${max} entries`, path);
  return v;
}

export function str(v: unknown, path: Path, { min = 0, max = Infinity }: Bounds = {}): string {
  if (typeof v !== 'string') fail('type', `${pathText(path)} must be a string, not ${typeName(v)}`, path);
  // blank is not empty: the seeds' schemas count `" "` as one character, and so does the codec
  if (min > 0 && v.length === 0)
    fail(min === 1 ? 'required' : 'min-length', `${pathText(path)} must not be empty`, path);
  // lengths in UTF-16 code units, as the seeds' own schemas count them
  if (v.length < min) fail('min-length', `${pathText(path)} needs at least ${min} characters`, path);
  if (v.length > max)
    fail('max-length', `${pathText(path)} allows at most ${max} characters (it has ${v.length})`, path);
  return v;
}

export function bool(v: unknown, path: Path): boolean {
  if (typeof v !== 'boolean')
    fail('type', `${pathText(path)} must be true or false, not ${typeName(v)}`, path);
  return v;
}

export function num(v: unknown, path: Path): number {
  if (typeof v !== 'number' || !Number.isFinite(v))
    fail('type', `${pathText(path)} must be a number, not ${typeName(v)}`, path);
  return v;
}

/** A required key: missing gives `required`. */
export function need<T>(o: Obj, key: string, path: Path, read: (v: unknown, p: Path) => T): T {
  // one lookup: a key that is not there reads as undefined, as one set to undefined does
  const v = o[key];
  if (v === undefined) fail('required', `${pathText([...path, key])} is required`, [...path, key]);
  return read(v, [...path, key]);
}

/** An optional key: absent (or null where `nullable`) gives undefined. */
export function opt<T>(o: Obj, key: string, path: Path, read: (v: unknown, p: Path) => T): T | undefined {
  const v = o[key];
  return v === undefined ? undefined : read(v, [...path, key]);
}

/** Strict objects (zod `.strict()`): any key not listed is an error. */
export function strictKeys(o: Obj, allowed: readonly string[], path: Path): void {
  for (const key of Object.keys(o)) {
    if (!allowed.includes(key))
      fail('unknown-key', `${pathText(path)} has an unknown key "${key}" (allowed: ${allowed.join(', ')})`, [
        ...path,
        key,
      ]);
  }
}

/** Case-insensitive choice from a list; gives the listed spelling. */
export function oneOf<T extends string>(
  v: unknown,
  allowed: readonly T[],
  path: Path,
  caseInsensitive = false,
): T {
  const s = str(v, path);
  const hit = allowed.find((a) => (caseInsensitive ? a.toLowerCase() === s.trim().toLowerCase() : a === s));
  if (!hit) fail('enum', `${pathText(path)} must be one of ${allowed.join(', ')}, not "${s}"`, path);
  return hit;
}

/** Fails on the first value seen twice. */
export function unique(values: readonly string[], path: (i: number) => Path, what: string): void {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (seen.has(v)) fail('duplicate', `${what} "${v}" appears more than once`, path(i));
    seen.add(v);
  });
}

/**
 * A small mutator driven by a manual's rule table: for one rule, the bodies that should break it,
 * made from the manual's own examples — the field dropped, given the wrong type, past its limit,
 * repeated, an unknown key added — or the rule's own `bad` value or `badBody` where the code,
 * the field's type and the limit do not say how to break it.
 */
import { stringify } from 'yaml';
import { bodyOf, segments } from '../../src/codec/manual/common.js';
import type { Example, Field, Manual, Rule } from '../../src/manuals/index.js';

export interface Mutation {
  /** where it was made, for messages */
  where: string;
  body: string;
}

type Key = string | number;
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const clone = <T>(v: T): T => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

/** Candidate values and the JSON type each one has. */
const CANDIDATES: [unknown, string][] = [
  [true, 'boolean'],
  ['text', 'string'],
  [1.5, 'number'],
  [[], 'array'],
  [{}, 'object'],
  [null, 'null'],
];

/** A value the field's type does not allow (1.5 is a number, but not an integer). */
export function wrongType(type: string): unknown {
  const allowed = new Set(type.split('|').map((t) => t.trim()));
  if (allowed.has('any')) return undefined;
  return CANDIDATES.find(([, t]) => !allowed.has(t))?.[0];
}

/**
 * A rule's path inside one example: a bare list stands for `questions`, a bare question for
 * `questions[0]`; undefined when the path cannot stand in that example's shape.
 */
function localSegments(manual: Manual, data: unknown, segs: string[]): string[] | undefined {
  if (Array.isArray(data)) {
    if (!manual.bareArray) return segs;
    return segs[0] === 'questions' ? segs.slice(1) : segs.length === 0 ? segs : undefined;
  }
  if (manual.bareQuestion && isObj(data) && !('questions' in data)) {
    return segs[0] === 'questions' && segs[1] === '[]'
      ? segs.slice(2)
      : segs[0] === 'questions'
        ? undefined
        : segs;
  }
  return segs;
}

/** Every concrete path the pattern names in the data; missing places are named too, to be created. */
function locations(data: unknown, segs: string[]): Key[][] {
  const out: Key[][] = [];
  const walk = (value: unknown, i: number, path: Key[]) => {
    if (out.length >= 200) return;
    if (i === segs.length) return void out.push(path);
    const s = segs[i];
    if (s === '[]') {
      if (Array.isArray(value) && value.length)
        value.slice(0, 12).forEach((v, k) => walk(v, i + 1, [...path, k]));
      else walk(undefined, i + 1, [...path, 0]);
    } else if (s === '*') {
      const keys = isObj(value) ? Object.keys(value) : [];
      if (keys.length) keys.forEach((k) => walk((value as Obj)[k], i + 1, [...path, k]));
      else walk(undefined, i + 1, [...path, 'extra']);
    } else walk(isObj(value) ? value[s] : undefined, i + 1, [...path, s]);
  };
  walk(data, 0, []);
  return out;
}

function get(data: unknown, path: Key[]): unknown {
  let v = data;
  for (const k of path) v = isObj(v) || Array.isArray(v) ? (v as Record<Key, unknown>)[k] : undefined;
  return v;
}

/** The parent of a path's last key, made where it is missing; undefined when a scalar is in the way. */
function parentOf(root: unknown, path: Key[]): Record<Key, unknown> | undefined {
  let parent = root as Record<Key, unknown>;
  for (let j = 0; j < path.length - 1; j++) {
    let next = parent[path[j]];
    if (next === undefined) {
      next = typeof path[j + 1] === 'number' ? [] : {};
      parent[path[j]] = next;
    }
    if (typeof next !== 'object' || next === null) return undefined;
    parent = next as Record<Key, unknown>;
  }
  return parent;
}

const many = (n: number, item: unknown) => Array.from({ length: n }, () => clone(item));

/** Past the limit (the rule is broken), or exactly at it (the rule holds: the limit is exact). */
export type Edge = 'over' | 'at';

/** The codes whose limit is a count or a length, so that a body exactly at it must pass. */
export const COUNTED = ['max-length', 'min-items', 'max-items', 'too-many-questions', 'too-many-options'];

/** What to do at the place: delete the key, or set a value; undefined when the rule says nothing here. */
function derive(
  rule: Rule,
  field: Field | undefined,
  current: unknown,
  edge: Edge = 'over',
): { delete: true } | { value: unknown } | undefined {
  if ('bad' in rule) return edge === 'over' ? { value: clone(rule.bad) } : undefined;
  const limit = typeof rule.limit === 'number' ? rule.limit : undefined;
  const past = edge === 'over' ? 1 : 0;
  switch (rule.code) {
    case 'required':
      return current === undefined ? undefined : { delete: true };
    case 'type': {
      const value = field && wrongType(field.type);
      return value === undefined ? undefined : { value };
    }
    case 'enum':
      return { value: 'not-one-of-these' };
    case 'max-length':
      return limit === undefined ? undefined : { value: 'x'.repeat(limit + past) };
    case 'min-items':
      return limit === undefined || !Array.isArray(current)
        ? undefined
        : { value: many(limit - past, current[0] ?? 'x') };
    case 'max-items':
    case 'too-many-questions':
    case 'too-many-options': {
      if (limit === undefined) return undefined;
      if (isObj(current)) {
        const first = Object.values(current)[0];
        return { value: Object.fromEntries(many(limit + past, first).map((v, i) => [`k${i}`, v])) };
      }
      if (current !== undefined && !Array.isArray(current)) return undefined;
      return { value: many(limit + past, current?.[0] ?? 'x') };
    }
    case 'version':
      return { value: 2 };
    case 'uuid':
      return { value: 'not-a-uuid' };
    case 'locale':
      return { value: 'en_US' };
    default:
      return undefined;
  }
}

/** The mutated data for one place, or undefined when the rule cannot be broken there. */
function mutateAt(data: unknown, path: Key[], rule: Rule, field: Field | undefined, edge: Edge): unknown {
  const root = clone(data);
  if (edge === 'at' && !COUNTED.includes(rule.code)) return undefined;
  if (rule.code === 'unknown-key' && !('bad' in rule)) {
    const parent = parentOf(root, path);
    if (!parent || Array.isArray(parent)) return undefined;
    parent.unexpected_key = 1;
    return root;
  }
  if (rule.code === 'duplicate' && !('bad' in rule)) {
    // the last list on the path: its second entry repeats the first one's value
    let k = path.length - 1;
    while (k >= 0 && typeof path[k] !== 'number') k--;
    if (k < 0) return undefined;
    const list = get(root, path.slice(0, k));
    if (!Array.isArray(list) || !list.length) return undefined;
    if (list.length < 2) list.push(clone(list[0]));
    const rest = path.slice(k + 1);
    if (!rest.length) {
      list[1] = clone(list[0]);
      return root;
    }
    const value = get(list[0], rest);
    const parent = parentOf(list[1], rest);
    if (value === undefined || !parent) return undefined;
    parent[rest[rest.length - 1]] = clone(value);
    return root;
  }
  if (!path.length) return undefined;
  const parent = parentOf(root, path);
  if (!parent) return undefined;
  const last = path[path.length - 1];
  const op = derive(rule, field, parent[last], edge);
  if (!op) return undefined;
  if ('delete' in op) {
    if (Array.isArray(parent)) return undefined;
    delete parent[last];
  } else parent[last] = op.value;
  return root;
}

function nested(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** The body-level rules (path `''`) and the ones that hold anywhere (`**`). */
function bodyMutations(manual: Manual, rule: Rule, e: Example, edge: Edge): string[] {
  if (edge === 'at') {
    if (!COUNTED.includes(rule.code) || 'bad' in rule || !Array.isArray(e.data)) return [];
    const at = derive(rule, undefined, e.data, 'at');
    return at && 'value' in at ? [bodyOf(manual, e, at.value)] : [];
  }
  const body = bodyOf(manual, e);
  const limit = typeof rule.limit === 'number' ? rule.limit : 0;
  if (typeof rule.bad === 'string') return [rule.bad];
  if ('bad' in rule) return [bodyOf(manual, e, clone(rule.bad))];
  switch (rule.code) {
    case 'empty':
      return ['', '   \n'];
    case 'too-large': {
      // the limit is the block's: a body that ends in a fence is padded inside it (a long message
      // around a small block is not too large)
      const pad = ' '.repeat(limit + 1);
      const fence = /\n(`{3,}|~{3,})\s*$/.exec(body);
      return [fence ? `${body.slice(0, fence.index)}\n${pad}${body.slice(fence.index)}` : `${body}\n${pad}`];
    }
    case 'incomplete':
      return [body.slice(0, body.trimEnd().lastIndexOf('\n'))];
    case 'not-json':
      return [stringify(e.data)];
    case 'type':
      return [bodyOf(manual, e, [])];
    case 'min-items':
    case 'max-items':
    case 'too-many-questions': {
      const value = derive(rule, undefined, e.data);
      return value && 'value' in value && Array.isArray(e.data) ? [bodyOf(manual, e, value.value)] : [];
    }
    case 'forbidden-key': {
      if (!isObj(e.data)) return [];
      const data = JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(e.data).slice(1)}`);
      return [bodyOf(manual, e, data)];
    }
    case 'too-deep':
      return isObj(e.data) ? [bodyOf(manual, e, { ...clone(e.data), deep: nested(limit + 4) })] : [];
    default:
      return [];
  }
}

/**
 * Every body made from the manual's examples that should break the rule (`over`), or, for a rule
 * with a counted limit, that sits exactly at the limit and so must not break it (`at`).
 */
export function mutations(manual: Manual, rule: Rule, edge: Edge = 'over'): Mutation[] {
  if (rule.badBody !== undefined) {
    if (edge === 'at') return [];
    const body =
      typeof rule.badBody === 'string' ? rule.badBody : bodyOf(manual, manual.examples[0], rule.badBody);
    return [{ where: 'badBody', body }];
  }
  const field = manual.fields.find((f) => f.path === rule.path);
  const out: Mutation[] = [];
  for (const e of manual.examples) {
    if (rule.path === '' || rule.path === '**') {
      for (const body of bodyMutations(manual, rule, e, edge)) out.push({ where: e.title, body });
      continue;
    }
    const segs = localSegments(manual, e.data, segments(rule.path));
    if (!segs) continue;
    for (const path of locations(e.data, segs)) {
      const data = mutateAt(e.data, path, rule, field, edge);
      if (data !== undefined)
        out.push({ where: `${e.title} at ${JSON.stringify(path)}`, body: bodyOf(manual, e, data) });
    }
  }
  return out;
}

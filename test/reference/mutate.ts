/**
 * Targeted mutations of valid bodies, for the differential suites: one node of the body (picked
 * by position among all of its nodes) is replaced by a value at an edge (empty, blank, Unicode
 * space, wrong type, negative, fractional), removed, duplicated, emptied, or given an extra key.
 */
import fc from 'fast-check';

type Path = (string | number)[];

/** The values a node is replaced with: the edges the references decide on. */
export const EDGES: readonly unknown[] = [
  '',
  ' ',
  '\u3000',
  '\u00a0',
  '\ufeffx',
  'x',
  null,
  0,
  -1,
  1.5,
  true,
  [],
  {},
  ['x'],
  2 ** 31,
];

const KINDS = ['replace', 'remove', 'duplicate', 'empty', 'extra'] as const;

/** Every path into a value, the root first. */
function paths(v: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (typeof v === 'object' && v !== null)
    for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out);
  return out;
}

const clone = <T>(v: T): T => structuredClone(v);

function edit(root: unknown, path: Path, change: (parent: unknown, key: string | number) => void): unknown {
  if (!path.length) return root;
  const copy = clone(root);
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key];
  change(parent, path[path.length - 1]);
  return copy;
}

/** One mutation of a JSON value, chosen by three numbers. */
export function mutate(value: unknown, where: number, kind: number, edge: number): unknown {
  const all = paths(value);
  const path = all[where % all.length];
  const k = KINDS[kind % KINDS.length];
  const replacement = clone(EDGES[edge % EDGES.length]);
  if (!path.length)
    return k === 'extra' && typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...value, extra: replacement }
      : replacement;
  return edit(value, path, (parent, key) => {
    const p = parent as Record<string | number, unknown>;
    const node = p[key];
    switch (k) {
      case 'replace':
        p[key] = replacement;
        break;
      case 'remove':
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete p[key];
        break;
      case 'duplicate':
        if (Array.isArray(parent)) parent.splice(key as number, 0, clone(node));
        else p[key] = Array.isArray(node) && node.length ? [...node, clone(node[0])] : replacement;
        break;
      case 'empty':
        p[key] = Array.isArray(node) ? [] : typeof node === 'string' ? '' : {};
        break;
      case 'extra':
        if (typeof node === 'object' && node !== null && !Array.isArray(node))
          (node as Record<string, unknown>).extra = replacement;
        else p[key] = replacement;
        break;
    }
  });
}

/** A body as data: JSON text is read, a value kept. */
export const asData = (body: string | object): unknown =>
  typeof body === 'string' ? JSON.parse(body) : body;

/**
 * Valid bodies and mutated ones, half and half; a mutated body keeps the valid one's form
 * (a value, or JSON text).
 */
export function validAndMutated(valid: fc.Arbitrary<string | object>): fc.Arbitrary<string | object> {
  const mutated = fc
    .tuple(valid, fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 2 }))
    .map(([body, where, kind, edge, times]) => {
      let data = asData(body);
      for (let i = 0; i < times; i++) data = mutate(data, where + i * 7, kind + i, edge + i * 3);
      return typeof body === 'string' || typeof data !== 'object' || data === null
        ? JSON.stringify(data)
        : data;
    });
  return fc.oneof(valid, mutated);
}

/** Counts how often codec and reference agree over `runs` generated bodies (no assertion). */
export function agreement<T>(
  bodies: fc.Arbitrary<T>,
  agrees: (body: T) => boolean,
  runs: number,
  seed = 13,
): { runs: number; agree: number; samples: T[] } {
  const samples: T[] = [];
  let agree = 0;
  for (const body of fc.sample(bodies, { numRuns: runs, seed })) {
    if (agrees(body)) agree++;
    else if (samples.length < 5) samples.push(body);
  }
  return { runs, agree, samples };
}

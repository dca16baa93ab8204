/** The module specifiers of built files, read from their syntax trees, and the graph they make (for the tests of the builds). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseAst } from 'rollup/parseAst';

export interface Imports {
  static: string[];
  dynamic: string[];
}

/** The module specifiers of one built file, from its syntax tree. */
export function importsOf(file: string): Imports {
  const found: Imports = { static: [], dynamic: [] };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { type?: string; source?: { type: string; value: unknown } };
    if (n.source?.type === 'Literal' && typeof n.source.value === 'string') {
      if (n.type === 'ImportExpression') found.dynamic.push(n.source.value);
      else if (/^(Import|Export\w*)Declaration$/.test(n.type ?? '')) found.static.push(n.source.value);
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(readFileSync(file, 'utf8')));
  return found;
}

/**
 * What a built entry reaches: the files it loads up front (its static imports, followed), the ones
 * it reaches only through `import()` (and what those import), and the bare specifiers of them all.
 */
export function graphOf(entry: string): { upFront: string[]; lazy: string[]; bare: string[] } {
  const upFront: string[] = [];
  const lazy: string[] = [];
  const bare = new Set<string>();
  const seen = new Set<string>();
  const local = (file: string, specs: string[]) =>
    specs.flatMap((spec) => (spec.startsWith('.') ? [join(dirname(file), spec)] : (bare.add(spec), [])));
  const todo = [entry];
  const later: string[] = [];
  for (const file of todo) {
    if (seen.has(file)) continue;
    seen.add(file);
    upFront.push(file);
    const { static: s, dynamic: d } = importsOf(file);
    todo.push(...local(file, s));
    later.push(...local(file, d));
  }
  for (const file of later) {
    if (seen.has(file)) continue;
    seen.add(file);
    lazy.push(file);
    const { static: s, dynamic: d } = importsOf(file);
    later.push(...local(file, s), ...local(file, d));
  }
  return { upFront, lazy, bare: [...bare] };
}

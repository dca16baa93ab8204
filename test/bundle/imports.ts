/** The module specifiers of built files, read from their syntax trees (for the tests of the builds). */
import { readFileSync } from 'node:fs';
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

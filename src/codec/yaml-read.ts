/**
 * Reading a YAML body into plain data, safely: YAML tags, aliases, anchors, duplicate and
 * non-string keys are refused, with the line and column of the first offence. The codec reaches
 * this module through its parts table (`parts.ts`); a lazily built bundle loads it with the parser, on first need.
 */
import type { Document } from 'yaml';
import { isAlias, isMap, isScalar, parseDocument, stringify, visit } from 'yaml';
import type { YAMLMap } from 'yaml';
import { DecodeFailure, lineColumn } from './errors.js';

export { stringify };

function yamlFailure(doc: Document.Parsed, text: string): DecodeFailure | undefined {
  const first = doc.errors[0];
  if (first) {
    const pos = first.linePos?.[0];
    if (/call stack/i.test(first.message))
      return new DecodeFailure({ code: 'too-deep', message: 'The body nests too deeply' });
    const code = first.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'syntax';
    const message = first.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return new DecodeFailure({
      code,
      message: `Invalid YAML: ${message}`,
      ...(pos ? { line: pos.line, column: pos.col } : {}),
    });
  }
  let found: DecodeFailure | undefined;
  visit(doc, {
    Alias(_, node) {
      found = new DecodeFailure({
        code: 'yaml-alias',
        message: `YAML aliases (*${node.source}) are not allowed in a question body`,
      });
      return visit.BREAK;
    },
    Node(_, node) {
      const duplicate = isMap(node) ? duplicateKey(node) : undefined;
      if (duplicate !== undefined) {
        found = new DecodeFailure({
          code: 'duplicate-key',
          message: 'Invalid YAML: Map keys must be unique',
        });
        Object.assign(found.error, lineColumn(text, duplicate));
        return visit.BREAK;
      }
      if (!isAlias(node) && node.tag) {
        found = new DecodeFailure({
          code: 'yaml-tag',
          message: `YAML tags (${node.tag.replace('tag:yaml.org,2002:', '!!')}) are not allowed in a question body`,
        });
        return visit.BREAK;
      }
      if (!isAlias(node) && node.anchor) {
        found = new DecodeFailure({
          code: 'yaml-alias',
          message: `YAML anchors (&${node.anchor}) are not allowed in a question body`,
        });
        return visit.BREAK;
      }
      return undefined;
    },
    Pair(_, pair) {
      if (!isScalar(pair.key) || typeof pair.key.value !== 'string') {
        found = new DecodeFailure({ code: 'non-string-key', message: 'Every key must be a string' });
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Where the first key that repeats an earlier one of the map starts. One set per map: the
 * parser's own check (`uniqueKeys`) compares each key with every key before it, which is
 * quadratic in a map of thousands of keys.
 */
function duplicateKey(map: YAMLMap): number | undefined {
  const seen = new Set<unknown>();
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? pair.key.value : pair.key;
    if (seen.has(key)) return (pair.key as { range?: [number, number, number] } | null)?.range?.[0] ?? 0;
    seen.add(key);
  }
  return undefined;
}

/** A YAML body → plain data; a DecodeFailure (with its line and column where known) for what it refuses. */
export function parseYaml(text: string): unknown {
  const doc = parseDocument(text, {
    schema: 'core',
    // duplicate keys are found in one pass below (the parser's own check is quadratic)
    uniqueKeys: false,
    strict: true,
    prettyErrors: true,
    keepSourceTokens: false,
  });
  const failure = yamlFailure(doc, text);
  if (failure) {
    const range = failureRange(doc, failure);
    if (range !== undefined && failure.error.line === undefined)
      Object.assign(failure.error, lineColumn(text, range));
    throw failure;
  }
  return doc.toJS({ maxAliasCount: 0 });
}

/** Where the first offending node starts, for errors found by the visitor. */
function failureRange(doc: Document.Parsed, failure: DecodeFailure): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Node(_, node) {
      const bad =
        (failure.error.code === 'yaml-alias' && (isAlias(node) || node.anchor)) ||
        (failure.error.code === 'yaml-tag' && !isAlias(node) && node.tag);
      if (bad && node.range) {
        offset = node.range[0];
        return visit.BREAK;
      }
      return undefined;
    },
    Pair(_, pair) {
      if (
        failure.error.code === 'non-string-key' &&
        (!isScalar(pair.key) || typeof pair.key.value !== 'string')
      ) {
        const key = pair.key as { range?: [number, number, number] } | null;
        offset = key?.range?.[0];
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return offset;
}

/**
 * Turns a body (text or a value) into plain data, safely: size and nesting are checked before
 * parsing; YAML tags, aliases, duplicate and non-string keys are refused; prototype keys never
 * reach an object.
 */
import { DecodeFailure, fail, lineColumn, type Path } from './errors.js';
import { need, type Reading } from './part.js';
import { PARTS } from './parts.js';
import { MAX_BODY_BYTES, MAX_DEPTH, MAX_OPTIONS, MAX_QUESTIONS, utf8Length } from './limits.js';
import { parseSimpleYaml } from './yaml-simple.js';
import { FORBIDDEN_KEYS } from './keys.js';

type Syntax = 'json' | 'yaml' | 'value';

export interface Source {
  data: unknown;
  syntax: Syntax;
  /** the text the data came from, trimmed; for a value, its JSON */
  text: string;
}

const QUESTION_LISTS = new Set(['questions']);
const OPTION_LISTS = new Set(['options', 'answers', 'enum', 'oneOf', 'anyOf', 'enumNames']);

export function checkSize(text: string): void {
  // length ≤ bytes ≤ 3 × length: decide cheaply where we can
  if (
    text.length > MAX_BODY_BYTES ||
    (text.length * 3 > MAX_BODY_BYTES && utf8Length(text) > MAX_BODY_BYTES)
  ) {
    fail('too-large', `The body is larger than ${MAX_BODY_BYTES / 1024} KiB`);
  }
}

const isJsonSpace = (c: number) => c === 32 || c === 9 || c === 10;

/** The text without JSON's own white space (space, tab, LF; CR is gone by now) at either end. */
function trimJsonSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isJsonSpace(text.charCodeAt(start))) start++;
  while (end > start && isJsonSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** Deepest bracket nesting outside double-quoted strings: a cheap guard before any parser recurses. */
function bracketDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123 /* [ { */) {
      if (++depth > max) max = depth;
    } else if ((c === 93 || c === 125) /* ] } */ && depth > 0) depth--;
  }
  return max;
}

/**
 * The error of a body that looks like JSON and is not, with the codec's own message and position:
 * engines word their errors differently and some give no position at all, so the position comes
 * from the codec's own scan of the text (a part of its own: only such a body needs it).
 */
function* jsonFailure(text: string): Reading<DecodeFailure> {
  const at = (yield* need(PARTS.jsonError)).jsonErrorAt(text);
  return new DecodeFailure({
    code: 'syntax',
    message: at?.end ? 'Invalid JSON: the body ends too early' : 'Invalid JSON: unexpected character',
    ...(at && lineColumn(text, at.offset)),
  });
}

/** A failed YAML reading as the codec's error; a stack overflow is nesting. */
function yamlFailure(e: unknown): never {
  if (e instanceof DecodeFailure) throw e;
  if (e instanceof RangeError) fail('too-deep', 'The body nests too deeply');
  fail('syntax', `Invalid YAML: ${e instanceof Error ? e.message : String(e)}`);
}

/**
 * YAML, untrimmed so a body indented as a whole keeps its shape. Plain block YAML needs neither the
 * parser's chunk nor its time; anything else, and every error, is the parser's.
 */
function* readYaml(text: string): Reading<unknown> {
  let simple: unknown;
  try {
    simple = parseSimpleYaml(text);
  } catch (e) {
    yamlFailure(e);
  }
  if (simple !== undefined) return simple;
  // the body's text comes with the wait: a reader may judge from it what else the set will need
  const y = yield* need(PARTS.yaml, { data: text });
  try {
    return y.parseYaml(text);
  } catch (e) {
    yamlFailure(e);
  }
}

/** YAML block sequences nested on one line (`- - - x`) nest without brackets: count them. */
function sequenceDepth(text: string): number {
  let max = 0;
  for (const m of text.matchAll(/^(?:[ \t]*[-?][ \t]+)+/gm)) {
    const n = m[0].split(/[-?]/).length - 1;
    if (n > max) max = n;
  }
  return max;
}

/**
 * Walks parsed data once: refuses prototype keys, nesting past MAX_DEPTH and lists past the
 * question and option limits, before any format looks at it. `path` is the one stack of keys the
 * walk is at, copied only for an error.
 */
function checkData(value: unknown, path: Path = [], key?: string, json = false): void {
  if (typeof value !== 'object' || value === null) return;
  const depth = path.length;
  if (depth >= MAX_DEPTH) fail('too-deep', `The body nests deeper than ${MAX_DEPTH} levels`, [...path]);
  if (Array.isArray(value)) {
    if ((key === undefined || QUESTION_LISTS.has(key)) && value.length > MAX_QUESTIONS && depth <= 2)
      fail(
        'too-many-questions',
        `A set may hold at most ${MAX_QUESTIONS} questions (this one has ${value.length})`,
        [...path],
      );
    if (key !== undefined && OPTION_LISTS.has(key) && value.length > MAX_OPTIONS)
      fail(
        'too-many-options',
        `A question may offer at most ${MAX_OPTIONS} options (this one has ${value.length})`,
        [...path],
      );
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      // only objects are walked into
      if (typeof item === 'object' && item !== null) {
        path.push(i);
        checkData(item, path, undefined, json);
        path.pop();
      }
    }
    return;
  }
  // what JSON.parse made is plain data already: its objects have Object.prototype and own keys only
  if (!json) {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      fail('type', 'The body must be plain data (objects, arrays, strings, numbers, booleans)', [...path]);
  }
  if (key === 'properties') {
    const count = Object.keys(value).length;
    if (count > MAX_QUESTIONS)
      fail(
        'too-many-questions',
        `A set may hold at most ${MAX_QUESTIONS} questions (this one has ${count})`,
        [...path],
      );
  }
  // own enumerable keys without a key list per object (for…in also walks the prototype chain, whose
  // keys a plain object's prototype does not enumerate; anything else is walked by its own keys)
  const record = value as Record<string, unknown>;
  if (json) {
    for (const k in record) checkEntry(record, k, path, json);
  } else for (const k of Object.keys(record)) checkEntry(record, k, path, json);
}

function checkEntry(record: Record<string, unknown>, k: string, path: Path, json: boolean): void {
  if (FORBIDDEN_KEYS.has(k)) fail('forbidden-key', `The key "${k}" is not allowed`, [...path, k]);
  const item = record[k];
  if (typeof item === 'object' && item !== null) {
    path.push(k);
    checkData(item, path, k, json);
    path.pop();
  }
}

/**
 * Reads a body. JSON when it looks like JSON; YAML otherwise, where `allowYaml`; the limits
 * come first.
 */
export function* readSource(body: string | object, allowYaml: boolean): Reading<Source> {
  if (typeof body !== 'string') {
    checkData(body);
    let text: string;
    try {
      text = JSON.stringify(body) ?? '';
    } catch {
      fail('type', 'The body must be plain data that JSON can represent');
    }
    checkSize(text);
    return { data: body, syntax: 'value', text };
  }
  checkSize(body);
  // CRLF and LF bodies are the same body: the same derived id wherever they come from
  const normal = body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body;
  // JSON's own whitespace only: JSON.parse refuses a body led by U+3000, U+00A0 or a BOM, and so does the codec
  const text = trimJsonSpace(normal);
  if (!text) fail('empty', 'The body is empty');
  const tooDeep = () => fail('too-deep', `The body nests deeper than ${MAX_DEPTH} levels`);
  // the nesting guards (brackets; YAML block sequences, which JSON never has: no JSON line starts
  // with `- `) run before any parser that recurses reads the text, and where a reading fails
  const guard = () => {
    if (bracketDepth(text) > 2 * MAX_DEPTH || sequenceDepth(text) > MAX_DEPTH) tooDeep();
  };
  const looksJson = text.startsWith('{') || text.startsWith('[');
  if (!looksJson) guard();
  if (!looksJson && !allowYaml) fail('not-json', 'The body must be JSON (an object or an array)');
  let data: unknown;
  let syntax: Syntax = 'json';
  if (looksJson) {
    // JSON.parse does not recurse (V8, SpiderMonkey and JavaScriptCore parse with a stack of their
    // own), so a JSON body is read first and its nesting checked only where the reading or the
    // data walk fails: the same verdicts as guarding first, without a second pass over every body
    let parsed = true;
    try {
      data = JSON.parse(text);
    } catch {
      parsed = false;
    }
    if (!parsed) {
      guard();
      // `{questions: [{key: a}]}` is YAML flow style, not JSON: the JSON error only where YAML fails too
      let yaml = false;
      if (allowYaml)
        try {
          data = yield* readYaml(normal);
          syntax = 'yaml';
          yaml = true;
        } catch {
          // the JSON error is the body's
        }
      if (!yaml) throw yield* jsonFailure(text);
    }
  } else {
    data = yield* readYaml(normal);
    syntax = 'yaml';
  }
  try {
    checkData(data, [], undefined, syntax === 'json');
  } catch (e) {
    if (looksJson && e instanceof DecodeFailure && e.error.code === 'too-deep') guard();
    throw e;
  }
  return { data, syntax, text };
}

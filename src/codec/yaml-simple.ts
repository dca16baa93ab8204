/**
 * A fast path for the plain block YAML that agents write: block mappings with identifier keys,
 * block sequences, one-line scalars (plain, single- and double-quoted), one-line flow sequences
 * of scalars, and literal block scalars. It returns exactly what the `yaml` package (core schema,
 * unique keys, strict, then `toJS`) gives for the documents it accepts, and `undefined` for
 * anything else, so the full parser (and its messages) handles everything questionable. Costs no
 * chunk download and no cold parser.
 */
import { MAX_DEPTH } from './limits.js';
import { FORBIDDEN_KEYS } from './keys.js';

/** Thrown to leave the parse: the document is not simple. */
const NOT_SIMPLE = Symbol('not simple');

/** Characters the fast path never reads: tabs, CR, controls, C1 (NEL), line and paragraph separators, BOM, non-characters. */
// eslint-disable-next-line no-control-regex
const REFUSED_CHARS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/;
/** A surrogate without its partner. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** `key:` followed by spaces or the end of the line; an identifier, perhaps after a `$` (`$meta`). */
const KEY = /^(\$?[A-Za-z_][A-Za-z0-9_-]*):(?: +|$)/;
/** Identifiers the core schema reads as null or a bool: not string keys. */
const NOT_STRING_KEY = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const MAX_KEY_LENGTH = 256;

/** What may follow a scalar on its line: spaces, or spaces and a comment. */
const LINE_END = /^(?: *| +#.*)$/;
/** A literal block scalar header: `|`, `|-` or `|+`, perhaps a comment. */
const LITERAL_HEADER = /^\|([-+]?)(?: *| +#.*)$/;
/** Characters that may not start a plain scalar here (YAML indicators; `-` before a word or number is let through). */
const INDICATOR_START = /^[-?:,[\]{}#&*!|>'"%@`]/;
/** `-` may start a plain scalar when a word or a number follows (`-1`, `-.5`, `-.inf`, `-x`). */
const MINUS_NUMBER = /^-[0-9A-Za-z._]/;
/** What a plain item of a flow sequence may not contain. */
const FLOW_PLAIN_REFUSED = /[,[\]{}#:'"]/;

/** How every null, bool, int and float spelling of the core schema starts. */
const NOT_STRING_START = /^[-+.0-9~nNtTfF]/;
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_SPECIAL = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** A plain scalar as the YAML 1.2 core schema reads it, in the `yaml` package's order. */
function resolvePlain(s: string): unknown {
  // a string unless it starts as a null, a bool or a number may start
  if (s !== '' && !NOT_STRING_START.test(s)) return s;
  if (NULL.test(s)) return null;
  if (BOOL.test(s)) return s[0] === 't' || s[0] === 'T';
  if (INT_OCT.test(s)) return parseInt(s.slice(2), 8);
  if (INT.test(s)) return parseInt(s, 10);
  if (INT_HEX.test(s)) return parseInt(s.slice(2), 16);
  if (FLOAT_SPECIAL.test(s))
    return s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? -Infinity : Infinity;
  if (FLOAT_EXP.test(s) || FLOAT.test(s)) return parseFloat(s);
  return s;
}

function bail(): never {
  throw NOT_SIMPLE;
}

interface Line {
  indent: number;
  /** the line after its indentation */
  text: string;
}

class SimpleParser {
  private readonly lines: string[];
  private pos = 0;
  /** The rest of a line after `- `, read as a line of its own at its column. */
  private pending: Line | undefined;
  /** The line that `peek` found at `peekedAt`. */
  private peeked: Line | undefined;
  private peekedAt = -1;
  /** whether the last line has its line break */
  private readonly finalBreak: boolean;

  constructor(text: string) {
    this.lines = text.split('\n');
    // a final line break ends the last line; it does not start another one
    this.finalBreak = this.lines[this.lines.length - 1] === '';
    if (this.finalBreak) this.lines.pop();
  }

  /** The whole document: one block mapping or block sequence, and nothing after it. */
  document(): unknown {
    const first = this.peek();
    if (!first) bail();
    const value = this.collection(first.indent, 1);
    if (this.peek()) bail();
    return value;
  }

  /** The next line with content, skipping blank lines and comment lines. */
  private peek(): Line | undefined {
    if (this.pending) return this.pending;
    if (this.peekedAt === this.pos) return this.peeked;
    while (this.pos < this.lines.length) {
      const raw = this.lines[this.pos];
      let indent = 0;
      while (raw.charCodeAt(indent) === 32) indent++;
      if (indent < raw.length && raw.charCodeAt(indent) !== 35 /* # */) {
        this.peekedAt = this.pos;
        return (this.peeked = { indent, text: raw.slice(indent) });
      }
      this.pos++;
    }
    return undefined;
  }

  private consume(): void {
    if (this.pending) this.pending = undefined;
    else this.pos++;
  }

  private collection(indent: number, depth: number): unknown {
    if (depth > MAX_DEPTH) bail();
    const line = this.peek();
    if (!line) bail();
    return isDash(line.text) ? this.sequence(indent, depth) : this.mapping(indent, depth);
  }

  /**
   * What follows `key:` or `-` with nothing after it on the line: a collection on the next
   * lines, indented deeper (a mapping's sequence may also start at the key's column), or null.
   */
  private nested(indent: number, sameIndentSequence: boolean, depth: number): unknown {
    const line = this.peek();
    if (line && (line.indent > indent || (sameIndentSequence && line.indent === indent && isDash(line.text))))
      return this.collection(line.indent, depth + 1);
    return null;
  }

  private sequence(indent: number, depth: number): unknown[] {
    const items: unknown[] = [];
    for (;;) {
      const line = this.peek();
      if (!line || line.indent < indent) break;
      if (line.indent > indent) bail();
      const { text } = line;
      // the parent mapping goes on at this column
      if (!isDash(text)) break;
      this.consume();
      let j = 1;
      while (text.charCodeAt(j) === 32) j++;
      const rest = text.slice(j);
      if (rest === '' || rest[0] === '#') {
        items.push(this.nested(indent, false, depth));
      } else if (isDash(rest) || readKey(rest)) {
        // `- - x` and `- key: value`: a collection that starts on this line, at this column
        this.pending = { indent: indent + j, text: rest };
        items.push(this.collection(indent + j, depth + 1));
      } else {
        items.push(this.scalar(rest, indent, depth));
      }
    }
    return items;
  }

  private mapping(indent: number, depth: number): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (;;) {
      const line = this.peek();
      if (!line || line.indent < indent) break;
      if (line.indent > indent) bail();
      const found = readKey(line.text);
      if (!found) bail();
      const { key } = found;
      if (key.length > MAX_KEY_LENGTH || FORBIDDEN_KEYS.has(key) || seen.has(key)) bail();
      seen.add(key);
      this.consume();
      const rest = line.text.slice(found.length);
      map[key] =
        rest === '' || rest[0] === '#' ? this.nested(indent, true, depth) : this.scalar(rest, indent, depth);
    }
    return map;
  }

  /** A value that starts and ends on this line (a literal block scalar goes on below it). */
  private scalar(rest: string, indent: number, depth: number): unknown {
    switch (rest[0]) {
      case '|': {
        const header = LITERAL_HEADER.exec(rest);
        if (!header) bail();
        return this.literal(indent, header[1]);
      }
      case '"': {
        const end = doubleQuoteEnd(rest, 0);
        if (end < rest.length && !LINE_END.test(rest.slice(end))) bail();
        return doubleQuoted(rest, 0, end);
      }
      case "'": {
        const end = singleQuoteEnd(rest, 0);
        if (!LINE_END.test(rest.slice(end))) bail();
        return rest.slice(1, end - 1).replace(/''/g, "'");
      }
      case '[':
        if (depth + 1 > MAX_DEPTH) bail();
        return flowSequence(rest);
      case '{':
        if (depth + 1 > MAX_DEPTH || !/^\{ *\}(?: *| +#.*)$/.test(rest)) bail();
        return {};
      default:
        return plain(rest);
    }
  }

  /**
   * A literal block scalar (`|`, `|-`, `|+`) below a line at `indent`: its indentation is that
   * of its first line. No leading blank lines, no empty scalar, no lines of spaces alone past
   * the indentation.
   */
  private literal(indent: number, chomp: string): string {
    const { lines } = this;
    let i = this.pos;
    if (i >= lines.length) bail();
    let own = 0;
    while (lines[i].charCodeAt(own) === 32) own++;
    if (own <= indent || own === lines[i].length) bail();
    const parts: string[] = [];
    for (; i < lines.length; i++) {
      const raw = lines[i];
      let lead = 0;
      while (raw.charCodeAt(lead) === 32) lead++;
      if (lead === raw.length) {
        if (lead > own) bail();
        parts.push('');
        continue;
      }
      if (lead < own) break;
      parts.push(raw.slice(own));
    }
    this.pos = i;
    let trailing = 0;
    while (parts[parts.length - 1] === '') {
      parts.pop();
      trailing++;
    }
    const body = parts.join('\n');
    if (chomp === '-') return body;
    // kept blank lines at the very end without a last line break: the package counts them its own way
    if (chomp === '+' && trailing > 0 && i === lines.length && !this.finalBreak) bail();
    if (chomp === '+') return body + '\n'.repeat(trailing + 1);
    return body + '\n';
  }
}

/** Without its trailing spaces (a loop: `/ +$/` is quadratic on long runs of inner spaces). */
function trimSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 32) end--;
  return text.slice(0, end);
}

/**
 * `key:` at the start of `text`, followed by spaces or the end of the line: an identifier (not
 * one the core schema reads as null or a bool), or a one-line quoted string (`"a b":`, `'c':`).
 * Its string and how much of the text it took.
 */
function readKey(text: string): { key: string; length: number } | undefined {
  const c = text[0];
  if (c !== '"' && c !== "'") {
    const m = KEY.exec(text);
    return m && !NOT_STRING_KEY.test(m[1]) ? { key: m[1], length: m[0].length } : undefined;
  }
  const end = c === '"' ? doubleQuoteEnd(text, 0) : singleQuoteEnd(text, 0);
  if (text[end] !== ':') return undefined;
  let length = end + 1;
  if (length < text.length && text[length] !== ' ') return undefined;
  while (text.charCodeAt(length) === 32) length++;
  const key = c === '"' ? doubleQuoted(text, 0, end) : text.slice(1, end - 1).replace(/''/g, "'");
  return { key, length };
}

function isDash(text: string): boolean {
  return text === '-' || text.startsWith('- ');
}

/**
 * Where a one-line double-quoted scalar at `start` ends (after its quote); JSON's escapes only.
 * The quote and the backslashes are found by `indexOf`, each search going on from the last one.
 */
function doubleQuoteEnd(text: string, start: number): number {
  let i = start + 1;
  let quote = text.indexOf('"', i);
  for (;;) {
    if (quote < 0) return bail();
    const slash = text.indexOf('\\', i);
    if (slash < 0 || slash > quote) return quote + 1;
    const e = text[slash + 1];
    if (e === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(slash + 2, slash + 6))) bail();
      i = slash + 6;
    } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i = slash + 2;
    else bail();
    // an escaped quote (or one inside a `\u` escape's reach) is not the end
    if (quote < i) quote = text.indexOf('"', i);
  }
}

/**
 * The string a double-quoted scalar from `start` to `end` (after its quote) stands for: JSON's
 * reading, or the text between the quotes where it holds no escape (the fast path refuses control
 * characters, so there JSON would give the same).
 */
function doubleQuoted(text: string, start: number, end: number): string {
  const inner = text.slice(start + 1, end - 1);
  return inner.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : inner;
}

/** Where a one-line single-quoted scalar at `start` ends (after its quote). */
function singleQuoteEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "'") {
      if (text[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  return bail();
}

/** A plain scalar on one line, without its comment. */
function plain(rest: string): unknown {
  const hash = rest.indexOf(' #');
  const value = trimSpaces(hash < 0 ? rest : rest.slice(0, hash));
  if (
    (INDICATOR_START.test(value) && !MINUS_NUMBER.test(value)) ||
    value.includes(': ') ||
    value.endsWith(':')
  )
    bail();
  return resolvePlain(value);
}

/** `[a, "b", 'c']` on one line: scalars only, no trailing comma, perhaps a comment after it. */
function flowSequence(rest: string): unknown[] {
  const items: unknown[] = [];
  let i = 1;
  const spaces = () => {
    while (rest.charCodeAt(i) === 32) i++;
  };
  spaces();
  if (rest[i] === ']') {
    i++;
  } else {
    for (;;) {
      spaces();
      const c = rest[i];
      if (c === '"') {
        const end = doubleQuoteEnd(rest, i);
        items.push(doubleQuoted(rest, i, end));
        i = end;
      } else if (c === "'") {
        const end = singleQuoteEnd(rest, i);
        items.push(rest.slice(i + 1, end - 1).replace(/''/g, "'"));
        i = end;
      } else {
        let end = i;
        while (end < rest.length && rest[end] !== ',' && rest[end] !== ']') end++;
        const value = trimSpaces(rest.slice(i, end));
        if (
          value === '' ||
          FLOW_PLAIN_REFUSED.test(value) ||
          (INDICATOR_START.test(value) && !MINUS_NUMBER.test(value))
        )
          bail();
        items.push(resolvePlain(value));
        i = end;
      }
      spaces();
      if (rest[i] === ']') {
        i++;
        break;
      }
      if (rest[i] !== ',') bail();
      i++;
      spaces();
      // no trailing comma
      if (rest[i] === ']') bail();
    }
  }
  if (!LINE_END.test(rest.slice(i))) bail();
  return items;
}

/**
 * The data of a simple YAML document (LF line ends), exactly as the `yaml` package reads it
 * with the codec's options, or `undefined` when the document is not simple: the full parser
 * decides then.
 */
export function parseSimpleYaml(text: string): unknown {
  try {
    if (REFUSED_CHARS.test(text) || LONE_SURROGATE.test(text)) return undefined;
    return new SimpleParser(text).document();
  } catch {
    return undefined;
  }
}

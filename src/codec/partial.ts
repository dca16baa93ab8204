/**
 * A body still arriving (SPEC §6 `streaming`): the set of the questions complete so far. One
 * scanner per body keeps its state across chunks and reads each new character once: it finds the
 * carrier (a fence, the form tag, prose before an index block), then where each question of the
 * JSON list (`[…]`, `questions`, MCP's `requestedSchema.properties`) or the YAML `questions:`
 * sequence ends. Only when a new question has completed is the prefix up to it, closed, decoded by
 * `parse` — at most MAX_QUESTIONS times — so a body streamed one character at a time costs time
 * linear in it. Nothing here judges the body: whatever the closed prefix decodes to is `parse`'s.
 */
import { LAST_FENCE, TAG } from './carriers.js';
import { MAX_BODY_BYTES, MAX_DEPTH, MAX_QUESTIONS } from './limits.js';
import type { ParseResult } from './model.js';
import { parseOrPending, type ParseOptions } from './parse.js';
import type { ChunkPending } from './pending.js';

/** An open JSON container: `]` or `}` closes it. */
interface Frame {
  close: 93 | 125;
  /** the key it stands under in its parent object */
  key: string | undefined;
  /** an object's last key, and whether a key comes next */
  last: string | undefined;
  wantKey: boolean;
  /** its members are questions */
  list: boolean;
  /** it is a question */
  item: boolean;
}

/** Keys are kept only this long: the ones that matter are short. */
const KEY_MAX = 32;
/** How many characters at the start and at the seam must agree for a text to extend the last one. */
const SEAM = 64;
/** Where the questions are listed: `questions`, or MCP's `requestedSchema.properties` (the scanner and `arrived` alike). */
const LIST_KEY = 'questions';
const SCHEMA_KEY = 'requestedSchema';
const PROPERTIES_KEY = 'properties';
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const INDEX_FENCE = new RegExp(`^(\`{3,})${LAST_FENCE.info}[ \\t]*$`);

export class PartialScanner {
  /** the text read so far */
  #text = '';
  /** 'start': before the body; 'line': waiting for the fence's first line; 'tag': in the open tag; 'json', 'yaml' */
  #mode: 'start' | 'line' | 'tag' | 'json' | 'yaml' | 'off' = 'start';
  #at = 0;
  /** what closes the carrier after the questions (a fence's closing line, the closing tag) */
  #carrierEnd = '';
  #quote = 0;
  // JSON
  #stack: Frame[] = [];
  #inString = false;
  #escape = false;
  #key: string | undefined;
  // YAML, a line at a time
  #lineStart = 0;
  #inList = false;
  #itemIndent = -1;
  #itemOpen = false;
  /** how many questions completed, and the prefix that holds them closed (its length, what closes it) */
  complete = 0;
  #end = 0;
  #closing = '';

  /**
   * The body so far: it extends what was read (true), or it does not and nothing was read (false).
   * Whether it extends is judged by its start and by the seam (the last characters read), not by
   * comparing the whole prefix again: that would make a body streamed a character at a time
   * quadratic. A host rewriting the middle of a body while it streams is seen at the end, when the
   * whole body is decoded (an answered question that changed then loses its answer, with a notice).
   */
  read(text: string): boolean {
    const prev = this.#text;
    const k = Math.min(SEAM, prev.length);
    if (
      text.length < prev.length ||
      !text.startsWith(prev.slice(0, k)) ||
      !text.startsWith(prev.slice(prev.length - k), prev.length - k)
    )
      return false;
    this.#text = text;
    this.#scan();
    return true;
  }

  /** The body up to the end of its last complete question, closed so it decodes; undefined before the first. */
  prefix(): string | undefined {
    if (!this.complete) return undefined;
    return this.#text.slice(0, this.#end) + this.#closing;
  }

  #scan(): void {
    const text = this.#text;
    const n = Math.min(text.length, MAX_BODY_BYTES);
    while (this.#at < n && this.#mode !== 'off') {
      const mode = this.#mode;
      if (mode === 'json') this.#json(n);
      else if (mode === 'yaml') this.#yaml(n);
      else if (mode === 'tag') this.#tag(n);
      else if (mode === 'line') this.#fenceLine(n);
      else this.#start();
    }
  }

  /** The first character of the body says how it is carried. */
  #start(): void {
    const text = this.#text;
    const c = text.charCodeAt(this.#at);
    if (isSpace(c)) {
      this.#at++;
      return;
    }
    if (c === 123 || c === 91) this.#mode = 'json';
    else if (c === 96 || c === 126) this.#mode = 'line';
    else if (c === 60) this.#mode = 'tag';
    else {
      this.#mode = 'yaml';
      this.#lineStart = this.#at;
    }
  }

  /** A fence's first line: once it is whole, the body starts on the next. */
  #fenceLine(n: number): void {
    const text = this.#text;
    const nl = text.indexOf('\n', this.#at);
    if (nl < 0 || nl >= n) {
      this.#at = n;
      return;
    }
    const line = text.slice(text.lastIndexOf('\n', this.#at - 1) + 1, nl);
    const fence = /^[ \t]*(`{3,}|~{3,})/.exec(line);
    if (!fence) return void (this.#mode = 'off');
    this.#inner(nl + 1, fence[1]);
  }

  /** The body after a fence's first line: it closes with the same fence. */
  #inner(at: number, fence: string): void {
    this.#at = at;
    this.#carrierEnd = fence;
    this.#mode = 'start';
    this.#stack = [];
    this.#inList = false;
  }

  /** The form's open tag: its body starts after the `>` outside quotes. */
  #tag(n: number): void {
    const text = this.#text;
    for (; this.#at < n; this.#at++) {
      const c = text.charCodeAt(this.#at);
      if (this.#quote) {
        if (c === this.#quote) this.#quote = 0;
      } else if (c === 34 || c === 39) this.#quote = c;
      else if (c === 62) {
        this.#at++;
        this.#carrierEnd = `</${TAG.name}>`;
        this.#mode = 'start';
        // the tag's own name is `parse`'s to check
        return;
      }
    }
  }

  /** A question ended at `end`; `closing` closes the brackets still open around it. */
  #completed(end: number, closing: string): void {
    this.#end = end;
    const carrier = this.#carrierEnd;
    // a fence closes on a line of its own; the tag right after the body
    const newline = carrier && !carrier.startsWith('<') && (closing || this.#text.charCodeAt(end - 1) !== 10);
    this.#closing = closing + (newline ? '\n' : '') + carrier;
    if (++this.complete >= MAX_QUESTIONS) this.#mode = 'off';
  }

  #json(n: number): void {
    const text = this.#text;
    const stack = this.#stack;
    for (; this.#at < n; this.#at++) {
      const c = text.charCodeAt(this.#at);
      if (this.#inString) {
        if (this.#escape) this.#escape = false;
        else if (c === 92) this.#escape = true;
        else if (c === 34) {
          this.#inString = false;
          if (this.#key !== undefined) {
            stack[stack.length - 1].last = this.#key;
            this.#key = undefined;
          }
        } else if (this.#key !== undefined)
          this.#key = this.#key.length < KEY_MAX ? this.#key + text[this.#at] : this.#key;
        continue;
      }
      const top = stack[stack.length - 1] as Frame | undefined;
      if (c === 34) {
        this.#inString = true;
        this.#key = top && top.close === 125 && top.wantKey ? '' : undefined;
      } else if (c === 58) {
        if (top) top.wantKey = false;
      } else if (c === 44) {
        if (top && top.close === 125) top.wantKey = true;
      } else if (c === 123 || c === 91) {
        const key = top?.close === 125 ? top.last : undefined;
        const depth = stack.length;
        // deeper than any body the codec takes: the whole body is refused at its end
        if (depth >= MAX_DEPTH) return void (this.#mode = 'off');
        const list =
          (c === 91 && (depth === 0 || (depth === 1 && key === LIST_KEY))) ||
          (c === 123 && depth === 2 && key === PROPERTIES_KEY && stack[1].key === SCHEMA_KEY);
        stack.push({
          close: c === 123 ? 125 : 93,
          key,
          last: undefined,
          wantKey: c === 123,
          list,
          item: c === 123 && !!top?.list,
        });
      } else if (c === 93 || c === 125) {
        const frame = stack.pop();
        if (!frame || frame.close !== c) return void (this.#mode = 'off');
        if (frame.item) {
          let closing = '';
          for (let i = stack.length - 1; i >= 0; i--) closing += String.fromCharCode(stack[i].close);
          this.#completed(this.#at + 1, closing);
          if (this.#mode === 'off') return;
        }
        // the body's end: what follows is the carrier's close (or nothing)
        if (!stack.length) return void (this.#mode = 'off');
      }
    }
  }

  /**
   * YAML, a whole line at a time: the items of `questions:` (a key at column 0). An item is
   * complete once the next item at its indentation, or a line less indented, begins: lines inside
   * an item (block scalars included) are indented deeper than its `-`.
   */
  #yaml(n: number): void {
    const text = this.#text;
    for (;;) {
      const start = this.#lineStart;
      // from where the last reading stopped: a long line is searched once, not at every chunk
      const nl = text.indexOf('\n', this.#at);
      if (nl < 0 || nl >= n) {
        this.#at = n;
        return;
      }
      this.#lineStart = this.#at = nl + 1;
      let i = start;
      while (i < nl && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
      const indent = i - start;
      const c = text.charCodeAt(i);
      // blank lines and comments belong to no item
      if (i >= nl || c === 35 || c === 13) continue;
      const dash = c === 45 && (i + 1 === nl || isSpace(text.charCodeAt(i + 1)));
      if (!this.#inList) {
        if (indent === 0 && /^questions:[ \t]*\r?$/.test(text.slice(start, nl))) {
          this.#inList = true;
          this.#itemIndent = -1;
        } else if (indent === 0 && !this.complete && INDEX_FENCE.test(text.slice(start, nl).trimEnd())) {
          // prose, then the message's index block: its body starts on the next line
          const fence = /^`+/.exec(text.slice(start, nl))![0];
          return this.#inner(nl + 1, fence);
        }
        continue;
      }
      if (this.#itemIndent < 0) {
        if (!dash) {
          this.#inList = false;
          continue;
        }
        this.#itemIndent = indent;
        this.#itemOpen = true;
        continue;
      }
      if (indent > this.#itemIndent) continue;
      if (this.#itemOpen) this.#completed(start, '');
      if (this.#mode === 'off') return;
      if (indent === this.#itemIndent && dash) continue;
      this.#inList = this.#itemOpen = false;
    }
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A body whose object arrives already parsed (SPEC §6 `streaming`: a framework's partial tool
 * input, such as the AI SDK's `part.input`, rebuilt from the text on every delta): what the
 * scanner would close of the same text. The question list is the one the scanner finds (`[…]`,
 * `questions`, MCP's `requestedSchema.properties`); its last member is the one still arriving (a
 * label cut where the text stops, a half-written item read as `{}`, `t` already read as `true`), so
 * it is left out, and so is every key after the list (its text comes after it). Undefined while no
 * list holds a complete question.
 */
export function arrived(value: unknown): unknown {
  const all = <T>(list: T[]): T[] | undefined => (list.length > 1 ? list.slice(0, -1) : undefined);
  if (Array.isArray(value)) return all(value);
  if (!isRecord(value)) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === LIST_KEY && Array.isArray(v)) {
      const questions = all(v);
      return questions && { ...kept, [key]: questions };
    }
    const schema = key === SCHEMA_KEY && isRecord(v) ? v : undefined;
    if (schema && isRecord(schema[PROPERTIES_KEY])) {
      const properties = all(Object.entries(schema[PROPERTIES_KEY]));
      if (!properties) return undefined;
      const entries = Object.entries(schema);
      const before = entries.slice(0, Object.keys(schema).indexOf(PROPERTIES_KEY));
      return {
        ...kept,
        [key]: { ...Object.fromEntries(before), [PROPERTIES_KEY]: Object.fromEntries(properties) },
      };
    }
    kept[key] = v;
  }
  return undefined;
}

/** What a body so far decodes to: the set of its complete questions, a chunk to wait for, or nothing new. */
export type PartialRead = ParseResult | ChunkPending | undefined;

/**
 * One body as it streams in: `read(text)` with the whole text so far, each time it grew. It
 * decodes only when another question has completed (or a chunk it waited for arrived); a text
 * that does not extend the last one starts over.
 */
export class PartialReader {
  #scanner = new PartialScanner();
  /** how many questions the last decode held */
  #decoded = 0;
  readonly #options: ParseOptions;

  /** the last value read (`readValue`), as the text it stands for */
  #value: string | undefined;

  constructor(options: ParseOptions = {}) {
    this.#options = options;
  }

  /**
   * The body so far as an object already parsed (`arrived`): each value replaces the last one, it
   * does not extend it. It decodes only when what it shows changed (at most once per question
   * for a value rebuilt from a growing text); a value with no complete question yet (the AI SDK's
   * `undefined` when its repair fails) is nothing new, so what is shown stays.
   */
  readValue(value: unknown): PartialRead {
    const shown = arrived(value);
    if (shown === undefined) return undefined;
    let key: string;
    try {
      key = JSON.stringify(shown);
    } catch {
      return undefined;
    }
    if (key === this.#value) return undefined;
    const result = parseOrPending(shown as object, this.#options);
    if (!('ok' in result)) return result;
    this.#value = key;
    return result.ok && result.set.questions.length ? result : undefined;
  }

  read(text: string): PartialRead {
    if (!this.#scanner.read(text)) {
      this.#scanner = new PartialScanner();
      this.#decoded = 0;
      this.#scanner.read(text);
    }
    const scanner = this.#scanner;
    if (scanner.complete <= this.#decoded) return undefined;
    const result = parseOrPending(scanner.prefix()!, this.#options);
    // a chunk to wait for: decoded again at the next read
    if (!('ok' in result)) return result;
    this.#decoded = scanner.complete;
    // a prefix that does not decode (yet) is nothing to show: the whole body's error is for later
    return result.ok && result.set.questions.length ? result : undefined;
  }
}

/**
 * A body still arriving (SPEC §6 `streaming`): the set of the questions complete so far. One
 * scanner per body keeps its state across chunks and reads each new character once: it finds the
 * carrier (a fence, the form tag, prose before an index block: `carrierOf`, as `parse` does), then
 * where each question of the list ends — the lists each format's head declares (`lists`: a JSON
 * array or object at a path of keys, a YAML key's sequence). Only when a new question has
 * completed is the prefix up to it, closed, decoded by `parse` — at most MAX_QUESTIONS times — so a
 * body streamed one character at a time costs time linear in it. Nothing here judges the body, and
 * nothing here names a format: whatever the closed prefix decodes to is `parse`'s, and `end()` is
 * `parse` of the whole text.
 */
import { LAST_FENCE, TAG, carrierOf } from './carriers.js';
import type { FormatHead } from './format.js';
import { MAX_BODY_BYTES, MAX_DEPTH, MAX_QUESTIONS } from './limits.js';
import type { ParseResult } from './model.js';
import { parse, parseNow, type ParseOptions } from './parse.js';
import type { Waiting } from './part.js';
import { FORMATS } from './registry.js';

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
  /** the keys from the top down to it, each after a NUL (`''`: the top; undefined: inside an array) */
  path: string | undefined;
}

/**
 * Where the questions are listed, read from the heads (`FormatHead.lists`): the JSON paths, each key
 * after a NUL (`''`: the top, an array), and the keys whose YAML sequence they are.
 */
export interface Lists {
  /** a declared path → true; each path on the way to one → false */
  json: ReadonlyMap<string, boolean>;
  yaml: ReadonlySet<string>;
}

/** The lists the given heads declare (a head that declares none lists under `questions`). */
export function listsOf(heads: readonly Pick<FormatHead, 'lists' | 'yaml'>[]): Lists {
  const json = new Map<string, boolean>();
  const yaml = new Set<string>();
  for (const head of heads)
    for (const path of head.lists ?? [['questions']]) {
      let at = '';
      for (const key of path) {
        if (!json.has(at)) json.set(at, false);
        at += '\u0000' + key;
      }
      json.set(at, true);
      if (head.yaml && path.length === 1) yaml.add(path[0]);
    }
  return { json, yaml };
}

/** The lists of the format table's heads. */
let tableLists: Lists | undefined;
const headLists = (): Lists => (tableLists ??= listsOf(Object.values(FORMATS)));

/** Keys are kept only this long: the ones that matter are short. */
const KEY_MAX = 32;
/** How many characters at the start and at the seam must agree for a text to extend the last one. */
const SEAM = 64;
/** The characters of a line the scanner keeps: the lines it judges (a fence, `questions:`, an item's `-`) are short. */
const LINE_MAX = 256;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
/**
 * Characters no agent writes, which a broken byte stream gives (a streaming TextDecoder's U+FFFD,
 * NUL, C0 and C1 controls, non-characters): the decoders' fast paths refuse most of them, and the
 * slow ones read the whole prefix at a far higher cost per byte.
 */
// eslint-disable-next-line no-control-regex
const BROKEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\ufffe\uffff]/;
const INDEX_FENCE = new RegExp(`^(\`{3,})${LAST_FENCE.info}[ \\t]*$`);

export class PartialScanner {
  readonly #lists: Lists;
  /** the chunks read so far (joined only to decode a prefix, at most MAX_QUESTIONS times, and at the end) */
  #parts: string[] = [];
  /** how many characters were read, the first and the last SEAM of them */
  #length = 0;
  #head = '';
  #seam = '';
  /** 'start': before the body; 'line': waiting for the fence's first line; 'tag': in the open tag; 'json', 'yaml' */
  #mode: 'start' | 'line' | 'tag' | 'json' | 'yaml' | 'off' = 'start';
  /** the scan's place in the whole text; the chunk being read starts at #base */
  #at = 0;
  #base = 0;
  #chunk = '';
  /** what closes the carrier after the questions (a fence's closing line, the closing tag) */
  #carrierEnd = '';
  #quote = 0;
  // JSON
  #stack: Frame[] = [];
  #inString = false;
  #escape = false;
  #key: string | undefined;
  // a fence's first line, YAML: the line being read (its first LINE_MAX characters), where it starts
  #line = '';
  #lineStart = 0;
  #inList = false;
  #itemIndent = -1;
  #itemOpen = false;
  /** the text holds a character of a broken byte stream (BROKEN) */
  broken = false;
  /** how many questions completed, and the prefix that holds them closed (its length, what closes it) */
  complete = 0;
  #end = 0;
  #closing = '';

  constructor(lists: Lists = headLists()) {
    this.#lists = lists;
  }

  /**
   * The body so far: it extends what was read (true), or it does not and nothing was read (false).
   * Whether it extends is judged by its start and by the seam (the last characters read), not by
   * comparing the whole prefix again: that would make a body streamed a character at a time
   * quadratic. A host rewriting the middle of a body while it streams is seen at the end, when the
   * whole body is decoded (an answered question that changed then loses its answer, with a notice).
   */
  read(text: string): boolean {
    const length = this.#length;
    const k = Math.min(SEAM, length);
    if (
      text.length < length ||
      !text.startsWith(this.#head.slice(0, k)) ||
      !text.startsWith(this.#seam, length - this.#seam.length)
    )
      return false;
    if (text.length > length) {
      this.#read(text.slice(length));
      // the host's text holds every chunk: kept as it stands, not copied
      this.#parts = [text];
    }
    return true;
  }

  /**
   * The next chunk of the body: only its own characters are read (what an earlier chunk left
   * unfinished is kept in the scanner's state: an open line's start, the JSON brackets open).
   */
  append(chunk: string): void {
    if (!chunk) return;
    this.#parts.push(chunk);
    this.#read(chunk);
  }

  #read(chunk: string): void {
    if (this.#head.length < SEAM) this.#head = (this.#head + chunk).slice(0, SEAM);
    this.#seam = chunk.length >= SEAM ? chunk.slice(-SEAM) : (this.#seam + chunk).slice(-SEAM);
    this.#base = this.#length;
    this.#chunk = chunk;
    this.#length += chunk.length;
    if (!this.broken && this.#base < MAX_BODY_BYTES) this.broken = BROKEN.test(chunk);
    this.#scan();
    this.#chunk = '';
  }

  /** Where the last complete question ends in the text. */
  get end(): number {
    return this.#end;
  }

  /** The whole text read (one string: the chunks joined once, then kept joined). */
  text(): string {
    if (this.#parts.length > 1) this.#parts = [this.#parts.join('')];
    return this.#parts[0] ?? '';
  }

  /** The body up to the end of its last complete question, closed so it decodes; undefined before the first. */
  prefix(): string | undefined {
    if (!this.complete) return undefined;
    return this.text().slice(0, this.#end) + this.#closing;
  }

  /** The character at `at` of the whole text, in the chunk being read. */
  #code(at: number): number {
    return this.#chunk.charCodeAt(at - this.#base);
  }

  #scan(): void {
    const n = Math.min(this.#length, MAX_BODY_BYTES);
    while (this.#at < n && this.#mode !== 'off') {
      const mode = this.#mode;
      if (mode === 'json') this.#json(n);
      else if (mode === 'yaml') this.#yaml(n);
      else if (mode === 'tag') this.#tag(n);
      else if (mode === 'line') this.#fenceLine(n);
      else this.#start(n);
    }
  }

  /** The body's first characters say how it is carried: `carrierOf`, the rule `parse` unwraps a body by. */
  #start(n: number): void {
    if (!this.#line) {
      if (isSpace(this.#code(this.#at))) return void this.#at++;
      this.#lineStart = this.#at;
    }
    let carrier: ReturnType<typeof carrierOf>;
    do carrier = carrierOf((this.#line += String.fromCharCode(this.#code(this.#at++))));
    while (!carrier && this.#at < n);
    if (carrier === 'fence') this.#mode = 'line';
    else if (carrier === 'tag') this.#mode = 'tag';
    else if (carrier && /^[[{]/.test(this.#line)) {
      // JSON is read from its first character (told at once, so in the chunk being read)
      this.#mode = 'json';
      this.#at = this.#lineStart;
      this.#line = '';
    } else if (carrier) this.#mode = 'yaml';
  }

  /**
   * Reads the current line on to its end or the chunk's (its first LINE_MAX characters are kept):
   * the position of its newline, or -1 when the chunk ended first.
   */
  #readLine(n: number): number {
    const from = this.#at - this.#base;
    const nl = this.#chunk.indexOf('\n', from);
    const stop = nl < 0 || nl + this.#base >= n ? n : nl + this.#base;
    const room = Math.min(LINE_MAX - this.#line.length, stop - this.#at);
    if (room > 0) this.#line += this.#chunk.slice(from, from + room);
    this.#at = stop;
    return stop < n ? stop : -1;
  }

  /** A fence's first line: once it is whole, the body starts on the next. */
  #fenceLine(n: number): void {
    const nl = this.#readLine(n);
    if (nl < 0) return;
    const fence = /^(`{3,}|~{3,})/.exec(this.#line);
    if (!fence) return void (this.#mode = 'off');
    this.#inner(nl + 1, fence[1]);
  }

  /** The body after a fence's first line: it closes with the same fence. */
  #inner(at: number, fence: string): void {
    this.#at = at;
    this.#line = '';
    this.#carrierEnd = fence;
    this.#mode = 'start';
    this.#stack = [];
    this.#inList = false;
  }

  /** The form's open tag: its body starts after the `>` outside quotes. */
  #tag(n: number): void {
    for (; this.#at < n; this.#at++) {
      const c = this.#code(this.#at);
      if (this.#quote) {
        if (c === this.#quote) this.#quote = 0;
      } else if (c === 34 || c === 39) this.#quote = c;
      else if (c === 62) {
        this.#at++;
        this.#carrierEnd = `</${TAG.name}>`;
        this.#mode = 'start';
        this.#line = '';
        // the tag's own name is `parse`'s to check
        return;
      }
    }
  }

  /** A question ended at `end` (`line`: at a line's start); `closing` closes the brackets still open around it. */
  #completed(end: number, closing: string, line: boolean): void {
    this.#end = end;
    const carrier = this.#carrierEnd;
    // a fence closes on a line of its own; the tag right after the body
    const newline = carrier && !carrier.startsWith('<') && (closing || !line);
    this.#closing = closing + (newline ? '\n' : '') + carrier;
    if (++this.complete >= MAX_QUESTIONS) this.#mode = 'off';
  }

  #json(n: number): void {
    const stack = this.#stack;
    for (; this.#at < n; this.#at++) {
      const c = this.#code(this.#at);
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
          this.#key = this.#key.length < KEY_MAX ? this.#key + String.fromCharCode(c) : this.#key;
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
        // its path of keys, while it may lead to a list (a value in an array never does)
        const path = !depth
          ? ''
          : key !== undefined && top!.path !== undefined && this.#lists.json.has(top!.path)
            ? top!.path + '\u0000' + key
            : undefined;
        stack.push({
          close: c === 123 ? 125 : 93,
          key,
          last: undefined,
          wantKey: c === 123,
          // the top is a list only as an array: an object there is the body
          list: path !== undefined && (depth > 0 || c === 91) && !!this.#lists.json.get(path),
          item: c === 123 && !!top?.list,
          path,
        });
      } else if (c === 93 || c === 125) {
        const frame = stack.pop();
        if (!frame || frame.close !== c) return void (this.#mode = 'off');
        if (frame.item) {
          let closing = '';
          for (let i = stack.length - 1; i >= 0; i--) closing += String.fromCharCode(stack[i].close);
          this.#completed(this.#at + 1, closing, false);
          if (this.#mode === 'off') return;
        }
        // the body's end: what follows is the carrier's close (or nothing)
        if (!stack.length) return void (this.#mode = 'off');
      }
    }
  }

  /**
   * YAML, a line at a time: the items of a list's key (`questions:`, at column 0). An item is complete
   * once the next item at its indentation, or a line less indented, begins: lines inside an item
   * (block scalars included) are indented deeper than its `-`. That line's first character says so,
   * before the line is whole: a fence's closing line, the closing tag or the next item may be the
   * last bytes of a text body (an element's text is read trimmed, without the newline after them).
   */
  #yaml(n: number): void {
    for (;;) {
      const nl = this.#readLine(n);
      if (nl < 0) return this.#early();
      const line = this.#line;
      const start = this.#lineStart;
      this.#line = '';
      this.#lineStart = this.#at = nl + 1;
      const { indent, c, dash } = lineHead(line, true);
      // blank lines and comments belong to no item
      if (c < 0 || c === 35 || c === 13) continue;
      if (!this.#inList) {
        if (indent === 0 && this.#lists.yaml.has(yamlKey(line))) {
          this.#inList = true;
          this.#itemIndent = -1;
        } else if (indent === 0 && !this.complete && INDEX_FENCE.test(line.trimEnd())) {
          // prose, then the message's index block: its body starts on the next line
          return this.#inner(nl + 1, /^`+/.exec(line)![0]);
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
      if (this.#itemOpen) this.#completed(start, '', true);
      if (this.#mode === 'off') return;
      if (indent === this.#itemIndent && dash) {
        this.#itemOpen = true;
        continue;
      }
      this.#inList = this.#itemOpen = false;
    }
  }

  /** A line not yet whole whose first character, at most as indented as the open item, ends that item. */
  #early(): void {
    if (!this.#itemOpen || this.#itemIndent < 0) return;
    const { indent, c } = lineHead(this.#line, false);
    if (c < 0 || c === 35 || c === 13 || indent > this.#itemIndent) return;
    this.#itemOpen = false;
    this.#completed(this.#lineStart, '', true);
  }
}

/** The key a line at column 0 opens a block under (`questions:`), or ''. */
function yamlKey(line: string): string {
  const m = /^([^\s:#][^:]*):[ \t]*\r?$/.exec(line);
  return m ? m[1] : '';
}

/** A line's indentation, its first other character (-1: none yet) and whether that is a sequence's `-` (`whole`: the line is). */
function lineHead(line: string, whole: boolean): { indent: number; c: number; dash: boolean } {
  let i = 0;
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
  const c = i < line.length ? line.charCodeAt(i) : -1;
  const next = i + 1 < line.length ? line.charCodeAt(i + 1) : -1;
  const dash = c === 45 && (next < 0 ? whole : isSpace(next));
  return { indent: i, c, dash };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A body whose object arrives already parsed (SPEC §6 `streaming`: a framework's partial tool
 * input, such as the AI SDK's `part.input`, rebuilt from the text on every delta): what the
 * scanner would close of the same text. The question list is the one the scanner finds (the
 * heads' `lists`); its last member is the one still arriving (a
 * label cut where the text stops, a half-written item read as `{}`, `t` already read as `true`), so
 * it is left out, and so is every key after the list (its text comes after it). Undefined while no
 * list holds a complete question.
 */
export function arrived(value: unknown, lists: Lists = headLists()): unknown {
  return cut(value, '', lists.json) || undefined;
}

/**
 * `value` at `path` up to its list's last complete question: the list cut, the keys before the one
 * that leads to it kept, those after it left out; undefined while the list holds no complete
 * question; false where no list is.
 */
function cut(value: unknown, path: string, json: Lists['json']): unknown {
  const all = <T>(list: T[]): T[] | undefined => (list.length > 1 ? list.slice(0, -1) : undefined);
  if (json.get(path)) {
    if (Array.isArray(value)) return all(value);
    // a list under a key may be an object whose values are the questions (MCP's `properties`)
    const entries = path && isRecord(value) ? all(Object.entries(value)) : false;
    if (entries !== false) return entries && Object.fromEntries(entries);
  }
  if (!isRecord(value) || !json.has(path)) return false;
  const kept: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const inner = cut(v, path + '\u0000' + key, json);
    if (inner !== false) return inner && { ...kept, [key]: inner };
    kept[key] = v;
  }
  return false;
}

/** What a body so far decodes to: the set of its complete questions, a chunk to wait for, or nothing new. */
export type PartialRead = ParseResult | Waiting<ParseResult> | undefined;

/**
 * One body as it streams in, the first stage of reading it: `read(text)` with the whole text so far
 * each time it grew, or `append(chunk)` with what arrived since, then `end()`. It decodes only when another question has completed
 * (or a chunk it waited for arrived); a text that does not extend the last one starts over.
 *
 * A prefix that does not decode, or that holds what a broken byte stream gives (U+FFFD, NUL: the
 * decoders read it the slow way), is not decoded again from its start at the next question: the
 * next decode waits until the prefix is twice as long, so such a body's decodes cost at most twice
 * its length, however many questions it holds (its questions then show a few at a time).
 */
export class PartialReader {
  #scanner = new PartialScanner();
  /** how many questions the last decode held */
  #decoded = 0;
  /** the length a prefix must reach to be decoded again after one failed */
  #retry = 0;
  /** the chunk the last decode waits for (nothing is decoded again until it arrived) */
  #waiting: Promise<unknown> | undefined;
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
    const result = parseNow(shown as object, this.#options, false);
    if (!('ok' in result)) return result;
    this.#value = key;
    return result.ok && result.set.questions.length ? result : undefined;
  }

  read(text: string): PartialRead {
    if (!this.#scanner.read(text)) {
      this.#scanner = new PartialScanner();
      this.#decoded = this.#retry = 0;
      this.#scanner.read(text);
    }
    return this.#decode();
  }

  /**
   * The body as it arrives, the reader's first stage: the next chunk (`chunk`: `append`), else the
   * whole text so far (`read`) or the object so far (`readValue`); `end()` then decodes the whole.
   */
  next(body: unknown, chunk?: boolean): PartialRead {
    if (chunk) return this.append(body as string);
    if (typeof body === 'string') return this.read(body);
    return body == null ? undefined : this.readValue(body);
  }

  /** The next chunk of the body (what arrived since the last read). */
  append(chunk: string): PartialRead {
    this.#scanner.append(chunk);
    return this.#decode();
  }

  /** The whole text read. */
  text(): string {
    return this.#scanner.text();
  }

  /**
   * The body has ended: the whole text, decoded as `parse` decodes it (the same carrier rule the
   * scanner read its start by): what a body given whole decodes to.
   */
  end(): ParseResult {
    return parse(this.text(), this.#options);
  }

  #decode(): PartialRead {
    const scanner = this.#scanner;
    if (scanner.complete <= this.#decoded || this.#waiting) return undefined;
    if (scanner.end < this.#retry) return undefined;
    const prefix = scanner.prefix()!;
    const result = parseNow(prefix, this.#options, false);
    if (!('ok' in result)) {
      // a chunk to wait for: decoded again at the next read once it is there
      const waiting: Promise<unknown> = (this.#waiting = result.load.then(
        () => this.#waiting === waiting && (this.#waiting = undefined),
        () => this.#waiting === waiting && (this.#waiting = undefined),
      ));
      return result;
    }
    this.#decoded = scanner.complete;
    const ok = result.ok && result.set.questions.length > 0;
    this.#retry = !ok || scanner.broken ? 2 * scanner.end : 0;
    // a prefix that does not decode (yet) is nothing to show: the whole body's error is for later
    return ok ? result : undefined;
  }
}

/**
 * parse and detect: a body in any format → the model, or a coded error; nothing thrown. The reading
 * is written once (`parsing`), as steps that ask for the parts they need (`part.ts`): `parse` runs it
 * with every part in place, the element (`parseNow`) stops where a part is still loading and
 * resumes there once it has arrived.
 */
import { LAST_FENCE, LAST_FENCE_PATTERN, TAG, carrierOf } from './carriers.js';
import { DecodeFailure, fail, toDecodeError } from './errors.js';
import type { Format } from './format.js';
import type { FormatId, ParseResult, QuestionSet } from './model.js';
import { need, readNow, readSync, type Reading, type Waiting } from './part.js';
import { DECODERS, PARTS } from './parts.js';
import { FORMATS, formatById } from './registry.js';
import { derivedId } from './hash.js';
import { checkSize, readSource } from './source.js';

export interface ParseOptions {
  /** `auto` (default) recognises the format from the fence, the tag or the body's keys */
  format?: FormatId | 'auto';
  /** `<question-form id title>`: the attributes, when the body comes without its tag */
  attributes?: { id?: string; title?: string };
}

function expected(): string {
  return Object.values(FORMATS)
    .map((f) => `${f.id} ${f.signature}`)
    .join('; ');
}

/** The best-scoring format for parsed data; ties and no match are errors naming what was expected. */
function detectData(data: unknown): Format {
  let best: Format[] = [];
  let top = 0;
  for (const f of Object.values(FORMATS)) {
    const score = f.detect(data);
    if (score > top) [best, top] = [[f], score];
    else if (score === top && score > 0) best.push(f);
  }
  if (best.length === 1) return best[0];
  if (best.length > 1)
    fail(
      'ambiguous-format',
      `The body fits more than one format (${best.map((f) => f.id).join(', ')}); set format to one of them`,
    );
  fail('unknown-format', `The body matches no known question format. Expected one of: ${expected()}`);
}

interface Unwrapped {
  body: string;
  format?: Format;
  attributes?: { id?: string; title?: string };
  prose?: string;
}

/** The prose before an index block, keeping its leading whitespace as the seed's reader does. */
function proseBefore(text: string, start: number): string | undefined {
  return text.slice(0, start).trimEnd() || undefined;
}

const LAST_FENCE_START = new RegExp(`^\`{3,}${LAST_FENCE_PATTERN}`, 'm');

/** A body that is itself a block (a fence, a `<question-form>` tag, a message ending in an index block). */
function* unwrap(text: string): Reading<Unwrapped> {
  // the index block is found in the message as it stands, as its seed's reader finds it
  // (the substring first: a plain search, where the line-anchored pattern tries every line)
  const indexBlock =
    text.includes(LAST_FENCE.info) && LAST_FENCE_START.test(text)
      ? (yield* need(PARTS.blocks)).findIndexBlock(text)
      : undefined;
  if (indexBlock) {
    if (!indexBlock.complete) fail('incomplete', `The \`\`\`${LAST_FENCE.info} block is not closed yet`);
    // the size limit guards against a huge block, not a long turn: the prose around it is the
    // message's own (found by a linear scan), only the block's body is held to the limit
    checkSize(indexBlock.body);
    return {
      body: indexBlock.body,
      format: FORMATS[indexBlock.format],
      prose: proseBefore(text, indexBlock.start),
    };
  }
  checkSize(text);
  const trimmed = text.trim();
  // the rule the streaming reader reads a body's start by (`carrierOf`)
  if ((carrierOf(trimmed) ?? 'data') === 'data') return { body: text };
  // an index block is only where the untrimmed message has one (above)
  const [block] = (yield* need(PARTS.blocks))
    .findBlocks(trimmed)
    .filter((b) => !FORMATS[b.format].fenceEndsMessage);
  if (!block || block.start !== 0) return { body: text };
  if (!block.complete)
    fail('incomplete', `The ${FORMATS[block.format].tag ? `<${TAG.name}>` : 'fence'} is not closed yet`);
  if (trimmed.slice(block.end).trim()) return { body: text };
  return { body: block.body, format: FORMATS[block.format], attributes: block.attributes };
}

/** A body read to the end: unwrapped, its data read, its format known, decoded, its options normalised. */
function* decode(body: string | object, options: ParseOptions): Reading<QuestionSet> {
  const wanted = options.format && options.format !== 'auto' ? formatById(options.format) : undefined;
  if (options.format && options.format !== 'auto' && !wanted)
    fail(
      'unknown-format',
      `Unknown format "${options.format}". Known formats: ${Object.keys(FORMATS).join(', ')}`,
    );
  let input: Unwrapped = { body: typeof body === 'string' ? body : '' };
  if (typeof body === 'string') {
    input = yield* unwrap(body);
    if (wanted && input.format && input.format !== wanted)
      fail(
        'format-mismatch',
        `The body is a ${input.format.id} block, but the format is set to ${wanted.id}`,
      );
  }
  const fixed = wanted ?? input.format;
  const source = yield* readSource(typeof body === 'string' ? input.body : body, fixed ? fixed.yaml : true);
  const format = fixed ?? detectData(source.data);
  if (source.syntax === 'yaml' && !format.yaml) fail('not-json', `A ${format.title} body must be JSON`);
  // what was read comes with the wait: a reader may start what the set needs next (markdown-it, words)
  const { default: whole } = yield* need(DECODERS[format.id], {
    data: source.data,
    locale: format.locale?.(source.data),
  });
  const set = whole.decode(source.data, {
    source,
    attributes: mergeAttributes(input.attributes, options.attributes),
    prose: input.prose,
  });
  // a body that names no id: the id comes from what was decoded, never from how it was written
  const out = (yield* need(PARTS.normalize)).normalizeOptions(set);
  if (out.derivedId) out.id = derivedId(out);
  return out;
}

/**
 * The last results by text, least recently used out first: upgrade() and the markdown-it plugin
 * decode a block, then its element decodes the same text. Its one owner is this module; a streamed
 * body's prefixes never enter it (`kept`), so they cannot push out the sets a page shows.
 */
export const RECENT_MAX = 32;
const RECENT_TEXT_MAX = 32 * 1024;
const recent = new Map<string, ParseResult>();

/** Keeps a result as the most recently used one, the least recently used out when full. */
function keep(key: string, result: ParseResult): void {
  recent.delete(key);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(key, result);
}

/** How many results are kept now (a test holds the bound). */
export const keptResults = (): number => recent.size;

/**
 * Forgets the results kept by text (of one body read with the default options, or all): the codec
 * benchmark times a first reading, as a reference has no such cache.
 */
export function forgetParsed(body?: string): void {
  if (body === undefined) recent.clear();
  else recent.delete(keyOf(body, {})!);
}

function keyOf(body: string | object, options: ParseOptions): string | undefined {
  if (typeof body !== 'string') return undefined;
  const a = options.attributes;
  const format = options.format ?? 'auto';
  // the common call (no format, no attributes) is keyed by the body itself, not by a copy of it
  // (a string keeps its hash, so reading the same text again costs no pass over it); every other
  // key begins with U+0000, so the two kinds never meet
  if (format === 'auto' && !a?.id && !a?.title && !body.startsWith('\u0000')) return body;
  return `\u0000${format}\u0000${a?.id ?? ''}\u0000${a?.title ?? ''}\u0000${body}`;
}

/** The tag's own attributes, with what the caller passes on top (where it passes a value). */
function mergeAttributes(
  fromTag: ParseOptions['attributes'],
  given: ParseOptions['attributes'],
): ParseOptions['attributes'] {
  const out = { ...fromTag };
  if (given?.id) out.id = given.id;
  if (given?.title) out.title = given.title;
  return out.id === undefined && out.title === undefined ? undefined : out;
}

/**
 * The reading of a body, as steps that ask for the parts they need: `{ ok: true, set }` or
 * `{ ok: false, error }` at its end. `kept`: whether its result is kept by text (a streamed body's
 * prefix is not).
 */
export function* parsing(
  body: string | object,
  options: ParseOptions = {},
  kept = true,
): Reading<ParseResult> {
  const key = keyOf(body, options);
  const known = key === undefined ? undefined : recent.get(key);
  if (known) {
    keep(key!, known);
    return known;
  }
  let result: ParseResult;
  try {
    result = { ok: true, set: yield* decode(body, options) };
  } catch (e) {
    result =
      e instanceof RangeError && !(e instanceof DecodeFailure)
        ? { ok: false, error: { code: 'too-deep', message: 'The body nests too deeply' } }
        : { ok: false, error: toDecodeError(e) };
  }
  // a typical body is a few KiB; the largest allowed ones are not worth holding on to
  if (kept && key !== undefined && key.length <= RECENT_TEXT_MAX) keep(key, result);
  return result;
}

/**
 * A body (text or a value) in any format → `{ ok: true, set }` or `{ ok: false, error }`. Every part
 * is in place in the codec's entries; in a lazily built one before `loadCodec()`, the error names
 * the part still loading (the caller's, not the body's).
 */
export const parse = (body: string | object, options: ParseOptions = {}): ParseResult =>
  readSync(parsing(body, options));

/**
 * `parse` for a reader that can wait (the element, upgrade(), the streamed body's reader): the result,
 * or where the reading waits for a part a lazily built bundle is still fetching — `resume()` it once
 * its `load` has resolved.
 */
export const parseNow = (
  body: string | object,
  options: ParseOptions = {},
  kept = true,
): ParseResult | Waiting<ParseResult> => readNow(parsing(body, options, kept));

/** The format of a body, or undefined when none (or more than one) fits. */
export function detect(body: string | object): FormatId | undefined {
  try {
    if (typeof body === 'string') {
      checkSize(body);
      const input = readSync(unwrap(body));
      if (input.format) return input.format.id;
      return detectData(readSync(readSource(input.body, true)).data).id;
    }
    return detectData(readSync(readSource(body, true)).data).id;
  } catch {
    return undefined;
  }
}

/**
 * Runs a format's decoder, once it is in place, on a small body of its own (the result not kept):
 * the code a first decode runs is then compiled before a set arrives. V8 compiles a function on its
 * first call, and a chat's first set paid that while the user waited (issue 48). The elements call
 * it for each format while the page is idle. The set it decoded to (a test holds every format to
 * one), undefined when it did not decode.
 */
export function warmDecoder(id: FormatId): QuestionSet | undefined {
  const format = DECODERS[id].get()?.default;
  if (!format) return undefined;
  // what every format can write and read back: a header, described options, ids that are uuids
  const text = 'A';
  const option = (id: string) => ({ id, label: text + id, description: text });
  const question = (n: number, multiple: boolean) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    text: text + n,
    header: text,
    kind: 'choice' as const,
    multiple,
    allowCustom: false,
    required: true,
    options: [option('1'), option('2')],
  });
  try {
    const body = format.serialize({
      format: id,
      id: text,
      title: text,
      questions: [question(1, false), question(2, true)],
    });
    const result = parseNow(body, {}, false);
    return 'ok' in result && result.ok ? result.set : undefined;
  } catch {
    // a format that cannot write this set: nothing warmed, nothing lost
    return undefined;
  }
}

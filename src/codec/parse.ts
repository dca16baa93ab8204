/** parse and detect: a body in any format → the model, or a coded error; nothing thrown. */
import { LAST_FENCE, LAST_FENCE_PATTERN, TAG, TAG_PATTERN } from './carriers.js';
import { blockFinder, loadBlockFinder, type BlockFinder } from './block-finder.js';
import { DecodeFailure, fail, toDecodeError } from './errors.js';
import { ChunkPending, pendOn } from './pending.js';
import type { Format } from './format.js';
import type { FormatId, ParseResult, QuestionSet } from './model.js';
import { normalizeOptions } from './normalizer.js';
import { loadFormat } from './formats/all.js';
import { FORMATS, formatById } from './registry.js';
import { derivedId } from './hash.js';
import { checkSize, readSource, type Source } from './source.js';

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

/** The block scanner; the bundle loads it on first need, and the body is read again once it is there. */
function blocks(): BlockFinder {
  const finder = blockFinder();
  if (!finder) pendOn(loadBlockFinder(), 'The block reader');
  return finder;
}

/** The prose before an index block, keeping its leading whitespace as the seed's reader does. */
function proseBefore(text: string, start: number): string | undefined {
  return text.slice(0, start).trimEnd() || undefined;
}

const LAST_FENCE_START = new RegExp(`^\`{3,}${LAST_FENCE_PATTERN}`, 'm');
const BLOCK_START = new RegExp(`^(\`\`\`|~~~|<${TAG_PATTERN})`, 'i');

/** A body that is itself a block (a fence, a `<question-form>` tag, a message ending in an index block). */
function unwrap(text: string): Unwrapped {
  // the index block is found in the message as it stands, as its seed's reader finds it
  // (the substring first: a plain search, where the line-anchored pattern tries every line)
  const indexBlock =
    text.includes(LAST_FENCE.info) && LAST_FENCE_START.test(text) ? blocks().findIndexBlock(text) : undefined;
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
  if (!BLOCK_START.test(trimmed)) return { body: text };
  // an index block is only where the untrimmed message has one (above)
  const [block] = blocks()
    .findBlocks(trimmed)
    .filter((b) => !FORMATS[b.format].fenceEndsMessage);
  if (!block || block.start !== 0) return { body: text };
  if (!block.complete)
    fail('incomplete', `The ${FORMATS[block.format].tag ? `<${TAG.name}>` : 'fence'} is not closed yet`);
  if (trimmed.slice(block.end).trim()) return { body: text };
  return { body: block.body, format: FORMATS[block.format], attributes: block.attributes };
}

/** A body read up to its decoder: unwrapped, its data read, its format known. */
interface Staged {
  input: Unwrapped;
  source: Source;
  format: Format;
}

function stage(body: string | object, options: ParseOptions): Staged {
  const wanted = options.format && options.format !== 'auto' ? formatById(options.format) : undefined;
  if (options.format && options.format !== 'auto' && !wanted)
    fail(
      'unknown-format',
      `Unknown format "${options.format}". Known formats: ${Object.keys(FORMATS).join(', ')}`,
    );
  let input: Unwrapped = { body: typeof body === 'string' ? body : '' };
  if (typeof body === 'string') {
    input = unwrap(body);
    if (wanted && input.format && input.format !== wanted)
      fail(
        'format-mismatch',
        `The body is a ${input.format.id} block, but the format is set to ${wanted.id}`,
      );
  }
  const fixed = wanted ?? input.format;
  let source: Source;
  try {
    source = readSource(typeof body === 'string' ? input.body : body, fixed ? fixed.yaml : true);
  } catch (e) {
    // the YAML parser is on its way: only a format that reads YAML can take the body, so its
    // decoder is fetched beside the parser, not once the parser has read the body (issue 36)
    if (e instanceof ChunkPending) {
      for (const f of Object.values(FORMATS)) if (f.yaml) void loadFormat(f.id);
      // the body's text, for the element to judge from it what else to start (markdown-it)
      e.data ??= input.body;
    }
    throw e;
  }
  const format = fixed ?? detectData(source.data);
  if (source.syntax === 'yaml' && !format.yaml) fail('not-json', `A ${format.title} body must be JSON`);
  return { input, source, format };
}

/**
 * One decode per body: a body whose decoder is still loading (a lazily built bundle) keeps what
 * was read of it — its data and its format — by its text, and the reading once the chunk is there
 * starts from that instead of reading the text again. Taken out when used; bounded, so bodies
 * nobody reads again cannot pile up.
 */
const staged = new Map<string, Staged>();
const STAGED_MAX = 1000;

/** The last few results by text: upgrade() and the markdown-it plugin decode a block, then its element decodes the same text. */
const recent = new Map<string, ParseResult>();
const RECENT_MAX = 32;
const RECENT_TEXT_MAX = 32 * 1024;

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

function remember<T>(map: Map<string, T>, max: number, key: string, value: T): void {
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

function decodeBody(body: string | object, options: ParseOptions, key: string | undefined): QuestionSet {
  const kept = key === undefined ? undefined : staged.get(key);
  if (kept) staged.delete(key!);
  const { input, source, format } = kept ?? stage(body, options);
  try {
    const set = format.decode(source.data, {
      source,
      attributes: mergeAttributes(input.attributes, options.attributes),
      prose: input.prose,
    });
    // a body that names no id: the id comes from what was decoded, never from how it was written
    const out = normalizeOptions(set);
    if (out.derivedId) out.id = derivedId(out);
    return out;
  } catch (e) {
    if (e instanceof ChunkPending) {
      e.data ??= source.data;
      e.locale ??= format.locale?.(source.data);
      if (key !== undefined) remember(staged, STAGED_MAX, key, { input, source, format });
    }
    throw e;
  }
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

/** A body (text or a value) in any format → `{ ok: true, set }` or `{ ok: false, error }`. */
export function parse(body: string | object, options: ParseOptions = {}): ParseResult {
  const key = keyOf(body, options);
  const known = key === undefined ? undefined : recent.get(key);
  if (known) return known;
  const result = parseOnce(body, options, key);
  // a typical body is a few KiB; the largest allowed ones are not worth holding on to
  if (key !== undefined && key.length <= RECENT_TEXT_MAX) remember(recent, RECENT_MAX, key, result);
  return result;
}

function parseOnce(body: string | object, options: ParseOptions, key: string | undefined): ParseResult {
  try {
    return { ok: true, set: decodeBody(body, options, key) };
  } catch (e) {
    // a lazily built entry (`question-elements` in a bundler app) before `loadCodec()`: the caller's
    // error, not the body's (the element waits through parseOrPending)
    if (e instanceof ChunkPending) throw e;
    if (e instanceof RangeError && !(e instanceof DecodeFailure))
      return { ok: false, error: { code: 'too-deep', message: 'The body nests too deeply' } };
    return { ok: false, error: toDecodeError(e) };
  }
}

/** The format of a body, or undefined when none (or more than one) fits. */
export function detect(body: string | object): FormatId | undefined {
  try {
    if (typeof body === 'string') {
      checkSize(body);
      const input = unwrap(body);
      if (input.format) return input.format.id;
      return detectData(readSource(input.body, true).data).id;
    }
    return detectData(readSource(body, true).data).id;
  } catch {
    return undefined;
  }
}

/**
 * `parse` for a reader that can wait (the element): while a lazily built bundle fetches a chunk
 * the body needs, the pending load instead of a result.
 */
export function parseOrPending(
  body: string | object,
  options: ParseOptions = {},
): ParseResult | ChunkPending {
  try {
    return parse(body, options);
  } catch (e) {
    if (e instanceof ChunkPending) return e;
    throw e;
  }
}

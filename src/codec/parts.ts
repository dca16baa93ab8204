/**
 * The codec's parts table (issue 48): every part of the codec a lazily built entry fetches on first
 * need, each behind the plain `import()` that is its seam. `eager.ts` beside it is generated from
 * this table (`npm run eager`, `scripts/eager.mjs`; a check fails when it is stale) and puts every
 * part in place at once for the entries that promise a synchronous codec (SPEC §7). A reading asks
 * for a part where it needs it (`yield* need(PARTS.yaml)`, `part.ts`); nothing else names a seam.
 */
import type { Format, FormatHead } from './format.js';
import { HEADS } from './formats/heads.js';
import type { FormatId } from './model.js';
import { part, type Part } from './part.js';

export const PARTS = {
  /** the options' label normaliser (its look-alike table): every decoded set needs it, so it comes with each decoder */
  normalize: part('The option normaliser', () => import('./normalize.js')),
  /** the YAML reader (`yaml-read.ts`, which imports the `yaml` parser), for what plain block YAML does not cover */
  yaml: part(
    'The YAML parser',
    () => import('./yaml-read.js'),
    () => yamlDecoders,
  ),
  /** the block scanner, for a body that is itself a block (a fence, a tag, a message ending in an index block) */
  blocks: part('The block reader', () => import('./blocks.js')),
  /** the JSON error scan, for a body that looks like JSON and is not (a page of valid sets never fetches it) */
  jsonError: part('The JSON error scan', () => import('./json-error.js')),
  /** the reader of a body still arriving (most pages never stream) */
  partial: part('The streamed body reader', () => import('./partial.js')),
};

/** A format's decoder and encoders (its `format.ts`), with the normaliser a decoded set needs next. */
const decoder = (head: FormatHead, fetch: () => Promise<{ default: Format }>) =>
  part(`The ${head.title} decoder`, fetch, () => [PARTS.normalize]);

/** Each format's decoder; a format missing here is named by the compiler. */
export const DECODERS: Record<FormatId, Part<{ default: Format }>> = {
  vance: decoder(HEADS.vance, () => import('./formats/vance/format.js')),
  shiitake: decoder(HEADS.shiitake, () => import('./formats/shiitake/format.js')),
  egoz: decoder(HEADS.egoz, () => import('./formats/egoz/format.js')),
  index: decoder(HEADS.index, () => import('./formats/index/format.js')),
  structured: decoder(HEADS.structured, () => import('./formats/structured/format.js')),
  form: decoder(HEADS.form, () => import('./formats/form/format.js')),
  mcp: decoder(HEADS.mcp, () => import('./formats/mcp/format.js')),
};

/** The decoders of the formats that read YAML: only they can take a YAML body, so they come with its parser. */
const yamlDecoders = (Object.keys(HEADS) as FormatId[])
  .filter((id) => HEADS[id].yaml)
  .map((id) => DECODERS[id]);

/** Every format's decoder (with the normaliser): what a body of any format will need, started before it arrives. */
export const loadDecoders = (): Promise<unknown> => Promise.all(Object.values(DECODERS).map((d) => d.load()));

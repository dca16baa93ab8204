/**
 * Every wire format: each one's head (what detects and names it) at once, and the rest — the
 * decoder and the encoders — from a chunk of its own, fetched the first time a body of it is
 * decoded (or put in place at once by `provideFormat`: the codec's entries, `eager.ts`).
 * A new format is its folder, its head here and its line in `whole.ts`. Until it is there, decoding throws `ChunkPending` (the element shows its
 * placeholder and reads the body again once the load resolves). The encoders are only reached
 * for a decoded set, so they are there by then.
 */
import type { Format, FormatHead } from '../format.js';
import { pendOn, track } from '../pending.js';
import type { FormatId } from '../model.js';
import { egozHead } from './egoz/head.js';
import { formHead } from './form/head.js';
import { indexHead } from './index/head.js';
import { mcpHead } from './mcp/head.js';
import { shiitakeHead } from './shiitake/head.js';
import { structuredHead } from './structured/head.js';
import { vanceHead } from './vance/head.js';

const LOAD: Record<FormatId, () => Promise<Format>> = {
  vance: () => import('./vance/format.js').then((m) => m.vance),
  shiitake: () => import('./shiitake/format.js').then((m) => m.shiitake),
  egoz: () => import('./egoz/format.js').then((m) => m.egoz),
  index: () => import('./index/format.js').then((m) => m.index),
  structured: () => import('./structured/format.js').then((m) => m.structured),
  form: () => import('./form/format.js').then((m) => m.form),
  mcp: () => import('./mcp/format.js').then((m) => m.mcp),
};

const whole: Partial<Record<FormatId, Format>> = {};
const loading: Partial<Record<FormatId, Promise<Format>>> = {};
const along: (() => Promise<unknown>)[] = [];

/**
 * Another part every decoded set needs, fetched beside each format's decoder: the decoder counts
 * as loaded once it is there too (the option normaliser, `../normalizer.ts`, and the element's open set, `elements/open.ts`).
 */
export function alongDecoders(load: () => Promise<unknown>): void {
  along.push(load);
}

/** Fetches the rest of a format (once), with the parts every decoded set needs. */
export function loadFormat(id: FormatId): Promise<Format> {
  return (loading[id] ??= track(
    Promise.all([LOAD[id](), ...along.map((load) => load())]).then(([f]) => (whole[id] = f)),
  ));
}

/**
 * Every format's decoder (and what comes along with each): what a body of any format will need,
 * started before it is read (a streamed body, whose format shows only with its first question; the
 * first set of a page, fetched while the page is idle). Rejects if one of them fails to load.
 */
export const loadDecoders = (): Promise<unknown> =>
  Promise.all((Object.keys(LOAD) as FormatId[]).map(loadFormat));

/** Puts a whole format in place without a fetch (the entries whose codec answers at once). */
export function provideFormat(format: Format): void {
  whole[format.id] = format;
  loading[format.id] = Promise.resolve(format);
}

/**
 * Every member of a format that is not in its head, read from the loaded module. A record over the
 * type, not a list: the compiler names a hook added to `Format` and missing here (the form's
 * `message` was once left out, and the built entries sent answers without its header line).
 */
const REST_KEYS: Record<Exclude<keyof Format, keyof FormatHead>, true> = {
  decode: true,
  message: true,
  payload: true,
  decline: true,
  check: true,
  serialize: true,
  toFence: true,
};
const REST = Object.keys(REST_KEYS) as (keyof typeof REST_KEYS)[];

/** A format whose rest is read from the loaded module; before it is there, reading it starts the load and fails. */
function lazy(head: FormatHead): Format {
  const format = { ...head } as Format;
  for (const key of REST) {
    Object.defineProperty(format, key, {
      enumerable: true,
      get() {
        const loaded = whole[head.id];
        if (loaded) return loaded[key];
        pendOn(loadFormat(head.id), `The ${head.title} decoder`);
      },
    });
  }
  return format;
}

export const FORMATS: Record<FormatId, Format> = {
  vance: lazy(vanceHead),
  shiitake: lazy(shiitakeHead),
  egoz: lazy(egozHead),
  index: lazy(indexHead),
  structured: lazy(structuredHead),
  form: lazy(formHead),
  mcp: lazy(mcpHead),
};

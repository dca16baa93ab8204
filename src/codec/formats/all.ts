/**
 * Every wire format: each one's head (what detects and names it, `heads.ts`) at once, and the rest —
 * the decoder and the encoders — from its part in the codec's parts table (`../parts.ts`), fetched the
 * first time a body of it is decoded. `parse` asks for the decoder itself (`need`); the members read
 * here are only reached for a decoded set, so its format is there by then.
 * A new format is its folder, its head in `heads.ts` and its decoder in `../parts.ts`.
 */
import type { Format, FormatHead } from '../format.js';
import type { FormatId } from '../model.js';
import { have } from '../part.js';
import { DECODERS } from '../parts.js';
import { HEADS } from './heads.js';

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
  cancelled: true,
  check: true,
  serialize: true,
  toFence: true,
};
const REST = Object.keys(REST_KEYS) as (keyof typeof REST_KEYS)[];

/** A format whose rest is read from its loaded module (a decoded set's format is there). */
function lazy(head: FormatHead): Format {
  const format = { ...head } as Format;
  const decoder = DECODERS[head.id];
  for (const key of REST)
    Object.defineProperty(format, key, { enumerable: true, get: () => have(decoder).default[key] });
  return format;
}

export const FORMATS = Object.fromEntries(
  Object.entries(HEADS).map(([id, head]) => [id, lazy(head)]),
) as Record<FormatId, Format>;

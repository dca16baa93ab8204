/**
 * loadCodec(): every part of the codec that a lazily built entry fetches on first need — each
 * format's decoder (with the option normaliser it brings along), the block scanner, the YAML parser,
 * the JSON error scan — fetched now. Once it resolves, `parse` and the rest answer every body at once.
 * Where every part is in place (`question-elements/codec`, Node's entry: `eager.ts`) it resolves at once.
 */
import { loadDecoders, PARTS } from './parts.js';

export async function loadCodec(): Promise<void> {
  await Promise.all([loadDecoders(), PARTS.blocks.load(), PARTS.yaml.load(), PARTS.jsonError.load()]);
}

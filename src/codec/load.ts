/**
 * loadCodec(): every part of the codec that a lazily built entry fetches on first need — each
 * format's decoder, the block scanner, the YAML parser, the JSON error scan — fetched now. Once it resolves, `parse`
 * and the rest answer every body at once. In an eager build (`question-elements/codec`, Node,
 * the sources) everything is already there and it resolves at once.
 */
import { loadBlockFinder } from './block-finder.js';
import { loadFormat } from './formats/all.js';
import { FORMAT_IDS } from './model.js';
import { loadYaml } from './yaml.js';
import { loadJsonErrorScan } from './json-error-finder.js';

export async function loadCodec(): Promise<void> {
  await Promise.all([...FORMAT_IDS.map(loadFormat), loadBlockFinder(), loadYaml(), loadJsonErrorScan()]);
}

/**
 * Every part of the codec in place at once — each format's decoder, the option normaliser, the
 * block scanner, the YAML reader, the JSON error scan, the reader of a body still arriving — for
 * the entries that promise a synchronous codec (`question-elements/codec`, the markdown-it plugin,
 * the manuals; SPEC §7). The parts are the same modules the seams fetch, so an app that imports one
 * of those entries holds each once, and every codec function in it, also those the elements'
 * entries export, answers at once.
 */
import * as blocks from './blocks.js';
import { provideBlockFinder } from './block-finder.js';
import { provideFormat } from './formats/all.js';
import { FORMATS } from './formats/whole.js';
import * as jsonError from './json-error.js';
import { provideJsonErrorScan } from './json-error-finder.js';
import { normalizeOptions } from './normalize.js';
import { provideNormalizer } from './normalizer.js';
import { PartialReader } from './partial.js';
import { providePartialReader } from './partial-reader.js';
import * as yamlRead from './yaml-read.js';
import { provideYaml } from './yaml.js';

for (const format of Object.values(FORMATS)) provideFormat(format);
provideNormalizer(normalizeOptions);
provideBlockFinder(blocks);
provideYaml(yamlRead);
provideJsonErrorScan(jsonError);
providePartialReader(PartialReader);

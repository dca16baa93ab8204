/**
 * The npm build's entries that promise a synchronous codec — `question-elements/codec`, the
 * markdown-it plugin, the manuals, the command and `question-elements` under Node's `node`
 * condition — import this module first: it puts the eager twin of each codec seam in place
 * (rollup.config.mjs swaps nothing this module imports), so nothing is fetched. The parts are the
 * same modules the lazy seams fetch, so an app that imports one of those entries holds each part
 * once, and every codec function in it, also those `question-elements` exports, answers at once.
 */
import { answersReader } from '../elements/answers-reader.js';
import { blockFinder } from '../codec/block-finder.js';
import { FORMATS } from '../codec/formats/all.js';
import { yaml } from '../codec/yaml.js';
import { partialReader } from '../codec/partial-reader.js';
import { provideFormat } from '../codec/formats/all-lazy.js';
import { provideAnswersReader } from './answers-reader-lazy.js';
import { provideBlockFinder } from './block-finder-lazy.js';
import { provideYaml } from './yaml-lazy.js';
import { providePartialReader } from './partial-lazy.js';

for (const format of Object.values(FORMATS)) provideFormat(format);
provideBlockFinder(blockFinder()!);
provideYaml(yaml()!);
provideAnswersReader(answersReader()!);
providePartialReader(partialReader()!);

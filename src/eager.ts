/**
 * Every part in place at once: the elements' (`elements/eager.ts`: the codec's, the words', the open
 * set's) and markdown-it — for `question-elements` under Node's `node` condition (`node.ts`), which
 * fetches nothing.
 */
import './elements/eager.js';
import MarkdownIt from 'markdown-it';
import { provideMarkdownEngine } from './markdown/engine.js';

provideMarkdownEngine(MarkdownIt);

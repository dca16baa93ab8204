/**
 * Every part in place at once: the codec's (`codec/eager.ts`), every language's words
 * (`i18n/eager.ts`), the elements' own (`elements/eager.ts`) and markdown-it — for `question-elements`
 * under Node's `node` condition (`node.ts`), which fetches nothing.
 */
import './codec/eager.js';
import './i18n/eager.js';
import './elements/eager.js';
import MarkdownIt from 'markdown-it';
import { provideMarkdownEngine } from './markdown/engine.js';

provideMarkdownEngine(MarkdownIt);

/**
 * Every part the elements fetch, in place at once — the codec's (`codec/eager.ts`), every language's
 * words (`i18n/eager.ts`), the open set's view and readAnswers — but markdown-it: for `../eager.ts`
 * and the page the tests of the sources run in.
 */
import '../codec/eager.js';
import '../i18n/eager.js';
import { readAnswers } from '../codec/read-answers.js';
import { provideAnswersReader } from './answers-reader.js';
import { provideOpenSet } from './open.js';
import * as openSet from './open-set.js';

provideAnswersReader(readAnswers);
provideOpenSet(openSet);

/** The elements' own lazy parts in place at once: the open set's view and readAnswers (for `../eager.ts` and the tests of the sources). */
import { readAnswers } from '../codec/read-answers.js';
import { provideAnswersReader } from './answers-reader.js';
import { provideOpenSet } from './open.js';
import * as openSet from './open-set.js';

provideAnswersReader(readAnswers);
provideOpenSet(openSet);

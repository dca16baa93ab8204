/** The bundle's readAnswers: fetched from its own chunk the first time a set is restored from its answer. */
import { lazy } from './lazy.js';
import type { ReadAnswers } from '../elements/answers-reader.js';

const part = lazy<ReadAnswers>(() => import('../codec/read-answers.js').then((m) => m.readAnswers));

export const answersReader: () => ReadAnswers | undefined = part.get;
export const loadAnswersReader: () => Promise<ReadAnswers> = part.load;
export const provideAnswersReader: (value: ReadAnswers) => void = part.provide;

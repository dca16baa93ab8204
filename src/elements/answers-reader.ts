/**
 * Where the elements get readAnswers, for `answered-by`: fetched the first time a set is restored
 * from its answer, or put in place at once by `eager.ts`.
 */
import { lazy } from '../codec/part.js';
import type { readAnswers } from '../codec/read-answers.js';

export type ReadAnswers = typeof readAnswers;

const part = lazy<ReadAnswers>(() => import('../codec/read-answers.js').then((m) => m.readAnswers));

/** readAnswers, or undefined while it is still loading. */
export const answersReader: () => ReadAnswers | undefined = part.get;
export const loadAnswersReader: () => Promise<ReadAnswers> = part.load;
export const provideAnswersReader: (value: ReadAnswers) => void = part.provide;

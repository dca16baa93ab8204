/**
 * Where the elements get readAnswers, for `answered-by`. This module imports it directly; the
 * script-tag bundle swaps in `src/bundle/answers-reader-lazy.ts`, which loads it only when a set is restored.
 */
import { readAnswers } from '../codec/read-answers.js';

export type ReadAnswers = typeof readAnswers;

/** readAnswers, or undefined while it is still loading. */
export function answersReader(): ReadAnswers | undefined {
  return readAnswers;
}

export function loadAnswersReader(): Promise<ReadAnswers> {
  return Promise.resolve(readAnswers);
}

/** The bundle's readAnswers: fetched from its own chunk the first time a set is restored from its answer. */
import type { ReadAnswers } from './answers-reader.js';

let reader: ReadAnswers | undefined;
let loading: Promise<ReadAnswers> | undefined;

export function answersReader(): ReadAnswers | undefined {
  return reader;
}

export function loadAnswersReader(): Promise<ReadAnswers> {
  loading ??= import('../codec/read-answers.js').then((m) => (reader = m.readAnswers));
  return loading;
}

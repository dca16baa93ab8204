/** question-elements: defines <question-set> and <question-form>, and re-exports the classes and types. */
import type { QuestionFormElement, QuestionSetElement } from './elements.js';
import { defineElements } from './define.js';

export * from './elements.js';
export * from './codec/api.js';
export { upgrade, watch, type UpgradeOptions, type WatchOptions } from './chat/upgrade.js';
export { ask, type AskOptions, type AskResult, type AskPromise } from './chat/ask.js';
export type * from './frameworks/jsx.js';

defineElements();

declare global {
  interface HTMLElementTagNameMap {
    'question-set': QuestionSetElement;
    'question-form': QuestionFormElement;
  }
}

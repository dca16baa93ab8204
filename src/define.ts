/**
 * Defines <question-set> and <question-form> where there is a registry (not in bare Node): each
 * entry that defines them calls this. Then, once the page is idle, the parts a first set needs are
 * fetched (`elements/preload.ts`).
 */
import { QuestionFormElement, QuestionSetElement } from './elements.js';
import { preloadWhenIdle } from './elements/preload.js';

export function defineElements(): void {
  if (typeof customElements === 'undefined') return;
  QuestionSetElement.define();
  QuestionFormElement.define();
  preloadWhenIdle();
}

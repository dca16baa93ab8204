/** Defines <question-set> and <question-form> where there is a registry (not in bare Node): each entry that defines them calls this. */
import { QuestionFormElement, QuestionSetElement } from './elements.js';

export function defineElements(): void {
  if (typeof customElements === 'undefined') return;
  QuestionSetElement.define();
  QuestionFormElement.define();
}

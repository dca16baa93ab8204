/**
 * Defines <question-set> and <question-form> where there is a registry (not in bare Node): each
 * entry that defines them calls this. Then, once the page is idle, the parts a first set needs are
 * fetched (`elements/preload.ts`), and what its first render would do first is done.
 */
// first: the parts of sets already in the page are fetched before the rest of the entry is evaluated
import './elements/first-parts.js';
import { QuestionFormElement, QuestionSetElement } from './elements.js';
import { preloadWhenIdle } from './elements/preload.js';
import { openPageStorage } from './session/store.js';

/**
 * What the first set would do on arrival, done while the page is idle: its constructed stylesheets
 * built (Lit builds them for the first instance: about 1.4 ms), and the page's sessionStorage opened
 * (its first access, 1–5 ms; nothing read, nothing swept).
 */
function warm(): void {
  for (const s of QuestionSetElement.elementStyles) void (s as { styleSheet?: CSSStyleSheet }).styleSheet;
  openPageStorage();
}

export function defineElements(): void {
  if (typeof customElements === 'undefined') return;
  QuestionSetElement.define();
  QuestionFormElement.define();
  preloadWhenIdle(warm);
}

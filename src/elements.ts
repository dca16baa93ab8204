/** question-elements/elements: the classes, defining nothing. */
export { QuestionSetElement, type SetState, type ClosedReason } from './elements/question-set.js';
export { forgetAll } from './session/store.js';
export { preload } from './elements/preload.js';
export { QuestionFormElement } from './elements/question-form.js';
export * from './elements/events.js';
export { loadStrings, stringsFor, type Strings } from './i18n/strings.js';
export type { Layout, LayoutSetting } from './session/steps.js';

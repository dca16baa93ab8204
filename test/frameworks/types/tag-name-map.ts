// HTMLElementTagNameMap and GlobalEventHandlersEventMap entries come with the main entry.
import 'question-elements';
import type { QuestionFormElement, QuestionSetElement } from 'question-elements';

const set: QuestionSetElement | null = document.querySelector('question-set');
const form: QuestionFormElement = document.createElement('question-form');
set?.addEventListener('question-answers', (e) => {
  const text: string = e.detail.text;
  void text;
});
form.addEventListener('question-decline', (e) => void e.detail.note);
set?.addEventListener('question-answers', (e) => {
  // @ts-expect-error `detail.text` is a string
  const n: number = e.detail.text;
  void n;
});
export { set, form };

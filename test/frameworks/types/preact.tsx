/** @jsxImportSource preact */
// Preact: the elements in JSX, typed by `question-elements` alone.
import { useRef } from 'preact/hooks';
import 'question-elements';
import type { QuestionSetElement } from 'question-elements';

export function Message({ body }: { body: string }) {
  const ref = useRef<QuestionSetElement>(null);
  return (
    <question-set
      ref={ref}
      data={body}
      layout="card"
      class="reply"
      onquestion-answers={(e) => console.log(e.detail.text)}
      onquestion-decline={(e) => console.log(e.detail.note)}
    />
  );
}

export const form = <question-form id="f1" title="Sign up" name="signup" />;

// @ts-expect-error persist is on or off
export const badPersist = <question-set persist="maybe" />;
// @ts-expect-error detail has no `txt`
export const badDetail = <question-set onquestion-answers={(e) => e.detail.txt} />;

// React 19: the elements straight in JSX, typed by `question-elements` alone.
import { useRef } from 'react';
import 'question-elements';
import type { QuestionAnswersEvent, QuestionSetElement } from 'question-elements';

export function Message({ body, onReply }: { body: string; onReply: (text: string) => void }) {
  const ref = useRef<QuestionSetElement>(null);
  return (
    <question-set
      ref={ref}
      data={body}
      layout="wizard"
      className="reply"
      onquestion-answers={(e) => onReply(e.detail.text)}
      onquestion-change={(e) => console.log(e.detail.index)}
      onquestion-error={(e) => console.log(e.detail.error.message)}
    />
  );
}

export const form = (
  <question-form id="f1" title="Sign up" onquestion-answers={(e: QuestionAnswersEvent) => e.detail.payload}>
    {'{}'}
  </question-form>
);

// @ts-expect-error layout is a closed set of words
export const badLayout = <question-set layout="grid" />;
// @ts-expect-error the answer event carries a QuestionAnswersEvent, not a string
export const badHandler = <question-set onquestion-answers={(e: string) => e} />;
// @ts-expect-error detail has no `txt`
export const badDetail = <question-set onquestion-answers={(e) => e.detail.txt} />;

// a list of sets keyed as React lists are; a transcript restored from its answer
export const list = ['a', 'b'].map((id) => <question-set key={id} data={id} answered-by="Yes" />);
export const restored = <question-set answeredBy="Yes" />;
// @ts-expect-error answered-by is the answering message, a string
export const badAnsweredBy = <question-set answered-by={1} />;
// @ts-expect-error a key is a string or a number
export const badKey = <question-set key={{}} />;

// a set scoped to its message by the attribute no HTML element owns
export const scoped = <question-set scope-name="msg-1" />;
// @ts-expect-error scope-name is a name, a string
export const badScope = <question-set scope-name={1} />;

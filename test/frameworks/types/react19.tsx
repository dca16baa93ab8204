// React 19: the elements straight in JSX, typed by `question-elements` alone.
import { useEffect, useRef } from 'react';
import 'question-elements';
import type { QuestionAnswersEvent, QuestionSetElement } from 'question-elements';
import { QuestionSet } from 'question-elements/react';

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

// a body in chunks (issue 49): write(chunk) through the ref, or a response piped into `writable`
export function Streamed({ chunks, response }: { chunks: AsyncIterable<string>; response?: Response }) {
  const ref = useRef<QuestionSetElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (response?.body) void response.body.pipeThrough(new TextDecoderStream()).pipeTo(el.writable);
    else
      void (async () => {
        for await (const chunk of chunks) ref.current?.write(chunk);
        el.streaming = false;
      })();
  }, [chunks, response]);
  return <question-set ref={ref} format="structured" streaming />;
}
// the React wrapper's ref is the element too
export function Wrapped({ chunk }: { chunk: string }) {
  const ref = useRef<QuestionSetElement>(null);
  useEffect(() => ref.current?.write(chunk), [chunk]);
  return <QuestionSet ref={ref} streaming />;
}
// @ts-expect-error write takes text (a TextDecoderStream's chunks), not bytes
export const badWrite = (el: QuestionSetElement) => el.write(new Uint8Array(1));
// @ts-expect-error the writable takes text: bytes go through a TextDecoderStream first
export const badPipe = (el: QuestionSetElement, r: Response) => r.body!.pipeTo(el.writable);

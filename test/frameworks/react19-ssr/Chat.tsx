// docs/ssr.md: three ways to host a set in a server-rendered React 19 app, for the hydration tests.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import 'question-elements'; // defines <question-set> and <question-form>, and types them in JSX
import { QuestionSet } from 'question-elements/react';
import type { QuestionAnswersEvent, QuestionSetElement } from 'question-elements';

export interface MessageProps {
  body: string;
  onReply: (text: string) => void;
}

/** The elements straight in JSX: React 19 attaches no `on…` listener while it hydrates (react#35446). */
export function JsxProps({ body, onReply }: MessageProps) {
  return (
    <question-set
      data={body}
      onquestion-answers={(event) => onReply(event.detail.text)}
      suppressHydrationWarning
    />
  );
}

/** The wrapper of question-elements/react: it sets properties and listeners in an effect. */
export function Wrapper({ body, onReply }: MessageProps) {
  return <QuestionSet data={body} onAnswers={(event) => onReply(event.detail.text)} />;
}

/** The element in JSX with its listener attached in an effect, which runs after hydration too. */
export function Effect({ body, onReply }: MessageProps) {
  const ref = useRef<QuestionSetElement>(null);
  const reply = useRef(onReply);
  useEffect(() => {
    reply.current = onReply;
  });
  useEffect(() => {
    const el = ref.current!;
    const listener = (event: QuestionAnswersEvent) => reply.current(event.detail.text);
    el.addEventListener('question-answers', listener);
    return () => el.removeEventListener('question-answers', listener);
  }, []);
  return <question-set ref={ref} data={body} suppressHydrationWarning />;
}

export function Chat({ message, Message }: { message: string; Message: ComponentType<MessageProps> }) {
  const [replies, setReplies] = useState<string[]>([]);
  return (
    <div className="chat">
      <Message body={message} onReply={(text) => setReplies((all) => [...all, text])} />
      {replies.map((text, i) => (
        <p key={i} className="user-message">
          {text}
        </p>
      ))}
    </div>
  );
}

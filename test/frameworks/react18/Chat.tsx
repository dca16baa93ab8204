// README: React 18 (and 19) — the wrappers from `question-elements/react`.
import { useState } from 'react';
import { QuestionSet } from 'question-elements/react';

/** One agent message holding a question set; the answers come back as the next user message. */
export function AgentMessage({ body, onReply }: { body: string; onReply: (text: string) => void }) {
  return <QuestionSet data={body} onAnswers={(event) => onReply(event.detail.text)} />;
}

export function Chat({ message }: { message: string }) {
  const [replies, setReplies] = useState<string[]>([]);
  return (
    <div className="chat">
      <AgentMessage body={message} onReply={(text) => setReplies((all) => [...all, text])} />
      {replies.map((text, i) => (
        <p key={i} className="user-message">
          {text}
        </p>
      ))}
    </div>
  );
}

// README: React 19 — the elements straight in JSX.
import { useState } from 'react';
import 'question-elements'; // defines <question-set> and <question-form>, and types them in JSX

/** One agent message holding a question set; the answers come back as the next user message. */
export function AgentMessage({ body, onReply }: { body: string; onReply: (text: string) => void }) {
  return <question-set data={body} onquestion-answers={(event) => onReply(event.detail.text)} />;
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

import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithToolCalls } from 'ai';
import { QuestionToolCall } from 'question-elements/react';
import { transport } from './model.js';

// the transcript this tab kept: a reload shows it and sends nothing
const saved = JSON.parse(sessionStorage.getItem('messages') ?? '[]');

function Chat() {
  const { messages, sendMessage, addToolResult, status } = useChat({
    transport,
    messages: saved,
    // the tool result goes back to the model as soon as every tool call has one
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  useEffect(() => {
    if (status === 'ready') sessionStorage.setItem('messages', JSON.stringify(messages));
  }, [messages, status]);
  const [text, setText] = useState('');
  // the tool result as it stands in the chat state
  const answered = messages
    .flatMap((m) => m.parts)
    .find((p) => p.type === 'tool-askUserQuestion' && p.state === 'output-available');
  return (
    <>
      {messages.map((m) => (
        <div key={m.id} className={m.role}>
          {m.parts.map((part, i) =>
            part.type === 'tool-askUserQuestion' ? (
              <QuestionToolCall key={part.toolCallId} part={part} addToolResult={addToolResult} />
            ) : part.type === 'text' ? (
              <p key={i}>{part.text}</p>
            ) : null,
          )}
        </div>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sendMessage({ text });
          setText('');
        }}
      >
        <input id="prompt" value={text} onChange={(event) => setText(event.target.value)} />
      </form>
      <pre id="reply">{answered ? JSON.stringify(answered.output) : ''}</pre>
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Chat />
  </StrictMode>,
);

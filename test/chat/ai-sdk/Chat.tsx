// docs/ai-sdk.md: a chat of `useChat` whose client-side tool `askUserQuestion` the elements answer.
import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithToolCalls, type ChatTransport, type UIMessage } from 'ai';
import { useEffect } from 'react';
import type { AddToolResult, QuestionToolCall } from 'question-elements/react';

export interface ChatProps {
  /** `<QuestionToolCall>` of the build under test: the test gives the built `dist/npm/react.js`'s */
  QuestionToolCall: typeof QuestionToolCall;
  transport: ChatTransport<UIMessage>;
  /** a transcript to start from (a reload) */
  messages?: UIMessage[];
  /** every call of addToolResult the helper makes */
  onToolResult: (result: Parameters<AddToolResult>[0]) => void;
  /** the chat, for the test to send messages and replace them */
  onChat: (chat: ReturnType<typeof useChat>) => void;
  /** false: the parts lose `rawInput`, as AI SDK 5's have none (the partial `input` is read) */
  rawInput?: boolean;
  /** the host's own delivery of a tool result before the chat takes it (a POST to its server): its promise is what addToolResult returns */
  deliver?: (result: Parameters<AddToolResult>[0]) => Promise<unknown>;
}

export function Chat({
  QuestionToolCall,
  transport,
  messages: initial,
  onToolResult,
  onChat,
  rawInput = true,
  deliver,
}: ChatProps) {
  const chat = useChat({
    transport,
    messages: initial,
    // the tool result goes back to the model as soon as every tool call has one
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  useEffect(() => {
    onChat(chat);
  });
  const addToolResult: AddToolResult = (result) => {
    onToolResult(result);
    return deliver ? deliver(result).then(() => chat.addToolResult(result)) : chat.addToolResult(result);
  };
  return (
    <div className="chat">
      {chat.messages.map((message) => (
        <div key={message.id} className={`message ${message.role}`}>
          {message.parts.map((part, i) =>
            part.type === 'text' ? (
              <p key={i}>{part.text}</p>
            ) : part.type === 'tool-askUserQuestion' ? (
              <QuestionToolCall
                key={part.toolCallId}
                part={rawInput ? part : { ...part, rawInput: undefined }}
                addToolResult={addToolResult}
              />
            ) : null,
          )}
        </div>
      ))}
    </div>
  );
}

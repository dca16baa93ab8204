/**
 * The streaming story through React and the AI SDK (issue 49): `useChat` over `DirectChatTransport`
 * to a `ToolLoopAgent` whose model is the AI SDK's own mock (`ai/test`). Its first turn streams a
 * call of the client-side tool `askUserQuestion`, a token of 4 characters at a time at 40 tokens a
 * second; `<QuestionToolCall>` shows each question once its bytes are there, the part still
 * `input-streaming`, and answers the call once it is whole. The model's next turn reads the answers.
 * Loaded only when the story opens: the page pays for React and the AI SDK there alone.
 */
import { createElement as h, useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useChat } from '@ai-sdk/react';
import {
  DirectChatTransport,
  ToolLoopAgent,
  jsonSchema,
  lastAssistantMessageIsCompleteWithToolCalls,
  simulateReadableStream,
  tool,
} from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { QuestionToolCall } from '../src/frameworks/react.js';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const finish = (unified: 'tool-calls' | 'stop'): LanguageModelV3StreamPart => ({
  type: 'finish',
  finishReason: { unified, raw: undefined },
  usage,
});

/** The model: the call of `askUserQuestion` with `body`, token by token; then a line that reads the answers. */
function transport(body: string) {
  let calls = 0;
  const model = new MockLanguageModelV3({
    doStream: async ({ prompt }) => {
      const answered = prompt.some((m) => m.role === 'tool');
      const id = `call-demo-${Date.now()}-${++calls}`;
      const chunks: LanguageModelV3StreamPart[] = answered
        ? [
            { type: 'stream-start', warnings: [] },
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'Thanks, I have your answers.' },
            { type: 'text-end', id: 't' },
            finish('stop'),
          ]
        : [
            { type: 'stream-start', warnings: [] },
            { type: 'tool-input-start', id, toolName: 'askUserQuestion' },
            ...body
              .match(/[\s\S]{1,4}/g)!
              .map((delta): LanguageModelV3StreamPart => ({ type: 'tool-input-delta', id, delta })),
            { type: 'tool-input-end', id },
            { type: 'tool-call', toolCallId: id, toolName: 'askUserQuestion', input: body },
            finish('tool-calls'),
          ];
      return { stream: simulateReadableStream({ chunks, chunkDelayInMs: 1000 / 40 }) };
    },
  });
  const askUserQuestion = tool({ inputSchema: jsonSchema<object>({ type: 'object' }) });
  return new DirectChatTransport({ agent: new ToolLoopAgent({ model, tools: { askUserQuestion } }) });
}

function Chat({ body }: { body: string }) {
  const chat = useChat({
    transport: transport(body) as never,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void chat.sendMessage({ text: 'Set up the new service' });
  }, [chat]);
  return h(
    'div',
    { className: 'chat' },
    chat.messages.flatMap((m) =>
      m.role === 'user'
        ? []
        : m.parts.map((part, i) =>
            part.type === 'tool-askUserQuestion'
              ? h(QuestionToolCall, {
                  key: part.toolCallId,
                  part,
                  addToolResult: chat.addToolResult as never,
                  persist: 'off',
                })
              : part.type === 'text'
                ? h('p', { key: i }, part.text)
                : null,
          ),
    ),
  );
}

/** Renders the chat into `into`; returns what unmounts it. */
export function showAiSdkStream(into: HTMLElement, body: string): () => void {
  const root: Root = createRoot(into);
  root.render(h(Chat, { body }));
  return () => root.unmount();
}

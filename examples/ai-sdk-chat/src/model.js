// The model side, in the page for the example: an agent whose model is the AI SDK's own mock
// (ai/test). Its first turn streams a call of the client-side tool askUserQuestion; its next turn
// reads the tool result and answers with it. In an app the transport is the default one, to your
// server's streamText() or agent, with the same tool.
import { DirectChatTransport, ToolLoopAgent, jsonSchema, simulateReadableStream, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

// the tool: no execute, the browser answers it
const askUserQuestion = tool({
  description:
    'Ask the user 1-4 questions with 2-4 options each. Returns { questions, answers, annotations? }: the answers keyed by question text.',
  inputSchema: jsonSchema({ type: 'object' }),
});

const question = {
  questions: [
    {
      question: 'Which region should we deploy to?',
      header: 'Region',
      multiSelect: false,
      options: [
        { label: 'eu-central-1', description: 'Frankfurt' },
        { label: 'eu-west-1', description: 'Ireland' },
      ],
    },
  ],
};

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const finish = (unified) => ({ type: 'finish', finishReason: { unified, raw: undefined }, usage });

function turn(prompt) {
  // every call of the model, for the example's check: a reload must not call it again
  window.exampleCalls = (window.exampleCalls ?? 0) + 1;
  const result = prompt.flatMap((m) => (m.role === 'tool' ? m.content : []))[0];
  if (!result) {
    const id = `call-${crypto.randomUUID()}`;
    const input = JSON.stringify(question);
    return [
      { type: 'stream-start', warnings: [] },
      { type: 'tool-input-start', id, toolName: 'askUserQuestion' },
      // token-sized pieces, as a model writes them: the question shows once its object is whole
      ...input.match(/[\s\S]{1,6}/g).map((delta) => ({ type: 'tool-input-delta', id, delta })),
      { type: 'tool-input-end', id },
      { type: 'tool-call', toolCallId: id, toolName: 'askUserQuestion', input },
      finish('tool-calls'),
    ];
  }
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    {
      type: 'text-delta',
      id: 't',
      delta: `Deploying to ${result.output.value.answers[question.questions[0].question]}.`,
    },
    { type: 'text-end', id: 't' },
    finish('stop'),
  ];
}

const model = new MockLanguageModelV3({
  doStream: async ({ prompt }) => ({
    stream: simulateReadableStream({ chunks: turn(prompt), chunkDelayInMs: 20 }),
  }),
});

export const transport = new DirectChatTransport({
  agent: new ToolLoopAgent({ model, tools: { askUserQuestion } }),
});

/**
 * The AI SDK end to end, in React 19: `useChat` over `DirectChatTransport` to a `ToolLoopAgent`
 * whose model is the AI SDK's own mock (`ai/test`), streaming a call of the client-side tool
 * `askUserQuestion` (an AskUserQuestion-shaped set). `<QuestionToolCall>` renders it, the user
 * answers with key presses, and the tool result reaches the model's next call once. The wrapper is
 * the built npm entry, `dist/npm/react.js` (the page's build the npm split: test/builds.ts), as an
 * app's bundler resolves `question-elements/react`: needs `npm run build`.
 */
import {
  DirectChatTransport,
  ToolLoopAgent,
  jsonSchema,
  simulateReadableStream,
  tool,
  type UIMessage,
} from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { QuestionSetElement } from '../../src/elements.js';
import type * as ReactWrappers from '../../src/frameworks/react.js';
import type { useChat } from '@ai-sdk/react';
import { useBuild } from '../builds.js';
import { clickOn, fresh, optionLabelled, settle, shownText } from '../elements/helpers.js';
import { newRun, oneDelivery, postTo, received } from '../bundle/delivery-backend.js';
import { Chat, type ChatProps } from './ai-sdk/Chat.js';

// the built npm entry, as a bundler serving the package loads it (the page's build is the npm
// split); in a variable, so the type checker stays off the built file (its types are the sources')
// its parts (the decoders, the open set) in before the first test, as the idle preload of a page
// that has shown the chat a while has them: no test's time goes to the build's first chunk loads
await (await useBuild('npm')).exports.preload();
const REACT_ENTRY = '/dist/npm/react.js';
const { QuestionToolCall } = (await import(/* @vite-ignore */ REACT_ENTRY)) as typeof ReactWrappers;

const input = {
  questions: [
    {
      header: 'Region',
      question: 'Which region should we deploy to?',
      multiSelect: false,
      options: [
        { label: 'eu-central-1', description: 'Frankfurt' },
        { label: 'eu-west-1', description: 'Ireland' },
      ],
    },
  ],
};
/** AskUserQuestionOutput: the questions as asked, the answers keyed by question text. */
const expectedOutput = {
  questions: input.questions,
  answers: { 'Which region should we deploy to?': 'eu-central-1' },
};

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

/** The model's first turn: the tool call, its input streamed in three pieces. */
function toolCallChunks(id: string): LanguageModelV3StreamPart[] {
  const json = JSON.stringify(input);
  const third = Math.ceil(json.length / 3);
  const parts: LanguageModelV3StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'tool-input-start', id, toolName: 'askUserQuestion' },
    ...[0, 1, 2].map((i): LanguageModelV3StreamPart => ({
      type: 'tool-input-delta',
      id,
      delta: json.slice(i * third, (i + 1) * third),
    })),
    { type: 'tool-input-end', id },
    { type: 'tool-call', toolCallId: id, toolName: 'askUserQuestion', input: json },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
  ];
  return parts;
}

/** The model's turn after the tool result: a line of text. */
function textChunks(): LanguageModelV3StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: 'Deploying to your region.' },
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
  ];
}

type Chat = ReturnType<typeof useChat>;

async function until<T>(read: () => T | null | undefined | false): Promise<T> {
  for (;;) {
    const value = read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the AI SDK: a client-side askUserQuestion tool answered by <QuestionToolCall>', function () {
  // the AI SDK's agent loop and React on the built entry, two model turns a test: slow engines under CI load
  this.timeout(20_000);
  let container: HTMLDivElement;
  let root: Root;
  let prompts: unknown[][];
  let results: unknown[];
  let chat: Chat | undefined;
  let transport: DirectChatTransport<never, { askUserQuestion: ReturnType<typeof tool> }>;

  async function mount(messages?: UIMessage[], deliver?: ChatProps['deliver']): Promise<Chat> {
    chat = undefined;
    root = createRoot(container);
    root.render(
      createElement(Chat, {
        QuestionToolCall,
        transport: transport as never,
        messages,
        onToolResult: (r) => results.push(r),
        onChat: (c) => (chat = c),
        deliver,
      }),
    );
    return until(() => chat);
  }

  const shownSet = () =>
    until(() => container.querySelector<QuestionSetElement>('question-set:not([streaming])'));

  /** Sends the user's message and picks the set's first option with keys, which sends it (not awaited). */
  async function sendAndPick(): Promise<QuestionSetElement> {
    void (await until(() => chat)).sendMessage({ text: 'Deploy the service' });
    const el = await shownSet();
    await settle(el);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    return el;
  }

  /** Sends the user's message and answers the streamed set with keys; resolves once the model replied. */
  async function answerByKeys(): Promise<QuestionSetElement> {
    const el = await sendAndPick();
    await until(() => container.textContent?.includes('Deploying to your region.'));
    return el;
  }

  // tool call ids are unique, as a model's are: the helper remembers the calls answered in the page
  let calls = 0;
  let callId: string;

  beforeEach(async () => {
    fresh();
    callId = `call-${++calls}`;
    prompts = [];
    results = [];
    const model = new MockLanguageModelV3({
      doStream: async ({ prompt }) => {
        prompts.push(prompt);
        const chunks = prompts.length === 1 ? toolCallChunks(callId) : textChunks();
        return { stream: simulateReadableStream({ chunks, chunkDelayInMs: 5 }) };
      },
    });
    const askUserQuestion = tool({
      description: 'Ask the user one to four questions with options',
      inputSchema: jsonSchema<typeof input>({ type: 'object' }),
    });
    transport = new DirectChatTransport({ agent: new ToolLoopAgent({ model, tools: { askUserQuestion } }) });
    container = document.createElement('div');
    document.body.append(container);
    await mount();
  });

  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('the answer goes back to the model as the tool result, once', async () => {
    const el = await answerByKeys();
    expect(results).to.deep.equal([{ tool: 'askUserQuestion', toolCallId: callId, output: expectedOutput }]);
    expect(prompts).to.have.length(2);
    const toolMessage = (prompts[1] as { role: string; content: unknown[] }[]).find((m) => m.role === 'tool');
    const [result, ...more] = (toolMessage?.content ?? []) as Record<string, unknown>[];
    expect(more).to.deep.equal([]);
    expect([result.type, result.toolCallId, result.toolName]).to.deep.equal([
      'tool-result',
      callId,
      'askUserQuestion',
    ]);
    expect(result.output).to.deep.equal({ type: 'json', value: expectedOutput });
    await settle(el);
    expect(el.state).to.equal('answered');
  });

  it('an addToolResult whose promise rejects (a POST that gets a 500): not sent, picks kept; again: one delivery, then the receipt', async () => {
    const run = newRun();
    root.unmount();
    // the host stores the tool result on its server (keyed by the call) before the chat takes it
    await mount(undefined, (r) => postTo(run, '500', { requestId: r.toolCallId, ...r }));
    const el = await sendAndPick();
    await until(() => shownText(el).includes('Not sent (HTTP 500)'));
    expect(el.state, 'nothing recorded as sent').to.equal('open');
    expect(
      el.answers.map((a) => a.selected),
      'the pick stays',
    ).to.deep.equal([['1']]);
    expect(prompts, 'the model got no tool result').to.have.length(1);

    await clickOn(el, optionLabelled(el, 'eu-central-1'));
    await until(() => container.textContent?.includes('Deploying to your region.'));
    await settle(el);
    expect(el.state).to.equal('answered');
    expect(shownText(el)).not.to.include('Not sent');
    expect(results).to.have.length(2);
    oneDelivery(
      await received(run),
      (t) =>
        JSON.stringify((t.body as unknown as { output: typeof expectedOutput }).output.answers) ===
        JSON.stringify(expectedOutput.answers),
      '500',
    );
    expect(prompts, 'the tool result reached the model once').to.have.length(2);
  });

  it('a page listener after the tool call refuses the first send: no tool result; the next send delivers it once', async () => {
    // the page's own listener, on an ancestor: it runs after <QuestionToolCall>'s, on the set itself
    container.addEventListener('question-answers', (e) => e.preventDefault(), { once: true });
    const el = await sendAndPick();
    await until(() => shownText(el).includes('Not sent'));
    await new Promise((r) => setTimeout(r, 100));
    expect(el.state, 'nothing recorded as sent').to.equal('open');
    expect(results, 'no tool result was added').to.deep.equal([]);
    expect(prompts, 'the model got no tool result').to.have.length(1);

    await clickOn(el, optionLabelled(el, 'eu-central-1'));
    await until(() => container.textContent?.includes('Deploying to your region.'));
    await settle(el);
    expect(el.state).to.equal('answered');
    expect(results).to.deep.equal([{ tool: 'askUserQuestion', toolCallId: callId, output: expectedOutput }]);
    expect(prompts, 'the tool result reached the model once').to.have.length(2);
  });

  it('an addToolResult still pending shows the set sending and locked; a re-render keeps it so', async () => {
    const run = newRun();
    root.unmount();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await mount(undefined, (r) => held.then(() => postTo(run, 'ok', { requestId: r.toolCallId, ...r })));
    const el = await sendAndPick();
    await until(() => shownText(el).includes('Sending…'));
    // the chat renders again meanwhile (a message of its own): the set stays sending, not answered
    chat!.setMessages([...chat!.messages]);
    await settle(el);
    expect(shownText(el)).to.include('Sending…');
    expect(el.state).to.equal('open');
    release();
    await until(() => container.textContent?.includes('Deploying to your region.'));
    await settle(el);
    expect(el.state).to.equal('answered');
    expect((await received(run)).map((t) => t.answer)).to.deep.equal(['accepted']);
  });

  it('a call that ended in an error (output-error) shows the set closed as undeliverable, not nothing', async () => {
    await answerByKeys();
    const failed = chat!.messages.map((m) => ({
      ...m,
      id: `${m.id}-error`,
      parts: m.parts.map((p) =>
        p.type === 'tool-askUserQuestion'
          ? {
              ...p,
              toolCallId: 'call-error',
              state: 'output-error',
              output: undefined,
              errorText: 'tool failed',
            }
          : p,
      ),
    })) as UIMessage[];
    // a page that never answered this call (no record of the set in this tab)
    fresh();
    chat!.setMessages(failed);
    const el = await until(() =>
      [...container.querySelectorAll<QuestionSetElement>('question-set')].find(
        (e) => e.reason === 'undeliverable',
      ),
    );
    await settle(el);
    expect(el.state).to.equal('closed');
    expect(shownText(el)).to.include('Could not be delivered');
    expect(shownText(el)).to.include('Which region should we deploy to?');
  });

  it('a re-streamed message (the call again, waiting for input) shows answered and sends nothing', async () => {
    await answerByKeys();
    const restreamed = chat!.messages.map((m) => ({
      ...m,
      // a new message id: React mounts a new element for the same tool call
      id: `${m.id}-again`,
      parts: m.parts.map((p) =>
        p.type === 'tool-askUserQuestion' ? { ...p, state: 'input-available', output: undefined } : p,
      ),
    })) as UIMessage[];
    chat!.setMessages(restreamed);
    const el = await shownSet();
    await settle(el);
    expect(el.state).to.equal('answered');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(results).to.have.length(1);
    expect(prompts).to.have.length(2);
  });

  it('a reloaded transcript restores the answered set from the tool output', async () => {
    await answerByKeys();
    // what a server stored, under a call id this page has not answered
    const stored = JSON.parse(
      JSON.stringify(chat!.messages).replaceAll(callId, 'call-stored'),
    ) as UIMessage[];
    root.unmount();
    container.replaceChildren();
    fresh();
    await mount(stored);
    const el = await shownSet();
    await settle(el);
    expect(el.state).to.equal('answered');
    expect(el.answers.map((a) => [a.questionId, a.selected])).to.deep.equal([['q1', ['1']]]);
    expect(results).to.have.length(1);
    expect(prompts).to.have.length(2);
  });
});

/**
 * Issue 49 §1: the call's input streams token by token (a few characters a delta), as a model
 * writes it. The first question shows while the part is still `input-streaming`, from `rawInput`
 * (AI SDK 6) or, where the part has none (AI SDK 5, a host that strips it), from the partial
 * `input` (every question but the one still arriving). The user picks on it; nothing is sent before
 * the call is whole, and the pick carries over to the final, schema-validated input (its keys in
 * another order). A render with the same part updates nothing in the element.
 */
describe('the AI SDK: questions while the tool call streams', function () {
  // the AI SDK's agent loop and React on the built entry, two model turns a test: slow engines under CI load
  this.timeout(20_000);
  const twoQuestions = {
    questions: [
      input.questions[0],
      {
        header: 'Size',
        question: 'Which size?',
        multiSelect: false,
        options: [
          { label: 'Small', description: '2 CPU' },
          { label: 'Large', description: '8 CPU' },
        ],
      },
    ],
  };
  const json = JSON.stringify(twoQuestions);
  /** token-sized deltas, cut inside keys and labels */
  const tokens = json.match(/[\s\S]{1,4}/g)!;
  /** the deltas up to a few tokens into the second question */
  const firstPart = Math.ceil((json.indexOf('{"header":"Size"') + 12) / 4);

  let container: HTMLDivElement;
  let root: Root;
  let chat: Chat | undefined;
  let results: unknown[];
  let feed: ReadableStreamDefaultController<LanguageModelV3StreamPart> | undefined;
  let calls = 0;

  async function start(rawInput: boolean) {
    fresh();
    const id = `call-streamed-${++calls}`;
    let turns = 0;
    results = [];
    feed = undefined;
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream:
          ++turns === 1
            ? new ReadableStream<LanguageModelV3StreamPart>({ start: (c) => void (feed = c) })
            : simulateReadableStream({ chunks: textChunks(), chunkDelayInMs: 5 }),
      }),
    });
    const askUserQuestion = tool({ inputSchema: jsonSchema<typeof twoQuestions>({ type: 'object' }) });
    const transport = new DirectChatTransport({
      agent: new ToolLoopAgent({ model, tools: { askUserQuestion } }),
    });
    container = document.createElement('div');
    document.body.append(container);
    chat = undefined;
    root = createRoot(container);
    root.render(
      createElement(Chat, {
        QuestionToolCall,
        transport: transport as never,
        rawInput,
        onToolResult: (r) => results.push(r),
        onChat: (c) => (chat = c),
      }),
    );
    void (await until(() => chat)).sendMessage({ text: 'Deploy the service' });
    const first = await until(() => feed);
    first.enqueue({ type: 'stream-start', warnings: [] });
    first.enqueue({ type: 'tool-input-start', id, toolName: 'askUserQuestion' });
    return { id, feed: first };
  }

  const part = () =>
    chat!.messages.flatMap((m) => m.parts).find((p) => p.type === 'tool-askUserQuestion') as
      { state: string; rawInput?: unknown } | undefined;
  const row = (el: QuestionSetElement, label: string) =>
    [...el.shadowRoot!.querySelectorAll('[role="radio"]')].find((r) => r.textContent?.includes(label));

  afterEach(() => {
    root.unmount();
    container.remove();
  });

  for (const rawInput of [true, false]) {
    it(`question 1 shows before input-available and is answered once the call is whole (${rawInput ? 'rawInput' : 'the partial input'})`, async () => {
      const { id, feed } = await start(rawInput);
      const sent: Event[] = [];
      container.addEventListener('question-answers', (e) => sent.push(e));
      for (const delta of tokens.slice(0, firstPart)) feed.enqueue({ type: 'tool-input-delta', id, delta });
      const streaming = await until(() => {
        const el = container.querySelector<QuestionSetElement>('question-set[streaming]');
        return el && row(el, 'eu-west-1') && el;
      });
      expect(part()?.state).to.equal('input-streaming');
      expect('rawInput' in (part() ?? {}) && typeof part()?.rawInput).to.equal('string');
      expect(row(streaming, 'Large'), 'the question still arriving').to.equal(undefined);
      await clickOn(streaming, row(streaming, 'eu-west-1')!);
      expect(streaming.answers.map((a) => a.selected)).to.deep.equal([['2']]);
      // the rest of the call, then the call itself
      for (const delta of tokens.slice(firstPart)) feed.enqueue({ type: 'tool-input-delta', id, delta });
      feed.enqueue({ type: 'tool-input-end', id });
      expect(sent, 'nothing sent while the call streams').to.have.length(0);
      expect(results).to.have.length(0);
      // the final input as a schema validation gives it back: the same questions, keys in another order
      const validated = JSON.stringify({
        questions: twoQuestions.questions.map(({ options, multiSelect, question, header }) => ({
          options,
          multiSelect,
          question,
          header,
        })),
      });
      feed.enqueue({ type: 'tool-call', toolCallId: id, toolName: 'askUserQuestion', input: validated });
      feed.enqueue({ type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage });
      feed.close();
      const el = await until(() =>
        container.querySelector<QuestionSetElement>('question-set:not([streaming])'),
      );
      await settle(el);
      expect(el, 'the same element').to.equal(streaming);
      expect(part()?.state).to.equal('input-available');
      expect(
        el.answers.map((a) => a.selected),
        'the pick carried over',
      ).to.deep.equal([['2']]);
      expect(sent).to.have.length(0);
      // useChat renders on every chunk: a render with the same part updates nothing in the element,
      // one with an equal copy (messages restored, cloned) keeps the set and its draft
      let updates = 0;
      const update = (el as unknown as { update(c: unknown): void }).update;
      Object.assign(el, {
        update(this: QuestionSetElement, changed: unknown) {
          updates++;
          update.call(this, changed);
        },
      });
      const { set } = el;
      chat!.setMessages([...chat!.messages]);
      await new Promise((r) => requestAnimationFrame(r));
      await settle(el);
      expect(updates, 'the same part again').to.equal(0);
      chat!.setMessages(structuredClone(chat!.messages));
      await new Promise((r) => requestAnimationFrame(r));
      await settle(el);
      expect(updates, 'a copy is another object: read again (the spy sees updates)').to.be.greaterThan(0);
      expect(el.set, 'an equal copy: the same set').to.equal(set);
      expect(el.answers.map((a) => a.selected)).to.deep.equal([['2']]);
      delete (el as unknown as { update?: unknown }).update;
      // on to question 2 (the wizard's next step), its pick, then the overview's Send
      const primary = () => el.shadowRoot!.querySelector<HTMLButtonElement>('button.primary')!;
      if (!row(el, 'Large')) await clickOn(el, primary());
      await clickOn(el, row(el, 'Large')!);
      for (let i = 0; i < 3 && !results.length; i++) await clickOn(el, primary());
      await until(() => results.length);
      expect(sent).to.have.length(1);
      expect(results).to.deep.equal([
        {
          tool: 'askUserQuestion',
          toolCallId: id,
          output: {
            questions: twoQuestions.questions,
            answers: { 'Which region should we deploy to?': 'eu-west-1', 'Which size?': 'Large' },
          },
        },
      ]);
    });
  }
});

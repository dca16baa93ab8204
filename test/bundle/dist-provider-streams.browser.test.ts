/**
 * Issue 49 §1, on the built script-tag bundle: a tool call's input streamed by the providers' own
 * APIs, through the recipes of docs/chat.md ("While the agent streams"), run as the page gives
 * them. The event sequences are written by hand in the APIs' documented shapes: Anthropic Messages'
 * `input_json_delta` (a text block first, then the `tool_use` block) and OpenAI Responses'
 * `response.function_call_arguments.delta` (token-sized, cut inside keys and labels). The questions
 * appear as they complete, the user picks while the rest arrives, nothing is sent before the call
 * is whole, and the final set answers with the picks made. A fine-grained Anthropic stream cut by
 * `max_tokens` ends in invalid JSON: a clear decode error, nothing sent, the picks kept under it and
 * carried to the call the model makes again. Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { clickOn, settle } from '../elements/helpers.js';
import { SET } from './streamed-set.js';

const BASE = '/some/site/assets/question-elements/';
const bundle = (await import(`${BASE}question-elements.js`)) as { forgetAll(): void };

const JSON_TEXT = JSON.stringify(SET);
/** where question 1's object ends in the text (its closing brace included) */
const END_1 = JSON_TEXT.indexOf('{"question":"Which size?"') - 1;

/** The text cut in pieces of the given sizes, in turn (a model's deltas). */
function cut(text: string, sizes: number[]): string[] {
  const pieces: string[] = [];
  for (let at = 0, i = 0; at < text.length; i++) {
    const size = sizes[i % sizes.length];
    pieces.push(text.slice(at, at + size));
    at += size;
  }
  return pieces;
}

type Event = Record<string, unknown>;

/** Anthropic Messages' stream events for a text block, then a `tool_use` block whose input is `deltas`. */
function anthropic(deltas: string[], stop: 'tool_use' | 'max_tokens' = 'tool_use'): Event[] {
  return [
    {
      type: 'message_start',
      message: {
        id: 'msg_01',
        type: 'message',
        role: 'assistant',
        content: [],
        model: 'claude-model',
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 120, output_tokens: 1 },
      },
    },
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'A few questions first.' } },
    { type: 'content_block_stop', index: 0 },
    {
      type: 'content_block_start',
      index: 1,
      content_block: { type: 'tool_use', id: 'toolu_01', name: 'AskUserQuestion', input: {} },
    },
    { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '' } },
    { type: 'ping' },
    ...deltas.map((partial_json) => ({
      type: 'content_block_delta',
      index: 1,
      delta: { type: 'input_json_delta', partial_json },
    })),
    { type: 'content_block_stop', index: 1 },
    {
      type: 'message_delta',
      delta: { stop_reason: stop, stop_sequence: null },
      usage: { output_tokens: 180 },
    },
    { type: 'message_stop' },
  ];
}

/** OpenAI Responses' stream events for one `function_call` item whose arguments are `deltas`. */
function openai(deltas: string[]): Event[] {
  const item = { type: 'function_call', id: 'fc_01', call_id: 'call_01', name: 'ask_user_question' };
  let seq = 0;
  const at = () => ({ sequence_number: seq++ });
  return [
    {
      type: 'response.created',
      ...at(),
      response: { id: 'resp_01', object: 'response', status: 'in_progress' },
    },
    {
      type: 'response.output_item.added',
      ...at(),
      output_index: 0,
      item: { ...item, arguments: '', status: 'in_progress' },
    },
    ...deltas.map((delta) => ({
      type: 'response.function_call_arguments.delta',
      ...at(),
      item_id: 'fc_01',
      output_index: 0,
      delta,
    })),
    {
      type: 'response.function_call_arguments.done',
      ...at(),
      item_id: 'fc_01',
      output_index: 0,
      arguments: deltas.join(''),
    },
    {
      type: 'response.output_item.done',
      ...at(),
      output_index: 0,
      item: { ...item, arguments: deltas.join(''), status: 'completed' },
    },
    {
      type: 'response.completed',
      ...at(),
      response: { id: 'resp_01', object: 'response', status: 'completed' },
    },
  ];
}

/** Events the test hands over when it chooses: an async iterable as an SDK's stream is. */
function channel() {
  const queue: Event[] = [];
  let wake: (() => void) | undefined;
  return {
    push(events: Event[]) {
      queue.push(...events);
      wake?.();
    },
    async *[Symbol.asyncIterator](): AsyncGenerator<Event> {
      for (;;) {
        const next = queue.shift();
        if (next) yield next;
        else await new Promise<void>((r) => (wake = r));
      }
    },
  };
}

type Recipe = (events: AsyncIterable<Event>, el: HTMLElement) => Promise<{ id: string; text: string }>;

/** The recipe docs/chat.md gives after `**<name>**`, loaded as the page's code. */
async function recipe(name: string): Promise<Recipe> {
  const page = await (await fetch('/docs/chat.md')).text();
  const from = page.indexOf(`**${name}**`);
  expect(from, `docs/chat.md has a recipe for ${name}`).to.be.greaterThan(0);
  const code = /```js\n([\s\S]*?)```/.exec(page.slice(from))![1];
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  return ((await import(/* @vite-ignore */ url)) as { showToolInput: Recipe }).showToolInput;
}

const root = (el: QuestionSetElement) => el.shadowRoot!;
const rows = (el: QuestionSetElement) => [...root(el).querySelectorAll<HTMLElement>('[role="radio"]')];
const row = (el: QuestionSetElement, label: string) => {
  const found = rows(el).find((r) => r.textContent?.includes(label));
  if (!found) throw new Error(`no option ${label}; shown: ${root(el).textContent}`);
  return found;
};
const primary = (el: QuestionSetElement) => root(el).querySelector<HTMLButtonElement>('button.primary')!;
const heading = (el: QuestionSetElement) =>
  root(el).querySelector('.step [role="heading"]')?.textContent ?? '';

function element(): QuestionSetElement {
  const el = document.createElement('question-set') as QuestionSetElement;
  el.setAttribute('format', 'structured');
  const box = document.createElement('div');
  box.style.width = '560px';
  box.append(el);
  document.body.append(box);
  return el;
}

function record() {
  const answers: CustomEvent[] = [];
  const errors: CustomEvent[] = [];
  const onAnswers = (e: Event | globalThis.Event) => answers.push(e as CustomEvent);
  const onError = (e: Event | globalThis.Event) => errors.push(e as CustomEvent);
  document.addEventListener('question-answers', onAnswers);
  document.addEventListener('question-error', onError);
  return {
    answers,
    errors,
    stop() {
      document.removeEventListener('question-answers', onAnswers);
      document.removeEventListener('question-error', onError);
    },
  };
}

/**
 * Waits, a frame at a time, until `ready()` holds (the bundle may still be fetching a chunk), for
 * up to 10 s: a count of frames ran out in a loaded CI run while the test server was still
 * answering another page's requests, and a slow fetch is not what these tests check.
 */
async function until(el: QuestionSetElement, ready: () => boolean, what: string): Promise<void> {
  const end = performance.now() + 10_000;
  while (!ready() && performance.now() < end) {
    await settle(el);
    await new Promise((r) => requestAnimationFrame(r));
  }
  expect(ready(), what).to.equal(true);
}

const PROVIDERS = [
  // Anthropic's deltas are a few tokens each; OpenAI's a token, cut inside keys and labels
  {
    name: 'Anthropic Messages',
    events: (d: string[]) => anthropic(d),
    sizes: [9, 14, 5, 21],
    id: 'toolu_01',
  },
  { name: 'OpenAI Responses', events: openai, sizes: [3, 4, 2, 5, 1], id: 'call_01' },
];

describe('the built bundle: a tool call streamed by a provider, through the docs/chat.md recipes (issue 49)', function () {
  this.timeout(30_000);
  beforeEach(() => bundle.forgetAll());
  afterEach(() => {
    document.querySelectorAll('question-set').forEach((el) => el.parentElement!.remove());
    bundle.forgetAll();
  });

  for (const provider of PROVIDERS) {
    it(`${provider.name}: each question as it completes, the picks made meanwhile sent with the rest`, async () => {
      const showToolInput = await recipe(provider.name);
      const events = record();
      const el = element();
      const stream = channel();
      const all = provider.events(cut(JSON_TEXT, provider.sizes));
      // every event up to question 1's end and a few characters past it
      let fed = 0;
      let text = '';
      const piece = (e: Event) => {
        const { delta } = e as { delta?: string | { partial_json?: string } };
        return typeof delta === 'string' ? delta : (delta?.partial_json ?? '');
      };
      // the events up to character `to` of the input: every one that ends before it, or (`past`) the one crossing it too
      const feedTo = (to: number, past = true) => {
        while (fed < all.length && text.length < to) {
          const next = piece(all[fed]);
          if (!past && text.length + next.length > to) break;
          text += next;
          stream.push([all[fed++]]);
        }
      };
      const done = showToolInput(stream, el);
      try {
        feedTo(END_1 - 1, false);
        await settle(el);
        expect(el.hasAttribute('streaming'), 'streaming from the call’s start').to.equal(true);
        expect(rows(el), 'no question before its bytes are all there').to.have.length(0);
        feedTo(END_1 + 4);
        await until(el, () => rows(el).length === 2, 'question 1 shows');
        expect(heading(el)).to.include('Which region?');
        await clickOn(el, row(el, 'America'));
        expect(row(el, 'America').getAttribute('aria-checked')).to.equal('true');
        // the rest of the input, but not the end of the call
        feedTo(JSON_TEXT.length);
        await settle(el);
        expect(el.hasAttribute('streaming')).to.equal(true);
        expect(el.submit(), 'nothing can be sent before the call ends').to.equal(false);
        stream.push(all.slice(fed));
        const call = await done;
        expect(call).to.deep.equal({ id: provider.id, text: JSON_TEXT });
        await settle(el);
        expect(el.hasAttribute('streaming')).to.equal(false);
        expect(events.answers).to.have.length(0);
        expect(row(el, 'America').getAttribute('aria-checked'), 'the pick carried over').to.equal('true');
        await clickOn(el, primary(el));
        await until(el, () => heading(el).includes('Which size?'), 'question 2');
        await clickOn(el, row(el, 'Large'));
        await clickOn(el, primary(el));
        await until(el, () => heading(el).includes('Which tier?'), 'question 3');
        await clickOn(el, row(el, 'Free'));
        await clickOn(el, primary(el));
        await clickOn(el, primary(el));
        expect(events.answers).to.have.length(1);
        expect(events.answers[0].detail.text).to.equal(
          '- Which region? → America\n- Which size? → Large\n- Which tier? → Free',
        );
        expect(events.errors).to.have.length(0);
      } finally {
        events.stop();
      }
    });
  }

  it('Anthropic Messages, fine-grained and cut by max_tokens: invalid JSON ends in a clear error, the picks kept; the call asked again has them', async () => {
    const showToolInput = await recipe('Anthropic Messages');
    const events = record();
    const el = element();
    const stream = channel();
    // the input stops inside question 3's label
    const broken = JSON_TEXT.slice(0, JSON_TEXT.indexOf('best effort') + 4);
    const all = anthropic(cut(broken, [9, 14, 5, 21]), 'max_tokens');
    const done = showToolInput(stream, el);
    try {
      const last = all.findIndex((e) => e.type === 'content_block_stop' && e.index === 1);
      stream.push(all.slice(0, last));
      await until(el, () => rows(el).length === 2, 'question 1 shows');
      await clickOn(el, row(el, 'Europe'));
      expect(events.errors, 'no error while it streams').to.have.length(0);
      stream.push(all.slice(last));
      expect((await done).text).to.equal(broken);
      await until(el, () => events.errors.length === 1, 'question-error once the call ends');
      const { error } = events.errors[0].detail as { error: { code: string; message: string } };
      expect(error.code).to.be.a('string').and.not.equal('');
      expect(el.error?.code).to.equal(error.code);
      // said on screen, where the questions were, with the pick it keeps
      const alert = root(el).querySelector('[role="alert"]');
      expect(alert?.textContent?.trim(), 'the error is shown').to.not.equal('');
      expect(
        [...alert!.querySelectorAll('li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim()),
      ).to.deep.equal(['Which region? → Europe']);
      expect(
        el.answers.map((a) => a.selected),
        'the pick is kept',
      ).to.deep.equal([['1']]);
      expect(el.submit()).to.equal(false);
      expect(events.answers, 'a broken call sends nothing').to.have.length(0);
      // the host answers the call with the error, and the model asks again: the same element
      const retry = channel();
      const again = showToolInput(retry, el);
      retry.push(anthropic(cut(JSON_TEXT, [9, 14, 5, 21])));
      await again;
      await until(el, () => !el.error && rows(el).length === 2, 'the call asked again shows');
      expect(row(el, 'Europe').getAttribute('aria-checked'), 'with the pick made before it broke').to.equal(
        'true',
      );
      await clickOn(el, primary(el));
      await until(el, () => heading(el).includes('Which size?'), 'question 2');
      await clickOn(el, row(el, 'Small'));
      await clickOn(el, primary(el));
      await until(el, () => heading(el).includes('Which tier?'), 'question 3');
      await clickOn(el, row(el, 'Paid'));
      await clickOn(el, primary(el));
      await clickOn(el, primary(el));
      expect(events.answers).to.have.length(1);
      expect(events.answers[0].detail.text).to.equal(
        '- Which region? → Europe\n- Which size? → Small\n- Which tier? → Paid',
      );
    } finally {
      events.stop();
    }
  });
});

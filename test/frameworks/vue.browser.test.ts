/** Vue 3 hosts the elements: a compiled SFC template (vue/Chat.vue) and a render function (vue/message.ts). */
import { expect } from '@open-wc/testing';
import { createApp, h, nextTick, ref, version, type App } from 'vue';
import { forgetAll } from '../../src/elements.js';
import Chat from './vue/Chat.vue';
import Delivering from './vue/Delivering.vue';
import { AgentMessage } from './vue/message.js';
import * as h_ from './helpers.js';

describe('host: Vue 3', () => {
  let container: HTMLDivElement;
  let app: App | undefined;
  const message = ref('');
  const generation = ref(0);
  const replies = ref<string[]>([]);

  beforeEach(() => {
    forgetAll();
    container = document.createElement('div');
    document.body.append(container);
    generation.value = 0;
    replies.value = [];
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    container.remove();
    forgetAll();
  });

  /** The SFC, keyed by `generation` (a new key re-creates it). */
  function mountChat(body: string) {
    message.value = body;
    app = createApp({ render: () => h(Chat, { key: generation.value, message: message.value }) });
    app.mount(container);
  }

  /** The render-function component, its reply rendered by the host. */
  function mountMessage(body: string) {
    message.value = body;
    app = createApp({
      render: () => [
        h(AgentMessage, {
          key: generation.value,
          body: message.value,
          onReply: (text: string) => replies.value.push(text),
        }),
        ...replies.value.map((text) => h('p', { class: 'user-message' }, text)),
      ],
    });
    app.mount(container);
  }

  const reply = () => h_.waitFor(() => container.querySelector('.user-message'), 'the user message');

  it('is Vue 3', () => {
    expect(version).to.match(/^3\./);
  });

  it('SFC: a handler that calls event.waitUntil(its POST): a 500 is not sent, Send again delivers once', async () => {
    await h_.failThenDeliver(container, (body, deliver) => {
      app = createApp({ render: () => h(Delivering, { message: body, deliver }) });
      app.mount(container);
    });
  });

  it('SFC: @question-answers hands the answers to the host', async () => {
    const { body, text } = await h_.answerCase(h_.VANCE);
    mountChat(body);
    const el = await h_.ready(container);
    expect(el.data).to.equal(body);
    await h_.vanceDraft(el);
    await h_.vanceFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });

  it('SFC: keeps the draft when the host re-creates the message', async () => {
    const { body, text } = await h_.answerCase(h_.VANCE);
    mountChat(body);
    const first = await h_.ready(container);
    await h_.vanceDraft(first);
    generation.value++;
    await nextTick();
    const el = await h_.ready(container, first);
    expect(h_.step(el), 'question 2').to.equal(1);
    expect(el.answers[0]).to.deep.include({ selected: ['2'], text: 'but only for backups' });
    await h_.vanceFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });

  it('render function: the body as text, and the answers to the host', async () => {
    const { body, text } = await h_.answerCase(h_.STRUCTURED);
    mountMessage(body);
    const el = await h_.ready(container);
    expect(el.data).to.equal(undefined);
    await h_.structuredDraft(el);
    await h_.structuredFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });

  it('render function: keeps the draft when the host patches the text', async () => {
    const { body, text } = await h_.answerCase(h_.STRUCTURED);
    mountMessage(body);
    const el = await h_.ready(container);
    await h_.structuredDraft(el);
    message.value = `${body}\n`;
    await nextTick();
    await h_.settle(el);
    expect(container.querySelector('question-set')).to.equal(el);
    expect(el.textContent).to.equal(`${body}\n`);
    expect(h_.step(el), 'question 2').to.equal(1);
    expect(h_.checked(el)).to.deep.equal([0]);
    await h_.structuredFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });
});

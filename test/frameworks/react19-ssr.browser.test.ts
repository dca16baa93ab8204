/**
 * React 19 server rendering and hydration (docs/ssr.md): each pattern of
 * test/frameworks/react19-ssr/Chat.tsx is rendered with `renderToString`, the HTML put in the page
 * (the elements upgrade at once, before React hydrates, as in a Next.js page), then hydrated with
 * `hydrateRoot`. The set must load, the answer must reach the host once, nothing may mismatch,
 * and after a reload the set shows its receipt and sends nothing again.
 */
import { expect } from '@open-wc/testing';
import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { forgetAll } from '../../src/elements.js';
import * as h from './helpers.js';
import { Chat, Effect, JsxProps, Wrapper, type MessageProps } from './react19-ssr/Chat.js';

interface Page {
  container: HTMLDivElement;
  root: Root;
  /** what React logged as errors while hydrating and after */
  errors: string[];
  /** every `question-answers` event seen at the document */
  events: number;
}

const pages: Page[] = [];
const consoleError = console.error;

/** Server-renders the chat, puts the HTML in the page, lets the elements upgrade, then hydrates. */
async function serve(Message: ComponentType<MessageProps>, message: string): Promise<Page> {
  const app = createElement(Chat, { message, Message });
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const page: Page = { container, root: undefined as unknown as Root, errors: [], events: 0 };
  document.addEventListener('question-answers', () => page.events++);
  // the library is loaded before React hydrates: the elements have read their bodies by then
  const el = container.querySelector('question-set')!;
  await customElements.whenDefined('question-set');
  await new Promise((r) => setTimeout(r, 0));
  console.error = (...args: unknown[]) => page.errors.push(args.map(String).join(' '));
  page.root = hydrateRoot(container, app, {
    onRecoverableError: (error) => page.errors.push(String(error)),
  });
  pages.push(page);
  expect(el.isConnected, 'hydration kept the server-rendered element').to.equal(true);
  return page;
}

afterEach(() => {
  console.error = consoleError;
  for (const page of pages.splice(0)) {
    page.root.unmount();
    page.container.remove();
  }
  forgetAll();
});

const reply = (page: Page) =>
  h.waitFor(() => page.container.querySelector('.user-message'), 'the user message');

describe('host: React 19, server-rendered and hydrated', () => {
  it('renders the body as a data attribute the element reads before hydration', async () => {
    const { body } = await h.answerCase(h.STRUCTURED);
    const html = renderToString(createElement(Chat, { message: body, Message: JsxProps }));
    expect(html).to.contain('<question-set data="');
    expect(html, 'no state attribute from the server').to.not.contain('state=');
    const page = await serve(JsxProps, body);
    const el = await h.ready(page.container);
    expect(el.set?.format).to.equal('structured');
    expect(page.errors, 'no hydration mismatch').to.deep.equal([]);
  });

  for (const [name, Message] of [
    ['the question-elements/react wrapper', Wrapper],
    ['a listener attached in an effect', Effect],
  ] as const) {
    describe(name, () => {
      it('hands the answers to the host after hydration, once, without a mismatch', async () => {
        const { body, text } = await h.answerCase(h.STRUCTURED);
        const page = await serve(Message, body);
        const el = await h.ready(page.container);
        await h.structuredDraft(el);
        await h.structuredFinish(el);
        expect((await reply(page)).textContent).to.equal(text);
        expect(page.events).to.equal(1);
        expect(el.state).to.equal('answered');
        expect(page.errors, 'no hydration mismatch').to.deep.equal([]);
      });

      it('after a reload, shows the answered set and sends nothing again', async () => {
        const { body, text } = await h.answerCase(h.STRUCTURED);
        const first = await serve(Message, body);
        const el = await h.ready(first.container);
        await h.structuredDraft(el);
        await h.structuredFinish(el);
        expect((await reply(first)).textContent).to.equal(text);
        first.root.unmount();
        first.container.remove();

        // the reload: the same server HTML again (sessionStorage keeps what was sent)
        const again = await serve(Message, body);
        const restored = await h.ready(again.container);
        expect(restored).to.not.equal(el);
        expect(restored.state).to.equal('answered');
        expect(restored.shadowRoot!.querySelector('[part~="receipt"]'), 'receipt').to.not.equal(null);
        await h.settle(restored);
        expect(again.events, 'nothing sent again').to.equal(0);
        expect(again.errors, 'no hydration mismatch, the restored state attribute included').to.deep.equal(
          [],
        );
      });
    });
  }

  it('the on… prop of the JSX pattern is not attached while hydrating (react#35446): the answer never reaches the host', async () => {
    const { body } = await h.answerCase(h.STRUCTURED);
    const page = await serve(JsxProps, body);
    const el = await h.ready(page.container);
    await h.structuredDraft(el);
    await h.structuredFinish(el);
    expect(page.events, 'the element sent the answers').to.equal(1);
    await h.settle(el);
    expect(page.container.querySelector('.user-message'), 'the host got nothing').to.equal(null);
  });
});

/**
 * The tests React 18 and React 19 share: the host renders `Chat` (its own per version) into a root.
 * React itself comes from the calling test file: which React a module gets depends on its path
 * (test/frameworks/wtr-host-plugins.mjs), so this module imports none.
 */
import { expect } from '@open-wc/testing';
import type { ComponentType, createElement as CreateElement } from 'react';
import type { createRoot as CreateRoot, Root } from 'react-dom/client';
import { forgetAll } from '../../src/elements.js';
import * as h from './helpers.js';

export interface ReactHost {
  /** the React major version the file must be running */
  major: number;
  version: string;
  createElement: typeof CreateElement;
  createRoot: typeof CreateRoot;
  Chat: ComponentType<{ message: string }>;
}

/** Registers the shared tests in the calling `describe`; gives the container and root for its own tests. */
export function reactHostTests(react: ReactHost): { container: () => HTMLDivElement; root: () => Root } {
  const { createElement, Chat } = react;
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    forgetAll();
    container = document.createElement('div');
    document.body.append(container);
    root = react.createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    forgetAll();
  });

  const reply = () => h.waitFor(() => container.querySelector('.user-message'), 'the user message');

  it(`is React ${react.major}`, () => {
    expect(react.version).to.match(new RegExp(`^${react.major}\\.`));
  });

  it('sets the body as the data property and hands the answers to the host', async () => {
    const { body, text } = await h.answerCase(h.STRUCTURED);
    root.render(createElement(Chat, { message: body }));
    const el = await h.ready(container);
    expect(el.data).to.equal(body);
    await h.structuredDraft(el);
    await h.structuredFinish(el);
    expect((await reply()).textContent).to.equal(text);
    expect(el.state).to.equal('answered');
  });

  it('keeps the draft when the host re-creates the message', async () => {
    const { body, text } = await h.answerCase(h.STRUCTURED);
    root.render(createElement(Chat, { key: 'first', message: body }));
    const first = await h.ready(container);
    await h.structuredDraft(first);
    root.render(createElement(Chat, { key: 'second', message: body }));
    const el = await h.ready(container, first);
    expect(first.isConnected).to.equal(false);
    expect(h.step(el), 'question 2').to.equal(1);
    expect(h.checked(el)).to.deep.equal([0]);
    await h.structuredFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });

  it('keeps the draft when the host patches the message', async () => {
    const { body, text } = await h.answerCase(h.STRUCTURED);
    root.render(createElement(Chat, { message: body }));
    const el = await h.ready(container);
    await h.structuredDraft(el);
    // the next render hands a new string with the same set (a streamed chunk of whitespace)
    root.render(createElement(Chat, { message: `${body}\n` }));
    await h.waitFor(() => el.data === `${body}\n`, 'the new body');
    await h.settle(el);
    expect(container.querySelector('question-set')).to.equal(el);
    expect(h.step(el), 'question 2').to.equal(1);
    expect(h.checked(el)).to.deep.equal([0]);
    await h.structuredFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });

  return { container: () => container, root: () => root };
}

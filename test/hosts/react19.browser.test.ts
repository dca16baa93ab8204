/** React 19 hosts the elements directly in JSX (test/hosts/react19/Chat.tsx, the README snippet). */
import { expect } from '@open-wc/testing';
import { createElement, version } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { forgetAll } from '../../src/elements.js';
import { Chat } from './react19/Chat.js';
import * as h from './helpers.js';

describe('host: React 19, elements in JSX', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    forgetAll();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    forgetAll();
  });

  const reply = () => h.waitFor(() => container.querySelector('.user-message'), 'the user message');

  it('is React 19', () => {
    expect(version).to.match(/^19\./);
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
    expect(h.step(el)).to.equal('Question 2 of 2');
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
    expect(h.step(el)).to.equal('Question 2 of 2');
    expect(h.checked(el)).to.deep.equal([0]);
    await h.structuredFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });
});

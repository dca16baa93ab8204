/** React 18 hosts the elements through the `question-elements/react` wrappers (test/hosts/react18/Chat.tsx, the README snippet). */
import { expect } from '@open-wc/testing';
import { createElement, version } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { forgetAll, stringsFor } from '../../src/elements.js';
import {
  QuestionSet,
  type QuestionChangeEvent,
  type QuestionDeclineEvent,
  type QuestionErrorEvent,
} from 'question-elements/react';
import { Chat } from './react18/Chat.js';
import * as h from './helpers.js';

describe('host: React 18, @lit/react wrappers', () => {
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

  it('is React 18', () => {
    expect(version).to.match(/^18\./);
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

  it('calls onChange, onDecline and onError with the typed events', async () => {
    const changes: QuestionChangeEvent[] = [];
    const declines: QuestionDeclineEvent[] = [];
    const errors: QuestionErrorEvent[] = [];
    const props = {
      onChange: (e: QuestionChangeEvent) => changes.push(e),
      onDecline: (e: QuestionDeclineEvent) => declines.push(e),
      onError: (e: QuestionErrorEvent) => errors.push(e),
    };
    const { body } = await h.answerCase(h.STRUCTURED);
    root.render(createElement(QuestionSet, { data: body, ...props }));
    let el = await h.ready(container);
    await h.click(h.option(el, 1));
    await h.waitFor(() => changes.length, 'a change event');
    expect(changes.at(-1)!.detail).to.include({ setId: el.set!.id, format: 'structured', index: 1 });

    root.render(createElement(QuestionSet, { data: '{"questions": 42}', ...props }));
    await h.waitFor(() => errors.length, 'an error event');
    expect(errors[0].detail.error.code).to.be.a('string');

    const mcp = await h.fixtureText('mcp/valid/01-spec-simple-text.json');
    root.render(createElement(QuestionSet, { key: 'mcp', data: mcp, ...props }));
    el = await h.ready(container, el);
    await h.click(h.button(el, stringsFor('en').decline));
    await h.waitFor(() => declines.length, 'a decline event');
    expect(declines[0].detail.format).to.equal('mcp');
    expect(el.state).to.equal('closed');
  });
});

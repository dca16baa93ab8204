/** React 18 hosts the elements through the `question-elements/react` wrappers (test/frameworks/react18/Chat.tsx, the README snippet). */
import { expect } from '@open-wc/testing';
import { createElement, version } from 'react';
import { createRoot } from 'react-dom/client';
import { stringsFor } from '../../src/elements.js';
import {
  QuestionSet,
  type QuestionChangeEvent,
  type QuestionDeclineEvent,
  type QuestionErrorEvent,
} from 'question-elements/react';
import { Chat } from './react18/Chat.js';
import * as h from './helpers.js';
import { reactHostTests } from './react-host.js';

describe('host: React 18, @lit/react wrappers', () => {
  const host = reactHostTests({ major: 18, version, createElement, createRoot, Chat });

  it('onAnswers calls event.waitUntil(its POST): a 500 is not sent, Send again delivers once', async () => {
    await h.failThenDeliver(host.container(), (body, deliver) =>
      host
        .root()
        .render(createElement(QuestionSet, { data: body, onAnswers: (e) => e.waitUntil(deliver(e.detail)) })),
    );
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
    host.root().render(createElement(QuestionSet, { data: body, ...props }));
    let el = await h.ready(host.container());
    await h.clickOn(el, h.option(el, 1));
    await h.waitFor(() => changes.length, 'a change event');
    // a pick stays on its step (index 0); Next moves on
    expect(changes.at(-1)!.detail).to.include({ setId: el.set!.id, format: 'structured', index: 0 });

    host.root().render(createElement(QuestionSet, { data: '{"questions": 42}', ...props }));
    await h.waitFor(() => errors.length, 'an error event');
    expect(errors[0].detail.error.code).to.be.a('string');

    const mcp = await h.fixtureText('mcp/valid/01-spec-simple-text.json');
    host.root().render(createElement(QuestionSet, { key: 'mcp', data: mcp, ...props }));
    el = await h.ready(host.container(), el);
    await h.clickOn(el, h.button(el, stringsFor('en').decline));
    await h.waitFor(() => declines.length, 'a decline event');
    expect(declines[0].detail.format).to.equal('mcp');
    expect(el.state).to.equal('closed');
  });
});

/** Svelte 5 hosts the elements (svelte/Chat.svelte, the README snippet, inside svelte/Host.svelte). */
import { expect } from '@open-wc/testing';
import { flushSync, mount, unmount } from 'svelte';
import { forgetAll, type QuestionSetElement } from '../../src/elements.js';
import Host from './svelte/Host.svelte';
import Scoped from './svelte/Scoped.svelte';
import Delivering from './svelte/Delivering.svelte';
import * as h from './helpers.js';

interface HostExports {
  patch(next: string): void;
  recreate(): void;
}

describe('host: Svelte 5', () => {
  let container: HTMLDivElement;
  let host: HostExports | undefined;

  beforeEach(() => {
    forgetAll();
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    if (host) unmount(host as never);
    host = undefined;
    container.remove();
    forgetAll();
  });

  const start = (body: string) => {
    host = mount(Host, { target: container, props: { body } }) as unknown as HostExports;
    flushSync();
  };
  const reply = () => h.waitFor(() => container.querySelector('.user-message'), 'the user message');

  it('is Svelte 5', () => {
    // compiled components disclose the major version here
    const disclosed = (window as unknown as { __svelte?: { v: Set<string> } }).__svelte?.v;
    expect([...(disclosed ?? [])]).to.deep.equal(['5']);
  });

  it('a handler that calls event.waitUntil(its POST): a 500 is not sent, Send again delivers once', async () => {
    await h.failThenDeliver(container, (message, deliver) => {
      host = mount(Delivering, { target: container, props: { message, deliver } }) as unknown as HostExports;
      flushSync();
    });
  });

  it('hands the answers to the host', async () => {
    const { body, text } = await h.answerCase(h.VANCE);
    start(body);
    const el = await h.ready(container);
    expect(el.textContent).to.equal(body);
    await h.vanceDraft(el);
    await h.vanceFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });

  it('keeps the draft when the host re-creates the message', async () => {
    const { body, text } = await h.answerCase(h.VANCE);
    start(body);
    const first = await h.ready(container);
    await h.vanceDraft(first);
    host!.recreate();
    flushSync();
    const el = await h.ready(container, first);
    expect(first.isConnected).to.equal(false);
    expect(h.step(el), 'question 2').to.equal(1);
    expect(el.answers[0]).to.deep.include({ selected: ['2'], text: 'but only for backups' });
    await h.vanceFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });

  it('keeps the draft when the host patches the text in place', async () => {
    const { body, text } = await h.answerCase(h.STRUCTURED);
    start(body);
    const el = await h.ready(container);
    const node = el.firstChild;
    await h.structuredDraft(el);
    host!.patch(`${body}\n`);
    flushSync();
    await h.settle(el);
    expect(container.querySelector('question-set')).to.equal(el);
    expect(el.textContent).to.equal(`${body}\n`);
    expect(el.firstChild, 'the same text node').to.equal(node);
    expect(h.step(el), 'question 2').to.equal(1);
    expect(h.checked(el)).to.deep.equal([0]);
    await h.structuredFinish(el);
    expect((await reply()).textContent).to.equal(text);
  });

  it('scope-name keeps the sets of two messages apart, as the scope attribute did', async () => {
    const { body } = await h.answerCase(h.VANCE);
    const other = body.replace(/^(\s*id:\s*).*$/m, '$1other-set');
    expect(other, 'a second set id').to.not.equal(body);
    const scoped = mount(Scoped, { target: container, props: { first: body, second: other } });
    try {
      flushSync();
      const [a, b] = [...container.querySelectorAll<QuestionSetElement>('question-set')];
      await h.ready(a.parentElement!);
      await h.ready(b.parentElement!);
      await h.settle(a);
      expect([a.scope, b.scope]).to.deep.equal(['msg-1', 'msg-2']);
      expect([a.state, b.state], 'different scopes: both open').to.deep.equal(['open', 'open']);
      // the attribute's first name still works, and scope-name wins where both are written
      b.setAttribute('scope', 'msg-1');
      expect(b.scope).to.equal('msg-2');
      b.removeAttribute('scope-name');
      b.setAttribute('scope', 'msg-3');
      expect(b.scope).to.equal('msg-3');
    } finally {
      unmount(scoped);
    }
  });
});

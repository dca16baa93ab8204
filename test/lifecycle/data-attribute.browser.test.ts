/**
 * Issue 15, item 2: the body as a `data` attribute (a JSON or YAML string, as a server-rendered
 * page writes it), an own `data` property set before the element was defined, the string
 * `"[object Object]"` a framework writes for an object before definition, and `state` reflected
 * from the first render (issue 43, point 3: `question-set[state=open]` matches an open set).
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { forgetAll } from '../../src/elements.js';
import { QuestionSetElement } from '../../src/elements/question-set.js';
import { container, record, settle, shownText } from '../elements/helpers.js';
import { CARD, ask } from './bodies.js';

afterEach(() => forgetAll());

async function withData(value: string): Promise<QuestionSetElement> {
  const parent = await container();
  parent.innerHTML = '<question-set></question-set>';
  const el = parent.firstElementChild as QuestionSetElement;
  el.setAttribute('data', value);
  await settle(el);
  return el;
}

describe('the data attribute', () => {
  it('reads a JSON string', async () => {
    const el = await withData(ask('attr-json'));
    expect(el.set?.id).to.equal('attr-json');
    expect(shownText(el)).to.contain('How should it roll out?');
  });

  it('reads a YAML string, and again when it changes', async () => {
    const el = await withData(CARD);
    expect(el.set?.format).to.equal('vance');
    expect(shownText(el)).to.contain('Ship it?');
    el.setAttribute('data', CARD.replace('Ship it?', 'Ship it now?'));
    await settle(el);
    expect(shownText(el)).to.contain('Ship it now?');
  });

  it('as written by server-rendered HTML, parsed before the element upgrades', async () => {
    const parent = await container();
    const html = `<question-set data="${ask('attr-ssr').replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></question-set>`;
    parent.innerHTML = html;
    const el = parent.firstElementChild as QuestionSetElement;
    await settle(el);
    expect(el.set?.id).to.equal('attr-ssr');
  });

  it('reports "[object Object]" as an object written as an attribute, not as a body', async () => {
    const events = record();
    const el = await withData('[object Object]');
    events.stop();
    expect(el.set).to.equal(undefined);
    expect(el.error?.code).to.equal('type');
    expect(el.error?.message).to.contain('an object was written as an attribute');
    expect(events.errors.map((e) => e.detail.error.code)).to.deep.equal(['type']);
    expect(shownText(el)).to.contain('[object Object]');
    // the property set later (React does once the element is defined) recovers
    el.data = JSON.parse(ask('attr-recovered'));
    await settle(el);
    expect(el.error).to.equal(undefined);
    expect(el.set?.id).to.equal('attr-recovered');
  });
});

describe('before the element is defined', () => {
  it('an own data property set on the undefined element is read when it upgrades', async () => {
    const tag = 'late-question-set';
    const parent = await container();
    parent.innerHTML = `<${tag}></${tag}>`;
    const el = parent.firstElementChild as QuestionSetElement;
    (el as { data?: unknown }).data = JSON.parse(ask('attr-early'));
    class Late extends QuestionSetElement {}
    Late.define(tag);
    await settle(el);
    expect(el).to.be.instanceOf(Late);
    expect(el.set?.id).to.equal('attr-early');
  });
});

describe('the state attribute', () => {
  it('is reflected from the first render, open included, and follows the set as it closes', async () => {
    const parent = await container();
    parent.innerHTML = '<question-set></question-set>';
    const el = parent.firstElementChild as QuestionSetElement;
    el.setAttribute('data', CARD);
    await el.updateComplete;
    expect(el.getAttribute('state'), 'reflected by the first update').to.equal('open');
    expect(parent.querySelector('question-set[state=open]')).to.equal(el);
    el.state = 'closed';
    await settle(el);
    expect(el.getAttribute('state')).to.equal('closed');
    expect(parent.querySelector('question-set[state=open]')).to.equal(null);
    el.removeAttribute('state');
    await settle(el);
    expect(el.state, 'no attribute reads as the default').to.equal('open');
  });
});

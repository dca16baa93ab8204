/**
 * An empty selection for a required MCP multi-select without `minItems`: the SDK's validator (ajv)
 * accepts `[]` there, so the element lets the user send it with a real click on the send button;
 * with `minItems: 1` the same click sends nothing and names what is missing.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import {
  clickOn,
  fresh,
  mountData,
  primaryButton,
  record,
  restoreClock,
  optionLabelled as option,
} from './helpers.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';

const request = (extra: object = {}) => ({
  message: 'Which topics should the summary cover?',
  requestedSchema: {
    type: 'object',
    properties: {
      topics: {
        type: 'array',
        title: 'Topics',
        items: { type: 'string', enum: ['billing', 'security', 'roadmap'] },
        ...extra,
      },
    },
    required: ['topics'],
  },
});

const send = (el: QuestionSetElement) => {
  const b = primaryButton(el);
  if (!b) throw new Error('no send button');
  return b;
};

describe('a required multi-select without minItems', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  it('sends the empty list with a click on send, nothing chosen', async () => {
    const { el } = await mountData(request());
    expect(send(el).getAttribute('aria-disabled'), 'send is offered').to.not.equal('true');
    const rec = record(el);
    await clickOn(el, send(el));
    expect(rec.answers, 'one answer event').to.have.length(1);
    expect(rec.answers[0].detail.payload).to.deep.equal({ action: 'accept', content: { topics: [] } });
    expect(rec.answers[0].detail.text).to.equal('none');
    // the receipt reads what was sent, as the text does: none, never "later"
    await el.updateComplete;
    const receipt = el.shadowRoot!.querySelector('.receipt')!.textContent!;
    expect(receipt).to.contain('none');
    expect(receipt).to.not.contain('later');
    rec.stop();
  });

  it('sends the empty list after an option is picked and unpicked again', async () => {
    const { el } = await mountData(request());
    await clickOn(el, option(el, 'security'));
    await clickOn(el, option(el, 'security'));
    const rec = record(el);
    await clickOn(el, send(el));
    expect(rec.answers).to.have.length(1);
    expect(rec.answers[0].detail.payload).to.deep.equal({ action: 'accept', content: { topics: [] } });
    rec.stop();
  });

  it('with minItems 1 the same click sends nothing until an option is picked', async () => {
    const { el } = await mountData(request({ minItems: 1 }));
    const rec = record(el);
    await clickOn(el, send(el));
    expect(rec.answers, 'nothing sent while the selection is empty').to.have.length(0);
    await clickOn(el, option(el, 'roadmap'));
    await clickOn(el, send(el));
    expect(rec.answers).to.have.length(1);
    expect(rec.answers[0].detail.payload).to.deep.equal({
      action: 'accept',
      content: { topics: ['roadmap'] },
    });
    rec.stop();
  });
});

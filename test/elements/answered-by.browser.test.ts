/** Transcripts restore themselves: `answered-by` shows the receipt read back from the user message, and sends nothing. */
import { expect, fixture, html } from '@open-wc/testing';
import { forgetAll, type QuestionSetElement } from '../../src/index.js';

const BODY = JSON.stringify({
  id: 'q-restore',
  questions: [
    { key: 'region', text: 'Which region?', kind: 'choice', options: ['eu-central-1', 'eu-west-1'] },
    { key: 'notes', text: 'Anything else?' },
  ],
});

describe('answered-by', () => {
  beforeEach(() => forgetAll());

  it('shows the answers of the message that answered the set, and sends nothing', async () => {
    let sent = 0;
    const el = await fixture<QuestionSetElement>(
      html`<question-set
        .data=${BODY}
        answered-by="- Which region? → eu-west-1&#10;- Anything else? → later"
        @question-answers=${() => sent++}
      ></question-set>`,
    );
    await el.updateComplete;
    expect(el.state).to.equal('answered');
    expect(el.answers).to.deep.equal([{ questionId: 'region', outcome: 'answered', selected: ['2'] }]);
    const receipt = el.shadowRoot!.querySelector('.receipt')!;
    expect(receipt.textContent).to.contain('eu-west-1');
    expect(el.submit()).to.equal(false);
    expect(sent).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('a message it cannot read leaves every answer open, never guessed', async () => {
    const el = await fixture<QuestionSetElement>(
      html`<question-set .data=${BODY} answered-by="sure, whatever you think"></question-set>`,
    );
    await el.updateComplete;
    expect(el.state).to.equal('answered');
    expect(el.answers).to.deep.equal([]);
  });
});

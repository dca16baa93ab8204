/**
 * Issue 36, decision 2 (SPEC §6, amended): a restored receipt has no answering session until
 * something needs one. The sessions the elements make are counted where each is made known to its
 * element (`Session.prototype.subscribe`: one call per session an element makes), from the sources.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { QuestionSetElement } from '../../src/index.js';
import { forgetAll } from '../../src/elements.js';
import { Session } from '../../src/session/session.js';

const SET = {
  id: 'lazy-1',
  questions: [{ key: 'region', text: 'Region?', kind: 'choice', options: ['eu-central-1', 'eu-west-1'] }],
};
const ANSWERS = [{ questionId: 'region', outcome: 'answered' as const, selected: ['2'] }];

describe('a restored receipt makes its session only when something needs it', () => {
  let made = 0;
  const subscribe = Session.prototype.subscribe;
  beforeEach(() => {
    forgetAll();
    made = 0;
    Session.prototype.subscribe = function (this: Session, listener: () => void) {
      made++;
      return subscribe.call(this, listener);
    };
  });
  afterEach(() => {
    Session.prototype.subscribe = subscribe;
    document.querySelectorAll('question-set').forEach((el) => el.remove());
    forgetAll();
  });

  async function transcript(n: number, state = 'answered'): Promise<QuestionSetElement[]> {
    const els = Array.from({ length: n }, (_, i) => {
      const el = document.createElement('question-set') as QuestionSetElement;
      el.setAttribute('state', state);
      el.data = { ...SET, id: `lazy-${i}` };
      el.answers = ANSWERS;
      return el;
    });
    document.body.append(...els);
    await Promise.all(els.map((el) => el.updateComplete));
    return els;
  }

  it('ten restored receipts, answered or closed, make no session', async () => {
    const els = [...(await transcript(5)), ...(await transcript(5, 'closed'))];
    expect(els.every((el) => el.shadowRoot!.querySelector('[part~="receipt"]'))).to.equal(true);
    expect(made).to.equal(0);
  });

  it('an open set makes its session at once', async () => {
    const el = document.createElement('question-set') as QuestionSetElement;
    el.data = SET;
    document.body.append(el);
    await el.updateComplete;
    expect(made).to.equal(1);
  });

  it('reopen() of the newest makes the one session it needs, and only for its own set', async () => {
    const els = await transcript(3);
    els[2].reopen();
    await els[2].updateComplete;
    expect(made).to.equal(1);
    expect(els.map((el) => el.state)).to.deep.equal(['answered', 'answered', 'open']);
  });

  it('the host changing answers or state makes it; a layout change does not', async () => {
    const [a, b, c] = await transcript(3);
    c.layout = 'wizard';
    await c.updateComplete;
    expect(made).to.equal(0);
    a.answers = [];
    await a.updateComplete;
    expect(made).to.equal(1);
    b.state = 'closed';
    await b.updateComplete;
    expect(made).to.equal(2);
    expect(b.shadowRoot!.textContent).to.include('eu-west-1');
  });
});

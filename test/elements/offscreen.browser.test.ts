/**
 * Sets outside the viewport skip style, layout and paint (`content-visibility: auto` on the host),
 * yet stay reachable: Tab walks into a set far below the fold, the digit keys answer it, and its
 * text is in the DOM for find-in-page and the accessibility tree.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { container, deepActive, mount, press, record, tabTo } from './helpers.js';

const body = (i: number) => `questions:
  - key: region
    text: Where should build ${i} run?
    kind: choice
    options:
      - label: EU
      - label: US
`;

describe('a set outside the viewport', () => {
  it('skips rendering work, and Tab and the keys still reach and answer it', async () => {
    const parent = await container();
    const sets: QuestionSetElement[] = [];
    for (let i = 1; i <= 40; i++)
      sets.push(await mount(body(i), { parent, attrs: { 'scope-name': 'none' } }));
    const last = sets[sets.length - 1];
    // each arrived alone and was laid out at once: from its first frame on it skips its layout off screen
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    expect(getComputedStyle(last).contentVisibility).to.equal('auto');
    expect(last.getBoundingClientRect().top, 'the last set is below the fold').to.be.greaterThan(innerHeight);
    // its text is in the DOM (find-in-page and the accessibility tree read it)
    expect(last.shadowRoot!.textContent).to.contain('Where should build 40 run?');

    const before = sets[sets.length - 2];
    before.shadowRoot!.querySelector<HTMLElement>('[role="radio"]')!.focus();
    const events = record();
    const radio = await tabTo(
      last,
      (e) => e.getAttribute('role') === 'radio' && last.shadowRoot!.contains(e),
      'the last set’s options',
    );
    expect(deepActive()).to.equal(radio);
    await press(last, '2');
    await press(last, 'Enter');
    expect(events.answers.at(-1)?.detail.answers[0].selected).to.deep.equal(['2']);
  });
});

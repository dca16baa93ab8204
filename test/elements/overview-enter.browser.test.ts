/**
 * Issue 40, class 9: Enter on the overview's heading, where the focus lands when the overview
 * opens, sends the answers, as the session's rule says (`commit`: the overview sends); a set that
 * cannot go yet says why and sends nothing; Enter on the overview's buttons still does what each
 * button does. On every build (test/builds.ts): the sources here, the built entries in
 * test/bundle/dist-elements and npm-elements.
 */
import { expect } from '@open-wc/testing';
import { forEachBuild } from '../builds.js';
import { ask } from '../lifecycle/bodies.js';
import { $, clickOn, fresh, mountData, press, primaryButton, record, step } from './helpers.js';
import type { QuestionSetElement } from '../../src/index.js';

let made = 0;
const mcp = (required: boolean) => ({
  message: `Build settings ${++made}`,
  requestedSchema: {
    type: 'object',
    properties: {
      runner: { type: 'string', title: 'Runner', enum: ['node', 'vitest'] },
      checks: { type: 'string', title: 'Checks', enum: ['types', 'lint'] },
    },
    required: required ? ['runner', 'checks'] : [],
  },
});

const active = (el: QuestionSetElement) => el.shadowRoot!.activeElement;

/** Through the steps: digit 1 picks the first option (when `answer`), then a click on Next. */
async function toOverview(el: QuestionSetElement, answer: boolean): Promise<void> {
  for (let i = 0; i < 2; i++) {
    ($(el, '.step [role="heading"]') ?? $(el, '.option'))!.focus();
    if (answer) await press(el, '1');
    await clickOn(el, primaryButton(el)!);
  }
  expect(step(el), 'the overview').to.equal(2);
}

await forEachBuild('Enter on the overview sends', () => {
  afterEach(fresh);

  it('the focus lands on the overview’s heading, and Enter there sends the answers', async () => {
    const { el } = await mountData(mcp(true));
    const sent = record(el);
    await toOverview(el, true);
    expect(active(el)?.classList.contains('overview-title'), 'the focus is on the heading').to.equal(true);
    await press(el, 'Enter');
    expect(sent.answers, 'Enter on the overview sent nothing').to.have.length(1);
    expect(el.state).to.equal('answered');
    expect(el.answers.map((a) => a.selected)).to.deep.equal([['node'], ['types']]);
  });

  it('a set that cannot go yet (shiitake sends only a whole set): Enter says what is open and sends nothing', async () => {
    const { el } = await mountData(ask(`ask-overview-enter-${++made}`));
    const sent = record(el);
    // a format that sends only a whole set lets the user look ahead: Next on open questions moves on
    await toOverview(el, false);
    expect(active(el)?.classList.contains('overview-title')).to.equal(true);
    await press(el, 'Enter');
    expect(sent.answers).to.have.length(0);
    expect($(el, '.issues[role="alert"]'), 'what is open, said').to.not.equal(null);
  });

  it('Enter on the overview’s Back button goes back, and sends nothing', async () => {
    const { el } = await mountData(mcp(false));
    const sent = record(el);
    await toOverview(el, true);
    $(el, '.overview ~ .actions button[data-act="back"]')!.focus();
    await press(el, 'Enter');
    expect(step(el), 'back on a step').to.not.equal(2);
    expect(sent.answers).to.have.length(0);
  });
});

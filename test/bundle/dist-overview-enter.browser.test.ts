/**
 * Issue 40, class 9, on the BUILT script-tag bundle (dist/question-elements.js; `npm run build`
 * first): Enter on the overview's heading, where the focus lands when the overview opens, sends
 * the answers, as the session's rule says (`commit`: the overview sends); a set that cannot go yet
 * says why and sends nothing; Enter on the overview's buttons still does what each button does.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ask } from '../lifecycle/bodies.js';

const BASE = '/some/site/assets/question-elements/';

type El = HTMLElement & {
  answers: { questionId: string; selected: string[] }[];
  state: string;
  updateComplete: Promise<boolean>;
};

async function settle(el: El): Promise<void> {
  await el.updateComplete;
  await new Promise((done) => setTimeout(done, 0));
  await el.updateComplete;
}

let made = 0;
async function mount(required: boolean): Promise<El> {
  const wrapper = document.body.appendChild(document.createElement('div'));
  const el = wrapper.appendChild(document.createElement('question-set')) as El;
  el.textContent = JSON.stringify({
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
  await settle(el);
  return el;
}

const $ = (el: El, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const active = (el: El) => el.shadowRoot!.activeElement;

async function press(el: El, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

/** Through the steps with the keyboard: digit 1 picks the first option, Enter moves on. */
async function toOverview(el: El, answer: boolean): Promise<void> {
  for (let i = 0; i < 2; i++) {
    ($(el, '.step [role="heading"]') ?? $(el, '.option'))!.focus();
    if (answer) await press(el, '1');
    ($(el, 'button.primary') as HTMLElement).click();
    await settle(el);
  }
  expect($(el, '.overview'), 'the overview').to.not.equal(null);
}

describe('the built bundle: Enter on the overview sends', () => {
  before(async () => {
    await import(/* @vite-ignore */ `${BASE}question-elements.js`);
    await customElements.whenDefined('question-set');
  });
  afterEach(() => {
    sessionStorage.clear();
    for (const el of document.querySelectorAll('question-set')) el.parentElement!.remove();
  });

  it('the focus lands on the overview’s heading, and Enter there sends the answers', async () => {
    const el = await mount(true);
    const sent: Event[] = [];
    el.addEventListener('question-answers', (e) => sent.push(e));
    await toOverview(el, true);
    expect(active(el)?.classList.contains('overview-title'), 'the focus is on the heading').to.equal(true);
    await press(el, 'Enter');
    expect(sent, 'Enter on the overview sent nothing').to.have.length(1);
    expect(el.state).to.equal('answered');
    expect(el.answers.map((a) => a.selected)).to.deep.equal([['node'], ['types']]);
  });

  it('a set that cannot go yet (shiitake sends only a whole set): Enter says what is open and sends nothing', async () => {
    const wrapper = document.body.appendChild(document.createElement('div'));
    const el = wrapper.appendChild(document.createElement('question-set')) as El;
    el.textContent = ask(`ask-overview-enter-${++made}`);
    await settle(el);
    const sent: Event[] = [];
    el.addEventListener('question-answers', (e) => sent.push(e));
    // a format that sends only a whole set lets the user look ahead: Next on open questions moves on
    await toOverview(el, false);
    expect(active(el)?.classList.contains('overview-title')).to.equal(true);
    await press(el, 'Enter');
    expect(sent).to.have.length(0);
    expect($(el, '.issues[role="alert"]'), 'what is open, said').to.not.equal(null);
  });

  it('Enter on the overview’s Back button goes back, and sends nothing', async () => {
    const el = await mount(false);
    const sent: Event[] = [];
    el.addEventListener('question-answers', (e) => sent.push(e));
    await toOverview(el, true);
    $(el, '.overview ~ .actions button[data-act="back"]')!.focus();
    await press(el, 'Enter');
    expect($(el, '.overview'), 'back on a step').to.equal(null);
    expect(sent).to.have.length(0);
  });
});

/**
 * Words and controls that fit the question (issue 16, points 4 and 6), driven by real clicks and
 * key presses: MCP labels, the destructive confirmation, Decline and Cancel in one quiet row, the
 * actions on one line at 390 px, and how a card sends.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { QuestionAnswersEvent, QuestionDeclineEvent } from '../../src/elements/events.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import {
  $,
  $$,
  buttonsNamed,
  clickOn,
  fixtureText,
  fresh,
  mountData,
  restoreClock,
  root,
  wordsOf,
} from './helpers.js';
import { needsViewport } from '../engines.js';

const mcp = (message: string, properties: Record<string, unknown>, required: string[] = []) => ({
  message,
  requestedSchema: { type: 'object', properties, ...(required.length ? { required } : {}) },
});

const headings = (el: Element) =>
  [...root(el as never).querySelectorAll('[role="heading"]')].map((h) => h.textContent?.trim());

describe('MCP labels', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  it('read the title, else the property name in words', async () => {
    const { el } = await mountData(
      mcp('Who are you?', {
        first_name: { type: 'string' },
        dateOfBirth: { type: 'string', format: 'date' },
        nick: { type: 'string', title: 'What should we call you?' },
      }),
      { layout: 'form' },
    );
    expect(headings(el)).to.deep.equal(['First name', 'Date of birth', 'What should we call you?']);
  });
});

/** The payloads the element sent (answers and declines), in order. */
function sent(el: QuestionSetElement): unknown[] {
  const out: unknown[] = [];
  el.addEventListener('question-answers', (e) => out.push((e as QuestionAnswersEvent).detail.payload));
  el.addEventListener('question-decline', (e) => out.push((e as QuestionDeclineEvent).detail.payload));
  return out;
}

const DELETE = mcp('Delete all 47 contacts?', { confirm: { type: 'boolean' } }, ['confirm']);

describe('a confirmation (a request that is one yes or no)', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  it('is a Yes / No pair that sends, not a switch with Decline, Cancel and Next', async () => {
    const { el } = await mountData(DELETE);
    const payloads = sent(el);
    expect($$(el, 'input'), 'no switch').to.have.length(0);
    expect(buttonsNamed(el, 'Next')).to.have.length(0);
    expect(buttonsNamed(el, wordsOf(el).send)).to.have.length(0);
    const actions = $(el, '.actions')!;
    const names = [...actions.querySelectorAll('button')].map((b) => b.textContent!.trim().toLowerCase());
    expect(names, 'the actions are only the pair').to.deep.equal(['no', 'confirm']);
    await clickOn(el, buttonsNamed(el, 'Confirm')[0]);
    expect(payloads).to.deep.equal([{ action: 'accept', content: { confirm: true } }]);
  });

  it('No sends the answer no', async () => {
    const { el } = await mountData(DELETE);
    const payloads = sent(el);
    await clickOn(el, $(el, '.actions button')!);
    expect(payloads).to.deep.equal([{ action: 'accept', content: { confirm: false } }]);
  });

  it('a destructive message styles the yes in the danger colour; another message does not', async () => {
    const danger = (await mountData(DELETE)).el;
    const yes = buttonsNamed(danger, 'Confirm')[0];
    const token = getComputedStyle(danger).getPropertyValue('--question-set-danger');
    expect(token, 'no host override').to.equal('');
    // the danger token's default, #b42318, mixed half and half with the text colour (issue 34: it
    // then reads on any page): a dark red on this light page
    const probe = yes.parentElement!.appendChild(document.createElement('span'));
    probe.style.color = 'color-mix(in srgb, #b42318 50%, currentColor)';
    expect(getComputedStyle(yes).color).to.equal(getComputedStyle(probe).color);
    probe.remove();
    fresh();
    const plainSet = (
      await mountData(mcp('Share your location with the app?', { share: { type: 'boolean' } }))
    ).el;
    const share = buttonsNamed(plainSet, 'Share')[0];
    expect(getComputedStyle(share).color).to.not.equal(getComputedStyle(yes).color);
    expect(getComputedStyle(share).color, 'the accent text colour: white on the accent').to.equal(
      'rgb(255, 255, 255)',
    );
  });

  it('keeps the other switches of the request on the same page ("Yes, delete them" and "Notify")', async () => {
    const body = await fixtureText('mcp/valid/05-boolean.json');
    const { el } = await mountData(body);
    const payloads = sent(el);
    expect($(el, '[role="progressbar"]'), 'no wizard').to.equal(null);
    const notify = $<HTMLInputElement>(el, 'input[role="switch"]')!;
    expect(notify.checked).to.equal(true);
    await clickOn(el, notify);
    await clickOn(el, buttonsNamed(el, 'Yes, delete them')[0]);
    expect(payloads).to.deep.equal([{ action: 'accept', content: { confirm: true, notify: false } }]);
  });
});

/** An MCP request of two steps: a wizard. */
const TWO = mcp(
  'About the trip',
  {
    city: { type: 'string', title: 'Which city?', description: 'Where you start' },
    nights: { type: 'integer', title: 'How many nights?', description: 'At least one' },
  },
  ['city'],
);

describe('Decline and Cancel', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  it('are one quiet row for the set, not chips beside Next on every step', async () => {
    const { el } = await mountData(TWO);
    const payloads = sent(el);
    const s = wordsOf(el);
    el.answers = [{ questionId: 'city', outcome: 'answered', selected: [], text: 'Lyon' }];
    await clickOn(el, buttonsNamed(el, s.next)[0]);
    expect($(el, '#q-1-text')?.textContent?.trim()).to.equal('How many nights?');
    const actions = $(el, '.actions')!.textContent!;
    expect(actions).to.not.contain(s.decline);
    expect(actions).to.not.contain(s.cancel);
    expect(buttonsNamed(el, s.decline)).to.have.length(1);
    expect(buttonsNamed(el, s.cancel)).to.have.length(1);
    expect(buttonsNamed(el, s.cancel)[0].classList.contains('chip')).to.equal(false);
    await clickOn(el, buttonsNamed(el, s.cancel)[0]);
    expect(payloads).to.deep.equal([{ action: 'cancel' }]);
  });
});

needsViewport(390).describe('at 390 px', () => {
  before(() => setViewport({ width: 390, height: 800 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(fresh);
  afterEach(restoreClock);

  const oneLine = (el: QuestionSetElement) => {
    const tops = $$(el, '.actions button').map((b) => Math.round(b.getBoundingClientRect().top));
    expect(tops.length, 'buttons in the actions').to.be.at.least(2);
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).to.equal(1);
  };

  it('the actions of a vance step stay on one line (Back … Next; the outcome chips above)', async () => {
    const { el } = await mountData(await fixtureText('vance/valid/01-seed-example.yaml'));
    await clickOn(el, $(el, '.option')!); // a pick stays on its step; Next moves on
    await clickOn(el, buttonsNamed(el, wordsOf(el).next)[0]);
    expect($(el, '#q-1-text')).to.not.equal(null);
    oneLine(el);
  });

  it('the actions of an MCP step stay on one line', async () => {
    const { el } = await mountData(TWO);
    el.answers = [{ questionId: 'city', outcome: 'answered', selected: [], text: 'Lyon' }];
    await clickOn(el, buttonsNamed(el, wordsOf(el).next)[0]);
    oneLine(el);
  });

  it('the Yes / No of a confirmation stay on one line', async () => {
    const { el } = await mountData(await fixtureText('mcp/valid/05-boolean.json'));
    oneLine(el);
  });
});

describe('a card sends the same way everywhere', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  const REGION = mcp('Where should it run?', {
    region: { type: 'string', title: 'Region', enum: ['eu-west', 'us-east'], default: 'us-east' },
  });

  it('one click sends: no Send button; the default already chosen is sent by clicking it', async () => {
    const { el } = await mountData(REGION);
    const payloads = sent(el);
    expect($(el, 'button.primary'), 'no Send beside a one-click choice').to.equal(null);
    const rows = $$(el, '.option');
    expect(rows[1].getAttribute('aria-checked'), 'the default is chosen').to.equal('true');
    await clickOn(el, rows[1]);
    expect(payloads).to.deep.equal([{ action: 'accept', content: { region: 'us-east' } }]);
  });

  it('a card whose answer is typed has Send, and sends its default as it stands', async () => {
    const { el } = await mountData(
      mcp('Your name?', { name: { type: 'string', title: 'Name', default: 'Ada' } }),
    );
    const payloads = sent(el);
    await clickOn(el, buttonsNamed(el, wordsOf(el).send)[0]);
    expect(payloads).to.deep.equal([{ action: 'accept', content: { name: 'Ada' } }]);
  });
});

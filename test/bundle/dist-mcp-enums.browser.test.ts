/**
 * Issue 50, on the built script-tag entry (test/builds.ts): an MCP integer property with an `enum`
 * is a choice of its numbers, not a free number field (the SDK's request schema strips the enum,
 * its server's validator refuses any number the list does not hold). A person picks one by pointer
 * or by keys, and question-answers carries the number itself in `content`. A boolean `enum` of
 * one value (`[true]`) is a switch and Send, not the Yes / No confirmation whose No the server
 * would refuse.
 */
import { expect } from '@open-wc/testing';
import { forEachBuild, useBuild } from '../builds.js';
import {
  $,
  clickOn,
  deepActive,
  enterWithTab,
  fresh,
  mountData,
  optionLabelled,
  press,
  primaryButton,
  record,
  tabTo,
  type Recorder,
} from '../elements/helpers.js';

await useBuild('dist');

const seats = {
  message: 'How many seats?',
  requestedSchema: {
    type: 'object',
    properties: { seats: { type: 'integer', title: 'Seats', enum: [1, 2, 4, 8] } },
    required: ['seats'],
  },
};

async function mount(request: object = seats) {
  let events: Recorder | undefined;
  const m = await mountData(JSON.stringify(request), { created: (el) => (events = record(el)) });
  return { ...m, events: events! };
}

const contentOf = (events: Recorder) => {
  expect(events.answers, 'one question-answers event').to.have.length(1);
  const { detail } = events.answers[0];
  expect(detail.format).to.equal('mcp');
  return (detail.payload as { action: string; content: Record<string, unknown> }).content;
};

await forEachBuild('an MCP integer enum', () => {
  afterEach(fresh);

  it('shows the numbers as options, no number field', async () => {
    const { el } = await mount();
    expect($(el, 'input[type="number"]'), 'no free number field').to.equal(null);
    for (const label of ['1', '2', '4', '8']) expect(optionLabelled(el, label)).to.not.equal(null);
  });

  it('a pick by pointer is sent as the number', async () => {
    const { el, events } = await mount();
    // a single choice alone on its card sends on the click (there is no Send button)
    expect(primaryButton(el)).to.equal(null);
    await clickOn(el, optionLabelled(el, '4'));
    const content = contentOf(events);
    expect(content).to.deep.equal({ seats: 4 });
    expect(typeof content.seats).to.equal('number');
  });

  it('a pick by keys (Tab into the group, arrows, Enter) is sent as the number', async () => {
    const m = await mount();
    const { el, events } = m;
    await enterWithTab(m);
    await tabTo(el, (e) => e.classList.contains('option'), 'the option group');
    // the group's tab stop is its first option; two steps down is "4", selected as focus moves
    await press(el, 'ArrowDown');
    await press(el, 'ArrowDown');
    expect(deepActive()?.getAttribute('aria-checked')).to.equal('true');
    expect(deepActive()?.textContent).to.include('4');
    // a single choice alone on its card has no Send button: Enter on the picked option sends it
    expect(events.answers, 'arrows pick without sending').to.have.length(0);
    await press(el, 'Enter');
    const content = contentOf(events);
    expect(content).to.deep.equal({ seats: 4 });
    expect(typeof content.seats).to.equal('number');
  });

  it('a must-accept boolean is a switch and Send: off sends nothing, on sends true', async () => {
    const { el, events } = await mount({
      message: 'Book the room?',
      requestedSchema: {
        type: 'object',
        properties: { terms: { type: 'boolean', title: 'I accept the terms', enum: [true] } },
        required: ['terms'],
      },
    });
    const toggle = $<HTMLInputElement>(el, 'input.switch');
    expect(toggle, 'a switch, not the Yes / No pair').to.not.equal(null);
    await clickOn(el, primaryButton(el)!);
    expect(events.answers, 'off: not sent').to.have.length(0);
    await clickOn(el, toggle!);
    await clickOn(el, primaryButton(el)!);
    expect(contentOf(events)).to.deep.equal({ terms: true });
  });
});

/**
 * structured option previews (AskUserQuestion `preview`): the pane beside a single choice's
 * options follows the focused option with real arrow keys, is in the tab order, sits beside the
 * options on a wide card and under them on a narrow one, and is not shown for a multi-select
 * question; free text beside a pick is a note on it (its placeholder says so), and the payload
 * carries the pick's preview and the note in `annotations`.
 */
import '../../src/index.js';
import { expect, fixture, html } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/elements.js';
import {
  $,
  $$,
  deepActive,
  fixtureText,
  fresh,
  mount,
  press,
  record,
  settle,
  typeText,
  wordsOf,
  openOther,
} from './helpers.js';

const BODY = 'structured/valid/16-previews.json';

async function previews(width: number): Promise<QuestionSetElement> {
  const parent = await fixture<HTMLDivElement>(html`<div style=${`width: ${width}px`}></div>`);
  return mount(await fixtureText(BODY), { parent });
}

const pane = (el: QuestionSetElement) => $(el, '.preview');

describe('structured option previews', () => {
  beforeEach(() => fresh());

  it('shows the first preview at first, and follows the focused option with the arrow keys', async () => {
    const el = await previews(720);
    expect(pane(el)?.textContent).to.contain('| General  | Name');
    expect(pane(el)?.getAttribute('aria-label')).to.equal(`${wordsOf(el).preview}: Sidebar`);
    const rows = $$(el, '.option');
    rows[0].focus();
    await press(el, 'ArrowDown');
    expect(deepActive()?.textContent).to.contain('Tabs');
    expect(pane(el)?.textContent).to.contain('[ General ][ Privacy ]');
    // the markdown fence is a code block, kept as it was written
    expect($(el, '.preview pre')).to.not.equal(null);
    // keyboard-reachable: Tab from the options reaches the pane, a scrollable region
    await press(el, 'Tab');
    expect(deepActive()).to.equal(pane(el));
    expect(pane(el)?.getAttribute('role')).to.equal('region');
  });

  it('beside the options on a wide card, under them on a narrow one', async () => {
    const wide = await previews(720);
    const [options, shown] = [$(wide, '.previewed > [part="options"]')!, pane(wide)!];
    expect(shown.getBoundingClientRect().left).to.be.greaterThan(options.getBoundingClientRect().right - 1);
    const narrow = await previews(320);
    const [o2, p2] = [$(narrow, '.previewed > [part="options"]')!, pane(narrow)!];
    expect(p2.getBoundingClientRect().top).to.be.greaterThan(o2.getBoundingClientRect().bottom - 1);
  });

  it('a pick with a note: the field says it takes a note, and the payload carries preview and notes', async () => {
    const el = await previews(720);
    const events = record(el);
    const rows = $$(el, '.option');
    rows[1].focus();
    await press(el, ' ');
    const field = $<HTMLTextAreaElement>(el, 'textarea.free')!;
    expect(field.placeholder).to.equal(wordsOf(el).notePlaceholder);
    expect(await openOther(el)).to.equal(field);
    await typeText(el, 'keep the tabs sticky');
    // the multi-select question: no preview pane
    await press(el, 'Enter');
    await settle(el);
    expect(pane(el)).to.equal(null);
    el.submit();
    await settle(el);
    expect(events.answers).to.have.length(1);
    const payload = events.answers[0].detail.payload as {
      answers: Record<string, string>;
      annotations: Record<string, { preview?: string; notes?: string }>;
    };
    expect(payload.answers['Which layout should the settings page use?']).to.equal('Tabs');
    expect(payload.annotations['Which layout should the settings page use?'].notes).to.equal(
      'keep the tabs sticky',
    );
    expect(payload.annotations['Which layout should the settings page use?'].preview).to.contain(
      '[ General ]',
    );
  });
});

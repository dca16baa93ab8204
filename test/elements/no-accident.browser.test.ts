/**
 * No answer by accident, never silent, never stuck, the set's own language (issue 30 §2, §4, §5;
 * issue 34 item 10): real double and triple clicks (the multi-click command of
 * test/elements/wtr-mouse.mjs, each press with its click count as a person's), a key held down, a
 * press that began before the step it lands on, digits, required fields, Enter in every one-line
 * field, and a Hebrew set on an English page. On every build (test/builds.ts): the sources here,
 * the script-tag entry in test/bundle/dist-elements.
 */
import { expect } from '@open-wc/testing';
import { forEachBuild } from '../builds.js';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import he from '../../src/i18n/he.js';
import { EGOZ_ONE_CLICK, MCP_CONTACT, STRUCTURED_TWO, VANCE_CARD, VANCE_FOUR } from './bodies.js';
import {
  $,
  $$,
  aimAt,
  buttonsNamed,
  clickOn,
  deepActive,
  fresh,
  mountData,
  multiClick,
  press,
  record,
  settle,
  step,
  wordsOf,
  optionLabelled as option,
  buttonLabelled as button,
  openOther,
} from './helpers.js';

await forEachBuild('no answer by accident', () => {
  beforeEach(fresh);

  for (const count of [2, 3])
    it(`a ${count === 2 ? 'double' : 'triple'} click on a step's option picks it and nothing else`, async () => {
      const { el } = await mountData(STRUCTURED_TWO);
      const changes = record(el);
      await multiClick(el, option(el, 'Vitest'), count);
      expect(step(el), 'the step stays: a pick never moves a wizard').to.equal(0);
      expect(el.answers).to.deep.equal([{ questionId: 'q1', outcome: 'answered', selected: ['2'] }]);
      expect(changes.answers).to.have.length(0);
    });

  for (const count of [2, 3])
    it(`a ${count === 2 ? 'double' : 'triple'} click on Next moves one step, and nothing lands on the next`, async () => {
      const { el } = await mountData(VANCE_FOUR);
      const s = wordsOf(el);
      await clickOn(el, option(el, 'MySQL'));
      await multiClick(el, button(el, s.next), count);
      expect(step(el), 'one step on').to.equal(1);
      expect(
        el.answers.map((a) => a.questionId),
        'step 2 holds no answer',
      ).to.deep.equal(['db']);
    });

  it('a double click on an overview row opens its question and picks nothing there', async () => {
    const { el } = await mountData(VANCE_FOUR);
    const s = wordsOf(el);
    for (let i = 0; i < 4; i++) await clickOn(el, button(el, i < 3 ? s.next : s.review));
    expect(step(el)).to.equal(4);
    const before = JSON.stringify(el.answers);
    await multiClick(el, $$(el, '.overview li button')[0], 2);
    expect(step(el)).to.equal(0);
    expect(JSON.stringify(el.answers), 'the second click acted on nothing').to.equal(before);
  });

  it('a press that began before the step was shown clicks nothing on it', async () => {
    const { el } = await mountData(VANCE_FOUR);
    const s = wordsOf(el);
    await clickOn(el, option(el, 'MySQL'));
    const next = button(el, s.next);
    // the mouse goes down on Next (focusing it), Enter moves on, then the mouse comes up on Next
    await sendMouse({ type: 'move', position: await aimAt(next) });
    await sendMouse({ type: 'down' });
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(step(el)).to.equal(1);
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(step(el), 'the release acts on nothing: the press began on step 1').to.equal(1);
  });

  it('a key held down moves one step, never through the next', async () => {
    const { el } = await mountData(VANCE_FOUR);
    const row = option(el, 'MySQL');
    row.focus();
    await sendKeys({ down: 'Enter' });
    await settle(el);
    expect(step(el)).to.equal(1);
    expect(el.answers.map((a) => a.selected)).to.deep.equal([['2']]);
    // auto-repeat: the same key, still down
    await sendKeys({ down: 'Enter' });
    await sendKeys({ down: 'Enter' });
    await settle(el);
    await sendKeys({ up: 'Enter' });
    await settle(el);
    expect(step(el), 'the repeats act on nothing').to.equal(1);
    expect(el.answers.map((a) => a.questionId)).to.deep.equal(['db']);
  });

  it('a key pressed before the step was shown acts on nothing in it', async () => {
    const { el } = await mountData(VANCE_FOUR);
    // the key event exists (its time is taken) before the step it reaches shows
    const early = new KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    await clickOn(el, button(el, wordsOf(el).next));
    expect(step(el)).to.equal(1);
    $(el, '.step [role="heading"]')!.dispatchEvent(early);
    await settle(el);
    expect(step(el)).to.equal(1);
    // the same key pressed now moves on
    await press(el, 'Enter');
    expect(step(el)).to.equal(2);
  });

  describe('cards', () => {
    it('a one-click card has no Send button; a double click sends once', async () => {
      const { el } = await mountData(EGOZ_ONE_CLICK);
      expect($(el, 'button.primary')).to.equal(null);
      const rec = record(el);
      await multiClick(el, option(el, 'Noon'), 2);
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.text).to.equal('Noon');
    });

    it('a digit picks and focuses the option, sends nothing; Enter then sends it', async () => {
      const { el } = await mountData(EGOZ_ONE_CLICK);
      const rec = record(el);
      option(el, 'Morning').focus();
      await press(el, '3');
      expect(rec.answers, 'a digit never sends').to.have.length(0);
      expect(option(el, 'Evening').getAttribute('aria-checked')).to.equal('true');
      expect(deepActive(), 'the pick is where the user looks').to.equal(option(el, 'Evening'));
      await press(el, 'Enter');
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.text).to.equal('Evening');
    });

    it('seed 000 compact card: a click sends, no Send button; typed text brings Send, and a pick then waits for it', async () => {
      const { el } = await mountData(VANCE_CARD);
      expect($(el, 'button.primary'), 'no "pick, then send" button').to.equal(null);
      await openOther(el);
      await sendKeys({ type: 'on a replica' });
      await settle(el);
      const send = button(el, wordsOf(el).send);
      const rec = record(el);
      await clickOn(el, option(el, 'MySQL'));
      expect(rec.answers, 'a card with a Send button takes a pick as a pick').to.have.length(0);
      expect(option(el, 'MySQL').getAttribute('aria-checked')).to.equal('true');
      await clickOn(el, send);
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.text).to.equal('MySQL — on a replica');
    });

    it('without text the vance card sends on a click, once', async () => {
      const { el } = await mountData(VANCE_CARD);
      const rec = record(el);
      await clickOn(el, option(el, 'SQLite'));
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.text).to.equal('SQLite');
    });
  });

  describe('a wizard step', () => {
    it('a digit picks and stays; Enter moves on', async () => {
      const { el } = await mountData(STRUCTURED_TWO);
      option(el, 'node:test').focus();
      await press(el, '2');
      expect(step(el)).to.equal(0);
      expect(option(el, 'Vitest').getAttribute('aria-checked')).to.equal('true');
      expect(deepActive()).to.equal(option(el, 'Vitest'));
      await press(el, 'Enter');
      expect(step(el)).to.equal(1);
      expect(el.answers).to.deep.equal([{ questionId: 'q1', outcome: 'answered', selected: ['2'] }]);
    });
  });
});

await forEachBuild('never silent, never stuck', () => {
  beforeEach(fresh);

  it('Next on an empty required field stays and says what is missing there; answered, it moves on', async () => {
    const { el } = await mountData(MCP_CONTACT);
    const s = wordsOf(el);
    expect(step(el)).to.equal(0);
    await clickOn(el, button(el, s.next));
    expect(step(el), 'not moved on silently').to.equal(0);
    const alert = $(el, '.step ~ .issue, .issue[role="alert"]');
    expect(alert?.textContent?.trim()).to.equal(s.needed);
    const field = $(el, '.step input')!;
    await clickOn(el, field);
    await sendKeys({ type: 'Ada Lovelace' });
    await settle(el);
    expect($(el, '.issue'), 'answered, the message goes').to.equal(null);
    await press(el, 'Enter');
    expect(step(el)).to.equal(1);
  });

  it("mcp-contact's Age: type 42, Enter moves on", async () => {
    const { el } = await mountData(MCP_CONTACT);
    await el.updateComplete;
    el.answers = [
      { questionId: 'name', outcome: 'answered', selected: [], text: 'Ada' },
      { questionId: 'email', outcome: 'answered', selected: [], text: 'ada@example.org' },
    ];
    for (let i = 0; i < 2; i++) await clickOn(el, button(el, wordsOf(el).next));
    expect(step(el)).to.equal(2);
    const age = $<HTMLInputElement>(el, '.step input[type="number"]')!;
    await clickOn(el, age);
    await sendKeys({ type: '42' });
    await press(el, 'Enter');
    expect(step(el), 'the overview').to.equal(3);
    expect(el.answers.find((a) => a.questionId === 'age')?.value).to.equal(42);
  });

  it('Enter in every one-line input type moves on as in a text field', async () => {
    const types: Record<string, object> = {
      plain: { type: 'string', title: 'Plain' },
      mail: { type: 'string', format: 'email', title: 'Mail' },
      site: { type: 'string', format: 'uri', title: 'Site' },
      day: { type: 'string', format: 'date', title: 'Day' },
      moment: { type: 'string', format: 'date-time', title: 'Moment' },
      amount: { type: 'number', title: 'Amount' },
      count: { type: 'integer', title: 'Count' },
    };
    const { el } = await mountData(
      JSON.stringify({ message: 'Every field', requestedSchema: { type: 'object', properties: types } }),
      { layout: 'wizard' },
    );
    const seen: string[] = [];
    for (let i = 0; i < Object.keys(types).length; i++) {
      expect(step(el)).to.equal(i);
      const input = $<HTMLInputElement>(el, '.step input')!;
      seen.push(input.type);
      input.focus();
      await press(el, 'Enter');
    }
    expect(step(el), 'every Enter moved on').to.equal(Object.keys(types).length);
    expect(seen).to.include.members(['text', 'email', 'url', 'date', 'datetime-local', 'number']);
  });
});

await forEachBuild('nothing typed is lost', () => {
  beforeEach(fresh);

  it('a blank typed first (a space before a word) stays in the field and in the answer', async () => {
    const { el } = await mountData(STRUCTURED_TWO);
    const field = await openOther(el);
    await sendKeys({ type: ' now' });
    await settle(el);
    expect(field.value).to.equal(' now');
    expect(el.answers).to.deep.equal([{ questionId: 'q1', outcome: 'answered', selected: [], text: ' now' }]);
  });
});

await forEachBuild("the set's language and direction", () => {
  beforeEach(fresh);

  const HEBREW = JSON.stringify({
    id: 'qs_he',
    locale: 'he',
    questions: [
      {
        id: 'q_day',
        title: 'איזה יום?',
        allowCustom: true,
        answers: [
          { id: 'a_sun', label: 'ראשון' },
          { id: 'a_mon', label: 'שני' },
          { id: 'a_tue', label: 'שלישי' },
        ],
      },
      {
        id: 'q_time',
        title: 'באיזו שעה?',
        answers: [
          { id: 'a_am', label: 'בוקר' },
          { id: 'a_pm', label: 'ערב' },
        ],
      },
    ],
  });

  it('a Hebrew set on an English page speaks Hebrew, right to left', async () => {
    document.documentElement.lang = 'en';
    const { el } = await mountData(HEBREW, { lang: 'en' });
    expect($(el, '.status-line')?.textContent).to.include(he.questionOf(1, 2));
    expect(buttonsNamed(el, he.next)).to.have.length(1);
    expect($(el, 'textarea.free')?.getAttribute('placeholder')).to.equal(he.otherPlaceholder);
    expect(getComputedStyle($(el, '.options')!).direction).to.equal('rtl');
    // the element's own lang attribute still wins
    el.setAttribute('lang', 'en');
    await settle(el);
    expect(buttonsNamed(el, 'Next')).to.have.length(1);
  });

  it('ArrowLeft goes to the next option as the user sees them (right to left)', async () => {
    const { el } = await mountData(HEBREW, { lang: 'en', dir: 'ltr' });
    option(el, 'ראשון').focus();
    await press(el, 'ArrowLeft');
    expect(deepActive()).to.equal(option(el, 'שני'));
    await press(el, 'ArrowRight');
    expect(deepActive()).to.equal(option(el, 'ראשון'));
  });
});

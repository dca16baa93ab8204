/**
 * The option rows of issue 35 ("The look"): number hints only while the keyboard is in use, one
 * quiet "Other…" row that opens the free-text field, and two short options as a segmented pair.
 * Real clicks (sendMouse) and real key presses (sendKeys); the answers are read from the element.
 * On every build (test/builds.ts): the sources here, the script-tag entry in test/bundle/dist-elements.
 */
import { expect } from '@open-wc/testing';
import { forEachBuild } from '../builds.js';
import { sendKeys } from '@web/test-runner-commands';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import { FORM_REQUIRED } from './bodies.js';
import {
  $,
  $$,
  clickOn,
  deepActive,
  enterWithTab,
  fixtureText,
  fresh,
  mountBody,
  mountData,
  openOther,
  optionLabelled,
  press,
  primaryButton,
  questionSection,
  record,
  restoreClock,
  settle,
  tabTo,
  typeText,
  wordsOf,
} from './helpers.js';

/** egoz: a choice that takes a typed answer, then two short options (a segmented pair) */
const DELIVERY = {
  id: 'qs_rows',
  locale: 'en-GB',
  title: 'Delivery',
  questions: [
    {
      id: 'q_drop',
      title: 'Where should the parcel go if nobody opens?',
      answers: [
        { id: 'drop_neighbour', label: 'With the neighbours' },
        { id: 'drop_garage', label: 'In the garage' },
        { id: 'drop_locker', label: 'Parcel locker', description: 'Pick up within 7 days' },
      ],
      allowCustom: true,
    },
    {
      id: 'q_time',
      title: 'Which time suits you?',
      answers: [
        { id: 'time_am', label: 'Morning' },
        { id: 'time_pm', label: 'Afternoon' },
      ],
    },
  ],
};

/** two options, each of which takes full-width rows: a description, and labels too long for a pair */
const NOT_A_PAIR = {
  id: 'qs_rows_long',
  locale: 'en-GB',
  questions: [
    {
      id: 'q_described',
      title: 'Keep the cache?',
      answers: [
        { id: 'keep', label: 'Keep', description: 'Faster, may be stale' },
        { id: 'drop', label: 'Drop' },
      ],
    },
    {
      id: 'q_long',
      title: 'Which plan?',
      answers: [
        { id: 'a', label: 'Ship the whole release on Friday evening' },
        { id: 'b', label: 'Wait for the Monday morning review' },
      ],
    },
  ],
};

/** Whether a row's number hint is drawn (it takes room on screen). */
const hintShown = (row: Element): boolean => {
  const hint = row.querySelector<HTMLElement>('.hint')!;
  return getComputedStyle(hint).display !== 'none' && hint.getBoundingClientRect().width > 0;
};

const form = (data: unknown = DELIVERY) =>
  mountData(data, { format: 'egoz', layout: 'form', persist: false });

await forEachBuild('option rows (issue 35)', () => {
  beforeEach(fresh);
  after(restoreClock);

  describe('number hints', () => {
    it('are hidden on pointer use, show once a key is pressed in the element, and hide again on a pointer press', async () => {
      const { el } = await form();
      const rows = $$(el, '.options .option');
      expect(rows.some(hintShown), 'no hint before the keyboard is used').to.equal(false);
      await clickOn(el, optionLabelled(el, 'In the garage'));
      expect(rows.some(hintShown), 'no hint after a click').to.equal(false);
      await press(el, 'ArrowDown');
      expect(hintShown(optionLabelled(el, 'With the neighbours')), 'a key shows the hints').to.equal(true);
      // every group's, not only the focused one's: the digits work in each question
      expect(hintShown(optionLabelled(el, 'Afternoon')), 'in the other question too').to.equal(true);
      expect(optionLabelled(el, 'Parcel locker').getAttribute('aria-checked')).to.equal('true');
      await clickOn(el, optionLabelled(el, 'Afternoon'));
      expect(rows.some(hintShown), 'a pointer press hides them again').to.equal(false);
    });

    it('show when the keyboard brings focus in (Tab), and a digit still picks and focuses without sending', async () => {
      const m = await form();
      const { el } = m;
      const rec = record(el);
      await enterWithTab(m);
      expect(hintShown(optionLabelled(el, 'With the neighbours'))).to.equal(true);
      await press(el, '2');
      const garage = optionLabelled(el, 'In the garage');
      expect(garage.getAttribute('aria-checked')).to.equal('true');
      expect(deepActive()).to.equal(garage);
      expect(rec.answers, 'a digit never sends').to.have.length(0);
    });
  });

  describe('"Other…"', () => {
    it('is one quiet row that opens the field by a click and moves focus into it', async () => {
      const { el } = await form();
      const sec = questionSection(el, 0)!;
      const opener = sec.querySelector<HTMLButtonElement>('button.other')!;
      const field = sec.querySelector<HTMLTextAreaElement>('textarea.free')!;
      expect(opener.textContent).to.equal(wordsOf(el).otherChoice);
      expect(opener.getAttribute('aria-expanded')).to.equal('false');
      expect(opener.getAttribute('aria-controls')).to.equal(field.id);
      expect(field.getBoundingClientRect().height, 'the field waits closed').to.equal(0);
      // the pair's question takes no typed answer: no row, no field
      expect(questionSection(el, 1)!.querySelector('button.other, textarea')).to.equal(null);
      expect(await openOther(el, sec)).to.equal(field);
      await typeText(el, 'Behind the bins');
      expect(el.answers).to.deep.include({
        questionId: 'q_drop',
        outcome: 'answered',
        selected: [],
        text: 'Behind the bins',
      });
    });

    it("is worded in the set's language, or by the agent's customLabel", async () => {
      const body = await fixtureText('egoz/valid/06-german-allow-custom.json');
      const { el } = await mountData(body, { format: 'egoz', layout: 'form', persist: false });
      expect($(el, 'button.other')!.textContent).to.equal('Andere…');
      const { el: labelled } = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
      expect($(labelled, 'button.other')!.textContent).to.equal('Someone else');
    });

    it('opens by the keyboard: Tab reaches it after the rows, Enter (or Space) opens it and focus moves in', async () => {
      for (const key of ['Enter', ' ']) {
        const m = await form();
        const { el } = m;
        await enterWithTab(m);
        const opener = $(el, 'button.other')!;
        await tabTo(el, (e) => e === opener, 'the "Other…" row');
        await press(el, key);
        const field = $<HTMLTextAreaElement>(el, 'textarea.free')!;
        expect(deepActive(), key).to.equal(field);
        expect(field.getBoundingClientRect().height, key).to.be.greaterThan(0);
        expect(opener.getAttribute('aria-expanded')).to.equal('true');
      }
    });

    it('a typed draft survives a pick and a wizard step away and back', async () => {
      const { el } = await mountData(DELIVERY, { format: 'egoz', layout: 'wizard', persist: false });
      await openOther(el);
      await sendKeys({ type: 'Behind the bins' });
      await settle(el);
      await clickOn(el, optionLabelled(el, 'In the garage'));
      expect($<HTMLTextAreaElement>(el, 'textarea.free')!.value).to.equal('Behind the bins');
      await clickOn(el, primaryButton(el)!);
      expect($(el, 'button.other'), 'step 2 has no typed answer').to.equal(null);
      await clickOn(el, $(el, '[data-act="back"]')!);
      const field = $<HTMLTextAreaElement>(el, 'textarea.free')!;
      expect(field.value).to.equal('Behind the bins');
      expect(field.getBoundingClientRect().height, 'a field with text shows open').to.be.greaterThan(0);
      expect($(el, 'button.other')!.getAttribute('aria-expanded')).to.equal('true');
    });

    it('a restored answer with typed text shows its field open', async () => {
      const { el } = await mountData(DELIVERY, {
        format: 'egoz',
        layout: 'form',
        persist: false,
        created: (e: QuestionSetElement) => {
          e.answers = [{ questionId: 'q_drop', outcome: 'answered', selected: [], text: 'At the back door' }];
        },
      });
      const field = $<HTMLTextAreaElement>(el, 'textarea.free')!;
      expect(field.value).to.equal('At the back door');
      expect(field.getBoundingClientRect().height).to.be.greaterThan(0);
      expect($(el, 'button.other')!.getAttribute('aria-expanded')).to.equal('true');
    });
  });

  describe('a segmented pair', () => {
    it('two short options are a pair side by side, still a radio group; other choices keep their rows', async () => {
      const { el } = await form();
      const [rows, pair] = [questionSection(el, 0)!, questionSection(el, 1)!].map((s) =>
        s.querySelector<HTMLElement>('.options')!,
      );
      expect(rows.classList.contains('segmented')).to.equal(false);
      expect(pair.classList.contains('segmented')).to.equal(true);
      expect(pair.getAttribute('role')).to.equal('radiogroup');
      const [am, pm] = [...pair.querySelectorAll<HTMLElement>('[role="radio"]')];
      const [a, b] = [am.getBoundingClientRect(), pm.getBoundingClientRect()];
      expect(Math.abs(a.top - b.top), 'side by side').to.be.below(1);
      expect(b.left, 'side by side').to.be.at.least(a.right - 1);
    });

    it('not for a described option or long labels', async () => {
      const { el } = await form(NOT_A_PAIR);
      for (const i of [0, 1]) {
        const group = questionSection(el, i)!.querySelector<HTMLElement>('.options')!;
        expect(group.classList.contains('segmented'), `question ${i + 1}`).to.equal(false);
        const [x, y] = [...group.querySelectorAll('[role="radio"]')].map((r) => r.getBoundingClientRect());
        expect(y.top, `question ${i + 1}: rows`).to.be.at.least(x.bottom - 1);
      }
    });

    it('arrow keys move and pick within the pair; the answer and its payload are those of a row', async () => {
      const { el } = await form();
      const rec = record(el);
      const am = optionLabelled(el, 'Morning');
      const pm = optionLabelled(el, 'Afternoon');
      await clickOn(el, am);
      await press(el, 'ArrowRight');
      expect(deepActive()).to.equal(pm);
      expect(pm.getAttribute('aria-checked')).to.equal('true');
      expect(am.getAttribute('aria-checked')).to.equal('false');
      expect(pm.tabIndex).to.equal(0);
      await press(el, 'ArrowLeft');
      expect(deepActive()).to.equal(am);
      await press(el, 'ArrowDown');
      expect(deepActive()).to.equal(pm);
      await clickOn(el, optionLabelled(el, 'In the garage'));
      el.submit();
      await settle(el);
      expect(rec.answers).to.have.length(1);
      const { payload, text } = rec.answers[0].detail;
      // egoz's answer, as for any choice (fixtures/egoz/answers/01-full-booking.json)
      const message =
        '- Where should the parcel go if nobody opens? → In the garage\n- Which time suits you? → Afternoon';
      expect(text).to.equal(message);
      expect(payload).to.deep.equal({
        message,
        metadata: {
          questionSetId: 'qs_rows',
          answers: [
            { questionId: 'q_drop', answerIds: ['drop_garage'] },
            { questionId: 'q_time', answerIds: ['time_pm'] },
          ],
        },
      });
    });
  });
});

/**
 * Keyboard behaviour (issue item 7): the option group is one tab stop with arrow keys inside
 * (APG radio group, roving tabindex; RTL swaps Left/Right), Space toggles checkboxes, digits pick
 * option n but not while typing, Enter advances, focus moves to the new question's heading, the
 * live region exists before it announces "Question 2 of N", maxSelections blocks a further pick,
 * and focus is visible.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { FORM_REQUIRED, STRUCTURED_TWO, VANCE_FOUR } from './bodies.js';
import {
  $,
  $$,
  deepActive,
  enterWithTab,
  fresh,
  mountBody,
  mountData,
  press,
  questionSection,
  restoreClock,
  typeText,
  step,
  wordsOf,
  button,
  clickOn,
  type Mounted,
} from './helpers.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';

const options = (el: QuestionSetElement, at = step(el)) => [
  ...questionSection(el, Math.max(at, 0))!.querySelectorAll<HTMLElement>('.option'),
];
const checked = (el: QuestionSetElement) => options(el).map((o) => o.getAttribute('aria-checked') === 'true');
const focusedIndex = () => {
  const a = deepActive() as HTMLElement | null;
  return a?.classList.contains('option') ? Number(a.dataset.index) : -1;
};

/** The multi-select step of STRUCTURED_TWO (question 2), focus on its first option. */
async function atCheckboxes(m: Mounted) {
  await enterWithTab(m);
  await press(m.el, '1'); // question 1: option 1 (and focus on it), then Enter: on to question 2
  await press(m.el, 'Enter');
  expect(step(m.el)).to.equal(1);
  await press(m.el, 'Tab');
  expect(focusedIndex()).to.equal(0);
}

describe('keyboard accessibility', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  describe('the option group', () => {
    it('is one tab stop (radio group): Tab enters it once and the next Tab leaves it', async () => {
      const m = await mountData(STRUCTURED_TWO);
      const { el } = m;
      const stops = options(el).filter((o) => o.tabIndex === 0);
      expect(stops, 'one option with tabindex=0').to.have.length(1);
      expect(options(el).filter((o) => o.getAttribute('tabindex') === '-1')).to.have.length(
        options(el).length - 1,
      );
      await enterWithTab(m);
      expect(focusedIndex()).to.equal(0);
      await press(el, 'Tab');
      expect(deepActive()?.classList.contains('option'), 'the next Tab leaves the group').to.equal(false);
    });

    it('is one tab stop (checkbox group) too', async () => {
      const m = await mountData(STRUCTURED_TWO);
      await atCheckboxes(m);
      expect(options(m.el).filter((o) => o.tabIndex === 0)).to.have.length(1);
      await press(m.el, 'Tab');
      expect(deepActive()?.classList.contains('option')).to.equal(false);
    });

    it('ArrowDown / ArrowUp move focus and selection through a radio group, wrapping; Home and End jump', async () => {
      const m = await mountData(STRUCTURED_TWO);
      const { el } = m;
      await enterWithTab(m);
      await press(el, 'ArrowDown');
      expect(focusedIndex(), 'focus follows ArrowDown').to.equal(1);
      expect(checked(el)).to.deep.equal([false, true, false]);
      await press(el, 'ArrowDown');
      expect(focusedIndex()).to.equal(2);
      expect(checked(el)).to.deep.equal([false, false, true]);
      await press(el, 'ArrowDown');
      expect(focusedIndex(), 'wraps to the first').to.equal(0);
      await press(el, 'ArrowUp');
      expect(focusedIndex(), 'wraps to the last').to.equal(2);
      await press(el, 'Home');
      expect(focusedIndex()).to.equal(0);
      await press(el, 'End');
      expect(focusedIndex()).to.equal(2);
      expect(step(el), 'arrows select without moving on').to.equal(0);
      // the tab stop follows the selection
      expect(
        options(el)
          .filter((o) => o.tabIndex === 0)
          .map((o) => o.dataset.index),
      ).to.deep.equal(['2']);
    });

    it('arrows move focus in a checkbox group without toggling', async () => {
      const m = await mountData(STRUCTURED_TWO);
      await atCheckboxes(m);
      await press(m.el, 'ArrowDown');
      expect(focusedIndex()).to.equal(1);
      await press(m.el, 'ArrowDown');
      expect(focusedIndex()).to.equal(2);
      expect(checked(m.el)).to.deep.equal([false, false, false, false]);
    });

    it('in RTL, ArrowLeft moves to the next option and ArrowRight to the previous', async () => {
      const m = await mountData(STRUCTURED_TWO, { dir: 'rtl' });
      const { el } = m;
      expect(getComputedStyle(el).direction).to.equal('rtl');
      await enterWithTab(m);
      await press(el, 'ArrowLeft');
      expect(focusedIndex(), 'ArrowLeft: next').to.equal(1);
      expect(checked(el)).to.deep.equal([false, true, false]);
      await press(el, 'ArrowRight');
      expect(focusedIndex(), 'ArrowRight: previous').to.equal(0);
      expect(checked(el)).to.deep.equal([true, false, false]);
    });

    it('in LTR, ArrowRight moves to the next option and ArrowLeft to the previous', async () => {
      const m = await mountData(STRUCTURED_TWO);
      const { el } = m;
      await enterWithTab(m);
      await press(el, 'ArrowRight');
      expect(focusedIndex()).to.equal(1);
      await press(el, 'ArrowLeft');
      expect(focusedIndex()).to.equal(0);
      expect(checked(el)).to.deep.equal([true, false, false]);
    });

    it('Space toggles a checkbox on and off', async () => {
      const m = await mountData(STRUCTURED_TWO);
      await atCheckboxes(m);
      await press(m.el, 'Space');
      expect(checked(m.el)).to.deep.equal([true, false, false, false]);
      await press(m.el, 'Space');
      expect(checked(m.el)).to.deep.equal([false, false, false, false]);
      expect(step(m.el), 'Space does not move on').to.equal(1);
    });

    it('Space selects a radio without moving on', async () => {
      const m = await mountData(STRUCTURED_TWO);
      await enterWithTab(m);
      await press(m.el, 'Space');
      expect(checked(m.el)).to.deep.equal([true, false, false]);
      expect(step(m.el)).to.equal(0);
    });

    it('shows a visible focus ring on the focused option', async () => {
      const m = await mountData(STRUCTURED_TWO);
      await enterWithTab(m);
      const focused = deepActive() as HTMLElement;
      expect(focused.matches(':focus-visible')).to.equal(true);
      const style = getComputedStyle(focused);
      expect(style.outlineStyle).to.not.equal('none');
      expect(parseFloat(style.outlineWidth)).to.be.greaterThan(0);
    });
  });

  describe('digit keys', () => {
    it('pick option n while focus is in the question (a radio: it stays, focused; Enter moves on)', async () => {
      const m = await mountData(STRUCTURED_TWO);
      await enterWithTab(m);
      await press(m.el, '3');
      expect(m.el.answers.find((a) => a.questionId === 'q1')?.selected).to.deep.equal(['3']);
      expect(step(m.el), 'a digit never moves on unseen').to.equal(0);
      expect(focusedIndex()).to.equal(2);
      await press(m.el, 'Enter');
      expect(step(m.el)).to.equal(1);
    });

    it('toggle option n of a checkbox group, and focus follows to it', async () => {
      const m = await mountData(STRUCTURED_TWO);
      await atCheckboxes(m);
      await press(m.el, '3');
      await press(m.el, '4');
      expect(checked(m.el)).to.deep.equal([false, false, true, true]);
      expect(focusedIndex(), 'focus on the option picked').to.equal(3);
      await press(m.el, '3');
      expect(checked(m.el)).to.deep.equal([false, false, false, true]);
    });

    it('type into a text field instead of picking', async () => {
      const m = await mountData(STRUCTURED_TWO);
      const { el } = m;
      await enterWithTab(m);
      const free = questionSection(el, 0)!.querySelector('textarea')!;
      // past the option group: the "Other…" row (issue 35), which opens the field and moves focus in
      await press(el, 'Tab');
      expect(deepActive()).to.equal(questionSection(el, 0)!.querySelector('button.other'));
      await press(el, 'Enter');
      expect(deepActive()).to.equal(free);
      await typeText(el, '2 or 3');
      expect(free.value).to.equal('2 or 3');
      expect(checked(el)).to.deep.equal([false, false, false]);
      expect(step(el)).to.equal(0);
    });

    it('ignore a number beyond the options', async () => {
      const m = await mountData(STRUCTURED_TWO);
      await enterWithTab(m);
      await press(m.el, '9');
      expect(checked(m.el)).to.deep.equal([false, false, false]);
      expect(step(m.el)).to.equal(0);
    });
  });

  describe('moving on', () => {
    it("Enter in the free-text field advances; focus moves to the new question's heading", async () => {
      const m = await mountData(VANCE_FOUR);
      const { el } = m;
      await enterWithTab(m);
      await press(el, 'Tab'); // past the option group: the "Other…" row, which opens the free-text field
      await press(el, 'Enter');
      expect(deepActive()?.localName).to.equal('textarea');
      await typeText(el, 'Whatever is cheapest');
      await press(el, 'Enter');
      expect(step(el)).to.equal(1);
      const heading = root(el).getElementById('q-1-text');
      expect(deepActive(), 'focus on the new heading').to.equal(heading);
      expect(heading!.getAttribute('role')).to.equal('heading');
      expect(el.answers[0].text).to.equal('Whatever is cheapest');
    });

    it('Enter on the heading advances, and Shift+Enter in a text field makes a new line instead', async () => {
      const m = await mountData(VANCE_FOUR);
      const { el } = m;
      await enterWithTab(m);
      await press(el, '1');
      await press(el, 'Enter');
      expect(step(el)).to.equal(1);
      expect(deepActive()?.id).to.equal('q-1-text');
      await press(el, 'Enter');
      expect(step(el)).to.equal(2);
      expect(deepActive()?.id).to.equal('q-2-text');
      await press(el, 'Tab');
      await typeText(el, 'first\nsecond');
      expect(step(el), 'Shift+Enter stays').to.equal(2);
      expect((deepActive() as HTMLTextAreaElement).value).to.equal('first\nsecond');
    });

    it("each step shows only its own question's parts, and focus stays on the one heading", async () => {
      const m = await mountData(VANCE_FOUR);
      const { el } = m;
      await enterWithTab(m);
      await press(el, 'Tab'); // question 1's "Other…" row: Enter opens its free-text field
      await press(el, 'Enter');
      await typeText(el, 'Whatever is cheapest');
      const parts = () => {
        const section = $(el, 'section.step')!;
        return {
          heading: section.querySelector('[role="heading"]')!.textContent,
          badges: [...section.querySelectorAll('.q-head .badge')].map((b) => b.textContent),
          context: section.querySelector('.context')?.textContent,
          fields: [...section.querySelectorAll('textarea.free')].map((f) => (f as HTMLTextAreaElement).value),
          options: section.querySelectorAll('.option').length,
        };
      };
      const first = { ...parts() };
      expect(first).to.deep.equal({
        heading: 'Which database engine?',
        badges: [],
        context: 'The service stores about 2 GB a month.',
        fields: ['Whatever is cheapest'],
        options: 3,
      });
      await press(el, 'Enter');
      const heading = deepActive();
      expect(heading?.id).to.equal('q-1-text');
      const second = parts();
      expect(second.heading).to.equal('Keep the nightly backup job?');
      expect(second.context, "the first question's context is gone").to.equal(undefined);
      expect(second.options).to.equal(0);
      expect(second.badges).to.have.length(1);
      await press(el, 'Enter');
      expect(deepActive()?.id).to.equal('q-2-text');
      expect(deepActive(), 'one heading, its words changed: focus never left it').to.equal(heading);
      expect(parts()).to.deep.include({
        heading: 'What should the service be called?',
        badges: [],
        fields: [''],
      });
      // back to the first: its context, options and typed words again
      await press(el, 'Enter');
      for (let i = 0; i < 3; i++) await clickOn(el, button(el, wordsOf(el).back));
      expect(parts()).to.deep.equal(first);
    });

    it('the live region exists before its text changes, then reads "Question 2 of N"', async () => {
      const m = await mountData(VANCE_FOUR);
      const { el } = m;
      const region = $(el, '[role="status"]');
      expect(region, 'a live region from the first render').to.not.equal(null);
      expect(region!.getAttribute('aria-live') ?? 'polite').to.equal('polite');
      expect(region!.textContent?.trim()).to.equal('Question 1 of 4');
      await enterWithTab(m);
      await press(el, '2');
      await press(el, 'Enter');
      expect($(el, '[role="status"]'), 'the same node, not a new one').to.equal(region);
      expect(region!.isConnected).to.equal(true);
      expect(region!.textContent?.trim()).to.equal('Question 2 of 4');
    });

    it('the live region is in the DOM already while the body is streaming', async () => {
      const { el } = await mountData('questions:', { created: (x) => x.setAttribute('streaming', '') });
      expect($(el, '[role="status"]')).to.not.equal(null);
    });
  });

  describe('maxSelections', () => {
    it('blocks a further pick, by digit and by Space, until one is taken back', async () => {
      const m = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
      const { el } = m;
      expect(el.set?.questions[0].maxSelections).to.equal(2);
      await enterWithTab(m);
      await press(el, '1');
      await press(el, '2');
      await press(el, '3');
      const sec = questionSection(el, 0)!;
      const state = () =>
        [...sec.querySelectorAll('.option')].map((o) => o.getAttribute('aria-checked') === 'true');
      expect(state()).to.deep.equal([true, true, false]);
      const third = sec.querySelectorAll<HTMLElement>('.option')[2];
      expect(third.getAttribute('aria-disabled')).to.equal('true');
      third.focus();
      await press(el, 'Space');
      expect(state()).to.deep.equal([true, true, false]);
      await press(el, '1');
      expect(state()).to.deep.equal([false, true, false]);
      await press(el, '3');
      expect(state()).to.deep.equal([false, true, true]);
      expect($$(el, '.custom-label').some((l) => l.textContent?.includes('2'))).to.equal(true);
    });
  });
});

const root = (el: QuestionSetElement) => el.shadowRoot!;

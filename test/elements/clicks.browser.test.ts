/** Pointer paths: card, wizard, overview edit, layout="form", shiitake and mcp declines, the answered state. */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { encodeAnswers, type Answer } from '../../src/codec/index.js';
import {
  EGOZ_ONE_CLICK,
  INDEX_ONE,
  MCP_CONTACT,
  MCP_ENUM,
  SHIITAKE_TWO,
  STRUCTURED_MULTI_CARD,
  VANCE_FOUR,
} from './bodies.js';
import {
  $,
  $$,
  buttonsNamed,
  clickOn,
  deepActive,
  fresh,
  mountData,
  primaryButton,
  questionSection,
  record,
  restoreClock,
  settle,
  shownText,
  step,
  wordsOf,
  type Mounted,
  optionLabelled as option,
  buttonLabelled as button,
} from './helpers.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';

const statusLine = (el: QuestionSetElement) =>
  $(el, '.status-line')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const liveRegion = (el: QuestionSetElement) => $(el, '[role="status"]')?.textContent?.trim() ?? '';

async function typeIn(m: Mounted, field: Element, text: string) {
  await clickOn(m.el, field);
  expect(deepActive()).to.equal(field);
  await sendKeys({ type: text });
  await settle(m.el);
}

describe('clicks', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  describe('card (one question)', () => {
    it('a click on a single-choice option sends at once, with one event', async () => {
      const m = await mountData(EGOZ_ONE_CLICK);
      const { el } = m;
      expect($(el, '[role="progressbar"]'), 'no progress in a card').to.equal(null);
      expect($(el, '.overview')).to.equal(null);
      expect(buttonsNamed(el, wordsOf(el).back)).to.have.length(0);
      expect($(el, 'button.primary'), 'no send button for a one-click card').to.equal(null);
      const rec = record(el);
      await clickOn(el, option(el, 'Noon'));
      expect(rec.answers).to.have.length(1);
      const d = rec.answers[0].detail;
      expect(d.text).to.equal('Noon');
      expect(d.format).to.equal('egoz');
      expect(d.payload).to.deep.equal({
        message: 'Noon',
        metadata: {
          questionSetId: 'qs_click_card',
          answers: [{ questionId: 'q_slot', answerIds: ['a_noon'] }],
        },
      });
      expect(el.state).to.equal('answered');
    });

    it('multi-select sends only with the one Send button', async () => {
      const m = await mountData(STRUCTURED_MULTI_CARD);
      const { el } = m;
      const rec = record(el);
      await clickOn(el, option(el, 'Type check'));
      await clickOn(el, option(el, 'Browser tests'));
      expect(rec.answers, 'no event before Send').to.have.length(0);
      expect(option(el, 'Type check').getAttribute('aria-checked')).to.equal('true');
      expect(option(el, 'Browser tests').getAttribute('aria-checked')).to.equal('true');
      const sends = $$(el, 'button.primary');
      expect(sends).to.have.length(1);
      await clickOn(el, sends[0]);
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.text).to.equal('Type check, Browser tests');
      // AskUserQuestionOutput: the questions as asked, the labels joined by ", "
      const payload = rec.answers[0].detail.payload as { questions: unknown[]; answers: unknown };
      expect(payload.questions).to.have.length(1);
      expect(payload.answers).to.deep.equal({
        'Which checks should run on every pull request?': 'Type check, Browser tests',
      });
      expect(Object.keys(payload)).to.deep.equal(['questions', 'answers']);
    });

    it('a click toggles a multi-select option off again', async () => {
      const { el } = await mountData(STRUCTURED_MULTI_CARD);
      await clickOn(el, option(el, 'Lint'));
      await clickOn(el, option(el, 'Lint'));
      expect(option(el, 'Lint').getAttribute('aria-checked')).to.equal('false');
      expect(el.answers).to.deep.equal([]);
    });

    it('free text sends with the one Send button', async () => {
      const m = await mountData(INDEX_ONE);
      const { el } = m;
      const rec = record(el);
      await typeIn(m, $(el, 'textarea')!, 'Remote-first works for me.');
      expect(rec.answers).to.have.length(0);
      await clickOn(el, $(el, 'button.primary')!);
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.text).to.equal('Remote-first works for me.');
      expect(rec.answers[0].detail.payload).to.deep.equal({
        message: 'Remote-first works for me.',
        answers: [
          {
            opportunityId: 'c7e2a4f0-93b1-4d58-a6e0-000000000001',
            alsoUnblocks: [],
            text: 'Remote-first works for me.',
          },
        ],
      });
    });
  });

  describe('wizard', () => {
    it('the progress bar and "Question n of N" agree at every step (issue 43: 1 of 2 was a third)', async () => {
      const { el } = await mountData(
        'questions:\n  - key: region\n    text: Where?\n    kind: choice\n    options: [eu, us]\n  - key: notes\n    text: Anything else?\n    kind: text\n',
        { format: 'vance' },
      );
      const filled = () => parseFloat(($(el, '[role="progressbar"] > div') as HTMLElement).style.width) / 100;
      const bar = () => $(el, '[role="progressbar"]')!;
      for (const n of [1, 2]) {
        expect(statusLine(el)).to.include(`Question ${n} of 2`);
        expect(filled(), `question ${n} of 2`).to.be.closeTo(n / 2, 0.01);
        expect(bar().getAttribute('aria-valuenow'), 'what a screen reader hears').to.equal(String(n));
        expect(bar().getAttribute('aria-valuemax')).to.equal('2');
        if (n === 1) await clickOn(el, option(el, 'eu'));
        await clickOn(el, primaryButton(el)!);
      }
      expect(filled(), 'the overview: all of it').to.equal(1);
    });

    it('shows "Question n of N" with a progress bar, moves on a click, goes back, and offers the outcome chips', async () => {
      const m = await mountData(VANCE_FOUR);
      const { el } = m;
      const s = wordsOf(el);
      expect(statusLine(el)).to.include('Question 1 of 4');
      const bar = $(el, '[role="progressbar"]')!;
      expect(bar.getAttribute('aria-valuemax')).to.equal('4');
      expect(bar.getAttribute('aria-valuenow')).to.equal('1');
      // the share of the bar filled (its width, set inline)
      const filled = () => parseFloat(($(el, '[role="progressbar"] > div') as HTMLElement).style.width) / 100;
      expect(filled(), 'the bar and the words agree: question 1 of 4 is a quarter').to.be.closeTo(0.25, 0.01);
      expect(buttonsNamed(el, s.back), 'no Back on the first step').to.have.length(0);
      // badge and quote
      expect($(el, 'blockquote.context')?.textContent).to.include('2 GB a month');

      await clickOn(el, option(el, 'MySQL'));
      expect(step(el), 'a pick stays on its step: the user sees it before moving on').to.equal(0);
      expect(option(el, 'MySQL').getAttribute('aria-checked')).to.equal('true');
      await clickOn(el, button(el, s.next));
      expect(step(el)).to.equal(1);
      expect(statusLine(el)).to.include('Question 2 of 4');
      expect(liveRegion(el), 'announced').to.equal('Question 2 of 4');
      expect($(el, '[role="progressbar"]')!.getAttribute('aria-valuenow')).to.equal('2');
      expect(filled(), 'question 2 of 4: half').to.be.closeTo(0.5, 0.01);
      expect(shownText(el)).to.include('Blocker');
      expect(shownText(el)).to.include('Keep it as it is');

      await clickOn(el, button(el, s.back));
      expect(step(el)).to.equal(0);
      expect(option(el, 'MySQL').getAttribute('aria-checked'), 'the answer is kept').to.equal('true');
      await clickOn(el, button(el, s.next));
      expect(step(el)).to.equal(1);

      // the outcome chips: looks good, later, don't know
      for (const word of [s.looksGood, s.later, s.dontKnow])
        expect(
          buttonsNamed(el, word).filter((b) => b.classList.contains('chip')),
          word,
        ).to.have.length(1);
      await clickOn(el, button(el, s.looksGood));
      expect(step(el), 'an outcome stays too').to.equal(1);
      expect(button(el, s.looksGood).getAttribute('aria-pressed')).to.equal('true');
      await clickOn(el, button(el, s.next));
      expect(step(el)).to.equal(2);
      await clickOn(el, button(el, s.later));
      await clickOn(el, button(el, s.next));
      expect(step(el)).to.equal(3);
      await clickOn(el, button(el, s.dontKnow));
      await clickOn(el, button(el, s.review));
      expect(step(el), 'the overview').to.equal(4);
      expect(statusLine(el)).to.include(s.overviewTitle);

      const rows = $$(el, '.overview li button');
      expect(rows.map((r) => r.querySelector('.a')?.textContent?.trim())).to.deep.equal([
        'MySQL',
        'looks good',
        'later',
        "don't know",
      ]);
      expect(
        rows[2].querySelector('.a')?.classList.contains('open'),
        'an open answer reads "later", muted',
      ).to.equal(true);
      expect(buttonsNamed(el, s.back)).to.have.length(1);

      const rec = record(el);
      await clickOn(el, button(el, s.sendAnswers));
      expect(rec.answers).to.have.length(1);
      const d = rec.answers[0].detail;
      expect(d.text).to.equal(
        [
          '- Which database engine? → MySQL',
          '- Keep the nightly backup job? → looks good',
          '- What should the service be called? → later',
          "- Which region? → don't know",
        ].join('\n'),
      );
      const answers: Answer[] = [
        { questionId: 'db', outcome: 'answered', selected: ['2'] },
        { questionId: 'backup', outcome: 'settled', selected: [] },
        { questionId: 'name', outcome: 'later', selected: [] },
        { questionId: 'region', outcome: 'unknown', selected: [] },
      ];
      expect(d.payload).to.deep.equal(encodeAnswers(el.set!, answers, { requestId: d.requestId }).payload);
    });

    it('the confirm button confirms the proposal; Next moves on', async () => {
      const { el } = await mountData(VANCE_FOUR);
      await clickOn(el, option(el, 'PostgreSQL'));
      await clickOn(el, button(el, wordsOf(el).next));
      await clickOn(el, button(el, wordsOf(el).confirm));
      expect(step(el)).to.equal(1);
      expect(button(el, wordsOf(el).confirm).getAttribute('aria-pressed')).to.equal('true');
      await clickOn(el, button(el, wordsOf(el).next));
      expect(step(el)).to.equal(2);
      expect(el.answers.find((a) => a.questionId === 'backup')).to.deep.equal({
        questionId: 'backup',
        outcome: 'answered',
        selected: [],
      });
    });

    it('overview edit: a row opens its question, a change returns to the overview, and the change is sent', async () => {
      const m = await mountData(VANCE_FOUR);
      const { el } = m;
      const s = wordsOf(el);
      await clickOn(el, option(el, 'PostgreSQL'));
      await clickOn(el, button(el, s.next));
      await clickOn(el, button(el, s.next));
      await clickOn(el, button(el, s.next));
      await clickOn(el, option(el, 'eu-central-1'));
      await clickOn(el, button(el, s.review)); // the last question: Review goes to the overview
      expect(step(el)).to.equal(4);

      // edit the first answer
      const row = (i: number) => $$(el, '.overview li button')[i];
      expect(
        row(0).getAttribute('aria-label') ?? row(0).textContent,
        'the row names its question',
      ).to.include('Which database engine?');
      await clickOn(el, row(0));
      expect(step(el)).to.equal(0);
      expect(buttonsNamed(el, s.review), 'the primary button returns to the overview').to.have.length(1);
      await clickOn(el, option(el, 'SQLite'));
      expect(step(el), 'the change shows on its step').to.equal(0);
      await clickOn(el, button(el, s.review));
      expect(step(el), 'back on the overview after the change').to.equal(4);
      expect(row(0).querySelector('.a')?.textContent?.trim()).to.equal('SQLite');

      // edit the free text of the third
      await clickOn(el, row(2));
      expect(step(el)).to.equal(2);
      await typeIn(m, questionSection(el, 2)!.querySelector('textarea')!, 'billing-api');
      await clickOn(el, button(el, s.review));
      expect(step(el)).to.equal(4);
      expect(row(2).querySelector('.a')?.textContent?.trim()).to.equal('billing-api');

      const rec = record(el);
      await clickOn(el, button(el, s.sendAnswers));
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.text).to.equal(
        [
          '- Which database engine? → SQLite',
          '- Keep the nightly backup job? → later',
          '- What should the service be called? → billing-api',
          '- Which region? → eu-central-1',
        ].join('\n'),
      );
    });
  });

  describe('layout="form"', () => {
    it('shows every question on one page with one send button; what is missing is named once the user tries to send', async () => {
      const m = await mountData(MCP_CONTACT, { layout: 'form' });
      const { el } = m;
      expect($(el, '[role="progressbar"]'), 'no wizard progress').to.equal(null);
      expect(
        [0, 1, 2].map((i) => !!questionSection(el, i)),
        'all questions at once',
      ).to.deep.equal([true, true, true]);
      const sends = $$<HTMLButtonElement>(el, 'button.primary');
      expect(sends, 'one send button').to.have.length(1);
      const send = sends[0];
      expect(send.disabled, 'not disabled on first sight').to.equal(false);
      const message = () =>
        $$(el, '.issue, .issues, [role="alert"]')
          .map((e) => e.textContent?.trim())
          .join(' ');
      expect(message(), 'nothing said before the user tries to send').to.equal('');
      const early = record(el);
      await clickOn(el, send);
      expect(early.answers, 'nothing sent while answers are missing').to.have.length(0);
      early.stop();
      expect(message()).to.include('Full name');
      expect(message()).to.include('E-mail');

      await typeIn(m, questionSection(el, 0)!.querySelector('input')!, 'Ada Lovelace');
      expect(message()).to.not.include('Full name');
      expect(message()).to.include('E-mail');

      await typeIn(m, questionSection(el, 1)!.querySelector('input')!, 'ada@example.com');
      expect(message()).to.equal('');

      const rec = record(el);
      await clickOn(el, send);
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.payload).to.deep.equal({
        action: 'accept',
        content: { name: 'Ada Lovelace', email: 'ada@example.com' },
      });
    });

    it('a vance set in layout="form" sends a partial set from the start', async () => {
      const { el } = await mountData(VANCE_FOUR, { layout: 'form' });
      expect([0, 1, 2, 3].every((i) => questionSection(el, i))).to.equal(true);
      const sends = $$<HTMLButtonElement>(el, 'button.primary');
      expect(sends).to.have.length(1);
      expect(sends[0].disabled).to.equal(false);
      await clickOn(el, option(el, 'us-east-1'));
      expect(el.state, 'a click in the form layout does not send').to.equal('open');
      const rec = record(el);
      await clickOn(el, sends[0]);
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.text).to.include('- Which region? → us-east-1');
      expect(rec.answers[0].detail.text).to.include('- Which database engine? → later');
    });
  });

  describe('shiitake', () => {
    it('cannot send an incomplete set: the overview says so and no event fires', async () => {
      const { el } = await mountData(SHIITAKE_TWO);
      const s = wordsOf(el);
      await clickOn(el, option(el, 'Yes'));
      await clickOn(el, button(el, s.next));
      expect(step(el)).to.equal(1);
      await clickOn(el, button(el, s.review));
      expect(step(el), 'the overview').to.equal(2);
      const send = button(el, s.sendAnswers);
      expect(send.getAttribute('aria-disabled')).to.equal('true');
      const rec = record(el);
      await clickOn(el, send);
      expect(rec.answers).to.have.length(0);
      expect(el.state).to.equal('open');
      expect($(el, '[role="alert"]')?.textContent?.trim()).to.equal(s.incomplete);

      // completing it lets it go
      await clickOn(el, $$(el, '.overview li button')[1]);
      await clickOn(el, option(el, 'No'));
      await clickOn(el, button(el, s.review));
      expect(step(el)).to.equal(2);
      expect(button(el, s.sendAnswers).getAttribute('aria-disabled')).to.equal('false');
      await clickOn(el, button(el, s.sendAnswers));
      expect(rec.answers).to.have.length(1);
      const d = rec.answers[0].detail;
      expect(d.payload).to.deep.equal({
        askId: el.set!.id,
        requestId: d.requestId,
        answers: { tests: { selected: ['Yes'] }, docs: { selected: ['No'] } },
      });
    });

    it('decline with a note fires question-decline with a DeclineInput', async () => {
      const m = await mountData(SHIITAKE_TWO);
      const { el } = m;
      const s = wordsOf(el);
      const rec = record(el);
      await clickOn(el, button(el, s.decline));
      const note = $<HTMLTextAreaElement>(el, 'textarea.note');
      expect(note, 'a note field').to.not.equal(null);
      expect(deepActive(), 'focus in the note').to.equal(note);
      await sendKeys({ type: 'Hold until the incident review.' });
      await settle(el);
      expect(rec.declines).to.have.length(0);
      await clickOn(el, button(el, s.declineConfirm));
      expect(rec.declines).to.have.length(1);
      expect(rec.answers).to.have.length(0);
      const d = rec.declines[0].detail;
      expect(d.note).to.equal('Hold until the incident review.');
      expect(d.format).to.equal('shiitake');
      expect(d.payload).to.deep.equal({
        askId: el.set!.id,
        requestId: d.requestId,
        note: 'Hold until the incident review.',
      });
      expect(el.state).to.equal('closed');
      expect(el.getAttribute('state')).to.equal('closed');
    });

    it('cancelling the note form declines nothing', async () => {
      const { el } = await mountData(SHIITAKE_TWO);
      const s = wordsOf(el);
      const rec = record(el);
      await clickOn(el, button(el, s.decline));
      await clickOn(el, button(el, s.cancel));
      expect($(el, 'textarea.note')).to.equal(null);
      expect(rec.declines).to.have.length(0);
      expect(el.state).to.equal('open');
    });
  });

  describe('mcp', () => {
    it('Decline fires question-decline with { action: "decline" }', async () => {
      const { el } = await mountData(MCP_ENUM);
      const rec = record(el);
      await clickOn(el, button(el, wordsOf(el).decline));
      expect(rec.declines).to.have.length(1);
      expect(rec.declines[0].detail.payload).to.deep.equal({ action: 'decline' });
      expect(rec.answers).to.have.length(0);
      expect(el.state).to.equal('closed');
    });

    it('Cancel fires question-decline with { action: "cancel" }', async () => {
      const { el } = await mountData(MCP_ENUM);
      const rec = record(el);
      await clickOn(el, button(el, wordsOf(el).cancel));
      expect(rec.declines).to.have.length(1);
      expect(rec.declines[0].detail.payload).to.deep.equal({ action: 'cancel' });
      expect(el.state).to.equal('closed');
    });

    it('a click on an enum option of a one-question elicitation accepts at once', async () => {
      const { el } = await mountData(MCP_ENUM);
      const rec = record(el);
      await clickOn(el, option(el, 'green'));
      expect(rec.answers).to.have.length(1);
      expect(rec.answers[0].detail.payload).to.deep.equal({ action: 'accept', content: { colour: 'green' } });
    });
  });

  describe('answered state', () => {
    it('reflects state="answered", shows a read-only receipt, and a second submit() does nothing', async () => {
      const { el } = await mountData(STRUCTURED_MULTI_CARD);
      const rec = record(el);
      await clickOn(el, option(el, 'Lint'));
      await clickOn(el, $(el, 'button.primary')!);
      expect(rec.answers).to.have.length(1);
      expect(el.getAttribute('state')).to.equal('answered');
      const receipt = $(el, '.receipt');
      expect(receipt, 'a receipt').to.not.equal(null);
      expect(receipt!.textContent).to.include('Lint');
      expect(receipt!.textContent).to.include(wordsOf(el).sent);
      expect(
        $$(el, 'button, input, textarea, select, [role="radio"], [role="checkbox"], [tabindex="0"]'),
      ).to.have.length(0);
      expect(el.submit()).to.equal(false);
      await settle(el);
      expect(rec.answers).to.have.length(1);
      expect(el.decline()).to.equal(false);
      expect(rec.declines).to.have.length(0);
    });

    it('a re-created element with the same set id shows the answers sent, not the questions', async () => {
      const first = await mountData(EGOZ_ONE_CLICK);
      await clickOn(first.el, option(first.el, 'Evening'));
      expect(first.el.state).to.equal('answered');
      const again = await mountData(EGOZ_ONE_CLICK);
      expect(again.el.state).to.equal('answered');
      expect($(again.el, '.receipt')?.textContent).to.include('Evening');
      expect($$(again.el, '[role="radio"]')).to.have.length(0);
    });
  });
});

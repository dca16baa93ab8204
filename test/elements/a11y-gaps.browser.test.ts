/**
 * Issue 14, class 7: the accessibility gaps the held-out run found. Required questions are exposed
 * to assistive technology; after sending, focus moves to the receipt and the live region says the
 * answers were sent; a checkbox group at its limit describes the limit and announces a refused
 * pick; at 320 CSS px the overview wraps its texts; under `prefers-reduced-motion: reduce` nothing
 * moves.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import { confirmOf } from '../../src/session/steps.js';
import { FORM_REQUIRED, VANCE_FOUR } from './bodies.js';
import {
  $,
  bodyFixtures,
  clickOn,
  deepActive,
  describeEl,
  enterWithTab,
  fresh,
  mountBody,
  mountData,
  press,
  primaryButton,
  questionSection,
  restoreClock,
  settle,
  wordsOf,
} from './helpers.js';
import { needsMediaEmulation, needsViewport } from '../engines.js';

const liveRegion = (el: QuestionSetElement) => $(el, '[role="status"]')?.textContent?.trim() ?? '';

/** Whether a required question's section tells assistive technology that it is required. */
function exposesRequired(el: QuestionSetElement, section: Element): boolean {
  const word = wordsOf(el).required;
  for (const e of section.querySelectorAll('*')) {
    if (e.getAttribute('aria-required') === 'true') return true;
    if ((e as HTMLInputElement).required) return true;
    const ids = (e.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.some((id) => el.shadowRoot!.getElementById(id)?.textContent?.trim() === word)) return true;
  }
  return false;
}

describe('class 7: accessibility gaps', function () {
  this.timeout(60_000);
  beforeEach(fresh);
  afterEach(restoreClock);

  it('(a) every required question of every fixture is exposed as required', async () => {
    const valid = (await bodyFixtures('valid')).filter((f) =>
      f.expected.model?.questions.some((q) => q.required),
    );
    expect(valid.length, 'fixtures with required questions').to.be.at.least(5);
    let required = 0;
    const silent: string[] = [];
    for (const f of valid) {
      const { el, wrapper } = await mountBody(f.body, f.dir, f.file, f.expected, { layout: 'form' });
      el.set!.questions.forEach((q, i) => {
        // a confirmation's question is a Yes / No pair: either button answers it, nothing is left unset
        if (!q.required || q === confirmOf(el.set!)) return;
        required++;
        if (!exposesRequired(el, questionSection(el, i)!)) silent.push(`${f.file} ${q.id}`);
      });
      wrapper.remove();
    }
    console.log(`required questions: ${silent.length} of ${required} not exposed`);
    expect(silent, `required questions without aria-required or an equivalent`).to.deep.equal([]);
  });

  for (const lang of ['en', 'de']) {
    it(`(b) after sending, focus is on the receipt and the live region says so (${lang})`, async () => {
      const m = await mountData(VANCE_FOUR, { lang, layout: 'form' });
      const { el } = m;
      const region = $(el, '[role="status"]');
      expect(region, 'a live region before sending').to.not.equal(null);
      for (let i = 0; i < el.set!.questions.length; i++) {
        const row = questionSection(el, i)!.querySelector<HTMLElement>('.option');
        if (row) await clickOn(el, row);
      }
      await clickOn(el, primaryButton(el)!);
      expect(el.state, 'sent').to.equal('answered');
      const active = deepActive();
      expect(active?.classList.contains('receipt'), `focus on ${describeEl(active)}`).to.equal(true);
      expect($(el, '[role="status"]'), 'the same live region').to.equal(region);
      expect(liveRegion(el)).to.equal(wordsOf(el).answersSent);
    });
  }

  it('(b) a one-click card sent by keyboard: focus on the receipt, "Answers sent" announced', async () => {
    const m = await mountData({
      questions: [{ key: 'q', text: 'Pick', kind: 'choice', options: ['A', 'B'] }],
    });
    const { el } = m;
    await enterWithTab(m);
    await press(el, '1');
    expect(el.state, 'a digit picks, it never sends unseen').to.equal('open');
    await press(el, 'Enter');
    expect(el.state).to.equal('answered');
    expect(deepActive()?.classList.contains('receipt'), describeEl(deepActive())).to.equal(true);
    expect(liveRegion(el)).to.equal('Answers sent');
  });

  it('(b) a host restoring a sent set takes no focus and announces nothing', async () => {
    const { el } = await mountData(VANCE_FOUR);
    el.state = 'answered';
    await settle(el);
    expect(deepActive()?.classList.contains('receipt') ?? false).to.equal(false);
    expect(liveRegion(el)).to.equal('');
  });

  it('(c) a checkbox group at its limit points at the limit hint and announces a refused pick', async () => {
    const m = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
    const { el } = m;
    const sec = questionSection(el, 0)!;
    const group = sec.querySelector('[role="group"]')!;
    const described = (group.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => el.shadowRoot!.getElementById(id)?.textContent?.trim());
    expect(described, 'the group describes its limit').to.include(wordsOf(el).chooseUpTo(2));
    await enterWithTab(m);
    await press(el, '1');
    await press(el, '2');
    expect(liveRegion(el), 'nothing said yet').to.equal('');
    await press(el, '3');
    expect(liveRegion(el), 'a digit past the limit').to.equal(wordsOf(el).limitReached);
    await press(el, '1');
    expect(liveRegion(el), 'cleared by the next change').to.equal('');
    await press(el, '1');
    const third = sec.querySelectorAll<HTMLElement>('.option')[2];
    await clickOn(el, third);
    expect(liveRegion(el), 'a click past the limit').to.equal(wordsOf(el).limitReached);
  });

  needsViewport(320).describe('(d) at 320 CSS px', () => {
    before(() => setViewport({ width: 320, height: 640 }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('no valid fixture needs more than a phone width: a code block or a badge scrolls or wraps inside the card', async () => {
      // the host sized to its own min-content, as in a flex or grid cell of a chat that lets it grow
      const wide: string[] = [];
      const valid = await bodyFixtures('valid');
      for (const f of valid) {
        const { el, wrapper } = await mountBody(f.body, f.dir, f.file, f.expected, {
          style: 'width: min-content; max-width: none',
          layout: 'form',
        });
        const width = el.getBoundingClientRect().width;
        if (width > 320) wide.push(`${f.file}: ${Math.round(width)} px`);
        wrapper.remove();
      }
      expect(valid.length).to.be.at.least(100);
      expect(wide.join('; ')).to.equal('');
    });

    it('the overview wraps its question and answer texts, cutting nothing', async () => {
      const long = 'How should the deployment pipeline handle a failed database migration at night';
      const { el } = await mountData(
        {
          questions: [
            {
              key: 'a',
              text: long,
              kind: 'choice',
              options: ['Roll back everything and page the on-call engineer', 'B'],
            },
            { key: 'b', text: `${long}?`, kind: 'text' },
            { key: 'c', text: 'Short', kind: 'text' },
          ],
        },
        { layout: 'wizard' },
      );
      el.answers = [
        { questionId: 'a', outcome: 'answered', selected: [el.set!.questions[0].options[0].id] },
        {
          questionId: 'b',
          outcome: 'answered',
          selected: [],
          text: 'Wait-for-the-morning-shift-and-do-not-touch-anything-' + 'x'.repeat(60),
        },
        { questionId: 'c', outcome: 'answered', selected: [], text: 'fine' },
      ];
      await settle(el);
      for (let i = 0; i < 3; i++) {
        primaryButton(el)!.click();
        await settle(el);
      }
      const spans = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.overview .q, .overview .a')];
      expect(spans.length).to.equal(6);
      const cut: string[] = [];
      for (const span of spans) {
        const box = span.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(span);
        const text = range.getBoundingClientRect();
        const cs = getComputedStyle(span);
        if (cs.textOverflow === 'ellipsis' && cs.whiteSpace === 'nowrap')
          cut.push(`${span.className}: truncated`);
        else if (
          span.scrollWidth > span.clientWidth + 1 ||
          text.right > box.right + 1 ||
          text.left < box.left - 1
        )
          cut.push(`${span.className}: ${Math.round(text.width)} px of text in ${Math.round(box.width)} px`);
      }
      expect(cut).to.deep.equal([]);
      expect(document.scrollingElement!.scrollWidth, 'the page is not wider').to.be.at.most(innerWidth + 1);
    });
  });

  needsMediaEmulation().describe('(e) under prefers-reduced-motion: reduce', () => {
    before(() => emulateMedia({ reducedMotion: 'reduce' }));
    after(() => emulateMedia({ reducedMotion: 'no-preference' }));

    /** Every transition or animation an element or its pseudo-elements would run. */
    function motion(el: QuestionSetElement): string[] {
      const out: string[] = [];
      for (const e of el.shadowRoot!.querySelectorAll('*'))
        for (const pseudo of [null, '::before', '::after']) {
          const cs = getComputedStyle(e, pseudo);
          const durations = cs.transitionDuration.split(',').map((d) => parseFloat(d));
          if (durations.some((d) => d > 0) && cs.transitionProperty !== 'none')
            out.push(
              `${describeEl(e)}${pseudo ?? ''} transition ${cs.transitionProperty} ${cs.transitionDuration}`,
            );
          if (cs.animationName !== 'none' && parseFloat(cs.animationDuration) > 0)
            out.push(`${describeEl(e)}${pseudo ?? ''} animation ${cs.animationName}`);
        }
      return out;
    }

    it('no transition or animation in any state', async () => {
      const found: string[] = [];
      const streaming = await mountData('questions:', { created: (x) => x.setAttribute('streaming', '') });
      found.push(...motion(streaming.el).map((x) => `placeholder: ${x}`));
      const m = await mountData(VANCE_FOUR);
      const { el } = m;
      await enterWithTab(m);
      await press(el, '1');
      found.push(...motion(el).map((x) => `step 2: ${x}`));
      found.push(...el.shadowRoot!.getAnimations().map((a) => `step 2: running ${a.constructor.name}`));
      const form = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
      found.push(...motion(form.el).map((x) => `form: ${x}`));
      const sw = await mountData(
        {
          type: 'object',
          properties: {
            on: { type: 'boolean', title: 'On?' },
            n: { type: 'integer', title: 'N', minimum: 0, maximum: 9 },
          },
        },
        { format: 'mcp', layout: 'form' },
      );
      found.push(...motion(sw.el).map((x) => `switch: ${x}`));
      expect(found).to.deep.equal([]);
    });
  });
});

/**
 * The look of issue 35: a question's badges (its header chip, "Required") sit beside the question
 * they belong to, in LTR and RTL, not at the card's far edge; the overview's rows show their edit
 * pencil without a hover, and Back has a visible boundary; Decline and Cancel each say what they
 * mean, in the UI language, and still fire what they fired.
 */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuestionSetElement } from '../../src/index.js';
import { stringsFor } from '../../src/i18n/strings.js';
import { MCP_ENUM, SHIITAKE_TWO } from './bodies.js';
import { $, $$, buttonsNamed, clickOn, fresh, mountData, record, step, wordsOf } from './helpers.js';

/** How far apart two boxes are: 0 where they touch or overlap, else the larger of the two gaps. */
function apart(a: DOMRect, b: DOMRect): number {
  const dx = Math.max(0, b.left - a.right, a.left - b.right);
  const dy = Math.max(0, b.top - a.bottom, a.top - b.bottom);
  return Math.max(dx, dy);
}

/**
 * The question's last line as drawn: the boxes of its words (a range over its contents, not the
 * heading's box, which a flex item may stretch to the badge), those on its lowest line joined.
 */
function lastLine(text: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(text);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0);
  const bottom = Math.max(...rects.map((r) => r.bottom));
  const line = rects.filter((r) => r.bottom > bottom - 4);
  const left = Math.min(...line.map((r) => r.left));
  const right = Math.max(...line.map((r) => r.right));
  const top = Math.min(...line.map((r) => r.top));
  return new DOMRect(left, top, right - left, bottom - top);
}

/**
 * Each badge of a question's head, beside what comes before it (the end of the question's last
 * line, then the badge before): on the same line, right after its end (the left in RTL); or on
 * the line under it, starting where the question starts.
 */
function badgesBeside(el: QuestionSetElement, rtl: boolean): string[] {
  const head = $(el, '.q-head')!;
  const textEl = head.querySelector('.text')!;
  const text = textEl.getBoundingClientRect();
  const badges = [...head.querySelectorAll('.badge')];
  expect(badges.length, 'badges in the head').to.be.above(0);
  const wrong: string[] = [];
  let before = lastLine(textEl);
  for (const badge of badges) {
    const b = badge.getBoundingClientRect();
    const sameLine = b.top < before.bottom - 2;
    const gap = rtl ? before.left - b.right : b.left - before.right;
    const startOffset = rtl ? text.right - b.right : b.left - text.left;
    const ok = sameLine
      ? gap >= 0 && gap <= 16
      : Math.abs(startOffset) <= 1 && b.top - before.bottom <= 14 && b.top >= before.bottom - 2;
    if (!ok || apart(before, b) > 16)
      wrong.push(`${badge.textContent}: ${JSON.stringify({ sameLine, gap, startOffset, b, before })}`);
    before = b;
  }
  return wrong;
}

const STRUCTURED = (question: string, header: string) =>
  JSON.stringify({
    questions: [
      {
        question,
        header,
        options: [
          { label: 'A', description: 'first' },
          { label: 'B', description: 'second' },
        ],
        multiSelect: false,
      },
    ],
  });

const LONG =
  'Which test runner should the new package use, given that the rest of the repository already runs on node:test and a few packages still use Jest?';

describe('the look of issue 35', () => {
  beforeEach(fresh);

  describe('badges beside their question', () => {
    it('"Required" follows a short question on its line (LTR)', async () => {
      const { el } = await mountData(MCP_ENUM);
      const required = $$(el, '.q-head .badge').find((b) => b.textContent === wordsOf(el).required);
      expect(required, 'the Required marker').to.not.equal(undefined);
      expect(badgesBeside(el, false)).to.deep.equal([]);
    });

    it('the header chip follows a short question, and starts the line under a long one (LTR)', async () => {
      for (const question of ['Which runner?', LONG]) {
        const { el, wrapper } = await mountData(STRUCTURED(question, 'Test runner'), { layout: 'card' });
        expect($(el, '.q-head .badge')!.textContent).to.equal('Test runner');
        expect(badgesBeside(el, false), question).to.deep.equal([]);
        wrapper.remove();
      }
    });

    it('the same in RTL: beside the end of a short question, under the start of a long one', async () => {
      const short = 'איזה כלי בדיקות?';
      const long = `${short} ${'הכלי שכבר משמש את שאר המאגר, או אחד חדש שמוסיף תלות ותצורה משלו '.repeat(2)}`;
      for (const question of [short, long]) {
        const { el, wrapper } = await mountData(STRUCTURED(question, 'כלי'), {
          layout: 'card',
          dir: 'rtl',
          lang: 'he',
        });
        expect(getComputedStyle($(el, '.q-head')!).direction).to.equal('rtl');
        expect(badgesBeside(el, true), question).to.deep.equal([]);
        wrapper.remove();
      }
      const { el } = await mountData(MCP_ENUM, { dir: 'rtl', lang: 'he' });
      expect(badgesBeside(el, true), 'Required in RTL').to.deep.equal([]);
    });

    it("the set's title is the card's heading: larger than the question, as heavy", async () => {
      const { el } = await mountData(
        '<question-form id="trip" title="Before I book">{"questions":[{"id":"to","label":"Where to?","type":"text","required":true},{"id":"n","label":"Note","type":"text"}]}</question-form>',
        { layout: 'wizard' },
      );
      const title = getComputedStyle($(el, '.title')!);
      const question = getComputedStyle($(el, '.q-head .text')!);
      expect(parseFloat(title.fontSize)).to.be.at.least(parseFloat(question.fontSize) * 1.1);
      expect(Number(title.fontWeight)).to.be.at.least(Number(question.fontWeight));
    });
  });

  describe('the overview and Back', () => {
    it("each overview row shows its pencil with no hover and no focus; Back is outlined, unlike Send's fill", async () => {
      const { el } = await mountData(SHIITAKE_TWO, { layout: 'wizard' });
      for (let i = 0; i < 2; i++) {
        await clickOn(el, $(el, '.option')!);
        if (step(el) === i) await clickOn(el, $(el, '[data-act="next"]')!);
      }
      expect($(el, '.overview'), 'the overview').to.not.equal(null);
      // the pointer away from the card, nothing focused in it: what a touch screen shows
      await sendMouse({ type: 'move', position: [0, 0] });
      (el.shadowRoot!.activeElement as HTMLElement | null)?.blur();
      const rows = $$(el, '.overview button');
      expect(rows.length).to.equal(2);
      for (const row of rows) {
        expect(row.matches(':hover, :focus'), 'neither hovered nor focused').to.equal(false);
        const pencil = row.querySelector('.pencil')!;
        const box = pencil.getBoundingClientRect();
        expect(box.width, 'the pencil has a size').to.be.above(8);
        let opacity = 1;
        for (let n: Element | null = pencil; n && n !== row; n = n.parentElement)
          opacity *= Number(getComputedStyle(n).opacity);
        expect(opacity, 'the pencil is painted').to.equal(1);
        expect(getComputedStyle(pencil).visibility).to.equal('visible');
      }
      const back = $(el, '[data-act="back"]')!;
      const primary = $(el, '[data-act="submit"]')!;
      const edge = getComputedStyle(back);
      expect(parseFloat(edge.borderTopWidth), 'Back has a border').to.be.at.least(1);
      expect(edge.borderTopColor, 'a visible one').to.not.match(/rgba\(.*,\s*0\)$|transparent/);
      expect(edge.backgroundColor, 'Back is not filled as Send is').to.not.equal(
        getComputedStyle(primary).backgroundColor,
      );
    });
  });

  describe('Decline and Cancel', () => {
    /** The words an element's `aria-describedby` points at, and whether they are shown. */
    const description = (button: Element) => {
      const ids = (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const root = button.getRootNode() as ShadowRoot;
      const targets = ids.map((id) => root.getElementById(id)!);
      return {
        text: targets.map((t) => t?.textContent ?? '').join(' '),
        shown: targets.length > 0 && targets.every((t) => t?.checkVisibility()),
      };
    };

    for (const lang of ['en', 'de', 'ja'])
      it(`each is described beside itself, in the UI language (${lang})`, async () => {
        const { el } = await mountData(MCP_ENUM, { lang });
        const s = wordsOf(el);
        const [decline] = buttonsNamed(el, s.decline);
        const [cancel] = buttonsNamed(el, s.cancel);
        expect(description(decline)).to.deep.equal({ text: s.declineHint, shown: true });
        expect(description(cancel)).to.deep.equal({ text: s.cancelHint, shown: true });
        expect(s.declineHint).to.not.equal(s.cancelHint);
        if (lang !== 'en') expect(s.declineHint, 'translated').to.not.equal(stringsFor('en').declineHint);
        // Decline is outlined, Cancel a text button: the two look different
        expect(parseFloat(getComputedStyle(decline).borderTopWidth)).to.be.at.least(1);
        expect(getComputedStyle(decline).borderTopColor).to.not.equal(
          getComputedStyle(cancel).borderTopColor,
        );
      });

    it('Decline fires question-decline with { action: "decline" }, Cancel with { action: "cancel" }', async () => {
      for (const [which, action] of [
        ['decline', 'decline'],
        ['cancel', 'cancel'],
      ] as const) {
        // the first one closed the set: a fresh page, not its remembered state
        fresh();
        const { el, wrapper } = await mountData(MCP_ENUM);
        const rec = record(el);
        const s = wordsOf(el);
        await clickOn(el, buttonsNamed(el, which === 'decline' ? s.decline : s.cancel)[0]);
        expect(
          rec.declines.map((e) => e.detail.payload),
          which,
        ).to.deep.equal([{ action }]);
        expect(rec.answers).to.have.length(0);
        expect(el.state).to.equal('closed');
        wrapper.remove();
      }
    });

    it('the URL card offers the same two, described, after its link', async () => {
      const { el } = await mountData(
        JSON.stringify({
          mode: 'url',
          message: 'Connect your calendar',
          url: `${location.origin}/connect`,
          elicitationId: 'e-1',
        }),
        { format: 'mcp' },
      );
      const s = wordsOf(el);
      const [decline] = buttonsNamed(el, s.decline);
      const [cancel] = buttonsNamed(el, s.cancel);
      expect(description(decline).text).to.equal(s.declineHint);
      expect(description(cancel).text).to.equal(s.cancelHint);
      const link = $(el, 'a.url-open')!;
      expect(link.compareDocumentPosition(decline) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    });
  });
});

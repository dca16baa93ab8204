/**
 * Issue 48 §2, on the built script-tag bundle: growth is one session intent, and a token that
 * completes nothing costs its own bytes only. While 2,000 tokens that complete no question stream
 * in — through `write()`, through `data` (the whole text so far) and through a text node patched in
 * place — the element neither updates nor renders; then the token that completes a question
 * renders it once. The element is counted through a subclass of the bundle's own class (the public
 * way to extend it), not through anything the bundle ships for tests. Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { mountData, settle } from '../elements/helpers.js';

const BASE = '/some/site/assets/question-elements/';
const bundle = (await import(`${BASE}question-elements.js`)) as {
  QuestionSetElement: typeof QuestionSetElement;
  forgetAll(): void;
};

/** Each counted element's updates and renders. */
const counts = new WeakMap<Element, { updates: number; renders: number }>();
const count = (el: Element) => counts.get(el) ?? counts.set(el, { updates: 0, renders: 0 }).get(el)!;

/** The bundle's element, counting its updates and renders. */
class Counted extends bundle.QuestionSetElement {
  protected override update(changed: Parameters<QuestionSetElement['update']>[0]): void {
    count(this).updates++;
    super.update(changed);
  }
  protected override render(): ReturnType<QuestionSetElement['render']> {
    count(this).renders++;
    return super.render();
  }
}
customElements.define('counted-question-set', Counted);

/** Three questions, the second long: its text alone is more than 2,000 tokens of 2 characters. */
const LONG = {
  questions: [
    { key: 'region', text: 'Which region?' },
    { key: 'size', text: `Which size? ${'Say which one fits a load that grows by day. '.repeat(100)}` },
    { key: 'tier', text: 'Which tier?' },
  ],
};
const TEXT = JSON.stringify(LONG);
/** where questions 1 and 2 end in the text (the closing brace included) */
const END_1 = TEXT.indexOf('{"key":"size"') - 1;
const END_2 = TEXT.indexOf('{"key":"tier"') - 1;
const TOKEN = 2;

const heading = (el: QuestionSetElement) =>
  el.shadowRoot!.querySelector('.step [role="heading"]')?.textContent;
const shown = (el: QuestionSetElement) => el.set?.questions.length ?? 0;

type Feed = (el: QuestionSetElement, to: number) => void;

const ways: [string, Feed][] = [
  ['write()', (el, to) => el.write(TEXT.slice(fed.get(el) ?? 0, to))],
  ['data, the text so far', (el, to) => void (el.data = TEXT.slice(0, to))],
  [
    'a text node patched in place',
    (el, to) => {
      const node = (el.firstChild as Text | null) ?? el.appendChild(document.createTextNode(''));
      node.appendData(TEXT.slice(fed.get(el) ?? 0, to));
    },
  ],
];
/** how far each element was fed */
const fed = new WeakMap<QuestionSetElement, number>();

describe('a token that completes nothing costs no update and no render (issue 48)', () => {
  afterEach(() => bundle.forgetAll());

  for (const [way, feed] of ways) {
    it(`${way}: 2,000 tokens inside a question, then the one that completes it`, async () => {
      const { el } = await mountData(undefined, {
        tag: 'counted-question-set' as never,
        created: (el) => void (el.streaming = true),
      });
      const give = (to: number) => {
        feed(el, to);
        fed.set(el, to);
      };
      // question 1 arrives whole, and shows
      for (let to = TOKEN; to < END_1 + 1; to += TOKEN) give(to);
      give(END_1 + 1);
      await settle(el);
      expect(shown(el), 'question 1').to.equal(1);
      expect(heading(el)).to.include('Which region?');
      const { updates, renders } = count(el);
      expect(renders).to.be.greaterThan(0);

      // question 2's bytes but its last: each token its own task, the element's updates let run
      let tokens = 0;
      for (let to = END_1 + 1 + TOKEN; to < END_2; to += TOKEN, tokens++) {
        give(to);
        await el.updateComplete;
        if (tokens % 100 === 0) await new Promise((r) => setTimeout(r, 0));
      }
      await settle(el);
      expect(tokens).to.be.at.least(2000);
      expect(count(el).updates - updates, 'updates while nothing completed').to.equal(0);
      expect(count(el).renders - renders, 'renders while nothing completed').to.equal(0);
      expect(shown(el)).to.equal(1);

      // the token that completes question 2: one render shows it
      give(END_2 + 1);
      await settle(el);
      expect(shown(el), 'question 2').to.equal(2);
      expect(count(el).renders - renders, 'renders once question 2 completed').to.equal(1);

      // the rest, then the stream's end: the whole set
      give(TEXT.length);
      el.streaming = false;
      await settle(el);
      expect(shown(el)).to.equal(3);
      expect(el.set?.questions[1].text.length, 'question 2 whole').to.equal(LONG.questions[1].text.length);
    });
  }
});

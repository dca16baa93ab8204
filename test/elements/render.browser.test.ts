/**
 * Rendering: every valid fixture renders its first question, every invalid one shows its error
 * (role="alert", line:column) and fires question-error; every way of giving the body; the page's
 * `:not(:defined)` rule. The elements are defined only by the first test, to see the page before.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import type { QuestionErrorEvent } from '../../src/elements/events.js';
import { markdown } from '../../src/markdown/markdown.js';
import { stringsFor } from '../../src/i18n/strings.js';
import { confirmOf } from '../../src/session/steps.js';
import { SHIITAKE_TWO, VANCE_CARD } from './bodies.js';
import { $, $$, bodyFixtures, fresh, mountBody, mountData, restoreClock, root, settle } from './helpers.js';

const valid = await bodyFixtures('valid');
const invalid = await bodyFixtures('invalid');
const en = stringsFor('en');

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The text a question's Markdown renders to. */
function renderedText(md: string): string {
  const t = document.createElement('template');
  t.innerHTML = markdown(md);
  return norm(t.content.textContent);
}

/** The client rectangles of a text node: none when the text is not rendered. */
function textBoxes(node: Node): number {
  const range = document.createRange();
  range.selectNodeContents(node);
  return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).length;
}

/** A wrapper holding `markup` as the page's HTML parser reads it (untagged, so no formatter touches the body). */
async function page(markup: string): Promise<HTMLDivElement> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML = markup;
  return wrapper;
}

const HIDE_UNDEFINED = `question-set:not(:defined),
question-form:not(:defined) {
  display: none;
}`;

describe('render', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  describe('before and after the upgrade', () => {
    it('the documented :not(:defined) rule hides the raw body; after the upgrade it stays hidden', async () => {
      expect(customElements.get('question-set'), 'not defined yet').to.equal(undefined);
      const style = document.createElement('style');
      style.textContent = HIDE_UNDEFINED;
      document.head.append(style);
      try {
        const wrapper = await page(`
          <question-set>
            questions:
              - key: raw
                text: Is the raw body hidden?
          </question-set>`);
        const el = wrapper.querySelector('question-set')!;
        const text = el.firstChild!;
        expect(el.matches(':not(:defined)')).to.equal(true);
        expect(getComputedStyle(el).display).to.equal('none');
        expect(textBoxes(text), 'raw text boxes before the upgrade').to.equal(0);
        expect(wrapper.innerText).to.not.include('questions:');

        await import('../../src/index.js');
        await customElements.whenDefined('question-set');
        const upgraded = el as QuestionSetElement;
        await settle(upgraded);
        expect(upgraded.matches(':defined')).to.equal(true);
        expect(getComputedStyle(upgraded).display).to.equal('block');
        expect(textBoxes(text), 'raw text boxes after the upgrade').to.equal(0);
        expect(wrapper.innerText).to.not.include('questions:');
        expect(norm($(upgraded, '[role="heading"]')?.textContent)).to.equal('Is the raw body hidden?');
      } finally {
        style.remove();
      }
    });
  });

  describe('every valid fixture', () => {
    before(async () => {
      await import('../../src/index.js');
    });

    it('finds valid fixtures in fixtures/index.json', () => {
      expect(valid.length).to.be.greaterThan(0);
    });

    for (const f of valid) {
      it(`${f.file} renders its first question without an error`, async () => {
        const errors: QuestionErrorEvent[] = [];
        const { el } = await mountBody(f.body, f.dir, f.file, f.expected, {
          created: (e) => e.addEventListener('question-error', (ev) => errors.push(ev)),
        });
        expect(el.error, 'decoding error').to.equal(undefined);
        expect(errors, 'question-error events').to.have.length(0);
        expect($(el, '[role="alert"]'), 'an error panel').to.equal(null);
        expect($(el, '.error')).to.equal(null);
        if (f.expected.model) expect(JSON.parse(JSON.stringify(el.set))).to.deep.equal(f.expected.model);
        const url = el.set!.url;
        if (url) {
          // an MCP URL-mode request has no question: its card names the origin it would open
          expect(norm($(el, '.url-origin')?.textContent)).to.equal(url.origin);
          expect(el.state).to.equal('open');
          return;
        }
        const first = el.set!.questions[0];
        // a confirmation's question is its Yes button (docs/look.md), outside a wizard
        if (confirmOf(el.set!) === first && !$(el, '[role="progressbar"]')) {
          expect(norm($(el, 'button.primary')?.textContent)).to.equal(renderedText(first.text));
          expect(el.state).to.equal('open');
          return;
        }
        const heading = root(el).getElementById('q-0-text');
        expect(heading, 'the first question is shown').to.not.equal(null);
        expect(norm(heading!.textContent)).to.equal(renderedText(first.text));
        expect(el.state).to.equal('open');
      });
    }
  });

  describe('every invalid fixture', () => {
    before(async () => {
      await import('../../src/index.js');
    });

    it('finds invalid fixtures in fixtures/index.json', () => {
      expect(invalid.length).to.be.greaterThan(0);
    });

    for (const f of invalid) {
      const e = f.expected.error;
      const where = e?.line ? ` at line ${e.line}:${e.column ?? 1}` : '';
      it(`${f.file} shows "${e?.code}"${where} in role="alert" and fires question-error`, async () => {
        if (!e) throw new Error(`${f.file}: no expected error`);
        const errors: QuestionErrorEvent[] = [];
        const { el } = await mountBody(f.body, f.dir, f.file, f.expected, {
          tag: 'question-set',
          created: (x) => x.addEventListener('question-error', (ev) => errors.push(ev)),
        });
        expect(el.error?.code).to.equal(e.code);
        expect(el.error?.message).to.equal(e.message);
        expect(errors, 'question-error events').to.have.length(1);
        expect(errors[0].detail.error.code).to.equal(e.code);
        expect(errors[0].bubbles && errors[0].composed).to.equal(true);
        const alert = $(el, '[role="alert"]');
        expect(alert, 'an alert').to.not.equal(null);
        expect(norm(alert!.textContent)).to.include(norm(e.message));
        if (e.line) expect(norm(alert!.textContent)).to.include(en.at(e.line, e.column ?? 1));
        // never half a wizard
        expect(
          $$(el, '.question, button, input, textarea, select, [role="radio"], [role="checkbox"]'),
        ).to.have.length(0);
      });
    }
  });

  describe('where the body comes from', () => {
    before(async () => {
      await import('../../src/index.js');
    });

    it('the data property as an object', async () => {
      const { el } = await mountData(JSON.parse(SHIITAKE_TWO));
      expect(el.set?.format).to.equal('shiitake');
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Add integration tests for the checkout flow?');
    });

    it('the data property as a string, and a new value re-renders', async () => {
      const { el } = await mountData(VANCE_CARD);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Which database engine?');
      el.data = VANCE_CARD.replace('Which database engine?', 'Which cache?');
      await settle(el);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Which cache?');
    });

    it('a child <script type="application/json">', async () => {
      const wrapper = await page(`
        <question-set><script type="application/json">
          [{ "id": "go", "header": "Go", "question": "Ship it <now> & then?",
             "options": [{ "label": "Yes", "description": "" }, { "label": "No", "description": "" }] }]
        </script></question-set>`);
      const el = wrapper.querySelector('question-set') as QuestionSetElement;
      await settle(el);
      expect(el.error).to.equal(undefined);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Ship it <now> & then?');
    });

    it('a child <script type="application/yaml">, indented inside the HTML', async () => {
      const wrapper = await page(`
        <question-set>
          <script type="application/yaml">
            questions:
              - key: cmp
                text: Is 3 < 4 & 5 > 4?
                kind: choice
                options: [yes, no]
          </script>
        </question-set>`);
      const el = wrapper.querySelector('question-set') as QuestionSetElement;
      await settle(el);
      expect(el.error).to.equal(undefined);
      expect(el.set?.format).to.equal('vance');
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Is 3 < 4 & 5 > 4?');
    });

    it('the element text, indented YAML (dedented)', async () => {
      const wrapper = await page(`
        <question-set>
          intro: Indented in the page
          questions:
            - key: one
              text: First question?
            - key: two
              text: Second question?
        </question-set>`);
      const el = wrapper.querySelector('question-set') as QuestionSetElement;
      await settle(el);
      expect(el.error).to.equal(undefined);
      expect(el.set?.questions.map((q) => q.id)).to.deep.equal(['one', 'two']);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('First question?');
    });

    it('a text node patched in place (characterData) re-renders', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div><question-set>${VANCE_CARD}</question-set></div>`,
      );
      const el = wrapper.querySelector('question-set') as QuestionSetElement;
      await settle(el);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Which database engine?');
      const node = [...el.childNodes].find(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('questions'),
      );
      expect(node, 'one text node holds the body').to.not.equal(undefined);
      (node as Text).data = VANCE_CARD.replace('Which database engine?', 'Which queue?');
      await settle(el);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Which queue?');
    });

    it('a child script whose text changes re-renders', async () => {
      const wrapper = await page(
        `<question-set><script type="application/yaml">${VANCE_CARD}</script></question-set>`,
      );
      const el = wrapper.querySelector('question-set') as QuestionSetElement;
      await settle(el);
      el.querySelector('script')!.textContent = VANCE_CARD.replace(
        'Which database engine?',
        'Which log store?',
      );
      await settle(el);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Which log store?');
    });

    it('data wins over the element text', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div><question-set>${VANCE_CARD}</question-set></div>`,
      );
      const el = wrapper.querySelector('question-set') as QuestionSetElement;
      el.data = VANCE_CARD.replace('Which database engine?', 'From data?');
      await settle(el);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('From data?');
    });

    it('streaming shows a quiet placeholder, never an error; the body is read when it ends', async () => {
      const errors: Event[] = [];
      const { el } = await mountData('questions:\n  - key: a\n    text: Half', {
        created: (x) => {
          x.setAttribute('streaming', '');
          x.addEventListener('question-error', (e) => errors.push(e));
        },
      });
      expect($(el, '.placeholder'), 'placeholder').to.not.equal(null);
      expect($(el, '[role="alert"]')).to.equal(null);
      expect($$(el, 'button, [role="radio"], textarea')).to.have.length(0);
      el.data = '{"questions": [';
      await settle(el);
      expect($(el, '[role="alert"]')).to.equal(null);
      expect(errors).to.have.length(0);
      el.data = VANCE_CARD;
      el.streaming = false;
      await settle(el);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Which database engine?');
      expect(errors).to.have.length(0);
    });

    it('a broken body fires question-error once, and a fixed body replaces the error with the questions', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = document.createElement('question-set') as QuestionSetElement;
      el.data = '{"questions": [';
      const fired = oneEvent(el, 'question-error');
      wrapper.append(el);
      const ev = await fired;
      expect(ev.detail.error.code).to.be.a('string');
      await settle(el);
      expect($(el, '[role="alert"]')).to.not.equal(null);
      el.data = VANCE_CARD;
      await settle(el);
      expect($(el, '[role="alert"]')).to.equal(null);
      expect(norm($(el, '#q-0-text')?.textContent)).to.equal('Which database engine?');
    });
  });
});

describe('a long question text', () => {
  const body = (text: string) => ({
    id: 'long-text',
    questions: [{ key: 'region', text, kind: 'choice', options: ['North', 'South'], weight: 'blocker' }],
  });

  it('takes its line outright, its badge under it; a short one keeps its badge beside it', async () => {
    const long = `${'Where should the new service run, given everything above? '.repeat(20)}`;
    const unbroken = `https://example.com/${'a'.repeat(20_000)}?`;
    for (const [text, isLong] of [
      ['Where should it run?', false],
      [long, true],
      [unbroken, true],
    ] as const) {
      const { el } = await mountData(body(text), { persist: false });
      const heading = $(el, '.q-head > .text')!;
      const badge = $(el, '.q-head > .badge')!;
      expect(heading.classList.contains('long'), `${text.length} characters`).to.equal(isLong);
      const h = heading.getBoundingClientRect();
      const b = badge.getBoundingClientRect();
      const card = $(el, '.card')!.getBoundingClientRect();
      if (isLong) {
        expect(b.top, 'the badge under the text').to.be.at.least(h.bottom - 1);
        expect(h.right, 'the text within the card').to.be.at.most(card.right + 0.5);
      } else expect(b.left, 'the badge beside the text').to.be.at.least(h.right);
      el.remove();
    }
  });
});

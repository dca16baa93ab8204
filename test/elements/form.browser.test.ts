/**
 * <question-form> (issue item 4): the 17 input types of seed 004 through native controls,
 * `required`, `maxSelections`, `allowCustom` with its label and placeholder, form association
 * (FormData, reset), and no tooltip from the `title` attribute.
 */
import '../../src/index.js';
import { expect, fixture, html } from '@open-wc/testing';
import type { FormInputType } from '../../src/codec/index.js';
import type { QuestionFormElement } from '../../src/elements/question-form.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import { FORM_REQUIRED } from './bodies.js';
import {
  $,
  $$,
  bodyFixtures,
  clickOn,
  enterWithTab,
  fresh,
  mountBody,
  press,
  questionSection,
  restoreClock,
  root,
  settle,
  typeText,
  wordsOf,
  type BodyFixture,
  openOther,
} from './helpers.js';

const TYPES: FormInputType[] = [
  'text',
  'textarea',
  'number',
  'range',
  'date',
  'time',
  'datetime-local',
  'color',
  'url',
  'email',
  'tel',
  'file',
  'select',
  'radio',
  'checkbox',
  'switch',
  'direction-cards',
];

const formFixtures = (await bodyFixtures('valid')).filter((f) => f.dir === 'form' && f.expected.model);

function fixtureWith(type: FormInputType): { f: BodyFixture; index: number } | undefined {
  for (const f of formFixtures) {
    const index = f.expected.model!.questions.findIndex((q) => q.input?.type === type);
    if (index >= 0) return { f, index };
  }
  return undefined;
}

/** The id list an element's aria-labelledby names must include the question's heading. */
function labelledByHeading(control: Element, index: number) {
  expect((control.getAttribute('aria-labelledby') ?? '').split(/\s+/), 'labelled by the question').to.include(
    `q-${index}-text`,
  );
}

describe('<question-form>', () => {
  beforeEach(fresh);
  afterEach(restoreClock);

  describe('the 17 input types as native controls', () => {
    for (const type of TYPES) {
      const found = fixtureWith(type);
      it(`${type}${found ? ` (${found.f.file}, question ${found.index + 1})` : ''}`, async () => {
        if (!found) throw new Error(`no fixture in fixtures/form/valid has a ${type} question`);
        const m = await mountBody(found.f.body, 'form', found.f.file, found.f.expected);
        const { el } = m;
        expect(el.localName).to.equal('question-form');
        const sec = questionSection(el, found.index);
        expect(sec, 'the question is shown').to.not.equal(null);
        const q = el.set!.questions[found.index];
        switch (type) {
          case 'textarea': {
            const t = sec!.querySelector('.field textarea');
            expect(t, '<textarea>').to.not.equal(null);
            labelledByHeading(t!, found.index);
            break;
          }
          case 'select': {
            const s = sec!.querySelector('select');
            expect(s, 'a native <select>').to.not.equal(null);
            const values = [...s!.options].map((o) => o.value).filter(Boolean);
            expect(values).to.deep.equal(q.options.map((o) => o.id));
            labelledByHeading(s!, found.index);
            break;
          }
          case 'radio':
          case 'checkbox': {
            const role = type;
            const native = sec!.querySelectorAll(`input[type="${type}"]`);
            const aria = sec!.querySelectorAll(`[role="${role}"]`);
            expect(Math.max(native.length, aria.length), `${type} controls`).to.equal(q.options.length);
            const group = sec!.querySelector(type === 'radio' ? '[role="radiogroup"]' : '[role="group"]');
            if (!native.length) expect(group, 'a group').to.not.equal(null);
            break;
          }
          case 'direction-cards': {
            const cards = [...sec!.querySelectorAll<HTMLElement>('.cards-grid .option')];
            expect(cards, 'large selectable cards').to.have.length(q.options.length);
            q.options.forEach((o, i) => {
              expect(cards[i].textContent).to.include(o.label);
              if (o.description)
                expect(cards[i].textContent, 'with its description').to.include(o.description);
            });
            expect(cards.every((c) => c.getAttribute('role') === 'radio')).to.equal(true);
            break;
          }
          case 'switch': {
            const s = sec!.querySelector<HTMLInputElement>('input[type="checkbox"][role="switch"]');
            expect(s, 'a checkbox with role="switch"').to.not.equal(null);
            labelledByHeading(s!, found.index);
            // drawn as a switch (a track wider than tall), with no bare "no" beside it
            const box = s!.getBoundingClientRect();
            expect(box.width, 'a track').to.be.greaterThan(box.height * 1.4);
            expect(sec!.querySelector('.field')!.textContent!.trim(), 'no state word').to.equal('');
            break;
          }
          default: {
            const input = sec!.querySelector<HTMLInputElement>(`input[type="${type}"]`);
            expect(input, `<input type="${type}">`).to.not.equal(null);
            labelledByHeading(input!, found.index);
            if (type === 'color' && !el.answers.some((a) => a.questionId === q.id)) {
              expect(input!.classList.contains('unset'), 'an unset colour shows as unset').to.equal(true);
              expect(getComputedStyle(input!).backgroundImage, 'struck through').to.include('gradient');
            }
            if (type === 'range') {
              const output = sec!.querySelector('output');
              expect(output, 'its value shown').to.not.equal(null);
              input!.focus();
              await press(el, 'End');
              expect(output!.textContent?.trim()).to.equal(input!.max || '100');
              await press(el, 'Home');
              expect(output!.textContent?.trim()).to.equal(input!.min || '0');
              expect(el.answers.find((a) => a.questionId === q.id)?.value).to.equal(Number(input!.min || 0));
            }
          }
        }
      });
    }
  });

  describe('rules', () => {
    it('required: nothing is said before the user tries to send; then the missing answers are named until given', async () => {
      const m = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
      const { el } = m;
      const send = $<HTMLButtonElement>(el, 'button.primary')!;
      let sent = 0;
      el.addEventListener('question-answers', () => sent++);
      const message = () =>
        $$(el, '.issue, .issues, [role="alert"]')
          .map((e) => e.textContent?.trim())
          .join(' ');
      expect(send.disabled, 'Send is not disabled on first sight').to.equal(false);
      expect(message(), 'no "Still needed" on first sight').to.equal('');
      await clickOn(el, send);
      expect(sent, 'nothing sent').to.equal(0);
      expect(message()).to.include('Who is the primary audience?');
      expect(message()).to.include('Project name');
      expect(message()).to.not.include('Anything else?');
      await clickOn(el, questionSection(el, 0)!.querySelector('.option')!);
      expect(message()).to.not.include('Who is the primary audience?');
      await clickOn(el, questionSection(el, 1)!.querySelector('input')!);
      await typeText(el, 'Atlas');
      expect(message()).to.equal('');
      expect($$(el, '.badge').map((b) => b.textContent?.trim())).to.include(wordsOf(el).required);
      await clickOn(el, send);
      expect(sent, 'sent once the answers are there').to.equal(1);
    });

    it('maxSelections: a third click does not select, and the limit is said', async () => {
      const { el } = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
      const opts = [...questionSection(el, 0)!.querySelectorAll<HTMLElement>('.option')];
      for (const o of opts) await clickOn(el, o);
      expect(opts.map((o) => o.getAttribute('aria-checked'))).to.deep.equal(['true', 'true', 'false']);
      expect(opts[2].getAttribute('aria-disabled')).to.equal('true');
      expect(shown(el)).to.include(wordsOf(el).chooseUpTo(2));
    });

    it('allowCustom shows a free-text field with the customLabel and customPlaceholder', async () => {
      const { el } = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
      const sec = questionSection(el, 0)!;
      const free = sec.querySelector<HTMLTextAreaElement>('textarea');
      expect(free).to.not.equal(null);
      expect(free!.placeholder).to.equal('Describe the audience');
      expect(sec.textContent).to.include('Someone else');
      expect(free!.getAttribute('aria-label')).to.equal('Someone else');
      // the agent's label names the quiet row that opens the field
      expect(sec.querySelector('button.other')?.textContent).to.equal('Someone else');
      expect(await openOther(el, sec)).to.equal(free);
      await typeText(el, 'Press');
      expect(el.answers[0]).to.deep.include({ questionId: 'audience', text: 'Press' });
    });

    it('allowCustom: false offers no free-text field', async () => {
      const { el } = await mountBody(
        JSON.stringify({
          questions: [
            { id: 'len', label: 'How long?', type: 'radio', allowCustom: false, options: ['Short', 'Long'] },
          ],
        }),
        'form',
        'no-custom.json',
        undefined,
      );
      expect(questionSection(el, 0)!.querySelector('textarea')).to.equal(null);
    });
  });

  describe('form association', () => {
    async function inForm(name?: string) {
      const form = await fixture<HTMLFormElement>(
        html`<form>
          <input name="before" value="x" />
        </form>`,
      );
      const holder = document.createElement('div');
      holder.innerHTML = FORM_REQUIRED;
      const el = holder.querySelector('question-form') as QuestionFormElement;
      if (name) el.setAttribute('name', name);
      form.append(el);
      await settle(el);
      return { form, el };
    }

    it('its answers submit with the form (FormData), one entry per value', async () => {
      const { form, el } = await inForm();
      expect(el.form).to.equal(form);
      const opts = questionSection(el, 0)!.querySelectorAll<HTMLElement>('.option');
      await clickOn(el, opts[0]);
      await clickOn(el, opts[2]);
      await clickOn(el, questionSection(el, 1)!.querySelector('input')!);
      await typeText(el, 'Atlas');
      const data = new FormData(form);
      expect(data.get('before')).to.equal('x');
      expect(data.getAll('audience')).to.deep.equal(['VC', 'Internal team']);
      expect(data.get('name')).to.equal('Atlas');
      expect(data.has('notes')).to.equal(false);
    });

    it('with a name, entries are name.questionId', async () => {
      const { form, el } = await inForm('brief');
      await clickOn(el, questionSection(el, 0)!.querySelector('.option')!);
      const data = new FormData(form);
      expect(data.getAll('brief.audience')).to.deep.equal(['VC']);
      expect(data.has('audience')).to.equal(false);
    });

    it('form.reset() clears its answers and its form value', async () => {
      const { form, el } = await inForm();
      await clickOn(el, questionSection(el, 0)!.querySelector('.option')!);
      await clickOn(el, questionSection(el, 1)!.querySelector('input')!);
      await typeText(el, 'Atlas');
      expect(new FormData(form).get('name')).to.equal('Atlas');
      form.reset();
      await settle(el);
      expect(el.answers).to.deep.equal([]);
      const data = new FormData(form);
      expect(data.has('audience')).to.equal(false);
      expect(data.has('name')).to.equal(false);
      expect(questionSection(el, 1)!.querySelector('input')!.value).to.equal('');
      expect($$(el, '.option[aria-checked="true"]')).to.have.length(0);
    });

    it('a chosen file submits as a File entry', async () => {
      const form = await fixture<HTMLFormElement>(html`<form></form>`);
      const el = document.createElement('question-form') as QuestionFormElement;
      el.data = JSON.stringify({ questions: [{ id: 'logo', label: 'Your logo', type: 'file' }] });
      form.append(el);
      await settle(el);
      // no key path: a file chooser is a native dialog; set the files as the dialog would
      const input = root(el).querySelector<HTMLInputElement>('input[type="file"]')!;
      const t = new DataTransfer();
      t.items.add(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
      input.files = t.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await settle(el);
      const entry = new FormData(form).get('logo');
      expect(entry).to.be.instanceOf(File);
      expect((entry as File).name).to.equal('logo.svg');
    });
  });

  describe('the title attribute', () => {
    it('does not show as a tooltip over the content: an element with title="" wraps the shadow content', async () => {
      const { el } = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
      expect(el.getAttribute('title')).to.equal('Quick brief');
      const top = [...root(el).children].filter((c) => c.localName !== 'style');
      expect(top, 'one wrapper').to.have.length(1);
      expect(top[0].getAttribute('title')).to.equal('');
      expect(top[0].querySelector('.card'), 'the card inside it').to.not.equal(null);
      expect($(el, '.title')?.textContent?.trim(), 'the title is shown as the heading').to.equal(
        'Quick brief',
      );
    });

    it("the id and title attributes are the form's", async () => {
      const { el } = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
      expect(el.set?.id).to.equal('brief');
      expect(el.set?.title).to.equal('Quick brief');
      el.setAttribute('title', 'Renamed');
      await settle(el);
      expect(el.set?.title).to.equal('Renamed');
      expect($(el, '.title')?.textContent?.trim()).to.equal('Renamed');
    });

    it('Enter in a text field sends the form when it can be sent', async () => {
      const m = await mountBody(FORM_REQUIRED, 'form', 'brief.html', undefined);
      const { el } = m;
      let sent = 0;
      el.addEventListener('question-answers', () => sent++);
      await enterWithTab(m);
      await press(el, '1');
      await clickOn(el, questionSection(el, 1)!.querySelector('input')!);
      await typeText(el, 'Atlas');
      await press(el, 'Enter');
      expect(sent).to.equal(1);
    });
  });
});

const shown = (el: QuestionSetElement) => (root(el).textContent ?? '').replace(/\s+/g, ' ');

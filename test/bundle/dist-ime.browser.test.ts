/**
 * Issue 40, class 4, on the built script-tag entry (test/builds.ts): keys that end an input
 * method's composition never send or move (SPEC §6), whichever engine's sequence they come in, in
 * whichever engine runs it; a plain Enter still does; an Enter held down (auto-repeat) never sends twice or skips a step.
 *
 * The three engines' sequences for a composition committed with Enter (UI Events: a key pressed
 * during a composition is `isComposing` with `keyCode` 229):
 *
 * - Chromium: keydown Enter (229, isComposing), then compositionend, then keyup Enter (13);
 * - Firefox: keydown Process (229, isComposing), then compositionend, then keyup Enter (13);
 * - WebKit (Safari): compositionend FIRST, then keydown Enter with keyCode 229 and isComposing
 *   false, then keyup Enter (13).
 *
 * No WebDriver or CDP command drives a real input method, so each sequence is dispatched as the
 * engine dispatches it, with the text it composes going into the field as its input events say.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { QuestionSetElement } from '../../src/index.js';
import { forEachBuild, useBuild } from '../builds.js';
import {
  $,
  clickOn,
  fresh,
  mountData,
  record,
  settle,
  step,
  type MountOptions,
} from '../elements/helpers.js';

await useBuild('dist');

type El = QuestionSetElement;
type Field = HTMLInputElement | HTMLTextAreaElement;
type Sequence = 'chromium' | 'firefox' | 'webkit';
const SEQUENCES: Sequence[] = ['chromium', 'firefox', 'webkit'];

let made = 0;
/** A set whose body is `body` with a fresh id where it names one (a set sent once stays sent on the page). */
async function mount(
  body: string,
  tag: MountOptions['tag'] = 'question-set',
  attrs: Record<string, string> = {},
) {
  return (await mountData(body.replaceAll('@', String(++made)), { text: true, tag, attrs })).el;
}

/** The answers events the element sends. */
const sent = (el: El) => record(el).answers;

const key = (type: 'keydown' | 'keyup', init: KeyboardEventInit) =>
  new KeyboardEvent(type, { bubbles: true, composed: true, cancelable: true, ...init });
const ENTER_UP: KeyboardEventInit = { key: 'Enter', code: 'Enter', keyCode: 13, isComposing: false };

/** `text` composed in `field` by an input method and committed with Enter, as `engine` dispatches it. */
async function compose(el: El, field: Field, engine: Sequence, text: string): Promise<void> {
  field.focus();
  const fire = (e: Event) => field.dispatchEvent(e);
  const composition = (type: string, data: string) =>
    fire(new CompositionEvent(type, { bubbles: true, composed: true, data }));
  const before = field.value;
  composition('compositionstart', '');
  for (let i = 1; i <= text.length; i++) {
    // a letter typed into the composition (WebKit names the letter, the others `Process`)
    fire(
      key('keydown', {
        key: engine === 'webkit' ? 'a' : 'Process',
        code: 'KeyA',
        keyCode: 229,
        isComposing: true,
      }),
    );
    composition('compositionupdate', text.slice(0, i));
    field.value = before + text.slice(0, i);
    fire(
      new InputEvent('input', {
        bubbles: true,
        composed: true,
        isComposing: true,
        inputType: 'insertCompositionText',
        data: text.slice(0, i),
      }),
    );
    fire(key('keyup', { key: 'a', code: 'KeyA', keyCode: 229, isComposing: true }));
  }
  // the Enter that commits it
  if (engine === 'webkit') {
    composition('compositionend', text);
    fire(key('keydown', { key: 'Enter', code: 'Enter', keyCode: 229, isComposing: false }));
  } else {
    fire(
      key('keydown', {
        key: engine === 'chromium' ? 'Enter' : 'Process',
        code: 'Enter',
        keyCode: 229,
        isComposing: true,
      }),
    );
    composition('compositionend', text);
  }
  fire(key('keyup', ENTER_UP));
  await settle(el);
}

/** A real Enter, from the browser's own keyboard (WebDriver, CDP). */
async function enter(el: El): Promise<void> {
  await sendKeys({ press: 'Enter' });
  await settle(el);
}

/** Enter held down: its first press, then the auto-repeats, each at whatever has the focus then. */
async function holdEnter(el: El, repeats: number): Promise<void> {
  for (let i = 0; i <= repeats; i++) {
    let at: Element = document.activeElement!;
    while (at.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
    at.dispatchEvent(key('keydown', { key: 'Enter', code: 'Enter', keyCode: 13, repeat: i > 0 }));
    await settle(el);
  }
  document.activeElement?.dispatchEvent(key('keyup', ENTER_UP));
}

/** An MCP request of two text properties: a wizard (one property: a card). */
const mcp = (names: string[]) =>
  JSON.stringify({
    message: 'Who are you? @',
    requestedSchema: {
      type: 'object',
      properties: Object.fromEntries(names.map((n) => [n, { type: 'string', title: n }])),
    },
  });

/** A choice with "Other…" (structured), then a second question: a wizard. */
const OTHER = JSON.stringify({
  id: 'qs_ime_@',
  locale: 'en',
  questions: [
    {
      id: 'q_where',
      title: 'Where should the parcel go?',
      answers: [
        { id: 'a', label: 'With the neighbours' },
        { id: 'b', label: 'In the garage' },
        { id: 'c', label: 'Parcel locker' },
      ],
      allowCustom: true,
    },
    {
      id: 'q_when',
      title: 'When?',
      answers: [
        { id: 'd', label: 'Morning' },
        { id: 'e', label: 'Evening' },
      ],
    },
  ],
});

/** A one-page form: a text field and a long text (form format). */
const FORM = JSON.stringify({
  questions: [
    { id: 'company', label: 'Company name @', type: 'text', required: true },
    { id: 'pitch', label: 'Your pitch', type: 'textarea' },
    { id: 'site', label: 'Website', type: 'url' },
    { id: 'phone', label: 'Phone', type: 'tel' },
  ],
});

await forEachBuild('the Enter that ends a composition neither sends nor moves', () => {
  before(() => {
    // the sequences below are what the test says they are: this engine keeps the keyCode given
    expect(key('keydown', { key: 'Enter', keyCode: 229 }).keyCode).to.equal(229);
  });
  afterEach(fresh);

  for (const seq of SEQUENCES) {
    describe(`${seq}'s sequence`, () => {
      it('a wizard’s text field: the step stays, the text is kept; a plain Enter then moves on', async () => {
        const el = await mount(mcp(['name', 'city']));
        const events = sent(el);
        expect(step(el)).to.equal(0);
        await compose(el, $(el, '.step input') as Field, seq, '田中');
        expect(step(el), 'the composing Enter moved the wizard').to.equal(0);
        expect(el.answers.find((a) => a.questionId === 'name')?.text).to.equal('田中');
        await enter(el);
        expect(step(el), 'a plain Enter moves on').to.equal(1);
        expect(events).to.have.length(0);
      });

      it('the “Other…” free text of a wizard step: the step stays; a plain Enter then moves on', async () => {
        const el = await mount(OTHER);
        await clickOn(el, $(el, 'button.other')!);
        const field = $(el, 'textarea.free') as Field;
        await compose(el, field, seq, 'とだな');
        expect(step(el), 'the composing Enter moved the wizard').to.equal(0);
        expect(el.answers.find((a) => a.questionId === 'q_where')?.text).to.equal('とだな');
        field.focus();
        await enter(el);
        expect(step(el), 'a plain Enter moves on').to.equal(1);
      });

      it('a card’s text field: nothing is sent; a plain Enter then sends it', async () => {
        const el = await mount(mcp(['nickname']));
        const events = sent(el);
        await compose(el, $(el, 'input') as Field, seq, '한국');
        expect(events, 'the composing Enter sent the card').to.have.length(0);
        await enter(el);
        expect(events, 'a plain Enter sends').to.have.length(1);
      });

      it('a form’s text field and its long text: nothing is sent; a plain Enter in the field then sends', async () => {
        const el = await mount(FORM, 'question-form', { layout: 'form' });
        const events = sent(el);
        const [company] = [...el.shadowRoot!.querySelectorAll<Field>('input')];
        await compose(el, company, seq, '株式会社');
        expect(events, 'the composing Enter sent the form').to.have.length(0);
        const pitch = $(el, 'textarea') as Field;
        await compose(el, pitch, seq, '速い');
        expect(events, 'the composing Enter in the long text sent the form').to.have.length(0);
        expect(el.answers.find((a) => a.questionId === 'pitch')?.text).to.equal('速い');
        company.focus();
        await enter(el);
        expect(events, 'a plain Enter sends').to.have.length(1);
      });
    });
  }

  it('Enter held down moves a wizard one step and sends a card once', async () => {
    const wizard = await mount(mcp(['first', 'second', 'third']));
    const events = sent(wizard);
    $(wizard, '.step input')!.focus();
    await sendKeys({ type: 'Ada' });
    await holdEnter(wizard, 4);
    expect(step(wizard), 'one step, not five').to.equal(1);
    const card = await mount(mcp(['only']));
    const cardEvents = sent(card);
    $(card, 'input')!.focus();
    await sendKeys({ type: 'Bo' });
    await holdEnter(card, 4);
    expect(cardEvents, 'one send').to.have.length(1);
    expect(events).to.have.length(0);
  });
});

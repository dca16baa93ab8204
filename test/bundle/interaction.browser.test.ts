/**
 * Issue 30 §2, §4, §5 on the BUILT script-tag bundle (dist/question-elements.js, loaded as a page
 * loads it; `npm run build` first): a real double click on Next moves one step, a digit never
 * sends a card, Next on an empty required field stays and says so, Enter in a number field moves
 * on, and a Hebrew set on an English page speaks Hebrew with the arrows as the user sees them; and
 * issue 35's option rows (the "Other…" row, number hints only for the keyboard, a segmented pair).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';

const BASE = '/some/site/assets/question-elements/';

type El = HTMLElement & {
  answers: { questionId: string; selected: string[]; text?: string; value?: unknown }[];
  state: string;
  updateComplete: Promise<boolean>;
};

async function settle(el: El): Promise<void> {
  await el.updateComplete;
  await new Promise((done) => setTimeout(done, 0));
  await el.updateComplete;
}

async function mount(body: string, lang?: string): Promise<El> {
  const wrapper = document.body.appendChild(document.createElement('div'));
  if (lang) wrapper.lang = lang;
  const el = wrapper.appendChild(document.createElement('question-set')) as El;
  el.textContent = body;
  await settle(el);
  return el;
}

const $ = (el: El, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (el: El, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const step = (el: El) => Number(/^q-(\d+)-text$/.exec($(el, '.step [role="heading"]')?.id ?? '')?.[1] ?? -1);

async function clickAt(el: El, target: Element, count = 1): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const r = target.getBoundingClientRect();
  const position = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
  await executeServerCommand('multi-click', { position, count, gap: 80 });
  await settle(el);
}

async function press(el: El, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

const WIZARD = JSON.stringify({
  questions: [
    {
      question: 'Which runner?',
      header: 'Runner',
      multiSelect: false,
      options: [
        { label: 'node:test', description: 'built in' },
        { label: 'Vitest', description: 'fast' },
      ],
    },
    {
      question: 'Which checks?',
      header: 'Checks',
      multiSelect: false,
      options: [
        { label: 'Types', description: 'tsc' },
        { label: 'Lint', description: 'eslint' },
      ],
    },
  ],
});

describe('the built bundle: no answer by accident, never silent, the set’s language', () => {
  before(async () => {
    await import(/* @vite-ignore */ `${BASE}question-elements.js`);
    await customElements.whenDefined('question-set');
  });
  afterEach(() => {
    sessionStorage.clear();
    for (const el of document.querySelectorAll('question-set')) el.parentElement!.remove();
  });

  it('a double click on an option picks it; a double click on Next moves one step and picks nothing there', async () => {
    const el = await mount(WIZARD);
    expect($$(el, '.option').length, el.shadowRoot!.textContent!).to.equal(2);
    await clickAt(el, $$(el, '.option')[1], 2);
    expect(step(el)).to.equal(0);
    await clickAt(el, $(el, 'button.primary')!, 2);
    expect(step(el)).to.equal(1);
    expect(el.answers.map((a) => a.questionId)).to.deep.equal(['q1']);
  });

  it('a digit picks a one-click card and sends nothing; Enter sends it', async () => {
    const el = await mount(
      JSON.stringify({
        id: 'qs_digit',
        locale: 'en',
        questions: [
          {
            id: 'q',
            title: 'When?',
            answers: [
              { id: 'a', label: 'Now' },
              { id: 'b', label: 'Later' },
            ],
          },
        ],
      }),
    );
    const sent: unknown[] = [];
    el.addEventListener('question-answers', (e) => sent.push(e));
    $$(el, '.option')[0].focus();
    await press(el, '2');
    expect(sent).to.have.length(0);
    expect($$(el, '.option')[1].getAttribute('aria-checked')).to.equal('true');
    await press(el, 'Enter');
    expect(sent).to.have.length(1);
  });

  it('Next on an empty required field stays and says so; Enter in a number field moves on', async () => {
    const el = await mount(
      JSON.stringify({
        message: 'Contact',
        requestedSchema: {
          type: 'object',
          properties: { name: { type: 'string', title: 'Name' }, age: { type: 'number', title: 'Age' } },
          required: ['name'],
        },
      }),
    );
    await clickAt(el, $(el, 'button.primary')!);
    expect(step(el)).to.equal(0);
    expect($(el, '.issue')?.textContent?.trim()).to.equal('This question needs an answer');
    $(el, '.step input')!.focus();
    await sendKeys({ type: 'Ada' });
    await press(el, 'Enter');
    expect(step(el)).to.equal(1);
    $(el, '.step input[type="number"]')!.focus();
    await sendKeys({ type: '42' });
    await press(el, 'Enter');
    expect($(el, '.overview'), 'the overview').to.not.equal(null);
    expect(el.answers.find((a) => a.questionId === 'age')?.value).to.equal(42);
  });

  it('a Hebrew set on an English page: Hebrew words, right to left, ArrowLeft to the next option', async () => {
    document.documentElement.lang = 'en';
    const el = await mount(
      JSON.stringify({
        id: 'qs_he_bundle',
        locale: 'he',
        questions: [
          {
            id: 'a',
            title: 'איזה יום?',
            answers: [
              { id: '1', label: 'ראשון' },
              { id: '2', label: 'שני' },
            ],
          },
          {
            id: 'b',
            title: 'באיזו שעה?',
            answers: [
              { id: '3', label: 'בוקר' },
              { id: '4', label: 'ערב' },
            ],
          },
        ],
      }),
      'en',
    );
    expect($(el, 'button.primary')?.textContent?.trim()).to.equal('הבא');
    expect(getComputedStyle($(el, '.options')!).direction).to.equal('rtl');
    $$(el, '.option')[0].focus();
    await press(el, 'ArrowLeft');
    expect(el.shadowRoot!.activeElement).to.equal($$(el, '.option')[1]);
  });
});

/** Issue 35's option rows on the built bundle: the "Other…" row, number hints only for the keyboard, a segmented pair. */
describe('the built bundle: option rows', () => {
  before(async () => {
    await import(/* @vite-ignore */ `${BASE}question-elements.js`);
    await customElements.whenDefined('question-set');
  });
  afterEach(() => {
    sessionStorage.clear();
    for (const el of document.querySelectorAll('question-set')) el.parentElement!.remove();
  });

  const DELIVERY = JSON.stringify({
    id: 'qs_rows_dist',
    locale: 'en-GB',
    questions: [
      {
        id: 'q_drop',
        title: 'Where should the parcel go?',
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
  });
  const hintShown = (row: Element) => {
    const hint = row.querySelector<HTMLElement>('.hint')!;
    return getComputedStyle(hint).display !== 'none' && hint.getBoundingClientRect().width > 0;
  };

  it('"Other…" opens its field and focuses it; hints show only after a key; two short options are a pair', async () => {
    const el = await mount(DELIVERY);
    el.setAttribute('layout', 'form');
    await settle(el);
    const [drop, time] = $$(el, '.options');
    expect(drop.classList.contains('segmented')).to.equal(false);
    expect(time.classList.contains('segmented')).to.equal(true);
    const rows = $$(el, '.options .option');
    expect(rows.some(hintShown), 'no hint before a key').to.equal(false);
    const other = $(el, 'button.other')!;
    const field = $(el, 'textarea.free') as HTMLTextAreaElement;
    expect(
      field.hidden || field.getBoundingClientRect().height === 0,
      'the field waits behind "Other…"',
    ).to.equal(true);
    await clickAt(el, other);
    expect(other.getAttribute('aria-expanded')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(field);
    await sendKeys({ type: 'in the shed' });
    await settle(el);
    const drop0 = el.answers.find((a) => a.questionId === 'q_drop');
    expect(drop0?.text).to.equal('in the shed');
    await clickAt(el, rows[3]);
    expect(rows.some(hintShown), 'a pointer press hides the hints').to.equal(false);
    await press(el, 'ArrowRight');
    expect(hintShown(rows[0]), 'a key shows the hints').to.equal(true);
    expect(el.answers.find((a) => a.questionId === 'q_time')?.selected).to.deep.equal(['time_pm']);
  });
});

/**
 * Issue 50 on the built script-tag entry (test/builds.ts): the note a set was declined with shows
 * on its receipt, under how the set ended, as text — typed key by key, in a page that delivers the
 * decline by POST (test/bundle/delivery-host.html), then again after that page reloads, and on a
 * receipt restored from the declined text of a transcript (`answered-by`). A decline without a note
 * shows its status alone, as before. That the record keeps the note is held in Node
 * (test/session/store.test.ts).
 */
import { expect } from '@open-wc/testing';
import { DECLINED_WORDS } from '../../src/codec/decline-words.js';
import type { QuestionSetElement } from '../../src/index.js';
import { forEachBuild, useBuild } from '../builds.js';
import {
  deepActive,
  describeEl,
  fresh,
  mountData,
  settle,
  shownText,
  typeText,
} from '../elements/helpers.js';
import { newRun, received, until } from './delivery-backend.js';
import { hostPage } from './host-page.js';

await useBuild('dist');

type El = QuestionSetElement;

/** A shiitake ask of one question: its Decline asks for a note first. */
const ASK = {
  questions: [
    {
      id: 'db',
      header: 'Database',
      question: 'Which database?',
      options: [
        { label: 'Postgres', description: 'The server' },
        { label: 'SQLite', description: 'A file' },
      ],
    },
  ],
};

/** What a user may type: markup, a line break, right-to-left words and the answer text's separator. */
const NOTE = '<img src=x onerror=alert(1)>\nשלום, לא עכשיו → maybe later';
/** The note in the declined text: a JSON string literal on the text's one line (its line break and `→` escaped), which reads back exactly. */
const NOTE_IN_TEXT = JSON.stringify(NOTE).replace('→', '\\u2192');

const act = (el: El, name: string) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-act="${name}"]`)!;
const noteOf = (el: El) => el.shadowRoot!.querySelector<HTMLElement>('.receipt .why');
const statusOf = (el: El) => el.shadowRoot!.querySelector('#receipt-status')!.textContent!.trim();

/** The receipt shows `note` as text under its status: isolated, its lines kept, nothing of it markup. */
function expectNote(el: El, note: string, status = 'Declined'): void {
  const why = noteOf(el);
  expect(why, `a note on the receipt: ${shownText(el)}`).to.not.equal(null);
  expect(statusOf(el)).to.equal(status);
  expect(why!.textContent).to.equal(note);
  expect(why!.children, 'no markup of the note').to.have.length(0);
  expect(el.shadowRoot!.querySelector('img'), 'no image made of it').to.equal(null);
  expect(why!.getAttribute('dir'), 'isolated for right-to-left text').to.equal('auto');
  expect(getComputedStyle(why!).whiteSpace).to.equal('pre-line');
  // what a screen reader says after the receipt's name as focus lands on it
  const card = why!.closest('.receipt')!;
  expect(why!.id).to.not.equal('');
  expect(card.getAttribute('aria-describedby')).to.equal(why!.id);
  // under the status: after it in the card, below it on screen
  const line = el.shadowRoot!.querySelector('#receipt-status')!;
  expect(line.compareDocumentPosition(why!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  expect(why!.getBoundingClientRect().height, 'shown').to.be.above(0);
  expect(why!.getBoundingClientRect().top).to.be.at.least(line.getBoundingClientRect().bottom - 1);
  // the user's line break is a line break on screen: the note's last line starts below its first
  // (measured on Latin letters: WebKit places a range inside a right-to-left run on the line above)
  if (note.includes('\n')) {
    const top = (i: number) => {
      const range = document.createRange();
      range.setStart(why!.firstChild!, i);
      range.setEnd(why!.firstChild!, i + 1);
      return range.getBoundingClientRect().top;
    };
    const lineHeight = parseFloat(getComputedStyle(why!).fontSize);
    expect(top(note.length - 1) - top(0), 'a line break on screen').to.be.at.least(lineHeight);
  }
}

await forEachBuild("a declined set's note on its receipt (issue 50)", function () {
  this.timeout(30_000);
  let alerts: unknown[] = [];
  const realAlert = window.alert;
  beforeEach(() => {
    fresh();
    alerts = [];
    window.alert = (...a: unknown[]) => void alerts.push(a);
  });
  afterEach(() => {
    window.alert = realAlert;
    fresh();
  });

  it('typed key by key and declined: under "Declined" as text; again after a reload; again restored from the transcript', async () => {
    const run = newRun();
    const page = hostPage(run, 'ok', ASK);
    let text = '';
    try {
      let el = await page.shown();
      const frameAlerts: unknown[] = [];
      page.frame.contentWindow!.alert = (...a: unknown[]) => void frameAlerts.push(a);
      await page.click(el, act(el, 'start-decline'));
      const field = el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea.note')!;
      expect(el.shadowRoot!.activeElement, `focus in the note, not ${describeEl(deepActive())}`).to.equal(
        field,
      );
      await typeText(el, NOTE);
      expect(field.value, 'the note as typed').to.equal(NOTE);
      await page.click(el, act(el, 'decline'));
      await until(() => el.reason === 'declined', 'the receipt');
      const [sent] = await received(run);
      expect((sent.body as unknown as { note?: string }).note, 'the note delivered').to.equal(NOTE);
      text = sent.body.text;
      expect(text).to.equal(`${DECLINED_WORDS.en} — ${NOTE_IN_TEXT}`);
      expectNote(el, NOTE);

      // the page reloads: the receipt comes back from the stored record, the note with it
      el = await page.reload();
      page.frame.contentWindow!.alert = (...a: unknown[]) => void frameAlerts.push(a);
      expect(el.reason).to.equal('declined');
      expectNote(el, NOTE);
      expect(await received(run), 'nothing sent again').to.have.length(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(frameAlerts, 'no script ran from the note').to.deep.equal([]);
    } finally {
      page.frame.remove();
    }

    // a transcript reloaded from the server: the declined text it holds, read back (no record here)
    fresh();
    const { el } = await mountData(JSON.stringify(ASK), { attrs: { 'answered-by': text } });
    await until(() => el.reason === 'declined', 'the restored receipt');
    expectNote(el, NOTE);
    await new Promise((r) => setTimeout(r, 100));
    expect(alerts).to.deep.equal([]);
  });

  it('a decline without a note shows its status alone, as before', async () => {
    const { el } = await mountData(JSON.stringify(ASK));
    expect(el.decline('  ')).to.equal(true);
    await settle(el);
    expect(el.reason).to.equal('declined');
    expect(noteOf(el)).to.equal(null);
    expect(el.shadowRoot!.querySelector('.receipt')!.hasAttribute('aria-describedby')).to.equal(false);
    expect(shownText(el)).to.equal('Declined');
  });

  it('the way out, a note in right-to-left text and a long one: isolated, wrapped at the card edge', async () => {
    // a format without a decline of its own: the receipt says the user answers in the chat
    const rtl = 'אענה בצ׳אט מחר בבוקר';
    const vance =
      'id: note-way-out\nquestions:\n  - key: db\n    text: Which database?\n    kind: choice\n    options: [PostgreSQL, SQLite]\n';
    const a = (await mountData(vance, { text: true })).el;
    expect(a.decline(rtl)).to.equal(true);
    await settle(a);
    expectNote(a, rtl, 'Answering in the chat');
    await expect(a).to.be.accessible();
    expect(noteOf(a)!.matches(':dir(rtl)'), 'the note runs right to left').to.equal(true);
    expect(
      a.shadowRoot!.querySelector('.receipt')!.matches(':dir(ltr)'),
      'the card stays left to right',
    ).to.equal(true);

    const long = `${'x'.repeat(400)} ${'word '.repeat(80)}`.trim();
    const b = (await mountData(JSON.stringify(ASK), { style: 'width: 320px' })).el;
    expect(b.decline(long)).to.equal(true);
    await settle(b);
    expectNote(b, long);
    const card = b.shadowRoot!.querySelector<HTMLElement>('.receipt')!;
    expect(card.scrollWidth, 'nothing runs past the card').to.be.at.most(card.clientWidth);
    expect(noteOf(b)!.getBoundingClientRect().height, 'wrapped over several lines').to.be.above(60);
  });
});

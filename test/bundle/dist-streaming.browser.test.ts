/**
 * Issue 41 (E), point 1, on the built script-tag bundle: questions while the body still streams.
 * A body arriving as text nodes, through `data`, and as one text node a framework patches in
 * place: each question shows once its bytes are all there, the user answers the first while the
 * second is arriving, the step past the last complete question and Send wait, nothing is sent or
 * stored before the body completes, and the answers sent carry the final set's id. An answered
 * question that changed loses its answer, with a notice. On the built entry (test/builds.ts).
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { forEachBuild, useBuild } from '../builds.js';
import { clickOn, settle } from '../elements/helpers.js';
import { SET } from './streamed-set.js';

const { exports: bundle } = await useBuild('dist');

const BODY = JSON.stringify(SET, null, 2);
/** Where each question's bytes end (its closing brace). */
const ENDS = [0, 1, 2].map((i) => {
  let at = -1;
  for (let n = 0; n <= i; n++) at = BODY.indexOf('\n    }', at + 1);
  return at + '\n    }'.length;
});

const root = (el: QuestionSetElement) => el.shadowRoot!;
const rows = (el: QuestionSetElement) => [...root(el).querySelectorAll<HTMLElement>('[role="radio"]')];
const heading = (el: QuestionSetElement) => root(el).querySelector<HTMLElement>('.step [role="heading"]');
const primary = (el: QuestionSetElement) => root(el).querySelector<HTMLButtonElement>('button.primary');
const placeholder = (el: QuestionSetElement) => root(el).querySelector('[part~="placeholder"]');

const row = (el: QuestionSetElement, label: string) => {
  const found = rows(el).find((r) => r.textContent?.includes(label));
  if (!found) throw new Error(`no option ${label}; shown: ${root(el).textContent}`);
  return found;
};

/** The answers, change and open events and the sessionStorage writes while a test runs. */
function watch() {
  const answers: CustomEvent[] = [];
  const changes: CustomEvent[] = [];
  const opens: CustomEvent[] = [];
  const onAnswers = (e: Event) => answers.push(e as CustomEvent);
  const onChange = (e: Event) => changes.push(e as CustomEvent);
  const onOpen = (e: Event) => opens.push(e as CustomEvent);
  document.addEventListener('question-answers', onAnswers);
  document.addEventListener('question-change', onChange);
  document.addEventListener('question-open', onOpen);
  const keys = () => JSON.stringify(Object.keys(sessionStorage).sort());
  const storedBefore = keys();
  return {
    answers,
    changes,
    opens,
    stored: () => keys() !== storedBefore,
    stop() {
      document.removeEventListener('question-answers', onAnswers);
      document.removeEventListener('question-change', onChange);
      document.removeEventListener('question-open', onOpen);
    },
  };
}

async function element(attrs: Record<string, string> = { streaming: '' }): Promise<QuestionSetElement> {
  const el = document.createElement('question-set') as QuestionSetElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const box = document.createElement('div');
  box.style.width = '560px';
  box.append(el);
  document.body.append(box);
  await settle(el);
  return el;
}

/** The set id a one-shot body gets. */
async function finalId(body: string): Promise<string> {
  const el = await element({});
  el.data = body;
  await settle(el);
  const id = el.set!.id;
  el.parentElement!.remove();
  bundle.forgetAll();
  return id;
}

/** The whole answering, with the body fed by `feed(to)` up to character `to`. */
async function answerWhileStreaming(el: QuestionSetElement, feed: (to: number) => Promise<void> | void) {
  const events = watch();
  try {
    // nothing before question 1's bytes are all there: no half question, ever
    for (let to = 1; to < ENDS[0]; to += 23) {
      await feed(to);
      await settle(el);
      expect(rows(el), `${to} characters`).to.have.length(0);
      expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    }
    expect(events.opens, 'question-open waits for an answerable question').to.have.length(0);
    await feed(ENDS[0]);
    await settle(el);
    expect(placeholder(el)).to.equal(null);
    // SPEC §6: question-open carries the id the set is answered with; this set has none of its own
    // (its id is derived from the whole set), so its opening waits for the body's end (issue 49 §2.5)
    expect(events.opens, 'no question-open with a partial set’s id').to.have.length(0);
    expect(heading(el)?.textContent).to.include('Which region?');
    expect(rows(el)).to.have.length(2);
    // the step past the last complete question waits
    expect(primary(el)?.getAttribute('aria-disabled')).to.equal('true');
    expect(primary(el)?.textContent?.trim()).to.equal('More questions on the way…');
    // the question's place in the card (the page may scroll under the pointer)
    const place = () => heading(el)!.getBoundingClientRect().top - el.getBoundingClientRect().top;
    const still = () =>
      Promise.all(
        root(el)
          .getAnimations()
          .map((a) => a.finished),
      );
    await still();
    const top = place();
    const shownFirst = heading(el);
    const height = el.getBoundingClientRect().height;

    // the user answers question 1 while question 2 arrives
    await clickOn(el, row(el, 'America'));
    expect(row(el, 'America').getAttribute('aria-checked')).to.equal('true');
    await clickOn(el, primary(el)!);
    expect(heading(el)?.textContent, 'Next waits at the last complete question').to.include('Which region?');
    await feed(ENDS[1] - 5);
    await settle(el);
    expect(primary(el)?.getAttribute('aria-disabled')).to.equal('true');
    await feed(ENDS[1]);
    await settle(el);
    // the same question, the same element: nothing replays, nothing above it moves
    expect(heading(el), 'the question is not made again').to.equal(shownFirst);
    // (transitions may run: the progress bar's width, the button's colour)
    const replays = root(el)
      .getAnimations()
      .filter((a) => a instanceof CSSAnimation);
    expect(replays, 'no animation replays').to.deep.equal([]);
    expect(place(), 'nothing above the question moves').to.equal(top);
    expect(el.getBoundingClientRect().height).to.be.at.least(height);
    expect(row(el, 'America').getAttribute('aria-checked'), 'the answer stays').to.equal('true');
    expect(primary(el)?.getAttribute('aria-disabled')).to.equal(null);
    await clickOn(el, primary(el)!);
    expect(heading(el)?.textContent).to.include('Which size?');
    await clickOn(el, row(el, 'Small'));

    // the rest arrives, every byte of it: the last question shows, but Send waits for the stream's end
    await feed(BODY.length);
    await settle(el);
    await clickOn(el, primary(el)!);
    expect(heading(el)?.textContent).to.include('Which tier?');
    await clickOn(el, row(el, 'Paid'));
    await clickOn(el, primary(el)!);
    expect(root(el).querySelector('[part~="overview"]'), 'no overview while streaming').to.equal(null);
    expect(el.submit()).to.equal(false);
    expect(events.answers, 'nothing is sent before the body completes').to.have.length(0);
    expect(events.changes, 'no change event carries a set id that is not the final one').to.have.length(0);
    expect(events.stored(), 'nothing stored while the body streams').to.equal(false);

    expect(events.opens, 'no question-open as the body grows').to.have.length(0);

    el.removeAttribute('streaming');
    await settle(el);
    expect(events.opens, 'question-open once the body is whole, with the final id').to.have.length(1);
    expect(events.opens[0].detail.setId).to.equal(el.set!.id);
    expect(events.changes.length, 'the draft, now the final set’s').to.equal(1);
    expect(events.changes[0].detail.setId).to.equal(el.set!.id);
    await clickOn(el, primary(el)!);
    expect(root(el).querySelector('[part~="overview"]')).to.not.equal(null);
    await clickOn(el, primary(el)!);
    expect(events.answers).to.have.length(1);
    const detail = events.answers[0].detail as { setId: string; text: string };
    expect(detail.setId).to.equal(await finalId(BODY));
    expect(events.opens[0].detail.setId, 'question-open and question-answers name one set').to.equal(
      detail.setId,
    );
    expect(detail.text).to.equal('- Which region? → America\n- Which size? → Small\n- Which tier? → Paid');
  } finally {
    events.stop();
  }
}

await forEachBuild('questions while the body streams (issue 41)', () => {
  beforeEach(() => bundle.forgetAll());
  afterEach(() => {
    document.querySelectorAll('question-set').forEach((el) => el.parentElement!.remove());
    bundle.forgetAll();
  });

  it('through text nodes appended as they arrive', async () => {
    const el = await element();
    let fed = 0;
    await answerWhileStreaming(el, (to) => {
      el.append(document.createTextNode(BODY.slice(fed, to)));
      fed = to;
    });
  });

  it('through the `data` property', async () => {
    const el = await element();
    await answerWhileStreaming(el, (to) => {
      el.data = BODY.slice(0, to);
    });
  });

  it('through one text node a framework patches in place', async () => {
    const el = await element();
    const node = document.createTextNode('');
    el.append(node);
    await answerWhileStreaming(el, (to) => {
      node.data = BODY.slice(0, to);
    });
  });

  it('an answered question that changed before the body completed loses its answer, with a notice', async () => {
    const events = watch();
    const el = await element();
    el.data = BODY.slice(0, ENDS[1]);
    await settle(el);
    await clickOn(el, row(el, 'America'));
    // the agent's final body asks question 1 differently
    const changed = BODY.replace('"America"', '"The Americas"');
    el.data = changed;
    el.removeAttribute('streaming');
    await settle(el);
    // the shared notice (Session.dropped), at the question whose answer went, heard as a status
    const notice = root(el).querySelector('.dropped');
    expect(notice?.textContent).to.equal('The questions were updated, so your earlier answer was cleared');
    expect(notice?.getAttribute('role')).to.equal('status');
    expect(notice?.closest('.question')?.textContent).to.include('Which region?');
    expect(rows(el).every((r) => r.getAttribute('aria-checked') !== 'true')).to.equal(true);
    expect(el.answers.filter((a) => a.questionId === el.set!.questions[0].id)).to.deep.equal([]);
    // it goes once the question is answered again
    await clickOn(el, row(el, 'Europe'));
    expect(root(el).querySelector('.dropped')).to.equal(null);
    expect(events.answers).to.have.length(0);
    events.stop();
  });

  // issue 49: a host that has chunks, not the whole text so far
  it('through write(): each chunk once', async () => {
    const el = await element();
    let fed = 0;
    await answerWhileStreaming(el, (to) => {
      el.write(BODY.slice(fed, to));
      fed = to;
    });
    expect(el.data, 'the whole text is the body once the stream ends').to.equal(BODY);
  });

  it('through the writable: bytes piped through a TextDecoderStream, closed when whole', async () => {
    const events = watch();
    const el = await element({});
    // the bytes as a fetch's body gives them, cut inside a multi-byte character
    const bytes = new TextEncoder().encode(BODY.replace('Which tier?', 'Which tier — ü?'));
    let source!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (source = c) });
    const piped = new Response(body).body!.pipeThrough(new TextDecoderStream()).pipeTo(el.writable);
    const cut = new TextEncoder().encode(BODY.slice(0, ENDS[1])).length;
    source.enqueue(bytes.slice(0, cut - 7));
    source.enqueue(bytes.slice(cut - 7, cut));
    await new Promise((r) => setTimeout(r, 50));
    await settle(el);
    expect(el.streaming, 'writing makes it stream').to.equal(true);
    expect(el.set?.questions.map((q) => q.text)).to.deep.equal(['Which region?', 'Which size?']);
    await clickOn(el, row(el, 'America'));
    const at = bytes.indexOf(0xc3); // ü's first byte: the chunk ends inside the character
    source.enqueue(bytes.slice(cut, at + 1));
    source.enqueue(bytes.slice(at + 1));
    await new Promise((r) => setTimeout(r, 50));
    await settle(el);
    expect(el.submit(), 'nothing is sent while it streams').to.equal(false);
    source.close();
    await piped;
    await settle(el);
    expect(el.streaming, 'closed: the body is whole').to.equal(false);
    expect(el.set?.questions[2].text).to.equal('Which tier — ü?');
    expect(
      el.answers.map((a) => a.selected),
      'the pick made while it streamed',
    ).to.deep.equal([['2']]);
    expect(events.answers).to.have.length(0);
    events.stop();
  });

  it('the way out taken while the body streams is remembered, said, and goes once it is whole (§2.3)', async () => {
    const declines: CustomEvent[] = [];
    const onDecline = (e: Event) => declines.push(e as CustomEvent);
    document.addEventListener('question-decline', onDecline);
    try {
      const el = await element();
      el.data = BODY.slice(0, ENDS[0]);
      await settle(el);
      const wayOut = () =>
        [...root(el).querySelectorAll<HTMLButtonElement>('.leave button')].find((b) =>
          b.textContent?.includes('Answer in chat instead'),
        );
      expect(wayOut()?.getAttribute('aria-disabled'), 'it looks usable: it acts').to.equal(null);
      await clickOn(el, wayOut()!);
      expect(declines, 'the event waits for the whole body').to.have.length(0);
      // it no longer looks usable, and says why beside itself
      expect(wayOut()?.getAttribute('aria-disabled')).to.equal('true');
      const why = root(el).querySelector(`#${wayOut()!.getAttribute('aria-describedby')}`);
      expect(why?.textContent).to.equal(
        'You will answer in the chat: this goes once the questions have arrived',
      );
      expect(why?.getAttribute('role')).to.equal('status');
      await clickOn(el, wayOut()!);
      // the body grows: the click is still remembered
      el.data = BODY.slice(0, ENDS[1]);
      await settle(el);
      expect(wayOut()?.getAttribute('aria-disabled')).to.equal('true');
      expect(declines).to.have.length(0);
      // the host ends the stream (here the whole body came; a writable closed or aborted does the same)
      el.data = BODY;
      el.streaming = false;
      await settle(el);
      await settle(el);
      expect(declines, 'one decline, with the id of the set as a whole').to.have.length(1);
      expect(declines[0].detail.setId).to.equal(await finalId(BODY));
      expect(el.state).to.equal('closed');
    } finally {
      document.removeEventListener('question-decline', onDecline);
    }
  });

  it('a new writable after one closed: another body', async () => {
    const el = await element({});
    const writer = el.writable.getWriter();
    await writer.write(BODY);
    await writer.close();
    await settle(el);
    expect(el.set?.questions).to.have.length(3);
    const again = el.writable.getWriter();
    await again.write(BODY.slice(0, ENDS[0]));
    await settle(el);
    expect(el.streaming).to.equal(true);
    expect(el.set?.questions).to.have.length(1);
    await again.abort(new Error('the agent was cancelled'));
    await settle(el);
    expect(el.streaming, 'aborted: the stream ends').to.equal(false);
  });
});

/** A vance set of three questions in a fence, as an agent's message carries it. */
const FENCED = [
  '```questions',
  'id: trip',
  'questions:',
  '  - key: region',
  '    text: Which region?',
  '    kind: choice',
  '    options: [Europe, America]',
  '  - key: size',
  '    text: Which size?',
  '    kind: choice',
  '    options: [Small, Large]',
  '  - key: tier',
  '    text: Which tier?',
  '    kind: choice',
  '    options: [Free, Paid]',
  '```',
  '',
].join('\n');

await forEachBuild('a text source shows its last question while it streams (issue 49 §2.1)', () => {
  beforeEach(() => bundle.forgetAll());
  afterEach(() => {
    document.querySelectorAll('question-set').forEach((el) => el.parentElement!.remove());
    bundle.forgetAll();
  });

  /** Feeds FENCED in chunks of 9 characters; the count of questions shown once the closing fence and its newline are there. */
  async function shownAtEnd(el: QuestionSetElement, feed: (text: string) => void): Promise<number> {
    for (let to = 9; to < FENCED.length + 9; to += 9) {
      feed(FENCED.slice(0, Math.min(to, FENCED.length)));
      await settle(el);
    }
    expect(el.streaming).to.equal(true);
    return el.set?.questions.length ?? 0;
  }

  it('the element’s text', async () => {
    const el = await element();
    const node = document.createTextNode('');
    el.append(node);
    expect(await shownAtEnd(el, (t) => (node.data = t))).to.equal(3);
  });

  it('a <script type="application/yaml"> child', async () => {
    const el = await element();
    const script = document.createElement('script');
    script.type = 'application/yaml';
    el.append(script);
    expect(await shownAtEnd(el, (t) => (script.textContent = t))).to.equal(3);
  });

  it('a set with an id of its own opens at its first question, with the id it is answered with (§2.5)', async () => {
    const events = watch();
    const el = await element();
    // question 1 is whole once the next item's dash begins
    const cut = FENCED.indexOf('  - key: size') + 3;
    el.write(FENCED.slice(0, cut));
    for (let i = 0; i < 5 && !el.set; i++) await new Promise((r) => setTimeout(r, 20)).then(() => settle(el));
    expect(events.opens.map((e) => e.detail.setId)).to.deep.equal(['trip']);
    await clickOn(el, row(el, 'America'));
    el.write(FENCED.slice(cut));
    el.streaming = false;
    await settle(el);
    expect(events.opens, 'one opening').to.have.length(1);
    await clickOn(el, primary(el)!);
    await clickOn(el, row(el, 'Small'));
    await clickOn(el, primary(el)!);
    await clickOn(el, row(el, 'Free'));
    await clickOn(el, primary(el)!);
    await clickOn(el, primary(el)!);
    expect(events.answers.map((e) => e.detail.setId)).to.deep.equal(['trip']);
    events.stop();
  });

  it('an answer the final body cleared: the user meets it on the step they are on, in the overview and the live region; never sent as a choice they did not make (§2.2)', async () => {
    const events = watch();
    const el = await element();
    el.data = FENCED;
    await settle(el);
    await clickOn(el, row(el, 'America'));
    await clickOn(el, primary(el)!);
    await clickOn(el, row(el, 'Small'));
    await clickOn(el, primary(el)!);
    expect(heading(el)?.textContent).to.include('Which tier?');
    // the final body renames question 1's options while the user is on step 3
    el.data = FENCED.replace('[Europe, America]', '[Europe, The Americas]');
    el.streaming = false;
    await settle(el);
    const CLEARED = 'Your answer to “Which region?” was cleared: the questions changed';
    const live = () => root(el).querySelector('[role="status"][aria-live="polite"]')?.textContent?.trim();
    const notice = () => root(el).querySelector<HTMLButtonElement>('button.dropped');
    // the step the user is on: a notice naming the question, which goes to it
    expect(heading(el)?.textContent, 'the user stays where they were').to.include('Which tier?');
    expect(notice()?.textContent?.trim()).to.equal(CLEARED);
    expect(notice()!.getBoundingClientRect().height, 'seen').to.be.greaterThan(0);
    expect(live(), 'heard').to.equal(`${CLEARED} Question 3 of 3`);
    // the overview: the row says it was cleared, not "later"
    await clickOn(el, row(el, 'Free'));
    await clickOn(el, primary(el)!);
    const overviewRow = [...root(el).querySelectorAll('[part~="overview"] li')].find((li) =>
      li.textContent?.includes('Which region?'),
    );
    expect(overviewRow?.querySelector('.a')?.textContent?.trim()).to.equal('Cleared');
    expect(overviewRow?.textContent).to.not.include('later');
    expect(live()).to.equal(`${CLEARED} Review your answers`);
    await clickOn(el, primary(el)!);
    expect(events.answers, 'question 1 is not sent as "later"').to.have.length(0);
    const alert = root(el).querySelector('[role="alert"]');
    expect(alert?.textContent, 'the user meets it where Send is').to.include('Which region?');
    // back on step 3, the notice takes the user to the question, which says it too
    await clickOn(el, root(el).querySelector<HTMLElement>('button[data-act="back"]')!);
    expect(heading(el)?.textContent).to.include('Which tier?');
    await clickOn(el, notice()!);
    expect(heading(el)?.textContent).to.include('Which region?');
    expect(notice(), 'no line for the question on screen').to.equal(null);
    expect(root(el).querySelector('.question .dropped')?.textContent).to.equal(
      'The questions were updated, so your earlier answer was cleared',
    );
    await clickOn(el, row(el, 'The Americas'));
    expect(root(el).querySelector('.dropped'), 'answered again: said no more').to.equal(null);
    expect(live()).to.equal('Question 1 of 3');
    for (let i = 0; i < 3; i++) await clickOn(el, primary(el)!);
    await clickOn(el, primary(el)!);
    expect(events.answers).to.have.length(1);
    expect(events.answers[0].detail.text).to.equal(
      '- Which region? → The Americas\n- Which size? → Small\n- Which tier? → Free',
    );
    events.stop();
  });

  it('`data` and write(), the same bytes', async () => {
    const el = await element();
    expect(await shownAtEnd(el, (t) => (el.data = t))).to.equal(3);
    const written = await element();
    let fed = 0;
    expect(
      await shownAtEnd(written, (t) => {
        written.write(t.slice(fed));
        fed = t.length;
      }),
    ).to.equal(3);
  });
});

/**
 * An agent's response from the test server (test/bundle/wtr-delivery.mjs): it starts with `text`,
 * then breaks (`drop`, once `end()` is called) or never ends (`hang`).
 */
function agent(text: string, how: 'drop' | 'hang') {
  const run = `stream-${Math.random().toString(36).slice(2)}`;
  return {
    url: `/__delivery__/${run}/stream-${how}`,
    init: { method: 'POST', body: text },
    end: () => fetch(`/__delivery__/${run}/end`),
  };
}

/** The code of the first `js` block after `heading` in a doc, loaded as the page's own. */
async function docRecipe<T>(doc: string, heading: string): Promise<T> {
  const page = await (await fetch(doc)).text();
  const from = page.indexOf(heading);
  expect(from, `${doc} has "${heading}"`).to.be.greaterThan(0);
  const code = /```js\n([\s\S]*?)```/.exec(page.slice(from))![1];
  return (await import(
    /* @vite-ignore */ URL.createObjectURL(new Blob([code], { type: 'text/javascript' }))
  )) as T;
}

/** Waits, a frame at a time, until `ready()` holds (chunks of the bundle, bytes of a response). */
async function until(el: QuestionSetElement, ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300 && !ready(); i++) {
    await settle(el);
    await new Promise((r) => requestAnimationFrame(r));
  }
  expect(ready(), what).to.equal(true);
}

const wayOut = (el: QuestionSetElement) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('.leave button')].find((b) =>
    b.textContent?.includes('Answer in chat instead'),
  );

describe('the built bundle: a stream that ends broken, or never (issue 49 §2.3, §2.4)', () => {
  beforeEach(() => bundle.forgetAll());
  afterEach(() => {
    document.querySelectorAll('question-set').forEach((el) => el.parentElement!.remove());
    bundle.forgetAll();
  });

  it('the response breaks mid-body: the picks stay and are listed under the error, nothing is sent, the way out acts', async () => {
    const events = watch();
    const errors: Event[] = [];
    const declines: CustomEvent[] = [];
    document.addEventListener('question-error', (e) => errors.push(e));
    document.addEventListener('question-decline', (e) => declines.push(e as CustomEvent));
    try {
      const el = await element({});
      // questions 1 and 2 whole, question 3 cut inside its label
      const response = agent(BODY.slice(0, ENDS[1] + 40), 'drop');
      const piped = (await fetch(response.url, response.init))
        .body!.pipeThrough(new TextDecoderStream())
        .pipeTo(el.writable);
      await until(el, () => el.set?.questions.length === 2, 'questions 1 and 2 show while it streams');
      await clickOn(el, row(el, 'America'));
      await clickOn(el, primary(el)!);
      await clickOn(el, row(el, 'Large'));
      await response.end();
      // the connection goes mid-response: the body errors (Chromium, Firefox) or ends (WebKit), and the
      // pipe aborts or closes the writable; either way the stream has ended
      await piped.catch(() => {});
      await until(el, () => !el.streaming && !!el.error, 'the stream ended, broken');
      expect(errors, 'question-error, once').to.have.length(1);
      const panel = root(el).querySelector('[role="alert"]')!;
      expect(panel.textContent).to.include('These questions could not be shown.');
      // what was kept, said under the error: the picks
      const kept = [...panel.querySelectorAll('li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
      expect(kept).to.deep.equal(['Which region? → America', 'Which size? → Large']);
      expect(panel.textContent).to.include('Your answers so far, kept for when the questions come again:');
      expect(el.answers.map((a) => a.selected)).to.deep.equal([['2'], ['2']]);
      expect(root(el).querySelector('[role="radio"]'), 'never half a wizard').to.equal(null);
      expect(el.submit(), 'a broken body sends nothing').to.equal(false);
      // the way out looks usable and is: it goes now, with the set as it stood
      expect(wayOut(el)?.getAttribute('aria-disabled')).to.equal(null);
      await clickOn(el, wayOut(el)!);
      expect(declines).to.have.length(1);
      expect(declines[0].detail.format).to.equal('structured');
      expect(declines[0].detail.setId).to.be.a('string').and.not.equal('');
      expect(el.state).to.equal('closed');
      expect(root(el).textContent).to.include('Answering in the chat');
      expect(root(el).querySelector('[role="alert"]'), 'the receipt stands for the error').to.equal(null);
      expect(events.answers).to.have.length(0);
    } finally {
      events.stop();
    }
  });

  it('the same element given the body again (the host retries) shows the picks made before it broke', async () => {
    const el = await element({});
    const response = agent(BODY.slice(0, ENDS[1] + 40), 'drop');
    const piped = (await fetch(response.url, response.init))
      .body!.pipeThrough(new TextDecoderStream())
      .pipeTo(el.writable);
    await until(el, () => el.set?.questions.length === 2, 'questions 1 and 2 show');
    await clickOn(el, row(el, 'America'));
    await response.end();
    await piped.catch(() => {});
    await until(el, () => !!el.error, 'broken');
    // the retry streams the whole body into the same element
    const again = el.writable.getWriter();
    await again.write(BODY.slice(0, ENDS[0] + 3));
    await until(el, () => rows(el).length === 2, 'question 1 shows again');
    expect(root(el).querySelector('[role="alert"]'), 'streaming again: no error').to.equal(null);
    expect(row(el, 'America').getAttribute('aria-checked'), 'the pick, while it streams again').to.equal(
      'true',
    );
    await again.write(BODY.slice(ENDS[0] + 3));
    await again.close();
    await settle(el);
    expect(el.error).to.equal(undefined);
    expect(row(el, 'America').getAttribute('aria-checked'), 'the pick, once whole').to.equal('true');
    expect(el.answers.map((a) => a.selected)).to.deep.equal([['2']]);
  });

  it('a stream that never completes: the host ends it as docs/lifecycle.md says, and the way out taken meanwhile goes then', async () => {
    const { streamInto } = await docRecipe<{
      streamInto(el: HTMLElement, url: string, init: RequestInit): () => void;
    }>('/docs/lifecycle.md', '**A stream that never completes.**');
    const declines: CustomEvent[] = [];
    document.addEventListener('question-decline', (e) => declines.push(e as CustomEvent));
    const el = await element({});
    // the agent writes question 1 and a few characters more, then nothing, ever
    const hanging = agent(BODY.slice(0, ENDS[0] + 12), 'hang');
    const stop = streamInto(el, hanging.url, hanging.init);
    await until(el, () => rows(el).length === 2, 'question 1 shows');
    expect(primary(el)?.textContent?.trim()).to.equal('More questions on the way…');
    await clickOn(el, row(el, 'Europe'));
    expect(wayOut(el)?.getAttribute('aria-disabled'), 'it acts while the body streams').to.equal(null);
    await clickOn(el, wayOut(el)!);
    expect(declines, 'remembered, not sent while it streams').to.have.length(0);
    expect(wayOut(el)?.getAttribute('aria-disabled'), 'said as waiting, not usable twice').to.equal('true');
    // the agent was cancelled: the host ends the stream
    stop();
    await until(el, () => !el.streaming && declines.length === 1, 'the way out goes as the stream ends');
    expect(declines[0].detail.format).to.equal('structured');
    expect(el.state).to.equal('closed');
    expect(root(el).textContent).to.include('Answering in the chat');
    expect(root(el).textContent).to.not.include('More questions on the way');
  });
});

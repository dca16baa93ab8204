/**
 * Issue 4, item 4: `state` open / answered / closed; a newer open set closes the older one in the
 * same scope (a `scope` attribute or the nearest `[question-scope]` bounds it, `scope="none"` opts
 * out); the host closes a set or restores an answered one; shiitake asks show live / parked, who
 * they wait on and a countdown, and at expiry close with the draft visible and copyable and
 * nothing sent; host-set terminal reasons show as such.
 */
import '../../src/index.js';
import { expect, fixture, html } from '@open-wc/testing';
import { forgetAll } from '../../src/elements.js';
import {
  $,
  actionable,
  button,
  buttonsNamed as buttons,
  canonical,
  clickOn,
  container,
  mount,
  optionRows,
  record,
  settle,
  shownText,
  step,
  typeFree,
  wordsOf,
} from '../elements/helpers.js';
import { CARD, WIZARD, ask } from './bodies.js';

/** Polls `test` every 50 ms until it holds; fails after `ms`. */
async function until(test: () => boolean, ms: number, what: string): Promise<void> {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The same wizard under another set id, so several can stand in one document. */
const wizard = (id: string) => WIZARD.replace('id: lifecycle-wizard', `id: ${id}`);

describe('lifecycle', () => {
  beforeEach(() => forgetAll());
  afterEach(() => forgetAll());

  describe('scopes', () => {
    it('a newer open set in the same document closes the older one', async () => {
      const parent = await container();
      const older = await mount(wizard('older'), { parent });
      expect(older.state).to.equal('open');
      const newer = await mount(wizard('newer'), { parent });
      await settle(older);
      expect(newer.state).to.equal('open');
      expect(older.state).to.equal('closed');
      expect(older.getAttribute('state')).to.equal('closed');
      expect(optionRows(older), 'the older set takes no answers').to.have.length(0);
      expect(older.submit()).to.equal(false);
    });

    it('an older set closed by a newer one keeps its draft (not listed: it was never sent) and sends nothing', async () => {
      const events = record();
      const parent = await container();
      const older = await mount(wizard('older-draft'), { parent });
      await clickOn(older, optionRows(older)[2]);
      await mount(wizard('newer-draft'), { parent });
      await settle(older);
      expect(older.state).to.equal('closed');
      // one muted line says why (issue 16): the draft nobody sent is not listed as an answer
      expect(shownText(older)).to.include(wordsOf(older).reasons.superseded);
      expect(shownText(older)).not.to.include('us-east-1');
      expect(canonical(older.answers)).to.deep.equal([
        { questionId: 'region', outcome: 'answered', selected: ['3'] },
      ]);
      expect(events.answers).to.have.length(0);
      events.stop();
    });

    it('the scope attribute bounds the competition', async () => {
      const parent = await container();
      const a = await mount(wizard('scope-a'), { parent, attrs: { scope: 'left' } });
      const b = await mount(wizard('scope-b'), { parent, attrs: { scope: 'right' } });
      await settle(a);
      expect([a.state, b.state], 'different scopes').to.deep.equal(['open', 'open']);
      const c = await mount(wizard('scope-c'), { parent, attrs: { scope: 'left' } });
      await settle(a);
      await settle(b);
      expect([a.state, b.state, c.state], 'c closes a, not b').to.deep.equal(['closed', 'open', 'open']);
    });

    it('the nearest [question-scope] ancestor bounds the competition', async () => {
      const page = await fixture<HTMLDivElement>(html`
        <div>
          <div question-scope id="one"></div>
          <div question-scope id="two"></div>
          <div id="plain"></div>
        </div>
      `);
      const one = page.querySelector<HTMLElement>('#one')!;
      const two = page.querySelector<HTMLElement>('#two')!;
      const plain = page.querySelector<HTMLElement>('#plain')!;
      const a = await mount(wizard('qs-a'), { parent: one });
      const b = await mount(wizard('qs-b'), { parent: two });
      const d = await mount(wizard('qs-d'), { parent: plain });
      await settle(a);
      expect([a.state, b.state, d.state], 'three scopes').to.deep.equal(['open', 'open', 'open']);
      const c = await mount(wizard('qs-c'), { parent: one });
      await settle(a);
      expect([a.state, b.state, c.state, d.state]).to.deep.equal(['closed', 'open', 'open', 'open']);
    });

    it('scope="none" opts out on either side', async () => {
      const parent = await container();
      const a = await mount(wizard('none-a'), { parent, attrs: { scope: 'none' } });
      const b = await mount(wizard('none-b'), { parent });
      const c = await mount(wizard('none-c'), { parent, attrs: { scope: 'none' } });
      await settle(a);
      await settle(b);
      expect([a.state, b.state, c.state]).to.deep.equal(['open', 'open', 'open']);
    });

    it('a newer set still streaming does not close the older one until it has arrived', async () => {
      const parent = await container();
      const older = await mount(wizard('stream-older'), { parent });
      const newer = await mount(wizard('stream-newer').slice(0, 40), { parent, attrs: { streaming: '' } });
      await settle(older);
      expect(older.state, 'while the newer one streams').to.equal('open');
      (newer.firstChild as Text).data = wizard('stream-newer');
      newer.removeAttribute('streaming');
      await settle(newer);
      await settle(older);
      expect([older.state, newer.state]).to.deep.equal(['closed', 'open']);
    });

    it('an older set closed by a newer one stays closed when a framework re-creates it after the newer one was answered', async () => {
      const events = record();
      const parent = await container();
      const slotA = document.createElement('div');
      const slotB = document.createElement('div');
      parent.append(slotA, slotB);
      const older = await mount(wizard('superseded'), { parent: slotA });
      const newer = await mount(CARD, { parent: slotB });
      await settle(older);
      expect(older.state).to.equal('closed');
      await clickOn(newer, optionRows(newer)[0]);
      expect(newer.state).to.equal('answered');
      older.remove();
      const again = await mount(wizard('superseded'), { parent: slotA });
      expect(again.state, 'the re-created older set').to.equal('closed');
      expect(optionRows(again), 'takes no answers').to.have.length(0);
      expect(events.answers).to.have.length(1);
      events.stop();
    });

    it('answered and closed sets are not closed again, and do not close newer ones', async () => {
      const parent = await container();
      const a = await mount(CARD, { parent });
      await clickOn(a, optionRows(a)[0]);
      expect(a.state).to.equal('answered');
      const b = await mount(wizard('after-answered'), { parent });
      await settle(a);
      expect(a.state).to.equal('answered');
      expect(b.state).to.equal('open');
    });
  });

  describe('host control', () => {
    it('state="closed" from the host closes the set: read-only, nothing sent', async () => {
      const events = record();
      const el = await mount(WIZARD);
      await clickOn(el, optionRows(el)[0]);
      el.setAttribute('state', 'closed');
      await settle(el);
      expect($(el, '[part~="receipt"]')).to.not.equal(null);
      expect(shownText(el)).to.include('Closed');
      expect(optionRows(el)).to.have.length(0);
      expect(el.submit()).to.equal(false);
      expect(events.answers).to.have.length(0);
      events.stop();
    });

    it('the host restores an answered set: the answers setter and state="answered" show the receipt, no event', async () => {
      const events = record();
      const restored = [
        { questionId: 'region', outcome: 'answered' as const, selected: ['2'] },
        { questionId: 'retention', outcome: 'answered' as const, selected: [] },
        { questionId: 'notes', outcome: 'answered' as const, selected: [], text: 'from the server' },
      ];
      const el = await mount(WIZARD);
      el.answers = restored;
      el.state = 'answered';
      await settle(el);
      expect($(el, '[part~="receipt"]')).to.not.equal(null);
      expect(shownText(el)).to.include('eu-west-1');
      expect(shownText(el)).to.include('from the server');
      expect(shownText(el)).to.include('Sent');
      expect(canonical(el.answers)).to.deep.equal(canonical(restored));
      // read-only: nothing to answer or send with, and answers delivered before need no copy button
      expect(
        actionable(el).map((e) => e.localName),
        'read-only',
      ).to.deep.equal([]);
      expect(buttons(el, 'Copy answers')).to.have.length(0);
      expect(el.submit()).to.equal(false);
      expect(events.answers).to.have.length(0);
      events.stop();
    });

    it('a restore written as HTML (state="answered" before the body is read) works too', async () => {
      const events = record();
      const parent = await container();
      const el = document.createElement('question-set');
      el.setAttribute('state', 'answered');
      el.append(document.createTextNode(CARD));
      parent.append(el);
      el.answers = [{ questionId: 'go', outcome: 'answered', selected: ['2'] }];
      await settle(el);
      expect(el.state).to.equal('answered');
      expect(shownText(el)).to.include('No');
      expect(optionRows(el)).to.have.length(0);
      expect(events.answers).to.have.length(0);
      events.stop();
    });

    it('a restored answered set does not close the newer open one', async () => {
      const parent = await container();
      const older = document.createElement('question-set');
      older.setAttribute('state', 'answered');
      older.append(document.createTextNode(wizard('restored-old')));
      const newer = document.createElement('question-set');
      newer.append(document.createTextNode(wizard('restored-new')));
      parent.append(older, newer);
      await settle(older);
      await settle(newer);
      expect(older.state).to.equal('answered');
      expect(newer.state).to.equal('open');
    });

    for (const [reason, shown] of [
      ['declined', 'Declined'],
      ['withdrawn', 'Withdrawn'],
      ['expired', 'Expired'],
      ['cancelled', 'Cancelled'],
      ['undeliverable', 'Could not be delivered'],
    ] as const) {
      it(`reason="${reason}" shows the set as ${shown}`, async () => {
        const events = record();
        const el = await mount(WIZARD);
        el.setAttribute('reason', reason);
        await settle(el);
        expect(el.state).to.equal('closed');
        expect(shownText(el)).to.include(shown);
        expect(optionRows(el)).to.have.length(0);
        expect(el.submit()).to.equal(false);
        expect(events.answers).to.have.length(0);
        events.stop();
      });
    }
  });

  describe('shiitake OpenAsk', () => {
    it('says in words that it waits for the user, and who waits', async () => {
      const el = await mount(ask('ask-live', { name: 'Release bot' }));
      expect(shownText(el)).to.include('Waiting for you');
      expect(shownText(el)).to.include('Release bot');
    });

    it('says in words that the agent paused it', async () => {
      const el = await mount(ask('ask-parked', { status: 'parked', name: 'Nightly' }));
      expect(shownText(el)).to.include('Paused by the agent');
      expect(shownText(el)).to.include('Nightly');
    });

    it('counts down to expiresAt', async () => {
      const el = await mount(ask('ask-countdown', { expiresAt: Date.now() + 65_000 }));
      const seconds = () => {
        const m = /Expires in (\d+):(\d\d)/.exec(shownText(el));
        return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
      };
      const first = seconds();
      expect(first, 'a countdown from 1:05').to.be.within(50, 65);
      await until(() => seconds() < first, 8_000, 'the countdown to move');
      expect(seconds()).to.be.below(first);
    });

    it('a countdown of hours reads as hours and minutes, of days as days', async () => {
      const hours = await mount(ask('ask-hours', { expiresAt: Date.now() + (3 * 3600 + 30 * 60) * 1000 }));
      expect(shownText(hours)).to.match(/Expires in 3 hr (29|30) min/);
      const days = await mount(ask('ask-days', { expiresAt: Date.now() + 5 * 86_400_000 + 60_000 }));
      expect(shownText(days)).to.include('Expires in 5 days');
    });

    it('at expiry the set closes, the draft stays visible and copyable, and nothing is sent', async function () {
      this.timeout(20_000);
      const events = record();
      const el = await mount(ask('ask-expiring', { expiresAt: Date.now() + 4_000 }));
      expect(el.state, 'open before expiry (a slow machine took 4 s to mount?)').to.equal('open');
      await clickOn(el, optionRows(el)[0]);
      await clickOn(el, button(el, 'Next'));
      expect(step(el), 'moved on to the second question').to.equal(1);
      await typeFree(el, 'half a thought');
      await until(() => el.state === 'closed', 10_000, 'the set to close at expiry');
      await settle(el);
      expect(el.reason).to.equal('expired');
      expect(shownText(el)).to.include('Expired');
      expect(shownText(el), 'the draft is visible').to.include('Canary');
      expect(shownText(el)).to.include('half a thought');
      expect(buttons(el, 'Copy answers'), 'a copy button').to.have.length(1);
      expect(optionRows(el)).to.have.length(0);
      await clickOn(el, button(el, 'Copy answers'));
      expect(el.submit()).to.equal(false);
      expect(events.answers).to.have.length(0);
      expect(events.declines).to.have.length(0);
      events.stop();
    });

    it('an ask already expired when shown is closed at once', async () => {
      const events = record();
      const el = await mount(ask('ask-expired', { expiresAt: Date.now() - 1000 }));
      expect(el.state).to.equal('closed');
      expect(shownText(el)).to.include('Expired');
      expect(optionRows(el)).to.have.length(0);
      expect(events.answers).to.have.length(0);
      events.stop();
    });

    describe('with a faked clock', () => {
      const realNow = Date.now;
      afterEach(() => {
        Date.now = realNow;
      });

      it('an answer given after expiresAt, before the next tick, is not sent', async () => {
        const events = record();
        const start = realNow();
        const el = await mount(
          JSON.stringify({
            askId: 'ask-clock',
            questions: [
              {
                id: 'go',
                header: '',
                question: 'Go?',
                options: [
                  { label: 'Yes', description: '' },
                  { label: 'No', description: '' },
                ],
              },
            ],
            status: 'live',
            createdAt: start,
            expiresAt: start + 60_000,
          }),
        );
        expect(el.state).to.equal('open');
        Date.now = () => start + 60_001;
        // a one-click card: the click would send
        optionRows(el)[0].click();
        await settle(el);
        expect(events.answers, 'no answer after expiry').to.have.length(0);
        events.stop();
      });

      it('the countdown reaching zero closes the set', async function () {
        this.timeout(15_000);
        const start = realNow();
        const el = await mount(ask('ask-clock-2', { expiresAt: start + 3_600_000 }));
        expect(shownText(el)).to.match(/Expires in (1 hr 0 min|59:\d\d)/);
        Date.now = () => start + 3_600_000;
        await until(() => el.state === 'closed', 10_000, 'the set to close when the clock reaches expiresAt');
        await settle(el);
        expect(el.reason).to.equal('expired');
      });
    });
  });

  it('reopen() after sending opens the set again with an empty draft; the next send is a new request', async () => {
    const events = record();
    const el = await mount(CARD);
    await clickOn(el, optionRows(el)[0]);
    expect(el.state).to.equal('answered');
    el.reopen();
    await settle(el);
    expect(el.state).to.equal('open');
    expect(el.answers).to.deep.equal([]);
    await clickOn(el, optionRows(el)[1]);
    expect(events.answers).to.have.length(2);
    expect(events.answers[1].detail.requestId).to.not.equal(events.answers[0].detail.requestId);
    events.stop();
  });

  it('reset() clears the draft, in the element and in storage', async () => {
    const el = await mount(WIZARD);
    await clickOn(el, optionRows(el)[1]);
    await typeFree(el, '');
    el.reset();
    await settle(el);
    expect(el.answers).to.deep.equal([]);
    expect(step(el)).to.equal(0);
    const parent = el.parentElement!;
    el.remove();
    const again = await mount(WIZARD, { parent });
    expect(again.answers).to.deep.equal([]);
  });

  it('a draft is restored into an element whose body streams in again', async () => {
    const el = await mount(WIZARD);
    await clickOn(el, optionRows(el)[2]);
    await clickOn(el, button(el, 'Next'));
    const parent = el.parentElement!;
    el.remove();
    const again = await mount('', { parent, attrs: { streaming: '' } });
    for (let i = 0; i < WIZARD.length; i += 11)
      again.append(document.createTextNode(WIZARD.slice(i, i + 11)));
    await settle(again);
    again.removeAttribute('streaming');
    await settle(again);
    expect(canonical(again.answers)).to.deep.equal([
      { questionId: 'region', outcome: 'answered', selected: ['3'] },
    ]);
    expect(step(again)).to.equal(1);
  });

  it('a wizard draft is intact after the set is closed and reopened by the host', async () => {
    const el = await mount(WIZARD);
    await clickOn(el, optionRows(el)[1]);
    await clickOn(el, button(el, 'Next'));
    el.state = 'closed';
    await settle(el);
    el.state = 'open';
    await settle(el);
    expect(canonical(el.answers)).to.deep.equal([
      { questionId: 'region', outcome: 'answered', selected: ['2'] },
    ]);
    expect(step(el)).to.equal(1);
  });
});

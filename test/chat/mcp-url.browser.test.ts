/**
 * MCP URL mode in the element: the card shows the message and where the link goes before anything
 * opens; only the user's real click opens it, in a new tab without a way back to the page
 * (noopener) nor the page's address (noreferrer), and that click accepts. Decline and Cancel are
 * the row every open set ends with; an address a click must not open (javascript:, data:) is shown and never linked.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { QuestionDeclineEvent, type QuestionAnswersEvent } from '../../src/index.js';
import {
  $,
  $$,
  buttonsNamed,
  clickOn,
  fresh,
  mountData,
  settle,
  shownText,
  wordsOf,
} from '../elements/helpers.js';
import { isolate } from '../../src/elements/render/text.js';

/** A page of the test server that reports back when a link opens it. */
const opened = new URL('/test/chat/url-opened.html?elicitation=pay-7', location.href).href;

const request = (url: string) => ({
  mode: 'url',
  message: 'Connect your calendar so the booking can be made.',
  elicitationId: 'pay-7',
  url,
});

interface Opened {
  href: string;
  opener: boolean;
  referrer: string;
}

/** The next page the link opens, as it reports itself. */
function nextOpened(): Promise<Opened> {
  const channel = new BroadcastChannel('qe-url-opened');
  return new Promise((resolve) => {
    channel.onmessage = (e: MessageEvent<Opened>) => {
      channel.close();
      resolve(e.data);
    };
  });
}

describe('MCP URL mode in <question-set>', () => {
  beforeEach(fresh);

  it('shows the message, the origin and the whole address before anything opens', async () => {
    const { el } = await mountData(request(opened), { format: 'mcp' });
    const s = wordsOf(el);
    const text = shownText(el);
    expect(text).to.contain('Connect your calendar so the booking can be made.');
    expect(text).to.contain(s.urlLead);
    expect($(el, '.url-origin')!.textContent).to.equal(location.origin);
    expect($(el, '.url-href')!.textContent).to.equal(opened);
    const link = $<HTMLAnchorElement>(el, 'a.url-open')!;
    expect(link.textContent!.trim()).to.equal(s.urlOpen);
    expect(link.href).to.equal(opened);
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    // no question, no progress of a wizard of none
    expect($(el, '[role="progressbar"]')).to.equal(null);
    expect(text).not.to.contain(s.questionOf(1, 0));
    expect(el.state).to.equal('open');
    await expect(el).to.be.accessible();
  });

  it('a real click opens the address in a new tab without opener or referrer, accepts, and the page stays', async () => {
    const answers: QuestionAnswersEvent[] = [];
    const { el } = await mountData(request(opened), {
      format: 'mcp',
      created: (e) => e.addEventListener('question-answers', (ev) => answers.push(ev)),
    });
    const here = location.href;
    const tab = nextOpened();
    await clickOn(el, $(el, 'a.url-open')!);
    const page = await tab;
    expect(page.href).to.equal(opened);
    expect(page.opener, 'the opened page has a way back to this one').to.equal(false);
    expect(page.referrer, 'the opened page learnt this page address').to.equal('');
    expect(location.href).to.equal(here);
    for (let i = 0; !answers.length && i < 100; i++) await new Promise((r) => setTimeout(r, 10));
    expect(answers.map((e) => e.detail.payload)).to.deep.equal([{ action: 'accept' }]);
    await settle(el);
    expect(el.state).to.equal('answered');
    expect($(el, 'a.url-open'), 'the answered set still offers the link').to.equal(null);
    // the receipt says where the link went, and keeps the server's message
    expect($(el, '.receipt .done')!.textContent).to.equal(wordsOf(el).urlOpened(isolate(location.host)));
    expect($(el, '.receipt .intro')!.textContent).to.equal(
      'Connect your calendar so the booking can be made.',
    );
    await expect(el).to.be.accessible();
  });

  it('the receipt of a look-alike host names it as the card did (punycode)', async () => {
    // a transcript restores the accepted set: "pаypal.com" with a Cyrillic а
    const { el } = await mountData(request('https://p\u0430ypal.com/login'), { format: 'mcp' });
    el.state = 'answered';
    await settle(el);
    expect($(el, '.receipt .done')!.textContent).to.equal(
      wordsOf(el).urlOpened(isolate('xn--pypal-4ve.com')),
    );
    expect(shownText(el)).not.to.contain('p\u0430ypal');
    expect($$(el, 'a'), 'nothing to open again').to.deep.equal([]);
  });

  it('a declined URL set does not say it opened anything', async () => {
    const { el } = await mountData(request(opened), { format: 'mcp' });
    const s = wordsOf(el);
    await clickOn(el, buttonsNamed(el, s.decline)[0]);
    expect(el.state).to.equal('closed');
    expect(shownText(el)).not.to.contain(s.urlOpened(isolate(location.host)));
    expect(shownText(el)).not.to.contain(location.host);
  });

  it('Enter on the focused link opens it too: the keyboard reaches it by Tab', async () => {
    const answers: QuestionAnswersEvent[] = [];
    const { before } = await mountData(request(opened), {
      format: 'mcp',
      created: (e) => e.addEventListener('question-answers', (ev) => answers.push(ev)),
    });
    before.focus();
    const tab = nextOpened();
    // the link first, then Decline and Cancel (the row every open set ends with)
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect((await tab).href).to.equal(opened);
    for (let i = 0; !answers.length && i < 100; i++) await new Promise((r) => setTimeout(r, 10));
    expect(answers.map((e) => e.detail.payload)).to.deep.equal([{ action: 'accept' }]);
  });

  for (const action of ['decline', 'cancel'] as const)
    it(`the ${action} button answers ${action}, and nothing opens`, async () => {
      const declines: QuestionDeclineEvent[] = [];
      let answered = 0;
      const { el } = await mountData(request(opened), {
        format: 'mcp',
        created: (e) => {
          e.addEventListener('question-decline', (ev) => declines.push(ev));
          e.addEventListener('question-answers', () => answered++);
        },
      });
      const here = location.href;
      const s = wordsOf(el);
      await clickOn(el, buttonsNamed(el, action === 'decline' ? s.decline : s.cancel)[0]);
      expect(declines.map((e) => e.detail.payload)).to.deep.equal([{ action }]);
      expect(answered).to.equal(0);
      expect(location.href).to.equal(here);
      expect(el.state).to.equal('closed');
    });

  it('a host that looks like another in a different script shows as what it is (punycode)', async () => {
    // "pаypal.com" with a Cyrillic а
    const { el } = await mountData(request('https://p\u0430ypal.com/login'), { format: 'mcp' });
    expect($(el, '.url-origin')!.textContent).to.equal('https://xn--pypal-4ve.com');
    expect($(el, '.url-href')!.textContent).to.equal('https://xn--pypal-4ve.com/login');
    expect(shownText(el)).not.to.contain('p\u0430ypal');
  });

  for (const address of ['javascript:alert(document.domain)', 'data:text/html,<b>hi</b>'])
    it(`${address.split(':')[0]}: an address is shown but never linked`, async () => {
      const { el } = await mountData(request(address), { format: 'mcp' });
      const s = wordsOf(el);
      expect(el.error).to.equal(undefined);
      expect($$(el, 'a')).to.deep.equal([]);
      expect(shownText(el)).to.contain(s.urlRefused);
      expect($(el, '.url-href')!.textContent).to.equal(address);
      // the user can still say no
      expect(buttonsNamed(el, s.decline)).to.have.length(1);
      expect(buttonsNamed(el, s.cancel)).to.have.length(1);
    });
});

/**
 * The demo as a user drives it (issue 16 point 9): the story and the knobs round-trip through the
 * URL (back and forward too), the search filters the list, the event log records and clears, a
 * phone width has no horizontal scroll, and the accessibility panel runs axe on the story.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { forgetAll } from '../../src/index.js';
import { closeFrames, openDemo, storyElement, until } from './frames.js';
import { needsMediaEmulation } from '../engines.js';

const knob = (doc: Document, name: string) =>
  doc.querySelector<HTMLSelectElement>(`#knobs [name="${name}"]`)!;
const visibleLinks = (doc: Document) =>
  [...doc.querySelectorAll<HTMLAnchorElement>('#list a')].filter((a) => a.getClientRects().length > 0);

describe('demo story book', function () {
  this.timeout(60_000);
  before(() => forgetAll());
  afterEach(closeFrames);

  it('opens the welcome story by default, with one set and an empty event log', async () => {
    const { doc } = await openDemo('');
    expect(doc.body.dataset.ready).to.equal('welcome');
    expect(doc.querySelectorAll('#stage question-set')).to.have.length(1);
    expect(storyElement(doc).error).to.equal(undefined);
    expect(doc.querySelectorAll('#log li')).to.have.length(0);
    expect(doc.getElementById('log-empty')!.hidden).to.equal(false);
  });

  it('reads the story and the knobs from the URL, writes knob changes back, and back/forward restore them', async () => {
    const { frame, doc } = await openDemo('?story=egoz/valid/01-booking-en-us.json&theme=dark&strings=de');
    const win = frame.contentWindow!;
    expect(doc.body.dataset.ready).to.equal('egoz/valid/01-booking-en-us.json');
    let el = storyElement(doc);
    expect(el.getAttribute('theme')).to.equal('dark');
    expect(el.getAttribute('lang')).to.equal('de');
    expect(knob(doc, 'theme').value).to.equal('dark');
    expect(doc.getElementById('story-title')!.textContent).to.equal('Booking en us');

    // a knob change lands in the URL and on a fresh element
    const layout = knob(doc, 'layout');
    layout.value = 'form';
    layout.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => storyElement(doc)?.getAttribute('layout') === 'form', 'the layout knob applies');
    expect(new URLSearchParams(win.location.search).get('layout')).to.equal('form');
    expect(new URLSearchParams(win.location.search).get('story')).to.equal(
      'egoz/valid/01-booking-en-us.json',
    );

    // another story keeps the look knobs; back returns to the first with its knobs
    doc.querySelector<HTMLAnchorElement>('#list a[data-story="vance/valid/01-seed-example.yaml"]')!.click();
    await until(
      () => doc.body.dataset.ready === 'vance/valid/01-seed-example.yaml',
      'the clicked story opens',
    );
    expect(storyElement(doc).getAttribute('theme')).to.equal('dark');
    win.history.back();
    await until(
      () => doc.body.dataset.ready === 'egoz/valid/01-booking-en-us.json',
      'back opens the first story',
    );
    el = storyElement(doc);
    expect(el.getAttribute('layout')).to.equal('form');
    expect(knob(doc, 'layout').value).to.equal('form');
    win.history.forward();
    await until(
      () => doc.body.dataset.ready === 'vance/valid/01-seed-example.yaml',
      'forward opens the second again',
    );

    // reset puts every knob back to its default and drops them from the URL
    doc.getElementById('reset')!.click();
    await until(() => !storyElement(doc)?.hasAttribute('theme'), 'reset clears the theme');
    expect(win.location.search).to.equal('?story=vance/valid/01-seed-example.yaml');
  });

  it('filters the story list by every word of the search', async () => {
    const { doc } = await openDemo('');
    const all = doc.querySelectorAll('#list a').length;
    expect(all).to.be.greaterThan(200);
    const search = doc.getElementById('search') as HTMLInputElement;
    search.value = 'egoz booking';
    search.dispatchEvent(new Event('input'));
    const hits = visibleLinks(doc);
    expect(hits.length).to.be.greaterThan(0).and.lessThan(all);
    for (const a of hits) expect(`${a.textContent} ${a.dataset.story}`.toLowerCase()).to.include('booking');
    expect(doc.getElementById('no-match')!.hidden).to.equal(true);
    search.value = 'no story is called this';
    search.dispatchEvent(new Event('input'));
    expect(visibleLinks(doc)).to.have.length(0);
    expect(doc.getElementById('no-match')!.hidden).to.equal(false);
  });

  it('logs an event with its time and story, filters by type, and clears', async () => {
    const { doc } = await openDemo('?story=shiitake/valid/03-array-single.json');
    const el = storyElement(doc);
    el.shadowRoot!.querySelector<HTMLElement>('.option')!.click();
    await until(() => doc.querySelectorAll('#log li').length > 0, 'an event is logged');
    const entry = doc.querySelector('#log li summary')!.textContent!;
    expect(entry).to.match(/^\d\d:\d\d:\d\d\.\d{3} question-/);
    expect(entry).to.include('shiitake/valid/03-array-single.json');
    expect(doc.getElementById('log-count')!.textContent).to.match(/\(\d+\)/);
    const type = doc.getElementById('log-type') as HTMLSelectElement;
    const kinds = [...doc.querySelectorAll('#log li strong')].map((s) => s.textContent);
    type.value = kinds[0]!;
    type.dispatchEvent(new Event('change'));
    expect([...doc.querySelectorAll('#log li strong')].every((s) => s.textContent === kinds[0])).to.equal(
      true,
    );
    type.value = '';
    type.dispatchEvent(new Event('change'));
    doc.getElementById('log-clear')!.click();
    expect(doc.querySelectorAll('#log li')).to.have.length(0);
    expect(doc.getElementById('log-empty')!.hidden).to.equal(false);
  });

  it('fits 390 px without horizontal scroll: the list is a drawer, panels and long stories stay inside', async () => {
    for (const query of ['', '?story=vance/valid/18-hundred-options.yaml', '?story=chat&speed=0']) {
      const { doc } = await openDemo(query, 390);
      const nav = doc.getElementById('nav')!;
      expect(nav.getClientRects().length, 'the list starts folded').to.equal(0);
      doc.getElementById('menu')!.click();
      expect(nav.getClientRects().length, 'the menu opens the list').to.be.greaterThan(0);
      expect(doc.getElementById('menu')!.getAttribute('aria-expanded')).to.equal('true');
      for (const tab of ['tab-docs', 'tab-code', 'tab-a11y']) {
        doc.getElementById(tab)!.click();
        if (tab === 'tab-docs')
          await until(() => Boolean(doc.getElementById('panel-docs')!.dataset.ready), 'docs');
        const root = doc.documentElement;
        expect(root.scrollWidth, `${query} ${tab}`).to.be.at.most(root.clientWidth);
      }
    }
  });

  it('documents both elements from custom-elements.json', async () => {
    const { doc } = await openDemo('');
    doc.getElementById('tab-docs')!.click();
    const panel = doc.getElementById('panel-docs')!;
    await until(() => Boolean(panel.dataset.ready), 'the docs render');
    const titles = [...panel.querySelectorAll('h2')].map((h) => h.textContent);
    expect(titles).to.include.members(['<question-set>', '<question-form>']);
    const captions = [...panel.querySelectorAll('caption')].map((c) => c.textContent);
    for (const what of ['Attributes', 'Properties', 'Events', 'CSS parts', 'CSS custom properties'])
      expect(captions.some((c) => c!.startsWith(what))).to.equal(true);
    expect(panel.textContent).to.include('question-answers').and.include('--question-set-accent');
  });

  it('the Docs panel never splits a name mid-word, at 1200 and 390 px (issue 51)', async () => {
    for (const width of [1200, 390]) {
      const { doc } = await openDemo('', width);
      doc.getElementById('tab-docs')!.click();
      const panel = doc.getElementById('panel-docs')!;
      await until(() => Boolean(panel.dataset.ready), 'the docs render');
      const words = [...panel.querySelectorAll('td code')].filter((c) => !/\s/.test(c.textContent!));
      expect(words.length, 'names, types and defaults').to.be.greaterThan(50);
      const split = words.filter((c) => c.getClientRects().length > 1).map((c) => c.textContent);
      expect(split, `${width} px: names broken across lines`).to.deep.equal([]);
      const root = doc.documentElement;
      expect(root.scrollWidth, `${width} px: the page does not scroll sideways`).to.be.at.most(
        root.clientWidth,
      );
      closeFrames();
    }
  });

  it("shows the HTML to paste, with the knobs as attributes and without the demo's own", async () => {
    const { doc } = await openDemo('?story=vance/valid/01-seed-example.yaml&layout=card&streaming=on');
    // the story itself runs without drafts and competition; the code to paste keeps the defaults
    expect(storyElement(doc).getAttribute('persist')).to.equal('off');
    const code = doc.getElementById('code')!.textContent!;
    expect(code).to.include('<question-set layout="card" streaming>');
    expect(code).to.not.include('persist').and.not.include('scope-name');
    expect(code).to.include('<script type="application/yaml">');
    // pasted into a page, the code makes the same set
    const host = doc.createElement('div');
    host.innerHTML = code.replace(/<script type="module"[^]*?<\/script>/, '');
    const pasted = host.querySelector('question-set')!;
    expect(pasted.getAttribute('layout')).to.equal('card');
    expect(pasted.querySelector('script')!.textContent).to.include('questions');
  });

  needsMediaEmulation().it('theme "auto" follows the system scheme; light and dark force one', async () => {
    const background = (doc: Document) =>
      doc.defaultView!.getComputedStyle(doc.documentElement).backgroundColor;
    try {
      await emulateMedia({ colorScheme: 'dark' });
      const { doc } = await openDemo('');
      expect(storyElement(doc).hasAttribute('theme')).to.equal(false);
      const dark = background(doc);
      await emulateMedia({ colorScheme: 'light' });
      const light = background(doc);
      expect(light).to.not.equal(dark);
      const theme = knob(doc, 'theme');
      theme.value = 'dark';
      theme.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => storyElement(doc)?.getAttribute('theme') === 'dark', 'the theme knob applies');
      expect(background(doc)).to.equal(dark);
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('replays a chat message token by token at the chosen speed, the set streaming until its fence closes', async () => {
    // at 30 tokens a second the set is seen while it still arrives, then complete; watched from
    // the frame's first document on (Firefox fires the frame's load only once the parts the page
    // fetched on first need are there, which can be after the stream)
    let sawStreaming = false;
    let readyWhileStreaming = false;
    const watch = setInterval(() => {
      const d = document.querySelector<HTMLIFrameElement>('iframe[src^="/demo/"]')?.contentDocument;
      const streaming = Boolean(d?.querySelector('#stage question-set')?.hasAttribute('streaming'));
      sawStreaming ||= streaming;
      readyWhileStreaming ||= streaming && d?.body.dataset.ready !== undefined;
    }, 10);
    try {
      const { doc } = await openDemo(
        '?story=chat&speed=30&message=01-prose-around-questions-fence.md',
        1200,
        () => sawStreaming,
      );
      await until(() => {
        const el = storyElement(doc);
        return sawStreaming && !el.hasAttribute('streaming') && Boolean(el.set);
      }, 'the streamed set completes');
    } finally {
      clearInterval(watch);
    }
    expect(readyWhileStreaming, 'not ready while it streams').to.equal(false);
    const doc = document.querySelector<HTMLIFrameElement>('iframe[src^="/demo/"]')!.contentDocument!;
    expect(doc.querySelector('.bubble p')!.textContent!.length).to.be.greaterThan(0);
    // instant: the whole message at once, nothing streaming
    const speed = knob(doc, 'speed');
    speed.value = '0';
    speed.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => doc.body.dataset.ready === 'chat' && Boolean(storyElement(doc)?.set), 'instant replay');
    expect(storyElement(doc).hasAttribute('streaming')).to.equal(false);
    expect(new URLSearchParams(doc.defaultView!.location.search).get('speed')).to.equal('0');
  });

  it('streams a set through React and the AI SDK: question 1 answerable while the tool call streams (issue 49)', async () => {
    const { doc } = await openDemo('?story=streaming', 1200);
    // the story is ready once question 1 shows: the call still streams (40 tokens a second)
    const el = storyElement(doc);
    expect(el.closest('.chat'), 'rendered by the React chat').to.not.equal(null);
    expect(el.hasAttribute('streaming'), 'the tool part is still input-streaming').to.equal(true);
    expect(el.set?.questions.length).to.be.at.least(1);
    expect(el.set!.questions.length).to.be.below(4);
    await until(() => !el.hasAttribute('streaming') && el.set?.questions.length === 4, 'the call completes');
    expect(el.state).to.equal('open');
  });

  it('loads axe only when the accessibility panel opens, and reports the story clean', async () => {
    const { frame, doc } = await openDemo('');
    const win = frame.contentWindow as Window & { axe?: unknown };
    expect(win.axe).to.equal(undefined);
    doc.getElementById('tab-a11y')!.click();
    const out = doc.getElementById('a11y')!;
    await until(() => Boolean(out.dataset.ready), 'axe reports');
    expect(win.axe).to.not.equal(undefined);
    expect(out.dataset.ready, out.textContent!).to.equal('0');
    expect(out.textContent).to.match(/No violations: \d+ rules pass/);
  });
});

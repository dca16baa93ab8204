/**
 * Issue 43, the demo: a keyboard-only walk through the page at desktop width. The first Tab stop is
 * a skip link that takes focus to the story; the story list is one Tab stop, its arrows move inside
 * it, and the error stories are one group, closed until opened. Then what a reader of the panels
 * sees: the Docs panel renders code spans (no raw backticks) and lists `strings`, a logged event
 * is open, and the file name breaks only after a slash at 390 px.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { forgetAll } from '../../src/index.js';
import { closeFrames, openDemo, until } from './frames.js';

const press = async (key: string) => {
  await sendKeys({ press: key });
  await new Promise((r) => setTimeout(r, 30));
};

/** Focus at the very start of the demo's document, as after loading it. */
async function fromTheTop(frame: HTMLIFrameElement, doc: Document): Promise<void> {
  frame.focus();
  const start = doc.createElement('span');
  start.tabIndex = -1;
  doc.body.prepend(start);
  start.focus();
  start.addEventListener('blur', () => start.remove(), { once: true });
}

const inStage = (doc: Document) => {
  const active = doc.activeElement;
  return !!active?.closest('#stage') && active.id !== 'stage-heading';
};

describe('the demo, by keyboard alone (desktop width)', function () {
  this.timeout(120_000);
  before(() => forgetAll());
  afterEach(closeFrames);

  it('Tab, Enter on the skip link, Tab: focus is in the story', async () => {
    const { frame, doc } = await openDemo('?story=vance/valid/01-seed-example.yaml', 1280);
    await fromTheTop(frame, doc);
    await press('Tab');
    expect(doc.activeElement?.id, 'the first Tab stop').to.equal('skip');
    expect(doc.getElementById('skip')!.getBoundingClientRect().top, 'shown when focused').to.be.at.least(0);
    await press('Enter');
    await press('Tab');
    expect(inStage(doc), `focus in the story, not ${doc.activeElement?.outerHTML.slice(0, 80)}`).to.equal(
      true,
    );
  });

  it('the story list is one Tab stop with the arrows inside; the errors are one closed group', async () => {
    const { frame, doc } = await openDemo('?story=vance/valid/01-seed-example.yaml', 1280);
    const list = doc.getElementById('list')!;
    const errors = [...list.querySelectorAll<HTMLDetailsElement>('details.group')].filter((d) =>
      d.querySelector('h2')!.textContent!.startsWith('Errors'),
    );
    expect(errors, 'one group holds the error stories').to.have.length(1);
    expect(errors[0].open, 'closed by default').to.equal(false);
    expect(errors[0].querySelectorAll('a[data-story]').length).to.be.greaterThan(100);

    await fromTheTop(frame, doc);
    const stops: string[] = [];
    for (let i = 0; i < 8 && !doc.activeElement?.closest('#list'); i++) {
      await press('Tab');
      stops.push(doc.activeElement?.id || doc.activeElement?.tagName || '');
    }
    const current = doc.activeElement as HTMLAnchorElement;
    expect(current.closest('#list'), `Tab reaches the list: ${stops.join(', ')}`).to.not.equal(null);
    expect(current.dataset.story, 'the Tab stop is the current story').to.equal(
      'vance/valid/01-seed-example.yaml',
    );
    await press('Tab');
    expect(doc.activeElement?.closest('#list'), 'one Tab leaves the list').to.equal(null);
    await sendKeys({ down: 'Shift' });
    await press('Tab');
    await sendKeys({ up: 'Shift' });
    expect(doc.activeElement, 'Shift+Tab comes back to the same stop').to.equal(current);

    await press('ArrowDown');
    expect(doc.activeElement).to.not.equal(current);
    expect(doc.activeElement?.closest('#list'), 'the arrow moves inside the list').to.not.equal(null);
    await press('End');
    const summary = errors[0].querySelector('summary')!;
    expect(doc.activeElement, 'End: the last row, the closed errors group').to.equal(summary);
    await press('ArrowRight');
    await until(() => errors[0].open, 'ArrowRight opens the group');
    await press('ArrowDown');
    const first = errors[0].querySelector<HTMLAnchorElement>('a[data-story]')!;
    expect(doc.activeElement, 'into the group').to.equal(first);
    await press('Enter');
    await until(() => doc.body.dataset.ready === first.dataset.story, 'Enter opens the story');
    expect(first.tabIndex, 'the opened story is the Tab stop').to.equal(0);
    expect(
      [...list.querySelectorAll<HTMLElement>('summary, a[data-story]')].filter((e) => e.tabIndex === 0),
      'one Tab stop',
    ).to.have.length(1);
  });

  it('Docs: code spans, no raw backticks, and strings listed; a logged event is open', async () => {
    const { doc } = await openDemo('?story=vance/valid/01-seed-example.yaml', 1280);
    doc.getElementById('tab-docs')!.click();
    const docs = doc.getElementById('panel-docs')!;
    await until(() => Boolean(docs.querySelector('[data-ready]') ?? docs.dataset.ready), 'the docs');
    await until(() => docs.querySelectorAll('table').length > 0, 'the docs tables');
    expect(docs.textContent, 'no raw backticks').to.not.contain('`');
    expect(docs.querySelectorAll('td code').length).to.be.greaterThan(20);
    const names = [...docs.querySelectorAll('tr td:first-child code')].map((c) => c.textContent);
    expect(names, 'the strings property').to.include('strings');

    doc.getElementById('tab-log')!.click();
    const el = doc.querySelector('#stage question-set')!;
    el.shadowRoot!.querySelector<HTMLElement>('[role="radio"]')!.click();
    await until(() => doc.querySelectorAll('#log li').length > 0, 'an event logged');
    expect(doc.querySelector<HTMLDetailsElement>('#log li details')!.open, 'logged open').to.equal(true);
  });

  it('at 390 px the file name breaks after a slash or a hyphen, never inside a word', async () => {
    const { doc } = await openDemo('?story=structured/valid/01-claude-code-ask-user-question.json', 390);
    const file = doc.getElementById('story-file')!;
    expect(getComputedStyle(file).overflowWrap).to.equal('normal');
    // a break falls after a slash, a hyphen or at a space: no word of the name is cut inside
    expect(file.querySelectorAll('wbr').length, 'a break after each slash').to.equal(2);
    let words = 0;
    for (const node of file.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const value = node.textContent!;
      for (const m of value.matchAll(/[^\s/-]+/g)) {
        const r = doc.createRange();
        r.setStart(node, m.index);
        r.setEnd(node, m.index + m[0].length);
        // WebKit adds an empty box at the end of the line before a word that starts a line
        const boxes = [...r.getClientRects()].filter((x) => x.width > 0);
        const tops = new Set(boxes.map((x) => Math.round(x.top)));
        expect(tops.size, `"${m[0]}" on one line`).to.equal(1);
        words++;
      }
    }
    expect(words).to.be.greaterThan(3);
  });
});

/** The demo page: every story of the gallery renders, valid fixtures without an error, invalid ones with theirs. */
import { expect } from '@open-wc/testing';
import { forgetAll, type QuestionSetElement } from '../../src/index.js';

async function openDemo(hash: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.style.width = '1200px';
  frame.style.height = '800px';
  frame.src = `/demo/index.html#${hash}`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const doc = frame.contentDocument!;
  for (let i = 0; i < 2400 && doc.body.dataset.ready !== hash; i++)
    await new Promise((r) => setTimeout(r, 50));
  return doc;
}

describe('demo', () => {
  before(() => forgetAll());

  it('renders every valid and invalid fixture story, errors only where the fixture expects one', async function () {
    // a few hundred live stories in one page: slow on a loaded 2-core machine, never timed
    this.timeout(180_000);
    const doc = await openDemo('all');
    expect(doc.body.dataset.ready).to.equal('all');
    const items = [...doc.querySelectorAll<HTMLElement>('.item')];
    expect(items.length).to.be.greaterThan(200);
    for (const item of items) {
      const el = item.querySelector<QuestionSetElement>('question-set, question-form')!;
      await el.updateComplete;
      const file = item.dataset.file!;
      if (file.split('/')[1] === 'valid') expect(el.error, file).to.equal(undefined);
      else expect(el.error, file).to.not.equal(undefined);
      if (file.split('/')[1] === 'valid') expect(el.set, file).to.not.equal(undefined);
    }
  });

  it('opens a single story beside its editable body, and edits re-render', async function () {
    this.timeout(60_000);
    const doc = await openDemo('vance/valid/01-seed-example.yaml');
    const el = doc.querySelector<QuestionSetElement>('question-set')!;
    await el.updateComplete;
    expect(el.set?.questions.length).to.equal(2);
    const editor = doc.querySelector<HTMLTextAreaElement>('textarea.body')!;
    editor.value = 'questions: [{key: a, text: Edited?}]';
    editor.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(el.set?.questions[0].text).to.equal('Edited?');
    editor.value = 'questions: [';
    editor.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(el.error?.code).to.equal('syntax');
  });
});

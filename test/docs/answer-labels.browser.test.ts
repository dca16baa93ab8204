/**
 * Issue 43, point 6: docs/reference/question-set.md shows a set and the `detail.answers` a choice
 * in it gives, option ids in `selected` and their labels beside them in `labels`. This test reads
 * both blocks from the page, mounts the set, clicks the option the page names and compares.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { mountData, optionLabelled, record, settle } from '../elements/helpers.js';

async function example(): Promise<{ choice: string; body: unknown; answers: unknown }> {
  const page = await (await fetch('/docs/reference/question-set.md')).text();
  const section = page.slice(page.indexOf('### The answers in `detail.answers`'));
  const choice = /^Choosing "([^"]+)"/m.exec(section)?.[1];
  const blocks = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown);
  expect(choice, 'the page names the option it chooses').to.be.a('string');
  expect(blocks.length, 'the page shows the set and the answers').to.be.at.least(2);
  return { choice: choice!, body: blocks[0], answers: blocks[1] };
}

describe('detail.answers as docs/reference/question-set.md shows it', () => {
  it('gives the option ids in selected and their labels in labels', async () => {
    const { choice, body, answers } = await example();
    const { el } = await mountData(body);
    const events = record();
    optionLabelled(el, choice).click();
    await settle(el);
    events.stop();
    expect(events.answers, 'a click on a card option sends').to.have.length(1);
    const sent = events.answers[0].detail.answers;
    expect(sent).to.deep.equal(answers);
    expect(sent[0].labels, 'a label, not an id').to.deep.equal([choice]);
  });
});

/**
 * A transcript of many sets in one scope (issue 31, class 2): adding and removing sets costs a few
 * comparisons of document position per set. Every call to `compareDocumentPosition` is counted
 * while n and then 4n open sets are added to one scope and removed one by one: the count grows as
 * the sets do (4 times), not as their square or cube. And the rule holds: only the newest stays open.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { forgetAll } from '../../src/elements.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';

const body = (i: number) =>
  JSON.stringify({
    id: `cost-${i}`,
    questions: [{ key: 'go', text: `Deploy build ${i}?`, kind: 'confirm' }],
  });

async function transcript(n: number): Promise<{ comparisons: number; open: number[]; reopened: boolean }> {
  const log = document.createElement('div');
  log.setAttribute('question-scope', '');
  document.body.append(log);
  const original = Node.prototype.compareDocumentPosition;
  let comparisons = 0;
  Node.prototype.compareDocumentPosition = function (this: Node, other: Node) {
    comparisons++;
    return original.call(this, other);
  };
  try {
    const sets: QuestionSetElement[] = [];
    for (let i = 0; i < n; i++) {
      const el = document.createElement('question-set') as QuestionSetElement;
      el.textContent = body(i);
      log.append(el);
      sets.push(el);
    }
    await Promise.all(sets.map((el) => el.updateComplete));
    const open = sets.flatMap((el, i) => (el.state === 'open' ? [i] : []));
    // the newest leaves unanswered: the one before it opens again (its `state` says so from its update)
    sets[n - 1].remove();
    await sets[n - 2].updateComplete;
    const reopened = sets[n - 2].state === 'open';
    for (const el of sets) el.remove();
    return { comparisons, open, reopened };
  } finally {
    Node.prototype.compareDocumentPosition = original;
    log.remove();
    forgetAll();
  }
}

describe('sets in one scope', () => {
  it('added and removed: comparisons of position grow linearly, and only the newest is open', async () => {
    const small = await transcript(60);
    const large = await transcript(240);
    expect(small.open).to.deep.equal([59]);
    expect(large.open).to.deep.equal([239]);
    expect(small.reopened && large.reopened).to.equal(true);
    expect(small.comparisons, 'a few per set').to.be.lessThan(60 * 6);
    expect(large.comparisons / small.comparisons).to.be.lessThan(5);
  });
});

/**
 * The idle warm-up (issue 48, `elements/preload.ts`): each decoder run once on a body of its own,
 * then the open view rendered on what one decoded, out of the page, so that a chat's first set runs
 * compiled code and prepared templates. Every format's warm-up set renders in both layouts a set of
 * several questions takes, and nothing of it reaches the page: no event, no node, nothing stored.
 */
import { expect } from '@open-wc/testing';
import { loadCodec } from '../../src/codec/load.js';
import { FORMAT_IDS } from '../../src/codec/model.js';
import { warmDecoder } from '../../src/codec/parse.js';
import { warmRender } from '../../src/elements/render/warm.js';

const EVENTS = ['question-open', 'question-answers', 'question-decline', 'question-change', 'question-error'];

describe('the idle warm-up', () => {
  it("renders every format's warm-up set, out of the page: no event, no node, nothing stored", async () => {
    await loadCodec();
    const seen: string[] = [];
    const listener = (e: Event) => seen.push(e.type);
    for (const type of EVENTS) document.addEventListener(type, listener, true);
    const nodes = document.body.innerHTML;
    const stored = [sessionStorage.length, localStorage.length];
    try {
      for (const id of FORMAT_IDS) {
        const set = warmDecoder(id);
        expect(set?.questions.length, `${id}: the warm-up body decodes`).to.equal(2);
        expect(warmRender(set!), `${id}: rendered as a wizard step and as a form`).to.equal(true);
      }
      await new Promise((r) => setTimeout(r, 50));
      expect(seen, 'no event').to.deep.equal([]);
      expect(document.body.innerHTML, 'no node in the page').to.equal(nodes);
      expect([sessionStorage.length, localStorage.length], 'nothing stored').to.deep.equal(stored);
    } finally {
      for (const type of EVENTS) document.removeEventListener(type, listener, true);
    }
  });
});

/**
 * A bundler app that imports `question-elements/codec` (every codec part in place at once) beside
 * `question-elements` (the elements, their parts fetched on first need), as the built npm entries
 * load unbundled. Its sets decode without fetching a decoder, so nothing brings the open set's
 * chunk along: the element fetches it itself and shows the set once it is there, never an error.
 * (Found by the demo, which does exactly this: its page stayed blank.) A file of its own, after
 * npm-split's: its page has run no decoder before (and WebKit's one page hands the decoders this file
 * loads to the next file at once, which would end npm-split's wait for a decoder before it starts).
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';

/** built files, typed as their sources (a path in a variable keeps tsc off the built file) */
const CODEC = '../../dist/npm/codec.js';
const MAIN = '../../dist/npm/index.js';

describe('question-elements/codec imported first, then the elements', () => {
  it('a set shows whole, the open set fetched by the element', async () => {
    const codec = (await import(CODEC)) as typeof import('../../src/codec/index.js');
    await import(MAIN);
    const body = JSON.stringify({
      questions: [{ key: 'go', text: 'Ship it?', kind: 'choice', options: ['now', 'later'] }],
    });
    expect(codec.parse(body).ok, 'the codec answers at once').to.equal(true);

    const el = document.createElement('question-set') as QuestionSetElement;
    el.textContent = body;
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(el.error?.message).to.equal(undefined);
      expect(el.set?.format).to.equal('vance');
      const root = el.shadowRoot!;
      expect(root.textContent).to.include('Ship it?');
      expect(root.querySelectorAll('[role="radio"], input[type="radio"]').length, 'its options').to.equal(2);
      expect(el.state).to.equal('open');
    } finally {
      el.remove();
    }
  });
});

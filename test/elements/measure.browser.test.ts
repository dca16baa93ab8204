/**
 * Measured on insertion (issue 31, class 5): after `await el.updateComplete` a set a host has just
 * inserted in or near the viewport (a chat appending at its end) has its real height, never the
 * `contain-intrinsic-size` placeholder (160 px); and once scrolled away it keeps that size while it
 * skips its rendering work (`content-visibility: auto` remembers it).
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { container } from './helpers.js';

const BODY = `questions:
  - key: region
    text: Where should the build run? It is a long question, so that the card is taller than any placeholder would be.
    kind: choice
    options:
      - label: EU
        description: Frankfurt, Dublin and Paris
      - label: US
        description: Virginia and Oregon
      - label: Asia
        description: Tokyo and Singapore
`;

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
    step(n);
  });

function insert(parent: HTMLElement): QuestionSetElement {
  const el = document.createElement('question-set') as QuestionSetElement;
  el.setAttribute('scope-name', 'none');
  const script = document.createElement('script');
  script.type = 'application/yaml';
  script.textContent = BODY;
  el.append(script);
  parent.append(el);
  return el;
}

/** The height the set has when nothing skips its layout. */
function realHeight(el: HTMLElement): number {
  const before = el.style.contentVisibility;
  el.style.contentVisibility = 'visible';
  const h = el.getBoundingClientRect().height;
  el.style.contentVisibility = before;
  return h;
}

describe('a set measured right after insertion', () => {
  for (const where of ['in the viewport', 'just below the fold'] as const)
    // inserted alone, it is laid out at once wherever it stands: before, WebKit kept a set 40 px
    // below the fold of the test page at its placeholder (its content-visibility skipped it)
    it(`${where}: after updateComplete it has its real height`, async () => {
      const parent = await container();
      if (where === 'just below the fold') {
        const spacer = document.createElement('div');
        spacer.style.height = `${innerHeight + 40}px`;
        parent.append(spacer);
      }
      const el = insert(parent);
      await el.updateComplete;
      const measured = el.getBoundingClientRect().height;
      const real = realHeight(el);
      expect(real, 'the card is taller than the placeholder').to.be.greaterThan(200);
      expect(measured).to.equal(real);
      if (where === 'just below the fold')
        expect(el.getBoundingClientRect().top).to.be.greaterThan(innerHeight);
      // arrived alone, it was laid out at once; from its first frame on it may skip its layout again
      await frames(3);
      expect(getComputedStyle(el).contentVisibility).to.equal('auto');

      // scrolled far away, it skips its rendering work at the size it had
      const below = document.createElement('div');
      below.style.height = `${innerHeight * 5}px`;
      parent.prepend(below);
      await frames(3);
      expect(el.getBoundingClientRect().top).to.be.greaterThan(innerHeight * 2);
      expect(el.getBoundingClientRect().height).to.equal(real);
    });
});

/**
 * The `scope` option of upgrade() and watch(): set on each element before it is inserted, so a
 * message's sets compete only as the host says (`none`: a fence and a form in one message both
 * stay open; without it the later one closes the earlier at once).
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import MarkdownIt from 'markdown-it';
import { forgetAll } from '../../src/elements.js';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import { upgrade, watch } from '../../src/chat/upgrade.js';

const fence = (id: string) =>
  `\`\`\`questions\nid: ${id}\nquestions:\n  - key: go\n    text: Go?\n    kind: choice\n    options: [Yes, No]\n\`\`\`\n`;
const message = () =>
  `<div>${new MarkdownIt().render(fence('scope-a') + '\ntext\n\n' + fence('scope-b'))}</div>`;

async function sets(root: Element): Promise<QuestionSetElement[]> {
  const found = [...root.querySelectorAll<QuestionSetElement>('question-set')];
  for (const el of found) await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  return found;
}

afterEach(() => {
  forgetAll();
  document.querySelectorAll('.scope-test').forEach((e) => e.remove());
});

function mount(): HTMLDivElement {
  const root = document.createElement('div');
  root.className = 'scope-test';
  root.innerHTML = message();
  document.body.append(root);
  return root;
}

describe('upgrade() and watch(): scope', () => {
  it('without it, the later set of a message closes the earlier', async () => {
    const root = mount();
    upgrade(root);
    expect((await sets(root)).map((el) => el.state)).to.deep.equal(['closed', 'open']);
  });

  it('upgrade(root, { scope: "none" }) keeps both open', async () => {
    const root = mount();
    upgrade(root, { scope: 'none' });
    const found = await sets(root);
    expect(found.map((el) => el.getAttribute('scope-name'))).to.deep.equal(['none', 'none']);
    expect(found.map((el) => el.state)).to.deep.equal(['open', 'open']);
  });

  it('watch() takes a scope per message', async () => {
    const root = document.createElement('div');
    root.className = 'scope-test';
    document.body.append(root);
    const stop = watch(root, { scope: (m) => (m.id === 'm1' ? 'none' : undefined) });
    try {
      const m = document.createElement('div');
      m.id = 'm1';
      m.innerHTML = message();
      root.append(m);
      await new Promise((r) => setTimeout(r, 0));
      const found = await sets(root);
      expect(found.map((el) => el.getAttribute('scope-name'))).to.deep.equal(['none', 'none']);
      expect(found.map((el) => el.state)).to.deep.equal(['open', 'open']);
    } finally {
      stop();
    }
  });
});

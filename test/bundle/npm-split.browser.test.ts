/**
 * The code-split npm build in a browser, as a bundler app that serves it unbundled (Vite's dev
 * server does) gets it: dist/npm/index.js defines the elements, and a set whose body needs the
 * YAML parser, its format's decoder and markdown-it shows once `updateComplete`
 * resolves, each part fetched from dist/npm/chunks (or markdown-it from node_modules) on first need.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';

/** dist/npm/index.js (typed as the sources it is built from; a path in a variable keeps tsc off the built file) */
const NPM = '../../dist/npm/index.js';
const main = () => import(NPM) as Promise<typeof import('../../src/index.js')>;

// these tests watch each part load on first need: the page opts out of the idle preload (docs/bundle.md)
document.head.append(
  Object.assign(document.createElement('meta'), { name: 'question-elements', content: 'no-preload' }),
);

const fetched = (pattern: RegExp) =>
  performance.getEntriesByType('resource').some((e) => pattern.test(new URL(e.name).pathname));

// a fence of YAML beyond the codec's own reader (a flow sequence of mappings), with Markdown
const FENCE = [
  '```questions',
  'intro: Read **this** first',
  'questions: [{ key: go, text: Ship *it*?, kind: confirm }]',
  '```',
].join('\n');

describe('the npm build, code-split', () => {
  it('loads no part before a body needs it, then shows the set', async () => {
    const { QuestionSetElement } = await main();
    expect(customElements.get('question-set')).to.equal(QuestionSetElement);
    expect(fetched(/\/dist\/npm\/chunks\/(yaml-read|vance)-[\w-]{8}\.js$/), 'nothing yet').to.equal(false);
    expect(fetched(/\/markdown-it\//), 'no markdown-it yet').to.equal(false);

    const el = document.createElement('question-set') as QuestionSetElement;
    el.textContent = FENCE;
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(el.error).to.equal(undefined);
      expect(el.set?.format).to.equal('vance');
      const root = el.shadowRoot!;
      expect(root.querySelector('strong')?.textContent, 'the intro as Markdown').to.equal('this');
      expect(root.querySelector('em')?.textContent, 'the question as Markdown').to.equal('it');
      for (const part of ['yaml-read', 'vance'])
        expect(fetched(new RegExp(`/dist/npm/chunks/${part}-[\\w-]{8}\\.js$`)), part).to.equal(true);
      expect(fetched(/\/markdown-it\//), 'markdown-it').to.equal(true);
    } finally {
      el.remove();
    }
  });

  it('a body that changes while its decoder loads shows as it is once the decoder is there', async () => {
    await main();
    // a format whose decoder no test above fetched: its first reading waits for the chunk
    const body = (title: string) =>
      JSON.stringify({
        id: 'qs_wait',
        locale: 'en-US',
        questions: [
          {
            id: 'q_go',
            title,
            answers: [
              { id: 'a_yes', label: 'Yes' },
              { id: 'a_no', label: 'No' },
            ],
          },
        ],
      });
    const el = document.createElement('question-set') as QuestionSetElement;
    el.textContent = body('First?');
    document.body.append(el);
    try {
      // the first update reads the body and starts the chunk (and holds its render back a moment);
      // the text changes before the chunk arrives. Microtasks only: a timer's task gave a fast
      // engine (WebKit) the time to fetch the chunk
      for (let i = 0; i < 8; i++) await Promise.resolve();
      expect(el.set, 'still waiting for the decoder').to.equal(undefined);
      el.textContent = body('Second?');
      await el.updateComplete;
      expect(el.error).to.equal(undefined);
      expect(el.set?.format).to.equal('egoz');
      expect(el.set?.questions[0].text).to.equal('Second?');
      expect(el.shadowRoot!.textContent).to.include('Second?').and.not.include('First?');
    } finally {
      el.remove();
    }
  });

  it('its codec waits for loadCodec(), then answers', async () => {
    const { parse, loadCodec } = await main();
    await loadCodec();
    const result = parse(FENCE);
    expect(result.ok && result.set.questions[0].id).to.equal('go');
  });
});

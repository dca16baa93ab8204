/**
 * The script-tag bundle as a page without a build step uses it: the built dist/question-elements.js,
 * served from a nested path that has nothing to do with dist/ (web-test-runner.config.mjs maps it),
 * fetching its YAML and markdown-it chunks only when a body needs them. It needs `npm run build`,
 * which `npm ci` and `npm install` run.
 *
 * The tests run in order on one page: which chunks were downloaded so far is what they check.
 */
import { expect } from '@open-wc/testing';
import MarkdownIt from 'markdown-it';
import type { QuestionSetElement } from '../../src/index.js';

const BASE = '/some/site/assets/question-elements/';

// these tests watch each chunk load on first need: the page opts out of the idle preload
// (docs/bundle.md; dist-preload.browser.test.ts tests the preload itself)
document.head.append(
  Object.assign(document.createElement('meta'), { name: 'question-elements', content: 'no-preload' }),
);

const requested = new Set<string>();
performance.setResourceTimingBufferSize(10_000);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) requested.add(new URL(entry.name).pathname);
}).observe({ type: 'resource', buffered: true });

/** Whether the chunk of `pkg` (`yaml`, `markdown-it`) was downloaded from beside the entry. */
function fetched(pkg: string): boolean {
  for (const entry of performance.getEntriesByType('resource')) requested.add(new URL(entry.name).pathname);
  return [...requested].some((path) => path.startsWith(`${BASE}${pkg}-`) && path.endsWith('.js'));
}

async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; !done(); i++) {
    if (i > 500) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const PLACEHOLDER = 'part="card placeholder"';

/**
 * While a chunk loads, the shadow root is empty for a moment, then shows the quiet placeholder; it
 * never shows an error, and a card it shows is the placeholder or the set itself (`shows`).
 */
function quietWhileLoading(states: string[], shows: string): void {
  for (const state of states) {
    expect(state, 'an error while loading').not.to.include('role="alert"');
    if (state.includes('part="card'))
      expect(state.includes(PLACEHOLDER) || state.includes(shows), `a card while loading: ${state}`).to.equal(
        true,
      );
  }
}

/** Mounts a set whose body is a fixture, and keeps every state its shadow root goes through. */
async function mount(fixture: string) {
  const body = document.createElement('script');
  body.type = fixture.endsWith('.yaml') ? 'application/yaml' : 'application/json';
  body.textContent = await (await fetch(`/fixtures/${fixture}`)).text();
  const el = document.createElement('question-set') as QuestionSetElement;
  el.append(body);
  const errors: Event[] = [];
  el.addEventListener('question-error', (e) => errors.push(e));
  document.body.append(el);
  const states: string[] = [];
  const root = el.shadowRoot!;
  new MutationObserver(() => states.push(root.innerHTML)).observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  await el.updateComplete;
  return { el, states, errors, text: () => root.textContent ?? '' };
}

describe('the script-tag bundle', () => {
  after(() => document.querySelectorAll('question-set').forEach((el) => el.remove()));

  it('loads from any path and defines both elements', async () => {
    const url = `${BASE}question-elements.js`;
    const mod = await import(url);
    expect(customElements.get('question-set')).to.equal(mod.QuestionSetElement);
    expect(customElements.get('question-form')).to.equal(mod.QuestionFormElement);
    expect(mod.QuestionAnswersEvent).to.be.a('function');
    // the codec, upgrade() and watch() are in the api file beside it, not in the entry
    expect(mod.parse).to.equal(undefined);
    expect(mod.upgrade).to.equal(undefined);
    // nor what only a decoded set needs (issue 36): a page with no set yet loads the entry alone
    for (const chunk of [
      'yaml',
      'markdown-it',
      'read-answers',
      'format',
      'blocks',
      'after-decode',
      'partial',
      'question-elements-api',
    ])
      expect(fetched(chunk), chunk).to.equal(false);
  });

  it("renders a JSON set without Markdown once its format's chunk is there, loading nothing else", async () => {
    const { states, errors, text } = await mount('structured/valid/01-claude-code-ask-user-question.json');
    await until(() => text().includes('Which test runner should the new package use?'), 'the JSON set');
    quietWhileLoading(states, 'Which test runner should the new package use?');
    expect(text()).to.include('Built into Node 20');
    expect(states.some((s) => s.includes('role="alert"'))).to.equal(false);
    expect(errors).to.have.length(0);
    expect(fetched('format-structured'), 'the structured chunk').to.equal(true);
    expect(fetched('after-decode'), "the open set's chunk").to.equal(true);
    // a valid JSON body never needs the scan that places a JSON error (issue 36)
    expect(fetched('json-error'), 'the JSON error scan').to.equal(false);
    // the card appears whole: the first state with its question has every option and the send button
    const first = states.find((state) => state.includes('Which test runner should the new package use?'))!;
    const card = document.createElement('div');
    card.innerHTML = first;
    expect(card.querySelectorAll('[part~="option"]').length, 'the options').to.be.at.least(2);
    for (const option of ['Built into Node 20', 'Vitest']) expect(card.textContent).to.include(option);
    expect(card.querySelector('[part~="actions"] [part~="primary"]'), 'the send button').to.not.equal(null);
    await new Promise((r) => setTimeout(r, 100));
    for (const other of ['vance', 'shiitake', 'egoz', 'index', 'form', 'mcp'])
      expect(fetched(`format-${other}`), `format-${other} chunk`).to.equal(false);
    expect(fetched('yaml'), 'yaml chunk').to.equal(false);
    expect(fetched('markdown-it'), 'markdown-it chunk').to.equal(false);
    expect(fetched('read-answers'), 'read-answers chunk').to.equal(false);
  });

  it('renders a second set of a format already loaded at once', async () => {
    const { states, errors } = await mount('structured/valid/01-claude-code-ask-user-question.json');
    expect(states[0]).to.include('Which test runner should the new package use?');
    expect(states[0]).not.to.include('part="card placeholder"');
    expect(errors).to.have.length(0);
  });

  it('reads plain block YAML without the YAML chunk', async () => {
    const { states, errors, text } = await mount('vance/valid/01-seed-example.yaml');
    await until(() => text().includes('In which region will data be stored?'), 'the YAML set');
    quietWhileLoading(states, 'In which region will data be stored?');
    expect(fetched('format-vance')).to.equal(true);
    expect(fetched('yaml'), 'yaml chunk for plain block YAML').to.equal(false);
    expect(errors).to.have.length(0);
  });

  it('loads the YAML chunk for a body beyond plain block YAML, never showing an error', async () => {
    expect(fetched('yaml')).to.equal(false);
    const { states, errors, text } = await mount('vance/valid/19-document-markers.yaml');
    await until(() => text().includes('a quoted text: with a colon'), 'the YAML set');
    quietWhileLoading(states, 'a quoted text: with a colon');
    expect(fetched('yaml')).to.equal(true);
    expect(fetched('markdown-it'), 'markdown-it chunk for plain text').to.equal(false);
    expect(errors).to.have.length(0);
  });

  it('renders a set of plain texts in its first update, without markdown-it (issue 36)', async () => {
    // quotes, an apostrophe, numbers, a dash between words, line breaks: none of it is Markdown
    const question = 'Which "build" is it\'s for: 1.5 or 2 - the one at 50% (x = y)?';
    const el = document.createElement('question-set') as QuestionSetElement;
    el.data = JSON.stringify({
      questions: [
        {
          question,
          header: 'Build',
          options: [
            { label: 'v1.5 (current)', description: 'Kept as it is,\nwith its fixes.' },
            { label: 'v2', description: 'mail me at a@example.com' },
          ],
          multiSelect: false,
        },
      ],
    });
    document.body.append(el);
    // the shadow root is there once connected; its first render is a microtask away
    const root = el.shadowRoot!;
    const states: string[] = [];
    new MutationObserver(() => states.push(root.textContent ?? '')).observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    await el.updateComplete;
    // the structured decoder is there (an earlier test): the first render is the set itself
    expect(states[0], 'the first render').to.include(question);
    expect(states[0]).to.include('with its fixes.');
    expect(root.querySelector('[part~="placeholder"]')).to.equal(null);
    expect(fetched('markdown-it'), 'markdown-it chunk for plain texts').to.equal(false);
    el.remove();
  });

  it('loads markdown-it for a Markdown text, and never shows the text unformatted', async () => {
    expect(fetched('markdown-it')).to.equal(false);
    const { el, states, text } = await mount('shiitake/valid/12-markdown-question.json');
    await until(() => !!el.shadowRoot!.querySelector('strong'), 'the formatted text');
    quietWhileLoading(states, 'swallows');
    expect(fetched('markdown-it')).to.equal(true);
    expect(el.shadowRoot!.querySelector('strong')!.textContent).to.equal('swallows');
    expect(el.shadowRoot!.querySelector('pre code')!.textContent).to.include('res.status === 404');
    for (const state of states) {
      expect(state).not.to.include('**swallows**');
      expect(state).not.to.include('`fetchInvoices()`');
    }
    expect(text()).not.to.include('**');
  });

  it("renders references and links as the full markdown-it does, without entities' tables or linkify-it", async () => {
    const question =
      'AT&amp;T &copy; 2026 &notit; &ampx; &semi; &#169; &nvlt; &bogus; **bold** <https://example.com/a?b=1&amp;c> www.example.com';
    const body = document.createElement('script');
    body.type = 'application/json';
    body.textContent = JSON.stringify([
      {
        id: 'refs',
        header: 'Refs',
        question,
        options: [
          { label: 'A', description: 'a' },
          { label: 'B', description: 'b' },
        ],
      },
    ]);
    const el = document.createElement('question-set') as QuestionSetElement;
    el.append(body);
    document.body.append(el);
    await el.updateComplete;
    await until(
      () => !!el.shadowRoot!.querySelector('strong'),
      `the formatted text: ${el.shadowRoot!.textContent}`,
    );
    const shown = el.shadowRoot!.querySelector('strong')!.closest('p')!;
    const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
    const expected = document.createElement('div');
    expected.innerHTML = md.render(question);
    expect(shown.textContent).to.equal(expected.querySelector('p')!.textContent);
    expect(shown.querySelector('a')!.getAttribute('href')).to.equal(
      expected.querySelector('a')!.getAttribute('href'),
    );
    expect(shown.querySelectorAll('a')).to.have.length(1);
    el.remove();
  });

  it("shows a JSON body's syntax error with its place once the scan's chunk is in, never another error first", async () => {
    expect(fetched('json-error'), 'the scan before').to.equal(false);
    const { states, errors } = await mount('vance/invalid/13-json-syntax.json');
    await until(() => states.some((s) => s.includes('role="alert"')), 'the error card');
    expect(fetched('json-error'), 'the scan').to.equal(true);
    // every error card the shadow root showed is this one, with its line and column
    for (const state of states.filter((s) => s.includes('role="alert"'))) {
      const card = document.createElement('div');
      card.innerHTML = state;
      expect(card.querySelector('.detail')?.textContent).to.equal('Invalid JSON: unexpected character');
      expect(card.querySelector('.where')?.textContent).to.match(/\b3\b.*\b23\b/);
    }
    expect(errors).to.have.length(1);
    const { error } = (errors[0] as Event & { detail: { error: Record<string, unknown> } }).detail;
    expect(error).to.deep.include({ code: 'syntax', line: 3, column: 23 });
  });

  it('await updateComplete resolves once the set is rendered, also while its chunk was still on its way', async () => {
    expect(fetched('format-egoz'), 'egoz not loaded before').to.equal(false);
    // mount() returns after `await el.updateComplete`, with no waiting of its own
    const { el, text } = await mount('egoz/valid/01-booking-en-us.json');
    expect(fetched('format-egoz')).to.equal(true);
    expect(el.set?.format).to.equal('egoz');
    expect(text()).to.include('Which time slot works for the haircut?');
    expect(el.shadowRoot!.querySelector('[part~="placeholder"]')).to.equal(null);
  });

  it("fetches the words of a language the body names for itself and the open set's chunk beside its decoder, not after it", async () => {
    // the slow copy of dist/ (its chunks answer late), whose egoz decoder nobody loaded yet; the page
    // names no language: it comes from the set's own locale
    expect(document.documentElement.lang, 'the page names no language').to.equal('');
    const slowUrl = '/slow/site/question-elements/question-elements.js';
    const slow = await import(slowUrl);
    customElements.define('words-question-set', class extends slow.QuestionSetElement {});
    const el = document.createElement('words-question-set') as QuestionSetElement;
    el.data = await (await fetch('/fixtures/egoz/valid/02-hebrew-shade-rtl.json')).text();
    el.persist = 'off';
    document.body.append(el);
    await until(() => !!el.shadowRoot!.querySelector('[part~="question"]'), 'the Hebrew set');
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const of = (name: string) =>
      entries.find((e) => new URL(e.name).pathname.startsWith(`/slow/site/question-elements/${name}-`));
    const decoder = of('format-egoz');
    const words = of('strings-he');
    expect(decoder, 'the decoder chunk').to.not.equal(undefined);
    expect(words, 'the Hebrew words chunk').to.not.equal(undefined);
    expect(words!.startTime, 'the words were asked for before the decoder arrived').to.be.below(
      decoder!.responseEnd,
    );
    // what only a decoded set needs (its session and view, issue 36) comes in the same round trip
    const session = of('after-decode');
    expect(session, "the open set's chunk").to.not.equal(undefined);
    expect(session!.startTime, "the open set's chunk was asked for before the decoder arrived").to.be.below(
      decoder!.responseEnd,
    );
    expect(el.shadowRoot!.textContent).to.include('איזה גוון?');
    el.remove();
  });

  it('loads the block scanner for a body that is a fence, never an error meanwhile', async () => {
    expect(fetched('blocks')).to.equal(false);
    const el = document.createElement('question-set') as QuestionSetElement;
    el.data = '```questions\n{"questions": [{"key": "db", "text": "Which database?"}]}\n```';
    const errors: Event[] = [];
    el.addEventListener('question-error', (e) => errors.push(e));
    document.body.append(el);
    const root = el.shadowRoot!;
    const states: string[] = [];
    new MutationObserver(() => states.push(root.innerHTML)).observe(root, { childList: true, subtree: true });
    await until(() => root.textContent!.includes('Which database?'), 'the fenced set');
    quietWhileLoading(states, 'Which database?');
    expect(fetched('blocks')).to.equal(true);
    expect(errors).to.have.length(0);
    el.remove();
  });

  it('restores an answered-by set with its receipt once the answer reader is there, never its options meanwhile', async () => {
    expect(fetched('read-answers')).to.equal(false);
    const el = document.createElement('question-set') as QuestionSetElement;
    el.setAttribute('answered-by', '- Which test runner should the new package use? → Vitest');
    el.data = await (await fetch('/fixtures/structured/valid/01-claude-code-ask-user-question.json')).text();
    const states: string[] = [];
    const root = () => el.shadowRoot!;
    document.body.append(el);
    new MutationObserver(() => states.push(root().innerHTML)).observe(root(), {
      childList: true,
      subtree: true,
    });
    states.push(root().innerHTML);
    await until(() => !!root().querySelector('.receipt'), 'the receipt');
    expect(fetched('read-answers')).to.equal(true);
    expect(el.state).to.equal('answered');
    expect(root().querySelector('.receipt')!.textContent).to.include('Vitest');
    quietWhileLoading(states, 'part="card receipt"');
    for (const state of states) expect(state).not.to.include('part="options"');
    el.remove();
  });

  it('the api file beside the entry adds the codec, upgrade() and watch(), sharing the entry', async () => {
    const entry = await import(`${BASE}question-elements.js`);
    const api = await import(`${BASE}question-elements-api.js`);
    expect(api.QuestionSetElement).to.equal(entry.QuestionSetElement);
    for (const name of ['parse', 'detect', 'encodeAnswers', 'readAnswers', 'askUser', 'upgrade', 'watch'])
      expect(api[name], name).to.be.a('function');
    const result = api.parse('{"questions":[{"key":"k","text":"Which?"}]}');
    expect(result.ok).to.equal(true);
    // every format's decoder and the block scanner are there once the import resolves
    expect(
      api.parse('<question-form id="f">{"questions":[{"id":"a","label":"A?","type":"text"}]}</question-form>')
        .ok,
    ).to.equal(true);
    expect(api.detect('```index-questions\n{"version":1,"questions":[]}\n```')).to.equal('index');
    // and the scan that places a JSON error: the api's parse answers an invalid body at once too
    expect(api.parse('{"questions":\n  [1,]}', { format: 'form' })).to.deep.equal({
      ok: false,
      error: { code: 'syntax', message: 'Invalid JSON: unexpected character', line: 2, column: 6 },
    });
  });

  it('answers by pointer: an option, the send button, the answer event and the receipt', async () => {
    const el = document.createElement('question-set') as QuestionSetElement;
    el.data = [
      {
        id: 'pick',
        header: 'Pick',
        question: 'Which one?',
        options: [
          { label: 'Alpha', description: 'first' },
          { label: 'Beta', description: 'second' },
        ],
      },
    ];
    const sent: CustomEvent[] = [];
    el.addEventListener('question-answers', (e) => sent.push(e as CustomEvent));
    document.body.append(el);
    const root = el.shadowRoot!;
    await until(() => !!root.querySelector('[part="option"]'), 'the options');
    const beta = [...root.querySelectorAll<HTMLElement>('[part="option"]')].find((o) =>
      o.textContent!.includes('Beta'),
    )!;
    beta.click();
    await el.updateComplete;
    if (!sent.length) root.querySelector<HTMLElement>('[part="primary"]')!.click();
    await until(
      () => sent.length === 1 && !!root.querySelector('.receipt'),
      'the answer event and the receipt',
    );
    expect(sent[0].detail.format).to.equal('shiitake');
    expect(sent[0].detail.payload.answers.pick.selected).to.deep.equal(['Beta']);
    expect(el.state).to.equal('answered');
    expect(root.querySelector('.receipt')!.textContent).to.include('Beta');
    el.remove();
  });

  it('re-renders on a property change: layout', async () => {
    const el = document.createElement('question-set') as QuestionSetElement;
    el.data = await (await fetch('/fixtures/structured/valid/01-claude-code-ask-user-question.json')).text();
    el.persist = 'off';
    document.body.append(el);
    const root = el.shadowRoot!;
    await until(() => root.querySelectorAll('[part="question"]').length > 0, 'the set');
    expect(root.querySelectorAll('[part="question"]').length).to.equal(1);
    el.layout = 'form';
    await el.updateComplete;
    expect(root.querySelectorAll('[part="question"]').length).to.equal(2);
    el.remove();
  });

  it('shares one constructable stylesheet among all instances', () => {
    const [a, b] = document.querySelectorAll('question-set');
    expect(a.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(a.shadowRoot!.adoptedStyleSheets).to.deep.equal(b.shadowRoot!.adoptedStyleSheets);
    expect(a.shadowRoot!.adoptedStyleSheets[0]).to.equal(b.shadowRoot!.adoptedStyleSheets[0]);
    expect(a.shadowRoot!.querySelector('style')).to.equal(null);
  });
});

describe('the script-tag bundle on a slow network', () => {
  it('shows nothing for a moment, then the quiet placeholder, then the set once its chunk arrives', async () => {
    // a second copy of dist/ whose chunks answer late (web-test-runner.config.mjs), under a tag of its own
    const slowUrl = '/slow/site/question-elements/question-elements.js';
    const slow = await import(slowUrl);
    slow.QuestionSetElement.define('slow-question-set');
    const el = document.createElement('slow-question-set') as QuestionSetElement;
    el.data = await (await fetch('/fixtures/structured/valid/01-claude-code-ask-user-question.json')).text();
    document.body.append(el);
    // the shadow root is there once connected; its first render is a microtask away
    const root = el.shadowRoot!;
    const states: string[] = [];
    new MutationObserver(() => states.push(root.innerHTML)).observe(root, { childList: true, subtree: true });
    // (updateComplete would wait for the chunk: the first render is a task away)
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelector('[part~="card"]'), 'no card at first').to.equal(null);
    await until(() => root.textContent!.includes('Which test runner should the new package use?'), 'the set');
    const placeholder = states.findIndex((state) => state.includes(PLACEHOLDER));
    const content = states.findIndex((state) => state.includes('Which test runner'));
    expect(placeholder, 'the placeholder showed').to.be.at.least(0);
    expect(placeholder, 'before the set').to.be.below(content);
    quietWhileLoading(states, 'Which test runner should the new package use?');
    el.remove();
  });
});

/**
 * Issue 36: every chunk a body needs is asked for at once, not one after another — on the slow copy
 * (each chunk answers 1.5 s late), a chunk fetched only once another had arrived would start after
 * that one's end. Each test loads a copy of its own (a site name of its own), so none of its chunks
 * is there yet.
 */
describe('the script-tag bundle fetches what a body needs in parallel', () => {
  async function mountSlow(site: string, tag: string, data: string, lang?: string) {
    const slow = await import(`/slow/${site}/question-elements/question-elements.js`);
    slow.QuestionSetElement.define(tag);
    const el = document.createElement(tag) as QuestionSetElement;
    if (lang) el.setAttribute('lang', lang);
    el.persist = 'off';
    el.data = data;
    document.body.append(el);
    const chunk = (name: string) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const found = entries.find((e) =>
        new URL(e.name).pathname.startsWith(`/slow/${site}/question-elements/${name}-`),
      );
      expect(found, `the ${name} chunk`).to.not.equal(undefined);
      return found!;
    };
    return { el, chunk };
  }

  /** Every chunk named was asked for before the first of them had arrived. */
  function together(chunks: PerformanceResourceTiming[]): void {
    const firstEnd = Math.min(...chunks.map((c) => c.responseEnd));
    for (const c of chunks)
      expect(c.startTime, `${new URL(c.name).pathname} asked for before the first chunk arrived`).to.be.below(
        firstEnd,
      );
  }

  it("starts a Markdown body's decoder, markdown-it and its language's words at once", async () => {
    const body = [
      'questions:',
      '  - key: db',
      '    text: Which **database** should the service use?',
      '    kind: choice',
      '    options:',
      '      - Postgres',
      '      - SQLite',
    ].join('\n');
    const { el, chunk } = await mountSlow('parallel-md', 'parallel-md-question-set', body, 'de');
    await until(() => !!el.shadowRoot!.querySelector('strong'), 'the formatted set');
    together(['format-vance', 'check', 'markdown-it', 'strings-de'].map(chunk));
    expect(el.shadowRoot!.querySelector('strong')!.textContent).to.equal('database');
    el.remove();
  });

  it("starts a YAML body's decoder beside the YAML parser, not once the parser has read it", async () => {
    const body = await (await fetch('/fixtures/vance/valid/19-document-markers.yaml')).text();
    const { el, chunk } = await mountSlow('parallel-yaml', 'parallel-yaml-question-set', body);
    await until(() => el.shadowRoot!.textContent!.includes('a quoted text: with a colon'), 'the YAML set');
    together(['yaml', 'format-vance'].map(chunk));
    el.remove();
  });

  it('starts markdown-it beside the YAML parser for a YAML body with Markdown in its texts', async () => {
    // the document marker hands the body on to the YAML parser
    const body = [
      '---',
      'questions:',
      '  - key: api',
      '    text: "Keep the `v1` prefix?"',
      '    kind: confirm',
    ].join('\n');
    const { el, chunk } = await mountSlow('parallel-yaml-md', 'parallel-yaml-md-question-set', body);
    await until(() => !!el.shadowRoot!.querySelector('code'), 'the formatted set');
    together(['yaml', 'format-vance', 'markdown-it'].map(chunk));
    expect(el.shadowRoot!.querySelector('code')!.textContent).to.equal('v1');
    el.remove();
  });
});

describe('demo/bundle.html', () => {
  it('renders its JSON set and its YAML set with Markdown through the script tag alone', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/demo/bundle.html';
    frame.style.width = '800px';
    document.body.append(frame);
    try {
      const sets = () => [...(frame.contentDocument?.querySelectorAll('question-set') ?? [])];
      await until(() => sets().length === 2 && !!sets()[1].shadowRoot?.querySelector('strong'), 'both sets');
      const [json, yaml] = sets();
      // the newer YAML set replaces the JSON one (seed 000), whose receipt is one line: its decoded set says it was read
      expect((json as QuestionSetElement).set?.questions[0]?.text).to.include(
        'Which test runner should the new package use?',
      );
      expect(yaml.shadowRoot!.querySelector('strong')!.textContent).to.equal('public API');
      for (const set of sets()) expect(set.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    } finally {
      frame.remove();
    }
  });
});

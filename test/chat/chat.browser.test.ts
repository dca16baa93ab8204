/**
 * The chat helpers in Chromium, with the elements defined: the markdown-it plugin's HTML inserted
 * into a page renders working elements that read exactly the body parseMessage found; upgrade()
 * and watch() do the same for HTML that markdown-it without the plugin, or another renderer, made.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import type { QuestionSetElement } from '../../src/elements/question-set.js';
import type { QuestionAnswersEvent } from '../../src/elements/events.js';
import questionsPlugin, { carryBody, type QuestionBlockMeta } from '../../src/chat/markdown-it.js';
import { upgrade, watch } from '../../src/chat/upgrade.js';
import { expectArriving, fixtureFiles, fixtureText } from '../elements/helpers.js';

interface ElementExpectation {
  tag: string;
  format?: string;
  attributes?: { id?: string; title?: string };
  streaming?: boolean;
  ok: boolean;
  id?: string;
  errorCode?: string;
  /** where the element decodes the body differently from parseMessage */
  element?: { ok: boolean; id?: string; errorCode?: string };
}

interface ChatFixture {
  name: string;
  markdown: string;
  expected: { elements: ElementExpectation[]; streaming?: ElementExpectation[] };
}

interface HtmlFixture {
  name: string;
  html: string;
  expected: { elements: ElementExpectation[]; pre: number };
}

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

async function chatFixtures(): Promise<ChatFixture[]> {
  const files = (await fixtureFiles()).filter((f) => /^chat\/[^/]+\.md$/.test(f));
  return Promise.all(
    files.map(async (file) => ({
      name: file,
      markdown: await fixtureText(file),
      expected: JSON.parse(await fixtureText(file.replace(/\.md$/, '.expected.json'))),
    })),
  );
}

async function htmlFixtures(): Promise<HtmlFixture[]> {
  const files = (await fixtureFiles()).filter((f) => /^chat\/html\/[^/]+\.html$/.test(f));
  return Promise.all(
    files.map(async (file) => ({
      name: file,
      html: await fixtureText(file),
      expected: JSON.parse(await fixtureText(file.replace(/\.html$/, '.expected.json'))),
    })),
  );
}

const QUESTION_ELEMENTS = 'question-set, question-form';

function stage(): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('question-scope', '');
  document.body.append(el);
  return el;
}

async function settle(root: ParentNode): Promise<QuestionSetElement[]> {
  const els = Array.from(root.querySelectorAll<QuestionSetElement>(QUESTION_ELEMENTS));
  for (let i = 0; i < 3; i++) {
    await Promise.all(els.map((el) => el.updateComplete));
    await new Promise((r) => requestAnimationFrame(r));
  }
  return els;
}

/** What an element shows: its tag, attributes, and the set or error it decoded. */
function describeElement(el: QuestionSetElement): ElementExpectation {
  const d: ElementExpectation = { tag: el.localName, ok: !!el.set };
  if (el.localName === 'question-form') {
    d.attributes = {};
    // the form id rides in data-form-id: an agent-chosen `id` never reaches the host page (issue 14)
    expect(el.hasAttribute('id'), 'no id attribute in the host page').to.equal(false);
    if (el.hasAttribute('data-form-id')) d.attributes.id = el.getAttribute('data-form-id')!;
    if (el.hasAttribute('title')) d.attributes.title = el.getAttribute('title')!;
  } else d.format = el.getAttribute('format')!;
  if (el.hasAttribute('streaming')) d.streaming = true;
  if (el.set) d.id = el.set.id;
  else if (el.error) d.errorCode = el.error.code;
  return d;
}

/** The expectation as the element sees it: while streaming it shows no error at all. */
function asElement(w: ElementExpectation): ElementExpectation {
  const out: ElementExpectation = { ...w, ...w.element };
  delete out.element;
  if (out.streaming) delete out.errorCode;
  if (out.ok) delete out.errorCode;
  else delete out.id;
  return out;
}

/** The body an element reads: its script child's text, or its own text. */
function bodyOf(el: Element): string {
  const script = el.querySelector(
    ':scope > script[type="application/json"], :scope > script[type="application/yaml"]',
  );
  return script ? (script.textContent ?? '') : (el.textContent ?? '');
}

/** Nothing a body or prose could smuggle in: no handler attribute, script URL or stray element. */
function assertInert(root: HTMLElement, prose: 'markdown-it' | 'any' = 'markdown-it'): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const a of Array.from(el.attributes)) {
      expect(a.name.startsWith('on'), `${el.localName}[${a.name}]`).to.equal(false);
      expect(/^\s*javascript:/i.test(a.value), `${el.localName}[${a.name}]`).to.equal(false);
    }
    if (el.localName === 'script') expect(el.getAttribute('type')).to.match(/^application\/(json|yaml)$/);
    // markdown-it with html: false makes none of these from the fixtures (other renderers' chrome may)
    if (prose === 'markdown-it')
      expect(['img', 'svg', 'iframe', 'object', 'embed', 'style']).not.to.include(el.localName);
    const shadow = el.shadowRoot;
    if (shadow)
      for (const inner of Array.from(shadow.querySelectorAll('*'))) {
        expect(inner.localName).not.to.equal('script');
        for (const a of Array.from(inner.attributes)) {
          expect(/^on/i.test(a.name), `shadow ${inner.localName}[${a.name}]`).to.equal(false);
          expect(/^\s*javascript:/i.test(a.value)).to.equal(false);
        }
      }
  }
  for (const el of Array.from(root.querySelectorAll(QUESTION_ELEMENTS))) {
    expect(el.children.length, 'one carrier child').to.equal(1);
    const carrier = el.children[0];
    expect(
      carrier.localName === 'script' || (carrier.localName === 'span' && carrier.hasAttribute('hidden')),
    ).to.equal(true);
    expect(carrier.children.length, 'the carrier holds text only').to.equal(0);
  }
}

const plugin = (streaming: boolean) => new MarkdownIt().use(questionsPlugin, { streaming });
const plain = new MarkdownIt();

// loaded before the suites are declared, so each fixture gets a test of its own
const [chats, htmls] = await Promise.all([chatFixtures(), htmlFixtures()]);

beforeEach(() => {
  sessionStorage.clear();
  delete window.__pwned;
});

afterEach(() => {
  for (const el of Array.from(document.querySelectorAll('[question-scope]'))) el.remove();
});

describe('markdown-it plugin HTML in a page', () => {
  it('finds the chat fixtures', () => expect(chats.length).to.be.greaterThanOrEqual(20));

  for (const streaming of [false, true])
    for (const chat of chats) {
      it(`${chat.name}${streaming ? ' (streaming)' : ''}: the elements it expects, reading the exact body`, async () => {
        const root = stage();
        const md = plugin(streaming);
        const metas = md
          .parse(chat.markdown, {})
          .filter((t) => t.type === 'question_block')
          .map((t) => t.meta as QuestionBlockMeta);
        root.innerHTML = md.render(chat.markdown);
        const els = await settle(root);
        // while streaming, a complete index block is shown arriving (prose may still follow it, and the
        // final message would drop it): the element is marked streaming (issue 31)
        const want = streaming
          ? (chat.expected.streaming ??
            chat.expected.elements.map((e) =>
              e.format === 'index' ? { tag: e.tag, format: e.format, streaming: true, ok: false } : e,
            ))
          : chat.expected.elements;
        // a streaming element shows the questions complete so far (issue 41): what it shows is checked below
        const arriving = ({ ok: _ok, id: _id, errorCode: _code, ...rest }: ElementExpectation) => rest;
        const loose = (d: ElementExpectation) => (d.streaming ? arriving(d) : d);
        expect(els.map(describeElement).map(loose)).to.deep.equal(want.map(asElement).map(loose));
        els.forEach((el, i) => {
          // the element reads exactly the body parseMessage found, and decodes it as the codec does
          expect(bodyOf(el), `#${i}`).to.equal(metas[i].body);
          if (el.hasAttribute('streaming')) expectArriving(el, `#${i}`);
          else if (metas[i].complete && !want[i].element)
            expect(JSON.stringify(el.set ?? el.error?.code)).to.equal(
              JSON.stringify(metas[i].result.ok ? metas[i].result.set : metas[i].result.error.code),
            );
        });
        assertInert(root);
        await new Promise((r) => setTimeout(r, 20));
        expect(window.__pwned).to.equal(undefined);
      });
    }

  it('a streaming element shows no error, and a finished render decodes once', async () => {
    const chat = chats.find((c) => c.name.includes('07-streaming'))!;
    const root = stage();
    root.innerHTML = plugin(true).render(chat.markdown);
    const [el] = await settle(root);
    expect(el.hasAttribute('streaming')).to.equal(true);
    expect(el.error).to.equal(undefined);
    // the rest arrives: the host renders the whole message again
    const done = chat.markdown + 'd\n    kind: text\n```\n';
    root.innerHTML = plugin(true).render(done);
    const [finished] = await settle(root);
    expect(finished.hasAttribute('streaming')).to.equal(false);
    expect(finished.set?.id).to.equal('q-tests');
  });

  it('a rendered card works: a click on an option sends the answers', async () => {
    const chat = chats.find((c) => c.name.includes('17-answered'))!;
    const root = stage();
    root.innerHTML = plugin(false).render(chat.markdown);
    const [el] = await settle(root);
    const got: QuestionAnswersEvent[] = [];
    root.addEventListener('question-answers', (e) => got.push(e as QuestionAnswersEvent));
    const option = Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('[data-option]')).find((o) =>
      o.textContent?.includes('dark'),
    )!;
    expect(option).to.not.equal(undefined);
    option.click();
    await settle(root);
    expect(got.length).to.equal(1);
    expect(got[0].detail.setId).to.equal('q-theme');
    expect(got[0].detail.text).to.contain('dark');
    expect(el.state).to.equal('answered');
  });

  it('a rendered <question-form> works: its inputs are there and its id and title are the form’s', async () => {
    const chat = chats.find((c) => c.name.includes('04-question-form'))!;
    const root = stage();
    root.innerHTML = plugin(false).render(chat.markdown);
    const [el] = await settle(root);
    expect(el.localName).to.equal('question-form');
    expect(el.set?.id).to.equal('deck-brief');
    expect(el.set?.questions.map((q) => q.id)).to.deep.equal(['audience', 'length', 'tone']);
    const shown = el.shadowRoot!.textContent ?? '';
    for (const label of ['Who’s the primary audience?', 'Investors', 'How many slides at most?', 'Tone'])
      expect(shown.replace(/'/g, '’')).to.contain(label);
    // the prose around it is markdown-it's
    expect(root.querySelector('em')?.textContent).to.equal('nothing');
  });

  it('answered-by arrives as the exact text, with nothing run', async () => {
    const chat = chats.find((c) => c.name.includes('17-answered'))!;
    const answer =
      'Light or dark by default?\n→ dark "<img src=x onerror=window.__pwned=1>" & </question-set>';
    const root = stage();
    root.innerHTML = new MarkdownIt().use(questionsPlugin, { answeredBy: answer }).render(chat.markdown);
    const [el] = await settle(root);
    expect(el.getAttribute('answered-by')).to.equal(answer);
    assertInert(root);
    await new Promise((r) => setTimeout(r, 50));
    expect(window.__pwned).to.equal(undefined);
  });

  it('property: any body the plugin carries is read back exactly by the page', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '&',
        '"',
        '</script>',
        '</SCRIPT\t>',
        '<!--',
        '-->',
        ']]>',
        '<![CDATA[',
        '&lt;',
        '&#60;',
      ),
      fc.constantFrom('</span>', '</question-set>', '<script>', '\n', ' ', '\u00a0', '\u2028', '\u{1F600}'),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    );
    const root = stage();
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((a) => a.join('')),
        (body) => {
          root.innerHTML = `<x-probe>${carryBody(body)}</x-probe><p>after</p>`;
          const probe = root.firstElementChild!;
          expect(root.children.length).to.equal(2);
          expect(probe.children.length).to.equal(1);
          expect(bodyOf(probe)).to.equal(body);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('upgrade(): HTML another renderer made', () => {
  for (const chat of chats)
    it(`${chat.name}, rendered by markdown-it without the plugin: the plugin's elements and sets`, async () => {
      const streaming = !!chat.expected.streaming;
      const withPlugin = stage();
      withPlugin.innerHTML = plugin(streaming).render(chat.markdown);
      const upgraded = stage();
      upgraded.innerHTML = plain.render(chat.markdown);
      const made = upgrade(upgraded, { streaming });
      const [a, b] = [await settle(withPlugin), await settle(upgraded)];
      expect(made.length).to.equal(b.length);
      const key = (el: QuestionSetElement) => {
        const d = describeElement(el);
        // markdown-it decodes the entities in the escaped tag's text: this hostile title reads differently
        if (d.attributes && chat.name.includes('11-hostile')) delete d.attributes.title;
        return d;
      };
      // markdown-it decoded the `&quot;` in this hostile title, so the escaped tag's text is not the
      // original any more: the form reads differently there, and only the other sets must agree
      const comparable = (list: QuestionSetElement[]) =>
        chat.name.includes('11-hostile') ? list.filter((el) => el.localName !== 'question-form') : list;
      expect(comparable(b).map(key)).to.deep.equal(comparable(a).map(key));
      // fences travel byte-exact; a form's text went through markdown-it's paragraph (indentation
      // dropped), and decodes to the same set all the same
      const [ca, cb] = [comparable(a), comparable(b)];
      ca.forEach((el, i) => expect(JSON.stringify(cb[i].set), `#${i}`).to.equal(JSON.stringify(el.set)));
      assertInert(upgraded);
      await new Promise((r) => setTimeout(r, 20));
      expect(window.__pwned).to.equal(undefined);
    });

  it('other renderers: the fixtures are there', () => expect(htmls.length).to.be.greaterThanOrEqual(8));

  for (const fixture of htmls)
    it(`${fixture.name}: the elements it expects`, async () => {
      const root = stage();
      root.innerHTML = fixture.html;
      upgrade(root);
      const els = await settle(root);
      expect(els.map(describeElement)).to.deep.equal(fixture.expected.elements.map(asElement));
      expect(root.querySelectorAll('pre').length).to.equal(fixture.expected.pre);
      assertInert(root, 'any');
      await new Promise((r) => setTimeout(r, 20));
      expect(window.__pwned).to.equal(undefined);
    });

  it('the body is the code block’s text, exactly, `</script>` and all', async () => {
    const fixture = htmls.find((h) => h.name.includes('07-hostile'))!;
    const root = stage();
    root.innerHTML = fixture.html;
    const code = root.querySelector('code.language-questions')!.textContent!;
    const [el] = upgrade(root);
    expect(bodyOf(el)).to.equal(code);
    expect(code).to.contain('</script><script>');
    expect(el.querySelector('script')!.getAttribute('type')).to.equal('application/yaml');
  });

  it('splits the paragraph around an escaped <question-form>, keeping the prose on both sides', async () => {
    const root = stage();
    root.innerHTML =
      '<p>Intro line\n&lt;question-form id="x" title="T"&gt;\n{"questions": [{"id": "a", "label": "A", "type": "text"}]}\n&lt;/question-form&gt;\nOutro <em>line</em></p>';
    const [el] = upgrade(root);
    expect(el.localName).to.equal('question-form');
    expect(Array.from(root.children).map((c) => c.localName)).to.deep.equal(['p', 'question-form', 'p']);
    expect(root.children[0].textContent).to.equal('Intro line\n');
    expect(root.children[2].innerHTML).to.equal('\nOutro <em>line</em>');
    const [form] = await settle(root);
    expect(form.set?.id).to.equal('x');
  });

  it('a form whose JSON has blank lines (several paragraphs and an indented code block)', async () => {
    const markdown =
      'Fill this in:\n\n<question-form id="gaps" title="Gaps">\n{\n  "questions": [\n\n      {"id": "a", "label": "A", "type": "text"},\n\n  {"id": "b", "label": "B", "type": "text"}\n  ]\n}\n</question-form>\n\nThanks.';
    const root = stage();
    root.innerHTML = plain.render(markdown);
    expect(root.querySelector('pre')).to.not.equal(null);
    upgrade(root);
    const [el] = await settle(root);
    expect(el.set?.questions.map((q) => q.id)).to.deep.equal(['a', 'b']);
    expect(Array.from(root.children).map((c) => c.localName)).to.deep.equal(['p', 'question-form', 'p']);
    expect(root.lastElementChild!.textContent).to.equal('Thanks.');
  });

  it('is idempotent: a second run changes nothing, and the plugin’s own HTML is left alone', async () => {
    for (const chat of chats) {
      const root = stage();
      root.innerHTML = plain.render(chat.markdown);
      upgrade(root);
      const once = root.innerHTML;
      expect(upgrade(root), chat.name).to.deep.equal([]);
      expect(root.innerHTML, chat.name).to.equal(once);
      root.innerHTML = plugin(!!chat.expected.streaming).render(chat.markdown);
      const rendered = root.innerHTML;
      expect(upgrade(root), chat.name).to.deep.equal([]);
      expect(root.innerHTML).to.equal(rendered);
      root.remove();
    }
    for (const fixture of htmls) {
      const root = stage();
      root.innerHTML = fixture.html;
      upgrade(root);
      const once = root.innerHTML;
      expect(upgrade(root)).to.deep.equal([]);
      expect(root.innerHTML, fixture.name).to.equal(once);
      root.remove();
    }
  });

  it('streaming: the block that ends the message is arriving; a finished run upgrades the final text', async () => {
    const root = stage();
    root.setAttribute('aria-busy', 'true');
    const partial = '{\n  "version": 1,\n  "questions": [\n    { "prompt": "When can';
    root.innerHTML = `<p>Two counterparts replied.</p><pre><code class="language-index-questions">${partial}</code></pre>`;
    const code = root.querySelector('code')!;
    const [el] = upgrade(root);
    expect(el.getAttribute('format')).to.equal('index');
    expect(el.hasAttribute('streaming')).to.equal(true);
    expect(upgrade(root)).to.deep.equal([]); // nothing changed: kept as it is
    // the host keeps writing into its own code element, then marks the message done
    code.textContent =
      partial + ' you meet Lena?", "opportunityId": "c7e2a4f0-93b1-4d58-a6e0-000000000002" }\n  ]\n}\n';
    root.removeAttribute('aria-busy');
    const [done] = upgrade(root);
    expect(done.hasAttribute('streaming')).to.equal(false);
    const [settled] = await settle(root);
    expect(settled.set?.questions[0].text).to.equal('When can you meet Lena?');
    expect(root.querySelectorAll('question-set').length).to.equal(1);
  });

  it('streaming: an index block that turns out invalid goes back to being prose', () => {
    const root = stage();
    root.innerHTML = '<pre><code class="language-index-questions">{"version": 2</code></pre>';
    expect(upgrade(root, { streaming: true }).length).to.equal(1);
    expect(upgrade(root, { streaming: false })).to.deep.equal([]);
    expect(root.querySelector('question-set')).to.equal(null);
    expect(root.querySelector('pre code.language-index-questions')).to.not.equal(null);
  });

  it('streaming: an unclosed <question-form> written as text', async () => {
    const chat = chats.find((c) => c.name.includes('08-streaming'))!;
    const root = stage();
    root.innerHTML = plain.render(chat.markdown);
    expect(upgrade(root, { streaming: false })).to.deep.equal([]);
    const [el] = upgrade(root, { streaming: true });
    expect(el.localName).to.equal('question-form');
    expect(el.getAttribute('data-form-id')).to.equal('travel');
    expect(el.hasAttribute('id')).to.equal(false);
    expect(el.hasAttribute('streaming')).to.equal(true);
    // done without its closing tag: the text comes back as it was
    expect(upgrade(root, { streaming: false })).to.deep.equal([]);
    expect(root.querySelector('question-form')).to.equal(null);
    expect(root.textContent).to.contain('<question-form id="travel" title="Trip details">');
  });

  it('answeredBy: set on the last complete set the message holds', () => {
    const chat = chats.find((c) => c.name.includes('20-two-sets'))!;
    const root = stage();
    root.innerHTML = plain.render(chat.markdown);
    const made = upgrade(root, { answeredBy: 'Docs: yes, at the top' });
    expect(made.map((el) => el.getAttribute('answered-by'))).to.deep.equal([null, 'Docs: yes, at the top']);
  });

  it('tagName: other element names', () => {
    const root = stage();
    root.innerHTML = plain.render(chats.find((c) => c.name.includes('05-mixed'))!.markdown);
    const made = upgrade(root, { tagName: { set: 'my-questions', form: 'my-form' } });
    expect(made.map((el) => el.localName)).to.deep.equal(['my-questions', 'my-form', 'my-questions']);
    expect(upgrade(root, { tagName: { set: 'my-questions', form: 'my-form' } })).to.deep.equal([]);
  });
});

describe('DOM clobbering: an agent-chosen form id never becomes a host id (issue 14, class 5)', () => {
  const MESSAGE =
    'Here:\n\n<question-form id="composer" title="T">\n{"questions": [{"id": "a", "label": "A", "type": "text"}]}\n</question-form>\n';
  const NAMES = ['composer', 'getElementById', 'location', 'questions'];

  for (const how of ['markdown-it plugin', 'upgrade()'] as const)
    it(`${how}: getElementById and window names still give the host's own`, async () => {
      const own = document.createElement('textarea');
      own.id = 'composer';
      document.body.append(own);
      const root = stage();
      for (const id of NAMES) {
        const body = MESSAGE.replace('composer', id);
        root.insertAdjacentHTML(
          'beforeend',
          how === 'upgrade()' ? plain.render(body) : new MarkdownIt().use(questionsPlugin).render(body),
        );
      }
      if (how === 'upgrade()') upgrade(root);
      const forms = [...root.querySelectorAll<QuestionSetElement>('question-form')];
      for (const el of forms) await el.updateComplete;
      try {
        expect(forms.length).to.equal(NAMES.length);
        expect(document.getElementById('composer'), 'the host element').to.equal(own);
        expect((window as unknown as Record<string, unknown>).composer, 'window.composer').to.equal(own);
        expect(typeof document.getElementById, 'document.getElementById').to.equal('function');
        expect(forms.filter((f) => f.hasAttribute('id') || f.hasAttribute('name'))).to.deep.equal([]);
        expect(forms.map((f) => f.set?.id)).to.deep.equal(NAMES);
      } finally {
        own.remove();
      }
    });
});

describe('watch(): messages added later', () => {
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('upgrades the messages there now and those added later, until stopped', async () => {
    const log = stage();
    const message = (markdown: string) => {
      const div = document.createElement('div');
      div.className = 'message';
      div.innerHTML = plain.render(markdown);
      return div;
    };
    const md = (name: string) => chats.find((c) => c.name.includes(name))!.markdown;
    log.append(message(md('01-prose')));
    const stop = watch(log);
    expect(log.querySelectorAll('question-set').length).to.equal(1);
    log.append(message(md('03-index')));
    await tick();
    expect(log.querySelectorAll('question-set[format="index"]').length).to.equal(1);
    // an index block that does not end its message stays prose, even though it ends the log's text
    log.append(message(md('06-index-block-not-last')));
    await tick();
    expect(log.querySelectorAll('question-set[format="index"]').length).to.equal(1);
    // a message re-rendered in place
    const last = log.lastElementChild!;
    last.innerHTML = plain.render(md('04-question-form'));
    await tick();
    expect(log.querySelectorAll('question-form').length).to.equal(1);
    stop();
    log.append(message(md('02-prose-json')));
    await tick();
    expect(log.querySelectorAll('pre code.language-questions').length).to.equal(1);
    const els = await settle(log);
    expect(els.map((el) => el.set?.id)).to.deep.equal(['q-4807b9d8', 'q-ab820807', 'deck-brief']);
  });

  it('follows a streaming message (aria-busy) to its end', async () => {
    const log = stage();
    const stop = watch(log);
    const message = document.createElement('div');
    message.setAttribute('aria-busy', 'true');
    log.append(message);
    const full = chats.find((c) => c.name.includes('02-prose-json'))!.markdown;
    // the host re-renders the message on every chunk
    let streamed = 0;
    for (let n = 40; n < full.length; n += 60) {
      message.innerHTML = plain.render(full.slice(0, n));
      await tick();
      // the set is arriving exactly while it ends the message; code blocks never stay behind
      const el = message.querySelector('question-set');
      if (el) expect(el.hasAttribute('streaming'), `at ${n}`).to.equal(!el.nextElementSibling);
      expect(message.querySelector('pre code.language-questions')).to.equal(null);
      if (el) streamed++;
    }
    expect(streamed).to.be.greaterThan(2);
    message.innerHTML = plain.render(full);
    message.removeAttribute('aria-busy');
    await tick();
    const [el] = await settle(message);
    expect(el.hasAttribute('streaming')).to.equal(false);
    expect(el.set?.id).to.equal('q-pr-target');
    stop();
  });

  it('messages: a selector for where the messages are', async () => {
    const log = stage();
    log.innerHTML =
      '<section class="turn"><header>Assistant</header><div class="content"></div><footer>12:01</footer></section>';
    const stop = watch(log, { messages: '.content', answeredBy: () => 'Stable' });
    const content = log.querySelector('.content')!;
    content.innerHTML = plain.render(chats.find((c) => c.name.includes('03-index'))!.markdown);
    await tick();
    // the footer is outside the message: the index block still ends it
    const el = content.querySelector('question-set');
    expect(el?.getAttribute('format')).to.equal('index');
    expect(el?.getAttribute('answered-by')).to.equal('Stable');
    stop();
  });
});

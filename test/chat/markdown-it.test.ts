/**
 * The markdown-it plugin with a real markdown-it: every block parseMessage finds becomes its
 * element, the body travels byte-exact and can never end or open a tag, and the prose renders as
 * a plugin-less markdown-it renders it.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import MarkdownIt, { type Options as MarkdownItOptions } from 'markdown-it';
import { parse, parseMessage } from '../../src/codec/index.js';
import questionsPlugin, {
  carryBody,
  renderQuestionBlock,
  type QuestionBlockMeta,
  type QuestionsPluginOptions,
} from '../../src/chat/markdown-it.js';
import { FIXTURES, read } from '../codec/corpus.js';

interface ElementExpectation {
  tag: string;
  format?: string;
  attributes?: { id?: string; title?: string };
  streaming?: boolean;
  ok?: boolean;
  id?: string;
  errorCode?: string;
  element?: unknown;
}

interface ChatExpectation {
  elements: ElementExpectation[];
  /** the elements when rendered with `streaming: true`, where they differ */
  streaming?: ElementExpectation[];
}

const chatNames = readdirSync(FIXTURES + 'chat/')
  .filter((f) => f.endsWith('.md'))
  .sort();
const messageNames = readdirSync(FIXTURES + 'messages/')
  .filter((f) => f.endsWith('.md'))
  .sort();
/** Every assistant message in the corpus: the chat fixtures and the codec's message fixtures. */
const allMessages = [...chatNames.map((n) => `chat/${n}`), ...messageNames.map((n) => `messages/${n}`)];

const withPlugin = (options: QuestionsPluginOptions = {}, mdOptions: MarkdownItOptions = {}) =>
  new MarkdownIt(mdOptions).use(questionsPlugin, options);

/** One element the plugin wrote, taken apart strictly: any `<` from a body would break the match. */
const ELEMENT =
  /<([a-z][a-z0-9._-]*-[a-z0-9._-]*)((?: [a-z-]+(?:="[^"<>]*")?)*)>(?:<script type="application\/(json|yaml)">([^<]*)<\/script>|<span hidden>([^<]*)<\/span>)<\/\1>\n/g;

interface Written {
  tag: string;
  attributes: Record<string, string>;
  /** the body as the browser reads it back */
  body: string;
  carrier: 'script' | 'span';
}

const unescape = (s: string) =>
  s.replace(/&(lt|gt|quot|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[e]!);

/** Splits rendered HTML into prose pieces and the elements between them. */
function takeApart(html: string): { prose: string[]; elements: Written[] } {
  const prose: string[] = [];
  const elements: Written[] = [];
  let at = 0;
  for (const m of html.matchAll(ELEMENT)) {
    prose.push(html.slice(at, m.index));
    const attributes: Record<string, string> = {};
    for (const a of m[2].matchAll(/ ([a-z-]+)(?:="([^"]*)")?/g)) attributes[a[1]] = unescape(a[2] ?? '');
    elements.push({
      tag: m[1],
      attributes,
      body: m[4] !== undefined ? m[4] : unescape(m[5]),
      carrier: m[4] !== undefined ? 'script' : 'span',
    });
    at = m.index + m[0].length;
  }
  prose.push(html.slice(at));
  return { prose, elements };
}

/**
 * What a plugin-less markdown-it makes of the prose: parseMessage's text segments (an unclosed
 * block joins them when the message is not streaming), link references shared across all of them.
 */
function plainProse(markdown: string, streaming: boolean, mdOptions: MarkdownItOptions = {}): string[] {
  const plain = new MarkdownIt(mdOptions);
  const pieces: string[] = [];
  let text = '';
  for (const s of parseMessage(markdown)) {
    if (s.kind === 'text') text += s.text;
    else if (!s.complete && !streaming) text += s.raw;
    else {
      pieces.push(text);
      text = '';
    }
  }
  pieces.push(text);
  const env = {};
  for (const p of pieces) plain.parse(p, env); // collects the link references of the whole message
  return pieces.map((p) => plain.renderer.render(plain.parse(p, env), plain.options, env));
}

function blockMetas(md: MarkdownIt, markdown: string, env: object = {}): QuestionBlockMeta[] {
  return md
    .parse(markdown, env)
    .filter((t) => t.type === 'question_block')
    .map((t) => t.meta as QuestionBlockMeta);
}

function describeMeta(m: QuestionBlockMeta): ElementExpectation {
  const d: ElementExpectation = { tag: m.tag };
  if (m.format !== 'form') d.format = m.format;
  else d.attributes = m.attributes ?? {};
  if (!m.complete) d.streaming = true;
  d.ok = m.result.ok;
  if (m.result.ok) d.id = m.result.set.id;
  else d.errorCode = m.result.error.code;
  return d;
}

describe('markdown-it plugin: the chat fixtures', () => {
  test('the corpus holds chat fixtures of every kind', () => {
    assert.ok(chatNames.length >= 20, `only ${chatNames.length} chat fixtures`);
    const all = chatNames.map((n) => read(`chat/${n}`)).join('\n');
    for (const needle of [
      '```questions\n{',
      '```questions\nintro',
      '```index-questions',
      '<question-form',
      '</script>',
      '<!--',
      ']]>',
    ])
      assert.ok(all.includes(needle), needle);
  });

  for (const name of chatNames) {
    const markdown = read(`chat/${name}`);
    const expected = JSON.parse(read(`chat/${name.replace(/\.md$/, '.expected.json')}`)) as ChatExpectation;
    for (const streaming of [false, true]) {
      test(`chat/${name}${streaming ? ' (streaming)' : ''}: the elements the fixture expects`, () => {
        // while streaming, a complete index block is shown arriving: prose may still follow it (issue 31)
        const want = streaming
          ? (expected.streaming ??
            expected.elements.map((e) => (e.format === 'index' ? { ...e, streaming: true } : e)))
          : expected.elements;
        const md = withPlugin({ streaming });
        assert.deepEqual(
          blockMetas(md, markdown).map(describeMeta),
          // `element` notes where the element decodes differently (see the fixture's note)
          want.map(({ element: _, ...w }) => w),
        );
        const { elements } = takeApart(md.render(markdown));
        assert.deepEqual(
          elements.map((e) => e.tag),
          want.map((w) => w.tag),
          'every block rendered as an element, and nothing else',
        );
        elements.forEach((e, i) => {
          const w = want[i];
          if (w.format) assert.equal(e.attributes.format, w.format);
          else
            // the form id rides in data-form-id, never in the host page's `id` (DOM clobbering, issue 14)
            assert.deepEqual(
              { id: e.attributes['data-form-id'], title: e.attributes.title, hostId: e.attributes.id },
              { id: w.attributes?.id, title: w.attributes?.title, hostId: undefined },
            );
          assert.equal('streaming' in e.attributes, !!w.streaming);
        });
      });
    }
  }
});

describe('markdown-it plugin: every message in the corpus', () => {
  for (const file of allMessages) {
    const markdown = read(file);
    for (const streaming of [false, true]) {
      const label = `${file}${streaming ? ' (streaming)' : ''}`;

      test(`${label}: the prose renders as plain markdown-it renders it`, () => {
        const { prose } = takeApart(withPlugin({ streaming }).render(markdown));
        assert.deepEqual(prose, plainProse(markdown, streaming));
      });

      test(`${label}: with html: true too`, () => {
        const { prose } = takeApart(withPlugin({ streaming }, { html: true }).render(markdown));
        assert.deepEqual(prose, plainProse(markdown, streaming, { html: true }));
      });

      test(`${label}: every block parseMessage finds, in order, its body byte-exact`, () => {
        const md = withPlugin({ streaming });
        const metas = blockMetas(md, markdown);
        // markdown-it normalises line endings first (and so does the element reading the DOM)
        const normalized = markdown.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd');
        const sets = parseMessage(normalized).filter((s) => s.kind === 'set' && (s.complete || streaming));
        assert.deepEqual(
          metas.map((m) => [m.format, m.complete, m.result]),
          // while streaming, a block that must end the message is still arriving (issue 31)
          sets.map(
            (s) =>
              s.kind === 'set' && [s.format, s.complete && !(streaming && s.format === 'index'), s.result],
          ),
        );
        const { elements } = takeApart(md.render(markdown));
        assert.equal(elements.length, metas.length);
        elements.forEach((e, i) => {
          const meta = metas[i];
          assert.equal(e.body, meta.body, 'the element reads the exact body');
          assert.equal(e.carrier, meta.body.includes('<') ? 'span' : 'script');
          if (!meta.complete) return;
          const options =
            meta.format === 'form'
              ? { format: 'form' as const, attributes: meta.attributes }
              : { format: meta.format };
          assert.deepEqual(
            parse(e.body, options),
            meta.result,
            'the body decodes as parseMessage decoded it (same id)',
          );
        });
      });
    }
  }
});

describe('markdown-it plugin: bodies cannot break out', () => {
  const hostile = chatNames.filter((n) => /hostile|invalid|lt-in/.test(n));

  test('the hostile fixtures exist', () => assert.ok(hostile.length >= 5));

  for (const name of hostile) {
    test(`chat/${name}: nothing from a body is markup`, () => {
      const markdown = read(`chat/${name}`);
      const html = withPlugin({}).render(markdown);
      const { prose, elements } = takeApart(html);
      // the strict pattern matched every element: a body's `<` would have broken it
      assert.equal(elements.length, parseMessage(markdown).filter((s) => s.kind === 'set').length);
      for (const e of elements) {
        assert.equal(e.body.includes('<') ? e.carrier : 'script', e.carrier);
      }
      // prose is markdown-it's (html: false escapes what the model wrote)
      for (const p of prose) assert.doesNotMatch(p, /<(script|img|svg|iframe)\b/i);
    });
  }

  test('</script>, <!--, ]]> and CDATA inside JSON and YAML strings stay in the body', () => {
    const markdown =
      read('chat/10-hostile-script-in-yaml.md') + '\n' + read('chat/11-hostile-script-in-json.md');
    const html = withPlugin({}).render(markdown);
    const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
    for (const s of scripts) assert.match(s, /^<script type="application\/(json|yaml)">$/);
    assert.doesNotMatch(html, /<\/script>(?!<\/question-(set|form)>)/);
    assert.doesNotMatch(html, /<!--/);
  });

  test('a body without `<` travels verbatim in a script, whatever else it holds', () => {
    const body = 'intro: "& &amp; &lt;/script&gt; ]]> --> \\u003c"\nquestions: []\n';
    assert.equal(carryBody(body), `<script type="application/yaml">${body}</script>`);
    assert.equal(carryBody('{"a": "]]>"}'), '<script type="application/json">{"a": "]]>"}</script>');
  });

  test('property: any body comes back exact, and only our own tags are in the carrier', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '&',
        '"',
        "'",
        '</script>',
        '</SCRIPT >',
        '<!--',
        '-->',
        ']]>',
        '<![CDATA[',
        '&lt;',
        '&amp;',
      ),
      fc.constantFrom('</question-set>', '</span>', '<script>', '\n', ' ', '\t', '\u2028', '\0'),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }).map((a) => a.join('')),
        (body) => {
          const html = carryBody(body);
          const m =
            /^(?:<script type="application\/(?:json|yaml)">([^<]*)<\/script>|<span hidden>([^<]*)<\/span>)$/.exec(
              html,
            );
          assert.ok(m, html);
          assert.equal(m[1] !== undefined ? m[1] : unescape(m[2]), body);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('attribute values are escaped', () => {
    const html = renderQuestionBlock({
      tag: 'question-form',
      format: 'form',
      body: '{}',
      raw: '<question-form>{}</question-form>',
      attributes: { id: '"><script>x()</script>', title: "a & 'b' <c>" },
      complete: true,
      result: { ok: false, error: { code: 'syntax', message: 'x' } },
      answeredBy: '"><img src=x onerror=alert(1)>',
    });
    assert.equal(
      html,
      '<question-form data-form-id="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;" title="a &amp; \'b\' &lt;c&gt;" answered-by="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"><script type="application/json">{}</script></question-form>\n',
    );
  });
});

describe('markdown-it plugin: options', () => {
  const unclosed = read('chat/07-streaming-unclosed-yaml-fence.md');

  test('streaming: an unclosed trailing fence is an element with `streaming`; otherwise markdown-it renders it', () => {
    assert.match(withPlugin({ streaming: true }).render(unclosed), /<question-set format="vance" streaming>/);
    const done = withPlugin({}).render(unclosed);
    assert.equal(done, new MarkdownIt().render(unclosed));
    assert.match(done, /<pre><code class="language-questions">/);
  });

  test('streaming per render through env.questions, over the plugin option', () => {
    const md = withPlugin({ streaming: false });
    assert.match(md.render(unclosed, { questions: { streaming: true } }), / streaming>/);
    assert.doesNotMatch(
      withPlugin({ streaming: true }).render(unclosed, { questions: { streaming: false } }),
      /streaming/,
    );
  });

  test('streaming: an unclosed form and an unclosed index block', () => {
    const form = withPlugin({ streaming: true }).render(read('chat/08-streaming-unclosed-form.md'));
    assert.match(
      form,
      /<question-form data-form-id="travel" title="Trip details" streaming><script type="application\/json">/,
    );
    const index = withPlugin({ streaming: true }).render(read('chat/09-streaming-unclosed-index-block.md'));
    assert.match(index, /<question-set format="index" streaming>/);
  });

  test('answeredBy: an escaped answered-by on the last complete set only', () => {
    const answer = 'Theme: dark\n"quoted" & <b>bold</b>';
    const two = read('chat/20-two-sets-one-message.md');
    const { elements } = takeApart(withPlugin({ answeredBy: answer }).render(two));
    assert.deepEqual(
      elements.map((e) => e.attributes['answered-by']),
      [undefined, answer],
    );
    assert.match(
      withPlugin({ answeredBy: answer }).render(two),
      /answered-by="Theme: dark\n&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;\/b&gt;"/,
    );
    // per render, and never on a set still arriving
    const md = withPlugin();
    assert.match(
      md.render(read('chat/17-answered-transcript.md'), { questions: { answeredBy: 'dark' } }),
      /answered-by="dark"/,
    );
    assert.doesNotMatch(
      md.render(unclosed, { questions: { answeredBy: 'x', streaming: true } }),
      /answered-by/,
    );
    assert.doesNotMatch(md.render(read('chat/17-answered-transcript.md')), /answered-by/);
  });

  test('scope: an escaped scope-name attribute on every element of the message, per plugin or per render', () => {
    const two = read('chat/20-two-sets-one-message.md');
    const { elements } = takeApart(withPlugin({ scope: 'msg-1 "a" & <b>' }).render(two));
    assert.deepEqual(
      elements.map((e) => e.attributes['scope-name']),
      ['msg-1 "a" & <b>', 'msg-1 "a" & <b>'],
    );
    const md = withPlugin({ scope: 'chat' });
    const perRender = takeApart(md.render(two, { questions: { scope: 'msg-2' } })).elements;
    assert.deepEqual(
      perRender.map((e) => e.attributes['scope-name']),
      ['msg-2', 'msg-2'],
    );
    assert.doesNotMatch(withPlugin().render(two), /scope/);
  });

  test('tagName: other element names', () => {
    const md = withPlugin({ tagName: { set: 'my-questions', form: 'my-form' } });
    const html = md.render(read('chat/05-mixed.md'));
    assert.deepEqual(
      takeApart(html).elements.map((e) => e.tag),
      ['my-questions', 'my-form', 'my-questions'],
    );
    assert.throws(() => withPlugin({ tagName: { set: 'div' } }), TypeError);
    assert.throws(() => withPlugin({ tagName: { form: 'x-a onclick=alert(1)' } }), TypeError);
  });
});

describe('markdown-it plugin: markdown-it integration', () => {
  test('a message without blocks renders exactly as without the plugin', () => {
    for (const file of allMessages) {
      const markdown = read(file);
      if (parseMessage(markdown).some((s) => s.kind === 'set')) continue;
      assert.equal(withPlugin({ streaming: true }).render(markdown), new MarkdownIt().render(markdown), file);
    }
  });

  test('renderInline is untouched', () => {
    const text = '```questions and <question-form id="x"> inline';
    assert.equal(withPlugin().renderInline(text), new MarkdownIt().renderInline(text));
  });

  test('link references resolve across blocks, as without the plugin', () => {
    const html = withPlugin().render(read('chat/05-mixed.md'));
    assert.match(html, /<a href="https:\/\/example.com\/crawl\/2024-05-01.log">the log<\/a>/);
  });

  test('question_block tokens carry the block, and line maps point into the message', () => {
    const markdown = read('chat/05-mixed.md');
    const lines = markdown.split('\n');
    const tokens = withPlugin().parse(markdown, {});
    const blocks = tokens.filter((t) => t.type === 'question_block');
    assert.deepEqual(
      blocks.map((t) => [t.info, lines[t.map![0]]]),
      [
        ['vance', '```questions'],
        ['form', '<question-form id="export" title="Export settings">'],
        ['index', '```index-questions'],
      ],
    );
    // each block spans its lines, up to the closing fence or tag
    assert.deepEqual(
      blocks.map((t) => lines[t.map![1] - 1]),
      ['```', '</question-form>', '```'],
    );
    // prose tokens keep the lines a plugin-less parse gives them
    const plain = new MarkdownIt().parse(markdown, {});
    const opens = (ts: typeof tokens) =>
      ts.filter((t) => t.type === 'paragraph_open' || t.type === 'heading_open').map((t) => t.map![0]);
    const plainLines = new Set(opens(plain));
    for (const line of opens(tokens)) assert.ok(plainLines.has(line), `prose at line ${line}`);
    assert.ok(opens(tokens).length >= 6);
  });

  test('a host can override the renderer rule, and keep the default one', () => {
    const md = withPlugin();
    const original = md.renderer.rules.question_block!;
    md.renderer.rules.question_block = (tokens, idx, options, env, self) =>
      `<div class="q">${original(tokens, idx, options, env, self)}</div>`;
    assert.match(
      md.render(read('chat/17-answered-transcript.md')),
      /<div class="q"><question-set format="vance">/,
    );
  });

  test('the plugin runs next to other core rules and plugins', () => {
    const md = new MarkdownIt({ linkify: true, typographer: true }).use(questionsPlugin);
    const markdown = read('chat/01-prose-yaml-fence.md') + '\nSee https://example.com -- "quoted"\n';
    const html = md.render(markdown);
    assert.match(html, /<a href="https:\/\/example.com">/);
    assert.match(html, /“quoted”/);
    // the body is not typographed
    assert.match(html, /options: \[tonight 22:00–23:00, Saturday morning, not at all — use online DDL\]/);
    assert.doesNotMatch(html.split('<question-set')[1].split('</question-set>')[0], /“/);
  });

  test('the module imports only the codec (and markdown-it types)', () => {
    const source = readFileSync(new URL('../../src/chat/markdown-it.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm)].map((m) => [
      !!m[1],
      m[2],
    ]);
    for (const [typeOnly, from] of imports)
      assert.ok(typeOnly || /^\.\.\/codec\//.test(from as string), `${from} is imported at run time`);
  });
});

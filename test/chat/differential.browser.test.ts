/**
 * One reading of a message (issue 31, class 4): `parseMessage`, the markdown-it plugin, `upgrade()`
 * over markdown-it's own HTML and `watch()` over the same HTML find the same sets in every chat
 * fixture and in the hostile messages of the issue, each with the same attributes and decoding to
 * the same set (or the same error). They read tags with one scanner (`src/codec/tag.ts`).
 *
 * The elements are made under other tag names, so nothing renders: only the readings are compared.
 * Two differences no reader of HTML can remove are pinned at the end: markdown-it writes an
 * entity-encoded tag and a written tag as the same text, and an unclosed fence at the end of a
 * message as the same code block as a closed one (docs/chat.md).
 */
import { expect } from '@open-wc/testing';
import MarkdownIt from 'markdown-it';
import { parse, parseMessage } from '../../src/codec/index.js';
import questionsPlugin from '../../src/chat/markdown-it.js';
import { upgrade, watch } from '../../src/chat/upgrade.js';
import { fixtureFiles, fixtureText } from '../elements/helpers.js';

const tagName = { set: 'diff-set', form: 'diff-form' };
const plugin = new MarkdownIt().use(questionsPlugin, { tagName });
const streamingPlugin = new MarkdownIt().use(questionsPlugin, { tagName, streaming: true });
const plain = new MarkdownIt();

/** What a reader found: the element kind, its format and attributes, and what its body decodes to. */
type Reading = string;

function reading(
  kind: 'set' | 'form',
  format: string,
  attributes: { id?: string; title?: string },
  decoded: string,
  streaming = false,
): Reading {
  return JSON.stringify({
    kind,
    format: kind === 'form' ? 'form' : format,
    ...attributes,
    decoded,
    streaming,
  });
}

const decode = (body: string, format: string, attributes?: { id?: string; title?: string }) => {
  const r = parse(body, { format: format as 'auto', attributes });
  return r.ok ? JSON.stringify(r.set) : `error: ${r.error.code}`;
};

function codecReadings(markdown: string): Reading[] {
  return parseMessage(markdown.replace(/\r\n?/g, '\n'))
    .filter((s) => s.kind === 'set' && s.complete)
    .map((s) => {
      if (s.kind !== 'set') throw new Error('unreachable');
      const kind = s.format === 'form' ? 'form' : 'set';
      return reading(
        kind,
        s.format,
        s.block.attributes ?? {},
        s.result.ok ? JSON.stringify(s.result.set) : `error: ${s.result.error.code}`,
      );
    });
}

/** The readings of elements made by any of the chat helpers. */
function elementReadings(root: ParentNode): Reading[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`${tagName.set}, ${tagName.form}`)).map((el) => {
    const script = el.querySelector(':scope > script');
    const body = script ? (script.textContent ?? '') : (el.textContent ?? '');
    const form = el.localName === tagName.form;
    const attributes: { id?: string; title?: string } = {};
    if (form && el.hasAttribute('data-form-id')) attributes.id = el.getAttribute('data-form-id')!;
    if (form && el.hasAttribute('title')) attributes.title = el.getAttribute('title')!;
    const format = form ? 'form' : el.getAttribute('format')!;
    return reading(
      form ? 'form' : 'set',
      format,
      attributes,
      decode(body, format, form ? attributes : undefined),
      el.hasAttribute('streaming'),
    );
  });
}

function pluginReadings(markdown: string, md = plugin): Reading[] {
  const template = document.createElement('template');
  template.innerHTML = md.render(markdown);
  return elementReadings(template.content);
}

function upgradeReadings(markdown: string, streaming = false): Reading[] {
  const root = document.createElement('div');
  root.innerHTML = plain.render(markdown);
  upgrade(root, { tagName, streaming });
  return elementReadings(root);
}

async function watchReadings(markdown: string): Promise<Reading[]> {
  const log = document.createElement('div');
  document.body.append(log);
  try {
    const stop = watch(log, { tagName });
    const message = document.createElement('div');
    message.innerHTML = plain.render(markdown);
    log.append(message);
    await new Promise((r) => setTimeout(r, 0));
    stop();
    return elementReadings(log);
  } finally {
    log.remove();
  }
}

const form = (id: string, label: string) =>
  `{"questions": [{"id": "${id}", "label": "${label}", "type": "text"}]}`;

/** The hostile messages of issue 31 where every reader must agree. */
const HOSTILE: Record<string, string> = {
  'a `>` in a quoted title smuggles no set': `Before.\n\n<question-form id="real" title='x>${form('s', 'SMUGGLED?')}<'>${form('r', 'Real question?')}</question-form>\n\nAfter.`,
  'a `>` in a double-quoted title': `<question-form id="t" title="a > b">${form('q', 'Which?')}</question-form>`,
  'a tag inside a blockquote is a quote': `> <question-form id="quoted">${form('q', 'Quoted?')}</question-form>\n\nText.`,
  'a tag indented by four spaces is code': `Text.\n\n    <question-form id="code">${form('q', 'Code?')}</question-form>`,
  'a tag in a list item is prose': `- <question-form id="li">${form('q', 'Listed?')}</question-form>`,
  'a tag in a loose list item’s paragraph is a form': `- Item\n\n  <question-form id="loose">${form('q', 'Loose?')}</question-form>`,
  'a tag in a heading is prose': `# <question-form id="h">${form('q', 'Heading?')}</question-form>`,
  'a tag after text on its line is prose': `Say <question-form id="inline">${form('q', 'Inline?')}</question-form>`,
  'an unclosed tag in a finished message is prose': `<question-form id="open">${form('q', 'Open?')}`,
  'a closing tag with spaces before its `>`': `<question-form id="sp">\n${form('q', 'Spaced?')}\n</question-form   >`,
  'a long attribute name and 60,000 openers': `<question-form ${'a'.repeat(60_000)}\n${'<question-form x\n'.repeat(3_000)}`,
  'an index block followed by prose is prose':
    '```index-questions\n{"version": 1, "questions": [{"prompt": "P?", "opportunityId": "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d"}]}\n```\n\nMore prose.',
};

const chats = await Promise.all(
  (await fixtureFiles())
    .filter((f) => /^chat\/[^/]+\.md$/.test(f))
    .map(async (name) => ({ name, markdown: await fixtureText(name) })),
);

describe('one reading: parseMessage, the plugin, upgrade() and watch()', () => {
  it('finds the chat fixtures', () => expect(chats.length).to.be.greaterThanOrEqual(20));

  const cases = [
    ...chats.map((c) => ({ name: c.name, markdown: c.markdown })),
    ...Object.entries(HOSTILE).map(([name, markdown]) => ({ name: `hostile: ${name}`, markdown })),
  ];
  for (const { name, markdown } of cases)
    it(`${name}: the same sets, attributes and decodings`, async () => {
      const codec = codecReadings(markdown);
      // markdown-it decodes `&quot;` in an escaped tag's text (fixture 11's hostile title): the text
      // upgrade() reads is not the message's any more, so that form is left out of the comparison
      const comparable = (list: Reading[]) =>
        name.includes('11-hostile') ? list.filter((r) => !r.startsWith('{"kind":"form"')) : list;
      expect(pluginReadings(markdown), 'the plugin').to.deep.equal(codec);
      // an unclosed fence at the end of a finished message: see the last test
      const unclosedFence = parseMessage(markdown).some(
        (s) => s.kind === 'set' && !s.complete && s.format !== 'form',
      );
      if (unclosedFence) return;
      expect(comparable(upgradeReadings(markdown)), 'upgrade()').to.deep.equal(comparable(codec));
      expect(comparable(await watchReadings(markdown)), 'watch()').to.deep.equal(comparable(codec));
    });

  it('the smuggled set is read by nobody; the real question by everyone', () => {
    const markdown = HOSTILE['a `>` in a quoted title smuggles no set'];
    for (const found of [codecReadings(markdown), pluginReadings(markdown), upgradeReadings(markdown)]) {
      expect(found.length).to.equal(1);
      const { decoded } = JSON.parse(found[0]) as { decoded: string };
      expect(decoded).to.contain('"text":"Real question?"').and.not.contain('"text":"SMUGGLED?"');
    }
  });

  it('streaming: an index block that ends the message so far is shown arriving by both, never actionable', () => {
    const markdown = HOSTILE['an index block followed by prose is prose'].replace('\n\nMore prose.', '\n');
    const arriving = (list: Reading[]) => list.map((r) => JSON.parse(r).streaming);
    expect(arriving(pluginReadings(markdown, streamingPlugin))).to.deep.equal([true]);
    expect(arriving(upgradeReadings(markdown, true))).to.deep.equal([true]);
    // and once the prose after it arrives, the final reading drops it
    expect(codecReadings(markdown + '\nMore prose.')).to.deep.equal([]);
  });

  it('the differences no reader of HTML can remove are what docs/chat.md says', () => {
    // an entity-encoded tag is text in the message; markdown-it writes it as it writes a tag
    const encoded = `&lt;question-form id="e"&gt;${form('q', 'Encoded?')}&lt;/question-form&gt;`;
    expect(codecReadings(encoded)).to.deep.equal([]);
    expect(pluginReadings(encoded)).to.deep.equal([]);
    expect(plain.render(encoded)).to.equal(
      plain.render(`<question-form id="e">${form('q', 'Encoded?')}</question-form>`),
    );
    // an unclosed fence at the end of a finished message: markdown-it renders it as a code block
    const unclosed = '```questions\nquestions:\n  - key: a\n    text: Cut short?\n';
    expect(codecReadings(unclosed)).to.deep.equal([]);
    expect(pluginReadings(unclosed)).to.deep.equal([]);
    expect(plain.render(unclosed)).to.equal(plain.render(unclosed + '```\n'));
  });
});

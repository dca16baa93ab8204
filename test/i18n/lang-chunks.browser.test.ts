/**
 * A language's words arrive in a chunk of their own (the built script-tag bundle, `npm run build`),
 * on a slow network (web-test-runner.config.mjs: every file but the entry answers late). The set
 * renders in its language once the chunk is there, shows no English word meanwhile (every state of
 * its shadow root is kept from the start), `await updateComplete` waits for it, and a language
 * known up front is fetched beside the format's chunk, not after it.
 *
 * The tests run in order on one page: which chunks were downloaded so far is what they rely on.
 */
import { expect } from '@open-wc/testing';
import type { QuestionSetElement } from '../../src/index.js';
import { STRINGS } from '../../src/i18n/all.js';

// a site of its own: URLs no earlier test file fetched (web-test-runner.config.mjs)
const BASE = '/slow/lang-chunks/question-elements/';

/** An egoz set of two questions (a wizard: "Question 1 of 2", "Next"); its locale wins over a `lang` around it (SPEC §6). */
const egoz = (id: string, locale = 'en') => ({
  id,
  title: 'Ü',
  locale,
  questions: [
    {
      id: 'a',
      title: 'A1?',
      answers: [
        { id: 'a1', label: 'x1' },
        { id: 'a2', label: 'x2' },
      ],
    },
    { id: 'b', title: 'B2?', answers: [{ id: 'b1', label: 'y1' }], allowCustom: true },
  ],
});

/** The text a user can meet in a shadow root: its text and the attributes that are read out or shown. */
function visible(root: ShadowRoot): string {
  const attrs = [...root.querySelectorAll('*')].flatMap((el) =>
    ['placeholder', 'aria-label', 'title', 'value'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [root.textContent ?? '', ...attrs].join('\n');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const has = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u').test(text);

/** English words the set would show (those the language under test does not share). */
function englishWords(lang: keyof typeof STRINGS): string[] {
  const en = STRINGS.en;
  const other = STRINGS[lang];
  const words = [
    en.next,
    en.back,
    en.loading,
    en.sendAnswers,
    en.otherPlaceholder,
    en.answerPlaceholder,
    en.later,
    en.dontKnow,
    en.live,
    en.questionOf(1, 2),
    en.questionOf(2, 2),
  ];
  const theirs = new Set([other.next, other.back, other.loading, other.later, other.dontKnow]);
  return words.filter((w) => !theirs.has(w));
}

/** Mounts a set inside `<div lang>` (or without one) and keeps every state its shadow root goes through. */
function mount(body: object, lang?: string) {
  const host = document.createElement('div');
  if (lang) host.lang = lang;
  const el = document.createElement('question-set') as QuestionSetElement;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = JSON.stringify(body);
  el.append(script);
  host.append(el);
  document.body.append(host);
  const root = el.shadowRoot!;
  const states: string[] = [visible(root)];
  new MutationObserver(() => states.push(visible(root))).observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
  return { el, root, states };
}

/** The resource entries of files beside the entry whose name starts with `prefix`. */
const requests = (prefix: string) =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
    new URL(e.name).pathname.startsWith(`${BASE}${prefix}`),
  );

describe("a language's words in a chunk of their own (the script-tag bundle, slow network)", () => {
  before(async () => {
    // the page's own lang would win over a set's locale
    document.documentElement.removeAttribute('lang');
    await import(`${BASE}question-elements.js`);
  });
  after(() => document.querySelectorAll('question-set').forEach((el) => el.parentElement?.remove()));

  it('a German page: German words once the chunk is there, never an English word before', async () => {
    const { el, root, states } = mount(egoz('qs_de', 'de'), 'de');
    await el.updateComplete;
    const de = STRINGS.de;
    // updateComplete resolved with the set in German, not before
    expect(root.querySelector('.status-line')?.textContent).to.include(de.questionOf(1, 2));
    expect(visible(root)).to.include(de.next);
    for (const state of states)
      for (const word of englishWords('de'))
        expect(has(state, word), `"${word}" in ${state}`).to.equal(false);
  });

  it("the language's chunk was requested beside the format's, before the format's arrived", () => {
    const [words] = requests('strings-de-');
    const [format] = requests('format-egoz-');
    expect(words, 'strings-de was fetched').to.not.equal(undefined);
    expect(format, 'format-egoz was fetched').to.not.equal(undefined);
    // the slow server holds every file back for long: a chunk started only after the other
    // arrived would start after its responseEnd
    expect(words!.startTime).to.be.lessThan(format!.responseEnd);
    expect(format!.startTime).to.be.lessThan(words!.responseEnd);
  });

  it('an Arabic set once its format is there: it waits for its words alone, never English', async () => {
    expect(requests('strings-ar-')).to.have.length(0);
    const { el, root, states } = mount(egoz('qs_ar', 'ar'), 'ar');
    await el.updateComplete;
    expect(requests('strings-ar-')).to.have.length(1);
    const ar = STRINGS.ar;
    expect(root.querySelector('.status-line')?.textContent).to.include(ar.questionOf(1, 2));
    expect(visible(root)).to.include(ar.next);
    for (const state of states)
      for (const word of englishWords('ar'))
        expect(has(state, word), `"${word}" in ${state}`).to.equal(false);
  });

  it("a set's own locale (no lang around it): its language loads once the set is read, never English meanwhile", async () => {
    const { el, root, states } = mount(egoz('qs_fr', 'fr'));
    await el.updateComplete;
    expect(root.querySelector('.status-line')?.textContent).to.include(STRINGS.fr.questionOf(1, 2));
    for (const state of states)
      for (const word of englishWords('fr'))
        expect(has(state, word), `"${word}" in ${state}`).to.equal(false);
  });

  it("a set's own locale wins over the page's language around it", async () => {
    const { el, root } = mount(egoz('qs_en_in_de', 'en'), 'de');
    await el.updateComplete;
    expect(root.querySelector('.status-line')?.textContent).to.include(STRINGS.en.questionOf(1, 2));
    expect(visible(root)).to.not.include(STRINGS.de.next);
  });

  it('a second German set renders in German at once: the chunk is there', async () => {
    const { el, root, states } = mount(egoz('qs_de2', 'de-AT'), 'de-AT');
    await el.updateComplete;
    expect(visible(root)).to.include(STRINGS.de.next);
    expect(requests('strings-de-')).to.have.length(1);
    for (const state of states)
      for (const word of englishWords('de'))
        expect(has(state, word), `"${word}" in ${state}`).to.equal(false);
  });
});

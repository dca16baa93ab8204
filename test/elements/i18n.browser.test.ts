/** The element's own words in the UI language: the closest lang, else the set's locale; errors as one sentence. */
import { expect } from '@open-wc/testing';
import { STRINGS } from '../../src/i18n/all.js';
import { VANCE_FOUR } from './bodies.js';
import { $, $$, fresh, mountData, primaryButton, settle } from './helpers.js';

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** An egoz set of two questions in `locale`: a wizard. */
const egoz = (locale: string) => ({
  id: `qs_i18n_${locale}`,
  title: 'T',
  locale,
  questions: [
    {
      id: 'a',
      title: 'A?',
      answers: [
        { id: 'a1', label: 'A1' },
        { id: 'a2', label: 'A2' },
      ],
    },
    { id: 'b', title: 'B?', answers: [{ id: 'b1', label: 'B1' }], allowCustom: true },
  ],
});

describe('the UI language', () => {
  before(async () => {
    await import('../../src/index.js');
  });
  afterEach(() => fresh());

  it('an Arabic set (egoz locale "ar") shows Arabic words', async () => {
    const { el } = await mountData(egoz('ar'));
    const ar = STRINGS.ar;
    expect(norm($(el, '.status-line')?.textContent)).to.include(ar.questionOf(1, 2));
    expect(norm(primaryButton(el)?.textContent)).to.equal(ar.next);
    expect(norm(primaryButton(el)?.textContent)).to.not.equal(STRINGS.en.next);
  });

  it('the set\'s locale wins over a German page (lang="de" on an ancestor); the element\'s own lang wins over both', async () => {
    const { el } = await mountData(egoz('ar'), { lang: 'de' });
    expect(norm(primaryButton(el)?.textContent)).to.equal(STRINGS.ar.next);
    expect(norm($(el, '.status-line')?.textContent)).to.include(STRINGS.ar.questionOf(1, 2));
    el.setAttribute('lang', 'de');
    await settle(el);
    expect(norm(primaryButton(el)?.textContent)).to.equal(STRINGS.de.next);
    expect(norm($(el, '.status-line')?.textContent)).to.include(STRINGS.de.questionOf(1, 2));
  });

  it('a Hebrew page shows Hebrew words on a set without a locale', async () => {
    const { el } = await mountData(VANCE_FOUR, { lang: 'he' });
    expect(norm(primaryButton(el)?.textContent)).to.equal(STRINGS.he.next);
    const chips = $$(el, 'button.chip').map((b) => norm(b.textContent));
    expect(chips).to.include.members([STRINGS.he.later, STRINGS.he.dontKnow]);
  });

  it('"Type your answer…" on a text question without options, "Or type your own answer…" beside options', async () => {
    const { el } = await mountData(
      'id: t\nquestions:\n  - key: name\n    text: What should the service be called?\n',
    );
    expect(el.set?.questions[0]?.options).to.have.length(0);
    expect($(el, 'textarea')?.getAttribute('placeholder')).to.equal(STRINGS.en.answerPlaceholder);
    fresh();
    const withOptions = await mountData(VANCE_FOUR);
    expect($(withOptions.el, 'textarea')?.getAttribute('placeholder')).to.equal(STRINGS.en.otherPlaceholder);
  });

  it('an error is one sentence in the UI language, the details behind a disclosure and on el.error', async () => {
    const { el } = await mountData('{ "questions": 42 }', { lang: 'fr' });
    await settle(el);
    const alert = $(el, '[role="alert"]')!;
    expect(norm(alert.querySelector('.head')?.textContent)).to.equal(STRINGS.fr.errorTitle);
    const details = alert.querySelector('details')!;
    expect(details.open).to.equal(false);
    expect(norm(details.querySelector('summary')?.textContent)).to.equal(STRINGS.fr.errorDetails);
    expect(norm(details.textContent)).to.include(norm(el.error!.message));
    expect(el.error!.message.length).to.be.greaterThan(0);
  });
});

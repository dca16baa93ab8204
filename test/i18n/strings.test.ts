/** The elements' string table (src/i18n/strings.ts and src/i18n/<lang>.ts): every key in every language, placeholders kept, plural forms. */
// every language's words at once, as Node's entries have them (an element fetches its language)
import '../../src/i18n/eager.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGS, pickLang } from '../../src/codec/words.js';
import { PLURAL_CATEGORIES, STRINGS } from '../../src/i18n/all.js';
import { stringsFor, type Strings } from '../../src/i18n/strings.js';

/** Every leaf of a table as [dotted key, value]. */
function leaves(o: object, prefix = ''): [string, unknown][] {
  return Object.entries(o).flatMap(([k, v]): [string, unknown][] =>
    v && typeof v === 'object' ? leaves(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

/** Odd sentinel arguments, so each must show up in the text a word function makes. */
const ARGS: Record<string, unknown[]> = {
  questionOf: [7, 93],
  chooseUpTo: [37],
  optionCount: [37],
  missing: [['«Q-one»', '«Q-two»']],
  at: [41, 53],
  edit: ['«Q-edit»'],
  expiresIn: ['«4:05»'],
  waitingOn: ['«Ada»'],
  urlOpened: ['«example.com»'],
  toFix: [['«Q-one»', '«Q-two»']],
  tooLong: [131, 97],
  notSentBecause: ['«HTTP 500»'],
  answerClearedAt: ['«Q-cleared»'],
};
const expectedIn = (args: unknown[]) => args.flatMap((a) => (Array.isArray(a) ? a : [a])).map(String);

describe('the string table', () => {
  const keys = leaves(STRINGS.en).map(([k]) => k);

  for (const lang of LANGS) {
    it(`${lang}: every key of en, each a non-empty word`, () => {
      const got = leaves(STRINGS[lang]);
      assert.deepEqual(
        got.map(([k]) => k),
        keys,
      );
      for (const [k, v] of got) {
        if (typeof v === 'function') continue;
        assert.equal(typeof v, 'string', `${lang}.${k}`);
        assert.ok((v as string).trim(), `${lang}.${k} is empty`);
        assert.ok(!(v as string).includes('...'), `${lang}.${k}: "..." where "…" belongs`);
      }
    });

    it(`${lang}: word functions keep every placeholder`, () => {
      const fns = leaves(STRINGS[lang]).filter(([, v]) => typeof v === 'function');
      assert.deepEqual(fns.map(([k]) => k).sort(), Object.keys(ARGS).sort());
      for (const [k, fn] of fns) {
        const text = (fn as (...a: unknown[]) => string)(...ARGS[k]!);
        for (const want of expectedIn(ARGS[k]!)) assert.ok(text.includes(want), `${lang}.${k}: ${text}`);
      }
    });

    it(`${lang}: the plural categories are those Intl.PluralRules knows`, () => {
      const runtime = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      assert.deepEqual([...runtime].sort(), [...PLURAL_CATEGORIES[lang]].sort());
    });
  }

  it('a language other than English has words of its own', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const s = STRINGS[lang];
      assert.notEqual(s.next, STRINGS.en.next, lang);
      assert.notEqual(s.sendAnswers, STRINGS.en.sendAnswers, lang);
      assert.notEqual(s.questionOf(1, 2), STRINGS.en.questionOf(1, 2), lang);
    }
  });

  it('plurals follow the language: Polish one / few / many, Arabic two / few / many', () => {
    const pl = STRINGS.pl.chooseUpTo;
    assert.match(pl(1), /1 opcję$/);
    assert.match(pl(3), /3 opcje$/);
    assert.match(pl(22), /22 opcje$/);
    assert.match(pl(5), /5 opcji$/);
    assert.match(pl(12), /12 opcji$/);
    const ar = STRINGS.ar.chooseUpTo;
    assert.match(ar(2), /2 خيارين$/);
    assert.match(ar(3), /3 خيارات$/);
    assert.match(ar(11), /11 خيارًا$/);
    assert.equal(STRINGS.en.chooseUpTo(1), 'Choose up to 1 option');
    assert.equal(STRINGS.en.chooseUpTo(2), 'Choose up to 2 options');
    assert.match(STRINGS.fr.chooseUpTo(1_000_000), /1000000 d’options$/);
  });

  it('language tags: region and script dropped, case ignored, unknown → English', () => {
    assert.equal(pickLang('de-AT'), 'de');
    assert.equal(pickLang('zh_Hant_TW'), 'zh');
    assert.equal(pickLang('PT-br'), 'pt');
    assert.equal(pickLang('sw'), 'en');
    assert.equal(pickLang(undefined), 'en');
    assert.equal(stringsFor('ar-EG').next, STRINGS.ar.next);
    assert.equal(stringsFor('xx').next, STRINGS.en.next);
  });

  it("a host's overrides sit on top of the language's words", () => {
    const s: Strings = stringsFor('fr', { next: 'Onward' });
    assert.equal(s.next, 'Onward');
    assert.equal(s.back, STRINGS.fr.back);
  });

  it('"Type your answer…" for a text question without options, with the ellipsis character', () => {
    assert.equal(STRINGS.en.answerPlaceholder, 'Type your answer…');
    assert.equal(STRINGS.en.otherPlaceholder, 'Or type your own answer…');
  });
});

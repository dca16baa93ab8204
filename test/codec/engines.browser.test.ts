/**
 * The codec's rules that once depended on the engine (issue 32), run in each engine the browser
 * suite runs in: emoji joined by U+200D stay whole (JavaScriptCore's lookbehind split them), a JSON
 * syntax error has its line and column (JavaScriptCore's message names none), and a lone surrogate
 * survives normalisation (SpiderMonkey wrote U+FFFD, so two such options looked alike).
 */
import { expect } from '@open-wc/testing';
import { parse } from '../../src/codec/index.js';
import { jsonErrorAt } from '../../src/codec/json-error.js';
import { lookAlikeKey, normalizeForm, normalizeLabel } from '../../src/codec/normalize.js';
import { engine } from '../engines.js';

const text = async (path: string) => {
  const r = await fetch(`/fixtures/${path}`);
  if (!r.ok) throw new Error(`/fixtures/${path}: HTTP ${r.status}`);
  return r.text();
};

describe(`the codec's engine-free rules, in ${engine}`, () => {
  it('keeps the joiners of emoji sequences and drops a lone one', () => {
    const technologist = '\u{1f469}\u200d\u{1f4bb}';
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    const astronaut = '\u{1f469}\u{1f3fd}\u200d\u{1f680}';
    const heart = '\u2764\ufe0f\u200d\u{1f525}';
    for (const emoji of [technologist, family, astronaut, heart])
      expect(normalizeLabel(`${emoji} coder`), JSON.stringify(emoji)).to.equal(`${emoji} coder`);
    expect(normalizeLabel('Ye\u200ds')).to.equal('Yes');
    expect(normalizeLabel('\u{1f469}\u200d')).to.equal('\u{1f469}');
  });

  it('decodes vance/valid/12-unicode-rtl.yaml to its expected model', async () => {
    const [body, expected] = await Promise.all([
      text('vance/valid/12-unicode-rtl.yaml'),
      text('vance/valid/12-unicode-rtl.expected.json').then((t) => JSON.parse(t)),
    ]);
    const result = parse(body, expected.options);
    expect(result.ok, JSON.stringify(!result.ok && result.error)).to.equal(true);
    if (result.ok) expect(JSON.parse(JSON.stringify(result.set))).to.deep.equal(expected.model);
  });

  it('gives vance/invalid/13-json-syntax.json its line and column', async () => {
    const [body, expected] = await Promise.all([
      text('vance/invalid/13-json-syntax.json'),
      text('vance/invalid/13-json-syntax.expected.json').then((t) => JSON.parse(t)),
    ]);
    const result = parse(body, expected.options);
    expect(result.ok).to.equal(false);
    if (!result.ok) {
      const { code, message, line, column } = result.error;
      expect({ code, message, line, column }).to.deep.equal(expected.error);
    }
  });

  it('finds the offending character of a JSON text the same way in every engine', () => {
    const cases: [string, number, boolean][] = [
      ['{"a" 1}', 5, false],
      ['[1,]', 3, false],
      ['[01]', 2, false],
      ['"\\x"', 2, false],
      ['trux', 3, false],
      ['{"a":1}x', 7, false],
      ['[1 2]', 3, false],
      ['{"a":[', 6, true],
      ['"abc', 4, true],
    ];
    for (const [json, offset, end] of cases) expect(jsonErrorAt(json), json).to.deep.equal({ offset, end });
    expect(jsonErrorAt('{"a":[1,{"b":null}]}')).to.equal(undefined);
  });

  it('leaves a lone surrogate as it stands, so two of them do not look alike', () => {
    expect(normalizeForm('\ud83d', 'NFKC')).to.equal('\ud83d');
    expect(lookAlikeKey('\ud83d')).to.not.equal(lookAlikeKey('\ude00'));
    const result = parse({
      questions: [{ key: 'q', text: 'Q?', kind: 'choice', options: ['\ud83d', '\ude00'] }],
    });
    expect(result.ok, JSON.stringify(!result.ok && result.error)).to.equal(true);
  });
});

/** egoz: what the corpus cannot say — text direction per locale, detect, serialize, properties. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  detect,
  encodeAnswers,
  FORMATS,
  parse,
  serialize,
  toFence,
  type Answer,
  type QuestionSet,
} from '../../src/codec/index.js';
import { runLines } from '../../src/cli/session.js';
import * as wiz from '../../src/session/steps.js';
import { localeDirection } from '../../src/codec/formats/egoz/format.js';
import { validBody } from './arbitraries/egoz.js';

const body = {
  id: 'qs_1',
  title: 'A few details',
  locale: 'en-US',
  questions: [
    {
      id: 'q_shade',
      title: 'Which shade?',
      answers: [
        { id: 'a1', label: '#b49c54', description: 'olive gold' },
        { id: 'a2', label: '#c8b273' },
      ],
      allowCustom: true,
      multi: true,
    },
  ],
};

function decoded(b: string | object): QuestionSet {
  const r = parse(b);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.set;
}

describe('localeDirection', () => {
  const rtl = [
    'he',
    'he-IL',
    'iw',
    'ar',
    'ar-EG',
    'AR',
    'fa',
    'fa-AF',
    'ur-PK',
    'ps',
    'sd',
    'ug',
    'yi',
    'ji',
    'dv',
    'ckb',
    'syr',
  ];
  const rtlByScript = [
    'ku-Arab',
    'ku-Arab-IQ',
    'az-Arab-IR',
    'pa-Arab',
    'en-Arab',
    'und-Hebr',
    'ff-Adlm',
    'man-Nkoo',
    'xx-Syrc',
  ];
  const ltr = [
    'en',
    'en-US',
    'de-DE',
    'ja-JP',
    'zh-Hant-TW',
    'ku',
    'ku-Latn',
    'sd-Deva',
    'sd-Deva-IN',
    'he-Latn',
    'ar-Latn',
    'tr',
  ];
  for (const tag of rtl) test(`${tag} is rtl`, () => assert.equal(localeDirection(tag), 'rtl'));
  for (const tag of rtlByScript)
    test(`${tag} is rtl by its script`, () => assert.equal(localeDirection(tag), 'rtl'));
  for (const tag of ltr) test(`${tag} is ltr`, () => assert.equal(localeDirection(tag), 'ltr'));
  test('a POSIX locale is refused with the BCP 47 tag it stands for', () => {
    for (const [posix, tag] of [
      ['he_IL', 'he-IL'],
      ['en_US.UTF-8', 'en-US'],
      ['de_DE@euro', 'de-DE'],
    ]) {
      const r = parse({
        id: 's',
        locale: posix,
        questions: [{ id: 'q', title: 't', answers: [{ id: 'a', label: 'A' }] }],
      });
      assert.equal(r.ok, false);
      assert.ok(!r.ok && r.error.code === 'locale' && r.error.message.includes(`write it "${tag}"`), posix);
    }
  });
  test('a tag Intl cannot read never throws', () => {
    assert.equal(localeDirection('he_IL'), 'rtl');
    assert.equal(localeDirection('en_US'), 'ltr');
    assert.equal(localeDirection('ku_arab'), 'rtl');
    assert.equal(localeDirection(''), 'ltr');
    assert.equal(localeDirection('not a tag'), 'ltr');
  });
});

describe('egoz detect and serialize', () => {
  const { detect: score } = FORMATS.egoz;
  test('a locale is unmistakable', () => assert.equal(score(body), 3));
  test('without a locale, answers and title still fit (so the error can name the locale)', () => {
    const { locale: _l, ...rest } = body;
    assert.equal(score(rest), 2);
    const r = parse(rest);
    assert.equal(!r.ok && r.error.code, 'required');
  });
  test('arrays and other shapes are not egoz', () => {
    assert.equal(score(body.questions), 0);
    assert.equal(score({ questions: [{ id: 'x', question: 'Q?', options: [] }] }), 0);
  });
  test('auto detection picks egoz', () => assert.equal(detect(JSON.stringify(body)), 'egoz'));
  test('serialize gives the wire shape back, indented by 2', () => {
    const text = serialize(decoded(body));
    assert.deepEqual(JSON.parse(text), body);
    assert.ok(text.startsWith('{\n  "id"'));
    assert.equal(toFence(decoded(body)), text);
  });
  test('the locale is kept as given; dir follows it', () => {
    const set = decoded({ ...body, locale: 'iw-IL' });
    assert.equal(set.locale, 'iw-IL');
    assert.equal(set.dir, 'rtl');
  });
  test('not declinable, partial answers allowed, no extra outcomes', () => {
    assert.equal(FORMATS.egoz.declinable, false);
    assert.equal(FORMATS.egoz.sendsOpen, true);
    assert.deepEqual(FORMATS.egoz.outcomes, []);
  });
});

describe('egoz properties', () => {
  test('every generated body decodes, as egoz, and survives serialize → parse', () => {
    fc.assert(
      fc.property(validBody, (b) => {
        const first = parse(b);
        assert.ok(first.ok, JSON.stringify(!first.ok && first.error));
        assert.equal(first.set.format, 'egoz');
        assert.equal(first.set.dir, localeDirection(first.set.locale!));
        const again = parse(serialize(first.set), { format: 'egoz' });
        assert.ok(again.ok, JSON.stringify(!again.ok && again.error));
        assert.deepEqual(again.set, first.set);
        assert.equal(detect(serialize(first.set)), 'egoz');
      }),
      { numRuns: 200 },
    );
  });
});

describe('free text only where allowCustom (seed 002: absent means chips only)', () => {
  const strict = decoded({
    id: 'qs_2',
    locale: 'en',
    questions: [
      { id: 'q_shade', title: 'Which shade?', answers: [{ id: 'a1', label: '#b49c54' }] },
      { id: 'q_size', title: 'Which size?', answers: [{ id: 's', label: 'S' }], allowCustom: true },
    ],
  });
  const given = (questionId: string, more: Partial<Answer>): Answer => ({
    questionId,
    outcome: 'answered',
    selected: [],
    ...more,
  });

  test('encodeAnswers drops free text (as text or as a typed value) where the question takes none', () => {
    for (const extra of [{ text: 'note' }, { value: 'note' }, { value: ['note'] }, { value: 3 }]) {
      const picked = encodeAnswers(strict, [given('q_shade', { selected: ['a1'], ...extra })], {
        requestId: 'r',
      });
      assert.equal(picked.text, '- Which shade? → #b49c54\n- Which size? → no answer', JSON.stringify(extra));
      assert.deepEqual(picked.payload, {
        message: picked.text,
        metadata: { questionSetId: 'qs_2', answers: [{ questionId: 'q_shade', answerIds: ['a1'] }] },
      });
      // free text alone answers nothing there: the question stays open and out of the metadata
      const alone = encodeAnswers(strict, [given('q_shade', extra)], { requestId: 'r' });
      assert.doesNotMatch(alone.text, /note/);
      assert.deepEqual((alone.payload as { metadata: { answers: unknown[] } }).metadata.answers, []);
    }
    // where allowCustom is true it is kept, beside the pick
    const custom = encodeAnswers(strict, [given('q_size', { selected: ['s'], text: 'a bit wider' })], {
      requestId: 'r',
    });
    assert.match(custom.text, /Which size\? → S — a bit wider$/);
    assert.deepEqual((custom.payload as { metadata: { answers: unknown[] } }).metadata.answers, [
      { questionId: 'q_size', answerIds: ['s'], custom: 'a bit wider' },
    ]);
  });

  test('the session (element and terminal alike) stores no free text where none is taken', () => {
    let s = wiz.start(strict, 'wizard');
    s = wiz.choose(strict, s, 'q_shade', 'a1');
    const before = s;
    s = wiz.setText(strict, s, 'q_shade', 'note');
    assert.equal(s, before, 'setText is refused');
    assert.deepEqual(wiz.answerOf(s, 'q_shade'), given('q_shade', { selected: ['a1'] }));
    s = wiz.setText(strict, s, 'q_size', 'wider');
    assert.equal(wiz.answerOf(s, 'q_size')?.text, 'wider');
    // the terminal refuses such a line with its reason, and sends the same answers
    const { output, result } = runLines(strict, ['1 note', '1', 'wider', ''], { requestId: 'r' });
    assert.ok(
      output.some((l) => /not your own text/.test(l)),
      output.join('\n'),
    );
    assert.equal(result?.kind, 'sent');
    if (result?.kind === 'sent')
      assert.equal(result.encoded.text, '- Which shade? → #b49c54\n- Which size? → wider');
  });
});

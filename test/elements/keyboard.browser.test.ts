/**
 * Every answer case of the corpus (fixtures/<format>/answers/*.json, except declines), answered by
 * real key presses alone: the element must emit the case's expected text and payload.
 */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import {
  FORMATS,
  checkAnswers,
  encodeAnswers,
  parse,
  type Answer,
  type ParseOptions,
} from '../../src/codec/index.js';
import {
  $$,
  answerFixtures,
  answerWithKeyboard,
  comparable,
  fresh,
  mountBody,
  plan,
  reachedAnswers,
  record,
  restoreClock,
  settle,
  type AnswerFixture,
} from './helpers.js';

const cases = (await answerFixtures()).filter((c) => !c.data.decline);

function describeCase(c: AnswerFixture) {
  const options: ParseOptions = c.format === 'form' ? { format: 'form' } : {};
  const parsed = parse(c.body, options);
  if (!parsed.ok) return { title: `${c.file}: its body ${c.bodyFile} does not decode`, parsed };
  const plans = plan(parsed.set, c.data.answers ?? [], c.format === 'form' ? 'form' : 'auto');
  const limits = plans.flatMap((p) => p.limits);
  const programmatic = plans.flatMap((p) => p.programmatic);
  const reached = reachedAnswers(plans);
  const sendable = checkAnswers(parsed.set, reached).ok;
  // a one-click card (one single choice, no free text, no outcome buttons) sends by picking: an
  // answer that picks nothing cannot be given at all
  const q0 = parsed.set.questions[0];
  const noWay =
    c.format !== 'form' &&
    parsed.set.questions.length === 1 &&
    q0.kind === 'choice' &&
    !q0.multiple &&
    !q0.allowCustom &&
    !reached.length &&
    !FORMATS[c.format].outcomes.length;
  let title = c.file;
  if (programmatic.length) title += ` (no key path for ${programmatic.join(', ')}: set programmatically)`;
  if (limits.length)
    title += ` (not expressible by keys: ${limits.join('; ')}; checked against the codec's encoding of what the element can hold)`;
  title += noWay
    ? ' → a one-click card offers no way to send an answer that picks nothing'
    : sendable
      ? ' → sends the expected text and payload'
      : ' → refuses to send and says what is missing';
  return { title, parsed, limits, reached, sendable, noWay };
}

describe('keyboard: every answer case answered by real key presses', function () {
  // one key press is one round trip to the browser: a 17-question form takes a few hundred
  this.timeout(60_000);
  beforeEach(fresh);
  afterEach(restoreClock);

  it('finds answer cases in fixtures/index.json', () => {
    expect(cases.length).to.be.greaterThan(0);
  });

  for (const c of cases) {
    const d = describeCase(c);
    it(d.title, async () => {
      if (!d.parsed.ok) throw new Error(`${c.bodyFile}: ${d.parsed.error.message}`);
      const {
        limits = [],
        reached = [],
        sendable,
        noWay,
      } = d as {
        limits: string[];
        reached: Answer[];
        sendable: boolean;
        noWay: boolean;
      };
      // the case's own sending rule agrees with the codec, when every answer is reachable
      if (!limits.length && c.data.check) expect(sendable, 'check.ok of the case').to.equal(c.data.check.ok);

      const m = await mountBody(c.body, c.format, c.bodyFile, undefined, { lang: c.data.lang });
      const { el } = m;
      expect(el.error, 'decoding error').to.equal(undefined);
      if (noWay) {
        expect($$(el, 'textarea, input'), 'text fields').to.have.length(0);
        expect($$(el, 'button.primary'), 'send buttons').to.have.length(0);
        expect($$(el, '[role="radio"]').length, 'options').to.be.greaterThan(0);
        return;
      }
      const rec = record(el);
      await answerWithKeyboard(m, c.data.answers ?? []);
      await settle(el);
      rec.stop();

      if (!sendable) {
        expect(rec.answers.length, 'question-answers events').to.equal(0);
        expect(el.state).to.equal('open');
        const said = $$(el, '[role="alert"], .issue, .issues')
          .map((e) => e.textContent?.trim())
          .filter(Boolean);
        expect(said.length, 'a message says why it cannot be sent').to.be.greaterThan(0);
        return;
      }

      expect(rec.answers.length, 'question-answers events').to.equal(1);
      const detail = rec.answers[0].detail;
      const expected = limits.length
        ? encodeAnswers(el.set!, reached, { lang: c.data.lang, requestId: detail.requestId })
        : { text: c.data.expected.text, payload: c.data.expected.payload };
      expect(detail.text).to.equal(expected.text);
      expect(comparable(detail.payload)).to.deep.equal(comparable(expected.payload));
      const payload = detail.payload as Record<string, unknown>;
      if (expected.payload && typeof expected.payload === 'object' && 'requestId' in expected.payload)
        expect(payload.requestId, 'payload.requestId').to.equal(detail.requestId);
      expect(detail.requestId).to.be.a('string').and.not.equal('');
      expect(detail.format).to.equal(c.format);
      // files ride beside the message, never in it
      if (payload.files) {
        const files = payload.files as Record<string, File[]>;
        for (const [id, list] of Object.entries(files)) {
          const values = (payload.values as Record<string, unknown>)[id];
          expect(list.map((f) => f.name)).to.deep.equal(values);
          expect(String(payload.message)).to.not.include('[object File]');
        }
      }
      expect(el.state).to.equal('answered');
    });
  }
});

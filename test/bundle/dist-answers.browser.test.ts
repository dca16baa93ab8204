/**
 * The built bundle is what is tested (issue 30 §6): every answer case of the fixture corpus goes
 * through a real element of the script-tag bundle, `dist/question-elements.js` loaded from a nested
 * path as a page loads it, and its `question-answers` (or `question-decline`) event carries exactly
 * the case's text and payload. The built entry once sent a form's answers without its
 * `[form answers — <id>]` line while every test of the source passed. Then `ask()` of the built
 * api file, which a page without a build step calls. Needs `npm run build` (`npm test` runs it when
 * dist/ is stale).
 */
import { expect } from '@open-wc/testing';
import type { AskResult } from '../../src/chat/ask.js';
import type { QuestionSetElement } from '../../src/index.js';
import { DIST_BASE, forEachBuild, useBuild } from '../builds.js';
import type { AnswerCaseFile } from '../codec/corpus.js';
import { fresh, mountData } from '../elements/helpers.js';

await useBuild('dist');
const api = (await import(/* @vite-ignore */ `${DIST_BASE}question-elements-api.js`)) as {
  ask(body: unknown, options?: { container?: Element }): Promise<AskResult> & { element: QuestionSetElement };
  forgetAll(): void;
};

const index = (await (await fetch('/fixtures/index.json')).json()) as { files?: string[] } | string[];
const files = (Array.isArray(index) ? index : (index.files ?? [])).filter((f) =>
  /^[a-z]+\/answers\/[^/]+\.json$/.test(f),
);

const text = async (path: string) => (await fetch(`/fixtures/${path}`)).text();

/** No draft or sent set of the bundle is left, nor its clock moved, nor an element on the page. */
function forget(): void {
  fresh();
  api.forgetAll();
}

/** The payload with the element's minted request id written as the case's. */
const pinned = (payload: unknown, minted: string, wanted: string): unknown =>
  JSON.parse(JSON.stringify(payload).split(minted).join(wanted));

await forEachBuild('every answer case through a real element', function () {
  this.timeout(20_000);
  afterEach(forget);

  it('finds the answer cases in fixtures/index.json', () => {
    expect(files.length).to.be.greaterThan(40);
    expect(files.some((f) => f.startsWith('form/'))).to.equal(true);
  });

  for (const file of files) {
    it(file, async () => {
      const c = JSON.parse(await text(file)) as AnswerCaseFile;
      // the case's body in its language; a shiitake ask with an expiry is answered while it is open
      // (the fixtures' expiries are fixed dates: mountData moves the clock to before it)
      const { el } = await mountData(await text(`${file.split('/')[0]}/${c.body}`), {
        persist: false,
        lang: c.lang,
        attrs: { 'scope-name': 'none' },
      });
      expect(el.set, `${file}: its body decodes in the bundle`).to.not.equal(undefined);
      const events: CustomEvent[] = [];
      el.addEventListener('question-answers', (e) => events.push(e as CustomEvent));
      el.addEventListener('question-decline', (e) => events.push(e as CustomEvent));
      if (c.decline) {
        expect(el.decline(c.decline.note, c.decline.action ?? 'decline'), 'declined').to.equal(true);
        expect(events).to.have.length(1);
        const d = events[0].detail as { text: string; payload: unknown; requestId: string };
        expect(d.text).to.equal(c.expected.text);
        expect(pinned(d.payload, d.requestId, c.requestId)).to.deep.equal(c.expected.payload);
        return;
      }
      el.answers = c.answers ?? [];
      await el.updateComplete;
      const sent = el.submit();
      if (c.check && !c.check.ok) {
        expect(sent, 'a case the codec refuses is not sent').to.equal(false);
        expect(events).to.have.length(0);
        return;
      }
      expect(sent, 'sent').to.equal(true);
      expect(events).to.have.length(1);
      const d = events[0].detail as { text: string; payload: unknown; requestId: string };
      expect(d.text).to.equal(c.expected.text);
      expect(pinned(d.payload, d.requestId, c.requestId)).to.deep.equal(c.expected.payload);
      if (file.startsWith('form/')) expect(d.text).to.match(/^\[form answers — [^\]\n]+\]\n/);
    });
  }
});

const BODY = /^(vance|shiitake|egoz|index|structured|form|mcp)\/valid\/[^/]+\.(json|yaml|md|html|txt)$/;
const bodies = (Array.isArray(index) ? index : (index.files ?? [])).filter(
  (f) => BODY.test(f) && !f.endsWith('.expected.json'),
);

await forEachBuild('every valid body decodes in a real element to its expected model', function () {
  this.timeout(20_000);
  afterEach(forget);

  it('finds the valid bodies in fixtures/index.json', () => expect(bodies.length).to.be.greaterThan(50));

  for (const file of bodies) {
    it(file, async () => {
      const expected = JSON.parse(await text(file.replace(/\.[^.]+$/, '.expected.json'))) as {
        model: unknown;
        options?: { format?: string; attributes?: unknown };
      };
      if (expected.options?.attributes) return; // attributes a host passes to parse(); an element has its own
      const { el } = await mountData(await text(file), {
        format: expected.options?.format,
        persist: false,
        realClock: true,
        attrs: { 'scope-name': 'none' },
      });
      expect(el.error, 'no error').to.equal(undefined);
      expect(JSON.parse(JSON.stringify(el.set))).to.deep.equal(expected.model);
    });
  }
});

describe("the built api file's ask()", () => {
  it("resolves a form's answers with its header in the text and the payload's message", async () => {
    const body =
      '<question-form id="intake">{"questions":[{"id":"name","label":"Name","type":"text"}]}</question-form>';
    const promise = api.ask(body, { container: document.body });
    const el = promise.element;
    await el.updateComplete;
    el.answers = [{ questionId: 'name', outcome: 'answered', selected: [], text: 'Ada' }];
    el.submit();
    const result = await promise;
    expect(result.text).to.equal('[form answers — intake]\nAda');
    expect((result.payload as { message: string }).message).to.equal(result.text);
    el.remove();
  });
});

/**
 * Issue 40, class 8, on the built script-tag entry (test/builds.ts): when the body changes under an answer the user has not sent (a host's re-render with an
 * option renamed or removed, a streamed resend, a question gone), the answer to what changed is
 * dropped (the answers to the questions asked as they were stay, with the step), and a visible,
 * polite notice at the question says so, in the element's language, where assistive technology
 * reads it too. The session reports what was dropped; the element renders the notice.
 */
import { expect } from '@open-wc/testing';
import { a11ySnapshot } from '@web/test-runner-commands';
import type { QuestionSetElement as El } from '../../src/index.js';
import { forEachBuild, useBuild } from '../builds.js';
import { skipIn } from '../engines.js';
import { $, $$, clickOn, fresh, mountData, primaryButton, settle } from '../elements/helpers.js';

await useBuild('dist');

/** The body as the element's text, on a page in `lang`. */
const mount = async (body: string, lang?: string) => (await mountData(body, { text: true, lang })).el;

/** The host renders the element again with another body. */
async function rerender(el: El, body: string): Promise<void> {
  el.textContent = body;
  await settle(el);
}

/** A node of the page's accessibility tree, as the browser gives it. */
interface AxNode {
  role?: string;
  name?: string;
  children?: AxNode[];
}
const find = (n: AxNode, match: (n: AxNode) => boolean): AxNode | undefined =>
  match(n) ? n : n.children?.reduce<AxNode | undefined>((hit, c) => hit ?? find(c, match), undefined);

/** Answers the wizard's two steps: option `first` (by place), Next, option `second`. */
async function answerBoth(el: El, first: number, second: number): Promise<void> {
  await clickOn(el, $$(el, '.option')[first]);
  await clickOn(el, primaryButton(el)!);
  await clickOn(el, $$(el, '.option')[second]);
}

const DROPPED = 'The questions were updated, so your earlier answer was cleared';

/** The notices shown, each with whether it is seen (laid out, not hidden) and heard (a polite live region). */
function notices(el: El) {
  return $$(el, '.dropped').map((n) => {
    const r = n.getBoundingClientRect();
    let hidden = false;
    for (let at: Element | null = n; at; at = at.parentElement)
      if (at.getAttribute('aria-hidden') === 'true') hidden = true;
    return {
      text: n.textContent?.trim(),
      seen: r.width > 0 && r.height > 0 && getComputedStyle(n).visibility === 'visible',
      heard: n.getAttribute('role') === 'status' && !hidden,
      question: n.closest('.question')?.querySelector('[role="heading"]')?.textContent?.trim(),
    };
  });
}

/** A structured wizard of two questions; `rename` gives option b another label. */
const wizard = (id: string, rename = false, drop = false) =>
  JSON.stringify({
    id,
    locale: 'en',
    questions: [
      {
        id: 'q_when',
        title: 'When should it ship?',
        answers: [
          { id: 'a', label: 'Now' },
          { id: 'b', label: rename ? 'After the freeze' : 'Later' },
        ],
      },
      ...(drop
        ? []
        : [
            {
              id: 'q_who',
              title: 'Who reviews it?',
              answers: [
                { id: 'c', label: 'Ana' },
                { id: 'd', label: 'Bo' },
              ],
            },
          ]),
    ],
  });

/** An MCP request (its id derived from its content): two enums; `drop` removes one value. */
const request = (n: number, drop = false) =>
  JSON.stringify({
    message: `Deploy ${n}`,
    requestedSchema: {
      type: 'object',
      properties: {
        region: { type: 'string', title: 'Region', enum: drop ? ['eu', 'us'] : ['eu', 'us', 'ap'] },
        size: { type: 'string', title: 'Size', enum: ['s', 'm'] },
      },
    },
  });

await forEachBuild('an answer the body drops is said, not lost in silence', () => {
  afterEach(fresh);

  it('a re-render renaming the option picked: the pick goes, a notice at the question says so until it is answered again', async () => {
    const el = await mount(wizard('qs_dropped_rename'));
    await clickOn(el, $$(el, '.option')[1]);
    expect(el.answers.map((a) => a.selected)).to.deep.equal([['b']]);
    expect(notices(el), 'no notice before anything is dropped').to.deep.equal([]);
    await rerender(el, wizard('qs_dropped_rename', true));
    expect(el.answers, 'the pick is dropped').to.deep.equal([]);
    expect(notices(el)).to.deep.equal([
      { text: DROPPED, seen: true, heard: true, question: 'When should it ship?' },
    ]);
    // answered again: the notice has said what it had to
    await clickOn(el, $$(el, '.option')[0]);
    expect(notices(el)).to.deep.equal([]);
  });

  it('a re-render changing one question keeps the answers to the others and the step; Back shows the notice', async () => {
    const el = await mount(wizard('qs_dropped_keep'));
    await answerBoth(el, 1, 1);
    expect(el.answers.map((a) => [a.questionId, a.selected])).to.deep.equal([
      ['q_when', ['b']],
      ['q_who', ['d']],
    ]);
    await rerender(el, wizard('qs_dropped_keep', true));
    expect(
      el.answers.map((a) => [a.questionId, a.selected]),
      'only the changed question loses its answer',
    ).to.deep.equal([['q_who', ['d']]]);
    expect($(el, '[role="heading"]')?.textContent?.trim(), 'the step the user was on').to.equal(
      'Who reviews it?',
    );
    expect($$(el, '.option')[1].getAttribute('aria-checked')).to.equal('true');
    await clickOn(el, $(el, 'button[data-act="back"]')!);
    expect(notices(el).map((n) => [n.text, n.seen, n.question])).to.deep.equal([
      [DROPPED, true, 'When should it ship?'],
    ]);
  });

  skipIn(['firefox', 'webkit'], 'the accessibility snapshot needs CDP (Chromium only)').it(
    'reaches the accessibility tree as a status',
    async () => {
      const el = await mount(wizard('qs_dropped_a11y'));
      await clickOn(el, $$(el, '.option')[1]);
      await rerender(el, wizard('qs_dropped_a11y', true));
      const snapshot = (await a11ySnapshot({})) as unknown as AxNode;
      const node = find(
        snapshot,
        (n) => n.role === 'status' && (n.name === DROPPED || !!n.children?.some((c) => c.name === DROPPED)),
      );
      expect(node, JSON.stringify(snapshot).slice(0, 2000)).to.not.equal(null);
    },
  );

  it('an MCP request re-sent without the value picked (its id derived anew): the notice, in German on a German page', async () => {
    const el = await mount(request(1), 'de');
    await clickOn(el, $$(el, '.option')[2]);
    expect(el.answers.map((a) => a.selected)).to.deep.equal([['ap']]);
    await rerender(el, request(1, true));
    expect(el.answers).to.deep.equal([]);
    expect(notices(el).map((n) => [n.text, n.seen, n.heard])).to.deep.equal([
      ['Die Fragen wurden aktualisiert, Ihre frühere Antwort wurde daher entfernt', true, true],
    ]);
  });

  it('a streamed resend: the body arrives again, changed, while streaming; the notice once it is whole', async () => {
    const el = await mount(wizard('qs_dropped_stream'));
    await clickOn(el, $$(el, '.option')[1]);
    el.setAttribute('streaming', '');
    const changed = wizard('qs_dropped_stream', true);
    await rerender(el, changed.slice(0, 60));
    await rerender(el, changed);
    el.removeAttribute('streaming');
    await settle(el);
    expect(el.answers).to.deep.equal([]);
    expect(notices(el).map((n) => n.text)).to.deep.equal([DROPPED]);
  });

  it('a question that is gone with its answer: the notice above the questions', async () => {
    const el = await mount(wizard('qs_dropped_gone'));
    // the second question answered: Next, a pick, then the body loses that question
    await answerBoth(el, 0, 1);
    expect(el.answers.length).to.equal(2);
    await rerender(el, wizard('qs_dropped_gone', false, true));
    const shown = notices(el);
    expect(shown.map((n) => [n.text, n.seen, n.heard])).to.deep.include([
      'A question you answered was removed, and its answer with it',
      true,
      true,
    ]);
  });

  it('no notice where nothing the user gave is dropped: nothing answered, or the same body again', async () => {
    const el = await mount(wizard('qs_dropped_none'));
    await rerender(el, wizard('qs_dropped_none', true));
    expect(notices(el)).to.deep.equal([]);
    await clickOn(el, $$(el, '.option')[0]);
    await rerender(el, wizard('qs_dropped_none', true));
    expect(el.answers.length).to.equal(1);
    expect(notices(el)).to.deep.equal([]);
  });
});

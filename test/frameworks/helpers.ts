/**
 * Shared driver code for the framework host tests: fixtures over HTTP, real mouse clicks and key
 * presses (web-test-runner's `sendMouse` / `sendKeys`), and the two answer scripts the hosts run.
 *
 * This module defines no element and imports no framework: each host test brings its own.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { QuestionSetElement } from '../../src/elements.js';
import { expect } from '@open-wc/testing';
import { stringsFor } from '../../src/i18n/strings.js';
import { button, clickOn, fixtureText, settle, step } from '../elements/helpers.js';

// the element suites' own: the fixtures over HTTP, the wait for a render, a person's click, the step shown
export { button, clickOn, fixtureText, settle, step } from '../elements/helpers.js';
import { newRun, oneDelivery, postTo, received } from '../bundle/delivery-backend.js';

/** The element's own English words (button labels). */
const words = stringsFor('en');

export interface AnswerCase {
  /** the set's body, as the agent sent it */
  body: string;
  /** the answer text the fixture expects */
  text: string;
}

/** An answer case of fixtures/<format>/answers/ with its body. */
export async function answerCase(path: string): Promise<AnswerCase> {
  const data = JSON.parse(await fixtureText(path)) as { body: string; expected: { text: string } };
  const format = path.split('/')[0];
  return { body: await fixtureText(`${format}/${data.body}`), text: data.expected.text };
}

/** The structured set of two questions (single choice, then multi-select) and its full answer. */
export const STRUCTURED = 'structured/answers/01-full.json';
/** The vance set of two questions (choice with a note, then a confirm answered "later"). */
export const VANCE = 'vance/answers/05-choice-and-text.json';

/** Polls until `get` returns something truthy (frameworks render on their own schedule). */
export async function waitFor<T>(
  get: () => T | null | undefined | false,
  what: string,
  timeout = 5000,
): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = get();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The element (another one than `not`) has a decoded set and has rendered it. */
export async function ready(
  root: ParentNode,
  not?: Element,
  tag = 'question-set',
): Promise<QuestionSetElement> {
  const el = await waitFor(
    () => {
      const found = root.querySelector<QuestionSetElement>(tag);
      return found !== not && found;
    },
    not ? `a new <${tag}>` : `<${tag}>`,
  );
  await waitFor(
    () => el.set && el.shadowRoot?.querySelector('.question, .receipt'),
    `<${tag}> to render its set`,
  );
  await settle(el);
  return el;
}

export async function type(text: string): Promise<void> {
  await sendKeys({ type: text });
}

const shadow = (el: QuestionSetElement) => el.shadowRoot!;

/** Option `index` (0-based) of the question on screen. */
export function option(el: QuestionSetElement, index: number): HTMLElement {
  const o = shadow(el).querySelector<HTMLElement>(`.question .option[data-index="${index}"]`);
  if (!o) throw new Error(`no option ${index + 1} on screen`);
  return o;
}

export function checked(el: QuestionSetElement): number[] {
  return [...shadow(el).querySelectorAll<HTMLElement>('.question .option[aria-checked="true"]')].map((o) =>
    Number(o.dataset.index),
  );
}

/**
 * The structured set, first part: question 1 → "Vitest", Next, question 2 → "Type check". Leaves a
 * draft on question 2.
 */
export async function structuredDraft(el: QuestionSetElement): Promise<void> {
  await clickOn(el, option(el, 1));
  await clickOn(el, button(el, words.next));
  if (step(el) !== 1) throw new Error(`the wizard did not move on: step ${step(el) + 1}`);
  await clickOn(el, option(el, 0));
}

/** The structured set, second part: question 2 → also "Browser tests", Review, Send answers. */
export async function structuredFinish(el: QuestionSetElement): Promise<void> {
  await clickOn(el, option(el, 2));
  await clickOn(el, button(el, words.review));
  await clickOn(el, button(el, words.sendAnswers));
}

/**
 * The vance set, first part: question 1 → "Other…", a note typed in its field, then a click on
 * "eu-west-1", Next. Leaves a draft on question 2.
 */
export async function vanceDraft(el: QuestionSetElement): Promise<void> {
  const other = shadow(el).querySelector<HTMLButtonElement>('.question button.other');
  if (!other) throw new Error('no "Other…" row');
  await clickOn(el, other);
  const free = shadow(el).querySelector<HTMLTextAreaElement>('.question textarea.free');
  if (!free || free.hidden) throw new Error('"Other…" opened no free-text field');
  if (shadow(el).activeElement !== free) throw new Error('"Other…" left focus outside its field');
  await type('but only for backups');
  await settle(el);
  await clickOn(el, option(el, 1));
  await clickOn(el, button(el, words.next));
  if (step(el) !== 1) throw new Error(`the wizard did not move on: step ${step(el) + 1}`);
}

/** The vance set, second part: question 2 → "Later", Review (the overview), Send answers. */
export async function vanceFinish(el: QuestionSetElement): Promise<void> {
  await clickOn(el, button(el, words.later));
  await clickOn(el, button(el, words.review));
  if (step(el) !== 2) throw new Error(`no overview after "${words.later}": step ${step(el) + 1}`);
  await clickOn(el, button(el, words.sendAnswers));
}

/** A host's delivery of the answers (a POST to its server), handed to `event.waitUntil` in its binding. */
export type Deliver = (detail: { requestId: string; text: string; payload: unknown }) => Promise<void>;

/**
 * Issue 50 through a framework's event binding: the host's handler calls
 * `event.waitUntil(deliver(event.detail))` against the real delivery backend
 * (test/bundle/wtr-delivery.mjs), whose first POST answers 500. The set says it was not sent,
 * stays open with the answers; Send again delivers the same request, accepted once.
 */
export async function failThenDeliver(
  root: ParentNode,
  mountHost: (body: string, deliver: Deliver) => void,
): Promise<void> {
  const run = newRun();
  const { body, text } = await answerCase(STRUCTURED);
  mountHost(body, (detail) => postTo(run, '500', detail));
  const el = await ready(root);
  await structuredDraft(el);
  await structuredFinish(el);
  await waitFor(() => shadow(el).textContent?.includes('Not sent (HTTP 500)'), 'the failure');
  expect(el.state, 'nothing recorded as sent').to.equal('open');
  await clickOn(el, button(el, words.sendAnswers));
  await waitFor(() => el.state === 'answered', 'the receipt');
  expect(shadow(el).textContent).not.to.include('Not sent');
  oneDelivery(await received(run), (t) => t.body.text === text, '500');
}

/**
 * The page's side of the delivery backend (test/bundle/wtr-delivery.mjs): a run of its own, the
 * host's POST handed to `waitUntil`, what the backend received, and the check every delivery test
 * makes of it (issue 50). Shared by the built bundle's, the frameworks' and the AI SDK's tests.
 */
import { expect } from '@open-wc/testing';

export interface Try {
  requestId: string;
  body: { requestId: string; text: string; payload: unknown };
  answer: 'accepted' | 'duplicate' | '500' | 'drop' | 'hang';
}

let runs = 0;
/** A run of its own on the backend (a name no other test or engine run shares). */
export const newRun = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}-${++runs}`;
export const received = async (run: string): Promise<Try[]> =>
  (await fetch(`/__delivery__/${run}/log`)).json() as Promise<Try[]>;

/** POSTs `body` (with its `requestId`) to the run; a status other than 2xx rejects with it. */
export function postTo(run: string, mode: string, body: { requestId: string }, init: Window = window) {
  return init
    .fetch(`/__delivery__/${run}/${mode}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    .then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
    });
}

/** The host's delivery: a POST of the answers, handed to `waitUntil`. */
export function post(run: string, mode: string, init: Window = window) {
  return (
    event: CustomEvent<{ requestId: string; text?: string; payload: unknown }> & {
      waitUntil(p: PromiseLike<unknown>): void;
    },
  ): void => {
    const { requestId, text, payload } = event.detail;
    event.waitUntil(postTo(run, mode, { requestId, text, payload } as { requestId: string }, init));
  };
}

export async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; !done(); i++) {
    if (i > 1000) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Every try carried the user's answer (`typed` at the end of the text, or what `carries` checks)
 * under one request id; the failed ones came first, and exactly one was accepted. A browser may try
 * a POST whose connection dropped again by itself: such a try after the accepted one is a duplicate
 * the backend recognises by the request id.
 */
export function oneDelivery(
  tries: Try[],
  typed: string | ((t: Try) => boolean),
  failed: Try['answer'],
): void {
  const answers = tries.map((t) => t.answer);
  const at = answers.indexOf('accepted');
  expect(at, answers.join()).to.be.at.least(1);
  expect(
    answers.slice(0, at).every((a) => a === failed),
    answers.join(),
  ).to.equal(true);
  expect(
    answers.slice(at + 1).every((a) => a === 'duplicate'),
    answers.join(),
  ).to.equal(true);
  expect(new Set(tries.map((t) => t.requestId)).size, 'one request id across the tries').to.equal(1);
  expect(tries[0].requestId).to.be.a('string').and.not.equal('');
  for (const t of tries)
    if (typeof typed === 'string') expect(t.body.text).to.match(new RegExp(`\\n${typed}$`));
    else expect(typed(t), JSON.stringify(t.body)).to.equal(true);
}

/**
 * A host page of the delivery tests (test/bundle/delivery-host.html): the built bundle in a frame
 * of its own, its set's answers POSTed to the run (delivery-backend.ts). Shared by the delivery and
 * the declined-note tests.
 */
import type { QuestionSetElement } from '../../src/index.js';
import { clickOn, settle } from '../elements/helpers.js';
import { received, until } from './delivery-backend.js';

/**
 * The built bundle in a page of its own (test/bundle/delivery-host.html) whose set is `body` and
 * whose host POSTs to the run in `mode`: `shown()` waits for its set, `click` is a real click
 * through the frame, `reload()` reloads the page once its POST is on the server.
 */
export function hostPage(run: string, mode: string, body: unknown) {
  const frame = document.createElement('iframe');
  frame.style.width = '600px';
  frame.style.height = '400px';
  const q = new URLSearchParams({ run, mode, body: JSON.stringify(body) });
  frame.src = `/test/bundle/delivery-host.html?${q.toString()}`;
  document.body.append(frame);
  const shown = async (): Promise<QuestionSetElement> => {
    await until(
      () =>
        !!frame.contentDocument
          ?.querySelector('question-set')
          ?.shadowRoot?.querySelector('[data-act], .receipt'),
      'the set in the page',
    );
    const el = frame.contentDocument!.querySelector('question-set') as QuestionSetElement;
    await settle(el);
    return el;
  };
  const reload = async (): Promise<QuestionSetElement> => {
    for (let i = 0; (await received(run)).length === 0; i++)
      if (i > 500) throw new Error('the POST never arrived');
    const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
    frame.contentWindow!.location.reload();
    await loaded;
    return shown();
  };
  return { frame, shown, click: clickOn, reload };
}

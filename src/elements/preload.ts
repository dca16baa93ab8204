/**
 * The first set's parts in flight before it arrives (issue 48). In the lazily built entries a set
 * waits for its format's decoder and the open set's view (which comes with every decoder) the first
 * time one is read; a chat's first question would wait one or two round trips more than the page
 * did. So once an entry that defines the elements has run and the page is idle (its `load` event,
 * then `requestIdleCallback`, or a timer where there is none: WebKit), every decoder and the words
 * of the page's language are fetched. A page that must save data skips it: the browser's
 * `navigator.connection.saveData`, or `<meta name="question-elements" content="no-preload">`
 * (docs/bundle.md). Where every part is in place at once (the eager entries) nothing is fetched.
 */
import { loadForSets, openSet } from './parts.js';
import { FORMAT_IDS, type QuestionSet } from '../codec/model.js';
import { warmDecoder } from '../codec/parse.js';
import { stringsPending } from '../i18n/strings.js';
import type { ReactiveElement } from 'lit';
import { inPage, PAGE_SETS } from './first-parts.js';

/**
 * Fetches now what a first set needs — every format's decoder, the open set's view, the words of
 * the page's language — and resolves once they are there (rejects if one fails to load). An app
 * may call it when it knows a set is coming (a chat opening); the elements call it when idle.
 */
export async function preload(): Promise<void> {
  await Promise.all([loadForSets(), stringsPending(document.documentElement.lang)]);
}

/** Whether the page asked to fetch nothing ahead: the browser's data saver, or the documented meta switch. */
function savingData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return (
    connection?.saveData === true ||
    !!document.querySelector('meta[name="question-elements"][content~="no-preload"]')
  );
}

let scheduled = false;

/**
 * Once the page has loaded and is idle, `warm()` (work without a fetch: done whether or not the
 * page saves data) and `preload()` unless the page saves data (read then, not now).
 */
export function preloadWhenIdle(warm?: () => void): void {
  // no page to wait for (a server's import)
  if (scheduled || !inPage()) return;
  scheduled = true;
  const later = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run);
  const idle = () =>
    later(() => {
      warm?.();
      // each decoder run once on a body of its own, one per idle moment (`warmDecoder`), then the
      // open view rendered once on what one decoded (`warmRender`), out of the page
      if (!savingData())
        preload()
          .then(() => {
            let set: QuestionSet | undefined;
            for (const id of FORMAT_IDS) later(() => (set ??= warmDecoder(id)));
            later(() => set && openSet().warmRender(set));
          })
          .catch(() => {});
    });
  // the sets the page's HTML holds come first: their own parts are on their way (`first-parts.ts`),
  // and an idle moment while they wait for them is not the page's
  const shown = () =>
    Promise.all(
      [...document.querySelectorAll<Element & Partial<ReactiveElement>>(PAGE_SETS)].map(
        (el) => el.updateComplete,
      ),
    ).then(idle, idle);
  if (document.readyState === 'complete') void shown();
  else addEventListener('load', () => void shown(), { once: true });
}

/**
 * The open set's first render, done while the page is idle on a set nobody sees (issue 48). A
 * chat's first set ran the whole open view for the first time while the user waited: V8 compiling
 * each function on its first call, lit-html preparing each template on its first use. Here the
 * warm-up set (`warmDecoder`'s, decoded) is rendered in each layout a set of several questions
 * takes into an element that is never in the page: no listener of the page sees it, nothing is
 * stored (the session keeps its draft in memory), and it is garbage once done. The prepared
 * templates are lit-html's own cache, which the first real set then reads.
 */
import { render } from 'lit';
import type { QuestionSet } from '../../codec/model.js';
import { en } from '../../i18n/strings.js';
import { Session } from '../../session/session.js';
import { renderOpen } from './step.js';
import type { Handlers } from './view.js';

/** The card's one listener, which does nothing: no user acts on this render (its other handlers are read only by events). */
const inert = { handleEvent() {} } as unknown as Handlers;

/** Renders `set` open as a wizard step and as a one-page form; true when both rendered. */
export function warmRender(set: QuestionSet): boolean {
  try {
    for (const layout of ['wizard', 'form'] as const) {
      const session = new Session(set, { layout });
      const view = {
        session,
        set,
        s: en,
        lang: undefined,
        note: '',
        tabStop: (q: { options: { id: string }[] }) => q.options[0]?.id ?? '',
        otherChosen: () => false,
        filter: () => '',
      };
      render(renderOpen(view, inert), document.createElement('div'));
    }
    return true;
  } catch {
    // a warm-up that cannot render: the first set pays as before, nothing else changes
    return false;
  }
}

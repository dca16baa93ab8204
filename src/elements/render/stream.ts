/**
 * A streamed body's words (SPEC §6 `streaming`): the notice that answers were dropped because
 * their question changed while the body arrived. One function for the words and one for the
 * visible line, to be swapped for the shared "answer dropped" notice where there is one.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Question } from '../../codec/model.js';
import type { Strings } from '../../i18n/strings.js';
import { isolate, plain } from './text.js';
import type { View } from './view.js';

/** The notice's words: the questions by their text, on one line. */
export function streamDroppedNotice(dropped: readonly Question[], s: Strings): string {
  return s.streamDropped(dropped.map((q) => isolate(plain(q.text))).join(', '));
}

/** The visible notice, under the actions (the live region reads it out): nothing above it moves. */
export function renderStreamDropped(v: View): TemplateResult | typeof nothing {
  const dropped = v.dropped;
  return dropped?.length
    ? html`<p class="issue dropped" aria-hidden="true">${streamDroppedNotice(dropped, v.s)}</p>`
    : nothing;
}

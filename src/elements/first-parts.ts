/**
 * The parts of the sets already in the page, asked for before the rest of the entry runs (issue
 * 48). A set in the page's HTML needs its format's decoder, which brings the open set's view; the
 * element asks for them only once the whole entry has been evaluated and it has read its body,
 * about 10 ms of evaluation later, and that wait is on the first set's path. `define.ts` imports
 * this module first, so a bundle evaluates it (and the small tables it reads) before the elements.
 * A set whose format neither its tag nor its `format` attribute names gets the open view now and
 * its decoder a moment later, while the larger view is still on its way. Where every part is in
 * place (the eager entries) a load costs nothing; without a page (Node, a server) nothing runs.
 */
import { HEADS } from '../codec/formats/heads.js';
import type { FormatId } from '../codec/model.js';
import { DECODERS } from '../codec/parts.js';
import { ELEMENT_PARTS } from './parts.js';

/** The page's sets, by the tags the script-tag entry defines. */
export const PAGE_SETS = `question-set,${HEADS.form.tag}`;

/**
 * Whether the module runs in a page: a server's import (Node, an SSR host) has no global
 * `addEventListener`, and then reads no `document` (test/server/import.test.ts); a runtime with
 * events but no document (Deno) has no page either.
 */
export const inPage = (): boolean => typeof addEventListener === 'function' && typeof document === 'object';

if (inPage())
  for (const set of document.querySelectorAll(PAGE_SETS)) {
    const id = set.localName === HEADS.form.tag ? 'form' : set.getAttribute('format');
    const part = id && Object.hasOwn(DECODERS, id) ? DECODERS[id as FormatId] : ELEMENT_PARTS.openSet;
    void part.load().catch(() => {});
  }

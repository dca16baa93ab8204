/**
 * The type-to-filter rule of a long option list (DOM-free): an option matches when what was typed
 * stands anywhere in its label or description, ignoring case and accents ("zur" finds "Zürich").
 */
import type { Option } from '../codec/model.js';
import { plain } from './render/text.js';

/** Case and accents dropped: NFD splits "ü" into "u" and a combining mark, which goes. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The ids of the options that match `typed`; undefined when nothing is typed (every option shows). */
export function matching(options: readonly Option[], typed: string): Set<string> | undefined {
  const word = fold(typed.trim());
  if (!word) return undefined;
  const hit = (t: string | undefined) => !!t && fold(plain(t)).includes(word);
  return new Set(options.filter((o) => hit(o.label) || hit(o.description)).map((o) => o.id));
}

/** The one table of wire formats (`formats/all.ts`); adding a format is one module and one line there. */
import type { Format } from './format.js';
import type { FormatId } from './model.js';
import { FORMATS } from './formats/all.js';

export { FORMATS };

export function formatById(id: string): Format | undefined {
  return Object.hasOwn(FORMATS, id) ? FORMATS[id as FormatId] : undefined;
}

/**
 * Every wire format, whole. The script-tag bundle swaps in `all-lazy.ts`, which keeps only each
 * format's head and loads the rest of a format the first time a body of it is decoded.
 */
import type { Format } from '../format.js';
import type { FormatId } from '../model.js';
import { egoz } from './egoz.js';
import { form } from './form.js';
import { index } from './index.js';
import { mcp } from './mcp.js';
import { shiitake } from './shiitake.js';
import { structured } from './structured.js';
import { vance } from './vance.js';

export const FORMATS: Record<FormatId, Format> = { vance, shiitake, egoz, index, structured, form, mcp };

/** The rest of a format: here at once (`all-lazy.ts` fetches it). */
export function loadFormat(id: FormatId): Promise<Format> {
  return Promise.resolve(FORMATS[id]);
}

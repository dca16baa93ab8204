/**
 * Every wire format, whole. The script-tag bundle swaps in `all-lazy.ts`, which keeps only each
 * format's head and loads the rest of a format the first time a body of it is decoded.
 */
import type { Format } from '../format.js';
import type { FormatId } from '../model.js';
import { egoz } from './egoz/format.js';
import { form } from './form/format.js';
import { index } from './index/format.js';
import { mcp } from './mcp/format.js';
import { shiitake } from './shiitake/format.js';
import { structured } from './structured/format.js';
import { vance } from './vance/format.js';

export const FORMATS: Record<FormatId, Format> = { vance, shiitake, egoz, index, structured, form, mcp };

/** The rest of a format: here at once (`all-lazy.ts` fetches it). */
export function loadFormat(id: FormatId): Promise<Format> {
  return Promise.resolve(FORMATS[id]);
}

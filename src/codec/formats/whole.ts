/**
 * Every wire format, whole: what `eager.ts` puts in place for the entries whose codec answers at
 * once. The table the codec reads is `all.ts` (each format's head, the rest fetched on first need);
 * a format added there and missing here is named by the compiler.
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

/**
 * Every wire format's head (what detects and names it), at once in every entry: the format table
 * (`all.ts`) and the codec's parts table (`../parts.ts`, each format's decoder) read it.
 */
import type { FormatHead } from '../format.js';
import type { FormatId } from '../model.js';
import { egozHead } from './egoz/head.js';
import { formHead } from './form/head.js';
import { indexHead } from './index/head.js';
import { mcpHead } from './mcp/head.js';
import { shiitakeHead } from './shiitake/head.js';
import { structuredHead } from './structured/head.js';
import { vanceHead } from './vance/head.js';

export const HEADS: Record<FormatId, FormatHead> = {
  vance: vanceHead,
  shiitake: shiitakeHead,
  egoz: egozHead,
  index: indexHead,
  structured: structuredHead,
  form: formHead,
  mcp: mcpHead,
};

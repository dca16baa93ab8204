/** The one table of wire formats; adding a format is one module and one line here. */
import type { Format } from './format.js';
import type { FormatId } from './model.js';
import { egoz } from './formats/egoz.js';
import { form } from './formats/form.js';
import { index } from './formats/index.js';
import { mcp } from './formats/mcp.js';
import { shiitake } from './formats/shiitake.js';
import { structured } from './formats/structured.js';
import { vance } from './formats/vance.js';

export const FORMATS: Record<FormatId, Format> = { vance, shiitake, egoz, index, structured, form, mcp };

export function formatById(id: string): Format | undefined {
  return Object.hasOwn(FORMATS, id) ? FORMATS[id as FormatId] : undefined;
}

/** The format whose fence info string this is (```questions, ```index-questions). */
export function formatByFence(info: string): Format | undefined {
  const word = info.trim().split(/\s+/)[0]?.toLowerCase();
  return Object.values(FORMATS).find((f) => f.fence === word);
}

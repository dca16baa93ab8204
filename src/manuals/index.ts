/**
 * question-elements/manuals: one manual per wire format, for a model's context — when to ask with
 * it, the exact shape with every field, limit and default, a complete example, and the mistakes
 * the codec rejects. Each manual's rule table states every check the codec performs on that
 * format; the tests prove the table and the codec agree, and that every example decodes.
 */
import '../codec/eager.js';
import type { DecodeError, FormatId } from '../codec/index.js';
import { bodyOf, pathMatches, pathText, rulePath, segments } from '../codec/manual/common.js';
import { egoz } from '../codec/formats/egoz/manual.js';
import { form } from '../codec/formats/form/manual.js';
import { index } from '../codec/formats/index/manual.js';
import { mcp } from '../codec/formats/mcp/manual.js';
import { renderManual } from './render.js';
import { shiitake } from '../codec/formats/shiitake/manual.js';
import { structured } from '../codec/formats/structured/manual.js';
import type { Example, Manual, Rule } from '../codec/manual/types.js';
import { vance } from '../codec/formats/vance/manual.js';

export type * from '../codec/manual/types.js';
export { renderManual, pathMatches, pathText, segments };

export const MANUALS: Readonly<Record<FormatId, Manual>> = {
  vance,
  shiitake,
  egoz,
  index,
  structured,
  form,
  mcp,
};

/** The manual of a format. */
export function manualFor(format: FormatId): Manual {
  return MANUALS[format];
}

/** The manual of a format as Markdown, ready for a model's context. */
export function manualText(format: FormatId): string {
  return renderManual(MANUALS[format]);
}

/** An example as the agent writes it into its message (the first example when none is named). */
export function exampleBody(format: FormatId, example: Example = MANUALS[format].examples[0]): string {
  return bodyOf(MANUALS[format], example);
}

/** The path of a decoding error as the format's rules state it: `questions[0].key` → `questions[].key`. */
export function errorPath(format: FormatId, error: Pick<DecodeError, 'path'>): string {
  return pathText(rulePath(MANUALS[format], error.path));
}

/** The rule a decoding error broke, so a model can be told the sentence it broke; undefined when none states it. */
export function ruleFor(format: FormatId, error: Pick<DecodeError, 'code' | 'path'>): Rule | undefined {
  const manual = MANUALS[format];
  const path = rulePath(manual, error.path);
  return manual.rules.find((r) => r.code === error.code && pathMatches(segments(r.path), path));
}

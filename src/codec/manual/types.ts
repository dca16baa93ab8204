/** The shape of a manual: what a model is told about one wire format, as data. */
import type { ErrorCode, FormatId } from '../model.js';

/**
 * One check the codec performs, stated where it applies.
 *
 * `path` names the place in the body: keys joined by `.`, `[]` for any index of a list, `*` for
 * any one key (a property name, an unknown key), `**` for anywhere; `''` is the body itself.
 * A decoding error breaks the rule whose `code` is the error's code and whose `path` matches the
 * error's path with its indexes replaced by `[]` (see `rulePath`).
 */
export interface Rule {
  path: string;
  code: ErrorCode;
  /** the rule, in one plain sentence */
  text: string;
  /** the number (characters, entries, bytes, levels, version) or the listed values */
  limit?: number | readonly string[];
  /**
   * A value at `path` that breaks the rule, where none follows from the code, the field's type
   * and the limit. At path `''` a string is the whole body as written, anything else the data.
   */
  bad?: unknown;
  /** a whole body (data, or text as written) that breaks the rule, where no single value at `path` does */
  badBody?: unknown;
}

/** One field of the wire shape. */
export interface Field {
  /** as in Rule */
  path: string;
  /** JSON types joined by ` | `: string, number, integer, boolean, array, object, null, any */
  type: string;
  /** `true`, or the condition under which the field is required */
  required?: true | string;
  /** what an absent field means */
  default?: string;
  /** its limit in words (lengths, counts, allowed values) */
  limit?: string;
  /** what it means */
  text: string;
  /**
   * What the codec does with a value here that does not fit, where it reads it leniently instead
   * of refusing the body (as the format's own reference does); a field with no rule needs this.
   */
  misfit?: string;
}

/** A body the manual shows; the first one of a manual is its complete example. */
export interface Example {
  title: string;
  /** the wire data, before it is written in the way the format travels */
  data: unknown;
  /** form: the `<question-form id title>` attributes */
  attributes?: { id?: string; title?: string };
  /** index: the prose before the block */
  prose?: string;
}

/** How a body travels in a message. */
export type Carrier =
  | { kind: 'fence'; info: string; syntax: 'yaml' | 'json'; prose?: boolean }
  | { kind: 'tag'; tag: string }
  | { kind: 'json' };

export interface Manual {
  format: FormatId;
  /** a human name ("Vancetope questions") */
  title: string;
  /** what the format is, in a paragraph */
  summary: string;
  /** when an agent should ask with this format */
  when: readonly string[];
  carrier: Carrier;
  /** how the body travels, in words */
  travels: string;
  /** the shapes a body may take, where there is more than one */
  shapes?: readonly string[];
  fields: readonly Field[];
  rules: readonly Rule[];
  examples: readonly [Example, ...Example[]];
  /** how the answer comes back */
  answer: readonly string[];
  /** a bare top-level array stands for `questions`: its `[0].id` is `questions[0].id` */
  bareArray?: boolean;
  /** a bare question object stands for `questions[0]`: its `header` is `questions[0].header` */
  bareQuestion?: boolean;
}

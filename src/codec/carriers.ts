/**
 * How each format's blocks stand in a message, read from the format table (each format's `fence`,
 * `fenceEndsMessage` and `tag`): the block finder, `parse`, the markdown-it plugin and `upgrade()`
 * all take the names from here.
 */
import type { FormatId } from './model.js';
import { FORMATS } from './registry.js';

const heads = Object.values(FORMATS);

/** Fence info strings that carry a set anywhere in a message → their format. */
export const FENCES: ReadonlyMap<string, FormatId> = new Map(
  heads.filter((f) => f.fence && !f.fenceEndsMessage).map((f) => [f.fence!, f.id]),
);

/** The fence that carries a set only as the message's last block (index). */
export const LAST_FENCE: { info: string; format: FormatId } = only(
  heads.filter((f) => f.fence && f.fenceEndsMessage).map((f) => ({ info: f.fence!, format: f.id })),
  'a fence that ends the message',
);

/** The tag that carries a set (form's `<question-form>`). */
export const TAG: { name: string; format: FormatId } = only(
  heads.filter((f) => f.tag).map((f) => ({ name: f.tag!, format: f.id })),
  'a tag',
);

/** The block finder reads one format of each of these kinds; a second one needs its rule there. */
function only<T>(list: T[], what: string): T {
  if (list.length !== 1) throw new Error(`The format table must hold exactly one format carried by ${what}`);
  return list[0];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** A regular-expression source for the tag's name (it holds a `-`). */
export const TAG_PATTERN = escape(TAG.name);
/** A regular-expression source for the last fence's info string. */
export const LAST_FENCE_PATTERN = escape(LAST_FENCE.info);

const BLOCK_STARTS = ['```', '~~~', `<${TAG.name}`];

/**
 * How a body is carried, from its first characters (its leading whitespace left out): a fence, the
 * form's tag, or bare data (JSON, YAML); undefined while they are too few to tell (a body that ends
 * there is data). `parse` asks it of a whole body, the streaming reader of its first characters as
 * they arrive: one rule, so that a body streamed and the same body whole are unwrapped alike.
 */
export function carrierOf(start: string): 'fence' | 'tag' | 'data' | undefined {
  const head = start.slice(0, TAG.name.length + 1).toLowerCase();
  for (const s of BLOCK_STARTS) {
    if (head.startsWith(s)) return s[0] === '<' ? 'tag' : 'fence';
    if (s.startsWith(head)) return undefined;
  }
  return 'data';
}

/**
 * The attribute a chat host's copy of a tag carries the agent's form id in (the markdown-it
 * plugin, `upgrade()`): never `id`, which would clobber the host page's own ids and named
 * `window` properties. `<question-form>` reads it before its own `id`.
 */
export const FORM_ID_ATTRIBUTE = 'data-form-id';

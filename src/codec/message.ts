/** An assistant message → prose and question blocks (SPEC §7). */
import { findBlocks, type Block } from './blocks.js';
import type { FormatId, ParseResult } from './model.js';
import { parse } from './parse.js';
import { FORMATS } from './registry.js';

export type Segment =
  | { kind: 'text'; text: string }
  | {
      kind: 'set';
      format: FormatId;
      /** the whole block as it stands in the message */
      raw: string;
      result: ParseResult;
      /** false while the block's closing fence or tag is still arriving */
      complete: boolean;
      /** where the block stands in the message, its body and its tag's attributes, as found */
      block: Block;
    };

export function parseMessage(markdown: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  const text = (to: number) => {
    if (to > at && markdown.slice(at, to).trim()) out.push({ kind: 'text', text: markdown.slice(at, to) });
  };
  for (const block of findBlocks(markdown)) {
    const result: ParseResult = !block.complete
      ? { ok: false, error: { code: 'incomplete', message: 'The block is still arriving' } }
      : // the size limit is the block's (parse checks its body): a long turn with a small block is fine
        parse(block.body, { format: block.format, attributes: block.attributes });
    // the index block fails closed: a complete block that does not decode stays prose
    if (FORMATS[block.format].fenceEndsMessage && block.complete && !result.ok) continue;
    text(block.start);
    out.push({
      kind: 'set',
      format: block.format,
      raw: markdown.slice(block.start, block.end),
      result,
      complete: block.complete,
      block,
    });
    at = block.end;
  }
  text(markdown.length);
  return out;
}

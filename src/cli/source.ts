/**
 * What the command was given → the one question set to ask, and the text to show first.
 *
 * The input is read as a body first (exactly what an element would be given). When it is not one,
 * it is read as an assistant message: its question blocks are found with `parseMessage`, each one
 * that decodes is shown as readable text (`toText`) in place of its block, blocks that do not
 * decode stay as they were, and the last block that decodes is asked: a newer set replaces an
 * older one, as it does in a page.
 */
import {
  parse,
  parseMessage,
  toText,
  type DecodeError,
  type FormatId,
  type QuestionSet,
} from '../codec/index.js';

export type Picked =
  | {
      ok: true;
      set: QuestionSet;
      /** the readable text shown before the line wizard */
      shown: string;
      /** how many question sets the message held (1 for a body) */
      sets: number;
    }
  | { ok: false; error: DecodeError };

export function pickSet(input: string, format: FormatId | 'auto' = 'auto'): Picked {
  const body = parse(input, { format });
  if (body.ok) return { ok: true, set: body.set, shown: toText(body.set), sets: 1 };

  const segments = parseMessage(input);
  const blocks = segments.filter((s) => s.kind === 'set' && ['auto', s.format].includes(format));
  const decoded = blocks.filter((s) => s.kind === 'set' && s.result.ok);
  const last = decoded[decoded.length - 1];
  if (!last || last.kind !== 'set' || !last.result.ok) {
    // nothing to ask: the first broken block says what is wrong, unless the input is that block alone
    // or the body's own error is the same kind of error (it is the more precise one: "the
    // ```index-questions block is not closed yet" where the block only knows it is still arriving)
    const failed = blocks.find((s) => s.kind === 'set' && !s.result.ok);
    if (failed?.kind !== 'set' || failed.result.ok) return { ok: false, error: body.error };
    const alone = segments.length === 1;
    const same = failed.result.error.code === body.error.code;
    return { ok: false, error: alone || same ? body.error : failed.result.error };
  }
  const shown = segments
    .map((s) => {
      if (s.kind === 'text') return s.text.trim();
      if (s.result.ok && blocks.includes(s)) return toText(s.result.set).trim();
      return s.raw.trim();
    })
    .filter(Boolean)
    .join('\n\n');
  return { ok: true, set: last.result.set, shown: shown + '\n', sets: decoded.length };
}

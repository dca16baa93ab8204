/**
 * Seed 003's question block, rebuilt with zod 3 from the seed's rules: the block schema (strict,
 * version 1, 1–20 questions, prompts of 1–2000 characters, uuid refs, each ref once in the block)
 * and the message reader that fails closed (the last marker fence, closed by a fence of exactly
 * its length, the block ending the message, the payload parsed as it stands).
 */
import { z } from 'zod/v3';

export const MARKER = 'index-questions';

const ref = z.string().uuid();

const question = z
  .object({
    prompt: z.string().min(1).max(2000),
    opportunityId: ref,
    alsoUnblocks: z.array(ref).max(8).optional(),
  })
  .strict();

export const blockSchema = z
  .object({ version: z.literal(1), questions: z.array(question).min(1).max(20) })
  .strict()
  .superRefine((block, ctx) => {
    const seen = new Set<string>();
    block.questions.forEach((q, i) => {
      for (const r of [q.opportunityId, ...(q.alsoUnblocks ?? [])]) {
        if (seen.has(r)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['questions', i] });
        seen.add(r);
      }
    });
  });

export type Block = z.infer<typeof blockSchema>;

/** The block of a message, or null: the seed's reader. */
export function parseQuestionMessage(body: string): { prose: string; block: Block } | null {
  const opens = new RegExp(`^(\`{3,})${MARKER}[ \\t]*\\r?$`, 'gm');
  let open: RegExpExecArray | null = null;
  for (let m = opens.exec(body); m; m = opens.exec(body)) open = m;
  if (!open) return null;
  const from = open.index + open[0].length + 1;
  if (from > body.length) return null;
  const close = new RegExp(`^\`{${open[1].length}}[ \\t]*\\r?$`, 'm').exec(body.slice(from));
  if (!close) return null;
  if (body.slice(from + close.index + close[0].length).trim().length > 0) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(body.slice(from, from + close.index));
  } catch {
    return null;
  }
  const block = blockSchema.safeParse(payload);
  return block.success ? { prose: body.slice(0, open.index).trimEnd(), block: block.data } : null;
}

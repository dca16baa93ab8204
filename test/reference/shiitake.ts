/**
 * Seed 001's question contract (`Question`, `Questions`, `OpenAsk`), rebuilt with zod from the
 * effect `Schema` signatures the seed publishes: `String` is any string (empty too),
 * `NonEmptyString` is not empty, `optionalKey` may be absent, excess keys are ignored (effect's
 * default), and question ids are distinct.
 */
import { z } from 'zod';

const option = z.object({ label: z.string(), description: z.string() });

export const question = z.object({
  id: z.string(),
  header: z.string(),
  question: z.string(),
  options: z.array(option),
  multiple: z.boolean().optional(),
});

export const questions = z.array(question).refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length);

export const openAsk = z.object({
  askId: z.string(),
  waitingOn: z
    .object({ agentId: z.string().min(1), sessionId: z.string().min(1), name: z.string().min(1) })
    .optional(),
  questions,
  status: z.enum(['live', 'parked']),
  createdAt: z.number(),
  expiresAt: z.number().nullable(),
});

export type Question = z.infer<typeof question>;
export type OpenAsk = z.infer<typeof openAsk>;

/** The keys only an OpenAsk has: a body with one of them is an OpenAsk or nothing. */
export const ASK_KEYS = ['askId', 'status', 'createdAt', 'expiresAt', 'waitingOn'];

/** A body in one of the three shapes: `Question[]`, `{ questions }`, or an `OpenAsk`. */
export function readShiitake(data: unknown): { questions: Question[]; ask?: OpenAsk } | null {
  if (Array.isArray(data)) {
    const r = questions.safeParse(data);
    return r.success ? { questions: r.data } : null;
  }
  if (typeof data !== 'object' || data === null) return null;
  if (ASK_KEYS.some((k) => k in data)) {
    const r = openAsk.safeParse(data);
    return r.success ? { questions: r.data.questions, ask: r.data } : null;
  }
  const r = z.object({ questions }).safeParse(data);
  return r.success ? { questions: r.data.questions } : null;
}

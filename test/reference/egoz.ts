/**
 * Seed 002's `AskQuestionSet`, rebuilt with zod from its TypeScript types and the rules its
 * comments state: `locale` required, at least one question, a question's `answers` never empty,
 * `allowCustom` and `multi` absent meaning false. TypeScript types are structural, so extra keys
 * pass.
 */
import { z } from 'zod';

const answer = z.object({ id: z.string(), label: z.string(), description: z.string().optional() });

const question = z.object({
  id: z.string(),
  title: z.string(),
  answers: z.array(answer).min(1),
  allowCustom: z.boolean().optional(),
  multi: z.boolean().optional(),
});

export const askQuestionSet = z.object({
  id: z.string(),
  title: z.string().optional(),
  locale: z.string(),
  questions: z.array(question).min(1),
});

export type AskQuestionSet = z.infer<typeof askQuestionSet>;

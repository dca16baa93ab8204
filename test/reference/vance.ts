/**
 * Seed 000's `questions` kind, rebuilt from the rules its §2 states: the body is YAML (JSON being
 * YAML too), read by the `yaml` package; at least one question; `key` and `text` set; keys unique;
 * `kind` one of choice / text (the default) / confirm, and `weight` one of blocker / important /
 * minor, in any case; a choice has at least two options; options are plain strings (or numbers,
 * which YAML reads from a plain scalar such as `10`) or `{ label, description }`. `id` and `intro`
 * are optional; other keys (`$meta`) are left alone.
 */
import { parseDocument, type Document } from 'yaml';
import { z } from 'zod';

/** A word from the list, in any case and with spaces around it, as its lower-case spelling. */
const word = <T extends string>(list: readonly T[]) =>
  z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .refine((s): s is T => (list as readonly string[]).includes(s));

const label = z.union([z.string().min(1), z.number().transform(String)]);

const option = z.union([
  label.transform((l) => ({ label: l, description: undefined as string | undefined })),
  z.object({ label, description: z.string().optional() }),
]);

const question = z
  .object({
    key: z.string().min(1),
    text: z.string().min(1),
    kind: word(['choice', 'text', 'confirm'] as const).optional(),
    options: z.array(option).optional(),
    proposal: z.string().optional(),
    context: z.string().optional(),
    weight: word(['blocker', 'important', 'minor'] as const).optional(),
  })
  .refine((q) => q.kind !== 'choice' || (q.options?.length ?? 0) >= 2);

export const questionSet = z
  .object({
    id: z.string().min(1).optional(),
    intro: z.string().optional(),
    questions: z.array(question).min(1),
  })
  .refine((s) => new Set(s.questions.map((q) => q.key)).size === s.questions.length);

export type VanceSet = z.infer<typeof questionSet>;

/** The body read as YAML by the `yaml` package, as the seed's clients read it; undefined where it fails. */
export function readYaml(text: string): { value: unknown; doc: Document.Parsed } | undefined {
  try {
    const doc = parseDocument(text);
    return doc.errors.length ? undefined : { value: doc.toJS(), doc };
  } catch {
    return undefined; // an alias to no anchor, or one that expands too far
  }
}

/**
 * Seed 003's `StructuredQuestion` (title, prompt, 2–4 options of label and description,
 * multiSelect) and the `AskUserQuestion` input Anthropic's agent SDK publishes (header, question,
 * the same options, 1–4 questions), rebuilt with zod 3. Both strip unknown keys; a question that
 * has both spellings of a field is read in AskUserQuestion's, the other one stripped.
 */
import { z } from 'zod/v3';

const option = z.object({ label: z.string().min(1).max(120), description: z.string().min(1).max(280) });
const options = z.array(option).min(2).max(4);

export const structuredQuestion = z.object({
  title: z.string().min(1).max(12),
  prompt: z.string().min(1).max(400),
  options,
  multiSelect: z.boolean(),
});

export const askUserQuestion = z.object({
  header: z.string().min(1).max(12),
  question: z.string().min(1).max(400),
  options,
  multiSelect: z.boolean(),
});

export interface Decoded {
  header: string;
  text: string;
  labels: string[];
  multiple: boolean;
}

/** One question in either spelling, field by field: AskUserQuestion's spelling where both are given. */
function readQuestion(v: unknown): Decoded | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const mixed = {
    header: o.header !== undefined ? o.header : o.title,
    question: o.question !== undefined ? o.question : o.prompt,
    options: o.options,
    multiSelect: o.multiSelect,
  };
  const r = askUserQuestion.safeParse(mixed);
  if (!r.success) return null;
  return {
    header: r.data.header,
    text: r.data.question,
    labels: r.data.options.map((x) => x.label),
    multiple: r.data.multiSelect,
  };
}

const list = (items: unknown[]): Decoded[] | null => {
  if (items.length < 1 || items.length > 4) return null;
  const out = items.map(readQuestion);
  return out.every((q): q is Decoded => q !== null) ? out : null;
};

/** A body as the references read it: one question, an array of them, or `{ questions }`. */
export function readStructured(data: unknown): Decoded[] | null {
  if (Array.isArray(data)) return list(data);
  const single = readQuestion(data);
  if (single) return [single];
  if (typeof data !== 'object' || data === null) return null;
  const qs = (data as Record<string, unknown>).questions;
  return Array.isArray(qs) ? list(qs) : null;
}

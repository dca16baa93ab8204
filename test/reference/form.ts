/**
 * Seed 004's discovery form, rebuilt with zod from the rules the seed states (a JSON object with a
 * top-level `questions` array; each question an `id`, a `label` and one of 17 types; options for
 * the choice controls, as strings or `{ label, value }`; `allowCustom`, `customLabel`,
 * `customPlaceholder`, `maxSelections` for checkbox, `required`) and, where the seed is silent,
 * the field table of the form manual (`manuals/form.md`): at least two options, values distinct,
 * `maxSelections` a whole number from 1 to the choices offered, `min` / `max` / `step` / `accept` /
 * `placeholder`, a `default` that fits its control. Extra keys are left alone, and so is a field
 * of another control (`step` on a select, `allowCustom` on a text): it changes nothing shown.
 */
import { z } from 'zod';

export const TYPES = [
  'radio',
  'checkbox',
  'select',
  'text',
  'textarea',
  'number',
  'range',
  'date',
  'time',
  'datetime-local',
  'color',
  'url',
  'email',
  'tel',
  'file',
  'switch',
  'direction-cards',
] as const;
const CHOICE = ['radio', 'checkbox', 'select', 'direction-cards'];

const option = z.union([
  z
    .string()
    .min(1)
    .transform((label) => ({ value: label, label, description: undefined as string | undefined })),
  z
    .object({
      label: z.string().min(1),
      value: z.union([z.string().min(1), z.number().transform(String)]).optional(),
      description: z.string().optional(),
    })
    .transform((o) => ({ value: o.value ?? o.label, label: o.label, description: o.description })),
]);

const question = z
  .object({
    id: z.string().min(1),
    label: z.string().min(1),
    type: z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .refine((s): s is (typeof TYPES)[number] => (TYPES as readonly string[]).includes(s)),
    options: z.array(z.unknown()).optional(),
    // fields of other controls are extra keys here, and extra keys are left alone (see below)
    allowCustom: z.unknown().optional(),
    customLabel: z.unknown().optional(),
    customPlaceholder: z.unknown().optional(),
    maxSelections: z.number().int().min(1).optional(),
    required: z.boolean().optional(),
    placeholder: z.string().optional(),
    min: z.unknown().optional(),
    max: z.unknown().optional(),
    step: z.unknown().optional(),
    accept: z.unknown().optional(),
    default: z.unknown().optional(),
  })
  .transform((q, ctx) => {
    const choice = CHOICE.includes(q.type);
    const bad = (message: string) => {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    };
    // a field is checked where it applies to the control: the choice fields on choices, min / max /
    // step on number and range, accept on file
    const own = <T>(applies: boolean, schema: z.ZodType<T>, v: unknown): T | undefined | typeof z.NEVER => {
      if (!applies) return undefined;
      const r = schema.optional().safeParse(v);
      return r.success ? r.data : bad('type');
    };
    const numeric = q.type === 'number' || q.type === 'range';
    const fields = {
      allowCustom: own(choice, z.boolean(), q.allowCustom),
      customLabel: own(choice, z.string(), q.customLabel),
      customPlaceholder: own(choice, z.string(), q.customPlaceholder),
      min: own(numeric, z.number(), q.min),
      max: own(numeric, z.number(), q.max),
      step: own(numeric, z.number().positive(), q.step),
      accept: own(q.type === 'file', z.string(), q.accept),
    };
    if (Object.values(fields).some((v) => v === z.NEVER)) return z.NEVER;
    let options: z.infer<typeof option>[] = [];
    if (choice) {
      const r = z.array(option).min(2).safeParse(q.options);
      if (!r.success) return bad('options');
      options = r.data;
      if (new Set(options.map((o) => o.value)).size !== options.length) return bad('values');
    } else if (q.options?.length) return bad('options on a non-choice type');
    const allowCustom = choice && fields.allowCustom !== false;
    if (q.maxSelections !== undefined) {
      if (q.type !== 'checkbox') return bad('maxSelections');
      if (q.maxSelections > options.length + (allowCustom ? 1 : 0)) return bad('maxSelections');
    }
    if (q.default !== undefined) {
      const values = options.map((o) => o.value);
      const d = q.default;
      const fits =
        q.type === 'checkbox'
          ? Array.isArray(d) && d.every((x) => typeof x === 'string' && values.includes(x))
          : choice
            ? typeof d === 'string' && values.includes(d)
            : q.type === 'number' || q.type === 'range'
              ? typeof d === 'number'
              : q.type === 'switch'
                ? typeof d === 'boolean'
                : q.type !== 'file' && typeof d === 'string';
      if (!fits) return bad('default');
    }
    return { ...q, ...fields, options, allowCustom, choice };
  });

export const formBody = z
  .object({ description: z.string().optional(), questions: z.array(question).min(1) })
  .refine((f) => new Set(f.questions.map((q) => q.id)).size === f.questions.length);

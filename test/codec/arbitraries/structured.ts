/** Valid StructuredQuestion / AskUserQuestion bodies in all three shapes and both spellings. */
import fc from 'fast-check';
import { noLookAlikes } from '../look-alike.js';

/** Text with something besides whitespace, up to `max` UTF-16 code units (as zod counts). */
const text = (max: number) =>
  fc
    .oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 40) }) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: max }) },
      { weight: 1, arbitrary: fc.constantFrom('Zeitplan', '🚀 Launch', 'اللغة', '`code` **bold**') },
      { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', minLength: max, maxLength: max }) },
    )
    .filter((s) => s.trim().length > 0 && s.length <= max);

/** A wire label: sometimes with a " (Recommended)" suffix in any case, still within 120 characters. */
const label = fc.oneof(
  { weight: 4, arbitrary: text(120) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(text(100), fc.constantFrom(' (Recommended)', ' (recommended)', ' (RECOMMENDED)'))
      .map(([l, s]) => l + s),
  },
);

const option = fc.record(
  { label, description: text(280), extra: fc.constant('ignored') },
  { requiredKeys: ['label', 'description'] },
);

const question = fc
  .record({
    title: text(12),
    prompt: text(400),
    options: fc.uniqueArray(option, { minLength: 2, maxLength: 4, selector: (o) => o.label }),
    multiSelect: fc.boolean(),
    spelling: fc.constantFrom('ask', 'seed'),
  })
  .map(({ title, prompt, options, multiSelect, spelling }) =>
    spelling === 'ask'
      ? { question: prompt, header: title, options, multiSelect }
      : { title, prompt, options, multiSelect },
  );

const questions = fc.uniqueArray(question, {
  minLength: 1,
  maxLength: 4,
  selector: (q) => ('question' in q ? q.question : q.prompt),
});

const shaped = fc
  .record({ qs: questions, shape: fc.constantFrom('single', 'array', 'object'), metadata: fc.boolean() })
  .map(({ qs, shape, metadata }): object => {
    if (shape === 'single' && qs.length === 1) return qs[0];
    if (shape === 'array') return qs;
    return metadata ? { questions: qs, metadata: { source: 'arbitrary' } } : { questions: qs };
  });

const generatedBody: fc.Arbitrary<string | object> = fc.oneof(
  shaped,
  shaped.map((b) => JSON.stringify(b, null, 2)),
  shaped.map((b) => JSON.stringify(b)),
);

/** Options that look the same are refused (look-alike-options): no valid body holds them. */
export const validBody = generatedBody.filter(noLookAlikes);

/** Valid index question blocks: bare (as a value or JSON text) or ending a message after prose. */
import fc from 'fast-check';

/** Text with something besides whitespace, up to `max` code points. */
const text = (max: number) =>
  fc
    .oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 60) }) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: Math.min(max, 200) }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'run `npm ci` or ```npm i```?',
          '````\n```',
          'Wie viel **Gehalt**? 💶',
          'ما رأيك؟',
        ),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', minLength: max, maxLength: max }) },
    )
    .filter((s) => s.trim().length > 0 && s.length <= max);

/** A uuid as the block's refs are written: usually lowercase, now and then uppercase. */
const ref = fc.tuple(fc.uuid(), fc.boolean()).map(([u, upper]) => (upper ? u.toUpperCase() : u));

interface Draft {
  prompt: string;
  also: number | null;
}

const draft = fc.record({
  prompt: text(2000),
  also: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
});
const drafts = fc.oneof(
  { weight: 4, arbitrary: fc.array(draft, { minLength: 1, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.array(draft, { minLength: 20, maxLength: 20 }) },
);

/** Every ref at most once in the block: draw them all unique, then hand them out. */
const block = drafts.chain((ds: Draft[]) => {
  const needed = ds.reduce((n, d) => n + 1 + (d.also ?? 0), 0);
  return fc
    .uniqueArray(ref, { minLength: needed, maxLength: needed, selector: (u) => u.toLowerCase() })
    .map((refs) => {
      let at = 0;
      const take = () => refs[at++];
      return {
        version: 1,
        questions: ds.map((d) => {
          const q: { prompt: string; opportunityId: string; alsoUnblocks?: string[] } = {
            prompt: d.prompt,
            opportunityId: take(),
          };
          if (d.also !== null) q.alsoUnblocks = Array.from({ length: d.also }, take);
          return q;
        }),
      };
    });
});

const longestBackticks = (s: string) => Math.max(0, ...(s.match(/`+/g) ?? []).map((r) => r.length));

const prose = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    'Two negotiations wait on you.\n\n- **Acme**: equity\n- Northwind: start date',
    'An old block:\n\n```index-questions\n{"version":1,"questions":[]}\n```\n\nThe new one follows.',
    'Say `index-questions` inline; it does not count.',
  ),
);

/** prose, a blank line, the block in a fence longer than any backtick run in it; maybe CRLF. */
const message = fc
  .record({
    block,
    prose,
    extra: fc.integer({ min: 0, max: 2 }),
    pretty: fc.boolean(),
    crlf: fc.boolean(),
    tail: fc.constantFrom('', '\n', '\n\n  \n'),
  })
  .map(({ block: b, prose: p, extra, pretty, crlf, tail }) => {
    const json = JSON.stringify(b, null, pretty ? 2 : undefined);
    const fence = '`'.repeat(Math.max(3, longestBackticks(json) + 1) + extra);
    const out = `${p}\n\n${fence}index-questions\n${json}\n${fence}${tail}`;
    return crlf ? out.replace(/\n/g, '\r\n') : out;
  });

export const validBody: fc.Arbitrary<string | object> = fc.oneof(
  block,
  block.map((b) => JSON.stringify(b, null, 2)),
  block.map((b) => JSON.stringify(b)),
  message,
);

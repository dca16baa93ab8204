/**
 * The bodies the differential suites run: each format's valid bodies (`test/codec/arbitraries`)
 * and targeted mutations of them; for index also messages whose block or whitespace is changed
 * at the places the seed's reader decides on.
 */
import fc from 'fast-check';
import { validBody as egoz } from '../codec/arbitraries/egoz.js';
import { validBody as index } from '../codec/arbitraries/index.js';
import { validBody as mcp } from '../codec/arbitraries/mcp.js';
import { validBody as shiitake } from '../codec/arbitraries/shiitake.js';
import { validBody as structured } from '../codec/arbitraries/structured.js';
import { validAndMutated } from './mutate.js';
import type { FormatId } from '../../src/codec/index.js';

/** Unicode spaces that JSON and the fence patterns do not count as whitespace, and some they do. */
const SPACES = [' ', '  ', '   ', '\t', '\ufeff', '\u3000', '\u00a0', '\u2028', '\u2029', '\u200b', '\r\n'];

/** Edits of a message at the places that decide whether it holds a block. */
const edits: ((m: string, s: string) => string)[] = [
  (m, s) => s + m,
  (m, s) => m + s,
  (m, s) => m.replace(/index-questions\r?\n/, (f) => f + s),
  (m, s) => m.replace(/\r?\n(`{3,})\s*$/, (f) => s + f),
  (m, s) => m.replace(/\n(`{3,})index-questions/, (_, f: string) => `\n${s}${f}index-questions`),
  (m, s) => m.replace(/index-questions/, `index-questions${s}`),
  (m, s) => m.replace(/(`{3,})\s*$/, (f) => f + s + 'x'),
  (m) => `${m}\n\nAnd one more thing.`,
  (m) => m.replace(/(`{3,})\s*$/, (f) => f + '`'),
  (m) => `${m}\n\n\`\`\`index-questions\n{}\n\`\`\``,
];

const asMessage = (block: unknown, prose: string) =>
  `${prose}\n\n\`\`\`${'index-questions'}\n${JSON.stringify(block, null, 2)}\n\`\`\``;

const indexData = index.filter((b) => typeof b !== 'string' || !b.includes('```'));

const indexMessages = fc
  .tuple(validAndMutated(indexData), fc.constantFrom('', 'Two of them wait on you.', '  indented prose'))
  .map(([b, prose]) => asMessage(typeof b === 'string' ? JSON.parse(b) : b, prose));

const indexBodies = fc.oneof(
  validAndMutated(indexData),
  indexMessages,
  index.filter((b) => typeof b === 'string' && b.includes('```')),
  fc
    .tuple(indexMessages, fc.nat(), fc.constantFrom(...SPACES))
    .map(([m, e, s]) => edits[e % edits.length](m, s)),
);

/** URL-mode requests: web addresses, and strings that are none or that no page should open. */
const urlMode = fc
  .record({
    mode: fc.constant('url'),
    message: fc.string(),
    elicitationId: fc.string(),
    url: fc.oneof(
      fc.webUrl(),
      fc.constantFrom('javascript:alert(1)', 'http://', 'not a url', 'mailto:a@b.example'),
    ),
  })
  .map((b) => b as object);

export const BODIES: Partial<Record<FormatId, fc.Arbitrary<string | object>>> = {
  index: indexBodies,
  structured: validAndMutated(structured),
  shiitake: validAndMutated(shiitake),
  egoz: validAndMutated(egoz),
  mcp: validAndMutated(fc.oneof({ weight: 5, arbitrary: mcp }, { weight: 1, arbitrary: urlMode })),
};

/**
 * Prints the per-format agreement of codec and reference over the differential suites' bodies
 * (the figures in docs/conformance.md), with a few disagreeing bodies each.
 * Run: node --import ./scripts/register-ts.mjs test/reference/figures.ts [runs]
 */
import {
  agreesEgoz,
  agreesForm,
  agreesIndex,
  agreesMcp,
  agreesShiitake,
  agreesStructured,
  agreesVance,
  type Verdict,
} from './agree.js';
import { BODIES } from './bodies.js';
import { agreement } from './mutate.js';

const runs = Number(process.argv[2] ?? 2000);
const checks: [string, (b: string | object) => Verdict][] = [
  ['index', agreesIndex],
  ['structured', agreesStructured],
  ['shiitake', agreesShiitake],
  ['egoz', agreesEgoz],
  ['mcp', agreesMcp],
  ['vance', agreesVance],
  ['form', agreesForm],
];
for (const [format, check] of checks) {
  const r = agreement(BODIES[format as keyof typeof BODIES]!, (b) => check(b) === undefined, runs);
  console.log(`${format}: ${r.agree}/${r.runs} (${((100 * r.agree) / r.runs).toFixed(1)} %)`);
  for (const s of r.samples.slice(0, 3))
    console.log('   ', JSON.stringify(s).slice(0, 300), '→', check(s)?.slice(0, 200));
}

/**
 * A bound on work that does not depend on the machine: the same reader on an input of size n and
 * of size 4n, in one run, compared by CPU time (the least of a few rounds). A linear reader takes
 * about 4 times as long, a quadratic one about 16 times.
 */
import assert from 'node:assert/strict';

function cpu(f: () => unknown): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = process.cpuUsage();
    try {
      f();
    } catch {
      // a refusal is an answer too: only the time counts here
    }
    const used = process.cpuUsage(start);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

/** How much longer the input of size 4n takes than the one of size n (a floor keeps tiny times from dividing by noise). */
export function growth(make: (n: number) => string, read: (text: string) => unknown, n: number): number {
  const [small, large] = [make(n), make(4 * n)];
  read(small); // warm
  const floor = 10_000; // µs: below it, noise on a shared machine; a quadratic reader is far above it at 4n
  return (
    Math.max(
      cpu(() => read(large)),
      floor,
    ) /
    Math.max(
      cpu(() => read(small)),
      floor,
    )
  );
}

/**
 * Linear: 4n takes well under the 16 times a quadratic reader would. A busy machine can only make
 * one measure look worse, never a quadratic reader look linear, so the least of three measures
 * counts: one noisy measure does not fail the test.
 */
export function assertLinear(make: (n: number) => string, read: (text: string) => unknown, n: number): void {
  const ratios: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    ratios.push(growth(make, read, n));
    if (ratios[attempt] < 9) return;
  }
  assert.fail(`4n took ${ratios.map((r) => r.toFixed(1)).join(', ')} times as long as n`);
}

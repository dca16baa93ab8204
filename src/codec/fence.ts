/** Markdown fences that a payload can never close early. */

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/** A backtick fence with `info`, lengthened past any backtick run in `payload`. */
export function fenceBlock(info: string, payload: string): string {
  const fence = '`'.repeat(Math.max(3, longestRun(payload, '`') + 1));
  return `${fence}${info}\n${payload.replace(/\n$/, '')}\n${fence}`;
}

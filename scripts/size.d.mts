// Types of size.mjs, for the tests that import it.
/** The entry's gzip budget of the script-tag bundle, in bytes. */
export const BUDGET: number;
/** What the npm build may add up front (gzip bytes) to an app that shows one JSON set. */
export const APP_BUDGET: number;
/** Small apps built against dist/npm, by kind: each one's entry module. */
export const APPS: Record<string, string>;
export function measureApps(): Promise<{ name: string; upFront: number; lazy: number }[]>;
/** The entry first, then every file it can load: gzip, minified and brotli bytes of each. */
export function measure(): { file: string; min: number; gzip: number; brotli: number }[];

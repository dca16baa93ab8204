// Types of examples-sizes.mjs, for the tests that import it.
export interface AppSizes {
  /** the day of the measurement, YYYY-MM-DD */
  measured: string;
  /** gzip bytes the page loads up front, with the package and with it swapped for an empty module */
  upFront: number;
  without: number;
  /** gzip bytes of the package's lazy parts */
  lazy: number;
}
export interface Sizes {
  apps: Record<string, AppSizes>;
}
export const SIZES: string;
export const README: string;
export const START: string;
export const END: string;
export function readSizes(file?: string): Sizes;
export function sizesTable(sizes: Sizes): string;
export function withTable(readme: string, sizes: Sizes): string;
export function recordSizes(
  figures: {
    name: string;
    own: { upFront: number };
    without: { upFront: number };
    added: { lazy: number };
  }[],
  date?: string,
): void;

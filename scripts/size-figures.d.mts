// Types of size-figures.mjs, for the tests that import it.
export interface Sizes {
  measured: string;
  versions: Record<string, string>;
  entry: number;
  afterDecode: number;
  markdownIt: number;
  firstSet: number;
  app: { name: string; upFront: number; lazy: number };
  appChunks: { decoders: [number, number]; yaml: number; markdownIt: number };
  files: { file: string; raw: number; min: number; gzip: number; brotli: number }[];
}
export const SIZES: string;
export const START: string;
export const END: string;
export const kib: (bytes: number) => string;
export function readSizes(file?: string): Sizes | undefined;
export const CLAIMS: { file: string; pattern: RegExp; figure: (s: Sizes) => string }[];
export function filesTable(sizes: Sizes): string;
export function withFigures(file: string, text: string, sizes: Sizes): Promise<string>;
export const PAGES: string[];

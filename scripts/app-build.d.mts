// Types of app-build.mjs, for the tests that import it.
export interface AppFile {
  /** the output file's name, e.g. `app.js` or `chunk-AB12CD34.js` */
  name: string;
  code: string;
  gzip: number;
  /** loaded with the entry, not only through `import()` */
  upFront: boolean;
  imports: { path: string; kind: string; external?: boolean }[];
  /** the files of this checkout (and of node_modules) the output holds code of, relative to it */
  inputs: string[];
}

export function buildApp(
  source: string,
  options?: { external?: string[] },
): Promise<{ files: AppFile[]; warnings: unknown[] }>;

export function totals(files: AppFile[]): { upFront: number; lazy: number };

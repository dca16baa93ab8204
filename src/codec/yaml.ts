/**
 * Where the codec gets its YAML reader (`yaml-read.ts`, which imports the `yaml` parser). This
 * module imports it directly; the script-tag bundle swaps in `src/bundle/yaml-lazy.ts`, which loads it only
 * when a body needs it.
 */
import * as yamlRead from './yaml-read.js';

export type Yaml = Pick<typeof yamlRead, 'parseYaml' | 'stringify'>;

const yamlModule: Yaml = yamlRead;

/** The reader, or undefined while it is still loading. */
export function yaml(): Yaml | undefined {
  return yamlModule;
}

export function loadYaml(): Promise<Yaml> {
  return Promise.resolve(yamlModule);
}

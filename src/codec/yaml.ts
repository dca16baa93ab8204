/**
 * Where the codec gets its YAML parser. This module imports `yaml` directly; the script-tag
 * bundle swaps in `yaml-lazy.ts`, which loads it only when a body needs it.
 */
import { isAlias, isScalar, parseDocument, stringify, visit } from 'yaml';

export type Yaml = Pick<
  typeof import('yaml'),
  'isAlias' | 'isScalar' | 'parseDocument' | 'stringify' | 'visit'
>;

const yamlModule: Yaml = { isAlias, isScalar, parseDocument, stringify, visit };

/** The parser, or undefined while it is still loading. */
export function yaml(): Yaml | undefined {
  return yamlModule;
}

export function loadYaml(): Promise<Yaml> {
  return Promise.resolve(yamlModule);
}

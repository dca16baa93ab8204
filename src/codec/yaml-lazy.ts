/** The bundle's YAML source: the parser is fetched from its own chunk the first time a body needs it. */
import { track } from './loading.js';
import type { Yaml } from './yaml.js';

export type { Yaml };

let yamlModule: Yaml | undefined;
let loading: Promise<Yaml> | undefined;

export function yaml(): Yaml | undefined {
  return yamlModule;
}

export function loadYaml(): Promise<Yaml> {
  loading ??= track(import('yaml').then((m) => (yamlModule = m)));
  return loading;
}

/** The bundle's YAML reader: it and the parser are fetched from their own chunk the first time a body needs them. */
import { track } from './loading.js';
import type { Yaml } from './yaml.js';

export type { Yaml };

let yamlModule: Yaml | undefined;
let loading: Promise<Yaml> | undefined;

export function yaml(): Yaml | undefined {
  return yamlModule;
}

export function loadYaml(): Promise<Yaml> {
  loading ??= track(import('./yaml-read.js').then((m) => (yamlModule = m)));
  return loading;
}

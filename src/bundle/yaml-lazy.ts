/** The bundle's YAML reader: it and the parser are fetched from their own chunk the first time a body needs them. */
import { lazy } from './lazy.js';
import { track } from '../codec/pending.js';
import type { Yaml } from '../codec/yaml.js';

export type { Yaml };

const part = lazy<Yaml>(() => import('../codec/yaml-read.js'), track);

export const yaml: () => Yaml | undefined = part.get;
export const loadYaml: () => Promise<Yaml> = part.load;
export const provideYaml: (value: Yaml) => void = part.provide;

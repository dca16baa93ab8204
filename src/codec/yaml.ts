/**
 * Where the codec gets its YAML reader (`yaml-read.ts`, which imports the `yaml` parser): fetched
 * the first time a body needs it, or put in place at once by `eager.ts`.
 */
import { lazy } from './part.js';
import { track } from './pending.js';
import type * as YamlRead from './yaml-read.js';

export type Yaml = Pick<typeof YamlRead, 'parseYaml' | 'stringify'>;

const part = lazy<Yaml>(() => import('./yaml-read.js'), track);

/** The reader, or undefined while it is still loading. */
export const yaml: () => Yaml | undefined = part.get;
export const loadYaml: () => Promise<Yaml> = part.load;
export const provideYaml: (value: Yaml) => void = part.provide;

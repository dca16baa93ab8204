/** Reads the shared fixture corpus from disk (Node tests). */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FORMAT_IDS, type Answer, type FormatId } from '../../src/codec/index.js';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

export const BODY_EXTENSIONS = ['.yaml', '.json', '.md', '.html', '.txt'];

/** `any`: bodies that no format owns (limits, YAML attacks), parsed with format `auto`. */
export const CORPUS_DIRS: (FormatId | 'any')[] = [...FORMAT_IDS, 'any'];

export interface BodyCase {
  format: FormatId | 'any';
  kind: 'valid' | 'invalid';
  name: string;
  file: string;
  body: string;
  expected: { model?: unknown; error?: unknown; options?: Record<string, unknown> };
}

export function read(file: string): string {
  return readFileSync(FIXTURES + file, 'utf8');
}

export function bodyCases(kind: 'valid' | 'invalid'): BodyCase[] {
  return CORPUS_DIRS.flatMap((format) => {
    const dir = `${format}/${kind}/`;
    if (!existsSync(FIXTURES + dir)) return [];
    return readdirSync(FIXTURES + dir)
      .filter((f) => BODY_EXTENSIONS.some((e) => f.endsWith(e)) && !f.endsWith('.expected.json'))
      .sort()
      .map((f) => {
        const name = f.replace(/\.[^.]+$/, '');
        return {
          format,
          kind,
          name,
          file: dir + f,
          body: read(dir + f),
          expected: JSON.parse(read(`${dir}${name}.expected.json`)),
        };
      });
  });
}

/**
 * One answer case as its file, `fixtures/<format>/answers/*.json`, writes it: the one shape every
 * suite reads (Node and browser alike; a browser test imports it as a type only).
 */
export interface AnswerCaseFile {
  /** the body's file, beside the case in fixtures/<format>/ */
  body: string;
  requestId: string;
  lang?: string;
  answers?: Answer[];
  decline?: { note?: string; action?: 'decline' | 'cancel' };
  check?: { ok: boolean; issues?: string[] };
  expected: { text?: string; payload: unknown };
}

export interface AnswerCase {
  format: FormatId;
  name: string;
  file: string;
  body: string;
  bodyFile: string;
  case: AnswerCaseFile;
}

export function answerCases(): AnswerCase[] {
  return FORMAT_IDS.flatMap((format) => {
    const dir = `${format}/answers/`;
    if (!existsSync(FIXTURES + dir)) return [];
    return readdirSync(FIXTURES + dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        const c = JSON.parse(read(dir + f));
        return {
          format,
          name: f.replace(/\.json$/, ''),
          file: dir + f,
          bodyFile: `${format}/${c.body}`,
          body: read(`${format}/${c.body}`),
          case: c,
        };
      });
  });
}

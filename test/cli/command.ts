/**
 * Runs the `question-elements` command as a child process, fed through its stdin.
 *
 * The command is the source entry `src/cli/main.ts`, bundled once per test run with esbuild
 * (dependencies stay imports from node_modules): it needs no `npm run build`, and each run starts
 * in a fraction of the time the TypeScript loader needs to transform every module again.
 * `SOURCE_ENTRY` runs the same entry through that loader, for the tests that prove it directly.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// two levels below the root, as dist/npm/cli.js is (the command finds package.json there); ignored by git
const BUNDLE = `${ROOT}.test-results/cli-bundle/cli-${process.pid}.mjs`;

let built: Promise<string> | undefined;

/** The bundled command (built on first use, removed when the test process exits). */
export function command(): Promise<string> {
  built ??= (async () => {
    mkdirSync(dirname(BUNDLE), { recursive: true });
    await build({
      entryPoints: [`${ROOT}src/cli/main.ts`],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: BUNDLE,
      logLevel: 'error',
    });
    process.once('exit', () => rmSync(BUNDLE, { force: true }));
    return BUNDLE;
  })();
  return built;
}

/** The unbundled source entry, through the repository's TypeScript loader. */
export const SOURCE_ENTRY = ['--import', './scripts/register-ts.mjs', 'src/cli/main.ts'];

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** run this instead of the bundle: node arguments before the command's own */
  entry?: string[];
  /** a new session without a controlling terminal: /dev/tty cannot be opened */
  detached?: boolean;
  /** send SIGINT once stderr contains this (and then stop feeding input) */
  interruptAt?: string;
  /** keep stdin open after the lines (for interrupt tests) */
  keepOpen?: boolean;
  timeoutMs?: number;
  /**
   * where the command's stdout goes, when not to a pipe the test reads: `closed`, a pipe whose
   * reader has gone (the write fails with EPIPE, as `… | head -c0` does); `full`, /dev/full (ENOSPC)
   */
  stdout?: 'closed' | 'full';
}

/** Runs `question-elements <args>` with these lines on stdin (then end of input). */
export async function run(
  args: string[],
  lines: readonly string[] = [],
  options: RunOptions = {},
): Promise<Run> {
  const entry = options.entry ?? [await command()];
  const full = options.stdout === 'full' ? openSync('/dev/full', 'w') : undefined;
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: ROOT,
    stdio: ['pipe', full ?? 'pipe', 'pipe'],
    detached: options.detached ?? false,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stdout = '';
  let stderr = '';
  let interrupted = false;
  if (full !== undefined) closeSync(full);
  // the reader of the pipe goes before the command writes its result
  if (options.stdout === 'closed') child.stdout!.destroy();
  else child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    if (options.interruptAt && !interrupted && stderr.includes(options.interruptAt)) {
      interrupted = true;
      child.kill('SIGINT');
    }
  });
  // the command may finish before it has read everything (a sent set stops reading)
  child.stdin!.on('error', () => {});
  if (lines.length) child.stdin!.write(lines.map((l) => l + '\n').join(''));
  if (!options.keepOpen) child.stdin!.end();
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** The one JSON object `--json` prints on stdout. */
export const lastJson = (stdout: string) => {
  const lines = stdout.trim().split('\n');
  assert.equal(lines.length, 1, `stdout must hold exactly one JSON object, got:\n${stdout}`);
  return JSON.parse(lines[0]) as Record<string, unknown>;
};

/// <reference types="node" />
/**
 * `question-elements ask [file|-]`: the wiring of the line wizard to a terminal or a pipe.
 * Everything interactive goes to stderr; stdout gets only the result (the readable text, or one
 * JSON object with `--json`), so `answer=$(question-elements ask q.yaml)` captures just the answer.
 */
import { openSync, readFileSync } from 'node:fs';
import { createInterface, type Interface } from 'node:readline';
import { ReadStream } from 'node:tty';
import { parseArgs } from 'node:util';
import { FORMAT_IDS, prettifyError, type FormatId } from '../codec/index.js';
import { LineWizard, type Reply, type Result } from './session.js';
import { pickSet } from './source.js';
import { cliWords, type CliWords } from './words.js';

/** Exit codes (documented in the README and in `--help`). */
export const EXIT = {
  ok: 0,
  endOfInput: 1,
  undecodable: 2,
  paused: 3,
  expired: 4,
  usage: 64,
  interrupted: 130,
} as const;

const USAGE = `Usage: question-elements ask [file|-] [options]

Shows a question set (a body in any supported format, or a whole assistant message) as text and
asks it line by line; prints the answers when they are sent.

Options:
  --json              print one JSON object { text, payload, requestId } (a decline:
                      { payload, requestId, declined: true }) on stdout; all else goes to stderr
  --lang <tag>        words in German with "de" (default: English)
  --format <id>       ${FORMAT_IDS.join(', ')} or auto (default)
  --request-id <id>   use this request id instead of a fresh one
  --now <time>        read an expiry (shiitake expiresAt) against this time (ISO 8601
                      or ms since epoch) instead of the clock: replays and tests
  -h, --help          this text
  -v, --version       the version

Reading the set from stdin ("-", or no file) takes the answers from the terminal (/dev/tty).

Exit codes: 0 sent or declined, 1 end of input (nothing sent), 2 the input is not a question set
(or cannot be read), 3 paused with :pause (nothing sent), 4 the set has expired (nothing sent),
64 wrong usage, 130 interrupted (Ctrl-C).`;

/** Where lines come from: stdin, or the terminal. */
export type LineSource = NodeJS.ReadableStream & { isTTY?: boolean; destroy(): void };

export interface Io {
  stdin: LineSource;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /** the terminal, for the answers when the set itself came on stdin */
  openTerminal: () => LineSource | undefined;
}

const processIo = (): Io => ({
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  openTerminal: () => {
    try {
      return new ReadStream(openSync('/dev/tty', 'r'));
    } catch {
      return undefined;
    }
  },
});

function version(): string {
  try {
    // two levels up from src/cli/ and from dist/npm/ alike
    return JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Runs the command; resolves to the exit code. */
export async function run(argv: string[], io: Io = processIo()): Promise<number> {
  const err = (text: string) => io.stderr.write(text.endsWith('\n') ? text : text + '\n');
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (e) {
    err(`question-elements: ${(e as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = args;
  if (values.help) {
    io.stdout.write(USAGE + '\n');
    return EXIT.ok;
  }
  if (values.version) {
    io.stdout.write(version() + '\n');
    return EXIT.ok;
  }
  const [command, file = '-', ...extra] = positionals;
  if (command !== 'ask' || extra.length) {
    err(`${command && command !== 'ask' ? `question-elements: unknown command ${command}\n\n` : ''}${USAGE}`);
    return EXIT.usage;
  }
  const format = (values.format ?? 'auto') as FormatId | 'auto';
  if (format !== 'auto' && !FORMAT_IDS.includes(format)) {
    err(`question-elements: unknown format ${format} (one of ${FORMAT_IDS.join(', ')}, or auto)`);
    return EXIT.usage;
  }

  let now: (() => number) | undefined;
  if (values.now !== undefined) {
    const at = /^\d+$/.test(values.now) ? Number(values.now) : Date.parse(values.now);
    if (!Number.isFinite(at)) {
      err(`question-elements: --now takes an ISO 8601 time or milliseconds since 1970, not ${values.now}`);
      return EXIT.usage;
    }
    now = () => at;
  }

  let input: string;
  if (file === '-' && io.stdin.isTTY) err('Paste the question set, then press Ctrl-D.');
  try {
    input = file === '-' ? await readAll(io.stdin) : readFileSync(file, 'utf8');
  } catch (e) {
    err(`question-elements: cannot read ${file}: ${(e as Error).message}`);
    return EXIT.undecodable;
  }
  const picked = pickSet(input, format);
  if (!picked.ok) {
    err(`question-elements: ${prettifyError(picked.error)} [${picked.error.code}]`);
    return EXIT.undecodable;
  }

  const words = cliWords(values.lang);
  let lines: LineSource | undefined = io.stdin;
  if (file === '-') {
    lines = io.openTerminal();
    if (!lines) {
      err(
        'question-elements: the question set came on stdin, so the answers must come from a terminal, ' +
          'and there is none: give the set as a file and pipe the answers in',
      );
      return EXIT.undecodable;
    }
  }

  const wizard = new LineWizard(picked.set, {
    lang: values.lang,
    requestId: values['request-id'],
    now,
    shown: picked.sets > 1 ? `${picked.shown.trimEnd()}\n\n${words.answering(picked.sets)}` : picked.shown,
  });
  return converse(wizard, lines!, io, !!values.json);
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean' },
      lang: { type: 'string' },
      format: { type: 'string' },
      'request-id': { type: 'string' },
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
}

/** The conversation: one reply per line, until the wizard has a result, the input ends, or Ctrl-C. */
function converse(wizard: LineWizard, input: LineSource, io: Io, json: boolean): Promise<number> {
  const words = wizard.words;
  const terminal = !!input.isTTY && !!io.stderr.isTTY;
  const rl: Interface = createInterface({ input, output: io.stderr, terminal, historySize: 0 });
  const show = (lines: string[]) => {
    if (lines.length) io.stderr.write(lines.join('\n') + '\n');
  };

  return new Promise<number>((resolve) => {
    let over = false;
    const finish = (code: number, notice?: string) => {
      if (over) return;
      over = true;
      if (notice) io.stderr.write(`\n${notice}\n`); // the cursor stands after a prompt
      process.off('SIGINT', interrupt);
      rl.close();
      if (input !== io.stdin) input.destroy();
      resolve(code);
    };
    const interrupt = () => finish(EXIT.interrupted, words.interrupted);

    const ask = (reply: Reply) => {
      show(reply.output);
      if (reply.result) {
        finish(deliver(reply.result, io, json, words));
        return;
      }
      rl.setPrompt(reply.prompt);
      rl.prompt();
    };

    rl.on('line', (line) => {
      if (over) return;
      // a pipe does not echo what it feeds: write it after the prompt, so the transcript reads as typed
      if (!terminal) io.stderr.write(line + '\n');
      ask(wizard.line(line));
    });
    rl.on('close', () => finish(EXIT.endOfInput, words.endOfInput));
    rl.on('SIGINT', interrupt);
    process.on('SIGINT', interrupt);
    ask(wizard.begin());
  });
}

/** Writes the result on stdout; returns the exit code. */
function deliver(result: Result, io: Io, json: boolean, words: CliWords): number {
  if (result.kind === 'paused') return EXIT.paused;
  if (result.kind === 'expired') return EXIT.expired;
  if (result.kind === 'sent') {
    const { text, payload, requestId } = result.encoded;
    io.stdout.write(json ? JSON.stringify({ text, payload, requestId }) + '\n' : text + '\n');
    return EXIT.ok;
  }
  const { payload, requestId } = result;
  const text = result.action === 'cancel' ? words.cancelledText : result.text;
  io.stdout.write(json ? JSON.stringify({ payload, requestId, declined: true }) + '\n' : text + '\n');
  return EXIT.ok;
}

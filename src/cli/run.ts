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
import { cliWords } from './words.js';

/** Exit codes (documented in the README and in `--help`). */
export const EXIT = {
  ok: 0,
  endOfInput: 1,
  undecodable: 2,
  paused: 3,
  expired: 4,
  undelivered: 5,
  usage: 64,
  interrupted: 130,
} as const;

const USAGE = `Usage: question-elements ask [file|-] [options]

Shows a question set (a body in any supported format, or a whole assistant message) as text and
asks it line by line; prints the answers when they are sent.

Options:
  --json              print one JSON object { text, payload, requestId } (a decline:
                      { text, payload, requestId, declined: true }, and action: "cancel"
                      for a cancel) on stdout; all else goes to stderr
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
5 not delivered: stdout could not be written (the answers go to stderr, to send again),
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
        over = true; // no line counts any more, and the end of input is not the end of this
        void deliver(wizard, reply.result, io, json).then((code) => {
          over = false;
          finish(code);
        });
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

/** What goes on stdout for a result: the readable text, or one JSON object with `--json`. */
function output(result: Extract<Result, { kind: 'sent' | 'declined' }>) {
  if (result.kind === 'sent') {
    const { text, payload, requestId } = result.encoded;
    return { text, json: { text, payload, requestId } };
  }
  const { action, payload, requestId, text } = result;
  return {
    text,
    json: { text, payload, requestId, declined: true, ...(action === 'cancel' ? { action } : {}) },
  };
}

/** Writes `text` on a stream; resolves with why it could not (a closed pipe, a full disk), else undefined. */
function write(stream: NodeJS.WritableStream, text: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const failed = (e: Error) => resolve((e as NodeJS.ErrnoException).code ?? e.message);
    // a failed write also emits `error`: without a listener it would end the process, answers unsaid
    stream.once('error', failed);
    try {
      stream.write(text, (e) => {
        // on a failure the `error` event follows this callback: the listener stays for it
        if (e) failed(e);
        else stream.off('error', failed);
        resolve(undefined);
      });
    } catch (e) {
      failed(e as Error);
    }
  });
}

/**
 * Delivers the result: writes it on stdout; returns the exit code. Nothing is lost when stdout
 * fails (the reader of the pipe is gone, the disk is full): the result goes to stderr instead, in
 * the shape stdout would have had (with `--json` one object, `delivered: false` and the `reason`),
 * with the way to send it again under the same request id, and the command exits 5.
 */
async function deliver(wizard: LineWizard, result: Result, io: Io, json: boolean): Promise<number> {
  if (result.kind === 'paused') return EXIT.paused;
  if (result.kind === 'expired') return EXIT.expired;
  const out = output(result);
  const failure = await write(io.stdout, (json ? JSON.stringify(out.json) : out.text) + '\n');
  const receipt = wizard.delivered(failure).join('\n') + '\n';
  if (failure === undefined) {
    io.stderr.write(receipt);
    return EXIT.ok;
  }
  const { requestId } = out.json;
  io.stderr.write(
    `${receipt}question-elements: the answers could not be written to stdout (${failure}); ` +
      `they follow, to send again with --request-id ${requestId}:\n` +
      (json ? JSON.stringify({ ...out.json, delivered: false, reason: failure }) : out.text) +
      '\n',
  );
  return EXIT.undelivered;
}

import type { DecodeError, ErrorCode } from './model.js';

export type Path = (string | number)[];

/** Thrown inside the codec only; `parse` turns it back into a value at the edge. */
export class DecodeFailure {
  constructor(readonly error: DecodeError) {}
}

/** `questions[0].options[1]` */
export function pathText(path: Path | undefined): string {
  if (!path?.length) return 'the body';
  let out = '';
  for (const part of path) {
    out += typeof part === 'number' ? `[${part}]` : out ? `.${part}` : part;
  }
  return out;
}

export function error(code: ErrorCode, message: string, path?: Path): DecodeError {
  return path?.length ? { code, message, path: [...path] } : { code, message };
}

export function fail(code: ErrorCode, message: string, path?: Path): never {
  throw new DecodeFailure(error(code, message, path));
}

/** The line and column (both from 1) of an offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

/** "message at line L, column C", for showing an error to a person. */
export function prettifyError(e: DecodeError): string {
  return e.line ? `${e.message} (line ${e.line}, column ${e.column ?? 1})` : e.message;
}

/** Turns anything caught inside the codec into a DecodeError; unexpected errors become `syntax`. */
export function toDecodeError(caught: unknown): DecodeError {
  if (caught instanceof DecodeFailure) return caught.error;
  const message = caught instanceof Error ? caught.message : String(caught);
  return { code: 'syntax', message };
}

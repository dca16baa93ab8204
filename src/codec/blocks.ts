/**
 * Finds question blocks in an assistant message, each by its own format's rules:
 * ```questions fences (CommonMark fences, not inside other code), `<question-form>` tags, and
 * the index block: the last ```index-questions fence, closed by a fence exactly as long, and
 * ending the message.
 */
import { FENCES, LAST_FENCE, LAST_FENCE_PATTERN, TAG } from './carriers.js';
import type { FormatId } from './model.js';
import { findCloseTag, openTagOnLine } from './tag.js';

export interface Block {
  format: FormatId;
  /** offsets of the whole block in the message */
  start: number;
  end: number;
  /** the block's content, between its fences or tags */
  body: string;
  /** `<question-form id title>` */
  attributes?: { id?: string; title?: string };
  /** false while the closing fence or tag has not arrived */
  complete: boolean;
}

interface Line {
  text: string;
  start: number;
  /** offset just past the line's newline */
  next: number;
}

function lines(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    out.push({ text: text.slice(start, end).replace(/\r$/, ''), start, next: nl < 0 ? text.length : nl + 1 });
    start = end + 1;
  }
  return out;
}

/** An opening fence: up to three spaces, three or more backticks or tildes, then the info string. */
function openFence(line: string): { fence: string; info: string; indent: number } | undefined {
  let i = 0;
  while (i < 3 && line.charCodeAt(i) === 32) i++;
  const c = line[i];
  if (c !== '`' && c !== '~') return undefined;
  const from = i;
  while (line[i] === c) i++;
  if (i - from < 3) return undefined;
  // the info string without the spaces and tabs around it (a loop: a pattern reading them is quadratic)
  let a = i;
  let b = line.length;
  while (a < b && (line.charCodeAt(a) === 32 || line.charCodeAt(a) === 9)) a++;
  while (b > a && (line.charCodeAt(b - 1) === 32 || line.charCodeAt(b - 1) === 9)) b--;
  return {
    fence: line.slice(from, i),
    info: line.slice(a, b),
    indent: line.length - line.trimStart().length,
  };
}

/** A fence indented by n spaces (inside a list item) drops up to n spaces from each content line, as CommonMark does. */
function outdent(body: string, n: number): string {
  if (!n) return body;
  const pattern = new RegExp(`^ {0,${n}}`, 'gm');
  return body.replace(pattern, '');
}

/** A closing fence for an opening one: the same character, at least as long, nothing after it. */
const closes = (line: string, fence: string) => {
  const m = openFence(line);
  return !!m && m.info === '' && m.fence[0] === fence[0] && m.fence.length >= fence.length;
};

/** ```questions fences and <question-form> tags, outside other code blocks. */
function scanBlocks(text: string, until: number): Block[] {
  const out: Block[] = [];
  const all = lines(text.slice(0, until));
  for (let i = 0; i < all.length; i++) {
    const line = all[i];
    const fence = openFence(line.text);
    if (fence && !(fence.fence[0] === '`' && fence.info.includes('`'))) {
      const info = fence.info.split(/\s+/)[0].toLowerCase();
      let j = i + 1;
      while (j < all.length && !closes(all[j].text, fence.fence)) j++;
      const format = FENCES.get(info);
      if (format) {
        const closed = j < all.length;
        const bodyEnd = closed ? all[j].start : until;
        out.push({
          format,
          start: line.start,
          end: closed ? Math.min(all[j].next, until) : until,
          body: outdent(text.slice(line.next, Math.max(line.next, bodyEnd)), fence.indent),
          complete: closed,
        });
      }
      i = j;
      continue;
    }
    const form = openTagOnLine(text, line.start, line.start + line.text.length);
    if (form) {
      const close = findCloseTag(text, form.end);
      const closed = !!close && close.end <= until;
      const end = closed ? close.end : until;
      out.push({
        format: TAG.format,
        start: line.start,
        end,
        body: text.slice(form.end, closed ? close.start : until),
        attributes: form.attributes,
        complete: closed,
      });
      while (i + 1 < all.length && all[i + 1].start < end) i++;
    }
  }
  return out;
}

/**
 * The index block, as its seed finds it: anchored on the last marker fence, closed by a fence of
 * exactly its length, with nothing but whitespace after. An unclosed last fence is still arriving.
 */
export function findIndexBlock(text: string): Block | undefined {
  const open = new RegExp(`^(\`{3,})${LAST_FENCE_PATTERN}[ \\t]*\\r?$`, 'gm');
  let last: RegExpExecArray | undefined;
  for (let m = open.exec(text); m; m = open.exec(text)) last = m;
  if (!last) return undefined;
  const fence = last[1];
  const bodyStart = last.index + last[0].length + 1;
  const rest = bodyStart <= text.length ? text.slice(bodyStart) : '';
  const close = new RegExp(`^\`{${fence.length}}[ \\t]*\\r?$`, 'm').exec(rest);
  const format = LAST_FENCE.format;
  if (!close) return { format, start: last.index, end: text.length, body: rest, complete: false };
  const end = bodyStart + close.index + close[0].length;
  if (text.slice(end).trim()) return undefined; // the block must end the message
  return { format, start: last.index, end, body: rest.slice(0, close.index), complete: true };
}

/** Every block of a message, in order. */
export function findBlocks(text: string): Block[] {
  const indexBlock = findIndexBlock(text);
  const others = scanBlocks(text, indexBlock ? indexBlock.start : text.length);
  return indexBlock ? [...others, indexBlock] : others;
}

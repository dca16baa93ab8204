/**
 * Finds question blocks in an assistant message, each by its own format's rules:
 * ```questions fences (CommonMark fences, not inside other code), `<question-form>` tags, and
 * the index block: the last ```index-questions fence, closed by a fence exactly as long, and
 * ending the message.
 */
import { FENCES, LAST_FENCE, LAST_FENCE_PATTERN, TAG, TAG_PATTERN } from './carriers.js';
import type { FormatId } from './model.js';

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

const OPEN_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\n]*?)[ \t]*$/;
/** `<question-form …>` with its attributes; a `>` inside a quoted value does not end the tag. */
const OPEN_FORM = new RegExp(
  `^ {0,3}<${TAG_PATTERN}((?:\\s+[^\\s"'>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?)*)\\s*\\/?>`,
  'i',
);
const CLOSE_FORM = new RegExp(`<\\/${TAG_PATTERN}\\s*>`, 'i');
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The few HTML character references an attribute value may hold. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] === '#') {
      const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)
        ? String.fromCodePoint(cp)
        : '\ufffd';
    }
    return ENTITIES[ref.toLowerCase()] ?? all;
  });
}

export function formAttributes(source: string): { id?: string; title?: string } {
  const out: { id?: string; title?: string } = {};
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    if (name === 'id' || name === 'title') out[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

/** A fence indented by n spaces (inside a list item) drops up to n spaces from each content line, as CommonMark does. */
function outdent(body: string, n: number): string {
  if (!n) return body;
  const pattern = new RegExp(`^ {0,${n}}`, 'gm');
  return body.replace(pattern, '');
}

/** A closing fence for an opening one: the same character, at least as long, nothing after it. */
const closes = (line: string, fence: string) => {
  const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  return !!m && m[1][0] === fence[0] && m[1].length >= fence.length;
};

/** ```questions fences and <question-form> tags, outside other code blocks. */
function scanBlocks(text: string, until: number): Block[] {
  const out: Block[] = [];
  const all = lines(text.slice(0, until));
  for (let i = 0; i < all.length; i++) {
    const line = all[i];
    const fence = OPEN_FENCE.exec(line.text);
    if (fence && !(fence[1][0] === '`' && fence[2].includes('`'))) {
      const info = fence[2].split(/\s+/)[0].toLowerCase();
      let j = i + 1;
      while (j < all.length && !closes(all[j].text, fence[1])) j++;
      const format = FENCES.get(info);
      if (format) {
        const closed = j < all.length;
        const bodyEnd = closed ? all[j].start : until;
        out.push({
          format,
          start: line.start,
          end: closed ? Math.min(all[j].next, until) : until,
          body: outdent(
            text.slice(line.next, Math.max(line.next, bodyEnd)),
            line.text.length - line.text.trimStart().length,
          ),
          complete: closed,
        });
      }
      i = j;
      continue;
    }
    const form = OPEN_FORM.exec(line.text);
    if (form) {
      const bodyFrom = line.start + form.index + form[0].length;
      const rest = text.slice(bodyFrom, until);
      const close = CLOSE_FORM.exec(rest);
      const end = close ? bodyFrom + close.index + close[0].length : until;
      out.push({
        format: TAG.format,
        start: line.start,
        end,
        body: close ? rest.slice(0, close.index) : rest,
        attributes: formAttributes(form[1]),
        complete: !!close,
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

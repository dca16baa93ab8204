// A Rollup plugin that minifies Lit's tagged templates in our own sources (both builds use it):
//
// - html`` / svg``: whitespace runs with a line break that only indent markup are dropped (between
//   a tag's `>` and the next `<`, between a tag and an expression, at the start and end of a
//   template); a line break and indentation between attributes inside a tag becomes one space.
//   Whitespace that touches text, sits in an attribute value, or is inside <pre>/<textarea> (or
//   <script>/<style>) is kept as written. Fewer whitespace text nodes in every shadow root.
// - css``: the style sheet minified by esbuild; expressions ride through as placeholders, and a
//   template the minifier would not give back intact is left alone.
//
// It runs after the TypeScript transform (it parses JavaScript with Rollup's own parser) and
// returns a source map of its edits.
import { transform } from 'esbuild';
import { sep } from 'node:path';

/** @typedef {{ start: number, end: number, text: string }} Edit */

const RAW_TEXT = new Set(['pre', 'textarea', 'script', 'style']);
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * The edits for one html template, given its quasis (`start`/`end` of each raw chunk in the code).
 * A small tokenizer walks the chunks: text, a tag (with quoted attribute values), a comment, or
 * the content of a raw-text element; an expression between chunks is one opaque token.
 * @returns {Edit[]}
 */
export function htmlEdits(code, quasis) {
  /** @type {Edit[]} */
  const edits = [];
  let state = 'text'; // text | tag | comment | raw
  let quote = ''; // inside a tag: the quote of the attribute value we are in
  let rawTag = ''; // state raw: the element whose end tag we wait for
  let tagName = ''; // state tag: the name of the tag being read ('' until read; '/x' for end tags)
  let prev = 'start'; // text: what precedes the current position: start | tag | expr | text
  for (let q = 0; q < quasis.length; q++) {
    const { start, end } = quasis[q];
    const last = q === quasis.length - 1;
    if (q > 0 && state === 'text') prev = 'expr';
    let i = start;
    while (i < end) {
      const c = code[i];
      if (state === 'text') {
        if (isSpace(c)) {
          let j = i;
          while (j < end && isSpace(code[j])) j++;
          const next =
            j === end
              ? last
                ? 'end'
                : 'expr'
              : code[j] === '<' && isTagStart(code, j + 1, end)
                ? 'tag'
                : 'text';
          const run = code.slice(i, j);
          const markupOnly =
            (prev === 'tag' || prev === 'expr' || prev === 'start') &&
            (next === 'tag' || next === 'expr' || next === 'end') &&
            !(prev === 'expr' && next === 'expr') &&
            !(prev === 'start' && next === 'end');
          if (run.includes('\n') && markupOnly) edits.push({ start: i, end: j, text: '' });
          prev = 'text';
          i = j;
          continue;
        }
        if (c === '<' && code.startsWith('<!--', i)) {
          state = 'comment';
          i += 4;
          continue;
        }
        if (c === '<' && isTagStart(code, i + 1, end)) {
          state = 'tag';
          quote = '';
          let j = i + 1;
          while (j < end && /[\w/-]/.test(code[j])) j++;
          tagName = code.slice(i + 1, j).toLowerCase();
          i = j;
          continue;
        }
        prev = 'text';
        i++;
      } else if (state === 'tag') {
        if (quote) {
          if (c === quote) quote = '';
          i++;
        } else if (c === '"' || c === "'") {
          quote = c;
          i++;
        } else if (c === '>') {
          state = RAW_TEXT.has(tagName) ? 'raw' : 'text';
          rawTag = tagName;
          prev = 'tag';
          i++;
        } else if (isSpace(c)) {
          let j = i;
          while (j < end && isSpace(code[j])) j++;
          const run = code.slice(i, j);
          if (run.includes('\n')) {
            // before the tag's `>` nothing is needed; elsewhere one space does (also before `/>`,
            // which would otherwise end an unquoted attribute value)
            if (j < end && code[j] === '>') edits.push({ start: i, end: j, text: '' });
            else if (run !== ' ') edits.push({ start: i, end: j, text: ' ' });
          }
          i = j;
        } else i++;
      } else if (state === 'comment') {
        if (code.startsWith('-->', i)) {
          state = 'text';
          prev = 'tag';
          i += 3;
        } else i++;
      } else {
        // raw text: untouched up to the element's end tag
        if (c === '<' && code.slice(i + 1, i + 2 + rawTag.length).toLowerCase() === `/${rawTag}`) {
          state = 'tag';
          quote = '';
          tagName = `/${rawTag}`;
          i += 2 + rawTag.length;
        } else i++;
      }
    }
  }
  return edits;
}

function isTagStart(code, i, end) {
  return i < end && /[a-zA-Z/!]/.test(code[i]);
}

/** A placeholder for the expressions of a css`` template: an identifier the minifier leaves alone. */
const placeholder = (i) => `--qe-expr-${i}-`;

/**
 * The edit for one css template: the cooked text with placeholders, minified by esbuild, cut at
 * the placeholders and escaped back into the raw chunks. Undefined when that would not be exact.
 * @returns {Promise<Edit[]>}
 */
export async function cssEdits(quasis) {
  if (quasis.some((q) => q.value.cooked == null)) return [];
  const source = quasis
    .map((q, i) => q.value.cooked + (i < quasis.length - 1 ? placeholder(i) : ''))
    .join('');
  let result;
  try {
    result = await transform(source, { loader: 'css', minify: true, logLevel: 'silent' });
  } catch {
    return [];
  }
  if (result.warnings.length) return [];
  let rest = result.code.trim();
  const chunks = [];
  for (let i = 0; i < quasis.length - 1; i++) {
    const at = rest.indexOf(placeholder(i));
    if (at < 0) return [];
    chunks.push(rest.slice(0, at));
    rest = rest.slice(at + placeholder(i).length);
  }
  chunks.push(rest);
  if (chunks.some((c) => c.includes('--qe-expr-'))) return [];
  const escape = (text) => text.replace(/\\|`|\$\{/g, (m) => `\\${m}`);
  return quasis.map((q, i) => ({ start: q.start, end: q.end, text: escape(chunks[i]) }));
}

/** Every tagged template of the code whose tag is one of `tags` (nested ones too). */
function taggedTemplates(ast, tags) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && tags.has(node.tag.name))
      found.push(node);
    for (const key in node)
      if (key !== 'type' && node[key] && typeof node[key] === 'object') visit(node[key]);
  };
  visit(ast);
  return found;
}

/** The code with the edits applied, and a source map back to the code (one segment per token). */
export function applyEdits(code, edits, file) {
  edits = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  const lines = [[]];
  let genCol = 0;
  let origLine = 0;
  let origCol = 0;
  let pos = 0;
  const mark = () => lines[lines.length - 1].push([genCol, origLine, origCol]);
  const emit = (text) => {
    for (const ch of text) {
      out += ch;
      if (ch === '\n') {
        lines.push([]);
        genCol = 0;
      } else genCol += ch.length;
    }
  };
  const advance = (to) => {
    for (; pos < to; pos++) {
      const ch = code[pos];
      if (ch === '\n') {
        origLine++;
        origCol = 0;
      } else origCol++;
    }
  };
  const copy = (to) => {
    while (pos < to) {
      const ch = code[pos];
      const before = pos === 0 ? '\n' : code[pos - 1];
      if (!isSpace(ch) && (genCol === 0 || isSpace(before) || /\w/.test(ch) !== /\w/.test(before))) mark();
      emit(ch);
      advance(pos + 1);
    }
  };
  for (const edit of edits) {
    copy(edit.start);
    if (edit.text) mark();
    emit(edit.text);
    advance(edit.end);
  }
  copy(code.length);
  return {
    code: out,
    map: { version: 3, sources: [file], sourcesContent: [code], names: [], mappings: encode(lines) },
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(n) {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let s = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v) digit |= 32;
    s += BASE64[digit];
  } while (v);
  return s;
}

function encode(lines) {
  let prevLine = 0;
  let prevCol = 0;
  return lines
    .map((segments) => {
      let prevGen = 0;
      return segments
        .map(([gen, line, col]) => {
          const s = vlq(gen - prevGen) + vlq(0) + vlq(line - prevLine) + vlq(col - prevCol);
          [prevGen, prevLine, prevCol] = [gen, line, col];
          return s;
        })
        .join(',');
    })
    .join(';');
}

/**
 * The plugin. `dir`: only modules under this folder are touched (the package's `src/`).
 * @param {{ dir: string }} options
 */
export function minifyTemplates({ dir }) {
  const root = dir.endsWith(sep) ? dir : dir + sep;
  return {
    name: 'minify-templates',
    async transform(code, id) {
      if (!id.startsWith(root) || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      if (!/\b(html|svg|css)`/.test(code)) return null;
      const edits = [];
      for (const node of taggedTemplates(this.parse(code), new Set(['html', 'svg', 'css']))) {
        const { quasis } = node.quasi;
        if (node.tag.name === 'css') edits.push(...(await cssEdits(quasis)));
        else edits.push(...htmlEdits(code, quasis));
      }
      if (!edits.length) return null;
      return applyEdits(code, edits, id);
    },
  };
}

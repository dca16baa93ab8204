/**
 * question-elements/markdown-it: a markdown-it plugin that renders the question blocks of an
 * assistant message (```questions and ```index-questions fences, `<question-form>` tags) as
 * `<question-set>` / `<question-form>` elements, and everything around them exactly as markdown-it
 * renders it without the plugin.
 *
 * How it hooks in: it takes over markdown-it's core `block` rule. The message is split by the
 * codec's `parseMessage` (so the plugin and the codec can never disagree on where a block stands),
 * each stretch of prose is block-parsed by markdown-it as usual (line maps kept, link references
 * shared across the whole message), and each block becomes one `question_block` token, rendered by
 * `md.renderer.rules.question_block` (a host may override it).
 *
 * How the body is carried: byte-exact, so the element decodes what `parseMessage` decoded, with
 * the same derived set id.
 * - A body with no `<` in it goes verbatim into `<script type="application/json">` (or
 *   `application/yaml`). Script text ends only at `</script` and is changed only by `<!--`: with no
 *   `<` neither can happen, and nothing in it is decoded, so the element reads the exact body.
 * - A body with a `<` in it is HTML-escaped text inside `<span hidden>` (the element reads its own
 *   text when it has no script child). Escaped text cannot open a tag, and the DOM gives back the
 *   exact body. Escaping `<` as `\u003c` inside a script is not used: YAML has no escape for a
 *   plain scalar, and re-serialising a YAML body as JSON loses YAML's error positions.
 *
 * This module imports only the codec, every part of it in place (its readings answer at once): no
 * DOM, no lit, no elements. It runs in Node.
 */
import '../codec/eager.js';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import type { Block } from '../codec/blocks.js';
import { FORM_ID_ATTRIBUTE, TAG as CARRIER_TAG } from '../codec/carriers.js';
import { parseMessage, type Segment } from '../codec/message.js';
import type { FormatId, ParseResult } from '../codec/model.js';
import { FORMATS } from '../codec/registry.js';

export interface QuestionsPluginOptions {
  /** Tag names for the elements (when you define them under other names). */
  tagName?: { set?: string; form?: string };
  /**
   * The message is still arriving: an unclosed trailing fence or tag renders as an element with
   * the `streaming` attribute. When false (the default), it renders as markdown-it renders it.
   */
  streaming?: boolean;
  /**
   * The user message that followed this one (a reloaded transcript): rendered as the `answered-by`
   * attribute of the message's last complete set, which then restores its answered state.
   */
  answeredBy?: string;
  /**
   * The `scope-name` attribute of every element rendered (which sets compete: a newer open set closes
   * older ones in the same scope; `none` opts out), e.g. one per message, so that a fence and a
   * `<question-form>` in one message stay open together.
   */
  scope?: string;
}

/** Per-render settings: `md.render(text, { questions: { streaming: true } })` overrides the plugin's. */
export interface QuestionsRenderEnv {
  questions?: Pick<QuestionsPluginOptions, 'streaming' | 'answeredBy' | 'scope'>;
}

/** What a `question_block` token carries in `token.meta`. */
export interface QuestionBlockMeta {
  /** the element's tag name */
  tag: string;
  format: FormatId;
  /** the block's content between its fences or tags, exactly as in the message */
  body: string;
  /** the whole block as it stands in the message */
  raw: string;
  /** `<question-form id title>`: the tag's attributes (entities decoded) */
  attributes?: { id?: string; title?: string };
  /** false while the closing fence or tag is still arriving (rendered only when streaming) */
  complete: boolean;
  /** the codec's result for the block (an `incomplete` error while it is arriving) */
  result: ParseResult;
  /** the `answered-by` text, on the message's last complete set */
  answeredBy?: string;
  /** the `scope-name` attribute */
  scope?: string;
}

type SetSegment = Extract<Segment, { kind: 'set' }>;

type Piece = { kind: 'text'; from: number; to: number } | { kind: 'set'; block: Block; segment: SetSegment };

/** A valid custom element name (the ASCII subset): it goes into the HTML unescaped. */
const TAG = /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/;

function tagNames(options: QuestionsPluginOptions): { set: string; form: string } {
  const set = options.tagName?.set ?? 'question-set';
  const form = options.tagName?.form ?? 'question-form';
  for (const tag of [set, form])
    if (!TAG.test(tag))
      throw new TypeError(`question-elements/markdown-it: "${tag}" is not a custom element name`);
  return { set, form };
}

/**
 * The message as prose and blocks: every block `parseMessage` finds (each segment carries its
 * block's offsets), and prose between. An unclosed block is prose unless the message is streaming.
 */
function plan(src: string, streaming: boolean): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const segment of parseMessage(src)) {
    if (segment.kind !== 'set') continue;
    const { block } = segment;
    if (!block.complete && !streaming) continue;
    if (block.start > at) pieces.push({ kind: 'text', from: at, to: block.start });
    pieces.push({ kind: 'set', block, segment });
    at = block.end;
  }
  if (at < src.length) pieces.push({ kind: 'text', from: at, to: src.length });
  return pieces;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** The body as the element's content: byte-exact, and unable to end or open any tag. */
export function carryBody(body: string): string {
  if (!body.includes('<')) {
    const type = /^\s*[[{]/.test(body) ? 'json' : 'yaml';
    return `<script type="application/${type}">${body}</script>`;
  }
  return `<span hidden>${escapeText(body)}</span>`;
}

/** The element for one block (the default `question_block` renderer). */
export function renderQuestionBlock(meta: QuestionBlockMeta): string {
  let attributes = '';
  if (meta.format === CARRIER_TAG.format) {
    // never the host's `id`: an agent-chosen id would shadow the page's own (DOM clobbering)
    if (meta.attributes?.id !== undefined)
      attributes += ` ${FORM_ID_ATTRIBUTE}="${escapeAttribute(meta.attributes.id)}"`;
    if (meta.attributes?.title !== undefined)
      attributes += ` title="${escapeAttribute(meta.attributes.title)}"`;
  } else attributes += ` format="${escapeAttribute(meta.format)}"`;
  if (!meta.complete) attributes += ' streaming';
  if (meta.answeredBy !== undefined) attributes += ` answered-by="${escapeAttribute(meta.answeredBy)}"`;
  if (meta.scope !== undefined) attributes += ` scope-name="${escapeAttribute(meta.scope)}"`;
  return `<${meta.tag}${attributes}>${carryBody(meta.body)}</${meta.tag}>\n`;
}

/** markdown-it's own core `block` rule, for inline rendering and messages without blocks. */
function plainBlock(state: StateCore): void {
  if (state.inlineMode) {
    const token = new state.Token('inline', '', 0);
    token.content = state.src;
    token.map = [0, 1];
    token.children = [];
    state.tokens.push(token);
  } else state.md.block.parse(state.src, state.md, state.env, state.tokens);
}

export function questionsPlugin(md: MarkdownIt, options: QuestionsPluginOptions = {}): void {
  const tags = tagNames(options);

  md.core.ruler.at('block', (state: StateCore) => {
    if (state.inlineMode) return plainBlock(state);
    const given = (state.env as QuestionsRenderEnv | undefined)?.questions;
    const streaming = given?.streaming ?? options.streaming ?? false;
    const answeredBy = given && 'answeredBy' in given ? given.answeredBy : options.answeredBy;
    const scope = given && 'scope' in given ? given.scope : options.scope;
    const src = state.src;
    const pieces = plan(src, streaming);
    if (!pieces.some((p) => p.kind === 'set')) return plainBlock(state);

    let lastComplete: Piece | undefined;
    for (const p of pieces)
      if (p.kind === 'set' && p.block.complete && !(streaming && FORMATS[p.block.format].fenceEndsMessage))
        lastComplete = p;

    // line numbers of offsets, counted once, front to back
    let line = 0;
    let counted = 0;
    const lineAt = (offset: number) => {
      for (; counted < offset; counted++) if (src.charCodeAt(counted) === 10) line++;
      return line;
    };

    for (const piece of pieces) {
      if (piece.kind === 'text') {
        const first = lineAt(piece.from);
        const tokens: Token[] = [];
        state.md.block.parse(src.slice(piece.from, piece.to), state.md, state.env, tokens);
        for (const token of tokens) {
          if (token.map) token.map = [token.map[0] + first, token.map[1] + first];
          state.tokens.push(token);
        }
        continue;
      }
      const { block, segment } = piece;
      const first = lineAt(block.start);
      const last = src.charCodeAt(block.end - 1) === 10 ? lineAt(block.end) : lineAt(block.end) + 1;
      const meta: QuestionBlockMeta = {
        tag: block.format === CARRIER_TAG.format ? tags.form : tags.set,
        format: block.format,
        body: block.body,
        raw: segment.raw,
        // a block that must end the message is not settled while more may follow: prose after it
        // would make the final message drop it, so it is shown arriving, never actionable, until then
        complete: block.complete && !(streaming && FORMATS[block.format].fenceEndsMessage),
        result: segment.result,
      };
      if (block.attributes) meta.attributes = block.attributes;
      if (piece === lastComplete && answeredBy !== undefined) meta.answeredBy = answeredBy;
      if (scope !== undefined) meta.scope = scope;
      const token = new state.Token('question_block', meta.tag, 0);
      token.block = true;
      token.map = [first, Math.max(first + 1, last)];
      token.info = block.format;
      token.content = block.body;
      token.meta = meta;
      state.tokens.push(token);
    }
  });

  md.renderer.rules.question_block = (tokens, idx) =>
    renderQuestionBlock(tokens[idx].meta as QuestionBlockMeta);
}

export default questionsPlugin;

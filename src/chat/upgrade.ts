/**
 * upgrade() and watch(): question blocks that another Markdown renderer already turned into HTML
 * become `<question-set>` / `<question-form>` elements.
 *
 * What is found, in a message:
 * - `<pre><code class="language-questions">` (the code may sit deeper in the `pre`, as highlighters
 *   and "copy" headers put it): a vance set, the whole `pre` replaced;
 * - `<pre><code class="language-index-questions">`: an index set, only for the message's last such
 *   block, only when nothing but whitespace (or button / `aria-hidden` chrome) follows it in the
 *   message, and only when it decodes — the index block fails closed, as `parseMessage` has it;
 * - `<question-form …>…</question-form>` as text (markdown-it with `html: false` escapes it into a
 *   paragraph; plain-text renderers leave it in a text node), at the start of a line: the text
 *   from the opening to the closing tag is replaced, the paragraph split around the element.
 * Code blocks inside a `blockquote`, and anything inside `code`, is an example or a quote: left alone.
 *
 * A message is the root passed to `upgrade()`; for `watch()`, each element child of the root, or
 * each element matching `messages`. The body goes to the element through a
 * `<script type="application/json|yaml">` child made with DOM calls (a text node, never parsed as
 * HTML). Running upgrade() again changes nothing.
 *
 * This module uses the DOM only when called (importing it in Node is safe) and needs no lit: it
 * creates the elements by tag name, defined or not.
 */
import { FENCES, FORM_ID_ATTRIBUTE, LAST_FENCE, TAG as CARRIER_TAG } from '../codec/carriers.js';
import { findCloseTag, openTagOnLine, type OpenTag } from '../codec/tag.js';
import { parseNow } from '../codec/parse.js';
import { waits } from '../codec/part.js';
import type { FormatId } from '../codec/model.js';

export interface UpgradeOptions {
  /** Tag names for the elements (when you define them under other names). */
  tagName?: { set?: string; form?: string };
  /**
   * The message is still arriving: the block that ends it becomes an element with the `streaming`
   * attribute. Default: the root has `aria-busy="true"`. A later run that is not streaming turns
   * such elements back into what they were and upgrades the finished text.
   */
  streaming?: boolean;
  /**
   * The user message that followed this one (a reloaded transcript): set as the `answered-by`
   * attribute of the last complete set this message holds.
   */
  answeredBy?: string;
  /**
   * The `scope-name` attribute of every element this run makes (which sets compete; `none` opts out),
   * set before the element is inserted: e.g. one per message, so that its sets stay open together.
   */
  scope?: string;
}

export interface WatchOptions {
  tagName?: UpgradeOptions['tagName'];
  /** A selector for the messages inside the root; default: every element child of the root. */
  messages?: string;
  /** Whether a message is still arriving; default: it has `aria-busy="true"` (watched). */
  streaming?: boolean | ((message: Element) => boolean);
  /** The user message that answered a message's question set, if any. */
  answeredBy?: (message: Element) => string | undefined;
  /** The `scope` of the elements made in a message: one name, or one per message. */
  scope?: string | ((message: Element) => string | undefined);
}

type Root = Element | Document | DocumentFragment;

interface Made {
  format: FormatId;
  /** what the element replaced, kept to put back while the message is still arriving */
  source: Node;
  /** the source's text when the element was made */
  text: string;
  streaming: boolean;
}

/** Every element upgrade() made, with what it replaced. */
const made = new WeakMap<Element, Made>();

const TAG = /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/;

function tagNames(options: { tagName?: UpgradeOptions['tagName'] }): { set: string; form: string } {
  const set = options.tagName?.set ?? 'question-set';
  const form = options.tagName?.form ?? 'question-form';
  for (const tag of [set, form])
    if (!TAG.test(tag)) throw new TypeError(`question-elements: "${tag}" is not a custom element name`);
  return { set, form };
}

/** Elements whose text is not the message's: scripts, form controls, graphics, UI chrome. */
// prettier-ignore
const SKIPPED = new Set([
  'script', 'style', 'template', 'textarea', 'noscript', 'svg', 'math', 'iframe', 'object', 'select',
  'button', 'input',
]);

/** Elements whose text is code: no block starts in it (a body may run through it). */
const CODE = new Set(['code', 'kbd', 'samp']);

/** Elements that are content even without text. */
// prettier-ignore
const MEDIA = new Set([
  'img', 'video', 'audio', 'iframe', 'object', 'embed', 'canvas', 'hr', 'input', 'select', 'textarea', 'table',
]);

/** Inline and paragraph-like elements an element is lifted out of. */
// prettier-ignore
const PHRASING = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'em', 'strong', 'b', 'i', 'u', 's', 'a', 'small',
  'mark', 'label', 'sub', 'sup', 'del', 'ins', 'abbr', 'cite', 'q', 'font', 'bdi', 'bdo', 'dfn', 'time',
]);

/** Elements whose edges are line breaks in the text the form scan reads. */
// prettier-ignore
const BLOCKS = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section',
  'article', 'aside', 'header', 'footer', 'main', 'nav', 'table', 'tr', 'td', 'th', 'dl', 'dt', 'dd',
  'figure', 'figcaption', 'details', 'summary', 'hr', 'address', 'fieldset',
]);

/**
 * Blocks whose Markdown line starts with a marker (`-`, `1.`, `#`, `|`): a tag there is not at the
 * start of its line, so the codec does not read it as one; a paragraph inside them (a loose list
 * item) starts lines of its own again.
 */
// prettier-ignore
const MARKED = new Set(['li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'dt', 'dd', 'summary', 'caption', 'figcaption']);

const isElement = (n: Node): n is Element => n.nodeType === 1;
const isText = (n: Node): n is Text => n.nodeType === 3;

function isQuestionElement(el: Element, tags: { set: string; form: string }): boolean {
  const name = el.localName;
  return name === tags.set || name === tags.form || name === 'question-set' || name === 'question-form';
}

/** Whether a node shows anything: text other than whitespace, or media; UI chrome does not count. */
function hasContent(node: Node, tags: { set: string; form: string }): boolean {
  if (isText(node)) return node.data.trim() !== '';
  if (!isElement(node)) return false;
  if (isQuestionElement(node, tags) || MEDIA.has(node.localName)) return true;
  const name = node.localName;
  if (name === 'button' || name === 'script' || name === 'style' || name === 'template' || name === 'svg')
    return false;
  if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return false;
  for (let c = node.firstChild; c; c = c.nextSibling) if (hasContent(c, tags)) return true;
  return false;
}

/** Whether nothing with content follows `node` inside `root`. */
function endsMessage(node: Node, root: Root, tags: { set: string; form: string }): boolean {
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) {
    for (let s = n.nextSibling; s; s = s.nextSibling) if (hasContent(s, tags)) return false;
  }
  return true;
}

function insideOf(node: Node, root: Root, names: (el: Element) => boolean): boolean {
  for (let n = node.parentNode; n && n !== root; n = n.parentNode) if (isElement(n) && names(n)) return true;
  return false;
}

/** The element for a block, its body in a script child made by DOM calls. */
function createElement(
  doc: Document,
  tag: string,
  format: Made['format'],
  body: string,
  attributes: { id?: string; title?: string } | undefined,
  streaming: boolean,
  scope: string | undefined,
): Element {
  const el = doc.createElement(tag);
  if (scope !== undefined) el.setAttribute('scope-name', scope);
  if (format === 'form') {
    // never the host's `id`: an agent-chosen id would shadow the page's own (DOM clobbering)
    if (attributes?.id !== undefined) el.setAttribute(FORM_ID_ATTRIBUTE, attributes.id);
    if (attributes?.title !== undefined) el.setAttribute('title', attributes.title);
  } else el.setAttribute('format', format);
  if (streaming) el.setAttribute('streaming', '');
  const text = doc.createTextNode(body);
  try {
    const script = doc.createElement('script');
    script.setAttribute('type', /^\s*[[{]/.test(body) ? 'application/json' : 'application/yaml');
    script.appendChild(text);
    el.appendChild(script);
  } catch {
    // a page enforcing Trusted Types may refuse text in a script: the element reads its own text too
    const span = doc.createElement('span');
    span.hidden = true;
    span.appendChild(text);
    el.appendChild(span);
  }
  return el;
}

/** `<pre>` blocks whose code has `language-<name>`, outside blockquotes and question elements. */
function codeBlocks(root: Root, name: string, tags: { set: string; form: string }): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const code of Array.from(root.querySelectorAll(`pre code.language-${name}`))) {
    const pre = code.closest('pre');
    if (!pre || (root !== pre && !root.contains(pre))) continue;
    if (insideOf(pre, root, (el) => el.localName === 'blockquote' || isQuestionElement(el, tags))) continue;
    if (!out.includes(pre)) out.push(pre);
  }
  return out;
}

const codeText = (pre: Element, name: string) =>
  pre.querySelector(`code.language-${name}`)?.textContent ?? '';

// ————— `<question-form>` as text —————

interface TextMap {
  text: string;
  /** each text node, where it sits in `text`, and whether it is code or quoted (no form starts there) */
  nodes: { node: Text; at: number; code: boolean }[];
}

/** The root's readable text, line breaks at block edges, with where each text node sits in it. */
function textMap(root: Root, tags: { set: string; form: string }): TextMap {
  const map: TextMap = { text: '', nodes: [] };
  // `code`: in code or a quote, for good; `aside`: in a block whose Markdown line starts with a
  // marker (a list item, a heading, a table cell), until a paragraph inside it
  const walk = (parent: Node, code: boolean, aside: boolean) => {
    for (let n = parent.firstChild; n; n = n.nextSibling) {
      if (isText(n)) {
        map.nodes.push({ node: n, at: map.text.length, code: code || aside });
        map.text += n.data;
      } else if (isElement(n)) {
        const name = n.localName;
        if (name === 'br') map.text += '\n';
        if (SKIPPED.has(name) || isQuestionElement(n, tags)) continue;
        const block = BLOCKS.has(name);
        if (block) map.text += '\n';
        // a blockquote quotes: a tag in it is not asked (as in the codec, where `>` starts the line)
        walk(n, code || CODE.has(name) || name === 'blockquote', block ? MARKED.has(name) : aside);
        if (block) map.text += '\n';
      }
    }
  };
  walk(root, false, false);
  return map;
}

/** The text node and offset for an offset in the map's text (`end`: a position just after a character). */
function locate(map: TextMap, offset: number, end: boolean): TextMap['nodes'][number] | undefined {
  // the nodes stand in text order: a binary search for the last one starting before the offset
  const { nodes } = map;
  let lo = 0;
  let hi = nodes.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (end ? nodes[mid].at < offset : nodes[mid].at <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  // empty text nodes share their offset with the next: step back to one that holds the position
  for (let i = found; i >= 0 && nodes[i].at === nodes[found].at; i--) {
    const { at, node } = nodes[i];
    if (end ? offset > at && offset <= at + node.data.length : offset >= at && offset < at + node.data.length)
      return nodes[i];
  }
  return undefined;
}

function isBlank(el: Element, tags: { set: string; form: string }): boolean {
  for (let c = el.firstChild; c; c = c.nextSibling) if (hasContent(c, tags)) return false;
  return true;
}

/**
 * Lifts `el` out of paragraphs and inline elements, splitting them around it, and drops the empty
 * halves of paragraphs the text was cut out of.
 */
function hoist(el: Element, root: Root, tags: { set: string; form: string }): void {
  for (let parent = el.parentElement; parent && parent !== root && PHRASING.has(parent.localName);) {
    const after = parent.cloneNode(false) as Element;
    after.removeAttribute('id');
    while (el.nextSibling) after.appendChild(el.nextSibling);
    parent.after(el, after);
    if (isBlank(after, tags)) after.remove();
    if (isBlank(parent, tags)) parent.remove();
    parent = el.parentElement;
  }
  for (const side of [el.previousElementSibling, el.nextElementSibling])
    if (side && PHRASING.has(side.localName) && isBlank(side, tags) && !side.querySelector('img, br'))
      side.remove();
}

/** The next `<question-form>` written as text: its range in the DOM, attributes and body. */
function nextForm(
  root: Root,
  tags: { set: string; form: string },
  streaming: boolean,
):
  { range: Range; attributes: { id?: string; title?: string }; body: string; complete: boolean } | undefined {
  const map = textMap(root, tags);
  const { text } = map;
  let open: OpenTag | undefined;
  let start: TextMap['nodes'][number] | undefined;
  // each line once, read by the codec's own tag scanner (a tag spans one line, as in the codec)
  for (let from = 0; from < text.length;) {
    const nl = text.indexOf('\n', from);
    const to = nl < 0 ? text.length : nl;
    const tag = text.charCodeAt(from) === 10 ? undefined : openTagOnLine(text, from, to);
    if (tag) {
      start = locate(map, tag.start, false);
      // a tag in code or in a quote is an example
      if (start && !start.code) {
        open = tag;
        break;
      }
    }
    from = to + 1;
  }
  if (!open || !start) return undefined;
  const close = findCloseTag(text, open.end);
  if (!close && !streaming) return undefined; // an unclosed tag in a finished message stays text
  const doc = root.ownerDocument ?? (root as Document);
  const range = doc.createRange();
  range.setStart(start.node, open.start - start.at);
  if (close) {
    const end = locate(map, close.end, true);
    if (!end) return undefined;
    range.setEnd(end.node, close.end - end.at);
  } else range.setEnd(root, root.childNodes.length);
  const body = text.slice(open.end, close ? close.start : text.length);
  return { range, attributes: open.attributes, body, complete: !!close };
}

// ————— upgrade —————

function isStreaming(root: Root, given: boolean | undefined): boolean {
  if (given !== undefined) return given;
  return isElement(root as Node) && (root as Element).getAttribute('aria-busy') === 'true';
}

/**
 * Turns the question blocks another renderer made in `root` (one message) into elements, and
 * returns the elements it made. Running it again changes nothing.
 */
export function upgrade(root: Root, options: UpgradeOptions = {}): Element[] {
  const tags = tagNames(options);
  const streaming = isStreaming(root, options.streaming);
  const doc = root.ownerDocument ?? (root as Document);
  const out: Element[] = [];

  // elements made while the message was arriving go back to what they were, unless nothing changed
  for (const el of Array.from(root.querySelectorAll(`${tags.set}, ${tags.form}`))) {
    const record = made.get(el);
    if (!record?.streaming) continue;
    const keep = streaming && record.source.textContent === record.text && endsMessage(el, root, tags);
    if (keep) continue;
    made.delete(el);
    el.replaceWith(record.source);
  }

  // <question-form> written as text (first: a tag still open runs to the end, over any fence after it)
  for (let guard = 0; guard < 1000; guard++) {
    const found = nextForm(root, tags, streaming);
    if (!found) break;
    const el = createElement(
      doc,
      tags.form,
      CARRIER_TAG.format,
      found.body,
      found.attributes,
      !found.complete,
      options.scope,
    );
    const source = found.range.extractContents();
    found.range.insertNode(el);
    hoist(el, root, tags);
    made.set(el, {
      format: CARRIER_TAG.format,
      source,
      text: source.textContent ?? '',
      streaming: !found.complete,
    });
    out.push(el);
  }

  // ```questions (and any other format's fence that may stand anywhere)
  for (const [info, format] of FENCES) {
    for (const pre of codeBlocks(root, info, tags)) {
      const body = codeText(pre, info);
      const arriving = streaming && endsMessage(pre, root, tags);
      const el = createElement(doc, tags.set, format, body, undefined, arriving, options.scope);
      made.set(el, { format, source: pre, text: pre.textContent ?? '', streaming: arriving });
      pre.replaceWith(el);
      out.push(el);
    }
  }

  // ```index-questions: the message's last one, if it ends the message and decodes (or is arriving)
  const lastBlocks = codeBlocks(root, LAST_FENCE.info, tags);
  const last = lastBlocks[lastBlocks.length - 1];
  if (last && endsMessage(last, root, tags)) {
    const { format } = LAST_FENCE;
    const body = codeText(last, LAST_FENCE.info);
    const result = streaming ? undefined : parseNow(body, { format });
    // a lazily built entry fetches the index decoder first: the message is read again once it is here
    if (waits(result))
      result.load.then(
        () => upgrade(root, options),
        () => {},
      );
    else if (!result || result.ok) {
      const el = createElement(doc, tags.set, format, body, undefined, streaming, options.scope);
      made.set(el, { format, source: last, text: last.textContent ?? '', streaming });
      last.replaceWith(el);
      out.push(el);
    }
  }

  // a reloaded transcript: the answer goes to the last complete set this message holds
  if (options.answeredBy !== undefined) {
    const sets = Array.from(root.querySelectorAll(`${tags.set}, ${tags.form}`)).filter(
      (el) => made.has(el) && !made.get(el)!.streaming,
    );
    const target = sets[sets.length - 1];
    if (target && target.getAttribute('answered-by') !== options.answeredBy)
      target.setAttribute('answered-by', options.answeredBy);
  }
  // in document order (4: DOCUMENT_POSITION_FOLLOWING)
  return out.sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
}

// ————— watch —————

/**
 * Upgrades every message in `root` now and every message added or changed later, until the
 * returned function is called.
 */
export function watch(root: Root, options: WatchOptions = {}): () => void {
  tagNames(options);
  const selector = options.messages;
  const messages = (): Element[] => {
    if (!selector) return Array.from(root.children);
    const inside = Array.from(root.querySelectorAll(selector));
    return isElement(root as Node) && (root as Element).matches(selector)
      ? [root as Element, ...inside]
      : inside;
  };
  /** The message a changed node belongs to. */
  const messageOf = (node: Node): Element | undefined => {
    if (selector) {
      const el = isElement(node) ? node : node.parentElement;
      const m = el?.closest(selector);
      return m && (m === root || root.contains(m)) ? m : undefined;
    }
    for (let n: Node | null = node; n && n !== root; n = n.parentNode)
      if (n.parentNode === root) return isElement(n) ? n : undefined;
    return undefined;
  };
  const run = (message: Element) => {
    const streaming =
      typeof options.streaming === 'function'
        ? options.streaming(message)
        : (options.streaming ?? message.getAttribute('aria-busy') === 'true');
    const scope = typeof options.scope === 'function' ? options.scope(message) : options.scope;
    upgrade(message, {
      tagName: options.tagName,
      streaming,
      answeredBy: options.answeredBy?.(message),
      scope,
    });
  };

  for (const message of messages()) run(message);
  if (typeof MutationObserver === 'undefined') return () => {};

  const observer = new MutationObserver((records) => {
    const todo = new Set<Element>();
    for (const record of records) {
      const m = messageOf(record.target);
      if (m) todo.add(m);
      for (const added of Array.from(record.addedNodes)) {
        const own = messageOf(added);
        if (own) todo.add(own);
        else if (selector && isElement(added))
          for (const inner of Array.from(added.querySelectorAll(selector))) todo.add(inner);
      }
    }
    for (const message of todo) if (message === root || root.contains(message)) run(message);
    // what upgrade() itself changed needs no second look
    observer.takeRecords();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  return () => observer.disconnect();
}

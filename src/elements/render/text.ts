/** How a text of the set binds into a template: plain text as text, Markdown as markdown-it's safe HTML. */
import { noChange } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import type { QuestionSet } from '../../codec/model.js';
import { hasMarkdown, loadMarkdown, markdownHtml, markdownReady } from '../../markdown/markdown.js';

/**
 * markdown-it's HTML (safe: raw HTML off, links filtered) as DOM, parsed straight into a fragment:
 * unlike `unsafeHTML` it keeps no template per distinct text, and a text that did not change is not parsed again.
 */
class MarkdownHtml extends Directive {
  #last: string | undefined;
  render(htmlText: string): unknown {
    if (htmlText === this.#last) return noChange;
    this.#last = htmlText;
    const template = document.createElement('template');
    template.innerHTML = htmlText;
    nameCode(template.content, htmlText);
    return template.content;
  }
}
const markdownDom = directive(MarkdownHtml);

/** A text: plain text binds as text (the common case, and the cheapest); Markdown becomes markdown-it's HTML. */
export const text = (t: string, inline = false) =>
  hasMarkdown(t) ? markdownDom(markdownHtml(t, inline)) : t;

/** `text` for plain DOM (the receipt, the option rows): the same rule, into an element of its own. */
export function fillText(n: HTMLElement, t: string, inline = false): void {
  if (!hasMarkdown(t)) n.textContent = t;
  else nameCode(n, (n.innerHTML = markdownHtml(t, inline)));
}

/** The name of a code block, in the UI language of the element that renders now (`codeBlockName`). */
let codeName = '';

/** The element about to render gives its word for a code block (it names those its texts insert). */
export function codeBlockName(name: string): void {
  codeName = name;
}

/**
 * A code block of the set's Markdown takes focus (it scrolls: markdown-it's `pre tabindex="0"`),
 * a group named in the UI language, once, where its HTML is inserted.
 */
export function nameCode(root: ParentNode, htmlText = '<pre'): void {
  if (htmlText.includes('<pre'))
    for (const pre of root.querySelectorAll('pre[tabindex]')) pre.setAttribute('aria-label', codeName);
}

/** Sets that can render (markdown-it loaded, or no text needs it): not scanned again on every update. */
const readySets = new WeakSet<QuestionSet>();

/** Every text of a set that is rendered as Markdown. */
function* textsOf(set: QuestionSet): Generator<string> {
  if (set.intro) yield set.intro;
  for (const q of set.questions) {
    yield q.text;
    if (q.context) yield q.context;
    if (q.proposal) yield q.proposal;
    for (const o of q.options) {
      yield o.label;
      if (o.description) yield o.description;
      if (o.preview) yield o.preview;
    }
  }
}

/** Whether the set can render now; else the load of markdown-it it waits for (no flash of unformatted text). */
export function markdownPending(set: QuestionSet): Promise<unknown> | undefined {
  if (readySets.has(set)) return undefined;
  if (markdownReady(textsOf(set))) {
    readySets.add(set);
    return undefined;
  }
  return loadMarkdown();
}

/**
 * Starts markdown-it while a body's decoder (or the YAML parser) is still loading, when some prose
 * in the body's data (a string with a space in it: no id or key) needs it — so both chunks come in one round trip,
 * not one after the other. The decoded set decides (markdownPending); this only starts early.
 */
export function prefetchMarkdown(data: unknown): void {
  if (typeof data === 'string' ? MARKDOWN_IN_YAML.test(data) : proseNeedsMarkdown(data, 0))
    void loadMarkdown().catch(() => {});
}

/**
 * A YAML body's text, while the YAML parser loads (issue 36): Markdown that YAML itself never
 * writes — a code span, a tag, bold, a link — stands in one of its texts, which will need markdown-it.
 */
const MARKDOWN_IN_YAML = /[`<]|\*\*|\]\(/;

function proseNeedsMarkdown(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return /\s/.test(value) && hasMarkdown(value);
  if (!value || typeof value !== 'object' || depth > 8) return false;
  for (const v of Array.isArray(value) ? value : Object.values(value))
    if (proseNeedsMarkdown(v, depth + 1)) return true;
  return false;
}

/**
 * An agent text inside one of the element's own sentences ("Still needed: …", "Waiting on …"),
 * between first-strong isolates (U+2068…U+2069): whatever bidi control it leaves open ends with
 * it (a PDI closes the embeddings and overrides opened inside its isolate), and it takes its own direction, so the words around it keep their order. Where a text has
 * a node of its own, a `<bdi>` does the same.
 */
export function isolate(t: string): string {
  // the isolates the text leaves open are closed first: the last PDI must match our FSI
  let open = 0;
  for (const c of t)
    if (c === '\u2066' || c === '\u2067' || c === '\u2068') open++;
    else if (c === '\u2069' && open) open--;
  return `\u2068${t}${'\u2069'.repeat(open)}\u2069`;
}

/** Question text as plain text for one-line places (overview, messages): Markdown marks dropped. */
export function plain(t: string): string {
  return linkTexts(t.replace(/\s+/g, ' ').replace(/[*_`#>]+/g, '')).trim();
}

/**
 * Each `[text](url)` as its text: what `t.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')` gives, by one
 * forward scan. The pattern took quadratic time on a run of `[`, and SpiderMonkey's backtracking
 * stack overflowed on it ("too much recursion") where V8's grew.
 */
export function linkTexts(t: string): string {
  let out = '';
  let copied = 0;
  let from = 0;
  for (;;) {
    const open = t.indexOf('[', from);
    if (open < 0) break;
    // every `[` up to the first `]` after it meets that same `]`
    const close = t.indexOf(']', open + 1);
    if (close < 0) break;
    if (t.charCodeAt(close + 1) !== 40 /* ( */) {
      from = close + 1;
      continue;
    }
    const end = t.indexOf(')', close + 2);
    if (end < 0) break;
    out += t.slice(copied, open) + t.slice(open + 1, close);
    copied = from = end + 1;
  }
  return copied ? out + t.slice(copied) : t;
}

/**
 * How long until expiry, readable: m:ss under an hour (it ticks), then hours and minutes, from two
 * days on whole days, in the UI language's units ("2 hr 5 min", "3 days").
 */
export function countdown(ms: number, lang?: string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  if (total < 3600) return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  const unit = (n: number, u: string) =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
  const h = Math.floor(total / 3600);
  return h >= 48
    ? unit(Math.floor(h / 24), 'day')
    : `${unit(h, 'hour')} ${unit(Math.floor((total % 3600) / 60), 'minute')}`;
}

/**
 * Markdown for question texts and intros through one markdown-it instance: raw HTML off, links
 * only to http:, https: and mailto: (opening in a new tab), images shown as their text, never loaded.
 */
import MarkdownIt from 'markdown-it';

const SAFE_URL = /^(https?:|mailto:)/i;

function create(): MarkdownIt {
  const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
  // deep nesting (200 blockquotes) stops at 20 levels instead of building a deep tree
  (md.options as { maxNesting?: number }).maxNesting = 20;
  md.validateLink = (url) => SAFE_URL.test(url.trim());
  md.renderer.rules.link_open = (tokens, i, options, _env, self) => {
    tokens[i].attrSet('target', '_blank');
    tokens[i].attrSet('rel', 'noopener noreferrer');
    return self.renderToken(tokens, i, options);
  };
  md.renderer.rules.image = (tokens, i) => md.utils.escapeHtml(tokens[i].content || '');
  return md;
}

let instance: MarkdownIt | undefined;
const cache = new Map<string, string>();
const CACHE_SIZE = 500;

function remember(key: string, html: string): string {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, html);
  return html;
}

/** Block Markdown → HTML that is safe to insert. */
export function markdown(text: string): string {
  const key = 'b' + text;
  return cache.get(key) ?? remember(key, (instance ??= create()).render(text));
}

/** Inline Markdown only (option labels and descriptions). */
export function markdownInline(text: string): string {
  const key = 'i' + text;
  return cache.get(key) ?? remember(key, (instance ??= create()).renderInline(text));
}

/**
 * What "safe" means for a rendered `<question-set>`, as checks on its shadow root: no handler
 * attributes, no script-capable URLs, no elements the body could have smuggled in, no styles
 * beyond the element's own, and no bidi control from the body that can reorder text after it.
 * Each check returns a list of problems (empty: safe), so a failure names every offender.
 */

/** Elements the element never renders itself: if one is there, the body put it there. */
export const FORBIDDEN_ELEMENTS = [
  'script',
  'img',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'math',
  'audio',
  'video',
  'source',
  'picture',
  'noscript',
  'template',
  'foreignobject',
  'marquee',
];

/** Attributes that hold a URL the browser may load or navigate to. */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'srcset',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'ping',
  'cite',
  'codebase',
  'lowsrc',
  'dynsrc',
  'manifest',
]);

const BAD_SCHEME = /^(javascript|data|vbscript):/i;
/** The schemes a link may have (SPEC §8: nothing can run script or navigate the page). */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** A URL's scheme as a browser reads it (ASCII whitespace and controls dropped); '' for a relative URL. */
export function schemeOf(url: string): string {
  // eslint-disable-next-line no-control-regex
  const stripped = url.replace(/[\u0000-\u0020\u007f]+/g, '');
  try {
    return new URL(url).protocol;
  } catch {
    return BAD_SCHEME.exec(stripped)?.[0].toLowerCase() ?? '';
  }
}

function unsafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const stripped = value.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (BAD_SCHEME.test(stripped)) return true;
  return /^(javascript|data|vbscript):$/.test(schemeOf(value));
}

/** Every element of a root, through nested shadow roots. */
export function allElements(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const e of root.querySelectorAll('*')) {
    out.push(e);
    if (e.shadowRoot) out.push(...allElements(e.shadowRoot));
  }
  return out;
}

const describe = (e: Element) =>
  `<${e.localName}${e.id ? '#' + e.id : ''}${e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : ''}>`;

/** Handler attributes, script-capable URLs, foreign elements and foreign styles in a shadow root (and any inside it). */
export function markupProblems(root: ShadowRoot): string[] {
  const problems: string[] = [];
  for (const e of allElements(root)) {
    const name = e.localName;
    if (FORBIDDEN_ELEMENTS.includes(name)) problems.push(`a ${describe(e)} element`);
    for (const a of e.attributes) {
      const attr = a.name.toLowerCase();
      if (attr.startsWith('on'))
        problems.push(`${describe(e)} has a handler attribute ${a.name}="${a.value.slice(0, 60)}"`);
      if (URL_ATTRIBUTES.has(attr) && unsafeUrl(a.value))
        problems.push(`${describe(e)} has ${a.name}="${a.value.slice(0, 80)}"`);
      if (attr === 'style' && !/^\s*width:\s*\d+(\.\d+)?%;?\s*$/.test(a.value))
        problems.push(`${describe(e)} has a style attribute "${a.value.slice(0, 80)}"`);
      if (attr === 'srcdoc') problems.push(`${describe(e)} has srcdoc`);
      if (attr === 'http-equiv') problems.push(`${describe(e)} has http-equiv`);
    }
    if (name === 'a' && e.hasAttribute('href')) {
      const protocol = schemeOf(e.getAttribute('href')!);
      if (!LINK_PROTOCOLS.has(protocol))
        problems.push(`a link to a ${protocol || 'relative'} URL: ${e.getAttribute('href')!.slice(0, 80)}`);
    }
    // the element's own icons: aria-hidden SVG of paths only
    if (name === 'svg') {
      if (e.getAttribute('aria-hidden') !== 'true') problems.push('an svg that is not one of the icons');
      for (const c of e.querySelectorAll('*'))
        if (c.localName !== 'path') problems.push(`a <${c.localName}> inside an svg`);
    }
  }
  return problems;
}

const EMBEDDINGS = new Set(['\u202a', '\u202b', '\u202d', '\u202e']);
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']);

/**
 * The bidi controls a text leaves open at its end, as indexes into its code points, the
 * outermost first (UAX #9: a PDF closes the last embedding or override inside the current
 * isolate; a PDI closes its isolate and everything opened inside it; an unmatched closer does
 * nothing).
 */
export function openControls(text: string): number[] {
  const stack: { at: number; isolate: boolean }[] = [];
  [...text].forEach((c, at) => {
    if (EMBEDDINGS.has(c)) stack.push({ at, isolate: false });
    else if (ISOLATES.has(c)) stack.push({ at, isolate: true });
    else if (c === '\u202c') {
      if (stack.length && !stack[stack.length - 1].isolate) stack.pop();
    } else if (c === '\u2069') {
      const i = stack.map((e) => e.isolate).lastIndexOf(true);
      if (i >= 0) stack.length = i;
    }
  });
  return stack.map((e) => e.at);
}

/** Whether a text leaves a bidi embedding, override or isolate open at its end. */
export function leavesBidiOpen(text: string): boolean {
  return openControls(text).length > 0;
}

/** The nearest ancestor that ends a bidi run: <bdi>, [dir], an isolating unicode-bidi, or anything not inline. */
function isolatingAncestor(node: Node, root: ShadowRoot): Element | ShadowRoot {
  for (let e = node.parentElement; e; e = e.parentElement) {
    if (e.localName === 'bdi' || e.hasAttribute('dir')) return e;
    const style = getComputedStyle(e);
    if (/isolate|plaintext/.test(style.unicodeBidi)) return e;
    if (style.display !== 'inline' && style.display !== 'contents') return e;
  }
  return root;
}

/**
 * A bidi control the body leaves open reorders whatever follows it in the same bidi paragraph.
 * For each text node that leaves one open, no other visible text may follow it before the
 * nearest isolating ancestor ends.
 */
export function bidiProblems(root: ShadowRoot): string[] {
  const problems: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  texts.forEach((t, i) => {
    if (!leavesBidiOpen(t.data)) return;
    const scope = isolatingAncestor(t, root);
    const after = texts.slice(i + 1).find((u) => scope.contains(u) && u.data.trim());
    if (after)
      problems.push(
        `"${t.data.trim().slice(0, 40)}" leaves a bidi control open and "${after.data.trim().slice(0, 40)}" follows it in the same run (inside ${scope instanceof Element ? describe(scope) : 'the shadow root'})`,
      );
  });
  return problems;
}

/** The own keys of the built-in prototypes, to compare before and after. */
export function prototypeSnapshot(): Record<string, string[]> {
  const protos = {
    Object: Object.prototype,
    Array: Array.prototype,
    Function: Function.prototype,
    String: String.prototype,
  };
  return Object.fromEntries(
    Object.entries(protos).map(([k, p]) => [k, Reflect.ownKeys(p).map(String).sort()]),
  );
}

/** Resolves when an animation frame fires (the page still renders), or rejects after `ms`. */
export function nextFrame(ms = 5000): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no animation frame within ${ms} ms: the page is not responding`)),
      ms,
    );
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
  });
}

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

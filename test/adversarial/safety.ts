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

/**
 * Inside one text node: a bidi control the body leaves open, followed by words that are not the
 * rest of the same text of the body (the element's own words, another name in a list), which it
 * would reorder. `body` is the body the element rendered.
 */
export function inNodeLeaks(root: ShadowRoot, body: string): string[] {
  const problems: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const open = openControls(n.data);
    if (!open.length) continue;
    const tail = [...n.data].slice(open[0]).join('').trimEnd();
    if (!body.includes(tail))
      problems.push(`"${n.data.trim().slice(0, 60)}" leaves a control open before words of its own`);
  }
  return problems;
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

// ————— paint —————

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const ink = new Map<string, { up: number; down: number }>();
let ctx: CanvasRenderingContext2D | undefined;

/** How far a text's glyphs reach above and below the font's own box (stacked combining marks). */
function inkOf(text: string, font: string): { up: number; down: number } {
  const sample = text.slice(0, 3000);
  const key = `${font}\u0000${sample}`;
  const known = ink.get(key);
  if (known) return known;
  ctx ??= document.createElement('canvas').getContext('2d')!;
  ctx.font = font;
  const m = ctx.measureText(sample);
  const out = {
    up: Math.max(0, m.actualBoundingBoxAscent - m.fontBoundingBoxAscent),
    down: Math.max(0, m.actualBoundingBoxDescent - m.fontBoundingBoxDescent),
  };
  ink.set(key, out);
  return out;
}

/** The box an element clips its content to (its padding box), per axis, or undefined. */
function clipOf(e: Element): { x?: [number, number]; y?: [number, number] } | undefined {
  const cs = getComputedStyle(e);
  const paint = /paint|strict|content/.test(cs.contain);
  const cx = paint || cs.overflowX !== 'visible';
  const cy = paint || cs.overflowY !== 'visible';
  if (!cx && !cy) return undefined;
  const r = e.getBoundingClientRect();
  const left = r.left + e.clientLeft;
  const top = r.top + e.clientTop;
  const h = e as HTMLElement;
  return {
    x: cx ? [left, left + (h.clientWidth || r.width)] : undefined,
    y: cy ? [top, top + (h.clientHeight || r.height)] : undefined,
  };
}

/**
 * What the element paints outside its own box: each text's glyph boxes (taller by the ink of
 * stacked marks), cut by every clipping ancestor inside the shadow root — the card must contain
 * itself, whatever containment a host page puts on the element — must lie within the host's box.
 */
export function paintProblems(el: HTMLElement): string[] {
  const host = el.getBoundingClientRect();
  const problems: string[] = [];
  const root = el.shadowRoot!;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    if (!n.data.trim() || !n.parentElement) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const { up, down } = inkOf(n.data, getComputedStyle(n.parentElement).font);
    const clips: NonNullable<ReturnType<typeof clipOf>>[] = [];
    for (let e: Element | null = n.parentElement; e; e = e.parentElement) {
      const c = clipOf(e);
      if (c) clips.push(c);
    }
    for (const rect of range.getClientRects()) {
      if (!rect.width && !rect.height) continue;
      const b: Box = { left: rect.left, right: rect.right, top: rect.top - up, bottom: rect.bottom + down };
      for (const c of clips) {
        if (c.x) [b.left, b.right] = [Math.max(b.left, c.x[0]), Math.min(b.right, c.x[1])];
        if (c.y) [b.top, b.bottom] = [Math.max(b.top, c.y[0]), Math.min(b.bottom, c.y[1])];
      }
      if (b.right - b.left <= 0.5 || b.bottom - b.top <= 0.5) continue;
      const out = {
        left: Math.round(host.left - b.left),
        right: Math.round(b.right - host.right),
        top: Math.round(host.top - b.top),
        bottom: Math.round(b.bottom - host.bottom),
      };
      const over = Object.entries(out).filter(([, v]) => v > 1);
      if (over.length) {
        problems.push(
          `"${n.data.trim().slice(0, 24)}…" in <${n.parentElement.localName}.${n.parentElement.className}> paints ${over.map(([k, v]) => `${v}px past the ${k}`).join(', ')}`,
        );
        break;
      }
    }
  }
  const page = document.scrollingElement!;
  if (page.scrollWidth > innerWidth + 1)
    problems.push(`the page is ${page.scrollWidth} px wide in a ${innerWidth} px viewport`);
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

/**
 * Resolves when an animation frame fires (the page still renders), or rejects when `ms` pass and
 * timers run but no frame comes (the page does not render). A timer that fires late says the
 * thread was busy in one long task (WebKitGTK lays out a 100 KiB word for about 5 s on a loaded
 * machine): that page did get through, and its frame gets another `ms`; a page that never
 * gets through fails on the test's own timeout.
 */
export function nextFrame(ms = 5000): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = (due: number) => {
      const armed = performance.now();
      timer = setTimeout(() => {
        const late = performance.now() - armed - due;
        if (late > 100) arm(ms);
        else reject(new Error(`no animation frame within ${ms} ms: the page is not responding`));
      }, due);
    };
    arm(ms);
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

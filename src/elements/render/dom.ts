/**
 * Plain-DOM helpers of the render modules: fixed frames cloned from markup of our own, and writes
 * that happen only on a change.
 */

/**
 * A fixed piece of markup, parsed once (on first use) and cloned: no template parts, no markers,
 * and no JS wrapper for a node the code never touches.
 */
export function frame(markup: string): () => HTMLElement {
  let t: HTMLTemplateElement | undefined;
  return () => {
    t ??= Object.assign(document.createElement('template'), { innerHTML: markup });
    // made in the page's own document (a template's content is a document of its own)
    return document.importNode(t.content.firstElementChild!, true) as HTMLElement;
  };
}

/** Sets an attribute only when it changes (null removes it), as a template part would. */
export function attr(el: Element, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/** Sets an element's text (the element's own words, never markup) only when it changes. */
export function setText(el: Element, t: string): void {
  if (el.textContent !== t) el.textContent = t;
}

/**
 * Whether a field keeps what it shows although the draft holds no text: blanks typed (a space
 * before a word) leave the question open in the draft, and are never wiped from the field.
 */
export const blankKept = (shown: string, draft: string): boolean => !draft && !shown.trim();

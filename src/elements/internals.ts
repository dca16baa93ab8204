/**
 * Each element's ElementInternals, attached once: `<question-set>` keeps its custom states there,
 * and `<question-form>`, form-associated, its form value too (an element may attach them only once).
 */
const attached = new WeakMap<HTMLElement, ElementInternals>();

export function internals(el: HTMLElement): ElementInternals {
  let found = attached.get(el);
  if (!found) attached.set(el, (found = el.attachInternals()));
  return found;
}

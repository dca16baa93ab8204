/** Colours as the browser computes them: parsed, layered over their backdrop, and their WCAG contrast. */

export type RGBA = [number, number, number, number];

/** A computed colour (`rgb()`, `rgba()`, `color(srgb …)`) as 0–1 channels. */
export function parse(css: string): RGBA {
  let m = /^rgba?\(([^)]+)\)$/.exec(css);
  if (m) {
    const [r, g, b, a = 1] = m[1].split(/[\s,/]+/).map(Number);
    return [r / 255, g / 255, b / 255, a];
  }
  m = /^color\(srgb ([^)]+)\)$/.exec(css);
  if (m) {
    const [r, g, b, a = 1] = m[1]
      .split(/[\s/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  }
  throw new Error(`cannot read the colour ${css}`);
}

/** `top` painted over the opaque `bottom`. */
export const over = (top: RGBA, bottom: RGBA): RGBA => [
  top[0] * top[3] + bottom[0] * (1 - top[3]),
  top[1] * top[3] + bottom[1] * (1 - top[3]),
  top[2] * top[3] + bottom[2] * (1 - top[3]),
  1,
];

export const parentOf = (n: Element): Element | null =>
  n.parentElement ?? ((n.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null;

/** The opaque colour behind (and including) `el`'s own background: every layer up to the page, white under all. */
export function backdrop(el: Element): RGBA {
  const layers: RGBA[] = [];
  for (let n: Element | null = el; n; n = parentOf(n))
    layers.push(parse(getComputedStyle(n).backgroundColor));
  return layers.reduceRight<RGBA>((below, layer) => over(layer, below), [1, 1, 1, 1]);
}

export const lum = ([r, g, b]: RGBA) => {
  const c = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
};

/** The WCAG contrast ratio of two opaque colours. */
export function ratio(a: RGBA, b: RGBA): number {
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A text's colour over its backdrop. */
export function textContrast(el: Element): number {
  const bg = backdrop(el);
  return ratio(over(parse(getComputedStyle(el).color), bg), bg);
}

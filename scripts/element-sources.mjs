// What the element's sources say about theming and events, read where it is written (the
// stylesheet, the templates, the event classes) for custom-elements.json (the manifest's plugins)
// and for the test that holds docs/theming.md to it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file) => readFileSync(join(root, file), 'utf8');

/** The text of a balanced `var(…)` fallback that starts at `from` in `s`. */
function fallback(s, from) {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')') {
      if (depth === 0) return s.slice(from, i).trim();
      depth--;
    }
  }
  return s.slice(from).trim();
}

/**
 * Every `--question-set-*` custom property of the stylesheet with its default: the fallback of its
 * `var()` in the `:host` rule, and the one of the dark scheme where that differs.
 */
export function cssProperties(source = read('src/elements/styles.ts')) {
  // a default that reads another property names it publicly: `var(--_accent)` is the accent's
  const publicName = new Map(
    [...source.matchAll(/(--_[a-z-]+):\s*var\((--question-set-[a-z-]+)/g)].map((m) => [m[1], m[2]]),
  );
  const named = (value) =>
    value.replace(/var\((--_[a-z-]+)\)/g, (all, name) => `var(${publicName.get(name) ?? name})`);
  const found = new Map();
  const darkStart = source.search(/:host\(\[theme='dark'\]\)|prefers-color-scheme: dark/);
  for (const m of source.matchAll(/var\((--question-set-[a-z-]+),\s*/g)) {
    const value = named(fallback(source, m.index + m[0].length));
    const entry = found.get(m[1]) ?? {};
    if (m.index < darkStart || darkStart < 0) entry.default ??= value;
    else if (value !== entry.default) entry.dark ??= value;
    found.set(m[1], entry);
  }
  return found;
}

/** Every `part` name the templates write (a `part="card error"` names two). */
export function cssParts() {
  const dir = join(root, 'src/elements');
  const files = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.ts'));
  const parts = new Set();
  for (const file of files)
    for (const m of readFileSync(join(dir, String(file)), 'utf8').matchAll(/\bpart="([a-z -]+)"/g))
      for (const name of m[1].split(/\s+/)) if (name) parts.add(name);
  return parts;
}

/** Each event's name, class and its `detail` type written out, from src/elements/events.ts. */
export function eventDetails(source = read('src/elements/events.ts')) {
  const interfaces = new Map();
  for (const m of source.matchAll(/export interface (\w+) \{([^}]*)\}/g)) {
    const fields = m[2]
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('/'))
      .join(' ');
    interfaces.set(m[1], `{ ${fields} }`);
  }
  const events = new Map();
  for (const m of source.matchAll(
    /export class (\w+) extends (?:Event|DeliveryEvent<\w+>) \{\s*static readonly type = '([a-z-]+)';\s*constructor\((?:readonly )?detail: (\w+)\)/g,
  ))
    events.set(m[2], { event: m[1], detail: m[3], shape: interfaces.get(m[3]) });
  return events;
}

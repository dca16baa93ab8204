/**
 * Where a JSON text stops being JSON. Engines word their `JSON.parse` errors differently and some
 * (JavaScriptCore: `JSON Parse error: Unexpected identifier "x"`) give no position at all, so the
 * codec finds the position itself: one pass over the text with the grammar of RFC 8259, an explicit
 * stack for the nesting (no recursion), each character looked at once or twice.
 */

/** The first offending offset; `offset === text.length` when the text ends too early. */
export interface JsonErrorAt {
  offset: number;
  /** the text ended inside a value (or before one) */
  end: boolean;
}

const SPACE = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const DIGIT = (c: number) => c >= 48 && c <= 57;
const HEX = (c: number) => DIGIT(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Where the value starting at `i` ends (one past it), or an error position as a negative number − 1. */
type Step = number;
const bad = (at: number): Step => -at - 1;

function scanString(text: string, i: number): Step {
  // text[i] is the opening quote
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 34) return j + 1;
    if (c < 32) return bad(j);
    if (c === 92) {
      const e = text.charCodeAt(++j);
      if (j >= text.length) return bad(j);
      if (e === 117 /* u */) {
        for (let k = 1; k <= 4; k++) {
          if (j + k >= text.length) return bad(j + k);
          if (!HEX(text.charCodeAt(j + k))) return bad(j + k);
        }
        j += 4;
      } else if (!'"\\/bfnrt'.includes(text[j])) return bad(j);
    }
  }
  return bad(text.length);
}

function scanNumber(text: string, i: number): Step {
  let j = i;
  if (text.charCodeAt(j) === 45 /* - */) j++;
  const first = text.charCodeAt(j);
  if (!DIGIT(first)) return bad(j);
  j++;
  if (first !== 48) while (DIGIT(text.charCodeAt(j))) j++;
  if (text.charCodeAt(j) === 46 /* . */) {
    j++;
    if (!DIGIT(text.charCodeAt(j))) return bad(j);
    while (DIGIT(text.charCodeAt(j))) j++;
  }
  const e = text.charCodeAt(j);
  if (e === 101 || e === 69 /* e E */) {
    j++;
    const sign = text.charCodeAt(j);
    if (sign === 43 || sign === 45) j++;
    if (!DIGIT(text.charCodeAt(j))) return bad(j);
    while (DIGIT(text.charCodeAt(j))) j++;
  }
  return j;
}

function scanWord(text: string, i: number, word: string): Step {
  for (let k = 0; k < word.length; k++) if (text[i + k] !== word[k]) return bad(i + k);
  return i + word.length;
}

/** A scalar value at `i` (not an array or object), or the offending position. */
function scanScalar(text: string, i: number): Step {
  const c = text.charCodeAt(i);
  if (c === 34) return scanString(text, i);
  if (c === 45 || DIGIT(c)) return scanNumber(text, i);
  if (c === 116) return scanWord(text, i, 'true');
  if (c === 102) return scanWord(text, i, 'false');
  if (c === 110) return scanWord(text, i, 'null');
  return bad(i);
}

/**
 * The first position at which `text` is not a JSON text, or `undefined` when it is one. Linear in
 * the length of the text.
 */
export function jsonErrorAt(text: string): JsonErrorAt | undefined {
  const n = text.length;
  const at = (offset: number): JsonErrorAt => ({ offset, end: offset >= n });
  const skip = (i: number) => {
    while (i < n && SPACE(text.charCodeAt(i))) i++;
    return i;
  };
  /** open containers: 91 `[` or 123 `{` */
  const stack: number[] = [];
  let i = skip(0);
  // the loop reads one value, then what may follow it, until the outermost value is closed
  for (;;) {
    // a value (or, right after an opening bracket, the bracket's close)
    const c = text.charCodeAt(i);
    if (c === 91 || c === 123) {
      stack.push(c);
      i = skip(i + 1);
      const close = c === 91 ? 93 : 125;
      if (text.charCodeAt(i) === close) {
        stack.pop();
        i++;
      } else if (c === 123) {
        // a member: "key" :
        if (text.charCodeAt(i) !== 34) return at(i);
        const k = scanString(text, i);
        if (k < 0) return at(-k - 1);
        i = skip(k);
        if (text.charCodeAt(i) !== 58 /* : */) return at(i);
        i = skip(i + 1);
        continue;
      } else continue;
    } else {
      const s = scanScalar(text, i);
      if (s < 0) return at(-s - 1);
      i = s;
    }
    // after a value: a comma and the next value, a close, or the end
    for (;;) {
      i = skip(i);
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? at(i) : undefined;
      const d = text.charCodeAt(i);
      if (d === 44 /* , */) {
        i = skip(i + 1);
        if (top === 123) {
          if (text.charCodeAt(i) !== 34) return at(i);
          const k = scanString(text, i);
          if (k < 0) return at(-k - 1);
          i = skip(k);
          if (text.charCodeAt(i) !== 58) return at(i);
          i = skip(i + 1);
        }
        break;
      }
      if (d === (top === 91 ? 93 : 125)) {
        stack.pop();
        i++;
        continue;
      }
      return at(i);
    }
  }
}

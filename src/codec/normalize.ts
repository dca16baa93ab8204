/**
 * The codec's one normaliser for what a person sees and what the readable answer text carries:
 * labels without invisible characters, look-alike keys, and the pieces interpolated into the
 * answer text written so that none of them can start a line or imitate its ` → ` separator.
 * Every format, the element and the terminal use these; nothing else spells these rules.
 */
import { fail, pathText } from './errors.js';
import type { QuestionSet } from './model.js';

/** Explicit bidi controls: marks, embeddings, overrides, isolates (they reorder text around them). */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Zero-width characters with no glyph (a ZWJ inside an emoji sequence is kept, see below). */
const ZERO_WIDTH = /[\u200b\u200c\u2060-\u2064\ufeff\u180e\u00ad]|\u034f/g;
/**
 * `text.normalize(form)`, leaving a lone surrogate as it stands. V8 does so; SpiderMonkey turns it
 * into U+FFFD, which made two options of lone surrogates look alike in Firefox only. Each
 * well-formed run between lone surrogates is normalised on its own.
 */
export function normalizeForm(text: string, form: 'NFC' | 'NFKC'): string {
  if (!/[\ud800-\udfff]/.test(text)) return text.normalize(form);
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const d = text.charCodeAt(i + 1);
    if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
      i++; // a pair: one character
      continue;
    }
    out += text.slice(start, i).normalize(form) + text[i];
    start = i + 1;
  }
  return out + text.slice(start).normalize(form);
}

/** What a joining ZWJ may follow (a pictograph, a skin tone, the emoji presentation selector) and precede. */
const JOINS_FROM = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]$/u;
const JOINS_TO = /^\p{Extended_Pictographic}$/u;

/**
 * The text without every ZWJ that does not join two pictographs (👩‍💻 keeps its joiner). A scan over
 * code points, not a lookbehind: JavaScriptCore's lookbehind does not see a pictograph outside the
 * BMP before the joiner, and split every such emoji.
 */
function dropLoneZwj(text: string): string {
  if (!text.includes('\u200d')) return text;
  const points = Array.from(text);
  let out = '';
  for (let i = 0; i < points.length; i++) {
    const c = points[i];
    if (c === '\u200d' && !(i > 0 && JOINS_FROM.test(points[i - 1]) && JOINS_TO.test(points[i + 1] ?? '')))
      continue;
    out += c;
  }
  return out;
}
/** Every line break a reader may honour, and the other vertical spaces. */
export const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/;

/** Runs of white space (NEL included) folded to one space, trimmed. */
export const oneLine = (s: string) => s.replace(/[\s\u0085]+/g, ' ').trim();

/**
 * An option label as shown and sent: NFC, without zero-width characters and bidi controls (they
 * make two different labels look the same, or reverse the words after them).
 */
export function normalizeLabel(label: string): string {
  if (PLAIN.test(label)) return label;
  return normalizeForm(dropLoneZwj(label.replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '')), 'NFC');
}

/**
 * Printable ASCII and ASCII white space: no invisible character, bidi control or homoglyph, and
 * NFC and NFKC leave it as it is, so the label is its own normal form and its look-alike key is
 * `oneLine(label)`. Most labels are such; they skip the Unicode work (a test holds both paths equal).
 */
const PLAIN = /^[\t\n\v\f\r\x20-\x7e]*$/;
/** Printable ASCII words with single spaces between them: a label that is its own look-alike key. */
const SIMPLE = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/;
/** The scripts the homoglyph table maps from (Greek, Cyrillic, and ɡ). */
const HOMOGLYPH_SCRIPTS = /[\u0261\u0370-\u03ff\u0400-\u052f]/;

/** Latin look-alikes from Cyrillic and Greek (the common homoglyphs), for the look-alike key only. */
export const HOMOGLYPHS: Record<string, string> = Object.assign(
  Object.create(null) as Record<string, string>,
  {
    а: 'a',
    в: 'B',
    е: 'e',
    к: 'K',
    м: 'M',
    н: 'H',
    о: 'o',
    р: 'p',
    с: 'c',
    т: 'T',
    у: 'y',
    х: 'x',
    і: 'i',
    ј: 'j',
    ѕ: 's',
    һ: 'h',
    ӏ: 'l',
    ԁ: 'd',
    ԛ: 'q',
    ԝ: 'w',
    ү: 'y',
    ɡ: 'g',
    А: 'A',
    В: 'B',
    Е: 'E',
    К: 'K',
    М: 'M',
    Н: 'H',
    О: 'O',
    Р: 'P',
    С: 'C',
    Т: 'T',
    У: 'Y',
    Х: 'X',
    І: 'I',
    Ј: 'J',
    Ѕ: 'S',
    Ү: 'Y',
    Ԛ: 'Q',
    Ԝ: 'W',
    Α: 'A',
    Β: 'B',
    Ε: 'E',
    Ζ: 'Z',
    Η: 'H',
    Ι: 'I',
    Κ: 'K',
    Μ: 'M',
    Ν: 'N',
    Ο: 'O',
    Ρ: 'P',
    Τ: 'T',
    Υ: 'Y',
    Χ: 'X',
    ο: 'o',
    ν: 'v',
    ι: 'i',
    κ: 'k',
    ρ: 'p',
    τ: 't',
    υ: 'u',
    χ: 'x',
    α: 'a',
  },
);

/**
 * What a label looks like: compatibility forms folded (NFKC), invisible characters gone, white
 * space of every kind one space and trimmed, homoglyphs as their Latin twin. Two labels with the
 * same key cannot be told apart on screen.
 */
export function lookAlikeKey(label: string): string {
  if (SIMPLE.test(label)) return label;
  return PLAIN.test(label) ? oneLine(label) : unicodeLookAlikeKey(label);
}

/** `lookAlikeKey` for any label, without the plain-ASCII shortcut (exported for the test that holds both equal). */
export function unicodeLookAlikeKey(label: string): string {
  const visible = normalizeLabel(normalizeForm(label, 'NFKC')).replace(/\u200d/g, '');
  const key = oneLine(visible);
  return HOMOGLYPH_SCRIPTS.test(key) ? key.replace(/./gsu, (c) => HOMOGLYPHS[c] ?? c) : key;
}

/**
 * A label, question text or id inside the answer text: one line, no bidi control, and no `→`
 * (written `->`), so it can neither start an answer line nor look like the separator.
 * `readAnswers` compares with the same folding, so nothing is lost for reading back.
 */
export const textPiece = (s: string) =>
  oneLine(normalizeForm(s, 'NFC').replace(BIDI_CONTROLS, '')).replace(/→/g, '->');

const QUOTED_START = /^".*"$/s;

/**
 * The user's free text inside the answer text: as typed, unless it holds a line break or the
 * `→` separator, is itself a quoted string, or would read as something else (`reads` says so,
 * e.g. an outcome word) — then as a JSON string literal, which `unquoteFree` reverses. Line and
 * paragraph separators and `→` are escaped too (`\u2028`, `\u2192`), so the literal stays on its
 * line and the line holds one separator.
 */
export function quoteFree(text: string, reads: (text: string) => boolean = () => false): string {
  if (!LINE_BREAKS.test(text) && !text.includes('→') && !QUOTED_START.test(text) && !reads(text)) return text;
  return JSON.stringify(text).replace(
    /[\u0085\u2028\u2029→]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The free text a quoted literal stands for, or undefined when `s` is no JSON string literal. */
export function unquoteFree(s: string): string | undefined {
  const t = s.trim();
  if (!QUOTED_START.test(t) || t.length < 2) return undefined;
  try {
    const v: unknown = JSON.parse(t);
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How `readAnswers` compares a question text or a label with what a message says: compatibility
 * forms, case, white space, bidi controls, typographic apostrophes and `→` against `->` do not
 * matter. NFKC comes first: it can itself make white space (`￣` is a space and a macron).
 */
export const fold = (s: string) =>
  oneLine(normalizeForm(s, 'NFKC').replace(BIDI_CONTROLS, '').toLowerCase())
    .replace(/[’‘]/g, "'")
    .replace(/→/g, '->');

/**
 * Every option label normalised (`normalizeLabel`), then refused with `look-alike-options` where
 * two options of a question would look the same on screen (`lookAlikeKey`), or one shows nothing
 * but invisible characters: the user could not know which one they pick, nor the agent which
 * one was picked. Every format's decoder output goes through here (`parse`).
 */
export function normalizeOptions(set: QuestionSet): QuestionSet {
  const questions = set.questions.map((q, qi) => {
    if (!q.options.length) return q;
    const seen = new Map<string, number>();
    const options = q.options.map((o, oi) => {
      // the common label (printable ASCII words) is its own normal form and look-alike key
      const simple = SIMPLE.test(o.label);
      const label = simple ? o.label : normalizeLabel(o.label);
      const key = simple ? label : lookAlikeKey(label);
      const path = ['questions', qi, 'options', oi];
      if (!key && o.label)
        fail(
          'look-alike-options',
          `${pathText(path)} shows nothing: its label is only invisible characters`,
          path,
        );
      const twin = seen.get(key);
      if (twin !== undefined)
        fail(
          'look-alike-options',
          `${pathText(path)} looks the same as option ${twin + 1} ("${oneLine(label).slice(0, 60)}"): a person could not tell them apart`,
          path,
        );
      seen.set(key, oi);
      return label === o.label ? o : { ...o, label };
    });
    return options.every((o, i) => o === q.options[i]) ? q : { ...q, options };
  });
  return questions.every((q, i) => q === set.questions[i]) ? set : { ...set, questions };
}

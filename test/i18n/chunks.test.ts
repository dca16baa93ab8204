/**
 * Each language's words but English are a chunk of their own in the builds (issue 18): read from the
 * built files (`npm run build`, which `npm ci` runs). The script-tag entry and what a bundler app
 * loads up front hold English only; a language's chunk holds its words; Node's entries and the
 * command have every language at once.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rollup/parseAst';
import { buildApp } from '../../scripts/app-build.mjs';
import { APPS } from '../../scripts/size.mjs';
import { ANSWER_WORDS, LANGS, type Lang } from '../../src/codec/words.js';
import { STRINGS } from '../../src/i18n/all.js';
import type { OtherLang } from '../../src/i18n/languages.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const OTHERS = LANGS.filter((l): l is OtherLang => l !== 'en');
/** the keys whose words are the codec's answer words (its own table, in every entry that writes answers) */
const ANSWER_KEYS = new Set(['looksGood', 'later', 'dontKnow', 'yes', 'no']);
const SENTINEL = '\u0001';

/** Every piece of text a table writes: its words, and the fixed parts of its word functions. */
function pieces(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]): string[] => {
    if (ANSWER_KEYS.has(prefix + key)) return [];
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      const args = Array.from({ length: value.length }, (_, i) =>
        key === 'missing' || key === 'toFix' ? [SENTINEL] : i + 7,
      );
      return String((value as (...a: unknown[]) => string)(...args))
        .split(new RegExp(`${SENTINEL}|\\d+`))
        .map((p) => p.trim());
    }
    return pieces(value as object, `${prefix}${key}.`);
  });
}

const english = new Set([
  ...pieces(STRINGS.en),
  // the codec's answer words are in every entry that writes answers, in every language, and so is
  // each word of them ("Antwort" of "keine Antwort")
  ...Object.values(ANSWER_WORDS).flatMap((w) => Object.values(w).flatMap((v) => [v, ...v.split(' ')])),
]);

/**
 * A language's own words: the pieces English does not share (`Optional`, `Details` are the same in
 * German), but for short Latin ones (`de` in "Pregunta 1 de 2" is also the language's code).
 */
const ownWords = (lang: Lang) =>
  [...new Set(pieces(STRINGS[lang]))].filter(
    (p) => (/^[\x20-\x7e]*$/.test(p) ? p.length >= 4 : p.length >= 2) && !english.has(p),
  );

/** The text of every string literal and template part of built code (esbuild writes `ü` as `\xFC`). */
function literals(code: string): string {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { type?: string; value?: unknown };
    if (n.type === 'Literal' && typeof n.value === 'string') found.push(n.value);
    if (n.type === 'TemplateElement') found.push((n.value as { cooked?: string }).cooked ?? '');
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return found.join('\n');
}

const read = (file: string) => readFileSync(file, 'utf8');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `word` stands in `text` as a word of its own (`sur` is not in "measure"). */
const has = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u').test(text);

const dist = (name: RegExp) => {
  const file = readdirSync(join(root, 'dist')).find((f) => name.test(f));
  assert.ok(file, `dist/ holds ${name}`);
  return join(root, 'dist', file);
};

test('the script-tag entry holds no word of another language; each language chunk holds its own', () => {
  const entry = literals(read(join(root, 'dist/question-elements.js')));
  for (const word of pieces(STRINGS.en)) assert.ok(has(entry, word), `English "${word}" is in the entry`);
  let checked = 0;
  for (const lang of OTHERS) {
    const words = ownWords(lang);
    assert.ok(words.length > 20, `${lang}: ${words.length} words of its own`);
    const chunk = literals(read(dist(new RegExp(`^strings-${lang}-[\\w-]{8}\\.js$`))));
    for (const word of words) {
      assert.ok(!has(entry, word), `${lang} "${word}" is in the entry`);
      assert.ok(has(chunk, word), `${lang} "${word}" is not in its chunk`);
      checked++;
    }
  }
  assert.ok(checked > 300, `${checked} words checked`);
});

test("a bundler app that shows sets loads no language's words up front, each in a lazy chunk", async () => {
  const { files } = await buildApp(APPS[Object.keys(APPS)[0]!]!, {
    external: ['react', 'react-dom', 'react/*'],
  });
  const chunk = /^dist\/npm\/chunks\/strings-([a-z]{2})-[\w-]{8}\.js$/;
  const upFront = files.filter((f) => f.upFront).flatMap((f) => f.inputs);
  const lazy = files.filter((f) => !f.upFront).flatMap((f) => f.inputs);
  assert.deepEqual(
    upFront.filter((i) => chunk.test(i)),
    [],
    'no language chunk up front',
  );
  assert.deepEqual(
    lazy
      .map((i) => chunk.exec(i)?.[1])
      .filter(Boolean)
      .sort(),
    [...OTHERS].sort(),
  );
  const text = literals(
    files
      .filter((f) => f.upFront)
      .map((f) => f.code)
      .join('\n'),
  );
  for (const word of pieces(STRINGS.en)) assert.ok(has(text, word), `English "${word}" is up front`);
  for (const lang of OTHERS)
    for (const word of ownWords(lang)) assert.ok(!has(text, word), `${lang} "${word}" is up front`);
});

/** Runs an ES module in a fresh Node inside the package (so `question-elements` resolves to itself). */
const node = (code: string): unknown =>
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }),
  );

test("Node's question-elements has every language at once; the browser build's after loadStrings()", () => {
  const de = STRINGS.de.sendAnswers;
  const en = STRINGS.en.sendAnswers;
  assert.deepEqual(
    node(`import { stringsFor } from 'question-elements';
      console.log(JSON.stringify([stringsFor('de').sendAnswers, stringsFor('ar-EG').next]));`),
    [de, STRINGS.ar.next],
  );
  assert.deepEqual(
    node(`import { stringsFor, loadStrings } from './dist/npm/index.js';
      const before = stringsFor('de').sendAnswers;
      const loaded = (await loadStrings('de-AT', { next: 'Los' }));
      console.log(JSON.stringify([before, loaded.sendAnswers, loaded.next, stringsFor('de').sendAnswers, (await loadStrings('xx')).next]));`),
    [en, de, 'Los', de, STRINGS.en.next],
  );
});

test('the built command speaks German (its entry holds every language)', () => {
  const out = spawnSync(
    process.execPath,
    ['bin/question-elements.mjs', 'ask', 'fixtures/vance/valid/01-seed-example.yaml', '--lang', 'de'],
    { cwd: root, encoding: 'utf8', input: ':unknown\n:later\n\n', timeout: 30_000 },
  );
  assert.equal(out.status, 0, out.stderr);
  assert.ok(out.stderr.includes(STRINGS.de.overviewTitle), out.stderr);
  assert.ok(!out.stderr.includes(STRINGS.en.overviewTitle), out.stderr);
});

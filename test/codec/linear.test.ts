/**
 * Hostile input (issue 31, class 1): every reader of agent text in the codec and the plugin takes
 * time linear in it. Each case runs at n and at 4n characters in one run (`../linear.ts`): the
 * bound is a ratio, so it holds on a fast machine and a slow one alike.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import MarkdownIt from 'markdown-it';
import { detect, parse, parseMessage } from '../../src/codec/index.js';
import { findBlocks } from '../../src/codec/blocks.js';
import { readOpenTag } from '../../src/codec/tag.js';
import { parseSimpleYaml } from '../../src/codec/yaml-simple.js';
import { parseYaml } from '../../src/codec/yaml-read.js';
import { questionsPlugin } from '../../src/chat/markdown-it.js';
import { assertLinear } from '../linear.js';

const md = new MarkdownIt().use(questionsPlugin);

describe('hostile input takes linear time (issue 31)', () => {
  const fenceSpaces = (n: number) => '```questions' + ' '.repeat(n) + 'x\nid: a\n```\n';
  test('a fence opener followed by a long run of spaces: parseMessage, parse, detect, the plugin', () => {
    for (const read of [parseMessage, (t: string) => parse(t), detect, (t: string) => md.render(t)])
      assertLinear(fenceSpaces, read, 100_000);
  });

  test('a closing fence candidate with a long run of spaces, on every line', () => {
    assertLinear(
      (n) => '```questions\n' + ('```' + ' '.repeat(50) + 'x\n').repeat(n / 50),
      findBlocks,
      50_000,
    );
  });

  test('a <question-form> tag with a long attribute name, with and without a value', () => {
    assertLinear((n) => '<question-form ' + 'a'.repeat(n), parseMessage, 60_000);
    assertLinear((n) => '<question-form ' + 'a'.repeat(n) + ' b>{}</question-form>', parseMessage, 60_000);
    assertLinear((n) => '<question-form id="' + 'a'.repeat(n), parseMessage, 60_000);
    assertLinear((n) => '<question-form ' + 'a='.repeat(n / 2), parseMessage, 60_000);
  });

  test('many <question-form x openers as text, and many closing tags that do not close', () => {
    assertLinear((n) => '<question-form x\n'.repeat(n / 17), parseMessage, 60_000);
    assertLinear((n) => '<question-form>\n' + '</question-form '.repeat(n / 16), parseMessage, 60_000);
    assertLinear(
      (n) => '<question-form' + ' x'.repeat(n / 2),
      (t) => readOpenTag(t, 0),
      60_000,
    );
  });

  test('YAML with thousands of quoted keys: the fast path, parse, and the full parser', () => {
    const keys = (n: number) => Array.from({ length: n / 12 }, (_, i) => `"k${i}": v\n`).join('');
    assertLinear(keys, parseSimpleYaml, 60_000);
    assertLinear(keys, (t) => parse(t, { format: 'vance' }), 60_000);
    // a tab sends the document to the full parser, which finds duplicate keys with one set per map
    assertLinear((n) => keys(n) + 'z:\t1\n', parseYaml, 30_000);
  });

  test('the fast path takes quoted keys, and the same keys twice still fail as duplicates', () => {
    assert.deepEqual(parseSimpleYaml('"a b": 1\n\'c\': 2\n'), { 'a b': 1, c: 2 });
    assert.throws(
      () => parseYaml('"a": 1\nb: 2\na: 3\n'),
      (e: { error: { code: string; line: number } }) => {
        assert.equal(e.error.code, 'duplicate-key');
        assert.equal(e.error.line, 3);
        return true;
      },
    );
  });
});

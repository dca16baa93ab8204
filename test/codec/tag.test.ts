/**
 * The one `<question-form>` tag scanner (issue 31, class 4): it accepts exactly the tags the
 * former pattern of the block finder accepted, ends them at the same `>` (never one inside quotes),
 * and reads `id` and `title` as HTML does (the first of a name wins).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { findCloseTag, openTagOnLine, readOpenTag } from '../../src/codec/tag.js';

/** The block finder's former pattern: right on every tag, slow on long attribute names. */
const PATTERN = /^<question-form((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/i;

describe('readOpenTag', () => {
  test('accepts and ends tags as the former pattern did', () => {
    const alphabet = fc.constantFrom(
      ' ',
      '\n',
      '\u2028',
      '=',
      '"',
      "'",
      '>',
      '/',
      '<',
      '`',
      'a',
      'id',
      'title',
      'x',
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 14 }), fc.boolean(), (chars, upper) => {
        const text = (upper ? '<QUESTION-Form' : '<question-form') + chars.join('');
        const m = PATTERN.exec(text);
        const tag = readOpenTag(text, 0);
        assert.equal(tag?.end, m ? m[0].length : undefined, JSON.stringify(text));
      }),
      { numRuns: 30_000 },
    );
  });

  test('a `>` inside a quoted value does not end the tag', () => {
    const text = `<question-form id="real" title='x>{"SMUGGLED"}'>{"questions": []}</question-form>`;
    const tag = readOpenTag(text, 0)!;
    assert.deepEqual(tag.attributes, { id: 'real', title: 'x>{"SMUGGLED"}' });
    assert.equal(text.slice(tag.end, findCloseTag(text, tag.end)!.start), '{"questions": []}');
    assert.deepEqual(readOpenTag('<question-form title="a > b">', 0)?.attributes, { title: 'a > b' });
  });

  test('id and title: entities decoded, names without case, the first of a name wins, other names ignored', () => {
    assert.deepEqual(
      readOpenTag(`<question-form ID='a&amp;b' data-id=x id=c Title=t&#x41; title="u">`, 0)?.attributes,
      {
        id: 'a&b',
        title: 'tA',
      },
    );
    assert.deepEqual(readOpenTag('<question-form 1id="x">', 0)?.attributes, {});
  });

  test('a tag spans one line, after at most three spaces', () => {
    assert.equal(openTagOnLine('   <question-form>', 0, 18)?.end, 18);
    assert.equal(openTagOnLine('    <question-form>', 0, 19), undefined);
    const two = '<question-form id="a\n">';
    assert.equal(openTagOnLine(two, 0, two.indexOf('\n')), undefined);
  });

  test('the closing tag: any case, spaces before its `>`', () => {
    assert.deepEqual(findCloseTag('x</question-formx></QUESTION-FORM \n>', 0), { start: 18, end: 36 });
    assert.equal(findCloseTag('</question-form', 0), undefined);
  });
});

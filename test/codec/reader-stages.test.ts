/**
 * Issue 48 §1: streaming is the reader's first stage, and `parse` is the same reader run to the
 * end. Each format's head declares where its questions are listed (`FormatHead.lists`): the
 * streaming scanner reads those declarations and names no format, so a head with another list key
 * is honoured without a change to the scanner. A body's carrier (a fence, the form's tag, bare
 * data) is told by one rule (`carrierOf`) whether the body is streamed or given whole, and a body
 * streamed in chunks of any size, then ended, decodes to what `parse` gives for it whole.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { parse, type QuestionSet } from '../../src/codec/index.js';
import { carrierOf } from '../../src/codec/carriers.js';
import { forgetParsed } from '../../src/codec/parse.js';
import { FORMATS } from '../../src/codec/registry.js';
import { PartialReader, PartialScanner, arrived, listsOf } from '../../src/codec/partial.js';
import { bodyCases } from './corpus.js';

/** A head of a format this library does not have: its questions are listed under `items`. */
const itemsHead = { yaml: true, lists: [['items'], ['survey', 'fields']] } as const;
const lists = listsOf([...Object.values(FORMATS), itemsHead]);

const completes = (body: string, scanner = new PartialScanner(lists)) => {
  scanner.append(body);
  return scanner.complete;
};

describe("each format's head says where its questions are listed (issue 48)", () => {
  test('a new head is honoured without touching the scanner: JSON, a nested object list, YAML', () => {
    const json = '{"id": "s", "items": [{"a": 1}, {"a": [2, {"b": 3}]}, {"a"';
    assert.equal(completes(json), 2);
    assert.equal(completes(json, new PartialScanner()), 0, 'the table has no `items` list');
    const nested = '{"survey": {"title": "t", "fields": {"x": {"type": "string"}, "y": {"type": "num';
    assert.equal(completes(nested), 1, 'the values of an object at the path are the questions');
    const yaml = 'id: s\nitems:\n  - a: 1\n    b: 2\n  - a: 3\n  - a';
    assert.equal(completes(yaml), 2);
    assert.equal(completes(yaml, new PartialScanner()), 0);
    // a list key anywhere but at its path lists nothing
    assert.equal(completes('{"other": {"items": [{"a": 1}, {"a": 2}, {'), 0);
    assert.equal(completes('[{"a": 1}, {"items": [{"a": 2}]}, {'), 2, 'the top array is a list (shiitake)');
    assert.equal(completes('[{"items": [{"a": 1}, {"a": 2}, {'), 0, 'a list in an array is no list');
  });

  test('the table lists what its heads declare, and a head that declares none lists `questions`', () => {
    const table = listsOf(Object.values(FORMATS));
    assert.equal(table.json.get('\u0000questions'), true);
    assert.equal(table.json.get('\u0000requestedSchema\u0000properties'), true);
    assert.equal(table.json.get('\u0000requestedSchema'), false, 'on the way to a list');
    assert.equal(table.json.get(''), true, 'a top array');
    assert.deepEqual([...table.yaml], ['questions']);
  });

  test('an object already parsed is cut at the same lists (`arrived`)', () => {
    const value = { id: 's', survey: { title: 't', fields: { x: { t: 1 }, y: { t: 2 } }, after: 1 }, z: 1 };
    assert.deepEqual(arrived(value, lists), { id: 's', survey: { title: 't', fields: { x: { t: 1 } } } });
    assert.equal(arrived(value), undefined, 'the table has no such list');
    assert.deepEqual(arrived({ items: [1, 2, 3] }, lists), { items: [1, 2] });
  });
});

describe('a body streamed then ended decodes as parse decodes it whole (issue 48)', () => {
  test('one rule tells the carrier from the first characters, streamed or whole', () => {
    assert.equal(carrierOf('`'), undefined);
    assert.equal(carrierOf('``'), undefined);
    assert.equal(carrierOf('```'), 'fence');
    assert.equal(carrierOf('~~~yaml'), 'fence');
    assert.equal(carrierOf('<Question-F'), undefined);
    assert.equal(carrierOf('<question-form'), 'tag');
    assert.equal(carrierOf('<div>'), 'data');
    assert.equal(carrierOf('{'), 'data');
    assert.equal(carrierOf('questions:'), 'data');
    // a tag-like start that is not the form's: data to both readers
    const body = '<div>\nquestions:\n  - key: a\n    text: A?\n  - key: b\n    text: B?\n</div>';
    const reader = new PartialReader();
    for (const c of body) reader.append(c);
    assert.deepEqual(reader.end(), parse(body));
  });

  const cases = [...bodyCases('valid'), ...bodyCases('invalid')];

  test(`every fixture body (${cases.length}), in chunks of random sizes, then ended`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.array(fc.integer({ min: 1, max: 97 }), { minLength: 1, maxLength: 40 }),
        (c, sizes) => {
          const options = c.expected.options ?? {};
          const reader = new PartialReader(options);
          const shown: QuestionSet[] = [];
          for (let at = 0, i = 0; at < c.body.length; i++) {
            const size = sizes[i % sizes.length];
            const r = reader.append(c.body.slice(at, at + size));
            if (r && 'ok' in r && r.ok) shown.push(r.set);
            at += size;
          }
          forgetParsed();
          const ended = reader.end();
          forgetParsed();
          assert.deepEqual(ended, parse(c.body, options), c.file);
          // what showed while it streamed was read in the format it ended in (its questions may
          // still change: a message's later index block takes the place of an earlier one)
          if (ended.ok) for (const set of shown) assert.equal(set.format, ended.set.format, c.file);
        },
      ),
      { numRuns: 400 },
    );
  });
});

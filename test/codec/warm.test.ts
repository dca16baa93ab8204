/**
 * The idle warm-up of the decoders (issue 48): each format's decoder is run once on a small body of
 * its own while the page is idle, so a chat's first set runs compiled code. The body must decode in
 * every format (a warm-up that fails early compiles little), and its result is not kept: it can
 * push no set a page shows out of the results kept by text.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FORMAT_IDS, parse } from '../../src/codec/index.js';
import { forgetParsed, keptResults, warmDecoder } from '../../src/codec/parse.js';
import { read } from './corpus.js';

test("every format's warm-up body decodes, and nothing of it is kept", () => {
  forgetParsed();
  const shown = read('form/valid/04-text-inputs.json');
  assert.ok(parse(shown).ok);
  for (const id of FORMAT_IDS)
    assert.equal(warmDecoder(id)?.questions.length, 2, `${id}: the warm-up body decodes`);
  assert.equal(keptResults(), 1, 'only the set the page shows is kept');
});

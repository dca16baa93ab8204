/** The fixture corpus drives the codec: every body decodes to its expected model or error. */
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import * as codec from '../../src/codec/index.js';
import { FIXTURES } from './corpus.js';
import { sweepCorpus } from './corpus-sweep.js';

sweepCorpus(codec, 'source');

test('fixtures/index.json lists every fixture', () => {
  execFileSync(
    process.execPath,
    [new URL('../../scripts/fixtures-index.mjs', import.meta.url).pathname, '--check'],
    {
      cwd: FIXTURES,
    },
  );
});

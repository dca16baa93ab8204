/** Accessibility (issue item 8), left to right: axe reports nothing in every state, format and colour scheme. */
import '../../src/index.js';
import { expect } from '@open-wc/testing';
import { defineMatrix, matrixEntries } from './a11y-matrix.js';

const entries = await matrixEntries();

describe('a11y (ltr)', () => {
  it('has a representative of every format', () => {
    expect(entries.filter((e) => e.multi || e.single).map((e) => e.format)).to.include.members([
      'vance',
      'shiitake',
      'egoz',
      'index',
      'structured',
      'form',
      'mcp',
    ]);
  });
  defineMatrix(entries, ['ltr']);
});

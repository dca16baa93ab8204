/** Accessibility (issue item 8), right to left (`dir="rtl"` on a wrapper): the same matrix as a11y.browser.test.ts. */
import '../../src/index.js';
import { defineMatrix, matrixEntries } from './a11y-matrix.js';

const entries = await matrixEntries();

describe('a11y (rtl)', () => {
  defineMatrix(entries, ['rtl']);
});

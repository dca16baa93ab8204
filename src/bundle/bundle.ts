/**
 * The script-tag bundle's entry, `dist/question-elements.js`: defines <question-set> and
 * <question-form> and exports what the elements are made of (classes, events, strings). The rest
 * of the package's API — the codec, upgrade() and watch() — is in `dist/question-elements-api.js`
 * (`bundle-api.ts`), so a page that only shows sets never downloads it.
 */
import { defineElements } from '../define.js';

export * from '../elements.js';

defineElements();

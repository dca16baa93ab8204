/**
 * `question-elements` under Node's `node` export condition: the package's main entry with every
 * part in place (`eager.ts`), so its codec answers at once and nothing is fetched.
 */
import './eager.js';

export * from './index.js';

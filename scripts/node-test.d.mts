/** What every Node test process loads first, before `--test` (scripts/node-test.mjs). */
export declare const NODE_TEST_PRELOAD: readonly string[];
/** The slowest suites, which `npm test` leaves to `npm run test:slow` (scripts/node-test.mjs). */
export declare const SLOW_TESTS: readonly string[];

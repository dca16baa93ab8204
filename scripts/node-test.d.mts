/** What every Node test process loads first, before `--test` (scripts/node-test.mjs). */
export declare const NODE_TEST_PRELOAD: readonly string[];

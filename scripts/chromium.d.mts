// Types of chromium.mjs, for the tests that import it.
/** The Chromium every script starts: CHROME_PATH, else Debian's. */
export const CHROMIUM_PATH: string;
/** The flags a root user on a closed network needs. */
export const CHROMIUM_ARGS: string[];

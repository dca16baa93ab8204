// The Chromium every script here starts (the browser tests, the screenshots, the benchmark): Debian's
// by default, CHROME_PATH otherwise, with the flags a root user on a closed network needs.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** No sandbox (root), no GPU, and nothing that calls out to the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

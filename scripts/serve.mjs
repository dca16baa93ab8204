// `npm start`: the demo's dev server (web-dev-server.config.mjs), printing only the address it listens on.
import { spawnSync } from 'node:child_process';
import { startDevServer } from '@web/dev-server';
import config from '../web-dev-server.config.mjs';
import { BUILD_STEPS, distStale } from './dist-stale.mjs';

// the demo's script-tag page loads the built dist/: build it first on a fresh clone or after a change
// (on stderr: stdout says only the address)
const stale = distStale();
if (stale) {
  console.error(`building dist/ (${stale})…`);
  for (const step of BUILD_STEPS)
    if (spawnSync(process.execPath, step, { stdio: ['ignore', 2, 2] }).status !== 0) process.exit(1);
}

const server = await startDevServer({
  config: { ...config, watch: false },
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
});
const { port } = server.server.address();
console.log(`http://${config.hostname}:${port}/`);

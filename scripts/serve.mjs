// `npm start`: the demo's dev server (web-dev-server.config.mjs), printing only the address it listens on.
import { startDevServer } from '@web/dev-server';
import config from '../web-dev-server.config.mjs';

const server = await startDevServer({
  config: { ...config, watch: false },
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
});
const { port } = server.server.address();
console.log(`http://${config.hostname}:${port}/`);

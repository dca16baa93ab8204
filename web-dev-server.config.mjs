// The demo server (npm start, through scripts/serve.mjs): serves the repository, compiling TypeScript on the fly.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chatPackages } from './test/chat/wtr-packages.mjs';
import { hostPlugins } from './test/frameworks/wtr-host-plugins.mjs';

export default {
  rootDir: '.',
  port: Number(process.env.PORT) || 8000,
  hostname: process.env.HOST || '127.0.0.1',
  // Lit's production build, as a page gets it from the package (no "Lit is in dev mode" in the console)
  nodeResolve: { exportConditions: ['production'] },
  appIndex: undefined,
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    // the streaming story's React chat on the AI SDK (demo/ai-sdk-stream.ts): React (CommonJS) and
    // the AI SDK served as the tests serve them
    ...hostPlugins(),
    chatPackages(),
  ],
  middleware: [
    // the bare address opens the demo
    (ctx, next) => {
      if (ctx.path === '/') ctx.redirect('/demo/');
      return next();
    },
  ],
};

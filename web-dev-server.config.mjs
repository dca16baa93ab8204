// The demo server (npm start, through scripts/serve.mjs): serves the repository, compiling TypeScript on the fly.
import { esbuildPlugin } from '@web/dev-server-esbuild';

export default {
  rootDir: '.',
  port: Number(process.env.PORT) || 8000,
  hostname: process.env.HOST || '127.0.0.1',
  // Lit's production build, as a page gets it from the package (no "Lit is in dev mode" in the console)
  nodeResolve: { exportConditions: ['production'] },
  appIndex: undefined,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  middleware: [
    // the bare address opens the demo
    (ctx, next) => {
      if (ctx.path === '/') ctx.redirect('/demo/');
      return next();
    },
  ],
};

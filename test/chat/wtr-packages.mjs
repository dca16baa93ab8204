// web-test-runner plugin for the chat-stack tests in test/chat: the packages whose browser use
// needs a bundler (`@modelcontextprotocol/sdk` and the 2.x `client` / `server` import Ajv, which is CommonJS; `ai` and
// `@ai-sdk/react` import swr and their own helpers in several module formats).
//
// Each import named in ENTRIES is served as an entry of one esbuild build with code splitting, so
// what two entries share (zod, the SDK's types, the AI SDK's provider utilities) exists once in the
// page, as in an app a bundler built. React stays outside the build: the served code imports
// `react` by name, and the React realms of test/frameworks/wtr-host-plugins.mjs resolve it (one
// React 19 in the page, shared with the test's own components).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PREFIX = '/__question-elements-packages__';

/** The imports the tests use, each an entry of the build. */
const ENTRIES = {
  '@modelcontextprotocol/sdk/client/index.js': 'mcp-client',
  '@modelcontextprotocol/sdk/server/mcp.js': 'mcp-server',
  '@modelcontextprotocol/sdk/inMemory.js': 'mcp-in-memory',
  '@modelcontextprotocol/sdk/types.js': 'mcp-types',
  // the 2.x line (protocol revision 2026-07-28): its client and server packages
  '@modelcontextprotocol/client': 'mcp2-client',
  '@modelcontextprotocol/server': 'mcp2-server',
  ai: 'ai',
  'ai/test': 'ai-test',
  '@ai-sdk/react': 'ai-sdk-react',
};

/**
 * swr (under `@ai-sdk/react`) imports `use-sync-external-store/shim`, CommonJS that `require()`s
 * React, which esbuild cannot leave to the page; React 18 and 19 have the hook itself.
 */
const syncExternalStore = {
  name: 'use-sync-external-store',
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: 'use-sync-external-store',
      namespace: 'react-hook',
    }));
    b.onLoad({ filter: /.*/, namespace: 'react-hook' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      loader: 'js',
      resolveDir: root,
    }));
  },
};

async function bundle() {
  const result = await build({
    entryPoints: Object.entries(ENTRIES).map(([specifier, name]) => ({ in: specifier, out: name })),
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: 'out',
    write: false,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    plugins: [syncExternalStore],
    logLevel: 'silent',
  });
  const files = new Map();
  for (const file of result.outputFiles)
    files.set(file.path.slice(file.path.lastIndexOf('/out/') + 4), file.text);
  return files;
}

export function chatPackages() {
  let files;
  return {
    name: 'question-elements-chat-packages',
    resolveImport({ source }) {
      return source in ENTRIES ? `${PREFIX}/${ENTRIES[source]}.js` : undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(`${PREFIX}/`)) return undefined;
      files ??= bundle();
      const body = (await files).get(context.path.slice(PREFIX.length));
      return body === undefined ? undefined : { body, type: 'js' };
    },
  };
}

// The npm build: ES modules for bundler users, dependencies left as bare imports.
import esbuild from 'rollup-plugin-esbuild';

const external = (id) => /^(lit|@lit\/|yaml|markdown-it|react)(\/|$)/.test(id);

export default {
  input: {
    index: 'src/index.ts',
    elements: 'src/elements.ts',
    codec: 'src/codec/index.ts',
  },
  external,
  plugins: [esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' })],
  output: {
    dir: 'dist/npm',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
};

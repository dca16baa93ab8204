// Lets Node 20 run the TypeScript sources and tests directly: esbuild strips the types on load.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);

/// <reference types="node" />
/** The entry of the `question-elements` command (built to dist/npm/cli.js, started by bin/question-elements.mjs). */
import '../codec/eager.js';
import '../i18n/eager.js';
import { run } from './run.js';

process.exitCode = await run(process.argv.slice(2));

// Installs the test-only reference packages whose types the tests check payloads against:
// test/reference/claude-agent-sdk (the Claude Agent SDK's sdk-tools.d.ts, for AskUserQuestionOutput),
// from its own package-lock.json, without the SDK's optional native binaries and its peers (the
// tool types need neither). Skips an install that is already there.
//
//   node scripts/reference-types.mjs
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CLAUDE_AGENT_SDK = fileURLToPath(
  new URL('../test/reference/claude-agent-sdk/', import.meta.url),
);

export function installReferenceTypes() {
  if (existsSync(`${CLAUDE_AGENT_SDK}node_modules/@anthropic-ai/claude-agent-sdk/sdk-tools.d.ts`)) return;
  execFileSync(
    'npm',
    [
      'ci',
      '--omit=optional',
      '--omit=peer',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: CLAUDE_AGENT_SDK, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) installReferenceTypes();

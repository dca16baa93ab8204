/**
 * Issue 49 §1: docs/chat.md's recipes for assistant-ui and CopilotKit type-check as the page gives
 * them. The packages are not dependencies here (they would bring their runtimes into the lockfile),
 * so each is declared by the small shape its documentation gives the tool UI's props:
 * assistant-ui's `makeAssistantToolUI` (`args` partial and `argsText` its raw text while
 * `status.type` is `running`, `addResult`), CopilotKit's `useHumanInTheLoop` (`args` partial while
 * `status` is `inProgress`, `respond` with `executing`). `question-elements/react` is the sources'.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const SHAPES = `
declare module '@assistant-ui/react' {
  import type { ComponentType, ReactNode } from 'react';
  export type ToolCallMessagePartStatus =
    | { type: 'running' }
    | { type: 'complete' }
    | { type: 'incomplete'; reason: string }
    | { type: 'requires_action'; reason: 'interrupt' };
  export interface ToolCallMessagePartProps<TArgs, TResult> {
    type: 'tool-call';
    toolCallId: string;
    toolName: string;
    args: TArgs;
    argsText: string;
    result?: TResult;
    isError?: boolean;
    status: ToolCallMessagePartStatus;
    addResult: (result: TResult) => void;
  }
  export function makeAssistantToolUI<TArgs, TResult>(tool: {
    toolName: string;
    render: (props: ToolCallMessagePartProps<TArgs, TResult>) => ReactNode;
  }): ComponentType;
}
declare module '@copilotkit/react-core' {
  import type { ReactElement } from 'react';
  type Render =
    | { status: 'inProgress'; args: Partial<Record<string, unknown>>; respond: undefined; result: undefined }
    | { status: 'executing'; args: Record<string, unknown>; respond: (result: unknown) => void; result: undefined }
    | { status: 'complete'; args: Record<string, unknown>; respond: undefined; result: unknown };
  export function useHumanInTheLoop(tool: {
    name: string;
    description: string;
    parameters: { name: string; type: string; description?: string; required?: boolean }[];
    render: (props: Render) => ReactElement;
  }): void;
}
`;

test('the assistant-ui and CopilotKit recipes of docs/chat.md type-check', { timeout: 600_000 }, async () => {
  const page = readFileSync(join(root, 'docs/chat.md'), 'utf8');
  const section = page.slice(page.indexOf('## While the agent streams'));
  const blocks = [...section.matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.equal(blocks.length, 2, 'one recipe each for assistant-ui and CopilotKit');
  assert.match(blocks[0], /makeAssistantToolUI/);
  assert.match(blocks[1], /useHumanInTheLoop/);
  mkdirSync(join(root, '.test-results'), { recursive: true });
  const dir = mkdtempSync(join(root, '.test-results', 'chat-recipes-'));
  try {
    writeFileSync(join(dir, 'shapes.d.ts'), SHAPES);
    blocks.forEach((code, i) => writeFileSync(join(dir, `recipe-${i}.tsx`), code));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(root, 'tsconfig.json'),
        compilerOptions: { types: [] },
        include: ['*.ts', '*.tsx'],
      }),
    );
    const output = await new Promise<string>((resolve) =>
      execFile(
        join(root, 'node_modules/.bin/tsc'),
        ['--noEmit', '-p', join(dir, 'tsconfig.json')],
        { cwd: root },
        (error, stdout, stderr) => resolve(error ? `${stdout}${stderr}` || String(error) : ''),
      ),
    );
    assert.equal(output, '', output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
